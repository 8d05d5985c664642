import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hex } from './axial';
import { areAdjacent, distance, hex, hexKey, neighbor } from './axial';
import { createLayout, hexCorners, pixelToHexFractional } from './layout';
import { linedraw, lineNudged } from './line';
import type { SightStep } from './sight';
import { firstBlock, hasLineOfSight, runsAlongHexsides, sightLine } from './sight';

const anyHex = fc.record({ q: fc.integer({ min: -30, max: 30 }), r: fc.integer({ min: -30, max: 30 }) }).map(({ q, r }) => hex(q, r));
const diagonals = [hex(2, -1), hex(1, 1), hex(-1, 2), hex(-2, 1), hex(-1, -1), hex(1, -2)];
const diagonalLine = fc
  .tuple(anyHex, fc.constantFrom(...diagonals), fc.integer({ min: 1, max: 10 }))
  .map(([a, d, k]): [Hex, Hex] => [a, hex(a.q + d.q * k, a.r + d.r * k)]);
const anyLine = fc.oneof(fc.tuple(anyHex, anyHex), diagonalLine);
const stepHexes = (a: Hex, b: Hex) => sightLine(a, b).flatMap((s) => (s.kind === 'hex' ? [s.hex] : [...s.hexes]));
const stepLabels = (a: Hex, b: Hex) => sightLine(a, b).map((s) => (s.kind === 'hex' ? hexKey(s.hex) : `${s.kind} ${s.hexes.map(hexKey).join(' ')}`));

// ——— An exact oracle, independent of sampling ———
// The hex polygon is the library's own: the corners layout.ts draws, taken back to axial
// coordinates. There they are thirds, the same in both orientations; times three they are
// integers, so every test below is exact integer arithmetic on the true hexagons.
type Pt = readonly [number, number];
const cornersIn = (orientation: 'pointy' | 'flat'): Pt[] => {
  const layout = createLayout(orientation, 1);
  return hexCorners(layout, hex(0, 0))
    .map((p) => pixelToHexFractional(layout, p))
    .map((c): Pt => [Math.round(3 * c.q), Math.round(3 * c.r)]);
};
const CORNERS = cornersIn('pointy');
const cross = (u: Pt, v: Pt) => u[0] * v[1] - u[1] * v[0];
const minus = (u: Pt, v: Pt): Pt => [u[0] - v[0], u[1] - v[1]];
const thirds = (h: Hex): Pt => [3 * h.q, 3 * h.r];
const polygon = (h: Hex): Pt[] => CORNERS.map((c) => [3 * h.q + c[0], 3 * h.r + c[1]]);
// +1 when the corners run counter-clockwise in the (q, r) plane, −1 otherwise.
const TURN = Math.sign(cross(minus(CORNERS[1] as Pt, CORNERS[0] as Pt), minus(CORNERS[2] as Pt, CORNERS[1] as Pt)));

/** A time along the segment as an exact fraction n / d, d > 0. */
type Time = readonly [number, number];
const before = (x: Time, y: Time) => x[0] * y[1] < y[0] * x[1];
const notAfter = (x: Time, y: Time) => x[0] * y[1] <= y[0] * x[1];
type Span = readonly [Time, Time];

/** The open time interval in which the open segment a → b lies in the open interior of h, if any. */
function inside(a: Hex, b: Hex, h: Hex): Span | undefined {
  const p0 = thirds(a);
  const dir = minus(thirds(b), p0);
  const poly = polygon(h);
  let lo: Time = [0, 1];
  let hi: Time = [1, 1];
  for (let k = 0; k < 6; k++) {
    const v = poly[k] as Pt;
    const edge = minus(poly[(k + 1) % 6] as Pt, v);
    // Strictly inside this edge's half-plane: alpha + t·beta > 0.
    const alpha = TURN * cross(edge, minus(p0, v));
    const beta = TURN * cross(edge, dir);
    if (beta === 0) {
      if (alpha <= 0) return undefined;
    } else if (beta > 0) {
      const t: Time = [-alpha, beta];
      if (before(lo, t)) lo = t;
    } else {
      const t: Time = [alpha, -beta];
      if (before(t, hi)) hi = t;
    }
  }
  return before(lo, hi) ? [lo, hi] : undefined;
}

// The two corners hex (0,0) shares with its neighbour in direction d: the ends of that side.
const SIDES = ([0, 1, 2] as const).map((d) => {
  const theirs = new Set(polygon(neighbor(hex(0, 0), d)).map((p) => p.join(',')));
  const shared = polygon(hex(0, 0)).filter((p) => theirs.has(p.join(',')));
  if (shared.length !== 2) throw new Error('neighbours share two corners');
  return shared as [Pt, Pt];
});

/** The time interval, of positive length, in which the segment runs along the side between h and its neighbour in direction d. */
function runAlong(a: Hex, b: Hex, h: Hex, d: 0 | 1 | 2): Span | undefined {
  const side = SIDES[d] as [Pt, Pt];
  const e1: Pt = [3 * h.q + side[0][0], 3 * h.r + side[0][1]];
  const e2: Pt = [3 * h.q + side[1][0], 3 * h.r + side[1][1]];
  const p0 = thirds(a);
  const dir = minus(thirds(b), p0);
  if (cross(dir, minus(e1, p0)) !== 0 || cross(dir, minus(e2, p0)) !== 0) return undefined;
  const w = dir[0] * dir[0] + dir[1] * dir[1];
  const along = (p: Pt) => (p[0] - p0[0]) * dir[0] + (p[1] - p0[1]) * dir[1];
  const from = Math.max(Math.min(along(e1), along(e2)), 0);
  const to = Math.min(Math.max(along(e1), along(e2)), w);
  return from < to
    ? [
        [from, w],
        [to, w],
      ]
    : undefined;
}

/** Everything the exact segment does near the line: the hexes it enters and the sides it runs along. */
function oracle(a: Hex, b: Hex) {
  const entered = new Map<string, Span>();
  const runs = new Map<string, Span>();
  for (let q = Math.min(a.q, b.q) - 1; q <= Math.max(a.q, b.q) + 1; q++) {
    for (let r = Math.min(a.r, b.r) - 1; r <= Math.max(a.r, b.r) + 1; r++) {
      const h = hex(q, r);
      const span = inside(a, b, h);
      if (span) entered.set(hexKey(h), span);
      for (const d of [0, 1, 2] as const) {
        const run = runAlong(a, b, h, d);
        if (run) runs.set([hexKey(h), hexKey(neighbor(h, d))].sort().join(' '), run);
      }
    }
  }
  return { entered, runs };
}

/** Checks sightLine(a, b) against the oracle; returns how many entered hexes neither nudged reading samples. */
function checkAgainstOracle(a: Hex, b: Hex): number {
  const steps = sightLine(a, b);
  if (hexKey(a) === hexKey(b)) {
    // A point, not a segment: nothing lies between.
    expect(steps).toEqual([]);
    return 0;
  }
  const { entered, runs } = oracle(a, b);
  const spanOf = (h: Hex): Span => {
    const span = entered.get(hexKey(h));
    if (span === undefined) throw new Error(`${hexKey(h)} is reported on ${hexKey(a)} → ${hexKey(b)} but the segment never enters it`);
    return span;
  };
  const reported = new Set<string>();
  const spans: Span[] = [spanOf(a)];
  for (const s of steps) {
    if (s.kind === 'hex') {
      reported.add(hexKey(s.hex));
      spans.push(spanOf(s.hex));
    } else if (s.kind === 'crossing') {
      expect(areAdjacent(s.hexes[0], s.hexes[1])).toBe(true);
      const [x, y] = [spanOf(s.hexes[0]), spanOf(s.hexes[1])];
      s.hexes.forEach((h) => reported.add(hexKey(h)));
      spans.push(before(x[0], y[0]) ? [x[0], y[1]] : [y[0], x[1]]);
    } else {
      const run = runs.get(s.hexes.map(hexKey).sort().join(' '));
      if (run === undefined) throw new Error(`no run along ${s.hexes.map(hexKey).join('|')} on ${hexKey(a)} → ${hexKey(b)}`);
      spans.push(run);
    }
  }
  spans.push(spanOf(b));
  // Every entered hex is reported (the ends apart), every hexside run is an 'along' step and nothing else is.
  const ends = [hexKey(a), hexKey(b)];
  expect([...reported].filter((k) => ends.includes(k))).toEqual([]);
  expect([...entered.keys()].filter((k) => !ends.includes(k)).sort()).toEqual([...reported].sort());
  expect(
    steps
      .filter((s) => s.kind === 'along')
      .map((s) => (s.kind === 'along' ? s.hexes.map(hexKey).sort().join(' ') : ''))
      .sort(),
  ).toEqual([...runs.keys()].sort());
  // In order along the line, each place once: the spans follow one another without overlapping.
  for (let i = 1; i < spans.length; i++)
    expect(notAfter((spans[i - 1] as Span)[1], (spans[i] as Span)[0]), `place ${i} on ${hexKey(a)} → ${hexKey(b)}`).toBe(true);
  const { left, right } = lineNudged(a, b);
  const sampled = new Set([...left, ...right].map(hexKey));
  return [...entered.keys()].filter((k) => !sampled.has(k)).length;
}

describe('the oracle', () => {
  it('uses the hexagons the layouts draw, the same in axial coordinates for both orientations', () => {
    for (const orientation of ['pointy', 'flat'] as const) {
      const layout = createLayout(orientation, 1);
      for (const p of hexCorners(layout, hex(0, 0)).map((c) => pixelToHexFractional(layout, c))) {
        expect(Math.abs(3 * p.q - Math.round(3 * p.q))).toBeLessThan(1e-9);
        expect(Math.abs(3 * p.r - Math.round(3 * p.r))).toBeLessThan(1e-9);
      }
      expect(
        cornersIn(orientation)
          .map((c) => c.join(','))
          .sort(),
      ).toEqual(CORNERS.map((c) => c.join(',')).sort());
    }
    // Sanity: a hex's own interior, a neighbour's shared side, a corner touched and not entered.
    expect(inside(hex(0, 0), hex(2, 0), hex(1, 0))).toBeDefined();
    expect(inside(hex(0, 0), hex(2, -1), hex(1, -1))).toBeUndefined();
    expect(runAlong(hex(0, 0), hex(2, -1), hex(1, 0), 2)).toBeDefined();
    expect(runAlong(hex(0, 0), hex(2, 0), hex(1, 0), 2)).toBeUndefined();
  });
});

describe('sightLine', () => {
  it('reports the corners a longer line clips, which neither nudged reading samples', () => {
    // (0,0) → (7,−1) passes through the corners of (3,−1) and (4,0) between samples; the
    // shortest lines that clip a corner are this one and its eleven mirror images.
    expect(stepLabels(hex(0, 0), hex(7, -1))).toEqual(['1,0', '2,0', '3,-1', '3,0', '4,-1', '4,0', '5,-1', '6,-1']);
    expect(stepLabels(hex(7, -1), hex(0, 0))).toEqual(['6,-1', '5,-1', '4,0', '4,-1', '3,0', '3,-1', '2,0', '1,0']);
    expect(hasLineOfSight(hex(0, 0), hex(7, -1), (h) => hexKey(h) === '3,-1', 'both')).toBe(false);
    expect(checkAgainstOracle(hex(0, 0), hex(7, -1))).toBe(2);
  });

  it('matches the exact geometry on every line from a hex out to distance 14', () => {
    const clipped = new Map<number, number>();
    for (let q = -14; q <= 14; q++) {
      for (let r = -14; r <= 14; r++) {
        const b = hex(q, r);
        const n = distance(hex(0, 0), b);
        if (n > 14) continue;
        const extra = checkAgainstOracle(hex(0, 0), b);
        expect(sightLine(hex(0, 0), b)).toHaveLength(Math.max(n - 1, 0) + extra);
        if (extra > 0) clipped.set(n, (clipped.get(n) ?? 0) + 1);
      }
    }
    // No line of 6 hexes or fewer clips a corner; at distance 7 exactly twelve do.
    expect(Math.min(...clipped.keys())).toBe(7);
    expect(clipped.get(7)).toBe(12);
  });

  it('enters exactly the hexes the exact segment enters, in order, and runs along exactly its hexside runs', () => {
    fc.assert(
      fc.property(anyLine, ([a, b]) => {
        const extra = checkAgainstOracle(a, b);
        expect(sightLine(a, b)).toHaveLength(Math.max(distance(a, b) - 1, 0) + extra);
      }),
      { numRuns: 300 },
    );
  });

  it('has at least distance − 1 steps, none of them an end; without the clipped corners linedraw passes through each step', () => {
    fc.assert(
      fc.property(anyLine, ([a, b]) => {
        const all = sightLine(a, b);
        const { left, right } = lineNudged(a, b);
        const sampled = new Set([...left, ...right].map(hexKey));
        // A clipped corner is a hex step that neither nudged reading samples; the rest are the samples.
        const steps = all.filter((s) => s.kind !== 'hex' || sampled.has(hexKey(s.hex)));
        expect(all.length).toBeGreaterThanOrEqual(Math.max(distance(a, b) - 1, 0));
        expect(steps).toHaveLength(Math.max(distance(a, b) - 1, 0));
        const around = (x: SightStep | undefined, end: Hex) => (x === undefined ? [end] : x.kind === 'hex' ? [x.hex] : [...x.hexes]);
        all.forEach((s, i) => {
          const here = s.kind === 'hex' ? [s.hex] : [...s.hexes];
          for (const h of here) expect([hexKey(a), hexKey(b)]).not.toContain(hexKey(h));
          // A clipped corner lies between the places before and after it, beside both.
          if (s.kind === 'hex' && !sampled.has(hexKey(s.hex))) {
            expect(around(all[i - 1], a).some((h) => areAdjacent(h, s.hex))).toBe(true);
            expect(around(all[i + 1], b).some((h) => areAdjacent(h, s.hex))).toBe(true);
          }
        });
        const drawn = linedraw(a, b).map(hexKey);
        steps.forEach((s, i) => {
          const here = s.kind === 'hex' ? [s.hex] : [...s.hexes];
          expect(here.map(hexKey)).toContain(drawn[i + 1]);
          if (s.kind !== 'hex') expect(areAdjacent(s.hexes[0], s.hexes[1])).toBe(true);
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
