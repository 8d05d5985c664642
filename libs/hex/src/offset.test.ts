import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hex, hexKey, neighbors } from './axial';
import { createLayout, hexToPixel } from './layout';
import type { OffsetSystem } from './offset';
import { axialToOffset, offsetToAxial } from './offset';

const systems: readonly OffsetSystem[] = [
  { orientation: 'flat', offset: 'odd' },
  { orientation: 'flat', offset: 'even' },
  { orientation: 'pointy', offset: 'odd' },
  { orientation: 'pointy', offset: 'even' },
];
const anySystem = fc.constantFrom(...systems);
const coordinate = fc.integer({ min: -500, max: 500 });

// Red Blob § Neighbors, "Offset coordinates": the neighbour offsets [dcol, drow]
// of a hex, by kind and by whether its shoved axis is even or odd.
const NEIGHBOUR_OFFSETS: Record<string, [number[][], number[][]]> = {
  'flat odd': [
    [
      [1, 0],
      [1, -1],
      [0, -1],
      [-1, -1],
      [-1, 0],
      [0, 1],
    ],
    [
      [1, 1],
      [1, 0],
      [0, -1],
      [-1, 0],
      [-1, 1],
      [0, 1],
    ],
  ],
  'flat even': [
    [
      [1, 1],
      [1, 0],
      [0, -1],
      [-1, 0],
      [-1, 1],
      [0, 1],
    ],
    [
      [1, 0],
      [1, -1],
      [0, -1],
      [-1, -1],
      [-1, 0],
      [0, 1],
    ],
  ],
  'pointy odd': [
    [
      [1, 0],
      [0, -1],
      [-1, -1],
      [-1, 0],
      [-1, 1],
      [0, 1],
    ],
    [
      [1, 0],
      [1, -1],
      [0, -1],
      [-1, 0],
      [0, 1],
      [1, 1],
    ],
  ],
  'pointy even': [
    [
      [1, 0],
      [1, -1],
      [0, -1],
      [-1, 0],
      [0, 1],
      [1, 1],
    ],
    [
      [1, 0],
      [0, -1],
      [-1, -1],
      [-1, 0],
      [-1, 1],
      [0, 1],
    ],
  ],
};

const sortedPairs = (pairs: number[][]): string[] => pairs.map((p) => p.join(',')).sort();

describe('offset coordinates', () => {
  it('round-trip offset → axial → offset for all four kinds', () => {
    fc.assert(
      fc.property(anySystem, coordinate, coordinate, (system, col, row) => {
        expect(axialToOffset(offsetToAxial({ col, row }, system), system)).toEqual({ col, row });
      }),
    );
  });

  it('round-trip axial → offset → axial for all four kinds', () => {
    fc.assert(
      fc.property(anySystem, coordinate, coordinate, (system, q, r) => {
        expect(offsetToAxial(axialToOffset(hex(q, r), system), system)).toEqual(hex(q, r));
      }),
    );
  });

  it('put column 0, row 0 at the axial origin', () => {
    for (const system of systems) expect(hexKey(offsetToAxial({ col: 0, row: 0 }, system))).toBe('0,0');
  });

  it("match Red Blob's neighbour tables for odd-q, even-q, odd-r and even-r", () => {
    fc.assert(
      fc.property(anySystem, coordinate, coordinate, (system, col, row) => {
        const shoved = system.orientation === 'flat' ? col : row;
        const table = NEIGHBOUR_OFFSETS[`${system.orientation} ${system.offset}`]?.[shoved & 1] ?? [];
        const actual = neighbors(offsetToAxial({ col, row }, system)).map((n) => {
          const c = axialToOffset(n, system);
          return [c.col - col, c.row - row];
        });
        expect(sortedPairs(actual)).toEqual(sortedPairs(table));
      }),
    );
  });

  it('shove the odd (or even) columns down and rows right on screen', () => {
    const flat = createLayout('flat', 10);
    const pointy = createLayout('pointy', 10);
    const y = (system: OffsetSystem, col: number, row: number): number => hexToPixel(flat, offsetToAxial({ col, row }, system)).y;
    const x = (system: OffsetSystem, col: number, row: number): number => hexToPixel(pointy, offsetToAxial({ col, row }, system)).x;
    expect(y({ orientation: 'flat', offset: 'odd' }, 1, 0)).toBeGreaterThan(y({ orientation: 'flat', offset: 'odd' }, 0, 0));
    expect(y({ orientation: 'flat', offset: 'even' }, 1, 0)).toBeLessThan(y({ orientation: 'flat', offset: 'even' }, 0, 0));
    expect(x({ orientation: 'pointy', offset: 'odd' }, 0, 1)).toBeGreaterThan(x({ orientation: 'pointy', offset: 'odd' }, 0, 0));
    expect(x({ orientation: 'pointy', offset: 'even' }, 0, 1)).toBeLessThan(x({ orientation: 'pointy', offset: 'even' }, 0, 0));
  });

  it('keep rows growing down the screen and columns to the right', () => {
    for (const system of systems) {
      const layout = createLayout(system.orientation, 10);
      const at = (col: number, row: number) => hexToPixel(layout, offsetToAxial({ col, row }, system));
      expect(at(4, 5).y).toBeGreaterThan(at(4, 4).y);
      expect(at(5, 4).x).toBeGreaterThan(at(4, 4).x);
    }
  });
});
