// Restoring the unsaved work a person chose to take back at start-up: each draft becomes one
// undo step on its document (a new document when the file is gone), and a draft whose file
// moved on since keeps the version it was based on, so saving it asks before overwriting.
import { replaceDocument } from './commands/replace-document';
import type { DraftOffer } from './drafts';
import type { Editor } from './editor';

/** Takes the offered drafts into the editor; returns the restored paths and the words for it. */
export function restoreDrafts(editor: Editor, offer: readonly DraftOffer[]): { paths: string[]; message: string } {
  for (const { draft, diskChanged } of offer) {
    if (!editor.store.get(draft.path)) editor.store.load([{ path: draft.path, text: '{}', version: '' }]);
    editor.run(replaceDocument, draft.path, { value: JSON.parse(draft.text), label: 'Restore unsaved work' });
    if (diskChanged) editor.store.assumeVersion(draft.path, draft.baseVersion);
  }
  return { paths: offer.map((o) => o.draft.path), message: `Restored unsaved work in ${offer.length} ${offer.length === 1 ? 'document' : 'documents'}` };
}
