// Files changed outside the studio (another editor, a `git checkout`): what to do with each
// open document, decided from what is on disk now and what the studio holds. A document
// without unsaved changes follows the disk; one with unsaved changes is the person's to
// decide, with the choice a save conflict offers; a file the studio wrote itself (its own
// save, seen before the save's answer) changes nothing. The shell reads the files, asks
// and applies; this only plans.
import type { Editor } from '../editor';
import type { DiskFile, DocumentStore } from '../store/document-store';

/** A changed path and what is on disk there now (`null`: nothing, it was removed). */
export interface SeenOnDisk {
  readonly path: string;
  readonly file: DiskFile | null;
}

/** What to do about one changed file. */
export type DiskChange =
  /** An open document without unsaved changes: load what is on disk. */
  | { readonly kind: 'reload'; readonly file: DiskFile }
  /** A document the studio did not hold (a new file): take it in. */
  | { readonly kind: 'add'; readonly file: DiskFile }
  /** A document with unsaved changes whose file changed: ask, as a save conflict does. */
  | { readonly kind: 'ask'; readonly file: DiskFile }
  /** A document without unsaved changes whose file was removed: drop it. */
  | { readonly kind: 'remove'; readonly path: string }
  /** A document with unsaved changes whose file was removed: keep it (saving writes the file again). */
  | { readonly kind: 'keep'; readonly path: string };

/** Plans what to do about files seen changed on disk, in the order given. */
export function planDiskChanges(store: DocumentStore, seen: readonly SeenOnDisk[]): DiskChange[] {
  const plan: DiskChange[] = [];
  for (const { path, file } of seen) {
    const doc = store.get(path);
    const dirty = store.isDirty(path);
    if (file === null) {
      if (doc) plan.push(dirty ? { kind: 'keep', path } : { kind: 'remove', path });
      continue;
    }
    if (!doc) plan.push({ kind: 'add', file });
    else if (doc.savedText === file.text) continue;
    // The studio's own save, seen before its answer came: the disk holds what the studio has.
    else if (dirty && store.textOf(path) === file.text) continue;
    else plan.push(dirty ? { kind: 'ask', file } : { kind: 'reload', file });
  }
  return plan;
}

/** Drops a document whose file is gone, with its undo steps. */
export function forgetDocument(editor: Editor, path: string): void {
  editor.history.forget(path);
  editor.store.remove(path);
}
