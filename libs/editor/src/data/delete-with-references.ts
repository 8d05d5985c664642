// A deletion with the references to what goes: one gesture, so one undo step brings all back.
import { removeReferences, type Editor, type Reference } from '@kriegsspiel/editor-core';

/** Removes the references (each document they are in), then runs the deletion, as one undo step named `label`. */
export function deleteWithReferences(editor: Editor, label: string, references: readonly Reference[], deletion: () => void): void {
  const gesture = editor.mark(label);
  try {
    // References first: the deletion may shift the pointers of its own document.
    for (const path of new Set(references.filter((r) => r.removal).map((r) => r.path))) editor.run(removeReferences, path, { references, path, label });
    deletion();
  } catch (e) {
    // Half a deletion is worse than none.
    editor.bail(gesture);
    throw e;
  }
  editor.squash(gesture);
}
