import { describe, expect, it } from 'vitest';
import { moveMapPlace } from './move-map-place';
import { mapPath, richMap, toolHarness } from '../test-support/tool-harness';

describe('moveMapPlace', () => {
  it('moves a location or an entry point to another hex', () => {
    const { editor, map } = toolHarness();
    editor.run(moveMapPlace, mapPath, { collection: 'locations', index: 0, hex: '5,4' });
    editor.run(moveMapPlace, mapPath, { collection: 'entryPoints', index: 0, hex: '1,4' });
    expect(map().locations?.[0]?.hex).toBe('5,4');
    expect(map().entryPoints?.[0]?.hex).toBe('1,4');
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Move location', 'Move entry point']);
  });

  it('does not move a place to where it is, nor one that covers several hexes', () => {
    const map = { ...richMap, locations: [{ id: 'ridge', name: 'Ridge', hexes: ['1,1', '1,2'] }] };
    const { editor } = toolHarness(JSON.stringify(map));
    expect(editor.run(moveMapPlace, mapPath, { collection: 'locations', index: 0, hex: '2,2' })).toBe(false);
    expect(editor.run(moveMapPlace, mapPath, { collection: 'entryPoints', index: 0, hex: '1,3' })).toBe(false);
  });
});
