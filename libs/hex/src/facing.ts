// Facing: a counter that points at one of its six hexsides. Tactical games split the hexes
// around it into a frontal arc and a flank and rear by the direction in which a straight
// line from its centre leaves its hex. The three hexsides centred on the facing span a
// half-turn, from one corner to the opposite one, so a hex is in front exactly when the
// vector to it makes an acute angle with the facing, and on the boundary when the angle is
// a right one (the line leaves through the corner that ends the frontal hexsides).
import type { Hex, HexDirection } from './axial';
import { allDirections, direction, directionBetween, subtract } from './axial';
import { range } from './range';

/** Where a hex lies seen from a facing counter: in front, exactly abeam (through a corner), or behind. */
export type ArcSide = 'front' | 'abeam' | 'rear';

/**
 * The scalar product of two axial vectors in the hex plane, scaled so that a direction has
 * length 1 (its sign does not depend on orientation or screen flips). Directions 60° apart
 * give ½, 90° gives 0, 120° gives −½.
 */
export function hexDot(a: Hex, b: Hex): number {
  return a.q * b.q + a.r * b.r + (a.q * b.r + a.r * b.q) / 2;
}

/** The three hexside directions of a counter's frontal arc: facing − 1, facing, facing + 1. */
export function frontalHexsides(facing: HexDirection): [HexDirection, HexDirection, HexDirection] {
  return [((facing + 5) % 6) as HexDirection, facing, ((facing + 1) % 6) as HexDirection];
}

/** The three hexside directions of a counter's flanks and rear. */
export function rearHexsides(facing: HexDirection): [HexDirection, HexDirection, HexDirection] {
  return [((facing + 2) % 6) as HexDirection, ((facing + 3) % 6) as HexDirection, ((facing + 4) % 6) as HexDirection];
}

/** Whether `target` is in front of, abeam of, or behind a counter at `from` facing `facing`. The counter's own hex is 'front'. */
export function arcSide(from: Hex, facing: HexDirection, target: Hex): ArcSide {
  const v = subtract(target, from);
  if (v.q === 0 && v.r === 0) return 'front';
  const d = hexDot(v, direction(facing));
  // Both operands are halves of integers, so the comparison is exact.
  return d > 0 ? 'front' : d === 0 ? 'abeam' : 'rear';
}

/**
 * The hexes within `radius` of `from` (itself left out) that a counter facing `facing`
 * sees out of its three frontal hexsides, in `range` order. `abeam` says whether the hexes
 * whose line leaves exactly through a frontal corner count (a ruleset convention).
 */
export function frontalArc(from: Hex, facing: HexDirection, radius: number, abeam: 'include' | 'exclude' = 'exclude'): Hex[] {
  return range(from, radius).filter((h) => {
    if (h.q === from.q && h.r === from.r) return false;
    const side = arcSide(from, facing, h);
    return side === 'front' || (side === 'abeam' && abeam === 'include');
  });
}

/**
 * The hexside of `target` (facing `facing`) through which an adjacent `attacker` comes:
 * 'front' for its three frontal hexsides, 'rear' for the other three (flank or rear). Throws
 * when the hexes are not adjacent.
 */
export function attackedThrough(target: Hex, facing: HexDirection, attacker: Hex): 'front' | 'rear' {
  const d = directionBetween(target, attacker);
  if (d === undefined) throw new RangeError('attackedThrough needs adjacent hexes');
  return frontalHexsides(facing).includes(d) ? 'front' : 'rear';
}

/**
 * The facing that points most nearly from `from` towards `to`: the direction with the
 * largest scalar product, the lower index on a tie (a line exactly between two hexsides).
 */
export function facingToward(from: Hex, to: Hex): HexDirection {
  const v = subtract(to, from);
  let best: HexDirection = 0;
  let bestDot = -Infinity;
  for (const d of allDirections) {
    const dot = hexDot(v, direction(d));
    if (dot > bestDot) {
      best = d;
      bestDot = dot;
    }
  }
  return best;
}
