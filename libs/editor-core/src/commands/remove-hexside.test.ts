import { describe, expect, it } from 'vitest';
import { removeHexside } from './remove-hexside';
import { mapPath, toolHarness } from '../test-support/tool-harness';

describe('removeHexside', () => {
  it('takes the terrain off the side, written in either order, and undoes', () => {
    const { editor, map } = toolHarness();
    expect(editor.run(removeHexside, mapPath, { between: ['2,1', '1,1'], terrain: 'river', terrainName: 'River' })).toBe(true);
    expect(map().hexsides).toEqual([]);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Remove river']);
    editor.undo();
    expect(map().hexsides).toEqual([{ between: ['1,1', '2,1'], terrain: 'river' }]);
  });

  it('does nothing when the side has no such terrain', () => {
    const { editor } = toolHarness();
    expect(editor.run(removeHexside, mapPath, { between: ['1,1', '2,1'], terrain: 'steep-slope' })).toBe(false);
    expect(editor.history.undoStack).toHaveLength(0);
  });
});
