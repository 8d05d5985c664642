import { describe, expect, it } from 'vitest';
import { Editor, CommandKindError } from './editor';
import { paintHexTerrain } from './commands/paint-hex-terrain';
import { setValue } from './commands/set-value';
import { removeValue } from './commands/remove-value';
import { replaceDocument } from './commands/replace-document';
import { MemoryWorkspace, smallMapText } from './test-support/memory-workspace';

const mapPath = 'mods/demo/maps/small.map.json';
const notesPath = 'mods/demo/notes.json';

async function setup() {
  const workspace = new MemoryWorkspace({ [mapPath]: smallMapText, [notesPath]: '{\n  "a": 1\n}\n' });
  const editor = new Editor({ workspace });
  editor.store.load(await Promise.all([workspace.read(mapPath), workspace.read(notesPath)]));
  const map = () => editor.store.require(mapPath, 'map').value;
  return { workspace, editor, map };
}

describe('Editor', () => {
  it('runs a command as one undo step and marks the document dirty', async () => {
    const { editor, map } = await setup();
    expect(editor.run(paintHexTerrain, mapPath, { label: '1,1', terrain: 'forest' })).toBe(true);
    expect(map().hexes?.['1,1']).toEqual({ terrain: ['forest'] });
    expect(editor.store.isDirty(mapPath)).toBe(true);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Paint forest']);
  });

  it('records no step for a command that changes nothing', async () => {
    const { editor } = await setup();
    expect(editor.run(paintHexTerrain, mapPath, { label: '2,2', terrain: 'forest' })).toBe(false);
    expect(editor.history.undoStack).toHaveLength(0);
  });

  it('undoes and redoes across documents, newest first', async () => {
    const { editor, map } = await setup();
    editor.run(paintHexTerrain, mapPath, { label: '1,1', terrain: 'forest' });
    editor.run(setValue, notesPath, { pointer: '/a', value: 2 });
    editor.undo();
    expect(editor.store.require(notesPath).value).toEqual({ a: 1 });
    expect(map().hexes?.['1,1']).toBeDefined();
    editor.undo();
    expect(map().hexes?.['1,1']).toBeUndefined();
    expect(editor.store.isDirty(mapPath)).toBe(false);
    expect(editor.canUndo).toBe(false);
    editor.redo();
    editor.redo();
    expect(editor.store.require(notesPath).value).toEqual({ a: 2 });
    expect(map().hexes?.['1,1']).toEqual({ terrain: ['forest'] });
  });

  it('makes a gesture one step (squash) or nothing (bail)', async () => {
    const { editor, map } = await setup();
    const stroke = editor.mark('Paint forest');
    for (const label of ['1,1', '2,1', '3,1']) editor.run(paintHexTerrain, mapPath, { label, terrain: 'forest' });
    expect(editor.canUndo).toBe(false);
    editor.squash(stroke);
    expect(editor.history.undoStack).toHaveLength(1);
    editor.undo();
    expect(Object.keys(map().hexes ?? {})).toEqual(['2,2']);

    const cancelled = editor.mark('Paint forest');
    editor.run(paintHexTerrain, mapPath, { label: '1,1', terrain: 'forest' });
    editor.bail(cancelled);
    expect(Object.keys(map().hexes ?? {})).toEqual(['2,2']);
    expect(editor.history.undoStack).toHaveLength(0);
    // The redo stack still holds the undone stroke: bailing did not record anything new.
    expect(editor.history.redoStack).toHaveLength(1);
  });

  it('refuses a command on a document of another kind', async () => {
    const { editor } = await setup();
    expect(() => editor.run(paintHexTerrain, notesPath, { label: '1,1', terrain: 'forest' })).toThrow(CommandKindError);
  });

  it('saves the text in the file style and is clean afterwards', async () => {
    const { editor, workspace } = await setup();
    editor.run(paintHexTerrain, mapPath, { label: '1,1', terrain: 'forest' });
    expect(await editor.save(mapPath)).toMatchObject({ status: 'saved' });
    const text = workspace.files.get(mapPath)?.text ?? '';
    expect(text).toContain('"1,1": {\n      "terrain": [\n        "forest"\n      ]\n    }');
    expect(editor.store.isDirty(mapPath)).toBe(false);
    expect(await editor.save(mapPath)).toEqual({ status: 'unchanged' });
    // Undo after saving makes it dirty again; saving writes the original bytes back.
    editor.undo();
    await editor.save(mapPath);
    expect(workspace.files.get(mapPath)?.text).toBe(smallMapText);
  });

  it('reports a conflict when the file changed on disk, and overwrites or reloads on request', async () => {
    const { editor, workspace, map } = await setup();
    editor.run(setValue, mapPath, { pointer: '/name', value: 'Mine' });
    workspace.changeOnDisk(mapPath, smallMapText.replace('Small map', 'Theirs'));
    const outcome = await editor.save(mapPath);
    expect(outcome.status).toBe('conflict');
    if (outcome.status !== 'conflict') return;
    expect(outcome.disk.text).toContain('Theirs');
    expect(workspace.files.get(mapPath)?.text).toContain('Theirs');

    expect(await editor.overwrite(mapPath, outcome.disk.version)).toMatchObject({ status: 'saved' });
    expect(workspace.files.get(mapPath)?.text).toContain('"name": "Mine"');

    editor.run(setValue, mapPath, { pointer: '/name', value: 'Again' });
    workspace.changeOnDisk(mapPath, smallMapText.replace('Small map', 'Theirs 2'));
    const second = await editor.save(mapPath);
    if (second.status !== 'conflict') throw new Error('expected a conflict');
    editor.reloadFromDisk(second.disk);
    expect(map().name).toBe('Theirs 2');
    expect(editor.store.isDirty(mapPath)).toBe(false);
    expect(editor.history.undoStack.some((s) => s.changes.some((c) => c.path === mapPath))).toBe(false);
  });

  it('tells listeners about document and history changes', async () => {
    const { editor } = await setup();
    const events: string[] = [];
    const stop = editor.subscribe((e) => events.push(e.type === 'documents' ? `${e.change.reason}:${e.change.path}` : 'history'));
    editor.run(setValue, notesPath, { pointer: '/b', value: true });
    editor.undo();
    stop();
    editor.redo();
    expect(events).toEqual([`edit:${notesPath}`, 'history', `edit:${notesPath}`, 'history']);
  });
});

describe('generic commands', () => {
  it('set, remove and replace values with exact inverses', async () => {
    const { editor } = await setup();
    const value = () => editor.store.require(notesPath).value;
    expect(editor.run(setValue, notesPath, { pointer: '/a', value: 1 })).toBe(false);
    editor.run(setValue, notesPath, { pointer: '/list', value: [1] });
    editor.run(removeValue, notesPath, { pointer: '/a' });
    expect(editor.run(removeValue, notesPath, { pointer: '/a' })).toBe(false);
    editor.run(replaceDocument, notesPath, { value: { z: 0 } });
    expect(value()).toEqual({ z: 0 });
    editor.undo();
    editor.undo();
    editor.undo();
    expect(value()).toEqual({ a: 1 });
    expect(editor.store.textOf(notesPath)).toBe('{\n  "a": 1\n}\n');
  });

  it('paint-hex-terrain clears a hex back to the default terrain', async () => {
    const { editor, map } = await setup();
    editor.run(paintHexTerrain, mapPath, { label: '2,2', terrain: 'clear' });
    expect(map().hexes?.['2,2']).toEqual({ name: 'Wood' });
    editor.run(paintHexTerrain, mapPath, { label: '1,1', terrain: 'forest' });
    editor.run(paintHexTerrain, mapPath, { label: '1,1', terrain: 'clear' });
    expect(map().hexes?.['1,1']).toBeUndefined();
  });
});

describe('Editor.uploadImage', () => {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

  it('writes a picture next to the map under its own name, and under a new one when that is taken', async () => {
    const { workspace, editor } = await setup();
    expect(await editor.uploadImage('mods/demo/maps', 'scan.png', bytes)).toBe('scan.png');
    expect(workspace.images.get('mods/demo/maps/scan.png')).toEqual(bytes);
    const other = new Uint8Array([1, 2, 3]);
    expect(await editor.uploadImage('mods/demo/maps', 'scan.png', other)).toBe('scan-2.png');
    // The first picture is never replaced.
    expect(workspace.images.get('mods/demo/maps/scan.png')).toEqual(bytes);
    expect(workspace.images.get('mods/demo/maps/scan-2.png')).toEqual(other);
  });

  it('answers undefined where the workspace cannot take files', async () => {
    const editor = new Editor({});
    expect(await editor.uploadImage('mods/demo/maps', 'scan.png', bytes)).toBeUndefined();
  });
});
