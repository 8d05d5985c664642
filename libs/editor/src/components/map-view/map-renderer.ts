// Draws a map on a 2D canvas in map coordinates, one rectangle at a time, so the view can
// keep what it drew in tiles and redraw only what an edit touched. Static layers, bottom
// up: one fill per terrain colour (hexes batched into one path each), patterns, the grid,
// regions, roads, hexsides, labels and names, locations and entry points, counters. Then,
// every frame, the overlays: hover, keyboard cursor, selection and the active tool's preview.
import { directionBetween, hexCornerOffset, hexsideEndpoints, hexToPixel, neighbor, allDirections, hexKey, type Hex, type Layout, type Point } from '@kriegsspiel/hex';
import type { EntryPoint, Hex as HexEntry, Hexside, Location, MapDocument, Path, Region, TerrainType } from '@kriegsspiel/formats';
import { drawSymbolPrimitives, natoSymbol, type CounterStack, type MapCounter, type MapDrawing, type MapToolPreview } from '@kriegsspiel/editor-core';

/** Pan and zoom: screen = world × zoom + pan (CSS pixels). */
export interface ViewTransform {
  readonly zoom: number;
  readonly pan: Point;
}

/** A rectangle of the map, in map pixels (the layout's space). */
export interface MapRect {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** A hex of the grid with what drawing it needs, computed once per grid. */
export interface PlacedHex {
  readonly hex: Hex;
  readonly label: string;
  readonly center: Point;
}

/** The hexes of a grid with their centres and labels (recomputed only when the grid changes). */
export function placeHexes(drawing: MapDrawing, layout: Layout): PlacedHex[] {
  return drawing.grid.hexes().map((hex) => ({ hex, label: drawing.grid.hexToLabel(hex) ?? '', center: hexToPixel(layout, hex) }));
}

/** What to highlight on top of the map. */
export interface MapOverlay {
  readonly hover?: Hex;
  readonly cursor?: Hex;
  readonly selected?: Hex;
  /** Whether the canvas has keyboard focus (the cursor is drawn only then). */
  readonly focused?: boolean;
  /** What the active tool wants shown. */
  readonly preview?: MapToolPreview;
}

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

const font = `system-ui, 'DejaVu Sans', sans-serif`;

/** A stack of counters placed on its hex. */
interface PlacedStack {
  readonly center: Point;
  readonly counters: readonly MapCounter[];
}

/** A straight stroke in map pixels with its bounding box (hexsides, region borders). */
interface Segment {
  readonly a: Point;
  readonly b: Point;
  readonly box: MapRect;
}

const boxOf = (points: readonly Point[], pad: number): MapRect => {
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
};

/** True when two rectangles overlap. */
export function intersects(a: MapRect, b: MapRect): boolean {
  return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;
}

/**
 * Everything static a map view draws, indexed so that one rectangle can be drawn without
 * visiting the rest: hexes by position, and the geometry of hexsides, roads, regions,
 * places and counters worked out once per list (the lists of an unchanged map part are
 * the same objects after an edit, so their geometry is reused).
 */
export class MapScene {
  readonly size: number;
  private readonly corners: Point[];
  private readonly index: HexIndex;
  private readonly fills: FillCache;
  private stackIndex: PlacedStack[] | undefined;

  constructor(
    readonly drawing: MapDrawing,
    readonly layout: Layout,
    readonly placed: readonly PlacedHex[],
    readonly stacks: readonly CounterStack[] = [],
  ) {
    this.size = layout.size.x;
    this.corners = [0, 1, 2, 3, 4, 5].map((i) => hexCornerOffset(layout, i));
    this.index = hexIndexOf(placed);
    this.fills = fillCacheOf(drawing.terrain);
  }

  get map(): MapDocument {
    return this.drawing.map;
  }

  /** The placed hex of a label, if the label is on the map. */
  at(label: string): PlacedHex | undefined {
    return this.index.byLabel.get(label);
  }

  /** The bounds of a hex's outline. */
  hexBox(center: Point, pad = 0): MapRect {
    const s = this.size + pad;
    return { minX: center.x - s, minY: center.y - s, maxX: center.x + s, maxY: center.y + s };
  }

  /** The bounds of the things a label names, for redrawing after an edit. */
  boxOfLabels(labels: Iterable<string>, pad: number): MapRect[] {
    const out: MapRect[] = [];
    for (const l of labels) {
      const p = this.index.byLabel.get(l);
      if (p) out.push(this.hexBox(p.center, pad));
    }
    return out;
  }

  /** The hexes whose outline reaches into `rect` (plus `pad`). */
  hexesIn(rect: MapRect, pad = this.size): PlacedHex[] {
    const out: PlacedHex[] = [];
    const minX = rect.minX - pad;
    const maxX = rect.maxX + pad;
    const minY = rect.minY - pad;
    const maxY = rect.maxY + pad;
    const { xs, ys } = this.index;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] as number;
      const y = ys[i] as number;
      if (x >= minX && x <= maxX && y >= minY && y <= maxY) out.push(this.placed[i] as PlacedHex);
    }
    return out;
  }

  /** The fill colour and top layer of a hex; cached per hex entry, which edits replace. */
  fillOf(label: string): Fill {
    const entry = this.map.hexes?.[label];
    if (!entry?.terrain) {
      const key = this.map.defaultTerrain ?? '';
      let found = this.fills.defaults.get(key);
      if (!found) {
        found = { fill: this.drawing.fillOf(label), top: this.drawing.hexTerrain(label).at(-1) };
        this.fills.defaults.set(key, found);
      }
      return found;
    }
    let found = this.fills.entries.get(entry);
    if (!found) {
      found = { fill: this.drawing.fillOf(label), top: this.drawing.hexTerrain(label).at(-1) };
      this.fills.entries.set(entry, found);
    }
    return found;
  }

  /**
   * Adds a hex outline to a path. The outline is closed with a line back to its first
   * corner rather than `closePath()`, which Chromium makes cost time in proportion to the
   * subpaths already in the path (a tile of 1,000 hexes took 15 ms instead of 0.2 ms).
   * `close` uses a real close, for the few single-hex outlines of the overlays.
   */
  hexPath(path: Path2D, center: Point, shrink = 1, close = false): void {
    const c = this.corners;
    const first = c[0] as Point;
    path.moveTo(center.x + first.x * shrink, center.y + first.y * shrink);
    for (let i = 1; i < 6; i++) {
      const k = c[i] as Point;
      path.lineTo(center.x + k.x * shrink, center.y + k.y * shrink);
    }
    if (close) path.closePath();
    else path.lineTo(center.x + first.x * shrink, center.y + first.y * shrink);
  }

  resolve(label: string): PlacedHex | undefined {
    return this.index.byLabel.get(label);
  }

  /** Hexsides as strokes; cached per `hexsides` list. */
  hexsideGeometry(): readonly { side: Hexside; seg: Segment; low?: Point }[] {
    return cached(hexsideCache, this.map.hexsides, this, () =>
      (this.map.hexsides ?? []).flatMap((side) => {
        const [la, lb] = side.between;
        const a = la === undefined ? undefined : this.resolve(la);
        const b = lb === undefined ? undefined : this.resolve(lb);
        if (!a || !b) return [];
        const d = directionBetween(a.hex, b.hex);
        if (d === undefined) return [];
        const [p, q] = hexsideEndpoints(this.layout, a.hex, d);
        const low = side.uphill === undefined ? undefined : (side.uphill === la ? b : a).center;
        return [{ side, seg: { a: p, b: q, box: boxOf([p, q], this.size * 0.3) }, low }];
      }),
    );
  }

  /** Roads as polylines through hex centres; cached per `paths` list. */
  pathGeometry(): readonly { path: Path; points: Point[]; labels: string[]; box: MapRect }[] {
    return cached(pathCache, this.map.paths, this, () =>
      (this.map.paths ?? []).flatMap((path) => {
        const placed = path.hexes.map((l) => this.resolve(l));
        const points = placed.filter((p): p is PlacedHex => p !== undefined).map((p) => p.center);
        if (points.length < 2) return [];
        return [{ path, points, labels: path.hexes, box: boxOf(points, this.size * 0.5) }];
      }),
    );
  }

  /** Region borders: the sides of region hexes whose neighbour is outside the region; cached per `regions` list. */
  regionGeometry(): readonly { region: Region; segments: Segment[]; box: MapRect }[] {
    return cached(regionCache, this.map.regions, this, () =>
      (this.map.regions ?? []).flatMap((region) => {
        const hexes = region.hexes.map((l) => this.resolve(l)).filter((p): p is PlacedHex => p !== undefined);
        if (hexes.length === 0) return [];
        const inside = new Set(hexes.map((p) => hexKey(p.hex)));
        const segments: Segment[] = [];
        for (const p of hexes) {
          for (const d of allDirections) {
            if (inside.has(hexKey(neighbor(p.hex, d)))) continue;
            const [a, b] = hexsideEndpoints(this.layout, p.hex, d);
            // Drawn a little inside the hex, so two regions sharing a side both show.
            const inset = (q: Point) => ({ x: q.x + (p.center.x - q.x) * 0.08, y: q.y + (p.center.y - q.y) * 0.08 });
            const ia = inset(a);
            const ib = inset(b);
            segments.push({ a: ia, b: ib, box: boxOf([ia, ib], this.size * 0.2) });
          }
        }
        return [{ region, segments, box: boxOf(hexes.map((p) => p.center), this.size * 1.2) }];
      }),
    );
  }

  /** Locations and entry points with their hex centres; cached per list. */
  placeGeometry(): readonly { place: Location | EntryPoint; kind: 'location' | 'entry'; center: Point }[] {
    const locations = cached(locationCache, this.map.locations, this, () =>
      (this.map.locations ?? []).flatMap((place) => {
        const label = place.hex ?? place.hexes?.[0];
        const at = label === undefined ? undefined : this.resolve(label);
        return at ? [{ place, kind: 'location' as const, center: at.center }] : [];
      }),
    );
    const entries = cached(entryCache, this.map.entryPoints, this, () =>
      (this.map.entryPoints ?? []).flatMap((place) => {
        const at = this.resolve(place.hex);
        return at ? [{ place, kind: 'entry' as const, center: at.center }] : [];
      }),
    );
    return [...locations, ...entries];
  }

  /** The counter stacks on hexes of this map. */
  placedStacks(): readonly PlacedStack[] {
    this.stackIndex ??= this.stacks.flatMap((s) => {
      const at = this.resolve(s.label);
      return at && s.counters.length > 0 ? [{ center: at.center, counters: s.counters }] : [];
    });
    return this.stackIndex;
  }
}

/** A hex's fill colour and the top terrain layer (whose pattern is drawn). */
interface Fill {
  readonly fill: string;
  readonly top?: TerrainType;
}

// Fills per hex entry, for one set of terrain types: edits replace only the entries they change.
interface FillCache {
  readonly entries: WeakMap<HexEntry, Fill>;
  readonly defaults: Map<string, Fill>;
}
const fillCaches = new WeakMap<object, FillCache>();
function fillCacheOf(terrain: ReadonlyMap<string, TerrainType>): FillCache {
  let cache = fillCaches.get(terrain);
  if (!cache) {
    cache = { entries: new WeakMap(), defaults: new Map() };
    fillCaches.set(terrain, cache);
  }
  return cache;
}

// Hex centres in flat arrays for quick rectangle queries, and hexes by label; once per grid.
interface HexIndex {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly byLabel: Map<string, PlacedHex>;
}
const hexIndexes = new WeakMap<readonly PlacedHex[], HexIndex>();
function hexIndexOf(placed: readonly PlacedHex[]): HexIndex {
  let index = hexIndexes.get(placed);
  if (!index) {
    const xs = new Float64Array(placed.length);
    const ys = new Float64Array(placed.length);
    const byLabel = new Map<string, PlacedHex>();
    placed.forEach((p, i) => {
      xs[i] = p.center.x;
      ys[i] = p.center.y;
      byLabel.set(p.label, p);
    });
    index = { xs, ys, byLabel };
    hexIndexes.set(placed, index);
  }
  return index;
}

// Geometry caches keyed by the list objects of the map, valid for one grid and layout.
type GeometryCache = WeakMap<object, { layout: Layout; grid: unknown; value: unknown }>;
const hexsideCache: GeometryCache = new WeakMap();
const pathCache: GeometryCache = new WeakMap();
const regionCache: GeometryCache = new WeakMap();
const locationCache: GeometryCache = new WeakMap();
const entryCache: GeometryCache = new WeakMap();
const empty: never[] = [];

function cached<T>(cache: GeometryCache, key: object | undefined, scene: MapScene, make: () => T[]): T[] {
  if (!key) return empty;
  const hit = cache.get(key);
  if (hit && hit.layout === scene.layout && hit.grid === scene.drawing.grid) return hit.value as T[];
  const value = make();
  cache.set(key, { layout: scene.layout, grid: scene.drawing.grid, value });
  return value;
}

/**
 * Draws the static layers of the part of the map inside `rect` into `ctx`, whose transform
 * maps map pixels to device pixels at `scale` device pixels per map pixel. Fills `rect`
 * with the background first, so it can redraw a part of a tile. Returns the hexes drawn.
 */
export function drawMapRegion(ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, scene: MapScene, rect: MapRect, scale: number): number {
  const size = scene.size;
  const px = (n: number) => n / scale;
  const hexPx = size * scale;
  ctx.fillStyle = mapColors.background;
  ctx.fillRect(rect.minX, rect.minY, rect.maxX - rect.minX, rect.maxY - rect.minY);

  const visible = scene.hexesIn(rect);
  const fills = new Map<string, Path2D>();
  const outline = new Path2D();
  for (const p of visible) {
    const { fill } = scene.fillOf(p.label);
    let path = fills.get(fill);
    if (!path) {
      path = new Path2D();
      fills.set(fill, path);
    }
    scene.hexPath(path, p.center);
    if (hexPx >= 6) scene.hexPath(outline, p.center);
  }
  for (const [color, path] of fills) {
    ctx.fillStyle = color;
    ctx.fill(path);
  }

  // Patterns of the top terrain layer, once hexes are big enough to show them.
  if (hexPx >= 14) {
    for (const p of visible) {
      const top = scene.fillOf(p.label).top;
      if (top?.pattern && top.pattern !== 'none') drawPattern(ctx, top.pattern, p.center, size, scale);
    }
  }

  // Under 6 pixels the grid is a grey haze that costs more to draw than the fills.
  if (hexPx >= 6) {
    ctx.strokeStyle = mapColors.grid;
    ctx.lineWidth = px(Math.max(0.5, Math.min(1.2, hexPx / 30)));
    ctx.stroke(outline);
  }

  // Regions: a coloured border just inside their edge.
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const { region, segments, box } of scene.regionGeometry()) {
    if (!intersects(box, rect)) continue;
    ctx.strokeStyle = region.color ?? mapColors.region;
    ctx.lineWidth = Math.max(px(1.5), size * 0.07);
    ctx.setLineDash([size * 0.18, size * 0.1]);
    ctx.beginPath();
    for (const s of segments) {
      if (!intersects(s.box, rect)) continue;
      ctx.moveTo(s.a.x, s.a.y);
      ctx.lineTo(s.b.x, s.b.y);
    }
    ctx.stroke();
  }
  ctx.setLineDash([]);

  // Roads: a line through the centres; one-way links get an arrow.
  for (const { path, points, labels, box } of scene.pathGeometry()) {
    if (!intersects(box, rect)) continue;
    ctx.strokeStyle = scene.drawing.colorOf(path.terrain);
    ctx.lineWidth = Math.max(px(1.5), size * 0.12);
    ctx.beginPath();
    points.forEach((pt, i) => (i === 0 ? ctx.moveTo(pt.x, pt.y) : ctx.lineTo(pt.x, pt.y)));
    ctx.stroke();
    for (const link of path.oneWay ?? []) {
      const from = labels.includes(link.from) ? scene.resolve(link.from) : undefined;
      const to = labels.includes(link.to) ? scene.resolve(link.to) : undefined;
      if (from && to) drawArrow(ctx, from.center, to.center, Math.max(px(4), size * 0.25));
    }
  }

  // Hexsides: a thick stroke on the shared edge; slopes get ticks pointing downhill.
  for (const { side, seg, low } of scene.hexsideGeometry()) {
    if (!intersects(seg.box, rect)) continue;
    const { a: p, b: q } = seg;
    ctx.strokeStyle = scene.drawing.colorOf(side.terrain);
    ctx.lineWidth = Math.max(px(2), size * 0.14);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(q.x, q.y);
    ctx.stroke();
    if (low) drawSlopeTicks(ctx, p, q, low, size, Math.max(px(1), size * 0.05));
  }

  // Labels at the top of each hex, names across the middle.
  const top = scene.layout.orientation.startAngle === 0 ? -Math.sqrt(3) / 2 : -1;
  if (hexPx >= 18) {
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillStyle = mapColors.label;
    ctx.font = `${px(Math.max(7, Math.round(Math.min(13, hexPx * 0.3))))}px ${font}`;
    for (const p of visible) ctx.fillText(p.label, p.center.x, p.center.y + top * size + px(2));
  }
  if (hexPx >= 22) {
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `600 ${px(Math.round(Math.min(13, hexPx * 0.26)))}px ${font}`;
    ctx.lineWidth = px(3);
    for (const p of visible) {
      const name = scene.map.hexes?.[p.label]?.name;
      if (!name) continue;
      const text = name.length > 14 ? name.slice(0, 13) + '…' : name;
      ctx.strokeStyle = 'rgba(255,255,255,0.8)';
      ctx.strokeText(text, p.center.x, p.center.y + size * 0.25);
      ctx.fillStyle = mapColors.name;
      ctx.fillText(text, p.center.x, p.center.y + size * 0.25);
    }
  }

  // Locations: a code badge at the upper right; entry points: a green arrowhead at the lower left.
  const pad = size * 1.2;
  for (const { place, kind, center } of scene.placeGeometry()) {
    if (center.x < rect.minX - pad || center.x > rect.maxX + pad || center.y < rect.minY - pad || center.y > rect.maxY + pad) continue;
    if (kind === 'location') drawLocationBadge(ctx, place.code, center, size, scale, hexPx);
    else drawEntryMarker(ctx, place.code ?? '', center, size, scale, hexPx);
  }

  // Counters.
  for (const stack of scene.placedStacks()) {
    const c = stack.center;
    if (c.x < rect.minX - pad || c.x > rect.maxX + pad || c.y < rect.minY - pad || c.y > rect.maxY + pad) continue;
    drawStack(ctx, stack, size, scale, hexPx);
  }
  return visible.length;
}

type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function drawSlopeTicks(ctx: Ctx2D, p: Point, q: Point, low: Point, size: number, width: number): void {
  const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  const len = Math.hypot(low.x - mid.x, low.y - mid.y) || 1;
  const ux = ((low.x - mid.x) / len) * size * 0.18;
  const uy = ((low.y - mid.y) / len) * size * 0.18;
  ctx.lineWidth = width;
  ctx.beginPath();
  for (const t of [0.25, 0.5, 0.75]) {
    const x = p.x + (q.x - p.x) * t;
    const y = p.y + (q.y - p.y) * t;
    ctx.moveTo(x, y);
    ctx.lineTo(x + ux, y + uy);
  }
  ctx.stroke();
}

function drawArrow(ctx: Ctx2D, from: Point, to: Point, size: number): void {
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const at = (x: number, y: number) => ({ x: mid.x + x * cos - y * sin, y: mid.y + x * sin + y * cos });
  const tip = at(size, 0);
  const left = at(-size * 0.6, size * 0.6);
  const right = at(-size * 0.6, -size * 0.6);
  ctx.fillStyle = '#1d1a12';
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(left.x, left.y);
  ctx.lineTo(right.x, right.y);
  ctx.closePath();
  ctx.fill();
}

/** A location's printed code in a badge, or a dot for a location without one (or hexes too small for text). */
function drawLocationBadge(ctx: Ctx2D, text: string | undefined, c: Point, size: number, scale: number, hexPx: number): void {
  const r = size * 0.16;
  const x = c.x + size * 0.45;
  const y = c.y - size * 0.42;
  ctx.fillStyle = mapColors.location;
  if (hexPx < 22 || !text) {
    ctx.beginPath();
    ctx.arc(x, y, Math.max(r * 0.8, 1.5 / scale), 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  const fontPx = Math.min(12, hexPx * 0.22);
  ctx.font = `700 ${fontPx / scale}px ${font}`;
  const w = ctx.measureText(text).width + 4 / scale;
  const h = (fontPx + 4) / scale;
  ctx.fillRect(x - w / 2, y - h / 2, w, h);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 0.5 / scale);
}

function drawEntryMarker(ctx: Ctx2D, code: string, c: Point, size: number, scale: number, hexPx: number): void {
  const x = c.x - size * 0.5;
  const y = c.y + size * 0.38;
  const s = size * 0.2;
  ctx.fillStyle = mapColors.entry;
  ctx.beginPath();
  ctx.moveTo(x + s, y);
  ctx.lineTo(x - s * 0.7, y - s * 0.8);
  ctx.lineTo(x - s * 0.7, y + s * 0.8);
  ctx.closePath();
  ctx.fill();
  if (code && hexPx >= 26) {
    ctx.font = `700 ${Math.min(11, hexPx * 0.2) / scale}px ${font}`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(code, x + s * 1.2, y);
  }
}

/** A stack: up to three counters offset up and left, the top one with its symbol and values, and a count badge. */
function drawStack(ctx: Ctx2D, stack: PlacedStack, size: number, scale: number, hexPx: number): void {
  const side = size * 0.95;
  const step = Math.max(size * 0.07, 1 / scale);
  const n = stack.counters.length;
  const shown = Math.min(n, 3);
  const c = stack.center;
  const x0 = c.x - side / 2 + step * (shown - 1) * 0.5;
  const y0 = c.y - side / 2 + step * (shown - 1) * 0.5;
  for (let i = 0; i < shown; i++) {
    const counter = stack.counters[n - shown + i] as MapCounter;
    const x = x0 - step * i;
    const y = y0 - step * i;
    ctx.fillStyle = counter.background;
    ctx.fillRect(x, y, side, side);
    if (hexPx >= 10) {
      ctx.strokeStyle = 'rgba(0,0,0,0.55)';
      ctx.lineWidth = Math.max(1 / scale, size * 0.02);
      ctx.strokeRect(x, y, side, side);
    }
    if (i === shown - 1) drawCounterFace(ctx, counter, x, y, side, scale, hexPx);
    if (i === shown - 1 && counter.facing !== undefined) drawFacing(ctx, counter.facing, x, y, side, scale);
  }
  if (n > 1 && hexPx >= 9) {
    const r = Math.max(size * 0.2, 5 / scale);
    const bx = x0 - step * (shown - 1) + side;
    const by = y0 - step * (shown - 1);
    ctx.fillStyle = '#b3261e';
    ctx.beginPath();
    ctx.arc(bx, by, r, 0, Math.PI * 2);
    ctx.fill();
    if (hexPx >= 16) {
      ctx.fillStyle = '#ffffff';
      ctx.font = `700 ${Math.max(r * 1.2, 7 / scale)}px ${font}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(n), bx, by + 0.5 / scale);
    }
  }
}

/** The counter's facing: a wedge on its edge, pointing out toward the faced hexside. */
function drawFacing(ctx: Ctx2D, angle: number, x: number, y: number, side: number, scale: number): void {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  // Where the ray from the centre toward the hexside leaves the square counter.
  const reach = side / 2 / Math.max(Math.abs(dx), Math.abs(dy));
  const ex = x + side / 2 + dx * reach;
  const ey = y + side / 2 + dy * reach;
  const length = side * 0.26;
  const half = side * 0.18;
  ctx.beginPath();
  ctx.moveTo(ex + dx * length * 0.7, ey + dy * length * 0.7);
  ctx.lineTo(ex - dx * length * 0.3 - dy * half, ey - dy * length * 0.3 + dx * half);
  ctx.lineTo(ex - dx * length * 0.3 + dy * half, ey - dy * length * 0.3 - dx * half);
  ctx.closePath();
  ctx.fillStyle = '#111111';
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = Math.max(1 / scale, side * 0.025);
  ctx.stroke();
}

function drawCounterFace(ctx: Ctx2D, counter: MapCounter, x: number, y: number, side: number, scale: number, hexPx: number): void {
  if (counter.stripe) {
    ctx.fillStyle = counter.stripe;
    ctx.fillRect(x, y + side * 0.08, side, side * 0.12);
  }
  if (hexPx < 18) return;
  ctx.strokeStyle = counter.text;
  ctx.fillStyle = counter.text;
  ctx.lineWidth = Math.max(1 / scale, side * 0.04);
  if (counter.faceDown) {
    ctx.font = `700 ${side * 0.5}px ${font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('?', x + side / 2, y + side / 2);
    return;
  }
  // The NATO-style symbol, as the counter sheet draws it (editor-core's natoSymbol).
  const bw = side * 0.56;
  const bh = side * 0.34;
  drawSymbolPrimitives(ctx, natoSymbol(counter.symbol, bw / bh), { x: x + (side - bw) / 2, y: y + side * 0.22, w: bw, h: bh, color: counter.text, lineWidth: Math.max(1 / scale, side * 0.04), fontFamily: font });
  const text = counter.printed ?? '';
  if (text && hexPx >= 26) {
    ctx.font = `700 ${side * 0.24}px ${font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    // Long values (16-9-6-3) are squeezed to the counter's width rather than spill over it.
    ctx.fillText(text, x + side / 2, y + side * 0.9, side * 0.9);
  }
}

function drawPattern(ctx: Ctx2D, pattern: string, c: Point, size: number, scale: number): void {
  const s = size * 0.16;
  ctx.fillStyle = 'rgba(20, 40, 15, 0.55)';
  ctx.strokeStyle = 'rgba(20, 20, 20, 0.5)';
  ctx.lineWidth = 1 / scale;
  switch (pattern) {
    case 'trees':
      ctx.beginPath();
      for (const [dx, dy] of [
        [-0.45, 0.05],
        [0.45, 0.05],
        [0, -0.35],
        [0, 0.45],
      ] as const) {
        const x = c.x + dx * size;
        const y = c.y + dy * size;
        ctx.moveTo(x, y - s);
        ctx.lineTo(x + s * 0.8, y + s * 0.6);
        ctx.lineTo(x - s * 0.8, y + s * 0.6);
        ctx.closePath();
      }
      ctx.fill();
      break;
    case 'buildings':
      ctx.fillStyle = 'rgba(60, 30, 20, 0.7)';
      for (const [dx, dy] of [
        [-0.3, -0.15],
        [0.2, -0.25],
        [0.05, 0.15],
      ] as const)
        ctx.fillRect(c.x + dx * size, c.y + dy * size, s * 1.2, s);
      break;
    case 'marsh':
    case 'hatch':
    case 'hachures':
    case 'crosshatch':
    case 'dashed':
    case 'dots':
      ctx.beginPath();
      for (const dy of [-0.3, 0, 0.3]) {
        ctx.moveTo(c.x - size * 0.35, c.y + dy * size);
        ctx.lineTo(c.x + size * 0.35, c.y + dy * size);
      }
      ctx.stroke();
      break;
  }
}

/**
 * Draws the overlays in map coordinates (the transform maps map pixels to device pixels
 * at `scale`): the selection, the hover ring, the keyboard cursor and the tool's preview.
 */
export function drawOverlay(ctx: CanvasRenderingContext2D, scene: MapScene, scale: number, overlay: MapOverlay): void {
  const px = (n: number) => n / scale;
  const size = scene.size;
  const layout = scene.layout;
  const contains = (hex: Hex) => scene.drawing.grid.contains(hex);
  const ring = (hex: Hex | undefined, color: string, width: number, dash: number[] = []) => {
    if (!hex || !contains(hex)) return;
    const path = new Path2D();
    scene.hexPath(path, hexToPixel(layout, hex), 1, true);
    ctx.setLineDash(dash.map(px));
    ctx.strokeStyle = color;
    ctx.lineWidth = px(width);
    ctx.stroke(path);
    ctx.setLineDash([]);
  };
  ring(overlay.selected, mapColors.selected, 3);
  ring(overlay.hover, mapColors.hover, 2);
  if (overlay.focused) ring(overlay.cursor, mapColors.cursor, 3, [5, 3]);
  // The tool's preview on top: the side it aims at must show over the hover ring.
  const preview = overlay.preview;
  if (preview?.hexes && preview.hexes.length > 0) {
    const path = new Path2D();
    for (const hex of preview.hexes) if (contains(hex)) scene.hexPath(path, hexToPixel(layout, hex), 0.92);
    ctx.fillStyle = 'rgba(224, 123, 0, 0.18)';
    ctx.fill(path);
    ctx.strokeStyle = mapColors.preview;
    ctx.lineWidth = px(2);
    ctx.stroke(path);
  }
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (preview?.chain && preview.chain.length > 1) {
    ctx.strokeStyle = mapColors.preview;
    ctx.lineWidth = Math.max(px(3), size * 0.14);
    ctx.setLineDash([px(8), px(5)]);
    ctx.beginPath();
    preview.chain.forEach((hex, i) => {
      const p = hexToPixel(layout, hex);
      if (i === 0) ctx.moveTo(p.x, p.y);
      else ctx.lineTo(p.x, p.y);
    });
    ctx.stroke();
    ctx.setLineDash([]);
  }
  if (preview?.segment) {
    const [a, b] = preview.segment.map((h) => hexToPixel(layout, h)) as [Point, Point];
    ctx.strokeStyle = mapColors.selected;
    ctx.lineWidth = Math.max(px(5), size * 0.22);
    ctx.globalAlpha = 0.6;
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
  if (preview?.hexside) {
    const { hex, direction, uphill } = preview.hexside;
    const [p, q] = hexsideEndpoints(layout, hex, direction);
    ctx.strokeStyle = mapColors.preview;
    ctx.lineWidth = Math.max(px(4), size * 0.16);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(q.x, q.y);
    ctx.stroke();
    if (uphill) drawSlopeTicks(ctx, p, q, hexToPixel(layout, neighbor(hex, direction)), size, Math.max(px(1.5), size * 0.05));
  }
}

/**
 * The parts of the map that differ between two scenes of the same grid and layout, as
 * rectangles to redraw, or `all` when too much changed to say (new terrain types, the
 * default terrain, counters, thousands of hexes).
 */
export function changedRegions(before: MapScene, after: MapScene): MapRect[] | 'all' {
  if (before.layout !== after.layout || before.drawing.grid !== after.drawing.grid || before.drawing.terrain !== after.drawing.terrain) return 'all';
  const a = before.map;
  const b = after.map;
  const pad = after.size * 0.6;
  const rects: MapRect[] = [];
  if (before.stacks !== after.stacks) {
    const moved = changedStacks(before.stacks, after.stacks);
    if (moved.length > 400) return 'all';
    rects.push(...after.boxOfLabels(moved, pad));
  }
  if (a === b) return rects;
  if (a.defaultTerrain !== b.defaultTerrain || a.terrain !== b.terrain) return 'all';
  if (a.hexes !== b.hexes) {
    const ha = a.hexes ?? {};
    const hb = b.hexes ?? {};
    const changed: string[] = [];
    for (const k of Object.keys(hb)) if (ha[k] !== hb[k]) changed.push(k);
    for (const k of Object.keys(ha)) if (!(k in hb)) changed.push(k);
    if (changed.length > 400) return 'all';
    rects.push(...after.boxOfLabels(changed, pad));
  }
  const diff = <T extends object>(x: readonly T[] | undefined, y: readonly T[] | undefined, box: (item: T, scene: MapScene) => MapRect[]) => {
    if (x === y) return;
    const xs = new Set(x ?? []);
    const ys = new Set(y ?? []);
    for (const item of x ?? []) if (!ys.has(item)) rects.push(...box(item, before));
    for (const item of y ?? []) if (!xs.has(item)) rects.push(...box(item, after));
  };
  const labelsBox = (labels: readonly string[], scene: MapScene) => scene.boxOfLabels(labels, pad);
  diff(a.hexsides, b.hexsides, (s, scene) => labelsBox(s.between, scene));
  diff(a.paths, b.paths, (p, scene) => labelsBox(p.hexes, scene));
  diff(a.regions, b.regions, (r, scene) => labelsBox(r.hexes, scene));
  diff(a.locations, b.locations, (l, scene) => labelsBox([l.hex, ...(l.hexes ?? [])].filter((x): x is string => x !== undefined), scene));
  diff(a.entryPoints, b.entryPoints, (e, scene) => labelsBox([e.hex], scene));
  return rects.length > 600 ? 'all' : rects;
}

const sameCounter = (x: MapCounter, y: MapCounter) =>
  x === y ||
  (x.id === y.id && x.name === y.name && x.background === y.background && x.text === y.text && x.stripe === y.stripe && x.symbol === y.symbol && x.printed === y.printed && x.faceDown === y.faceDown && x.facing === y.facing);

/** The hexes whose stacks differ, for callers that rebuild their stacks on every render. */
function changedStacks(before: readonly CounterStack[], after: readonly CounterStack[]): string[] {
  const old = new Map(before.map((s) => [s.label, s.counters]));
  const changed: string[] = [];
  for (const s of after) {
    const was = old.get(s.label);
    old.delete(s.label);
    if (!was || was.length !== s.counters.length || was.some((c, i) => !sameCounter(c, s.counters[i] as MapCounter))) changed.push(s.label);
  }
  changed.push(...old.keys());
  return changed;
}
