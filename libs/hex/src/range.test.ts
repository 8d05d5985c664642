import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distance, hex, hexKey } from './axial';
import { range, ring, spiral } from './range';

const anyHex = fc.record({ q: fc.integer({ min: -100, max: 100 }), r: fc.integer({ min: -100, max: 100 }) }).map(({ q, r }) => hex(q, r));
const radius = fc.integer({ min: 0, max: 12 });

describe('ring', () => {
  it('has 6n distinct hexes, all n steps out, each adjacent to the next', () => {
    fc.assert(
      fc.property(anyHex, fc.integer({ min: 1, max: 12 }), (c, n) => {
        const hexes = ring(c, n);
        expect(hexes).toHaveLength(6 * n);
        expect(new Set(hexes.map(hexKey)).size).toBe(6 * n);
        hexes.forEach((h, i) => {
          expect(distance(h, c)).toBe(n);
          expect(distance(h, hexes[(i + 1) % hexes.length] ?? h)).toBe(1);
        });
      }),
    );
  });

  it('of radius 0 is the centre', () => {
    expect(ring(hex(2, 3), 0)).toEqual([hex(2, 3)]);
  });

  it('rejects negative or fractional radii', () => {
    expect(() => ring(hex(0, 0), -1)).toThrow(RangeError);
    expect(() => ring(hex(0, 0), 1.5)).toThrow(RangeError);
  });
});

describe('spiral and range', () => {
  it('cover the same 3n(n+1)+1 hexes, every one within n', () => {
    fc.assert(
      fc.property(anyHex, radius, (c, n) => {
        const s = spiral(c, n);
        const r = range(c, n);
        const count = 3 * n * (n + 1) + 1;
        expect(s).toHaveLength(count);
        expect(r).toHaveLength(count);
        expect(new Set(s.map(hexKey))).toEqual(new Set(r.map(hexKey)));
        for (const h of r) expect(distance(h, c)).toBeLessThanOrEqual(n);
      }),
    );
  });

  it('spiral goes nearest first, starting at the centre', () => {
    const s = spiral(hex(1, 1), 3);
    expect(s[0]).toEqual(hex(1, 1));
    const ds = s.map((h) => distance(h, hex(1, 1)));
    expect(ds).toEqual([...ds].sort((a, b) => a - b));
  });

  it('range is ordered by q then r', () => {
    expect(range(hex(0, 0), 1).map(hexKey)).toEqual(['-1,0', '-1,1', '0,-1', '0,0', '0,1', '1,-1', '1,0']);
  });
});
