import { describe, expect, it } from 'vitest';
import { setValue } from '../commands/set-value';
import { Editor } from '../editor';
import type { WriteResult } from '../workspace';
import { MemoryWorkspace } from '../test-support/memory-workspace';
import { saveDocument, type ConflictChoice, type SaveConflict, type SaveState } from './save-document';

const path = 'mods/demo/notes.json';

async function setup() {
  const workspace = new MemoryWorkspace({ [path]: '{\n  "name": "Ours"\n}\n' });
  const editor = new Editor({ workspace });
  editor.store.load([await workspace.read(path)]);
  return { workspace, editor };
}

/** Answers conflicts with `choices` in turn, recording what it was asked. */
function answering(...choices: ConflictChoice[]) {
  const asked: SaveConflict[] = [];
  return { asked, resolveConflict: async (c: SaveConflict) => (asked.push(c), choices.shift() ?? 'cancel') };
}

describe('saveDocument', () => {
  it('saves a changed document, saying so, through saving to saved', async () => {
    const { workspace, editor } = await setup();
    editor.run(setValue, path, { pointer: '/name', value: 'Mine' });
    const states: SaveState[] = [];
    const report = await saveDocument(editor, path, { onState: (s) => states.push(s) });
    expect(report).toMatchObject({ status: 'saved', state: 'saved', message: 'Saved notes.json', version: workspace.files.get(path)?.version });
    expect(states).toEqual(['saving']);
    expect(workspace.files.get(path)?.text).toContain('"Mine"');
    expect(editor.store.isDirty(path)).toBe(false);
  });

  it('writes nothing for a document without changes', async () => {
    const { workspace, editor } = await setup();
    expect(await saveDocument(editor, path)).toMatchObject({ status: 'unchanged', state: 'saved', message: 'notes.json has no unsaved changes' });
    expect(workspace.writes).toBe(0);
  });

  it('on a conflict, asks with what is on disk; keeping mine writes over theirs', async () => {
    const { workspace, editor } = await setup();
    editor.run(setValue, path, { pointer: '/name', value: 'Mine' });
    workspace.changeOnDisk(path, '{\n  "name": "Theirs"\n}\n');
    const states: SaveState[] = [];
    const ask = answering('keep-mine');
    const report = await saveDocument(editor, path, { ...ask, onState: (s) => states.push(s) });
    expect(ask.asked).toEqual([{ path, disk: { path, text: '{\n  "name": "Theirs"\n}\n', version: expect.any(String) } }]);
    expect(states).toEqual(['saving', 'conflict', 'saving']);
    expect(report).toMatchObject({ status: 'saved', message: 'Saved notes.json' });
    expect(workspace.files.get(path)?.text).toContain('"Mine"');
  });

  it('taking theirs loads the disk and drops my changes and their undo steps; nothing is written', async () => {
    const { workspace, editor } = await setup();
    editor.run(setValue, path, { pointer: '/name', value: 'Mine' });
    workspace.changeOnDisk(path, '{\n  "name": "Theirs"\n}\n');
    const report = await saveDocument(editor, path, answering('take-theirs'));
    expect(report).toMatchObject({ status: 'took-theirs', state: 'idle', message: 'Loaded notes.json from disk; your changes were dropped' });
    expect(editor.store.require(path).value).toEqual({ name: 'Theirs' });
    expect(editor.store.isDirty(path)).toBe(false);
    expect(editor.canUndo).toBe(false);
    expect(workspace.writes).toBe(0);
  });

  it('cancelling (or nobody to ask) keeps my changes unsaved and says why', async () => {
    const { workspace, editor } = await setup();
    editor.run(setValue, path, { pointer: '/name', value: 'Mine' });
    workspace.changeOnDisk(path, '{\n  "name": "Theirs"\n}\n');
    for (const options of [answering('cancel'), {}]) {
      expect(await saveDocument(editor, path, options)).toMatchObject({
        status: 'cancelled',
        state: 'conflict',
        message: 'Not saved: notes.json changed on disk',
      });
      expect(editor.store.require(path).value).toEqual({ name: 'Mine' });
      expect(editor.store.isDirty(path)).toBe(true);
    }
    expect(workspace.files.get(path)?.text).toContain('"Theirs"');
  });

  it('asks again when the file changed once more while the person chose', async () => {
    const { workspace, editor } = await setup();
    editor.run(setValue, path, { pointer: '/name', value: 'Mine' });
    workspace.changeOnDisk(path, '{\n  "name": "Theirs"\n}\n');
    const ask = answering('keep-mine', 'keep-mine');
    const resolveConflict = async (c: SaveConflict) => {
      if (ask.asked.length === 0) workspace.changeOnDisk(path, '{\n  "name": "Theirs again"\n}\n');
      return ask.resolveConflict(c);
    };
    expect(await saveDocument(editor, path, { resolveConflict })).toMatchObject({ status: 'saved' });
    expect(ask.asked.map((c) => JSON.parse(c.disk.text))).toEqual([{ name: 'Theirs' }, { name: 'Theirs again' }]);
    expect(workspace.files.get(path)?.text).toContain('"Mine"');
  });

  it('reports a failed write instead of throwing', async () => {
    const { workspace, editor } = await setup();
    editor.run(setValue, path, { pointer: '/name', value: 'Mine' });
    workspace.write = async (): Promise<WriteResult> => {
      throw new Error('the server is gone');
    };
    const report = await saveDocument(editor, path);
    expect(report).toMatchObject({ status: 'failed', state: 'error', message: 'Saving notes.json failed: the server is gone' });
    expect(editor.store.isDirty(path)).toBe(true);
  });
});
