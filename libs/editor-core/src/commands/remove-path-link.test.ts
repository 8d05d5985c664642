import { describe, expect, it } from 'vitest';
import { removePathLink } from './remove-path-link';
import { mapPath, toolHarness } from '../test-support/tool-harness';

describe('removePathLink', () => {
  it('cuts a path in two at a middle link; the second piece gets a fresh id', () => {
    const { editor, map } = toolHarness();
    // The one-way link 2,3 → 3,4 is the one that goes.
    editor.run(removePathLink, mapPath, { path: 0, link: 1 });
    expect(map().paths).toEqual([
      { id: 'high-road', name: 'High road', terrain: 'road', hexes: ['1,3', '2,3'] },
      { id: 'high-road-2', name: 'High road', terrain: 'road', hexes: ['3,4', '4,3'] },
    ]);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Delete road link']);
    editor.undo();
    expect(map().paths?.[0]?.hexes).toEqual(['1,3', '2,3', '3,4', '4,3']);
  });

  it('shortens a path at an end and deletes a path left with one hex', () => {
    const { editor, map } = toolHarness();
    editor.run(removePathLink, mapPath, { path: 0, link: 0 });
    expect(map().paths?.[0]).toEqual({
      id: 'high-road',
      name: 'High road',
      terrain: 'road',
      hexes: ['2,3', '3,4', '4,3'],
      oneWay: [{ from: '2,3', to: '3,4' }],
    });
    editor.run(removePathLink, mapPath, { path: 0, link: 0 });
    editor.run(removePathLink, mapPath, { path: 0, link: 0 });
    expect(map().paths).toEqual([]);
    expect(editor.run(removePathLink, mapPath, { path: 0, link: 0 })).toBe(false);
  });
});
