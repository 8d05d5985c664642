import { describe, expect, it } from 'vitest';
import type { MapDocument } from '@kriegsspiel/formats';
import { setGrid } from './set-grid';
import { mapPath, richMap, toolHarness } from '../test-support/tool-harness';

const grid = richMap.grid as NonNullable<MapDocument['grid']>;

describe('setGrid', () => {
  it('resizes the map and drops what falls off, as one undoable step', () => {
    const { editor, map } = toolHarness();
    expect(editor.run(setGrid, mapPath, { grid: { ...grid, width: 3, height: 3 }, label: 'Resize map' })).toBe(true);
    expect(map().grid).toMatchObject({ width: 3, height: 3 });
    expect(map().hexes?.['5,5']).toBeUndefined();
    expect(map()).not.toHaveProperty('locations');
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Resize map']);
    editor.undo();
    expect(map()).toEqual(richMap);
  });

  it('relabels with a new scheme and changes nothing for the same grid', () => {
    const { editor, map } = toolHarness();
    expect(editor.run(setGrid, mapPath, { grid })).toBe(false);
    editor.run(setGrid, mapPath, { grid: { ...grid, labels: { order: 'row-column', separator: '.', column: { style: 'number' }, row: { style: 'number' } } } });
    expect(map().locations?.[0]?.hex).toBe('4.4');
    expect(map().hexes?.['2.3']).toEqual({ terrain: ['forest'] });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Change grid']);
  });

  it('refuses a grid that cannot be used', () => {
    const { editor } = toolHarness();
    expect(editor.run(setGrid, mapPath, { grid: { ...grid, labels: { order: 'column-row', column: { style: 'number' }, row: { style: 'number' } } } })).toBe(
      false,
    );
  });
});
