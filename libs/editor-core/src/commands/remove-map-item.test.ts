import { describe, expect, it } from 'vitest';
import { removeMapItem } from './remove-map-item';
import { mapPath, toolHarness } from '../test-support/tool-harness';

describe('removeMapItem', () => {
  it('deletes one entry and undoes it back into place', () => {
    const { editor, map } = toolHarness();
    expect(editor.run(removeMapItem, mapPath, { collection: 'regions', index: 0 })).toBe(true);
    expect(map().regions).toEqual([]);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Delete region']);
    editor.undo();
    expect(map().regions?.[0]?.id).toBe('north');
    expect(editor.run(removeMapItem, mapPath, { collection: 'regions', index: 3 })).toBe(false);
  });
});
