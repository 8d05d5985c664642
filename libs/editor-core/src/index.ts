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
export type { DiskFile, StoreChange, StoreListener, StoredDocument } from './store/document-store';
export { DocumentStore } from './store/document-store';
export type { DocumentChange, HistoryMark, HistoryStep } from './history/history';
export { History } from './history/history';
export type { Command } from './commands/command';
export { defineCommand } from './commands/command';
export { setValue, type SetValueArgs } from './commands/set-value';
export { removeValue, type RemoveValueArgs } from './commands/remove-value';
export { replaceDocument, type ReplaceDocumentArgs } from './commands/replace-document';
export { paintHexTerrain, type PaintHexTerrainArgs } from './commands/paint-hex-terrain';
export type { EditorEvent, EditorOptions, SaveOutcome } from './editor';
export { CommandKindError, Editor } from './editor';
export type { ModListing, WorkspaceAccess, WorkspaceListing, WriteResult } from './workspace';
export { resolveWorkspacePath } from './workspace';
export type { Draft, DraftOffer, DraftStore } from './drafts';
export { draftsOf, draftsToOffer } from './drafts';
export type { KeyLike, Shortcut } from './shortcuts/shortcut';
export { describeShortcut, matchesShortcut, normalizeShortcut, parseShortcut } from './shortcuts/shortcut';
export type { Action } from './shortcuts/action-manager';
export { ActionManager, ShortcutClashError } from './shortcuts/action-manager';
export type { StudioActionContext } from './actions/studio-actions';
export { redoAction, saveAction, saveAllAction, studioActions, undoAction } from './actions/studio-actions';
export type { MapPointer, MapTool, MapToolContext, MapToolDefinition, MapToolSettings } from './tools/tool';
export { panTool } from './tools/pan-tool';
export { terrainBrush } from './tools/terrain-brush';
export type { MapDrawing } from './map/map-drawing';
export { mapDrawing, terrainTypesFor } from './map/map-drawing';
export type { ValidationReport, ValidationSource } from './validation/workspace-validator';
export { WorkspaceValidator } from './validation/workspace-validator';
