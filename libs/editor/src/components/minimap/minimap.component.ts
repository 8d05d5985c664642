import { LitElement, html, type PropertyValues } from 'lit';
import type { Point } from '@kriegsspiel/hex';
import { minimapFit, minimapFrame, worldFromMinimap, type MinimapFit, type ViewRect } from '@kriegsspiel/editor-core';
import { KsMinimapMoveEvent } from '../../events';
import { minimapStyles } from './minimap.styles';
import { capturePointer } from '../../controllers/pan-zoom-controller';

/** How long the map must rest before the minimap paints it again. */
const repaintDelayMs = 400;

/** Draws the map small: the context's transform is set so that map units can be drawn as they are. */
export type MinimapPainter = (ctx: CanvasRenderingContext2D, fit: MinimapFit) => void;

/**
 * The whole map in small, with a frame round the part in view. A click or a drag on it moves
 * the view there; the arrow keys move it a tenth of the map at a time. The picture is painted
 * only when `paint` or `bounds` change; moving the frame costs no painting.
 *
 * The `whole` attribute (set by a view while all of the map is in view) fades it out.
 *
 * @event ks-minimap-move - The view should be centred on a map point.
 * @csspart frame - The frame of the part in view.
 */
export class KsMinimap extends LitElement {
  static override styles = minimapStyles;

  static override properties = {
    bounds: { attribute: false },
    visible: { attribute: false },
    paint: { attribute: false },
    name: { type: String },
  };

  /** The whole map, in map units. */
  declare bounds: ViewRect | undefined;
  /** The part of the map in view, in map units. */
  declare visible: ViewRect | undefined;
  /** Paints the map's picture; a new function paints it again. */
  declare paint: MinimapPainter | undefined;
  /** Accessible name. */
  declare name: string;
  private dragging = false;
  private fitOf: MinimapFit | undefined;
  private repaintTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.name = 'Overview of the map';
  }

  /** How the minimap fits the map (undefined before it has a size and bounds). */
  get fit(): MinimapFit | undefined {
    return this.fitOf;
  }

  protected override render() {
    const frame = this.fitOf && this.visible ? minimapFrame(this.fitOf, this.visible) : undefined;
    return html`<canvas aria-hidden="true"></canvas>
      <div
        class="surface"
        role="slider"
        tabindex="0"
        aria-label=${`${this.name}. Click or drag to move the view; arrow keys move it.`}
        aria-valuetext=${this.describe()}
        @pointerdown=${this.onPointerDown}
        @pointermove=${this.onPointerMove}
        @pointerup=${this.onPointerUp}
        @pointercancel=${this.onPointerUp}
        @keydown=${this.onKeyDown}
      >
        ${
          frame
            ? html`<div
              part="frame"
              class="frame"
              style=${`left:${frame.minX}px;top:${frame.minY}px;width:${Math.max(2, frame.maxX - frame.minX)}px;height:${Math.max(2, frame.maxY - frame.minY)}px`}
            ></div>`
            : ''
        }
      </div>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!this.fitOf) this.repaint();
    else if (changed.has('bounds') || changed.has('paint')) this.repaintSoon();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.repaintTimer) clearTimeout(this.repaintTimer);
    this.repaintTimer = undefined;
  }

  /**
   * Paints again once the map rests: a brush stroke makes a new picture per hex, and painting
   * the whole map for each would cost a large map's stroke its frames.
   */
  private repaintSoon(): void {
    if (this.repaintTimer) clearTimeout(this.repaintTimer);
    this.repaintTimer = setTimeout(() => {
      this.repaintTimer = undefined;
      this.repaint();
    }, repaintDelayMs);
  }

  /** Paints the picture again (the map changed but `paint` is the same function). */
  repaint(): void {
    const canvas = this.renderRoot.querySelector('canvas');
    const bounds = this.bounds;
    if (!canvas || !bounds) return;
    const width = canvas.clientWidth || 160;
    const height = canvas.clientHeight || 120;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    const before = this.fitOf;
    const fit = minimapFit(bounds, { width, height });
    this.fitOf = fit;
    const ctx = canvas.getContext('2d');
    if (ctx && this.paint) {
      ctx.setTransform(dpr * fit.scale, 0, 0, dpr * fit.scale, dpr * fit.offset.x, dpr * fit.offset.y);
      this.paint(ctx, fit);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
    }
    // The frame is placed with the fit, which was unknown at the first render.
    if (!before) this.requestUpdate();
  }

  private describe(): string {
    const b = this.bounds;
    const v = this.visible;
    if (!b || !v) return '';
    const pct = (x: number, lo: number, hi: number) => Math.round(((x - lo) / Math.max(1e-6, hi - lo)) * 100);
    return `view centred ${pct((v.minX + v.maxX) / 2, b.minX, b.maxX)}% across, ${pct((v.minY + v.maxY) / 2, b.minY, b.maxY)}% down`;
  }

  private move(at: Point): void {
    if (!this.fitOf) return;
    this.dispatchEvent(new KsMinimapMoveEvent(worldFromMinimap(this.fitOf, at)));
  }

  private at(e: PointerEvent): Point {
    const rect = (e.currentTarget as HTMLElement).getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  }

  private onPointerDown = (e: PointerEvent): void => {
    if (e.button !== 0) return;
    this.dragging = true;
    capturePointer(e.currentTarget as Element, e.pointerId);
    e.preventDefault();
    this.move(this.at(e));
  };

  private onPointerMove = (e: PointerEvent): void => {
    if (this.dragging) this.move(this.at(e));
  };

  private onPointerUp = (): void => {
    this.dragging = false;
  };

  private onKeyDown = (e: KeyboardEvent): void => {
    const steps: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const step = steps[e.key];
    const b = this.bounds;
    const v = this.visible;
    if (!step || !b || !v) return;
    e.preventDefault();
    const centre = { x: (v.minX + v.maxX) / 2 + (step[0] * (b.maxX - b.minX)) / 10, y: (v.minY + v.maxY) / 2 + (step[1] * (b.maxY - b.minY)) / 10 };
    this.dispatchEvent(new KsMinimapMoveEvent(centre));
  };
}
