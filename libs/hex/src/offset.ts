// Offset coordinates are how printed maps and people count hexes: columns and
// rows from the top-left corner. They are only for input and output; every
// algorithm converts to axial first (Red Blob § Coordinate systems, "Offset
// coordinates", and § Conversions, "Offset coordinates").
import type { Hex } from './axial';
import { hex } from './axial';
import type { Orientation } from './orientation';

/** A hex as column and row of the whole map, 0-based from the top-left; rows grow down the screen. */
export interface OffsetCoord {
  readonly col: number;
  readonly row: number;
}

/**
 * Which columns (flat) or rows (pointy) are shoved half a hex: `'odd'` or `'even'` ones.
 * flat+odd is Red Blob's "odd-q", flat+even "even-q", pointy+odd "odd-r", pointy+even "even-r".
 */
export type OffsetParity = 'odd' | 'even';

/** The two facts that fix an offset coordinate system; a `GridConfig` is one. */
export interface OffsetSystem {
  readonly orientation: Orientation;
  readonly offset: OffsetParity;
}

// Red Blob writes the parity as +1 (even) / −1 (odd) so one formula serves both.
const SHOVE: Readonly<Record<OffsetParity, number>> = { even: 1, odd: -1 };

// `n & 1` is 1 for odd n of either sign, which keeps the formulas exact for the
// negative columns that appear just off the map. Maps are far below 2^31 hexes wide.
const parityOf = (n: number): number => n & 1;

interface OffsetConversion {
  toAxial(c: OffsetCoord, shove: number): Hex;
  toOffset(h: Hex, shove: number): OffsetCoord;
}

// Flat grids shove columns (the offset runs along q); pointy grids shove rows (along r).
const CONVERSIONS: Readonly<Record<Orientation, OffsetConversion>> = {
  flat: {
    toAxial: (c, shove) => hex(c.col, c.row - (c.col + shove * parityOf(c.col)) / 2),
    toOffset: (h, shove) => ({ col: h.q + 0, row: h.r + (h.q + shove * parityOf(h.q)) / 2 + 0 }),
  },
  pointy: {
    toAxial: (c, shove) => hex(c.col - (c.row + shove * parityOf(c.row)) / 2, c.row),
    toOffset: (h, shove) => ({ col: h.q + (h.r + shove * parityOf(h.r)) / 2 + 0, row: h.r + 0 }),
  },
};

/** The axial hex at a map column and row (Red Blob § Conversions, offset to axial). */
export function offsetToAxial(coord: OffsetCoord, system: OffsetSystem): Hex {
  return CONVERSIONS[system.orientation].toAxial(coord, SHOVE[system.offset]);
}

/** The map column and row of an axial hex (Red Blob § Conversions, axial to offset). */
export function axialToOffset(h: Hex, system: OffsetSystem): OffsetCoord {
  return CONVERSIONS[system.orientation].toOffset(h, SHOVE[system.offset]);
}
