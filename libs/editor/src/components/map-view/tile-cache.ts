// The map view's picture of the static map, kept in tiles (offscreen canvases of 256 ×
// 256 device pixels at one scale, 128 when hexes are tiny so that painting one tile stays
// short), so a frame of panning or zooming copies a few dozen images instead of drawing
// thousands of hexes. An edit marks the rectangles it touched;
// only those parts of the tiles under them are drawn again. Painting is spread over frames
// within a time budget: a tile not yet painted at the new scale is stood in for by the
// tiles of the previous scale, stretched.
import { intersects, type MapRect } from './map-renderer';

/** Where the map lies on the canvas: device pixels = map pixels × scale + offset. */
export interface DeviceView {
  readonly scale: number;
  readonly offsetX: number;
  readonly offsetY: number;
  /** The canvas size in device pixels. */
  readonly width: number;
  readonly height: number;
}

/** Draws the part of the map inside a rectangle; the context maps map pixels to tile pixels. */
export type TilePainter = (ctx: OffscreenCanvasRenderingContext2D, rect: MapRect, scale: number) => void;

interface Tile {
  readonly canvas: OffscreenCanvas;
  readonly ctx: OffscreenCanvasRenderingContext2D;
  readonly box: MapRect;
  /** Parts to paint again, or all of it. */
  dirty: MapRect[] | 'all';
  /** The frame it was last drawn in (for evicting the least recently used). */
  used: number;
}

interface Generation {
  readonly scale: number;
  /** Tile edge in device pixels. */
  readonly size: number;
  readonly tiles: Map<string, Tile>;
}

/** New tile canvases one frame may allocate (when no dropped tile's canvas can be reused). */
const freshPerFrame = 4;

/** Statistics of the last {@link TileCache.draw}, for the benchmark and tests. */
export interface TileStats {
  /** Tiles copied onto the canvas. */
  drawn: number;
  /** Tiles painted (wholly or in part) this frame. */
  painted: number;
  /** True when every visible tile was up to date. */
  complete: boolean;
}

/** Tiles of the static map at one scale, with the previous scale's as a stand-in. */
export class TileCache {
  private current: Generation | undefined;
  private previous: Generation | undefined;
  private frame = 0;
  // Canvases of dropped tiles, by size, to paint again: a fresh canvas's backing store
  // costs more than painting a tile of small hexes.
  private readonly spare = new Map<number, { canvas: OffscreenCanvas; ctx: OffscreenCanvasRenderingContext2D }[]>();
  /** What the last draw did. */
  stats: TileStats = { drawn: 0, painted: 0, complete: true };

  /**
   * @param paint draws a rectangle of the map into a tile.
   * @param tileSizeAt the tile edge (device pixels) for a scale: smaller tiles where a tile would hold many hexes.
   */
  constructor(
    private readonly paint: TilePainter,
    private readonly tileSizeAt: (scale: number) => number = () => 256,
    private readonly maxPixels = 160 * 256 * 256,
  ) {}

  /** The scale the tiles are painted at (device pixels per map pixel); 0 before the first. */
  get scale(): number {
    return this.current?.scale ?? 0;
  }

  /** Paints tiles at a new scale from now on; the old tiles stand in until the new ones are painted. */
  rescale(scale: number): void {
    if (this.current?.scale === scale) return;
    if (this.current && this.current.tiles.size > 0) {
      this.recycle(this.previous);
      this.previous = this.current;
    }
    this.current = { scale, size: this.tileSizeAt(scale), tiles: new Map() };
  }

  /** Forgets every tile (a new map, new terrain colours, new counters). */
  clear(): void {
    this.recycle(this.current);
    this.recycle(this.previous);
    if (this.current) this.current = { ...this.current, tiles: new Map() };
    this.previous = undefined;
  }

  private recycle(gen: Generation | undefined): void {
    if (!gen) return;
    let list = this.spare.get(gen.size);
    if (!list) {
      list = [];
      this.spare.set(gen.size, list);
    }
    for (const tile of gen.tiles.values()) if (list.length < 96) list.push({ canvas: tile.canvas, ctx: tile.ctx });
    gen.tiles.clear();
  }

  /** Marks parts of the map as changed; tiles show the old picture until they are painted again. */
  invalidate(rects: readonly MapRect[]): void {
    if (rects.length === 0) return;
    // The stand-ins would show the old picture where it changed: drop them.
    this.recycle(this.previous);
    this.previous = undefined;
    for (const tile of this.current?.tiles.values() ?? []) {
      if (tile.dirty === 'all') continue;
      for (const r of rects) {
        if (!intersects(r, tile.box)) continue;
        tile.dirty.push(r);
        if (tile.dirty.length > 12) {
          tile.dirty = 'all';
          break;
        }
      }
    }
  }

  /**
   * Copies the visible tiles onto `target` (whose transform must be the identity),
   * painting missing or changed tiles, nearest the centre first, while `budgetMs` lasts
   * (Infinity paints them all). Returns true when the picture is complete and current.
   */
  draw(target: CanvasRenderingContext2D, view: DeviceView, budgetMs: number): boolean {
    const gen = this.current;
    this.stats = { drawn: 0, painted: 0, complete: true };
    if (!gen) return true;
    const frame = ++this.frame;
    const started = performance.now();
    const visible = this.visibleTiles(gen, view);

    // The previous scale's tiles first, under whatever the current scale has ready.
    const standIn = this.previous;
    if (standIn && visible.some(([ix, iy]) => !this.ready(gen, ix, iy))) {
      for (const [ix, iy] of this.visibleTiles(standIn, view)) {
        const tile = standIn.tiles.get(`${ix},${iy}`);
        if (tile) this.blit(target, tile, ix, iy, standIn, view, frame);
      }
    }

    let complete = true;
    // A fresh canvas's backing store is allocated when it is first copied, after the budget
    // was checked: a few per frame, however cheap their painting.
    let fresh = 0;
    for (const [ix, iy] of visible) {
      const key = `${ix},${iy}`;
      let tile = gen.tiles.get(key);
      if (!tile || tile.dirty === 'all' || tile.dirty.length > 0) {
        const allocates = !tile && (this.spare.get(gen.size)?.length ?? 0) === 0;
        if (performance.now() - started < budgetMs && (!allocates || fresh < freshPerFrame || budgetMs === Infinity)) {
          if (allocates) fresh++;
          tile = this.paintTile(gen, ix, iy, tile);
          this.stats.painted++;
        } else {
          complete = false;
        }
      }
      // A tile never painted is not drawn; one awaiting a repaint shows its old picture.
      if (tile) this.blit(target, tile, ix, iy, gen, view, frame);
    }
    if (complete && this.previous) {
      this.recycle(this.previous);
      this.previous = undefined;
    }
    this.evict(frame);
    this.stats.complete = complete;
    return complete;
  }

  private ready(gen: Generation, ix: number, iy: number): boolean {
    const tile = gen.tiles.get(`${ix},${iy}`);
    return tile !== undefined && tile.dirty !== 'all';
  }

  /** Tile positions covering the view in a generation, nearest the centre first. */
  private visibleTiles(gen: Generation, view: DeviceView): [number, number][] {
    const t = gen.size;
    const k = view.scale / gen.scale;
    const i0 = Math.floor(-view.offsetX / (t * k));
    // The last tile is the one holding the last pixel, not the one starting at the edge.
    const i1 = Math.ceil((view.width - view.offsetX) / (t * k)) - 1;
    const j0 = Math.floor(-view.offsetY / (t * k));
    const j1 = Math.ceil((view.height - view.offsetY) / (t * k)) - 1;
    const out: [number, number][] = [];
    for (let j = j0; j <= j1; j++) for (let i = i0; i <= i1; i++) out.push([i, j]);
    const ci = (i0 + i1) / 2;
    const cj = (j0 + j1) / 2;
    return out.sort((a, b) => Math.hypot(a[0] - ci, a[1] - cj) - Math.hypot(b[0] - ci, b[1] - cj));
  }

  private blit(target: CanvasRenderingContext2D, tile: Tile, ix: number, iy: number, gen: Generation, view: DeviceView, frame: number): void {
    const size = gen.size * (view.scale / gen.scale);
    // Whole pixels at both edges, so neighbouring tiles meet without a seam.
    const x0 = Math.round(ix * size + view.offsetX);
    const y0 = Math.round(iy * size + view.offsetY);
    const x1 = Math.round((ix + 1) * size + view.offsetX);
    const y1 = Math.round((iy + 1) * size + view.offsetY);
    target.drawImage(tile.canvas, x0, y0, x1 - x0, y1 - y0);
    tile.used = frame;
    this.stats.drawn++;
  }

  private paintTile(gen: Generation, ix: number, iy: number, existing: Tile | undefined): Tile {
    const t = gen.size;
    const s = gen.scale;
    const ox = ix * t;
    const oy = iy * t;
    let tile = existing;
    if (!tile) {
      const reused = this.spare.get(t)?.pop();
      const canvas = reused?.canvas ?? new OffscreenCanvas(t, t);
      const ctx = reused?.ctx ?? (canvas.getContext('2d') as OffscreenCanvasRenderingContext2D);
      tile = { canvas, ctx, box: { minX: ox / s, minY: oy / s, maxX: (ox + t) / s, maxY: (oy + t) / s }, dirty: 'all', used: 0 };
      gen.tiles.set(`${ix},${iy}`, tile);
    }
    const ctx = tile.ctx;
    if (tile.dirty === 'all') {
      // The whole tile: no clip to set up (clipping costs Chromium a flush of the tile). A
      // reused canvas is cleared first, so no edge pixel of its old picture shows.
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, t, t);
      ctx.setTransform(s, 0, 0, s, -ox, -oy);
      this.paint(ctx, tile.box, s);
      tile.dirty = [];
      return tile;
    }
    for (const r of tile.dirty) {
      // The changed rectangle in tile pixels, widened to whole pixels and cut to the tile.
      const x0 = Math.max(0, Math.floor(r.minX * s - ox));
      const y0 = Math.max(0, Math.floor(r.minY * s - oy));
      const x1 = Math.min(t, Math.ceil(r.maxX * s - ox));
      const y1 = Math.min(t, Math.ceil(r.maxY * s - oy));
      if (x1 <= x0 || y1 <= y0) continue;
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.beginPath();
      ctx.rect(x0, y0, x1 - x0, y1 - y0);
      ctx.clip();
      ctx.setTransform(s, 0, 0, s, -ox, -oy);
      this.paint(ctx, { minX: (x0 + ox) / s, minY: (y0 + oy) / s, maxX: (x1 + ox) / s, maxY: (y1 + oy) / s }, s);
      ctx.restore();
    }
    tile.dirty = [];
    return tile;
  }

  private evict(frame: number): void {
    const gen = this.current;
    const max = gen ? Math.floor(this.maxPixels / (gen.size * gen.size)) : 0;
    if (!gen || gen.tiles.size <= max) return;
    const old = [...gen.tiles].filter(([, tile]) => tile.used !== frame).sort((a, b) => a[1].used - b[1].used);
    const spare = this.spare.get(gen.size) ?? [];
    this.spare.set(gen.size, spare);
    for (const [key, tile] of old.slice(0, gen.tiles.size - max)) {
      gen.tiles.delete(key);
      if (spare.length < 96) spare.push({ canvas: tile.canvas, ctx: tile.ctx });
    }
  }
}
