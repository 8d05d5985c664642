import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hex } from './axial';
import { distance, hex, hexKey, neighbor, neighbors } from './axial';
import { createGrid } from './grid';
import { hexsideKey } from './hexside';
import { findPath, pathTo, reachable } from './pathfinding';
import { range, ring } from './range';

const origin = hex(0, 0);
const one = (): number => 1;

describe('reachable', () => {
  it('with unit costs on the open plane is the range, at cost = distance, cheapest first', () => {
    for (let n = 0; n <= 5; n++) {
      const reached = reachable(origin, { cost: one, maxCost: n });
      expect(new Set(reached.keys())).toEqual(new Set(range(origin, n).map(hexKey)));
      for (const { hex: h, cost } of reached.values()) expect(cost).toBe(distance(h, origin));
      const costs = [...reached.values()].map((r) => r.cost);
      expect(costs).toEqual([...costs].sort((a, b) => a - b));
    }
  });

  it('never enters Infinity-cost hexes and goes around them', () => {
    // A wall on ring 1 except the gap at (1, 0).
    const wall = new Set(
      ring(origin, 1)
        .map(hexKey)
        .filter((k) => k !== '1,0'),
    );
    const reached = reachable(origin, { cost: (_, to) => (wall.has(hexKey(to)) ? Infinity : 1), maxCost: 3 });
    for (const k of wall) expect(reached.has(k)).toBe(false);
    expect(reached.get('-2,0')).toBeUndefined(); // at least 5 steps round the wall
    expect(reached.get('2,-1')?.cost).toBe(2);
    // Two steps away as the crow flies, three through the gap.
    expect(reached.get('2,-2')?.cost).toBe(3);
  });

  it('follows one-way links only the right way', () => {
    const grid = createGrid({ orientation: 'pointy', offset: 'odd', width: 5, height: 1 });
    const [a, b, c] = grid.hexes();
    if (a === undefined || b === undefined || c === undefined) throw new Error('expected a 5×1 map');
    // The link between b and c may only be crossed eastward, from b to c.
    const cost = (from: Hex, to: Hex): number => (hexKey(from) === hexKey(c) && hexKey(to) === hexKey(b) ? Infinity : 1);
    expect(reachable(a, { neighbors: grid.neighborsInGrid, cost, maxCost: 10 }).size).toBe(5);
    const fromC = reachable(c, { neighbors: grid.neighborsInGrid, cost, maxCost: 10 });
    expect([...fromC.keys()]).toEqual(grid.hexes().slice(2).map(hexKey));
    expect(findPath(c, a, { neighbors: grid.neighborsInGrid, cost })).toBeUndefined();
    expect(findPath(a, c, { neighbors: grid.neighborsInGrid, cost })?.cost).toBe(2);
  });

  it('stops in zones of control but may leave the start one', () => {
    const zoc = new Set([hexKey(hex(1, 0)), hexKey(hex(0, 0))]);
    const reached = reachable(origin, { cost: one, maxCost: 3, stopsIn: (h) => zoc.has(hexKey(h)) });
    // Entering (1, 0) ends the move, so (2, 0) beyond it costs a detour and (3, 0) is out of reach.
    expect(reached.get('1,0')?.cost).toBe(1);
    expect(reached.get('2,0')?.cost).toBe(3);
    expect(reached.has('3,0')).toBe(false);
    for (const r of reached.values()) expect(r.previous).not.toBe('1,0');
    expect(reached.get('-1,0')?.cost).toBe(1);
  });

  it('allows using up the allowance exactly, even with thirds', () => {
    const reached = reachable(origin, { cost: () => 1 / 3, maxCost: 1 });
    expect(reached.get('3,0')?.cost).toBeCloseTo(1);
    expect(reached.has('4,0')).toBe(false);
  });

  it('leaves previous out for the start and chains back to it', () => {
    const reached = reachable(origin, { cost: one, maxCost: 2 });
    expect(reached.get('0,0')).toEqual({ hex: origin, cost: 0 });
    expect(pathTo(reached, hex(2, 0))).toHaveLength(3);
    expect(pathTo(reached, hex(3, 0))).toBeUndefined();
  });

  it('rejects negative and NaN costs and unbounded searches', () => {
    expect(() => reachable(origin, { cost: () => -1, maxCost: 3 })).toThrow(RangeError);
    expect(() => reachable(origin, { cost: () => NaN, maxCost: 3 })).toThrow(RangeError);
    expect(() => reachable(origin, { cost: one, maxCost: Infinity })).toThrow(RangeError);
    expect(() => reachable(origin, { cost: one, maxCost: -1 })).toThrow(RangeError);
  });
});

describe('findPath', () => {
  it('walks straight when nothing is in the way', () => {
    const found = findPath(origin, hex(3, -1), { cost: one, maxCost: 10 });
    expect(found?.cost).toBe(3);
    expect(found?.path).toHaveLength(4);
  });

  it('goes around costly terrain when that is cheaper', () => {
    const swamp = new Set(['1,0', '1,-1', '0,1', '2,-1', '2,0']);
    const found = findPath(origin, hex(3, 0), { cost: (_, to) => (swamp.has(hexKey(to)) ? 5 : 1), maxCost: 20 });
    // Six clear steps round the north of the swamp beat eleven through it.
    expect(found?.cost).toBe(6);
    for (const k of found?.path.map(hexKey) ?? []) expect(swamp.has(k)).toBe(false);
  });

  it('returns the start alone for a trip to itself, and nothing for unreachable goals', () => {
    expect(findPath(origin, origin, { cost: one, maxCost: 0 })).toEqual({ path: [origin], cost: 0 });
    const walled = new Set(neighbors(hex(4, 0)).map(hexKey));
    expect(findPath(origin, hex(4, 0), { cost: (_, to) => (walled.has(hexKey(to)) ? Infinity : 1), maxCost: 50 })).toBeUndefined();
    expect(findPath(origin, hex(4, 0), { cost: one, maxCost: 3 })).toBeUndefined();
  });

  it('may end in a stopping hex but never passes through one', () => {
    const stops = (h: Hex) => hexKey(h) === '1,0';
    expect(findPath(origin, hex(1, 0), { cost: one, maxCost: 5, stopsIn: stops })?.cost).toBe(1);
    const through = findPath(origin, hex(2, 0), { cost: one, maxCost: 5, stopsIn: stops });
    expect(through?.cost).toBe(3);
    expect(through?.path.map(hexKey)).not.toContain('1,0');
  });

  it('refuses to search the unbounded plane without a limit', () => {
    expect(() => findPath(origin, hex(2, 0), { cost: one })).toThrow(RangeError);
    const grid = createGrid({ orientation: 'flat', offset: 'even', width: 4, height: 4 });
    expect(findPath(grid.offsetToHex({ col: 0, row: 0 }), grid.offsetToHex({ col: 3, row: 3 }), { cost: one, neighbors: grid.neighborsInGrid })?.cost).toBe(4);
  });
});

// Random small maps with terrain costs, rivers on hexsides, one-way links and
// zones of control, checked against a brute-force Bellman-Ford.
interface Scenario {
  width: number;
  height: number;
  terrain: number[];
  rivers: number[];
  oneWay: number[];
  zoc: number[];
  start: number;
  goal: number;
}

const scenario: fc.Arbitrary<Scenario> = fc
  .record({ width: fc.integer({ min: 2, max: 7 }), height: fc.integer({ min: 2, max: 6 }) })
  .chain(({ width, height }) => {
    const n = width * height;
    const index = fc.nat({ max: n - 1 });
    return fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      terrain: fc.array(fc.constantFrom(0.5, 1, 1, 2, 3, Infinity), { minLength: n, maxLength: n }),
      rivers: fc.array(fc.nat(), { maxLength: 8 }),
      oneWay: fc.array(fc.nat(), { maxLength: 6 }),
      zoc: fc.array(index, { maxLength: 4 }),
      start: index,
      goal: index,
    });
  });

function setUp(s: Scenario) {
  const grid = createGrid({ orientation: 'flat', offset: 'odd', width: s.width, height: s.height });
  const hexes = grid.hexes();
  const at = (i: number) => hexes[i % hexes.length] as Hex;
  const indexOf = new Map(hexes.map((h, i) => [hexKey(h), i]));
  // Sides and directed steps are picked by number among all (hex, direction) pairs.
  const pick = (k: number): [Hex, Hex] => [at(Math.floor(k / 6)), neighbor(at(Math.floor(k / 6)), (k % 6) as 0)];
  const rivers = new Set(s.rivers.map((k) => hexsideKey(...pick(k))));
  const blocked = new Set(s.oneWay.map((k) => pick(k).map(hexKey).join('>')));
  const zoc = new Set(s.zoc.map((i) => hexKey(at(i))));
  const cost = (from: Hex, to: Hex): number => {
    if (blocked.has(`${hexKey(from)}>${hexKey(to)}`)) return Infinity;
    return (s.terrain[indexOf.get(hexKey(to)) ?? 0] ?? 1) + (rivers.has(hexsideKey(from, to)) ? 1 : 0);
  };
  const stopsIn = (h: Hex) => zoc.has(hexKey(h));
  return { grid, hexes, cost, stopsIn, start: at(s.start), goal: at(s.goal) };
}

function bellmanFord(
  hexes: Hex[],
  start: Hex,
  neighborsOf: (h: Hex) => Hex[],
  cost: (a: Hex, b: Hex) => number,
  stopsIn: (h: Hex) => boolean,
): Map<string, number> {
  const dist = new Map<string, number>(hexes.map((h) => [hexKey(h), Infinity]));
  dist.set(hexKey(start), 0);
  for (let round = 0; round < hexes.length; round++) {
    for (const u of hexes) {
      const du = dist.get(hexKey(u)) ?? Infinity;
      if (du === Infinity || (hexKey(u) !== hexKey(start) && stopsIn(u))) continue;
      for (const v of neighborsOf(u)) {
        const dv = du + cost(u, v);
        if (dv < (dist.get(hexKey(v)) ?? Infinity)) dist.set(hexKey(v), dv);
      }
    }
  }
  return dist;
}

describe('against brute force', () => {
  it('reachable finds exactly the hexes within maxCost at their cheapest cost, along valid routes', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 8 }), (s, maxCost) => {
        const { grid, hexes, cost, stopsIn, start } = setUp(s);
        const expected = bellmanFord(hexes, start, grid.neighborsInGrid, cost, stopsIn);
        const reached = reachable(start, { neighbors: grid.neighborsInGrid, cost, maxCost, stopsIn });
        const within = [...expected].filter(([, d]) => d <= maxCost).map(([k]) => k);
        expect(new Set(reached.keys())).toEqual(new Set(within));
        for (const [key, r] of reached) {
          expect(r.cost).toBeCloseTo(expected.get(key) ?? NaN, 9);
          const route = pathTo(reached, r.hex) ?? [];
          let total = 0;
          route.slice(1).forEach((h, i) => {
            const from = route[i] as Hex;
            if (i > 0) expect(stopsIn(from)).toBe(false);
            total += cost(from, h);
          });
          expect(total).toBeCloseTo(r.cost, 9);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('findPath is optimal, deterministic and agrees with A*', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { grid, hexes, cost, stopsIn, start, goal } = setUp(s);
        const expected = bellmanFord(hexes, start, grid.neighborsInGrid, cost, stopsIn).get(hexKey(goal)) ?? Infinity;
        const options = { neighbors: grid.neighborsInGrid, cost, stopsIn };
        const found = findPath(start, goal, options);
        if (expected === Infinity) {
          expect(found).toBeUndefined();
          return;
        }
        expect(found?.cost).toBeCloseTo(expected, 9);
        expect(found?.path[0]).toEqual(start);
        expect(found?.path[(found?.path.length ?? 0) - 1]).toEqual(goal);
        expect(findPath(start, goal, options)).toEqual(found);
        // The cheapest step costs 0.5, so half the distance never overestimates.
        const astar = findPath(start, goal, { ...options, heuristic: (h, g) => distance(h, g) * 0.5 });
        expect(astar?.cost).toBeCloseTo(expected, 9);
        expect(findPath(start, goal, { ...options, maxCost: expected })?.cost).toBeCloseTo(expected, 9);
        if (expected > 0) expect(findPath(start, goal, { ...options, maxCost: expected - 0.25 })).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});
