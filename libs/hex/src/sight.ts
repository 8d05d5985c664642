// Line of sight from centre to centre. The exact segment passes through a run of hexes;
// where it meets a hexside it does so in one of two ways, and rules need to tell them apart:
// it crosses the side at its midpoint (passing through the interiors of both hexes), or it
// runs along the side from corner to corner (touching the interior of neither). Rulebooks
// seldom settle the second case, so it is handed back with both hexes for the caller's rule.
import type { Hex } from './axial';
import { axialToCube, hex, subtract } from './axial';
import { lineNudged } from './line';

/** One place a sight line passes between its ends. */
export type SightStep =
  /** The line passes through this hex's interior. */
  | { readonly kind: 'hex'; readonly hex: Hex }
  /** The line crosses the side between these two hexes at its midpoint: it passes through both. */
  | { readonly kind: 'crossing'; readonly hexes: readonly [Hex, Hex] }
  /** The line runs exactly along the side between these two hexes: it enters neither. */
  | { readonly kind: 'along'; readonly hexes: readonly [Hex, Hex] };

/** How a ruleset reads a line along a hexside: blocked when either hex blocks, or only when both do. */
export type AlongHexside = 'either' | 'both';

/** True when the segment from `a` to `b` is parallel to a hexside: two of its cube components are equal. */
export function runsAlongHexsides(a: Hex, b: Hex): boolean {
  const { q: x, r: y, s: z } = axialToCube(subtract(b, a));
  if (x === 0 && y === 0 && z === 0) return false;
  return x === y || y === z || x === z;
}

/**
 * The places a sight line from the centre of `a` to the centre of `b` passes through, in
 * order, leaving out both ends. A step is a hex, a midpoint crossing between two hexes, or a
 * run along a hexside between two hexes. Every hex whose interior the segment enters is in
 * exactly one 'hex' or 'crossing' step.
 *
 * The line is read at the distance(a, b) − 1 points between its ends that split it into
 * hex-long pieces, which gives distance − 1 steps; a longer line can also clip the corner of a hex between two of those
 * points (the shortest are (0,0) → (7,−1) and its mirror images, which clip (3,−1) and (4,0)).
 * Each clipped corner is one more 'hex' step, in its place, so there are at least
 * distance − 1 steps, and exactly that many when no corner is clipped.
 */
export function sightLine(a: Hex, b: Hex): SightStep[] {
  const { left, right } = lineNudged(a, b);
  const along = runsAlongHexsides(a, b);
  const n = left.length - 1;
  const steps: SightStep[] = [];
  const clipped: Clip[] = [];
  for (let i = 0; i < n; i++) {
    const l = left[i] as Hex;
    const r = right[i] as Hex;
    if (i > 0) {
      if (l.q === r.q && l.r === r.r) steps.push({ kind: 'hex', hex: l });
      else steps.push({ kind: along ? 'along' : 'crossing', hexes: [l, r] });
    }
    // Corners clipped between this reading and the next: beside a hex read here and one read there.
    const nl = left[i + 1] as Hex;
    const nr = right[i + 1] as Hex;
    clipped.length = 0;
    const lr = l.q !== r.q || l.r !== r.r;
    const nlr = nl.q !== nr.q || nl.r !== nr.r;
    clipBetween(a, b, i, n, l, nl, l, r, nl, nr, clipped);
    if (lr) clipBetween(a, b, i, n, r, nl, l, r, nl, nr, clipped);
    if (nlr) clipBetween(a, b, i, n, l, nr, l, r, nl, nr, clipped);
    if (lr && nlr) clipBetween(a, b, i, n, r, nr, l, r, nl, nr, clipped);
    if (clipped.length > 1) clipped.sort((x, y) => x.entry - y.entry);
    for (const c of clipped) steps.push({ kind: 'hex', hex: c.hex });
  }
  return steps;
}

/** A hex the segment enters between two readings, and when (0‥1 along the segment). */
interface Clip {
  readonly hex: Hex;
  readonly entry: number;
}

/**
 * Adds the hexes beside both `p` (read at sample i) and `q` (read at sample i + 1) whose
 * interior the segment enters between the two samples, unless a reading already has them.
 * A corner clipped between two readings is always one of these (the tests check sightLine
 * against the exact hexagons on every line out to distance 14 and on random lines).
 */
function clipBetween(a: Hex, b: Hex, i: number, n: number, p: Hex, q: Hex, l0: Hex, r0: Hex, l1: Hex, r1: Hex, out: Clip[]): void {
  const uq = q.q - p.q;
  const ur = q.r - p.r;
  const us = -uq - ur;
  if (Math.abs(uq) + Math.abs(ur) + Math.abs(us) !== 2) return; // not neighbours
  // The two common neighbours of p and q: p plus u turned 60° either way.
  for (let turn = 0; turn < 2; turn++) {
    const zq = p.q + (turn === 0 ? -us : -ur);
    const zr = p.r + (turn === 0 ? -uq : -us);
    if ((zq === l0.q && zr === l0.r) || (zq === r0.q && zr === r0.r) || (zq === l1.q && zr === l1.r) || (zq === r1.q && zr === r1.r)) continue;
    let seen = false;
    for (const c of out) seen ||= c.hex.q === zq && c.hex.r === zr;
    if (seen) continue;
    const entry = entryBetween(a, b, zq, zr, i, n);
    if (entry >= 0) out.push({ hex: hex(zq, zr), entry });
  }
}

// In the coordinates x = q − r, y = r − s, z = s − q, the open interior of the hex with
// centre (hx, hy, hz) is |x − hx| < 1, |y − hy| < 1, |z − hz| < 1. These are the axes.
function axis(k: number, q: number, r: number): number {
  return k === 0 ? q - r : k === 1 ? q + 2 * r : -2 * q - r;
}

/**
 * When the open segment from the centre of `a` to the centre of `b` enters the open interior
 * of the hex (q, r) between samples i and i + 1 of n, as a fraction of the way along; −1 when it
 * does not. Exact: the bounds are compared as integer fractions, so touching a corner or
 * running along a side never counts as entering.
 */
function entryBetween(a: Hex, b: Hex, q: number, r: number, i: number, n: number): number {
  // The open time interval loN/loD < t < hiN/hiD, clipped to the samples' interval.
  let loN = i;
  let loD = n;
  let hiN = i + 1;
  let hiD = n;
  for (let k = 0; k < 3; k++) {
    const c = axis(k, a.q - q, a.r - r);
    const d = axis(k, b.q - a.q, b.r - a.r);
    if (d === 0) {
      if (c !== 0) return -1; // integers: |c| < 1 only at 0
      continue;
    }
    // −1 < c + t·d < 1
    const lowN = d > 0 ? -1 - c : c - 1;
    const highN = d > 0 ? 1 - c : c + 1;
    const den = Math.abs(d);
    if (lowN * loD > loN * den) {
      loN = lowN;
      loD = den;
    }
    if (highN * hiD < hiN * den) {
      hiN = highN;
      hiD = den;
    }
  }
  return loN * hiD < hiN * loD ? loN / loD : -1;
}

/** The first step that blocks the line, or undefined when it is clear. */
export function firstBlock(steps: readonly SightStep[], blocks: (h: Hex, index: number) => boolean, alongRule: AlongHexside): SightStep | undefined {
  return steps.find((step, i) => {
    if (step.kind === 'hex') return blocks(step.hex, i);
    if (step.kind === 'crossing') return blocks(step.hexes[0], i) || blocks(step.hexes[1], i);
    return alongRule === 'either' ? blocks(step.hexes[0], i) || blocks(step.hexes[1], i) : blocks(step.hexes[0], i) && blocks(step.hexes[1], i);
  });
}

/** True when nothing between `a` and `b` blocks sight under the given rule for lines along a hexside. */
export function hasLineOfSight(a: Hex, b: Hex, blocks: (h: Hex, index: number) => boolean, alongRule: AlongHexside): boolean {
  return firstBlock(sightLine(a, b), blocks, alongRule) === undefined;
}
