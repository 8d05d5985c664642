// Saving one document with its conflict loop. The kernel saves; when the file changed on
// disk since it was loaded, it asks (through the function the shell gives it: a dialog)
// whether to keep mine (write over theirs), take theirs (drop my changes and load the disk)
// or cancel, and reports how the save ended, in words, with the state to show. The shell
// only asks and shows.
import type { Editor } from '../editor';
import type { DiskFile } from '../store/document-store';

/** What the person may choose when the file changed on disk since it was loaded. */
export type ConflictChoice = 'keep-mine' | 'take-theirs' | 'cancel';

/** Where saving stands, as a status bar shows it. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'conflict' | 'error';

/** A save that met a file changed on disk: `disk` is what is there now. */
export interface SaveConflict {
  readonly path: string;
  readonly disk: DiskFile;
}

/** How a save ended: what happened, the state to show and the words for it. */
export type SaveReport = { readonly path: string; readonly state: SaveState; readonly message: string } & (
  | { readonly status: 'saved'; readonly version: string }
  | { readonly status: 'unchanged' }
  /** The person took the disk's version; their changes (and the document's undo steps) are gone. */
  | { readonly status: 'took-theirs' }
  /** The person cancelled on a conflict: nothing was written, the changes stay unsaved. */
  | { readonly status: 'cancelled' }
  | { readonly status: 'failed'; readonly error: Error }
);

/** How {@link saveDocument} asks and tells. */
export interface SaveDocumentOptions {
  /** Asks what to do about a conflict; without it a conflict is cancelled. */
  readonly resolveConflict?: (conflict: SaveConflict) => Promise<ConflictChoice>;
  /** Hears each state as the save goes: saving, conflict while asking, saving again. */
  readonly onState?: (state: SaveState) => void;
}

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * Saves a document through the editor's workspace, over the version it was loaded at; on a
 * conflict asks, then overwrites, reloads from disk or stops, as chosen (asking again if
 * the file changed once more meanwhile). Never throws: a failure is a `failed` report.
 */
export async function saveDocument(editor: Editor, path: string, options: SaveDocumentOptions = {}): Promise<SaveReport> {
  const name = fileName(path);
  const onState = options.onState ?? (() => undefined);
  onState('saving');
  try {
    let outcome = await editor.save(path);
    while (outcome.status === 'conflict') {
      onState('conflict');
      const choice = options.resolveConflict ? await options.resolveConflict({ path, disk: outcome.disk }) : 'cancel';
      if (choice === 'cancel') return { path, status: 'cancelled', state: 'conflict', message: `Not saved: ${name} changed on disk` };
      if (choice === 'take-theirs') {
        editor.reloadFromDisk(outcome.disk);
        return { path, status: 'took-theirs', state: 'idle', message: `Loaded ${name} from disk; your changes were dropped` };
      }
      onState('saving');
      outcome = await editor.overwrite(path, outcome.disk.version);
    }
    if (outcome.status === 'unchanged') return { path, status: 'unchanged', state: 'saved', message: `${name} has no unsaved changes` };
    return { path, status: 'saved', version: outcome.version, state: 'saved', message: `Saved ${name}` };
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    return { path, status: 'failed', error, state: 'error', message: `Saving ${name} failed: ${error.message}` };
  }
}
