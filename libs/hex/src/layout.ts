// Screen geometry. A layout is an orientation matrix, a hex size and the pixel
// position of hex (0, 0); flat and pointy differ only in the matrix. Screen y
// grows downward, as in SVG and canvas (Red Blob implementation guide § Layout).
import type { FractionalHex, Hex, HexDirection } from './axial';
import { allDirections, hex, round } from './axial';
import type { HexsideKey } from './hexside';
import { hexsideOf } from './hexside';
import type { Orientation, OrientationMatrix } from './orientation';
import { orientations } from './orientation';

/** A point on screen, in pixels (or any unit the size is given in). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Everything needed to turn hexes into pixels and back. */
export interface Layout {
  readonly orientation: OrientationMatrix;
  /** Centre-to-corner distance; x and y differ only for squashed hexes. */
  readonly size: Point;
  /** Pixel position of the centre of hex (0, 0), which is column 0, row 0 of a map. */
  readonly origin: Point;
}

/** Builds a layout; `size` is the centre-to-corner distance (a number for regular hexes). */
export function createLayout(orientation: Orientation, size: number | Point, origin: Point = { x: 0, y: 0 }): Layout {
  return {
    orientation: orientations[orientation],
    size: typeof size === 'number' ? { x: size, y: size } : size,
    origin,
  };
}

/** The pixel centre of a hex (Red Blob § Hex to pixel). */
export function hexToPixel(layout: Layout, h: FractionalHex): Point {
  const { orientation: m, size, origin } = layout;
  return {
    x: (m.f0 * h.q + m.f1 * h.r) * size.x + origin.x,
    y: (m.f2 * h.q + m.f3 * h.r) * size.y + origin.y,
  };
}

/** The fractional hex under a pixel, before rounding (Red Blob § Pixel to hex). */
export function pixelToHexFractional(layout: Layout, p: Point): FractionalHex {
  const { orientation: m, size, origin } = layout;
  const x = (p.x - origin.x) / size.x;
  const y = (p.y - origin.y) / size.y;
  return hex(m.b0 * x + m.b1 * y, m.b2 * x + m.b3 * y);
}

/** The hex containing a pixel (Red Blob § Pixel to hex, then § Rounding). */
export function pixelToHexRounded(layout: Layout, p: Point): Hex {
  return round(pixelToHexFractional(layout, p));
}

/** The offset of corner `corner` (0‥5, any integer wraps) from a hex centre (Red Blob § Angles). */
export function hexCornerOffset(layout: Layout, corner: number): Point {
  const angle = (2 * Math.PI * (layout.orientation.startAngle + corner)) / 6;
  return { x: layout.size.x * Math.cos(angle), y: layout.size.y * Math.sin(angle) };
}

/** The six corners of a hex, clockwise on screen from corner 0, ready for an SVG polygon (Red Blob § Angles, hex_corner). */
export function hexCorners(layout: Layout, h: Hex): Point[] {
  const center = hexToPixel(layout, h);
  return [0, 1, 2, 3, 4, 5].map((corner) => {
    const offset = hexCornerOffset(layout, corner);
    return { x: center.x + offset.x, y: center.y + offset.y };
  });
}

/** The two corners bounding the side of `h` that it shares with `neighbor(h, d)` (Red Blob, "Grid parts" § edge endpoints). */
export function hexsideEndpoints(layout: Layout, h: Hex, d: HexDirection): [Point, Point] {
  const center = hexToPixel(layout, h);
  // Which corners bound side d is orientation data, not a branch.
  const start = layout.orientation.sideStartCorner - d;
  const a = hexCornerOffset(layout, start);
  const b = hexCornerOffset(layout, start + 1);
  return [
    { x: center.x + a.x, y: center.y + a.y },
    { x: center.x + b.x, y: center.y + b.y },
  ];
}

/** The midpoint of the side of `h` facing direction `d`, e.g. to draw a river crossing marker. */
export function hexsideMidpoint(layout: Layout, h: Hex, d: HexDirection): Point {
  const [a, b] = hexsideEndpoints(layout, h, d);
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** A hexside picked by screen position. */
export interface PickedHexside {
  /** The hex containing the point. */
  readonly hex: Hex;
  /** The direction from `hex` towards the side. */
  readonly direction: HexDirection;
  readonly key: HexsideKey;
  /** Distance from the point to the side, in pixels. */
  readonly distance: number;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * The hexside nearest a pixel, for "click on a hexside" in the editor. The
 * nearest side always belongs to the hex under the point (any path leaving the
 * hex crosses its boundary first), so only its six sides are measured. Ties go
 * to the lower direction index.
 */
export function nearestHexside(layout: Layout, p: Point): PickedHexside {
  const h = pixelToHexRounded(layout, p);
  const sides = allDirections.map((d): PickedHexside => {
    const [a, b] = hexsideEndpoints(layout, h, d);
    return { hex: h, direction: d, key: hexsideOf(h, d), distance: distanceToSegment(p, a, b) };
  });
  return sides.reduce((best, side) => (side.distance < best.distance ? side : best));
}

/** The pixel bounding box of some hexes' outlines, e.g. to size a canvas for a whole map. */
export function pixelBounds(layout: Layout, hexes: Iterable<Hex>): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const corners = [0, 1, 2, 3, 4, 5].map((corner) => hexCornerOffset(layout, corner));
  for (const h of hexes) {
    const center = hexToPixel(layout, h);
    for (const c of corners) {
      minX = Math.min(minX, center.x + c.x);
      minY = Math.min(minY, center.y + c.y);
      maxX = Math.max(maxX, center.x + c.x);
      maxY = Math.max(maxY, center.y + c.y);
    }
  }
  return { minX, minY, maxX, maxY };
}
