// Axial coordinates are what we store (two numbers, easy to key); cube
// coordinates are what the algorithms think in, because the third axis makes
// distance, rounding and rotation symmetric. See Red Blob Games, "Hexagonal
// Grids" § Coordinate systems, and its "Implementation of Hex Grids" guide.

/** A hex in axial coordinates: `q` grows east(-ish), `r` grows down the screen. */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** A hex whose coordinates may be fractional (a point between hex centres). */
export type FractionalHex = Hex;

/** A hex in cube coordinates; always `q + r + s === 0`. */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/** One of the six neighbour directions, indexing {@link directions}. */
export type HexDirection = 0 | 1 | 2 | 3 | 4 | 5;

/** The canonical string key of a hex: `"q,r"`. */
export type HexKey = string;

/** Makes a hex value; negative zero is normalised so equal hexes compare equal everywhere. */
export function hex(q: number, r: number): Hex {
  // -0 + 0 === +0: keys, `toEqual` and Object.is all agree afterwards.
  return { q: q + 0, r: r + 0 };
}

/** The cube coordinates of an axial hex (Red Blob § Conversions, axial to cube). */
export function axialToCube(h: Hex): Cube {
  return { q: h.q + 0, r: h.r + 0, s: -h.q - h.r + 0 };
}

/** The axial coordinates of a cube hex: `s` is redundant and dropped. */
export function cubeToAxial(c: Cube): Hex {
  return hex(c.q, c.r);
}

/** The canonical key `"q,r"`, for Maps, Sets and JSON. */
export function hexKey(h: Hex): HexKey {
  return `${h.q + 0},${h.r + 0}`;
}

// Canonical integers only (no '+', leading zeros or '-0'), so each hex has exactly one key.
const KEY_PATTERN = /^(0|-?[1-9]\d*),(0|-?[1-9]\d*)$/;

/** Parses a key made by {@link hexKey}; throws on anything else, because keys are never typed by people. */
export function hexFromKey(key: HexKey): Hex {
  const match = KEY_PATTERN.exec(key);
  if (match === null) throw new SyntaxError(`"${key}" is not a hex key (expected "q,r" with integers)`);
  return hex(Number(match[1]), Number(match[2]));
}

/** True when both hexes have the same coordinates. */
export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** Vector sum (Red Blob implementation guide § Coordinate arithmetic). */
export function add(a: Hex, b: Hex): Hex {
  return hex(a.q + b.q, a.r + b.r);
}

/** Vector difference `a - b`. */
export function subtract(a: Hex, b: Hex): Hex {
  return hex(a.q - b.q, a.r - b.r);
}

/** Vector scaled by `k`. */
export function scale(a: Hex, k: number): Hex {
  return hex(a.q * k, a.r * k);
}

/** The six unit vectors, counter-clockwise on screen starting at +q (Red Blob § Neighbors). */
export const directions: readonly [Hex, Hex, Hex, Hex, Hex, Hex] = [hex(1, 0), hex(1, -1), hex(0, -1), hex(-1, 0), hex(-1, 1), hex(0, 1)];

/** All direction indices in order, for deterministic iteration. */
export const allDirections: readonly HexDirection[] = [0, 1, 2, 3, 4, 5];

/** The unit vector of a direction. */
export function direction(d: HexDirection): Hex {
  return directions[d];
}

/** The direction pointing the other way. */
export function oppositeDirection(d: HexDirection): HexDirection {
  return ((d + 3) % 6) as HexDirection;
}

/** The adjacent hex in direction `d` (Red Blob § Neighbors). */
export function neighbor(h: Hex, d: HexDirection): Hex {
  return add(h, directions[d]);
}

/** The six adjacent hexes, in direction order 0‥5. */
export function neighbors(h: Hex): Hex[] {
  return allDirections.map((d) => neighbor(h, d));
}

/** The direction from `a` to an adjacent `b`, or undefined when they are not adjacent. */
export function directionBetween(a: Hex, b: Hex): HexDirection | undefined {
  const delta = subtract(b, a);
  const index = directions.findIndex((v) => hexEquals(v, delta));
  return index < 0 ? undefined : (index as HexDirection);
}

/** Number of steps from the origin (Red Blob § Distances, cube distance halved). */
function hexLength(h: Hex): number {
  return (Math.abs(h.q) + Math.abs(h.r) + Math.abs(h.q + h.r)) / 2;
}

/** Number of hex steps between two hexes (Red Blob § Distances). */
export function distance(a: Hex, b: Hex): number {
  return hexLength(subtract(a, b));
}

/** True when the hexes share a hexside. */
export function areAdjacent(a: Hex, b: Hex): boolean {
  return distance(a, b) === 1;
}

/** The hex containing a fractional position (Red Blob § Rounding, cube rounding). */
export function round(h: FractionalHex): Hex {
  const s = -h.q - h.r;
  let q = Math.round(h.q);
  let r = Math.round(h.r);
  const rs = Math.round(s);
  const qDiff = Math.abs(q - h.q);
  const rDiff = Math.abs(r - h.r);
  const sDiff = Math.abs(rs - s);
  // Rounding each axis can break q + r + s = 0; rebuild the axis that moved most.
  if (qDiff > rDiff && qDiff > sDiff) q = -r - rs;
  else if (rDiff > sDiff) r = -q - rs;
  return hex(q, r);
}

/** Linear interpolation between two (fractional) hexes, `t` in [0, 1] (Red Blob § Line drawing). */
export function lerp(a: FractionalHex, b: FractionalHex, t: number): FractionalHex {
  // a * (1 - t) + b * t lands exactly on b at t = 1, unlike a + (b - a) * t.
  return hex(a.q * (1 - t) + b.q * t, a.r * (1 - t) + b.r * t);
}

/** Rotates 60° counter-clockwise on screen about the origin (Red Blob § Rotation). */
export function rotateLeft(h: Hex): Hex {
  const c = axialToCube(h);
  return cubeToAxial({ q: -c.s, r: -c.q, s: -c.r });
}

/** Rotates 60° clockwise on screen about the origin (Red Blob § Rotation). */
export function rotateRight(h: Hex): Hex {
  const c = axialToCube(h);
  return cubeToAxial({ q: -c.r, r: -c.s, s: -c.q });
}

/** Rotates `h` about `center` by `steps` × 60° clockwise (negative steps turn counter-clockwise). */
export function rotateAround(h: Hex, center: Hex, steps: number): Hex {
  const turns = ((steps % 6) + 6) % 6;
  let v = subtract(h, center);
  for (let i = 0; i < turns; i++) v = rotateRight(v);
  return add(center, v);
}
