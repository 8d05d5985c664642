import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hex } from './axial';
import { distance, hex, hexKey } from './axial';
import { hexsideKey } from './hexside';
import { createLayout, hexToPixel } from './layout';
import { hexsidesAlong, linedraw, lineNudged } from './line';

const anyHex = fc.record({ q: fc.integer({ min: -60, max: 60 }), r: fc.integer({ min: -60, max: 60 }) }).map(({ q, r }) => hex(q, r));

// Lines along hexsides run in the six "diagonal" directions such as (2, −1, −1);
// generating them directly makes sure the ambiguous case is well exercised.
const diagonals = [hex(2, -1), hex(1, 1), hex(-1, 2), hex(-2, 1), hex(-1, -1), hex(1, -2)];
const diagonalLine = fc
  .tuple(anyHex, fc.constantFrom(...diagonals), fc.integer({ min: 1, max: 20 }))
  .map(([a, d, k]): [Hex, Hex] => [a, hex(a.q + d.q * k, a.r + d.r * k)]);
const anyLine = fc.oneof(fc.tuple(anyHex, anyHex), diagonalLine);

const expectValidLine = (line: Hex[], a: Hex, b: Hex): void => {
  expect(line).toHaveLength(distance(a, b) + 1);
  expect(line[0]).toEqual(a);
  expect(line[line.length - 1]).toEqual(b);
  for (let i = 1; i < line.length; i++) expect(distance(line[i - 1] as Hex, line[i] as Hex)).toBe(1);
};

describe('linedraw', () => {
  it('has distance + 1 hexes from a to b, each adjacent to the next', () => {
    fc.assert(
      fc.property(anyLine, ([a, b]) => {
        expectValidLine(linedraw(a, b), a, b);
      }),
    );
  });

  it('draws the same hexes in both directions', () => {
    fc.assert(
      fc.property(anyLine, ([a, b]) => {
        expect(linedraw(b, a)).toEqual(linedraw(a, b).reverse());
      }),
    );
  });

  it('is a single hex from a hex to itself', () => {
    expect(linedraw(hex(3, 4), hex(3, 4))).toEqual([hex(3, 4)]);
  });

  it('settles ties along all three diagonals the same way in both directions', () => {
    for (const d of diagonals) {
      const b = hex(d.q * 3, d.r * 3);
      expect(linedraw(b, hex(0, 0))).toEqual(linedraw(hex(0, 0), b).reverse());
    }
  });

  it('follows an axis exactly', () => {
    expect(linedraw(hex(0, 0), hex(3, 0)).map(hexKey)).toEqual(['0,0', '1,0', '2,0', '3,0']);
  });
});

describe('lineNudged', () => {
  it('gives two valid lines that agree at the endpoints', () => {
    fc.assert(
      fc.property(anyLine, ([a, b]) => {
        const { left, right } = lineNudged(a, b);
        expectValidLine(left, a, b);
        expectValidLine(right, a, b);
        expect(left[0]).toEqual(right[0]);
        expect(left[left.length - 1]).toEqual(right[right.length - 1]);
      }),
    );
  });

  it('differs only between adjacent hexes, i.e. across a hexside', () => {
    fc.assert(
      fc.property(anyLine, ([a, b]) => {
        const line = lineNudged(a, b);
        line.left.forEach((l, i) => {
          const r = line.right[i] as Hex;
          expect(distance(l, r)).toBeLessThanOrEqual(1);
        });
        expect(hexsidesAlong(line).length).toBe(line.left.filter((l, i) => hexKey(l) !== hexKey(line.right[i] as Hex)).length);
      }),
    );
  });

  it('swaps left and right when walked backwards', () => {
    fc.assert(
      fc.property(anyLine, ([a, b]) => {
        const forth = lineNudged(a, b);
        const back = lineNudged(b, a);
        expect(back.left).toEqual([...forth.right].reverse());
        expect(back.right).toEqual([...forth.left].reverse());
      }),
    );
  });

  it('splits every hex of a line along hexsides except the ends', () => {
    fc.assert(
      fc.property(diagonalLine, ([a, b]) => {
        const line = lineNudged(a, b);
        // A diagonal of length 2k passes k hexsides, one per odd sample.
        expect(hexsidesAlong(line)).toHaveLength(distance(a, b) / 2);
      }),
    );
  });

  it('puts the left reading on the left of travel as drawn on screen, in both orientations', () => {
    fc.assert(
      fc.property(fc.constantFrom('flat' as const, 'pointy' as const), anyLine, (orientation, [a, b]) => {
        const layout = createLayout(orientation, 1);
        const pa = hexToPixel(layout, a);
        const pb = hexToPixel(layout, b);
        const { left, right } = lineNudged(a, b);
        left.forEach((l, i) => {
          const r = right[i] as Hex;
          if (hexKey(l) === hexKey(r)) return;
          // With y down, a point is left of travel when this cross product is negative.
          const side = (h: Hex) => {
            const p = hexToPixel(layout, h);
            return (pb.x - pa.x) * (p.y - pa.y) - (pb.y - pa.y) * (p.x - pa.x);
          };
          expect(side(l)).toBeLessThan(0);
          expect(side(r)).toBeGreaterThan(0);
        });
      }),
    );
  });

  it('reads a line along a hexside both ways: a concrete case', () => {
    // On a pointy grid (0,0) → (2,−1) runs up and to the right between (1,−1) and (1,0).
    const line = lineNudged(hex(0, 0), hex(2, -1));
    expect(line.left).toEqual([hex(0, 0), hex(1, -1), hex(2, -1)]);
    expect(line.right).toEqual([hex(0, 0), hex(1, 0), hex(2, -1)]);
    expect(hexsidesAlong(line)).toEqual([hexsideKey(hex(1, -1), hex(1, 0))]);
    expect(hexsidesAlong(line)).toEqual(['1,-1|1,0']);
  });

  it('also disagrees where a line crosses a hexside exactly at its midpoint', () => {
    // (0,0) → (4,−1) is halfway at (2, −½): the middle of the side between (2,−1) and (2,0).
    const line = lineNudged(hex(0, 0), hex(4, -1));
    expect(line.left.map(hexKey)).toEqual(['0,0', '1,0', '2,-1', '3,-1', '4,-1']);
    expect(line.right.map(hexKey)).toEqual(['0,0', '1,0', '2,0', '3,-1', '4,-1']);
    expect(hexsidesAlong(line)).toEqual(['2,-1|2,0']);
  });

  it('agrees with itself where the line crosses no hexside ambiguously', () => {
    const line = lineNudged(hex(0, 0), hex(4, 0));
    expect(line.left).toEqual(line.right);
    expect(hexsidesAlong(line)).toEqual([]);
    expect(lineNudged(hex(5, 5), hex(5, 5))).toEqual({ left: [hex(5, 5)], right: [hex(5, 5)] });
  });
});
