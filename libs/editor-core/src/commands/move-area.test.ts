import { describe, expect, it } from 'vitest';
import { Editor } from '../editor';
import { moveArea } from './move-area';
import { areaMapPath, areaMapText } from '../test-support/area-map';

function setup() {
  const editor = new Editor();
  editor.store.load([{ path: areaMapPath, text: areaMapText, version: 'v1' }]);
  return { editor, map: () => editor.store.require(areaMapPath, 'map').value };
}

describe('moveArea', () => {
  it('moves an area, and a drag of many moves is one step', () => {
    const { editor, map } = setup();
    const drag = editor.mark('Move area');
    editor.run(moveArea, areaMapPath, { index: 1, position: { x: 110, y: 100 } });
    editor.run(moveArea, areaMapPath, { index: 1, position: { x: 150, y: 120 } });
    editor.squash(drag);
    expect(map().areas?.[1]?.position).toEqual({ x: 150, y: 120 });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Move area']);
    editor.undo();
    expect(map().areas?.[1]?.position).toEqual({ x: 100, y: 100 });
  });

  it('gives an area without a position one, and does nothing for no move', () => {
    const { editor, map } = setup();
    editor.run(moveArea, areaMapPath, { index: 3, position: { x: 100, y: 300 } });
    expect(map().areas?.[3]?.position).toEqual({ x: 100, y: 300 });
    expect(editor.run(moveArea, areaMapPath, { index: 3, position: { x: 100, y: 300 } })).toBe(false);
    expect(editor.run(moveArea, areaMapPath, { index: 9, position: { x: 0, y: 0 } })).toBe(false);
  });
});
