// Draws a map on a 2D canvas in map coordinates, one rectangle at a time, so the view can
// keep what it drew in tiles and redraw only what an edit touched. Static layers, bottom
// up, come from the map kinds (src/map-kinds: terrain fills and patterns, regions, roads,
// hexsides, hex names, locations and entry points) and from the map itself (the grid,
// labels, counters). Then, every frame, the overlays: hover, keyboard cursor, selection
// and the active tool's preview.
import { hexCornerOffset, hexsideEndpoints, hexToPixel, neighbor, type Hex, type Layout, type Point } from '@kriegsspiel/hex';
import type { Hex as HexEntry, MapDocument, TerrainType } from '@kriegsspiel/formats';
import {
  backgroundPlacement,
  drawSymbolPrimitives,
  hexLabelPx,
  hexLabelStride,
  showsHexLabel,
  textWidthPx,
  natoSymbol,
  type CounterStack,
  type MapCounter,
  type MapDrawing,
  type MapToolPreview,
} from '@kriegsspiel/editor-core';
import { drawSlopeTicks, layersOf, mapKindViews, type LayerPaint, type MapKindView, type MapLayer } from '../../map-kinds';
import { mapColors, mapFont as font, type Ctx2D, type MapRect } from './map-paint';

export { intersects, mapColors, type MapRect } from './map-paint';

/** Pan and zoom: screen = world × zoom + pan (CSS pixels). */
export interface ViewTransform {
  readonly zoom: number;
  readonly pan: Point;
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

/** The picture of a map's background, loaded (an image element, a bitmap): its placement is the map's `background`. */
export type BackgroundPicture = CanvasImageSource & { readonly width: number; readonly height: number };

/** A stack of counters placed on its hex. */
interface PlacedStack {
  readonly center: Point;
  readonly counters: readonly MapCounter[];
}

/**
 * Everything static a map view draws, indexed so that one rectangle can be drawn without
 * visiting the rest: hexes by position, fills per hex entry and counters by hex. Each
 * kind's layers keep their own geometry, once per list of the map (the lists of an
 * unchanged map part are the same objects after an edit, so their geometry is reused).
 */
export class MapScene {
  readonly size: number;
  private readonly corners: Point[];
  private readonly index: HexIndex;
  private readonly fills: FillCache;
  private stackIndex: PlacedStack[] | undefined;
  private stackedLabels: ReadonlySet<string> | undefined;
  private longestLabel: number | undefined;
  /** The static layers, bottom up: the kinds' and the map's own. */
  readonly layers: readonly MapLayer[];

  constructor(
    readonly drawing: MapDrawing,
    readonly layout: Layout,
    readonly placed: readonly PlacedHex[],
    readonly stacks: readonly CounterStack[] = [],
    /** The map kinds drawn (see src/map-kinds). */
    readonly kinds: readonly MapKindView[] = mapKindViews,
    /** The map's background picture, once loaded; drawn under the grid as the map's `background` places it. */
    readonly picture?: BackgroundPicture,
  ) {
    this.layers = layersFor(kinds);
    this.size = layout.size.x;
    this.corners = [0, 1, 2, 3, 4, 5].map((i) => hexCornerOffset(layout, i));
    this.index = hexIndexOf(placed);
    this.fills = fillCacheOf(drawing.terrain);
  }

  get map(): MapDocument {
    return this.drawing.map;
  }

  /** The labels of the hexes that hold counters (their numbers are drawn over the counters). */
  labelsWithStacks(): ReadonlySet<string> {
    this.stackedLabels ??= new Set(this.stacks.filter((s) => s.counters.length > 0).map((s) => s.label));
    return this.stackedLabels;
  }

  /** The most characters a hex number has. */
  get labelChars(): number {
    this.longestLabel ??= this.placed.reduce((n, p) => Math.max(n, p.label.length), 1);
    return this.longestLabel;
  }

  /** True when a hex carries its number at a stride (see `hexLabelPlan`). */
  showsLabel(p: PlacedHex, stride: number): boolean {
    if (stride <= 1) return true;
    const { col, row } = this.drawing.grid.hexToOffset(p.hex);
    return showsHexLabel(col, row, stride);
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

/** The map's own layers, between and over the kinds': the grid, hex labels, counters. */
const ownLayers: readonly MapLayer[] = [
  {
    // A traced map's picture: over the terrain fills, so its opacity shows both, and under the grid.
    z: 5,
    draw({ ctx, scene, rect, scale: deviceScale }) {
      const background = scene.map.background;
      const picture = scene.picture;
      if (!background || !picture || picture.width === 0) return;
      const { offset, scale, rotation, opacity } = backgroundPlacement(background);
      if (opacity <= 0) return;
      ctx.save();
      // Only inside the rectangle: a part of a tile is redrawn over what is already there.
      ctx.beginPath();
      ctx.rect(rect.minX, rect.minY, rect.maxX - rect.minX, rect.maxY - rect.minY);
      ctx.clip();
      ctx.globalAlpha = opacity;
      ctx.translate(offset.x, offset.y);
      ctx.rotate((rotation * Math.PI) / 180);
      // A copy reduced to about the size it is drawn at: sampling a large scan down to a small
      // tile on every paint (and Chromium's rasterizing of it on the tile's first copy) costs
      // tens of milliseconds; a reduced copy costs one halving per level, once.
      const level = pictureLevel(picture, deviceScale * scale);
      ctx.scale(scale * level.factor, scale * level.factor);
      ctx.drawImage(level.source, 0, 0);
      ctx.restore();
    },
  },
  {
    // Under 6 pixels the grid is a grey haze that costs more to draw than the fills.
    z: 10,
    draw({ ctx, scene, visible, hexPx, px }) {
      if (hexPx < 6) return;
      const outline = new Path2D();
      for (const p of visible) scene.hexPath(outline, p.center);
      ctx.strokeStyle = mapColors.grid;
      ctx.lineWidth = px(Math.max(0.5, Math.min(1.2, hexPx / 30)));
      ctx.stroke(outline);
    },
  },
  {
    // Numbers at the top of each hex, thinned when hexes are small; those of hexes with
    // counters are drawn after the counters (below).
    z: 50,
    draw: (paint) => drawHexLabels(paint, false),
  },
  {
    z: 70,
    draw({ ctx, scene, rect, scale, hexPx }) {
      const size = scene.size;
      const pad = size * 1.2;
      for (const stack of scene.placedStacks()) {
        const c = stack.center;
        if (c.x < rect.minX - pad || c.x > rect.maxX + pad || c.y < rect.minY - pad || c.y > rect.maxY + pad) continue;
        drawStack(ctx, stack, size, scale, hexPx);
      }
    },
  },
  {
    // The numbers of hexes with counters, on a plate over the counters so they stay readable.
    z: 75,
    draw: (paint) => drawHexLabels(paint, true),
  },
];

/** Hex numbers are not drawn when fewer than one hex in this many columns and rows would have one. */
const maxLabelStride = 8;

/** The device pixels per CSS pixel of the screen: minimum type sizes are in CSS pixels. */
function screenDpr(): number {
  return globalThis.devicePixelRatio || 1;
}

/**
 * How hex numbers are drawn at a hex size (device pixels, centre to corner): their type size
 * in device pixels (never under `minLabelPx` CSS pixels) and every how many columns and rows
 * one is drawn so that they do not touch (0: the hexes are too small for any).
 */
export function hexLabelPlan(hexPx: number, chars: number, dpr = screenDpr()): { fontPx: number; stride: number } {
  const css = hexPx / dpr;
  const fontCss = hexLabelPx(css);
  const stride = hexLabelStride(css, textWidthPx(chars, fontCss), fontCss);
  return { fontPx: fontCss * dpr, stride: stride > maxLabelStride ? 0 : stride };
}

function drawHexLabels({ ctx, scene, visible, hexPx, px, thumbnail }: LayerPaint, stacked: boolean): void {
  if (thumbnail) return;
  const plan = hexLabelPlan(hexPx, scene.labelChars);
  if (plan.stride === 0) return;
  const withStacks = scene.labelsWithStacks();
  if (stacked && withStacks.size === 0) return;
  const top = scene.layout.orientation.startAngle === 0 ? -Math.sqrt(3) / 2 : -1;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.font = `${px(plan.fontPx)}px ${font}`;
  for (const p of visible) {
    if (withStacks.has(p.label) !== stacked || !scene.showsLabel(p, plan.stride)) continue;
    const y = p.center.y + top * scene.size + px(2);
    if (stacked) {
      const w = ctx.measureText(p.label).width + px(4);
      ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
      ctx.fillRect(p.center.x - w / 2, y - px(1), w, px(plan.fontPx + 2));
    }
    ctx.fillStyle = mapColors.label;
    ctx.fillText(p.label, p.center.x, y);
  }
}

/** A picture halved `n` times: its image and how many picture pixels one of its pixels stands for. */
interface PictureLevel {
  readonly source: CanvasImageSource;
  readonly factor: number;
}
const pictureLevels = new WeakMap<BackgroundPicture, PictureLevel[]>();

/**
 * Makes the reduced copies of a picture down to `devicePerPicturePx` (every one by default),
 * so that a gesture never waits for them: the map view calls it once the picture is loaded.
 */
export function preparePicture(picture: BackgroundPicture, devicePerPicturePx = 0): void {
  pictureLevel(picture, devicePerPicturePx);
}

/** The smallest halving of `picture` with at least one of its pixels per device pixel at `devicePerPicturePx`. */
function pictureLevel(picture: BackgroundPicture, devicePerPicturePx: number): PictureLevel {
  let levels = pictureLevels.get(picture);
  if (!levels) {
    levels = [{ source: picture, factor: 1 }];
    pictureLevels.set(picture, levels);
  }
  for (;;) {
    const last = levels[levels.length - 1] as PictureLevel;
    const width = Math.floor(picture.width / (last.factor * 2));
    const height = Math.floor(picture.height / (last.factor * 2));
    if (devicePerPicturePx * last.factor * 2 > 1 || width < 64 || height < 64) break;
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) break;
    ctx.imageSmoothingQuality = 'medium';
    ctx.drawImage(last.source, 0, 0, width, height);
    levels.push({ source: canvas, factor: last.factor * 2 });
  }
  let chosen = levels[0] as PictureLevel;
  for (const level of levels) if (devicePerPicturePx * level.factor <= 1) chosen = level;
  return chosen;
}

// Worked out once per list of kinds, not per scene: a scene is made after every edit.
const layerLists = new WeakMap<readonly MapKindView[], readonly MapLayer[]>();
function layersFor(kinds: readonly MapKindView[]): readonly MapLayer[] {
  let layers = layerLists.get(kinds);
  if (!layers) {
    layers = layersOf(kinds, ownLayers);
    layerLists.set(kinds, layers);
  }
  return layers;
}

/**
 * Draws the static layers of the part of the map inside `rect` into `ctx`, whose transform
 * maps map pixels to device pixels at `scale` device pixels per map pixel. Fills `rect`
 * with the background first, so it can redraw a part of a tile. Returns the hexes drawn.
 * A `thumbnail` (the minimap's) leaves out hex numbers and names.
 */
export function drawMapRegion(ctx: Ctx2D, scene: MapScene, rect: MapRect, scale: number, thumbnail = false): number {
  ctx.fillStyle = mapColors.background;
  ctx.fillRect(rect.minX, rect.minY, rect.maxX - rect.minX, rect.maxY - rect.minY);
  const visible = scene.hexesIn(rect);
  const paint = { ctx, scene, rect, scale, visible, hexPx: scene.size * scale, px: (n: number) => n / scale, thumbnail };
  for (const layer of scene.layers) layer.draw(paint);
  return visible.length;
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
    if (i === shown - 1 && counter.hidden && hexPx >= 10) drawHiddenMark(ctx, counter, x, y, side, scale);
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

/**
 * Marks a counter its owner sees face up but the enemy sees face down: a turned-down corner
 * and a dashed edge, so a player can tell at a glance which of his pieces are still secret.
 */
function drawHiddenMark(ctx: Ctx2D, counter: MapCounter, x: number, y: number, side: number, scale: number): void {
  const fold = side * 0.28;
  ctx.beginPath();
  ctx.moveTo(x + side - fold, y);
  ctx.lineTo(x + side, y);
  ctx.lineTo(x + side, y + fold);
  ctx.closePath();
  ctx.fillStyle = 'rgba(0,0,0,0.55)';
  ctx.fill();
  ctx.save();
  ctx.setLineDash([side * 0.08, side * 0.06]);
  ctx.strokeStyle = counter.text;
  ctx.lineWidth = Math.max(1 / scale, side * 0.03);
  const inset = side * 0.06;
  ctx.strokeRect(x + inset, y + inset, side - 2 * inset, side - 2 * inset);
  ctx.restore();
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
  drawSymbolPrimitives(ctx, natoSymbol(counter.symbol, bw / bh), {
    x: x + (side - bw) / 2,
    y: y + side * 0.22,
    w: bw,
    h: bh,
    color: counter.text,
    lineWidth: Math.max(1 / scale, side * 0.04),
    fontFamily: font,
  });
  const text = counter.printed ?? '';
  if (text && hexPx >= 26) {
    ctx.font = `700 ${side * 0.24}px ${font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    // Long values (16-9-6-3) are squeezed to the counter's width rather than spill over it.
    ctx.fillText(text, x + side / 2, y + side * 0.9, side * 0.9);
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
 * default terrain, counters, thousands of hexes). Each kind says which hexes it changed.
 */
export function changedRegions(before: MapScene, after: MapScene): MapRect[] | 'all' {
  if (
    before.picture !== after.picture ||
    before.map.background !== after.map.background ||
    before.kinds !== after.kinds ||
    before.layout !== after.layout ||
    before.drawing.grid !== after.drawing.grid ||
    before.drawing.terrain !== after.drawing.terrain
  )
    return 'all';
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
  for (const view of after.kinds) {
    const changed = view.kind.changedHexes(a, b);
    if (changed === 'all') return 'all';
    rects.push(...after.boxOfLabels(changed, pad));
  }
  return rects.length > 600 ? 'all' : rects;
}

const sameCounter = (x: MapCounter, y: MapCounter) =>
  x === y ||
  (x.id === y.id &&
    x.name === y.name &&
    x.background === y.background &&
    x.text === y.text &&
    x.stripe === y.stripe &&
    x.symbol === y.symbol &&
    x.printed === y.printed &&
    x.faceDown === y.faceDown &&
    x.hidden === y.hidden &&
    x.facing === y.facing);

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
