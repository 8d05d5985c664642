import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hex, HexDirection } from './axial';
import { allDirections, distance, hex, hexKey, neighbor, rotateAround } from './axial';
import { arcSide, attackedThrough, facingToward, frontalArc, frontalHexsides, hexDot, rearHexsides } from './facing';
import { ring } from './range';

const anyHex = fc.record({ q: fc.integer({ min: -40, max: 40 }), r: fc.integer({ min: -40, max: 40 }) }).map(({ q, r }) => hex(q, r));
const anyFacing = fc.constantFrom(...allDirections);
const keys = (hs: Hex[]) => hs.map(hexKey).sort();

describe('facing', () => {
  it('has three frontal and three rear hexsides that together are all six', () => {
    for (const f of allDirections) {
      expect(new Set([...frontalHexsides(f), ...rearHexsides(f)]).size).toBe(6);
      expect(frontalHexsides(f)).toContain(f);
    }
  });

  it('puts exactly the three neighbours across the frontal hexsides in front', () => {
    fc.assert(
      fc.property(anyHex, anyFacing, (c, f) => {
        const front = allDirections.filter((d) => arcSide(c, f, neighbor(c, d)) === 'front');
        expect(front.sort()).toEqual([...frontalHexsides(f)].sort());
        for (const d of allDirections) expect(attackedThrough(c, f, neighbor(c, d))).toBe(front.includes(d) ? 'front' : 'rear');
      }),
    );
  });

  it('mirrors: a hex in front of facing f is behind facing f + 3, abeam stays abeam', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyFacing, (c, t, f) => {
        const back = ((f + 3) % 6) as HexDirection;
        const a = arcSide(c, f, t);
        const b = arcSide(c, back, t);
        if (hexKey(c) === hexKey(t)) return;
        expect(b).toBe(a === 'front' ? 'rear' : a === 'rear' ? 'front' : 'abeam');
      }),
    );
  });

  it('turns with the counter: rotating the target and the facing together keeps the side', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyFacing, fc.integer({ min: 0, max: 5 }), (c, t, f, k) => {
        const turned = ((f + 6 - k) % 6) as HexDirection;
        // rotateAround turns clockwise in axial terms, i.e. towards lower direction numbers.
        expect(arcSide(c, turned, rotateAround(t, c, k))).toBe(arcSide(c, f, t));
      }),
    );
  });

  it('holds half the ring in front: of 6k hexes at distance k, 3k − 1 in front, 2 abeam when k is even', () => {
    for (const f of allDirections)
      for (let k = 1; k <= 8; k++) {
        const sides = ring(hex(0, 0), k).map((t) => arcSide(hex(0, 0), f, t));
        const abeam = sides.filter((s) => s === 'abeam').length;
        expect(abeam).toBe(k % 2 === 0 ? 2 : 0);
        expect(sides.filter((s) => s === 'front').length).toBe((6 * k - abeam) / 2);
      }
  });

  it('frontalArc lists in-range hexes in front, with the abeam ones only on request', () => {
    fc.assert(
      fc.property(anyHex, anyFacing, fc.integer({ min: 1, max: 6 }), (c, f, n) => {
        const narrow = frontalArc(c, f, n);
        const wide = frontalArc(c, f, n, 'include');
        for (const h of narrow) expect(arcSide(c, f, h)).toBe('front');
        expect(wide.length - narrow.length).toBe(2 * Math.floor(n / 2));
        for (const h of wide) expect(distance(c, h)).toBeLessThanOrEqual(n);
        expect(keys(narrow).every((k) => keys(wide).includes(k))).toBe(true);
      }),
    );
  });

  it('facingToward an adjacent hex is the direction to it, and the result always has it in front or abeam', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (c, t) => {
        if (hexKey(c) === hexKey(t)) return;
        expect(arcSide(c, facingToward(c, t), t)).toBe('front');
      }),
    );
    for (const d of allDirections) expect(facingToward(hex(0, 0), neighbor(hex(0, 0), d))).toBe(d);
  });

  it('measures angles: 60° gives ½, 120° gives −½', () => {
    expect(hexDot(hex(1, 0), hex(1, -1))).toBe(0.5);
    expect(hexDot(hex(1, 0), hex(0, -1))).toBe(-0.5);
    expect(hexDot(hex(2, -1), hex(0, 1))).toBe(0);
  });
});
