// Movement and pathfinding over hexes with game costs (Red Blob § Pathfinding;
// the search itself is Dijkstra's algorithm, and A* when given a heuristic).
// Costs are entered per step from one hex into the next, so terrain, hexside
// features (rivers: look up hexsideKey(from, to)) and one-way links all fit
// one callback: Infinity means the step is not allowed.
import type { Hex, HexKey } from './axial';
import { hexKey, neighbors as allNeighbors } from './axial';
import { PriorityQueue } from './priority-queue';

/** How to move: who is next to whom, what a step costs, how far one may go and where one must stop. */
export interface MovementOptions {
  /** The hexes one may step to from `hex`; default all six (the unbounded plane). Pass `grid.neighborsInGrid` to stay on a map. */
  neighbors?: (hex: Hex) => readonly Hex[];
  /** Cost of stepping from `from` into the adjacent `to`: ≥ 0, or Infinity when the step is impassable (prohibited terrain, the wrong way along a one-way link). */
  cost: (from: Hex, to: Hex) => number;
  /** The most a move may cost in total. */
  maxCost: number;
  /** Entering such a hex ends movement there (e.g. an enemy zone of control). Not applied to the start hex, which one may always leave. */
  stopsIn?: (hex: Hex) => boolean;
}

/** One hex a move can reach: the cheapest total cost and the hex it is entered from on that cheapest route. */
export interface Reached {
  readonly hex: Hex;
  readonly cost: number;
  /** Key of the previous hex on the cheapest route; absent for the start. */
  readonly previous?: HexKey;
}

/** Options for {@link findPath}: movement options where `maxCost` is optional, plus an optional A* heuristic. */
export interface PathOptions extends Omit<MovementOptions, 'maxCost'> {
  /** Give up on routes costing more than this; required when `neighbors` is omitted, so the search ends. */
  maxCost?: number;
  /**
   * A lower bound on the remaining cost from `hex` to `goal` that never drops
   * by more than one step's cost (consistent), e.g. `distance(hex, goal) * cheapestStep`.
   * Default 0, which makes the search Dijkstra's.
   */
  heuristic?: (hex: Hex, goal: Hex) => number;
}

/** A route and its total cost. */
export interface FoundPath {
  /** From start to goal, both included. */
  readonly path: Hex[];
  readonly cost: number;
}

// Costs are sums of fractions such as 1/2 and 1/3; forgive the rounding error
// of those sums so that exactly using up the allowance stays allowed.
const COST_TOLERANCE = 1e-9;

interface SearchOptions {
  readonly neighbors: (hex: Hex) => readonly Hex[];
  readonly cost: (from: Hex, to: Hex) => number;
  readonly maxCost: number;
  readonly stopsIn: (hex: Hex) => boolean;
  readonly estimate: (hex: Hex) => number;
  readonly goal?: HexKey;
}

// The search shared by reachable and findPath. Returns the settled hexes in the
// order they were settled (cheapest first, ties in discovery order).
function search(start: Hex, options: SearchOptions): Map<HexKey, Reached> {
  const startKey = hexKey(start);
  const best = new Map<HexKey, Reached>([[startKey, { hex: start, cost: 0 }]]);
  const settled = new Map<HexKey, Reached>();
  const queue = new PriorityQueue<HexKey>();
  queue.push(startKey, options.estimate(start));
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const key = next.value;
    const current = best.get(key);
    if (current === undefined || settled.has(key)) continue;
    settled.set(key, current);
    if (key === options.goal) break;
    if (key !== startKey && options.stopsIn(current.hex)) continue;
    for (const to of options.neighbors(current.hex)) {
      const step = options.cost(current.hex, to);
      if (!(step >= 0)) throw new RangeError(`step cost from ${key} to ${hexKey(to)} must be ≥ 0 or Infinity, got ${step}`);
      if (step === Infinity) continue;
      const total = current.cost + step;
      if (!(total <= options.maxCost + COST_TOLERANCE)) continue;
      const toKey = hexKey(to);
      if (settled.has(toKey)) continue;
      const known = best.get(toKey);
      if (known === undefined || total < known.cost) {
        best.set(toKey, { hex: to, cost: total, previous: key });
        queue.push(toKey, total + options.estimate(to));
      }
    }
  }
  return settled;
}

const never = (): boolean => false;
const zero = (): number => 0;

/**
 * Every hex a move from `start` can reach within `maxCost`, keyed by hexKey, in
 * order of increasing cost (ties in a fixed, input-determined order). The start
 * is included at cost 0. Without `neighbors`, step costs must be positive for
 * the search to end.
 */
export function reachable(start: Hex, options: MovementOptions): Map<HexKey, Reached> {
  if (!(options.maxCost >= 0)) throw new RangeError(`maxCost must be ≥ 0, got ${options.maxCost}`);
  if (options.neighbors === undefined && !Number.isFinite(options.maxCost)) {
    throw new RangeError('reachable on the unbounded plane needs a finite maxCost; pass neighbors (e.g. grid.neighborsInGrid) to search a map');
  }
  return search(start, {
    neighbors: options.neighbors ?? allNeighbors,
    cost: options.cost,
    maxCost: options.maxCost,
    stopsIn: options.stopsIn ?? never,
    estimate: zero,
  });
}

/** The route from the start of a {@link reachable} result to `goal`, or undefined when `goal` was not reached. */
export function pathTo(reached: ReadonlyMap<HexKey, Reached>, goal: Hex): Hex[] | undefined {
  const path: Hex[] = [];
  let entry = reached.get(hexKey(goal));
  while (entry !== undefined) {
    path.push(entry.hex);
    if (entry.previous === undefined) return path.reverse();
    entry = reached.get(entry.previous);
  }
  return undefined;
}

/**
 * The cheapest route from `start` to `goal` (A* with `heuristic`, otherwise
 * Dijkstra), or undefined when there is none within `maxCost`. Among equally
 * cheap routes the same one is returned every time for the same input. The goal
 * may be a stopping hex; hexes that stop movement are never passed through.
 */
export function findPath(start: Hex, goal: Hex, options: PathOptions): FoundPath | undefined {
  const maxCost = options.maxCost ?? Infinity;
  if (!(maxCost >= 0)) throw new RangeError(`maxCost must be ≥ 0, got ${maxCost}`);
  if (options.neighbors === undefined && !Number.isFinite(maxCost)) {
    throw new RangeError(
      'findPath on the unbounded plane needs a finite maxCost, or it would search forever for an unreachable goal; pass neighbors (e.g. grid.neighborsInGrid) to search a map',
    );
  }
  const heuristic = options.heuristic;
  const settled = search(start, {
    neighbors: options.neighbors ?? allNeighbors,
    cost: options.cost,
    maxCost,
    stopsIn: options.stopsIn ?? never,
    estimate: heuristic === undefined ? zero : (h) => heuristic(h, goal),
    goal: hexKey(goal),
  });
  const path = pathTo(settled, goal);
  const reachedGoal = settled.get(hexKey(goal));
  return path === undefined || reachedGoal === undefined ? undefined : { path, cost: reachedGoal.cost };
}
