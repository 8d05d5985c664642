// What the map's layers share when they paint: colours, the font, rectangles in map
// pixels, and per-list geometry caches. The renderer and every kind's layers (see
// src/map-kinds) import it, so no layer depends on the renderer that orders them.
import type { Layout, Point } from '@kriegsspiel/hex';
import type { Grid } from '@kriegsspiel/hex';

/** A 2D context the map paints into: the view's canvas or a tile's. */
export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export const mapColors = {
  background: '#d8d3c4',
  grid: 'rgba(60, 50, 30, 0.45)',
  label: 'rgba(30, 25, 15, 0.75)',
  name: '#1d1a12',
  hover: '#1f5fa8',
  cursor: '#e07b00',
  selected: '#b3261e',
  preview: '#e07b00',
  region: '#7a3db8',
  location: '#1d1a12',
  entry: '#0b6e4f',
} as const;

/** The font the map writes labels, names and codes in. */
export const mapFont = `system-ui, 'DejaVu Sans', sans-serif`;

/** A rectangle of the map, in map pixels (the layout's space). */
export interface MapRect {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** A straight stroke in map pixels with its bounding box (hexsides, region borders). */
export interface Segment {
  readonly a: Point;
  readonly b: Point;
  readonly box: MapRect;
}

/** The bounding box of some points, grown by `pad`. */
export function boxOf(points: readonly Point[], pad: number): MapRect {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX: minX - pad, minY: minY - pad, maxX: maxX + pad, maxY: maxY + pad };
}

/** True when two rectangles overlap. */
export function intersects(a: MapRect, b: MapRect): boolean {
  return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;
}

/** Geometry worked out from one list of the map, valid for one grid and layout. */
export type GeometryCache = WeakMap<object, { layout: Layout; grid: unknown; value: unknown }>;
const empty: never[] = [];

/**
 * The geometry of a list of the map, made once per list object: edits replace the lists
 * they change, so the geometry of an unchanged list is reused after every edit.
 */
export function cachedGeometry<T>(
  cache: GeometryCache,
  key: object | undefined,
  at: { readonly layout: Layout; readonly drawing: { readonly grid: Grid } },
  make: () => T[],
): T[] {
  if (!key) return empty;
  const hit = cache.get(key);
  if (hit && hit.layout === at.layout && hit.grid === at.drawing.grid) return hit.value as T[];
  const value = make();
  cache.set(key, { layout: at.layout, grid: at.drawing.grid, value });
  return value;
}
