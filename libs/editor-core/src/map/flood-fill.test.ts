import { describe, expect, it } from 'vitest';
import { sameTerrainRegion, terrainSetKey } from './flood-fill';
import { gridOfMap } from './map-grid';
import { richMap } from '../test-support/tool-harness';
import type { Grid } from '@kriegsspiel/hex';

describe('sameTerrainRegion', () => {
  const grid = gridOfMap(richMap) as Grid;
  const labels = (start: string) => {
    const found = grid.labelToHex(start);
    if (!found.ok) throw new Error(found.error);
    return sameTerrainRegion(richMap, grid, found.hex).map((h) => grid.hexToLabel(h));
  };

  it('spreads through neighbours with the same terrain set only, start first', () => {
    expect(labels('3,2')).toEqual(['3,2', '2,2', '3,3']);
    expect(labels('5,5')).toEqual(['5,5']);
    expect(labels('4,4')).toEqual(['4,4']);
    expect(labels('1,1')).toHaveLength(30 - 5);
  });

  it('compares terrain sets, not lists', () => {
    expect(terrainSetKey(richMap, '4,4')).toBe('clear+village');
    expect(terrainSetKey({ ...richMap, hexes: { '1,1': { terrain: ['village', 'clear'] } } }, '1,1')).toBe('clear+village');
    expect(terrainSetKey(richMap, '1,1')).toBe('clear');
  });

  it('caches the grid per grid object', () => {
    expect(gridOfMap(richMap)).toBe(grid);
    expect(gridOfMap({ ...richMap, grid: { ...richMap.grid, width: 0 } as never })).toBeUndefined();
  });
});
