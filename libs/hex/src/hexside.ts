// A hexside (edge) is shared by exactly two hexes, and rules attach things to
// it: rivers, walls, bridges. Its key must therefore not depend on which of the
// two hexes you start from. We write both hexes, smaller first (by q, then r):
// `"q,r|q,r"`. Readable in JSON and in a debugger, and it names its hexes so no
// lookup table is needed to get them back. (Red Blob, "Grid parts and
// relationships" § Hexagon grids, edges.)
import type { Hex, HexDirection } from './axial';
import { areAdjacent, directionBetween, hexFromKey, hexKey, neighbor } from './axial';

/** The canonical key of a hexside: `"q,r|q,r"`, the two hexes in (q, r) order. */
export type HexsideKey = string;

const precedes = (a: Hex, b: Hex): boolean => a.q < b.q || (a.q === b.q && a.r < b.r);

/**
 * The key of the side shared by two adjacent hexes; the same for (a, b) and (b, a).
 * Throws a RangeError when they are not adjacent: asking for the side between
 * distant hexes is a bug in the caller, not a condition to branch on (use `areAdjacent`).
 */
export function hexsideKey(a: Hex, b: Hex): HexsideKey {
  if (!areAdjacent(a, b)) throw new RangeError(`hexes ${hexKey(a)} and ${hexKey(b)} are not adjacent, so they share no hexside`);
  const [first, second] = precedes(a, b) ? [a, b] : [b, a];
  return `${hexKey(first)}|${hexKey(second)}`;
}

/** The key of the side of `h` facing direction `d`. */
export function hexsideOf(h: Hex, d: HexDirection): HexsideKey {
  return hexsideKey(h, neighbor(h, d));
}

/** The two hexes on either side of a hexside, in key order; throws a SyntaxError for a malformed or non-canonical key. */
export function hexesOfHexside(key: HexsideKey): [Hex, Hex] {
  const [first, second, ...extra] = key.split('|');
  if (first === undefined || second === undefined || extra.length > 0) throw new SyntaxError(`"${key}" is not a hexside key (expected "q,r|q,r")`);
  const a = hexFromKey(first);
  const b = hexFromKey(second);
  if (!areAdjacent(a, b) || !precedes(a, b))
    throw new SyntaxError(`"${key}" is not a canonical hexside key; write it as "${hexsideKeyOrUndefined(a, b) ?? 'two adjacent hexes'}"`);
  return [a, b];
}

// Only for the error message above: the key the author probably meant.
function hexsideKeyOrUndefined(a: Hex, b: Hex): HexsideKey | undefined {
  return areAdjacent(a, b) ? hexsideKey(a, b) : undefined;
}

/** The direction in which `h` sees the hexside, or undefined when `h` is not one of its two hexes. */
export function directionOfHexside(h: Hex, key: HexsideKey): HexDirection | undefined {
  const [a, b] = hexesOfHexside(key);
  if (hexKey(h) === hexKey(a)) return directionBetween(a, b);
  if (hexKey(h) === hexKey(b)) return directionBetween(b, a);
  return undefined;
}
