// The geometry every map view shares (hex maps on a canvas, area maps in SVG): where the
// view looks (a zoom and a pan), how the wheel, a drag and a pinch move it, how a minimap
// frames the whole map and the part in view, and how hex numbers and place names stay
// legible (a minimum size, thinned when crowded). Plain values in, plain values out.
import type { Point } from '@kriegsspiel/hex';

/** Where a view looks: screen = world × zoom + pan (CSS pixels). */
export interface Viewport {
  readonly zoom: number;
  readonly pan: Point;
}

/** A size in CSS pixels. */
export interface ViewSize {
  readonly width: number;
  readonly height: number;
}

/** A rectangle, in whatever space its user says. */
export interface ViewRect {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The zooms a view allows. */
export interface ZoomLimits {
  readonly min: number;
  readonly max: number;
}

export const defaultZoomLimits: ZoomLimits = { min: 0.1, max: 8 };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Where a point of the map is on the screen. */
export function screenFromWorld(view: Viewport, world: Point): Point {
  return { x: world.x * view.zoom + view.pan.x, y: world.y * view.zoom + view.pan.y };
}

/** Where a point of the screen is on the map. */
export function worldFromScreen(view: Viewport, screen: Point): Point {
  return { x: (screen.x - view.pan.x) / view.zoom, y: (screen.y - view.pan.y) / view.zoom };
}

/** The view that shows all of `bounds` in `size`, centred, with `pad` pixels around. */
export function fitViewport(bounds: ViewRect, size: ViewSize, pad = 16, limits = defaultZoomLimits): Viewport {
  const w = Math.max(1e-6, bounds.maxX - bounds.minX);
  const h = Math.max(1e-6, bounds.maxY - bounds.minY);
  const zoom = clamp(Math.min((size.width - 2 * pad) / w, (size.height - 2 * pad) / h), limits.min, limits.max);
  return { zoom, pan: { x: (size.width - w * zoom) / 2 - bounds.minX * zoom, y: (size.height - h * zoom) / 2 - bounds.minY * zoom } };
}

/** The view zoomed by `factor` so that the map point under `around` stays under it (the wheel's zoom). */
export function zoomViewportAbout(view: Viewport, factor: number, around: Point, limits = defaultZoomLimits): Viewport {
  const zoom = clamp(view.zoom * factor, limits.min, limits.max);
  const world = worldFromScreen(view, around);
  return { zoom, pan: { x: around.x - world.x * zoom, y: around.y - world.y * zoom } };
}

/** The view moved by screen pixels (a drag). */
export function panViewport(view: Viewport, dx: number, dy: number): Viewport {
  return { zoom: view.zoom, pan: { x: view.pan.x + dx, y: view.pan.y + dy } };
}

/** The view moved so that a map point is at the centre of `size`, at the same zoom. */
export function centreViewportOn(view: Viewport, size: ViewSize, world: Point): Viewport {
  return { zoom: view.zoom, pan: { x: size.width / 2 - world.x * view.zoom, y: size.height / 2 - world.y * view.zoom } };
}

/** The part of the map a view of `size` shows. */
export function visibleWorldRect(view: Viewport, size: ViewSize): ViewRect {
  const a = worldFromScreen(view, { x: 0, y: 0 });
  const b = worldFromScreen(view, { x: size.width, y: size.height });
  return { minX: a.x, minY: a.y, maxX: b.x, maxY: b.y };
}

/**
 * A two-finger gesture: the view at its start and the two touches then and now. The map
 * point under the fingers' midpoint stays under it while their spread sets the zoom.
 */
export function pinchViewport(start: Viewport, from: readonly [Point, Point], to: readonly [Point, Point], limits = defaultZoomLimits): Viewport {
  const spread = (p: readonly [Point, Point]) => Math.hypot(p[1].x - p[0].x, p[1].y - p[0].y);
  const mid = (p: readonly [Point, Point]) => ({ x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 });
  const before = spread(from);
  const factor = before > 0 ? spread(to) / before : 1;
  const zoom = clamp(start.zoom * factor, limits.min, limits.max);
  const world = worldFromScreen(start, mid(from));
  const at = mid(to);
  return { zoom, pan: { x: at.x - world.x * zoom, y: at.y - world.y * zoom } };
}

/** True when `outer` holds all of `inner` (the whole map is in view). */
export function containsRect(outer: ViewRect, inner: ViewRect): boolean {
  return outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY;
}

/** How a minimap of a given size shows the whole map: minimap = world × scale + offset. */
export interface MinimapFit {
  readonly scale: number;
  readonly offset: Point;
  readonly size: ViewSize;
}

/** The minimap's fit of `bounds` into a box of `size`, centred. */
export function minimapFit(bounds: ViewRect, size: ViewSize, pad = 2): MinimapFit {
  const view = fitViewport(bounds, size, pad, { min: 0, max: Infinity });
  return { scale: view.zoom, offset: view.pan, size };
}

/** The frame of the part in view on the minimap, in minimap pixels (cut to the minimap). */
export function minimapFrame(fit: MinimapFit, visible: ViewRect): ViewRect {
  const x = (v: number) => clamp(v * fit.scale + fit.offset.x, 0, fit.size.width);
  const y = (v: number) => clamp(v * fit.scale + fit.offset.y, 0, fit.size.height);
  return { minX: x(visible.minX), minY: y(visible.minY), maxX: x(visible.maxX), maxY: y(visible.maxY) };
}

/** The map point under a point of the minimap. */
export function worldFromMinimap(fit: MinimapFit, at: Point): Point {
  return { x: (at.x - fit.offset.x) / fit.scale, y: (at.y - fit.offset.y) / fit.scale };
}

/** The smallest type, in device pixels, that hex numbers and place names are drawn at. */
export const minLabelPx = 9;

/** The type size of hex numbers at a hex size (centre to corner, device pixels): 30% of it, 9 to 13 pixels. */
export function hexLabelPx(hexPx: number): number {
  return clamp(Math.round(hexPx * 0.3), minLabelPx, 13);
}

/** About how wide a text of `chars` characters is in a sans-serif face of `fontPx`. */
export function textWidthPx(chars: number, fontPx: number): number {
  return chars * fontPx * 0.6;
}

/**
 * Every how many columns and rows a hex number is drawn so that numbers of `labelWidthPx`
 * by `labelHeightPx` do not touch: 1 when every hex has room, more when hexes are small.
 * Neighbouring hex centres are at least 1.5 × the hex size apart along a row or a column.
 */
export function hexLabelStride(hexPx: number, labelWidthPx: number, labelHeightPx: number, gapPx = 3): number {
  const spacing = Math.max(1e-6, 1.5 * hexPx);
  return Math.max(1, Math.ceil((labelWidthPx + gapPx) / spacing), Math.ceil((labelHeightPx + gapPx) / spacing));
}

/** True when the hex at offset (col, row) carries its number at a stride. */
export function showsHexLabel(col: number, row: number, stride: number): boolean {
  return stride <= 1 || (col % stride === 0 && row % stride === 0);
}

/**
 * Which labels to draw so that none overlaps another: the first come first (put the
 * important ones first), and a label that would touch one already kept is left out.
 * Boxes are in any one space; the answer is the indexes kept, in order.
 */
export function thinLabels(boxes: readonly ViewRect[], gap = 2): number[] {
  const kept: number[] = [];
  // A coarse grid of the kept boxes, so a crowded map costs about one look per label.
  const cell = Math.max(1, ...boxes.slice(0, 64).map((b) => b.maxX - b.minX + gap));
  const buckets = new Map<string, ViewRect[]>();
  const keys = (b: ViewRect) => {
    const out: string[] = [];
    for (let i = Math.floor(b.minX / cell); i <= Math.floor(b.maxX / cell); i++)
      for (let j = Math.floor(b.minY / cell); j <= Math.floor(b.maxY / cell); j++) out.push(`${i},${j}`);
    return out;
  };
  boxes.forEach((b, index) => {
    const grown = { minX: b.minX - gap, minY: b.minY - gap, maxX: b.maxX + gap, maxY: b.maxY + gap };
    const cells = keys(grown);
    const hit = cells.some((k) => buckets.get(k)?.some((o) => o.minX < grown.maxX && grown.minX < o.maxX && o.minY < grown.maxY && grown.minY < o.maxY));
    if (hit) return;
    kept.push(index);
    for (const k of keys(b)) {
      const list = buckets.get(k);
      if (list) list.push(b);
      else buckets.set(k, [b]);
    }
  });
  return kept;
}
