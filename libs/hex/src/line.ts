// Line drawing by sampling: walk from centre to centre in distance(a, b) equal
// steps and round each sample to a hex (Red Blob § Line drawing). Samples that
// land exactly on a hexside are ambiguous; nudging the whole line a tiny bit
// sideways decides them. Nudging both ways gives the two readings a wargame's
// line-of-sight rule has to choose between.
import type { FractionalHex, Hex } from './axial';
import { add, distance, hex, lerp, round, subtract } from './axial';
import type { HexsideKey } from './hexside';
import { hexsideKey } from './hexside';

// Small against the 1/(2·distance) gap between any sample and the nearest
// hexside it is not on, large against floating-point error: safe for lines
// thousands of hexes long.
const EPSILON = 1e-6;

function sampleLine(a: Hex, b: Hex, nudge: FractionalHex): Hex[] {
  const n = distance(a, b);
  const from = add(a, nudge);
  const to = add(b, nudge);
  const step = 1 / Math.max(n, 1);
  return Array.from({ length: n + 1 }, (_, i) => round(lerp(from, to, i * step)));
}

// A fixed nudge for linedraw. The guide uses (ε, ε, −2ε), but that is parallel
// to lines running along the s-diagonal, e.g. (0,0) → (−2,−2), and leaves their
// ties to floating-point noise (found by the property tests). (1, 2, −3) is
// parallel to no hexside, so it settles every tie the same way in both directions.
const FIXED_NUDGE = hex(EPSILON, 2 * EPSILON);

/**
 * The hexes from `a` to `b`, both included: distance(a, b) + 1 hexes, each
 * adjacent to the next (Red Blob § Line drawing). One fixed nudge for all
 * lines, so `linedraw(b, a)` is always this line reversed.
 */
export function linedraw(a: Hex, b: Hex): Hex[] {
  return sampleLine(a, b, FIXED_NUDGE);
}

/** The two readings of a line from `a` to `b`, pushed a hair to each side of the direction of travel. */
export interface NudgedLine {
  /** The line nudged to the left of a → b as seen on screen (y down). */
  readonly left: Hex[];
  /** The line nudged to the right. */
  readonly right: Hex[];
}

/**
 * A line drawn twice, nudged +ε and −ε perpendicular to its direction. Where
 * `left[i]` and `right[i]` differ, the exact line touches the hexside between
 * them in one of two ways: it runs along it (lines in the six diagonal
 * directions, e.g. (0,0) → (2,−1)), touching neither hex's interior; or it
 * crosses it exactly at its midpoint (e.g. (0,0) → (4,−1) at (2,−½)), passing
 * through both hexes. Rules decide which side blocks. Both readings have
 * distance(a, b) + 1 hexes, agree at the endpoints, and `lineNudged(b, a)` is
 * this one mirrored (its left is this right, reversed).
 */
export function lineNudged(a: Hex, b: Hex): NudgedLine {
  const { q: dq, r: dr } = subtract(b, a);
  const ds = -dq - dr;
  // d × (1, 1, 1) lies in the q + r + s = 0 plane, perpendicular to d; with
  // screen y pointing down it points to the left of travel in both orientations.
  const pq = dr - ds;
  const pr = ds - dq;
  const ps = dq - dr;
  const largest = Math.max(Math.abs(pq), Math.abs(pr), Math.abs(ps), 1);
  const left = hex((pq / largest) * EPSILON, (pr / largest) * EPSILON);
  return { left: sampleLine(a, b, left), right: sampleLine(a, b, hex(-left.q, -left.r)) };
}

/** The hexsides an exact line touches where its two nudged readings disagree, in order from the start. */
export function hexsidesAlong(line: NudgedLine): HexsideKey[] {
  const keys: HexsideKey[] = [];
  line.left.forEach((l, i) => {
    const r = line.right[i];
    if (r !== undefined && (l.q !== r.q || l.r !== r.r)) keys.push(hexsideKey(l, r));
  });
  return keys;
}
