import { describe, expect, it } from 'vitest';
import { addMapItem } from './add-map-item';
import { mapPath, richMap, toolHarness } from '../test-support/tool-harness';

describe('addMapItem', () => {
  it('appends to a list, or creates the list, with a label naming the kind', () => {
    const { entryPoints: _none, ...bare } = richMap;
    const { editor, map } = toolHarness(JSON.stringify(bare));
    editor.run(addMapItem, mapPath, { collection: 'locations', item: { id: 'farm', name: 'Farm', hex: '2,2' } });
    editor.run(addMapItem, mapPath, { collection: 'entryPoints', item: { id: 'north', hex: '3,1' } });
    expect(map().locations?.map((l) => l.id)).toEqual(['town', 'farm']);
    expect(map().entryPoints).toEqual([{ id: 'north', hex: '3,1' }]);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Add location', 'Add entry point']);
    editor.undo();
    expect(map()).not.toHaveProperty('entryPoints');
  });
});
