// The actions every editor shares. Editors add their own (tools, panels) to the same
// manager, which refuses a shortcut that one of these already has.
import type { Action } from '../shortcuts/action-manager';
import type { Editor } from '../editor';

/** What the shared actions act on: the kernel, plus what only the shell can do. */
export interface StudioActionContext {
  readonly editor: Editor;
  /** Path of the document in the active tab, if any. */
  activeDocument(): string | undefined;
  /** Saves a document, asking the person what to do on a conflict. */
  saveDocument(path: string): Promise<void>;
}

/** Undo the newest step, in whichever document it was. */
export const undoAction: Action<StudioActionContext> = {
  name: 'undo',
  label: 'Undo',
  shortcuts: ['Mod+Z'],
  inTextFields: false,
  enabled: (ctx) => ctx.editor.canUndo,
  perform: (ctx) => void ctx.editor.undo(),
};

/** Redo the step undone last. */
export const redoAction: Action<StudioActionContext> = {
  name: 'redo',
  label: 'Redo',
  shortcuts: ['Mod+Shift+Z', 'Mod+Y'],
  inTextFields: false,
  enabled: (ctx) => ctx.editor.canRedo,
  perform: (ctx) => void ctx.editor.redo(),
};

/** Save the active document. */
export const saveAction: Action<StudioActionContext> = {
  name: 'save',
  label: 'Save',
  shortcuts: ['Mod+S'],
  inTextFields: true,
  enabled: (ctx) => {
    const path = ctx.activeDocument();
    return path !== undefined && ctx.editor.store.isDirty(path);
  },
  perform: async (ctx) => {
    const path = ctx.activeDocument();
    if (path) await ctx.saveDocument(path);
  },
};

/** Save every document with unsaved changes. */
export const saveAllAction: Action<StudioActionContext> = {
  name: 'save-all',
  label: 'Save all',
  shortcuts: ['Mod+Alt+S'],
  inTextFields: true,
  enabled: (ctx) => ctx.editor.store.dirtyPaths().length > 0,
  perform: async (ctx) => {
    for (const path of ctx.editor.store.dirtyPaths()) await ctx.saveDocument(path);
  },
};

/** The shared actions, in menu order. */
export const studioActions: readonly Action<StudioActionContext>[] = [undoAction, redoAction, saveAction, saveAllAction];
