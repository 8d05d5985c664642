import { describe, expect, it } from 'vitest';
import { Editor } from '../editor';
import { removeArea } from './remove-area';
import { areaMap, areaMapPath, areaMapText } from '../test-support/area-map';

describe('removeArea', () => {
  it('deletes an area with every connection to or from it, as one step', () => {
    const editor = new Editor();
    editor.store.load([{ path: areaMapPath, text: areaMapText, version: 'v1' }]);
    const map = () => editor.store.require(areaMapPath, 'map').value;
    expect(editor.run(removeArea, areaMapPath, { index: 1 })).toBe(true);
    expect(map().areas?.map((a) => a.id)).toEqual(['fr-reserve', 'front', 'co-wing']);
    expect(map().connections).toEqual([{ from: 'co-wing', to: 'front', kind: 'front' }]);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Delete area']);
    editor.undo();
    expect(map()).toEqual(areaMap);
    expect(editor.run(removeArea, areaMapPath, { index: 7 })).toBe(false);
  });
});
