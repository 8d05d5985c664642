import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hex } from './axial';
import { areAdjacent, distance, hex, hexKey } from './axial';
import { linedraw } from './line';
import { firstBlock, hasLineOfSight, runsAlongHexsides, sightLine } from './sight';

const anyHex = fc.record({ q: fc.integer({ min: -30, max: 30 }), r: fc.integer({ min: -30, max: 30 }) }).map(({ q, r }) => hex(q, r));
const diagonals = [hex(2, -1), hex(1, 1), hex(-1, 2), hex(-2, 1), hex(-1, -1), hex(1, -2)];
const diagonalLine = fc
  .tuple(anyHex, fc.constantFrom(...diagonals), fc.integer({ min: 1, max: 10 }))
  .map(([a, d, k]): [Hex, Hex] => [a, hex(a.q + d.q * k, a.r + d.r * k)]);
const anyLine = fc.oneof(fc.tuple(anyHex, anyHex), diagonalLine);
const stepHexes = (a: Hex, b: Hex) => sightLine(a, b).flatMap((s) => (s.kind === 'hex' ? [s.hex] : [...s.hexes]));

describe('sightLine', () => {
  it('has distance − 1 steps, none of them an end, and linedraw passes through each step', () => {
    fc.assert(
      fc.property(anyLine, ([a, b]) => {
        const steps = sightLine(a, b);
        expect(steps).toHaveLength(Math.max(distance(a, b) - 1, 0));
        const drawn = linedraw(a, b).map(hexKey);
        steps.forEach((s, i) => {
          const here = s.kind === 'hex' ? [s.hex] : [...s.hexes];
          expect(here.map(hexKey)).toContain(drawn[i + 1]);
          if (s.kind !== 'hex') expect(areAdjacent(s.hexes[0], s.hexes[1])).toBe(true);
          for (const h of here) expect([hexKey(a), hexKey(b)]).not.toContain(hexKey(h));
        });
      }),
    );
  });

  it('is the same set of hexes both ways', () => {
    fc.assert(
      fc.property(anyLine, ([a, b]) => {
        expect(stepHexes(a, b).map(hexKey).sort()).toEqual(stepHexes(b, a).map(hexKey).sort());
      }),
    );
  });

  it('runs along hexsides exactly on the six diagonals, once every other hex', () => {
    fc.assert(
      fc.property(diagonalLine, ([a, b]) => {
        expect(runsAlongHexsides(a, b)).toBe(true);
        const steps = sightLine(a, b);
        steps.forEach((s, i) => expect(s.kind).toBe(i % 2 === 0 ? 'along' : 'hex'));
      }),
    );
    expect(sightLine(hex(0, 0), hex(2, -1))).toEqual([{ kind: 'along', hexes: [hex(1, -1), hex(1, 0)] }]);
  });

  it('crosses a hexside at its midpoint off the diagonals, and then both hexes are passed through', () => {
    const steps = sightLine(hex(0, 0), hex(4, -1));
    expect(runsAlongHexsides(hex(0, 0), hex(4, -1))).toBe(false);
    expect(steps.filter((s) => s.kind === 'crossing')).toHaveLength(1);
    // A blocker in either hex of a crossing blocks, whatever the rule for lines along sides.
    const crossing = steps.find((s) => s.kind === 'crossing');
    if (crossing?.kind !== 'crossing') throw new Error('no crossing');
    for (const h of crossing.hexes) expect(hasLineOfSight(hex(0, 0), hex(4, -1), (x) => hexKey(x) === hexKey(h), 'both')).toBe(false);
  });

  it('never crosses or runs along a side on a straight row of hexes', () => {
    fc.assert(
      fc.property(anyHex, fc.integer({ min: 1, max: 12 }), (a, k) => {
        expect(sightLine(a, hex(a.q + k, a.r)).every((s) => s.kind === 'hex')).toBe(true);
      }),
    );
  });
});

describe('hasLineOfSight', () => {
  it('is clear with no blockers and between neighbours, and blocked by any interior hex on the line', () => {
    fc.assert(
      fc.property(anyLine, ([a, b]) => {
        expect(hasLineOfSight(a, b, () => false, 'either')).toBe(true);
        expect(hasLineOfSight(a, b, () => true, 'both')).toBe(distance(a, b) <= 1);
      }),
    );
  });

  it('along a hexside: one blocking side blocks under "either", both are needed under "both"', () => {
    const a = hex(0, 0);
    const b = hex(2, -1);
    const one = (h: Hex) => hexKey(h) === '1,-1';
    const two = (h: Hex) => hexKey(h) === '1,-1' || hexKey(h) === '1,0';
    expect(hasLineOfSight(a, b, one, 'either')).toBe(false);
    expect(hasLineOfSight(a, b, one, 'both')).toBe(true);
    expect(hasLineOfSight(a, b, two, 'both')).toBe(false);
    expect(firstBlock(sightLine(a, b), two, 'both')).toEqual({ kind: 'along', hexes: [hex(1, -1), hex(1, 0)] });
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(anyLine, fc.integer({ min: 0, max: 1000 }), fc.constantFrom('either' as const, 'both' as const), ([a, b], salt, rule) => {
        const blocks = (h: Hex) => (((h.q * 31 + h.r * 17 + salt) % 5) + 5) % 5 === 0;
        expect(hasLineOfSight(a, b, blocks, rule)).toBe(hasLineOfSight(b, a, blocks, rule));
      }),
    );
  });
});
