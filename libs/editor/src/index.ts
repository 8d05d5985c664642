// @kriegsspiel/editor: the studio's Lit components over the editor kernel
// (@kriegsspiel/editor-core). Importing this module registers every `ks-` element.
import './components/studio-shell/studio-shell';
import './components/map-view/map-view';
import './components/minimap/minimap';
import './components/area-map-editor/area-map-editor';
import './components/terrain-palette/terrain-palette';

export { KsStudio } from './components/studio-shell/studio-shell';
export { KsMapEditor } from './components/map-editor/map-editor';
export { labelAt, manifestsFor, mapTools, scenariosOfMap } from './components/map-editor/map-editor.component';
export { KsAreaMapEditor, areaBox, areaPositions, type AreaSelection } from './components/area-map-editor/area-map-editor';
export { KsPlaceInspector } from './components/place-inspector/place-inspector';
export { KsGridSettings } from './components/grid-settings/grid-settings';
export { KsBackgroundSettings } from './components/background-settings/background-settings';
export { gridProblems, previewLabels } from './components/grid-settings/grid-settings.component';
export { KsMapView, type MapFrame } from './components/map-view/map-view';
export { KsMinimap, type MinimapPainter } from './components/minimap/minimap';
export { PanZoomController, type PanZoomOptions } from './controllers/pan-zoom-controller';
export {
  MapScene,
  changedRegions,
  drawMapRegion,
  drawOverlay,
  placeHexes,
  type MapOverlay,
  type MapRect,
  type PlacedHex,
  type ViewTransform,
} from './components/map-view/map-renderer';
export { TileCache, type DeviceView, type TileStats } from './components/map-view/tile-cache';
export {
  entryPointsView,
  hexsidesView,
  layersOf,
  locationsView,
  mapKindViews,
  regionsView,
  roadsView,
  terrainView,
  viewOfSelection,
  viewOfTool,
} from './map-kinds';
export type { InspectorForm, KindInspector, LayerPaint, MapKindView, MapLayer } from './map-kinds';
export { KsTerrainPalette } from './components/terrain-palette/terrain-palette';
export { KsValidationPanel } from './components/validation-panel/validation-panel';
export { InThreadValidator, type StudioValidationReport, type StudioValidator } from './validation/studio-validator';
export {
  WorkerValidator,
  createStudioValidator,
  createValidationWorker,
  type ValidationWorkerLike,
  type WorkerValidatorOptions,
} from './validation/worker-validator';
export type { ValidateAnswer, ValidateRequest } from './validation/validation-messages';
export { KsDocumentList, type ListedDocument } from './components/document-list/document-list';
export { KsDocumentTabs, type DocumentTab } from './components/document-tabs/document-tabs';
export { KsStatusBar, type KeepState, type SaveState } from './components/status-bar/status-bar';
export { KsJsonView } from './components/json-view/json-view';
export { KsOobEditor } from './components/oob-editor/oob-editor';
export { alternatePath, type OobView } from './components/oob-editor/oob-editor.component';
export { KsOobTree } from './components/oob-tree/oob-tree';
export { oobTree, type OobNodeKind, type OobTreeNode } from './components/oob-tree/oob-tree.component';
export { KsPieceDesigner } from './components/piece-designer/piece-designer';
export type { PieceSelection } from './components/piece-designer/piece-designer.component';
export { KsCounterFace } from './components/counter-face/counter-face';
export { KsValuesEditor } from './components/values-editor/values-editor';
export { KsPlacesField } from './components/places-field/places-field';
export { placeKinds, type PlaceChoices, type PlaceKind } from './components/places-field/places-field.component';
export { KsScenarioEditor } from './components/scenario-editor/scenario-editor';
export type { ScenarioView } from './components/scenario-editor/scenario-editor.component';
export { KsSetupEditor } from './components/setup-editor/setup-editor';
export { setupPlaceTool } from './components/setup-editor/setup-place-tool';
export { KsReinforcementsEditor } from './components/reinforcements-editor/reinforcements-editor';
export { documentById, oobContext, scenarioContext, scenariosUsing, type OobContext, type ScenarioContext } from './data/document-context';
export { formatCsv, parseCsv, type ParsedCsv } from './csv/csv-text';
export { KsConflictDialog, type ConflictChoice } from './components/conflict-dialog/conflict-dialog';
export { KsRestoreDialog, type RestoreChoice } from './components/restore-dialog/restore-dialog';
export { KsQuickOpen } from './components/quick-open/quick-open';
export { KsShortcutHelp } from './components/shortcut-help/shortcut-help';
export { KsStudioTour, defaultTourSteps, TOUR_SEEN_KEY, type TourStep } from './components/studio-tour/studio-tour';
export { KsRulesError, failureHeadline } from './components/rules-error/rules-error';
export { KsCodeEditor, loadMonaco, modFolderOf, siblingSources, type CodeDiagnostic } from './components/code-editor/code-editor';
export type { SourceFile, SourceFiles, TypeLibrary } from './rules/source-files';
export { KsViewTree } from './components/view-tree/view-tree';
export { KsTestRecorder } from './components/test-recorder/test-recorder';
export { KsNewHouseRule } from './components/new-house-rule/new-house-rule';
export type { RulesetChoice } from './components/new-house-rule/new-house-rule.component';
export type { RecordingGame, TestDestination } from './components/test-recorder/test-recorder.component';
export { KsPlaytestBoard, type PlaytestMode, type PlaytestScenario } from './components/playtest-board/playtest-board';
export { KsBalancePanel, type BalanceRun } from './components/balance-panel/balance-panel';
export { KsBalanceCharts } from './components/balance-charts/balance-charts';
export { KsTestPanel, type TestRun, type TestStatus } from './components/test-panel/test-panel';
export { GameLoadError, sandboxHostFactory, type GameRequest, type GameSource, type HostFactory } from './rules/game-source';
export { replacedWorker, studioFailure } from './rules/failures';
export { isTestSource, type ListedTest, type PreparedTests, type TestSource } from './rules/test-source';
export { defaultTestParallel, runPreparedTests, type TestRunOptions, type TestRunResult } from './rules/test-runner';
export { defaultDocumentEditors, type DocumentEditorDefinition, type DocumentEditorElement, type DocumentEditorProps } from './document-editors';
export { defaultStudioPanels, type StudioPanelDefinition, type StudioPanelProps } from './studio-panels';
export * from './events';
export { EditorController } from './controllers/editor-controller';
export { DraftKeeper, type DraftState } from './drafts/draft-keeper';
export { IdbDraftStore } from './drafts/idb-draft-store';
export { HttpWorkspace, type StudioWorkspace } from './workspace/http-workspace';
