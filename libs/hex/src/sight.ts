// Line of sight from centre to centre. The exact segment passes through a run of hexes;
// where it meets a hexside it does so in one of two ways, and rules need to tell them apart:
// it crosses the side at its midpoint (passing through the interiors of both hexes), or it
// runs along the side from corner to corner (touching the interior of neither). Rulebooks
// seldom settle the second case, so it is handed back with both hexes for the caller's rule.
import type { Hex } from './axial';
import { axialToCube, subtract } from './axial';
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
 * order, leaving out both ends: distance(a, b) − 1 steps. A step is a hex, a midpoint
 * crossing between two hexes, or a run along a hexside between two hexes.
 */
export function sightLine(a: Hex, b: Hex): SightStep[] {
  const { left, right } = lineNudged(a, b);
  const along = runsAlongHexsides(a, b);
  const steps: SightStep[] = [];
  for (let i = 1; i < left.length - 1; i++) {
    const l = left[i] as Hex;
    const r = right[i] as Hex;
    if (l.q === r.q && l.r === r.r) steps.push({ kind: 'hex', hex: l });
    else steps.push({ kind: along ? 'along' : 'crossing', hexes: [l, r] });
  }
  return steps;
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
