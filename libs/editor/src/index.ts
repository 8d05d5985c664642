// @kriegsspiel/editor: the studio's Lit components over the editor kernel
// (@kriegsspiel/editor-core). Importing this module registers every `ks-` element.
import './components/studio-shell/studio-shell';
import './components/map-view/map-view';
import './components/terrain-palette/terrain-palette';

export { KsStudio } from './components/studio-shell/studio-shell';
export { KsMapEditor } from './components/map-editor/map-editor';
export { labelAt, manifestsFor, mapTools } from './components/map-editor/map-editor.component';
export { KsMapView } from './components/map-view/map-view';
export { drawMap, placeHexes, type MapOverlay, type PlacedHex, type ViewTransform } from './components/map-view/map-renderer';
export { KsTerrainPalette } from './components/terrain-palette/terrain-palette';
export { KsValidationPanel } from './components/validation-panel/validation-panel';
export { KsDocumentList, type ListedDocument } from './components/document-list/document-list';
export { KsDocumentTabs, type DocumentTab } from './components/document-tabs/document-tabs';
export { KsStatusBar, type KeepState, type SaveState } from './components/status-bar/status-bar';
export { KsJsonView } from './components/json-view/json-view';
export { KsConflictDialog, type ConflictChoice } from './components/conflict-dialog/conflict-dialog';
export { KsRestoreDialog, type RestoreChoice } from './components/restore-dialog/restore-dialog';
export { defaultDocumentEditors, type DocumentEditorDefinition, type DocumentEditorElement, type DocumentEditorProps } from './document-editors';
export { defaultStudioPanels, type StudioPanelDefinition, type StudioPanelProps } from './studio-panels';
export * from './events';
export { EditorController } from './controllers/editor-controller';
export { DraftKeeper, type DraftState } from './drafts/draft-keeper';
export { IdbDraftStore } from './drafts/idb-draft-store';
export { HttpWorkspace, type StudioWorkspace } from './workspace/http-workspace';
