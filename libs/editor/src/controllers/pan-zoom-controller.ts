// How every map view moves: the wheel zooms about the pointer, a drag pans (the middle
// button anywhere; the primary button where the view says so), two fingers pinch. One
// reactive controller shared by the hex views (canvas) and the area maps (SVG); the
// geometry is the pure `map-viewport` of @kriegsspiel/editor-core.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Point } from '@kriegsspiel/hex';
import {
  centreViewportOn,
  defaultZoomLimits,
  fitViewport,
  panViewport,
  pinchViewport,
  visibleWorldRect,
  zoomViewportAbout,
  type Viewport,
  type ViewRect,
  type ViewSize,
  type ZoomLimits,
} from '@kriegsspiel/editor-core';

/** What the controller asks of its view. */
export interface PanZoomOptions {
  /** The element the view draws on (a canvas, an svg); screen points are from its top left. */
  readonly surface: () => Element | null | undefined;
  /** The whole map, in map units (what fitting shows). */
  readonly bounds: () => ViewRect | undefined;
  /**
   * The view moved or zoomed: draw again. `gesture` is true for a continuous gesture's
   * step (the wheel, a drag, a pinch), which a view may show by moving its last picture
   * until the gesture rests, and false for a single move (a button, a key, a fit).
   */
  readonly onChange: (how: 'pan' | 'zoom', gesture: boolean) => void;
  /** The surface changed size (already measured into `size`). */
  readonly onResize?: () => void;
  /** A pinch or a drag of the controller's began: a tool's gesture in progress should stop. */
  readonly onGestureStart?: () => void;
  /** Whether a primary-button press starts a pan (an area map's empty ground); never by default. */
  readonly dragPans?: (e: PointerEvent) => boolean;
  readonly limits?: ZoomLimits;
  /** Pixels left around the map when it is fitted. */
  readonly pad?: number;
}

/** A pointer is a drag once it moved this far (CSS pixels); a shorter press is a click. */
const dragSlop = 4;

/** The pan and zoom of one map view: pinches and the controller's drags stop there, everything else passes to the view. */
export class PanZoomController implements ReactiveController {
  /** Where the view looks now. */
  view: Viewport = { zoom: 1, pan: { x: 0, y: 0 } };
  /** The surface's size in CSS pixels. */
  size: ViewSize = { width: 0, height: 0 };
  /** False until the map was fitted, and again when a new map asks to be (see {@link refit}). */
  fitted = false;
  private readonly touches = new Map<number, Point>();
  private pinch: { start: Viewport; from: [Point, Point]; ids: [number, number] } | undefined;
  private drag: { id: number; last: Point; moved: boolean; origin: Point } | undefined;
  private observed: Element | undefined;
  private readonly resize = new ResizeObserver(() => this.measure());

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement & { readonly hasUpdated: boolean },
    private readonly options: PanZoomOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.observed = undefined;
    if (this.host.hasUpdated) this.hostUpdated();
  }

  hostUpdated(): void {
    const surface = this.options.surface() ?? undefined;
    if (surface === this.observed) return;
    if (this.observed) this.unlisten(this.observed);
    this.observed = surface;
    if (surface) {
      this.listen(surface);
      this.measure();
    }
  }

  hostDisconnected(): void {
    if (this.observed) this.unlisten(this.observed);
    this.resize.disconnect();
    this.observed = undefined;
    this.touches.clear();
    this.pinch = undefined;
    this.drag = undefined;
  }

  // Capturing listeners on the surface run before the view's own (even on the surface
  // itself), so a pinch or a middle-button drag never reaches the view's tools.
  private listen(surface: Element): void {
    this.resize.observe(surface);
    surface.addEventListener('wheel', this.onWheel as EventListener, { passive: false });
    for (const [type, handler] of this.handlers()) surface.addEventListener(type, handler as EventListener, { capture: true });
  }

  private unlisten(surface: Element): void {
    this.resize.unobserve(surface);
    surface.removeEventListener('wheel', this.onWheel as EventListener);
    for (const [type, handler] of this.handlers()) surface.removeEventListener(type, handler as EventListener, { capture: true });
  }

  private handlers(): [string, (e: PointerEvent) => void][] {
    return [
      ['pointerdown', this.onPointerDown],
      ['pointermove', this.onPointerMove],
      ['pointerup', this.onPointerUp],
      ['pointercancel', this.onPointerUp],
    ];
  }

  /** True while a pinch or a drag of the controller's is under way. */
  get gesturing(): boolean {
    return this.pinch !== undefined || (this.drag?.moved ?? false);
  }

  /** The part of the map in view, in map units. */
  visible(): ViewRect {
    return visibleWorldRect(this.view, this.size);
  }

  /** The visible part as an SVG `viewBox`. */
  viewBox(): string {
    const v = this.visible();
    return `${v.minX} ${v.minY} ${v.maxX - v.minX} ${v.maxY - v.minY}`;
  }

  /** Fits the map the next time the view is measured or drawn (a new map). */
  refit(): void {
    this.fitted = false;
  }

  /** Zooms and pans so the whole map fits. */
  fit(): void {
    const bounds = this.options.bounds();
    if (!bounds || this.size.width <= 1) return;
    this.view = fitViewport(bounds, this.size, this.options.pad ?? 16, this.limits);
    this.fitted = true;
    this.options.onChange('zoom', false);
  }

  /** Zooms by a factor around a point of the surface (its centre by default). */
  zoomBy(factor: number, around: Point = { x: this.size.width / 2, y: this.size.height / 2 }, gesture = false): void {
    this.view = zoomViewportAbout(this.view, factor, around, this.limits);
    this.options.onChange('zoom', gesture);
  }

  /** Pans by CSS pixels; `gesture` when it is a step of a drag. */
  panBy(dx: number, dy: number, gesture = false): void {
    this.view = panViewport(this.view, dx, dy);
    this.options.onChange('pan', gesture);
  }

  /** Centres the view on a map point (the minimap's click), at the same zoom. */
  centreOn(world: Point): void {
    this.view = centreViewportOn(this.view, this.size, world);
    this.options.onChange('pan', false);
  }

  /** Sets the view outright (revealing a hex). */
  set(view: Viewport): void {
    this.view = view;
    this.options.onChange('zoom', false);
  }

  /** Reads the surface's size; fits the map if it has not been yet. */
  measure(): void {
    const rect = this.options.surface()?.getBoundingClientRect() ?? this.host.getBoundingClientRect();
    this.size = { width: Math.max(1, Math.round(rect.width)), height: Math.max(1, Math.round(rect.height)) };
    this.options.onResize?.();
    if (!this.fitted) this.fit();
  }

  private get limits(): ZoomLimits {
    return this.options.limits ?? defaultZoomLimits;
  }

  private screenOf(e: { clientX: number; clientY: number }): Point {
    const rect = this.options.surface()?.getBoundingClientRect();
    return { x: e.clientX - (rect?.left ?? 0), y: e.clientY - (rect?.top ?? 0) };
  }

  /** Zooms about the pointer as the wheel asks (also for wheels over things laid on the view, such as counters). */
  wheel(e: WheelEvent): void {
    this.onWheel(e);
  }

  private onWheel = (e: WheelEvent): void => {
    e.preventDefault();
    // Lines and pages (Firefox's wheel) count as about 16 and 400 pixels.
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    this.zoomBy(Math.exp(-e.deltaY * unit * 0.0015), this.screenOf(e), true);
  };

  private onPointerDown = (e: PointerEvent): void => {
    if (e.pointerType === 'touch') this.touches.set(e.pointerId, this.screenOf(e));
    if (this.touches.size === 2) {
      const [a, b] = [...this.touches.entries()] as [[number, Point], [number, Point]];
      this.pinch = { start: this.view, from: [a[1], b[1]], ids: [a[0], b[0]] };
      this.drag = undefined;
      this.options.onGestureStart?.();
      this.capture(e);
      e.stopImmediatePropagation();
      return;
    }
    if (e.button === 1 || (e.button === 0 && this.options.dragPans?.(e))) {
      const at = this.screenOf(e);
      this.drag = { id: e.pointerId, last: at, origin: at, moved: e.button === 1 };
      if (e.button === 1) {
        e.preventDefault();
        this.capture(e);
        e.stopImmediatePropagation();
      }
    }
  };

  private onPointerMove = (e: PointerEvent): void => {
    if (this.touches.has(e.pointerId)) this.touches.set(e.pointerId, this.screenOf(e));
    const pinch = this.pinch;
    if (pinch) {
      const a = this.touches.get(pinch.ids[0]);
      const b = this.touches.get(pinch.ids[1]);
      if (a && b) {
        this.view = pinchViewport(pinch.start, pinch.from, [a, b], this.limits);
        this.options.onChange('zoom', true);
      }
      e.stopImmediatePropagation();
      return;
    }
    const drag = this.drag;
    if (!drag || drag.id !== e.pointerId) return;
    const at = this.screenOf(e);
    if (!drag.moved && Math.hypot(at.x - drag.origin.x, at.y - drag.origin.y) < dragSlop) return;
    if (!drag.moved) {
      drag.moved = true;
      this.capture(e);
      this.options.onGestureStart?.();
    }
    this.panBy(at.x - drag.last.x, at.y - drag.last.y, true);
    drag.last = at;
    e.stopImmediatePropagation();
  };

  private onPointerUp = (e: PointerEvent): void => {
    this.touches.delete(e.pointerId);
    if (this.pinch) {
      if (this.pinch.ids.includes(e.pointerId)) this.pinch = undefined;
      e.stopImmediatePropagation();
      return;
    }
    const drag = this.drag;
    if (drag?.id !== e.pointerId) return;
    this.drag = undefined;
    // A drag is not a click: the view's own handlers do not see its end.
    if (drag.moved) e.stopImmediatePropagation();
  };

  private capture(e: PointerEvent): void {
    if (e.currentTarget instanceof Element) capturePointer(e.currentTarget, e.pointerId);
  }
}

/** Keeps a drag's moves coming when it leaves the element; a pointer the browser does not know (a script's) is not captured. */
export function capturePointer(target: Element, pointerId: number): void {
  try {
    if (!target.hasPointerCapture(pointerId)) target.setPointerCapture(pointerId);
  } catch {
    // No active pointer with that id: nothing to capture.
  }
}
