import { LitElement, html, type PropertyValues } from 'lit';
import { createLayout, pixelBounds, pixelToHexRounded, type Hex, type Layout, type Point } from '@kriegsspiel/hex';
import type { MapDocument } from '@kriegsspiel/formats';
import {
  containsRect,
  type CounterStack,
  type Editor,
  type MapDrawing,
  type MapPointer,
  type MapSelection,
  type MapTool,
  type MapToolContext,
  type MapToolDefinition,
  type MapToolSettings,
} from '@kriegsspiel/editor-core';
import { KsAnnounceEvent, KsHexHoverEvent, KsMapDeleteRequestEvent, KsMapSelectEvent } from '../../events';
import {
  MapScene,
  changedRegions,
  drawMapRegion,
  drawOverlay,
  hexLabelPlan,
  placeHexes,
  preparePicture,
  type BackgroundPicture,
  type PlacedHex,
} from './map-renderer';
import { placeNamesShown } from '../../map-kinds/terrain';
import { mapExportSize, mapToPng, mapToSvg, type MapExportOptions, type MapExportSize } from './map-export';
import { TileCache, type TileStats } from './tile-cache';
import { mapKindViews, type MapKindView } from '../../map-kinds';
import { mapViewStyles } from './map-view.styles';
import { PanZoomController } from '../../controllers/pan-zoom-controller';
import type { KsMinimapMoveEvent } from '../../events';
import type { KsMinimap, MinimapPainter } from '../minimap/minimap.component';
/**
 * Milliseconds of tile painting one animation frame may spend; the rest comes next frame.
 * Chromium rasterizes what was painted when the tile is first copied, which costs about
 * as much again, so this is well under half a 16 ms frame.
 */
const paintBudget = 6;
/** How long the zoom must rest before tiles are painted sharp at the new scale. */
const zoomSettleMs = 160;
/**
 * How long a gesture (wheel, drag, pinch) must rest before the map is drawn again: until
 * then its frames only move and scale the last picture (a CSS transform of the canvas,
 * which the compositor does without drawing or uploading the canvas again).
 */
const gestureSettleMs = 120;
/** How far (CSS pixels) a drag moves the last picture before the map is drawn again. */
const panRedrawPx = 96;

/** What one drawn frame cost (the benchmark reads these). */
export interface MapFrame {
  /** Milliseconds spent drawing the frame. */
  readonly ms: number;
  /** Hexes in view. */
  readonly visible: number;
  /** Hexes painted into tiles this frame (a hex on a tile edge counts once per tile). */
  readonly hexes: number;
  readonly tiles: TileStats;
  /** `performance.now()` when the frame was finished. */
  readonly at: number;
}

/**
 * A hex map on a canvas: pan (drag with the pan tool or the middle button, arrow keys
 * with Shift), zoom (wheel about the pointer, pinch, + and −, 0 to fit), hover shows the
 * label and terrain; a minimap frames the part in view (see `PanZoomController`). Pointer
 * and key events go to the active tool (see `MapTool` in @kriegsspiel/editor-core). The
 * keyboard moves a hex cursor (arrow keys) and Enter or Space applies the tool there.
 *
 * The static map (terrain, roads, places, counters) is painted into tiles that frames copy;
 * an edit repaints only the tiles' parts it touched (see `TileCache`).
 *
 * @event ks-hex-hover - The hex under the pointer or keyboard cursor changed.
 * @event ks-announce - A tool has something to say ("Pick a terrain first").
 * @event ks-map-select - A tool selected a place or a road link (or cleared the selection).
 * @event ks-map-delete-request - A tool asked to delete the selected place (when `askBeforeDelete` is set).
 *
 * The map's background picture (`backgroundUrl`) is loaded here and painted into the tiles
 * under the grid, so panning over it costs no more than over the map alone.
 * @csspart canvas - The map canvas.
 */
export class KsMapView extends LitElement {
  static override styles = mapViewStyles;

  static override properties = {
    drawing: { attribute: false },
    editor: { attribute: false },
    path: { type: String },
    tools: { attribute: false },
    tool: { type: String },
    settings: { attribute: false },
    selected: { type: String },
    selection: { attribute: false },
    counters: { attribute: false },
    kinds: { attribute: false },
    hexSize: { type: Number, attribute: 'hex-size' },
    name: { type: String },
    askBeforeDelete: { type: Boolean, attribute: 'ask-before-delete' },
    backgroundUrl: { type: String, attribute: 'background-url' },
    readout: { state: true },
    picture: { state: true },
  };

  /** What to draw (from `mapDrawing` of @kriegsspiel/editor-core). */
  declare drawing: MapDrawing | undefined;
  /** The editor tools edit through; without one the view is read-only (pan only). */
  declare editor: Editor | undefined;
  /** Workspace path of the map document, for the tools' commands. */
  declare path: string;
  /** The tools this view can run. */
  declare tools: readonly MapToolDefinition[];
  /** Id of the active tool. */
  declare tool: string;
  /** Settings the tools read (the brush's terrain…). */
  declare settings: MapToolSettings;
  /** Label of the hex to highlight (a validation problem's hex). */
  declare selected: string | undefined;
  /** The selected place or road link, shared with the editor's inspector. */
  declare selection: MapSelection | undefined;
  /** When set, a tool's Delete asks (`ks-map-delete-request`) instead of deleting, so what refers to the place is shown first. */
  declare askBeforeDelete: boolean;
  /** Counter stacks to draw (a scenario's set-up), from `counterStacks`. */
  declare counters: readonly CounterStack[];
  /** The map kinds drawn and described (see src/map-kinds); every kind by default. */
  declare kinds: readonly MapKindView[];
  /** Hex size in map pixels at zoom 1 (centre to corner); the grid's `hexSize` if it has one. */
  declare hexSize: number;
  /** Accessible name of the map. */
  declare name: string;
  /** Address of the map's background picture (its placement is the map's `background`); none when unset. */
  declare backgroundUrl: string | undefined;
  declare private readout: string;
  declare private picture: BackgroundPicture | undefined;
  private pictureFor: string | undefined;

  private canvas: HTMLCanvasElement | undefined;
  // The controller listens on the canvas's frame, whose box the canvas's transform during a gesture does not move.
  private readonly panZoom = new PanZoomController(this, {
    surface: () => {
      this.canvas ??= this.renderRoot?.querySelector('canvas') ?? undefined;
      return this.canvas?.parentElement ?? undefined;
    },
    bounds: () => this.mapBounds(),
    onChange: (how, gesture) => (gesture ? this.gestureMoved() : how === 'zoom' ? this.zoomMoved() : this.scheduleRender()),
    onResize: () => this.sizeCanvas(),
    onGestureStart: () => {
      const ctx = this.toolContext();
      if (ctx) this.currentTool()?.onCancel?.(ctx);
    },
  });
  private minimapPaint: MinimapPainter | undefined;
  private boundsOf: { placed: readonly PlacedHex[]; bounds: ReturnType<typeof pixelBounds> } | undefined;
  private minimapFor: MapScene | undefined;
  private layout: Layout | undefined;
  private placed: PlacedHex[] = [];
  private placedFor: unknown;
  private scene: MapScene | undefined;
  private readonly tiles = new TileCache(
    (ctx, rect, scale) => {
      if (this.scene) this.hexesPainted += drawMapRegion(ctx, this.scene, rect, scale);
    },
    // Where hexes are under 16 device pixels a 256-pixel tile holds hundreds of them;
    // smaller tiles keep each one's painting within a frame's budget.
    (scale) => ((this.layout?.size.x ?? 30) * scale < 16 ? 128 : 256),
  );
  private context: CanvasRenderingContext2D | undefined;
  private hexesPainted = 0;
  private zoomSettle: ReturnType<typeof setTimeout> | undefined;
  /** While a gesture moves the last picture: the view it was drawn at, and the timer that draws again once the gesture rests. */
  private gesture: { drawn: { zoom: number; pan: Point }; settle: ReturnType<typeof setTimeout> | undefined } | undefined;
  /** The view the canvas was last drawn at. */
  private drawnView: { zoom: number; pan: Point } | undefined;
  private hover: Hex | undefined;
  private cursor: Hex | undefined;
  private focused = false;
  private frame = 0;
  private readonly toolInstances = new Map<string, MapTool>();
  private activeTool: { id: string; tool: MapTool } | undefined;
  /** What the last frame cost: milliseconds, hexes painted, tiles copied and painted. */
  lastFrame: MapFrame = { ms: 0, visible: 0, hexes: 0, tiles: { drawn: 0, painted: 0, complete: true }, at: 0 };
  /** Called after every frame (the benchmark collects frame times with it). */
  onFrame: ((frame: MapFrame) => void) | undefined;
  /**
   * Called when a gesture moves the last picture instead of drawing (the CSS transform the
   * canvas now has, from its top left corner), so a layer drawn over the map can move with it;
   * the next drawn frame ({@link onFrame}) ends the move.
   */
  onPictureMoved: ((transform: string) => void) | undefined;

  constructor() {
    super();
    this.path = '';
    this.tools = [];
    this.tool = 'pan';
    this.askBeforeDelete = false;
    this.settings = {};
    this.counters = [];
    this.kinds = mapKindViews;
    this.hexSize = 0;
    this.name = 'Map';
    this.readout = '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    const ctx = this.toolContext();
    if (this.activeTool && ctx) this.activeTool.tool.onExit?.(ctx);
    this.activeTool = undefined;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    if (this.zoomSettle) clearTimeout(this.zoomSettle);
    if (this.gesture?.settle) clearTimeout(this.gesture.settle);
    this.gesture = undefined;
  }

  /** Current pan and zoom (screen = map pixels × zoom + pan). */
  get view(): { zoom: number; pan: Point } {
    return { zoom: this.zoom, pan: { ...this.pan } };
  }

  private get zoom(): number {
    return this.panZoom.view.zoom;
  }

  private get pan(): Point {
    return this.panZoom.view.pan;
  }

  private get size(): { width: number; height: number } {
    return this.panZoom.size;
  }

  /** The whole map's bounds in map pixels (once per grid: frames and renders ask for it). */
  private mapBounds() {
    if (!this.layout || this.placed.length === 0) return undefined;
    if (this.boundsOf?.placed !== this.placed) {
      this.boundsOf = {
        placed: this.placed,
        bounds: pixelBounds(
          this.layout,
          this.placed.map((p) => p.hex),
        ),
      };
    }
    return this.boundsOf.bounds;
  }

  /** The hex under a point of the view (CSS pixels from its top left). */
  hexAt(screen: Point): Hex | undefined {
    if (!this.layout) return undefined;
    return pixelToHexRounded(this.layout, this.toWorld(screen));
  }

  /** Where a hex's centre is in the view (CSS pixels), e.g. for tests that click it. */
  screenOf(label: string): Point | undefined {
    const placed = this.scene?.at(label) ?? this.placed.find((p) => p.label === label);
    return placed ? this.toScreen(placed.center) : undefined;
  }

  /** Where a point of the map (map pixels) is in the view (CSS pixels). */
  toScreen(world: Point): Point {
    return { x: world.x * this.zoom + this.pan.x, y: world.y * this.zoom + this.pan.y };
  }

  /** Selects a hex by label and brings it into view. */
  reveal(label: string): void {
    this.selected = label;
    const at = this.scene?.at(label);
    if (!at) return;
    const zoom = Math.max(this.zoom, 1);
    this.cursor = at.hex;
    this.panZoom.set({ zoom, pan: { x: this.size.width / 2 - at.center.x * zoom, y: this.size.height / 2 - at.center.y * zoom } });
  }

  /** Zooms and pans so the whole map fits the view. */
  fit(): void {
    if (!this.layout || this.placed.length === 0) return;
    this.panZoom.fit();
  }

  /** Zooms by a factor around a point of the view (its centre by default). */
  zoomBy(factor: number, around?: Point): void {
    this.panZoom.zoomBy(factor, around);
  }

  /** Pans by CSS pixels. */
  panBy(dx: number, dy: number): void {
    this.panZoom.panBy(dx, dy);
  }

  /** Centres the view on a point of the map (map pixels), at the same zoom. */
  centreOn(world: Point): void {
    this.panZoom.centreOn(world);
  }

  /** Zooms about the pointer as a wheel event over something laid on the map asks (the set-up's stacks). */
  wheel(e: WheelEvent): void {
    this.panZoom.wheel(e);
  }

  /**
   * How the labels are drawn now, in CSS pixels: the hex size, the type size of hex numbers
   * and place names, and every how many columns and rows a number is (0: none at this zoom). Tests and the set-up's stacks read it.
   */
  labelSizes(): { hexPx: number; hexNumberPx: number; placeNamePx: number; stride: number } {
    const scene = this.scene;
    const dpr = this.canvas && this.size.width > 0 ? this.canvas.width / this.size.width : 1;
    if (!scene) return { hexPx: 0, hexNumberPx: 0, placeNamePx: 0, stride: 0 };
    const plan = hexLabelPlan(scene.size * this.zoom * dpr, scene.labelChars, dpr);
    const names = placeNamesShown(scene, this.zoom * dpr, scene.size * this.zoom * dpr);
    return {
      hexPx: scene.size * this.zoom,
      hexNumberPx: plan.stride === 0 ? 0 : plan.fontPx / dpr,
      placeNamePx: names ? names.fontPx / dpr : 0,
      stride: plan.stride,
    };
  }

  /** Where the bottom of a hex's number is (CSS pixels from the view's top); undefined when it is not drawn at this zoom. */
  labelBottomOf(label: string): number | undefined {
    const scene = this.scene;
    const at = scene?.at(label);
    const sizes = this.labelSizes();
    if (!scene || !at || sizes.stride === 0 || !scene.showsLabel(at, sizes.stride)) return undefined;
    const top = scene.layout.orientation.startAngle === 0 ? -Math.sqrt(3) / 2 : -1;
    return this.toScreen(at.center).y + top * scene.size * this.zoom + 2 + sizes.hexNumberPx;
  }

  /** The part of the map in view, in map pixels. */
  visibleRect() {
    return this.panZoom.visible();
  }

  /** Tiles are stretched while the zoom moves and painted sharp once it rests. */
  private zoomMoved(): void {
    if (this.zoomSettle) clearTimeout(this.zoomSettle);
    this.zoomSettle = setTimeout(() => {
      this.zoomSettle = undefined;
      this.tiles.rescale(this.deviceScale());
      this.scheduleRender();
    }, zoomSettleMs);
    this.scheduleRender();
  }

  /**
   * A step of a continuous gesture: the last picture is moved and scaled to the new view
   * (blurry when zoomed in, with bare ground at its edges when zoomed out or panned far),
   * and the map is drawn sharp once the gesture has rested for {@link gestureSettleMs}.
   */
  private gestureMoved(): void {
    const drawn = this.gesture?.drawn ?? this.drawnView;
    if (!drawn || !this.canvas) {
      // Nothing drawn yet (or the canvas was cleared): draw the new view.
      this.scheduleRender();
      return;
    }
    // A frame on its way (a hover, more tiles to paint) waits for the gesture to rest.
    if (this.frame) {
      cancelAnimationFrame(this.frame);
      this.frame = 0;
    }
    if (this.gesture?.settle) clearTimeout(this.gesture.settle);
    const settle = setTimeout(() => this.endGesture(), gestureSettleMs);
    const k = this.zoom / drawn.zoom;
    const x = this.pan.x - drawn.pan.x * k;
    const y = this.pan.y - drawn.pan.y * k;
    // A long drag draws again when it has uncovered a wide strip of bare ground.
    if (k === 1 && Math.max(Math.abs(x), Math.abs(y)) > panRedrawPx) {
      this.gesture = undefined;
      this.paint(paintBudget);
      this.gesture = { drawn: this.view, settle };
      return;
    }
    this.gesture = { drawn, settle };
    const transform = `translate(${x}px, ${y}px) scale(${k})`;
    this.canvas.style.transform = transform;
    this.onPictureMoved?.(transform);
    // Nearest-pixel scaling is the cheaper for a compositor without a GPU.
    this.canvas.style.imageRendering = 'pixelated';
    this.updateMinimap(this.visibleRect());
  }

  /** The gesture rested (or a drag ended): draw the map sharp at the view it left. */
  private endGesture(): void {
    const gesture = this.gesture;
    if (!gesture) return;
    if (gesture.settle) clearTimeout(gesture.settle);
    this.gesture = undefined;
    if (this.zoom !== gesture.drawn.zoom) this.tiles.rescale(this.deviceScale());
    this.scheduleRender();
  }

  /** The size of the picture {@link exportMap} makes. */
  exportSize(): MapExportSize | undefined {
    return this.scene ? mapExportSize(this.scene) : undefined;
  }

  /** The whole map as a PNG or SVG file at print resolution, with or without the counters. */
  async exportMap(format: 'png' | 'svg', options: MapExportOptions): Promise<Blob> {
    if (!this.scene) throw new Error('the map is not drawn yet');
    return format === 'png' ? mapToPng(this.scene, options) : mapToSvg(this.scene, options);
  }

  /** Loads the background picture when its address changes; the tiles are painted again once it is in. */
  private loadPicture(): void {
    const url = this.backgroundUrl;
    if (url === this.pictureFor) return;
    this.pictureFor = url;
    this.picture = undefined;
    if (!url) return;
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      if (this.pictureFor !== url) return;
      // Its reduced copies are made now, not in the middle of a zoom.
      preparePicture(image);
      this.picture = image;
    };
    image.onerror = () => {
      if (this.pictureFor === url)
        this.dispatchEvent(new KsAnnounceEvent('The background image could not be loaded: check that its file exists and is a PNG, JPEG or SVG.'));
    };
    image.src = url;
  }

  private toWorld(p: Point): Point {
    return { x: (p.x - this.pan.x) / this.zoom, y: (p.y - this.pan.y) / this.zoom };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('backgroundUrl')) this.loadPicture();
    const drawing = this.drawing;
    if (!drawing) return;
    const grid = drawing.grid;
    if (this.placedFor !== grid) {
      const size = this.hexSize || drawing.map.grid?.hexSize || 30;
      const first = this.placedFor === undefined;
      this.layout = createLayout(grid.config.orientation, size);
      this.placed = placeHexes(drawing, this.layout);
      this.placedFor = grid;
      // A new map is fitted; the same map after an edit keeps its view.
      if (first || changed.has('path')) this.panZoom.refit();
    }
    if (changed.has('drawing') || changed.has('counters') || changed.has('kinds') || changed.has('picture' as keyof KsMapView) || !this.scene) {
      const before = this.scene;
      const after = new MapScene(drawing, this.layout as Layout, this.placed, this.counters, this.kinds, this.picture);
      this.scene = after;
      const changes = before ? changedRegions(before, after) : 'all';
      if (changes === 'all') this.tiles.clear();
      else this.tiles.invalidate(changes);
      // A paint stroke changes the hex under the pointer without moving it: read it again.
      if (this.hover) this.describeHover();
    }
    if (changed.has('tool') || changed.has('tools')) this.switchTool();
  }

  protected override render() {
    return html`
      <div class="surface"><canvas
        part="canvas"
        tabindex="0"
        role="application"
        aria-roledescription="hex map"
        aria-label="${this.name}. Arrow keys move the hex cursor, Enter applies the tool, Shift with arrows pans, plus and minus zoom, 0 fits the map."
        style="cursor: ${this.cursorStyle()}"
        @pointerdown=${this.onPointerDown}
        @pointermove=${this.onPointerMove}
        @pointerup=${this.onPointerUp}
        @pointercancel=${this.onPointerCancel}
        @pointerleave=${this.onPointerLeave}
        @keydown=${this.onKeyDown}
        @focus=${this.onFocus}
        @blur=${this.onBlur}
      ></canvas></div>
      <div class="readout" role="status" aria-live="polite">${this.readout}</div>
      <ks-minimap
        class="minimap"
        name=${`Overview of ${this.name}`}
        .bounds=${this.mapBounds()}
        .paint=${this.minimapPainter()}
        @ks-minimap-move=${(e: KsMinimapMoveEvent) => this.centreOn(e.world)}
      ></ks-minimap>
      <div class="zoom">
        <button type="button" aria-label="Zoom in" title="Zoom in (+)" @click=${() => this.zoomBy(1.25)}>+</button>
        <button type="button" aria-label="Zoom out" title="Zoom out (−)" @click=${() => this.zoomBy(0.8)}>−</button>
        <button type="button" aria-label="Fit the map" title="Fit (0)" @click=${() => this.fit()}>⤢</button>
      </div>
    `;
  }

  protected override firstUpdated(): void {
    this.canvas = this.renderRoot.querySelector('canvas') ?? undefined;
  }

  protected override updated(): void {
    this.scheduleRender();
  }

  private cursorStyle(): string {
    return this.tools.find((t) => t.id === this.tool)?.cursor ?? 'default';
  }

  /** The canvas's pixels follow its size (the controller measured it). */
  private sizeCanvas(): void {
    if (this.canvas) {
      const dpr = window.devicePixelRatio || 1;
      this.canvas.width = Math.round(this.size.width * dpr);
      this.canvas.height = Math.round(this.size.height * dpr);
      // Resizing cleared it: a gesture has no picture to move.
      this.drawnView = undefined;
    }
    this.scheduleRender();
  }

  /** Paints the map small for the minimap: one painter per scene, so an edit repaints it. */
  private minimapPainter(): MinimapPainter | undefined {
    const scene = this.scene;
    if (scene !== this.minimapFor) {
      this.minimapFor = scene;
      this.minimapPaint = scene
        ? (ctx, fit) => {
            const b = this.mapBounds();
            if (b)
              drawMapRegion(
                ctx,
                scene,
                { minX: b.minX - scene.size, minY: b.minY - scene.size, maxX: b.maxX + scene.size, maxY: b.maxY + scene.size },
                fit.scale,
                true,
              );
          }
        : undefined;
    }
    return this.minimapPaint;
  }

  private deviceScale(): number {
    return this.zoom * (this.canvas && this.size.width > 0 ? this.canvas.width / this.size.width : 1);
  }

  private scheduleRender(): void {
    // A gesture's frames only move the last picture; the map is drawn when it rests.
    if (this.frame || !this.isConnected || this.gesture) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      if (!this.paint(paintBudget)) this.scheduleRender();
    });
  }

  /** Draws at once and completely (tests and the benchmark call it). */
  renderNow(): void {
    if (this.gesture?.settle) clearTimeout(this.gesture.settle);
    this.gesture = undefined;
    if (this.zoomSettle) {
      clearTimeout(this.zoomSettle);
      this.zoomSettle = undefined;
    }
    this.tiles.rescale(this.deviceScale());
    this.paint(Infinity);
  }

  /** Draws one frame, painting tiles for at most `budget` ms; true when the picture is complete. */
  private paint(budget: number): boolean {
    const canvas = this.canvas;
    const scene = this.scene;
    if (!canvas || !scene || !this.layout) return true;
    if (!this.panZoom.fitted) this.fit();
    this.context ??= canvas.getContext('2d') ?? undefined;
    const ctx = this.context;
    if (!ctx) return true;
    const started = performance.now();
    const dpr = canvas.width / this.size.width;
    const scale = this.zoom * dpr;
    // A zoom far from the tiles' scale repaints now rather than stretching them too far.
    const ratio = this.tiles.scale === 0 ? 0 : scale / this.tiles.scale;
    if (ratio < 0.6 || ratio > 1.7) this.tiles.rescale(scale);
    const offsetX = Math.round(this.pan.x * dpr);
    const offsetY = Math.round(this.pan.y * dpr);
    this.hexesPainted = 0;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#d8d3c4';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    const complete = this.tiles.draw(ctx, { scale, offsetX, offsetY, width: canvas.width, height: canvas.height }, budget);
    ctx.setTransform(scale, 0, 0, scale, offsetX, offsetY);
    // The canvas now shows the view as it is: no gesture's transform on it.
    this.drawnView = this.view;
    if (canvas.style.transform) {
      canvas.style.transform = '';
      canvas.style.imageRendering = '';
    }
    const selected = this.selected ? scene.at(this.selected)?.hex : undefined;
    const toolCtx = this.toolContext();
    drawOverlay(ctx, scene, scale, {
      hover: this.hover,
      cursor: this.cursor,
      selected,
      focused: this.focused,
      preview: toolCtx && this.editor ? this.currentTool()?.preview?.(toolCtx) : undefined,
    });
    const at = performance.now();
    const view = { minX: -offsetX / scale, minY: -offsetY / scale, maxX: (canvas.width - offsetX) / scale, maxY: (canvas.height - offsetY) / scale };
    this.updateMinimap(view);
    this.lastFrame = { ms: at - started, visible: scene.hexesIn(view, 0).length, hexes: this.hexesPainted, tiles: { ...this.tiles.stats }, at };
    this.onFrame?.(this.lastFrame);
    return complete;
  }

  /** The minimap frames the part of the map in view (map pixels). */
  private updateMinimap(view: { minX: number; minY: number; maxX: number; maxY: number }): void {
    const minimap = this.renderRoot.querySelector<KsMinimap>('ks-minimap');
    if (minimap) {
      minimap.visible = view;
      // While the whole map is in view the minimap would only hide part of it.
      const whole = this.mapBounds();
      minimap.toggleAttribute('whole', !!whole && containsRect(view, whole));
    }
  }

  // Tools

  private toolContext(): MapToolContext | undefined {
    const drawing = this.drawing;
    const editor = this.editor;
    if (!drawing || !this.layout) return undefined;
    const path = this.path;
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const view = this;
    return {
      editor: editor as Editor,
      path,
      map: () => editor?.store.get(path, 'map')?.value ?? drawing.map,
      grid: drawing.grid,
      layout: this.layout,
      terrainTypes: drawing.terrain,
      settings: this.settings,
      get selection() {
        return view.selection;
      },
      select: (selection) => {
        this.selection = selection;
        this.dispatchEvent(new KsMapSelectEvent(selection));
        this.scheduleRender();
      },
      // The pan tool's drag is a gesture.
      panBy: (dx, dy) => this.panZoom.panBy(dx, dy, true),
      requestRender: () => this.scheduleRender(),
      announce: (message) => this.dispatchEvent(new KsAnnounceEvent(message)),
      ...(this.askBeforeDelete ? { requestDelete: (selection: MapSelection) => this.dispatchEvent(new KsMapDeleteRequestEvent(selection)) } : {}),
    };
  }

  /** The active tool; tools that edit need an editor, so a read-only view pans. */
  private currentTool(): MapTool | undefined {
    return this.activeTool?.tool;
  }

  private switchTool(): void {
    const id = this.editor ? this.tool : 'pan';
    if (this.activeTool?.id === id) return;
    const ctx = this.toolContext();
    if (this.activeTool && ctx) this.activeTool.tool.onExit?.(ctx);
    const def = this.tools.find((t) => t.id === id);
    if (!def) {
      this.activeTool = undefined;
      return;
    }
    let tool = this.toolInstances.get(id);
    if (!tool) {
      tool = def.create();
      this.toolInstances.set(id, tool);
    }
    this.activeTool = { id, tool };
    if (ctx) tool.onEnter?.(ctx);
  }

  private pointerOf(e: PointerEvent): MapPointer | undefined {
    if (!this.layout || !this.drawing) return undefined;
    // The frame's box, not the canvas's: a gesture's transform moves the canvas.
    const rect = this.renderRoot.querySelector('.surface')?.getBoundingClientRect();
    const screen = { x: e.clientX - (rect?.left ?? 0), y: e.clientY - (rect?.top ?? 0) };
    const point = this.toWorld(screen);
    const hex = pixelToHexRounded(this.layout, point);
    const label = this.drawing.grid.contains(hex) ? this.drawing.grid.hexToLabel(hex) : undefined;
    return { point, screen, hex, label, button: e.button, buttons: e.buttons, shiftKey: e.shiftKey, altKey: e.altKey, ctrlKey: e.ctrlKey, metaKey: e.metaKey };
  }

  /** A pointer at the keyboard cursor's hex centre, as the keyboard's Enter and arrows make it. */
  private cursorPointer(buttons: number): MapPointer | undefined {
    const drawing = this.drawing;
    if (!drawing || !this.cursor) return undefined;
    const label = drawing.grid.hexToLabel(this.cursor);
    const placed = label === undefined ? undefined : this.scene?.at(label);
    if (!placed) return undefined;
    return {
      point: placed.center,
      screen: this.toScreen(placed.center),
      hex: this.cursor,
      label,
      button: 0,
      buttons,
      shiftKey: false,
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      keyboard: true,
    };
  }

  private setHover(hex: Hex | undefined): void {
    const drawing = this.drawing;
    const label = hex && drawing?.grid.contains(hex) ? drawing.grid.hexToLabel(hex) : undefined;
    const before = this.hover && drawing ? drawing.grid.hexToLabel(this.hover) : undefined;
    this.hover = label ? hex : undefined;
    if (label === before) return;
    const terrain = this.describeHover();
    this.dispatchEvent(new KsHexHoverEvent(label, terrain));
    this.scheduleRender();
  }

  /** Writes the readout for the hovered hex as the map stands now; returns its terrain. */
  private describeHover(): string[] {
    const drawing = this.drawing;
    const label = this.hover && drawing ? drawing.grid.hexToLabel(this.hover) : undefined;
    const terrain = label && drawing ? drawing.hexTerrain(label).map((t) => t.name) : [];
    this.readout = label && drawing ? describeHex(drawing.map, label, terrain, this.counters, this.kinds) : '';
    return terrain;
  }

  private onPointerDown = (e: PointerEvent): void => {
    this.canvas?.focus();
    const p = this.pointerOf(e);
    if (!p) return;
    this.canvas?.setPointerCapture(e.pointerId);
    // The keyboard cursor follows the pointer, so keys continue where the mouse left off.
    if (p.label) this.cursor = p.hex;
    const ctx = this.toolContext();
    if (ctx) this.currentTool()?.onPointerDown?.(ctx, p);
    this.scheduleRender();
  };

  private onPointerMove = (e: PointerEvent): void => {
    const p = this.pointerOf(e);
    if (!p) return;
    this.setHover(p.hex);
    const ctx = this.toolContext();
    if (ctx) this.currentTool()?.onPointerMove?.(ctx, p);
  };

  private onPointerUp = (e: PointerEvent): void => {
    if (this.canvas?.hasPointerCapture(e.pointerId)) this.canvas.releasePointerCapture(e.pointerId);
    const p = this.pointerOf(e);
    const ctx = this.toolContext();
    if (p && ctx) this.currentTool()?.onPointerUp?.(ctx, p);
    // A drag that ends is drawn sharp at once.
    this.endGesture();
    this.scheduleRender();
  };

  private onPointerCancel = (): void => {
    const ctx = this.toolContext();
    if (ctx) this.currentTool()?.onCancel?.(ctx);
  };

  private onPointerLeave = (): void => {
    if (!this.focused) this.setHover(undefined);
  };

  private onFocus = (): void => {
    this.focused = true;
    if (!this.cursor && this.drawing) {
      const hexes = this.placed;
      this.cursor = hexes[Math.floor(hexes.length / 2)]?.hex;
    }
    this.setHover(this.cursor);
    this.scheduleRender();
  };

  private onBlur = (): void => {
    this.focused = false;
    this.setHover(undefined);
    const ctx = this.toolContext();
    if (ctx && this.currentTool()?.state !== 'idle') this.currentTool()?.onCancel?.(ctx);
    this.scheduleRender();
  };

  private onKeyDown = (e: KeyboardEvent): void => {
    const ctx = this.toolContext();
    if (ctx && this.editor && this.currentTool()?.onKeyDown?.(ctx, e)) {
      e.preventDefault();
      this.scheduleRender();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const step = 40;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      if (e.shiftKey) this.panBy(-move[0] * step, -move[1] * step);
      else this.moveCursor(move[0], move[1]);
      return;
    }
    if (e.key === '+' || e.key === '=') this.zoomBy(1.25);
    else if (e.key === '-' || e.key === '_') this.zoomBy(0.8);
    else if (e.key === '0') this.fit();
    else if ((e.key === 'Enter' || e.key === ' ') && this.cursor) this.applyAtCursor();
    else return;
    e.preventDefault();
  };

  private moveCursor(dc: number, dr: number): void {
    const drawing = this.drawing;
    if (!drawing) return;
    const grid = drawing.grid;
    const from = grid.hexToOffset(this.cursor ?? this.placed[0]?.hex ?? { q: 0, r: 0 });
    const col = clamp(from.col + dc, 0, grid.config.width - 1);
    const row = clamp(from.row + dr, 0, grid.config.height - 1);
    const next = grid.offsetToHex({ col, row });
    this.cursor = next;
    this.setHover(next);
    // Tools follow the cursor as they follow the pointer (a road's rubber band, the aimed hexside).
    const ctx = this.toolContext();
    const p = this.cursorPointer(0);
    if (ctx && p && this.editor) this.currentTool()?.onPointerMove?.(ctx, p);
    // Keep the cursor in view.
    const s = this.screenOf(grid.hexToLabel(next) ?? '');
    if (s && (s.x < 20 || s.y < 20 || s.x > this.size.width - 20 || s.y > this.size.height - 20))
      this.panBy(this.size.width / 2 - s.x, this.size.height / 2 - s.y);
    this.scheduleRender();
  }

  private applyAtCursor(): void {
    const ctx = this.toolContext();
    const tool = this.currentTool();
    const p = this.cursorPointer(1);
    if (!ctx || !tool || !p) return;
    tool.onPointerDown?.(ctx, p);
    tool.onPointerUp?.(ctx, { ...p, buttons: 0 });
    this.scheduleRender();
  }
}

/** The readout for a hex: label, name, terrain, and the places and pieces on it. */
function describeHex(map: MapDocument, label: string, terrain: readonly string[], counters: readonly CounterStack[], kinds: readonly MapKindView[]): string {
  const name = map.hexes?.[label]?.name;
  const parts = [`${label}${name ? ` ${name}` : ''}`, terrain.join(', ') || 'no terrain'];
  for (const { kind } of kinds) if (kind.describeAt) parts.push(...kind.describeAt(map, label));
  const stack = counters.find((s) => s.label === label);
  if (stack && stack.counters.length > 0) parts.push(stack.counters.length === 1 ? (stack.counters[0]?.name ?? '1 unit') : `${stack.counters.length} units`);
  return parts.join(' · ');
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}
