import { describe, expect, it } from 'vitest';
import { findHexside, setHexside } from './set-hexside';
import { mapPath, richMap, toolHarness } from '../test-support/tool-harness';

describe('setHexside', () => {
  it('adds a slope with its uphill hex, as one step', () => {
    const { editor, map } = toolHarness();
    expect(editor.run(setHexside, mapPath, { between: ['2,3', '2,4'], terrain: 'steep-slope', uphill: '2,3', terrainName: 'Steep slope' })).toBe(true);
    expect(map().hexsides?.at(-1)).toEqual({ between: ['2,3', '2,4'], terrain: 'steep-slope', uphill: '2,3' });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Add steep slope']);
    editor.undo();
    expect(map().hexsides).toHaveLength(1);
  });

  it('turns an existing slope round instead of adding a second one', () => {
    const { editor, map } = toolHarness();
    editor.run(setHexside, mapPath, { between: ['2,3', '2,4'], terrain: 'steep-slope', uphill: '2,3' });
    editor.run(setHexside, mapPath, { between: ['2,4', '2,3'], terrain: 'steep-slope', uphill: '2,4' });
    expect(map().hexsides?.filter((s) => s.terrain === 'steep-slope')).toEqual([{ between: ['2,3', '2,4'], terrain: 'steep-slope', uphill: '2,4' }]);
    expect(editor.run(setHexside, mapPath, { between: ['2,3', '2,4'], terrain: 'steep-slope', uphill: '2,4' })).toBe(false);
  });

  it('creates the list on a map without hexsides, and finds sides in either order', () => {
    const { hexsides: _none, ...bare } = richMap;
    const { editor, map } = toolHarness(JSON.stringify(bare));
    editor.run(setHexside, mapPath, { between: ['1,1', '1,2'], terrain: 'river' });
    expect(map().hexsides).toEqual([{ between: ['1,1', '1,2'], terrain: 'river' }]);
    expect(findHexside(map(), ['1,2', '1,1'], 'river')).toBe(0);
    expect(findHexside(map(), ['1,2', '1,1'], 'steep-slope')).toBe(-1);
  });
});
