import { describe, expect, it } from 'vitest';
import { setValue } from './commands/set-value';
import { draftsOf, draftsToOffer } from './drafts';
import { Editor } from './editor';
import { restoreDrafts } from './restore-drafts';
import { saveDocument } from './saving/save-document';
import { MemoryWorkspace } from './test-support/memory-workspace';

const kept = 'mods/demo/kept.json';
const moved = 'mods/demo/moved.json';
const gone = 'mods/demo/gone.json';

/** Edits three documents in one session, then starts a fresh editor on the workspace as a reload would. */
async function reloaded() {
  const workspace = new MemoryWorkspace({ [kept]: '{\n  "a": 1\n}\n', [moved]: '{\n  "b": 1\n}\n', [gone]: '{\n  "c": 1\n}\n' });
  const before = new Editor({ workspace });
  before.store.load(await Promise.all([kept, moved, gone].map((p) => workspace.read(p))));
  before.run(setValue, kept, { pointer: '/a', value: 2 });
  before.run(setValue, moved, { pointer: '/b', value: 2 });
  before.run(setValue, gone, { pointer: '/c', value: 2 });
  const drafts = draftsOf(before.store, 1);
  workspace.changeOnDisk(moved, '{\n  "b": "theirs"\n}\n');
  workspace.files.delete(gone);
  const editor = new Editor({ workspace });
  editor.store.load(await Promise.all([kept, moved].map((p) => workspace.read(p))));
  return { workspace, editor, offer: draftsToOffer(drafts, editor.store).offer };
}

describe('restoreDrafts', () => {
  it('makes each draft one undoable step, a gone file a new document, and says how many', async () => {
    const { editor, offer } = await reloaded();
    const restored = restoreDrafts(editor, offer);
    expect(restored).toEqual({ paths: [kept, moved, gone], message: 'Restored unsaved work in 3 documents' });
    expect(editor.store.require(kept).value).toEqual({ a: 2 });
    expect(editor.store.require(gone).value).toEqual({ c: 2 });
    expect(editor.store.dirtyPaths().sort()).toEqual([gone, kept, moved].sort());
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Restore unsaved work', 'Restore unsaved work', 'Restore unsaved work']);
    expect(restoreDrafts(editor, offer.slice(0, 1)).message).toBe('Restored unsaved work in 1 document');
  });

  it('saves a restored draft over its file, as a new file when it is gone, and asks when the file moved on', async () => {
    const { workspace, editor, offer } = await reloaded();
    restoreDrafts(editor, offer);
    expect(await saveDocument(editor, kept)).toMatchObject({ status: 'saved' });
    expect(await saveDocument(editor, gone)).toMatchObject({ status: 'saved' });
    expect(workspace.files.get(gone)?.text).toContain('"c": 2');
    expect(await saveDocument(editor, moved)).toMatchObject({ status: 'cancelled', message: 'Not saved: moved.json changed on disk' });
    expect(workspace.files.get(moved)?.text).toContain('"theirs"');
  });
});
