// @kriegsspiel/editor-core: the studio's editor kernel, without a screen. No DOM, no
// Node: documents, commands returning JSON patches, undo history with gestures,
// shortcuts, map tools as state machines, validation, and JSON written back in the
// file's own layout.
export type { JsonValue } from './json/pointer';
export { hasValueAt, isJsonObject, jsonEqual, valueAt } from './json/pointer';
export type { Patch, PatchOperation, PatchPair } from './json/patch';
export { applyPatch, applyPatchWithInverse, parentPointer, PatchError, withInverse } from './json/patch';
export type { JsonStyle } from './json/format';
export { defaultJsonStyle, formatJson, formatJsonInline, formatJsonValue } from './json/format';
export type { JsonTextWriter } from './json/text-writer';
export { createJsonTextWriter, detectJsonStyle, writeJsonText } from './json/text-writer';
export type { DiskFile, StoreChange, StoreListener, StoredDocument, TypedDocument } from './store/document-store';
export { DocumentStore, isDocumentOfKind } from './store/document-store';
export type { DocumentChange, HistoryMark, HistoryStep } from './history/history';
export { History } from './history/history';
export type { Command } from './commands/command';
export { CommandRefusedError, defineCommand } from './commands/command';
export { setValue, type SetValueArgs } from './commands/set-value';
export { removeValue, type RemoveValueArgs } from './commands/remove-value';
export { replaceDocument, type ReplaceDocumentArgs } from './commands/replace-document';
export { paintHexTerrain, type PaintHexTerrainArgs } from './commands/paint-hex-terrain';
export { editMembers, type EditMembersArgs } from './commands/edit-members';
export { insertItem, type InsertItemArgs } from './commands/insert-item';
export { removeItem, type RemoveItemArgs } from './commands/remove-item';
export { moveItem, type MoveItemArgs } from './commands/move-item';
export { editCounter, type EditCounterArgs, type FaceChanges } from './commands/edit-counter';
export { makeUnitFromTemplate, newUnitProblems, unitFromTemplate, type MakeUnitFromTemplateArgs } from './commands/make-unit-from-template';
export { moveOobNode, moveTargets, type MoveOobNodeArgs } from './commands/move-oob-node';
export { importOobCsv, type ImportOobCsvArgs } from './commands/import-oob-csv';
export { placeUnits, setupWithout, type PlaceUnitsArgs } from './commands/place-units';
export { unplaceUnits, type UnplaceUnitsArgs } from './commands/unplace-units';
export { scheduleUnits, type ScheduleUnitsArgs } from './commands/schedule-units';
export type { FormationEntry, OobIndex, UnitEntry } from './oob/oob-index';
export {
  attributeSchemasOf,
  blanksLeft,
  freeId,
  idProblem,
  idTaken,
  indexOob,
  inheritedIn,
  manifestsOfOob,
  sideOfNationality,
  templateUses,
  unitTypesOf,
} from './oob/oob-index';
export type { CsvImportPlan, CsvProblem, CsvUnitChange, OobCsvContext } from './oob/oob-csv';
export { fixedCsvColumns, oobToCsvRows, planCsvImport, valueColumns } from './oob/oob-csv';
export type { CellEditPlan, OobSearchResult, OobTable, OobTableRow, SortDirection } from './oob/oob-table';
export { oobTable, planCellEdit, readOnlyTableColumns, searchOob, sortTableRows, tableColumnTitle } from './oob/oob-table';
export { clipboardCells, planTablePaste, type TablePastePlan } from './oob/oob-paste';
export type { EntryWay, SetupStack } from './scenario/scenario-units';
export { describePlace, entryWays, facingsOf, newArrival, placeKey, setupStacks, unplacedUnits } from './scenario/scenario-units';
export { scenarioChoices, scenarioDocuments, type ScenarioChoice, type ScenarioDocuments } from './scenario/scenario-documents';
export type { CounterBox, CounterSymbol, PrintablePiece, ResolvedFace } from './counters/counter-art';
export {
  counterBox,
  counterSymbols,
  defaultCounterSize,
  escapeXml,
  faceSvg,
  faceSvgDocument,
  pieceColors,
  pieceOfTemplate,
  pieceOfUnit,
  resolveFace,
  symbolSvg,
} from './counters/counter-art';
export {
  natoSymbol,
  symbolPrimitivesToSvg,
  drawSymbolPrimitives,
  type SymbolPrimitive,
  type SymbolPlacement,
  type SymbolCanvas,
} from './counters/nato-symbols';
export type { CounterSheet, CounterSheetOptions, CounterSheetPage } from './counters/counter-sheet';
export { counterSheet, printablePieces } from './counters/counter-sheet';
export { fillHexTerrain, type FillHexTerrainArgs } from './commands/fill-hex-terrain';
export { findHexside, setHexside, type SetHexsideArgs } from './commands/set-hexside';
export { removeHexside, type RemoveHexsideArgs } from './commands/remove-hexside';
export { extendPath, type ExtendPathArgs } from './commands/extend-path';
export { cycleLinkDirection, type CycleLinkDirectionArgs } from './commands/cycle-link-direction';
export { removePathLink, type RemovePathLinkArgs } from './commands/remove-path-link';
export { addMapItem, mapCollectionNouns, type AddMapItemArgs, type MapCollection } from './commands/add-map-item';
export { updateMapItem, type UpdateMapItemArgs } from './commands/update-map-item';
export { removeMapItem, type RemoveMapItemArgs } from './commands/remove-map-item';
export { moveMapPlace, type MoveMapPlaceArgs } from './commands/move-map-place';
export { setRegionHex, type SetRegionHexArgs } from './commands/set-region-hex';
export { setGrid, type SetGridArgs } from './commands/set-grid';
export { moveArea, type MoveAreaArgs } from './commands/move-area';
export { removeArea, type RemoveAreaArgs } from './commands/remove-area';
export type { EditorEvent, EditorOptions, SaveOutcome } from './editor';
export { CommandKindError, Editor } from './editor';
export type { ImageWriteResult, ModListing, WorkspaceAccess, WorkspaceListing, WriteResult } from './workspace';
export { resolveWorkspacePath } from './workspace';
export type { Draft, DraftOffer, DraftStore } from './drafts';
export { draftsOf, draftsToOffer } from './drafts';
export { restoreDrafts } from './restore-drafts';
export type { KeyLike, Shortcut } from './shortcuts/shortcut';
export { describeShortcut, matchesShortcut, normalizeShortcut, parseShortcut } from './shortcuts/shortcut';
export type { Action } from './shortcuts/action-manager';
export { ActionManager, ShortcutClashError } from './shortcuts/action-manager';
export type { StudioActionContext } from './actions/studio-actions';
export { redoAction, saveAction, saveAllAction, studioActions, undoAction } from './actions/studio-actions';
export type { MapPointer, MapSelection, MapTool, MapToolContext, MapToolDefinition, MapToolPalette, MapToolPreview, MapToolSettings } from './tools/tool';
export { panTool } from './tools/pan-tool';
export { terrainBrush } from './tools/terrain-brush';
export { terrainFill } from './tools/terrain-fill';
export { hexsideTool, isSlopeTerrain } from './tools/hexside-tool';
export { pathEndingAt, roadTool } from './tools/road-tool';
export { placeTool, type PlaceToolOptions } from './tools/place-tools';
export { regionTool } from './tools/region-tool';
export { gridTool } from './tools/grid-tool';
export { backgroundTool, BACKGROUND_NUDGE } from './tools/background-tool';
export { setMapBackground, type SetMapBackgroundArgs } from './commands/set-map-background';
export { backgroundPlacement, imageToMapPoint, movedBackground, DEFAULT_BACKGROUND_OPACITY, type BackgroundPlacement } from './map/map-background';
export {
  entryPointTool,
  entryPointsKind,
  hexOfPointer,
  hexsidesKind,
  listKind,
  locationTool,
  locationsKind,
  mapEditorTools,
  mapKindAt,
  mapKindOfSelection,
  mapKindOfTool,
  mapKinds,
  regionsKind,
  roadsKind,
  terrainKind,
  type ListKindOptions,
  type MapKind,
} from './map/kinds';
export type { MapDrawing } from './map/map-drawing';
export { mapDrawing, terrainTypesFor } from './map/map-drawing';
export { gridOfMap, hexOfLabel, uniqueId } from './map/map-grid';
export { sameTerrainRegion, terrainSetKey } from './map/flood-fill';
export { findPathLink, linkDirection, pathPieces, type LinkDirection, type PathLinkRef } from './map/path-links';
export { reshapeGrid, type GridChange } from './map/reshape-grid';
export {
  centreViewportOn,
  containsRect,
  defaultZoomLimits,
  fitViewport,
  hexLabelPx,
  hexLabelStride,
  minimapFit,
  minimapFrame,
  minLabelPx,
  panViewport,
  pinchViewport,
  screenFromWorld,
  showsHexLabel,
  textWidthPx,
  thinLabels,
  visibleWorldRect,
  worldFromMinimap,
  worldFromScreen,
  zoomViewportAbout,
  type MinimapFit,
  type Viewport,
  type ViewRect,
  type ViewSize,
  type ZoomLimits,
} from './map/map-viewport';
export { counterStacks, labelOfPlace, type CounterStack, type MapCounter } from './map/map-counters';
export { mapSvg, type MapSvg, type MapSvgOptions } from './map/map-svg';
export { areaBox, areaMapBounds, areaPositions, edgePoint, kindStyle, labelPoint, type Point as AreaPoint } from './map/area-geometry';
export { areaMapSvg, type AreaMapSvgOptions } from './map/area-map-svg';
export {
  placeName,
  setupSheet,
  type PaperSize,
  type SetupSheet,
  type SetupSheetInput,
  type SheetRow,
  type SheetSide,
  type SheetUnit,
} from './scenario/setup-sheet';
export { actionPlaces, actionsAt, mapChoices, type ActionPlaces, type MapChoices, type PlaceReader, type PlacedAction } from './play/action-places';
export { besideAreaId, facingAngle, mapWithPictureTerrain, pictureCounterStacks, pictureTerrainKey, piecePlaces, placeOnBoard } from './play/picture-pieces';
export { mapWithBeside, type BesideMap, type MapSection } from './play/beside-maps';
export { Playtest, type PlaytestOptions, type PlaytestState } from './play/playtest';
export {
  freeDice,
  freePlayHistory,
  freePlayPicture,
  freePlayStart,
  movePiece,
  piecesAt,
  recordStep,
  redoStep,
  rollDice,
  undoStep,
  type FreeDice,
  type FreeLogEntry,
  type FreePiece,
  type FreePlayBundle,
  type FreePlayHistory,
  type FreePlayState,
} from './play/free-play';
export {
  discardCard,
  drawCard,
  freeCardsOf,
  shuffleDeck,
  type DrawTarget,
  type FreeCard,
  type FreeCards,
  type FreeDeck,
  type PlayerNames,
} from './play/free-play-cards';
export {
  FREE_PLAY_FORMAT,
  FreePlaySaveError,
  freePlaySavePath,
  freePlaySaveText,
  isFreePlaySavePath,
  parseFreePlaySave,
  type FreePlaySave,
} from './play/free-play-save';
export type { ValidationReport, ValidationSource } from './validation/workspace-validator';
export { WorkspaceValidator, documentsToValidate, validationReport } from './validation/workspace-validator';
export { problemsWithEditorMarkers } from './validation/editor-problems';
export { numberProblemsAt, numbersWritten, refusedNumbers } from './validation/number-checks';
export {
  defaultTestSchema,
  expectationsOf,
  pickMessage,
  recordScenarioTest,
  scenarioTestText,
  testFileName,
  type RecordedPick,
  type TestRecording,
} from './play/record-test';
export { newHouseRuleFiles, newHouseRuleProblem, rulesetModuleName, type NewFile, type NewHouseRule } from './mods/new-house-rule';
export { createHouseRule, type HouseRuleCreation, type SourceWriter } from './mods/create-house-rule';
export {
  houseRuleChoices,
  listingWithFile,
  modIds,
  rulesetChoices,
  testDestinations,
  workspaceMods,
  type RulesetChoice,
  type TestDestination,
  type WorkspaceMod,
} from './mods/workspace-mods';
export { saveRecordedTest } from './play/save-recorded-test';
export { isJsonPath, jsonSyntaxProblem } from './saving/json-syntax';
export { forgetDocument, planDiskChanges, type DiskChange, type SeenOnDisk } from './saving/disk-changes';
export { saveDocument, type ConflictChoice, type SaveConflict, type SaveDocumentOptions, type SaveReport, type SaveState } from './saving/save-document';
export { slugOf } from './text/slug';
export {
  describeReferences,
  findReferences,
  unitsOfTarget,
  type Reference,
  type ReferenceRemoval,
  type ReferenceRole,
  type ReferenceTarget,
} from './references/find-references';
export { removeReferences, type RemoveReferencesArgs } from './commands/remove-references';
export { deleteOobNode, type DeleteOobNodeArgs } from './commands/delete-oob-node';
export { addUnit, addUnitProblems, defaultValues, unitFromScratch, type AddUnitArgs } from './commands/add-unit';
export { fuzzyFind, fuzzyScore, type FuzzyMatch } from './finding/fuzzy-match';
export { modFolderName, tabTitles, type TabTitle } from './finding/tab-titles';
export { foldedByDefault, groupByFolder, matchesFilter, type DocumentGroup } from './finding/document-tree';
export { shortcutList, type ShortcutLine } from './finding/shortcut-list';
export {
  compareRecords,
  describeRecord,
  HISTORY_LIMIT,
  parseHistory,
  twoProportionP,
  withRecord,
  type BalanceRecord,
  type SideComparison,
} from './balance/balance-history';
export { optionFields, optionValue, type OptionField } from './balance/option-fields';
export { variantChoices, type VariantChoices, type VariantMod } from './balance/variant-choices';
