import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allDirections, hex, hexKey, neighbor, oppositeDirection } from './axial';
import { directionOfHexside, hexesOfHexside, hexsideKey, hexsideOf } from './hexside';
import { range } from './range';

const anyHex = fc.record({ q: fc.integer({ min: -1000, max: 1000 }), r: fc.integer({ min: -1000, max: 1000 }) }).map(({ q, r }) => hex(q, r));
const anyDirection = fc.constantFrom(...allDirections);

describe('hexside keys', () => {
  it('are the same from either hex', () => {
    fc.assert(
      fc.property(anyHex, anyDirection, (h, d) => {
        const n = neighbor(h, d);
        expect(hexsideKey(h, n)).toBe(hexsideKey(n, h));
        expect(hexsideOf(h, d)).toBe(hexsideOf(n, oppositeDirection(d)));
      }),
    );
  });

  it('name their two hexes, smaller (q, then r) first', () => {
    expect(hexsideKey(hex(1, 0), hex(0, 0))).toBe('0,0|1,0');
    expect(hexsideKey(hex(0, 1), hex(0, 0))).toBe('0,0|0,1');
    expect(hexsideKey(hex(-1, 1), hex(0, 0))).toBe('-1,1|0,0');
    fc.assert(
      fc.property(anyHex, anyDirection, (h, d) => {
        const [a, b] = hexesOfHexside(hexsideOf(h, d));
        expect(new Set([hexKey(a), hexKey(b)])).toEqual(new Set([hexKey(h), hexKey(neighbor(h, d))]));
      }),
    );
  });

  it('give each hex six different sides and each side to exactly two hexes', () => {
    const hexes = range(hex(0, 0), 4);
    const owners = new Map<string, number>();
    for (const h of hexes) {
      const sides = allDirections.map((d) => hexsideOf(h, d));
      expect(new Set(sides).size).toBe(6);
      for (const side of sides) owners.set(side, (owners.get(side) ?? 0) + 1);
    }
    // Inner sides are counted from both hexes; the outline of a radius-n hexagon has 6(2n+1) sides counted once.
    expect([...owners.values()].filter((n) => n === 1)).toHaveLength(6 * 9);
    expect(owners.size).toBe((hexes.length * 6 + 6 * 9) / 2);
  });

  it('throw for hexes that are not adjacent', () => {
    expect(() => hexsideKey(hex(0, 0), hex(2, 0))).toThrow(RangeError);
    expect(() => hexsideKey(hex(0, 0), hex(0, 0))).toThrow(RangeError);
  });

  it('are parsed strictly', () => {
    for (const bad of ['', '0,0', '0,0|2,0', '1,0|0,0', '0,0|1,0|2,0', 'a|b']) expect(() => hexesOfHexside(bad)).toThrow(SyntaxError);
    expect(() => hexesOfHexside('1,0|0,0')).toThrow('write it as "0,0|1,0"');
  });

  it('tell each of their hexes which way the side is', () => {
    fc.assert(
      fc.property(anyHex, anyDirection, (h, d) => {
        const key = hexsideOf(h, d);
        expect(directionOfHexside(h, key)).toBe(d);
        expect(directionOfHexside(neighbor(h, d), key)).toBe(oppositeDirection(d));
        expect(directionOfHexside(neighbor(h, oppositeDirection(d)), key)).toBeUndefined();
      }),
    );
  });
});
