import { describe, expect, it } from 'vitest';
import { Editor } from '../editor';
import { editMembers } from './edit-members';
import { insertItem } from './insert-item';
import { removeItem } from './remove-item';
import { moveItem } from './move-item';

const path = 'doc.json';

function setup(value: unknown) {
  const editor = new Editor();
  editor.store.load([{ path, text: JSON.stringify(value), version: 'v1' }]);
  return { editor, value: () => editor.store.require(path).value as Record<string, unknown> };
}

describe('edit-members', () => {
  it('sets, adds and removes several members as one step, and nothing when all are as asked', () => {
    const { editor, value } = setup({ row: { turn: 2, units: ['a'], faceDown: true } });
    expect(editor.run(editMembers, path, { pointer: '/row', changes: { turn: 3, condition: 'rain', faceDown: undefined }, label: 'Edit row' })).toBe(true);
    expect(value().row).toEqual({ turn: 3, units: ['a'], condition: 'rain' });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Edit row']);
    expect(editor.run(editMembers, path, { pointer: '/row', changes: { turn: 3, missing: undefined } })).toBe(false);
    editor.undo();
    expect(value().row).toEqual({ turn: 2, units: ['a'], faceDown: true });
  });

  it('refuses a pointer that names no object', () => {
    const { editor } = setup({ list: [1] });
    expect(() => editor.run(editMembers, path, { pointer: '/list/0', changes: { a: 1 } })).toThrow(/no object/);
  });
});

describe('list commands', () => {
  it('inserts, creating the list when missing, at an index or the end', () => {
    const { editor, value } = setup({ a: {} });
    editor.run(insertItem, path, { pointer: '/a/rows', value: 'x' });
    editor.run(insertItem, path, { pointer: '/a/rows', value: 'z' });
    editor.run(insertItem, path, { pointer: '/a/rows', value: 'y', index: 1 });
    expect(value().a).toEqual({ rows: ['x', 'y', 'z'] });
    editor.undo();
    editor.undo();
    editor.undo();
    expect(value().a).toEqual({});
  });

  it('removes an item, and the list with its last item when asked', () => {
    const { editor, value } = setup({ rows: ['x', 'y'] });
    expect(editor.run(removeItem, path, { pointer: '/rows', index: 5 })).toBe(false);
    editor.run(removeItem, path, { pointer: '/rows', index: 0, dropEmpty: true });
    expect(value()).toEqual({ rows: ['y'] });
    editor.run(removeItem, path, { pointer: '/rows', index: 0, dropEmpty: true });
    expect(value()).toEqual({});
    editor.undo();
    expect(value()).toEqual({ rows: ['y'] });
  });

  it('moves an item up and down, and not past the ends', () => {
    const { editor, value } = setup({ rows: ['a', 'b', 'c'] });
    editor.run(moveItem, path, { pointer: '/rows', from: 0, to: 2 });
    expect(value().rows).toEqual(['b', 'c', 'a']);
    editor.run(moveItem, path, { pointer: '/rows', from: 2, to: 1 });
    expect(value().rows).toEqual(['b', 'a', 'c']);
    expect(editor.run(moveItem, path, { pointer: '/rows', from: 0, to: -3 })).toBe(false);
    editor.undo();
    editor.undo();
    expect(value().rows).toEqual(['a', 'b', 'c']);
  });
});
