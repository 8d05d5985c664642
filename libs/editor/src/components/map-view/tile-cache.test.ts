import { describe, expect, it } from 'vitest';
import { TileCache } from './tile-cache';
import type { MapRect } from './map-renderer';

/** A cache whose painter records what it was asked to paint. */
function recording(slowMs = 0) {
  const painted: MapRect[] = [];
  const cache = new TileCache(
    (ctx, rect) => {
      painted.push(rect);
      ctx.fillStyle = '#336699';
      ctx.fillRect(rect.minX, rect.minY, rect.maxX - rect.minX, rect.maxY - rect.minY);
      const until = performance.now() + slowMs;
      while (performance.now() < until);
    },
    () => 100,
  );
  const canvas = document.createElement('canvas');
  canvas.width = 300;
  canvas.height = 200;
  const target = canvas.getContext('2d') as CanvasRenderingContext2D;
  return { cache, painted, target };
}

const view = { scale: 1, offsetX: 0, offsetY: 0, width: 300, height: 200 };

describe('TileCache', () => {
  it('paints the visible tiles once, then only copies them', () => {
    const { cache, painted, target } = recording();
    cache.rescale(1);
    expect(cache.draw(target, view, Infinity)).toBe(true);
    expect(painted).toHaveLength(3 * 2);
    expect(cache.stats).toEqual({ drawn: 6, painted: 6, complete: true });
    cache.draw(target, { ...view, offsetX: -30 }, Infinity);
    // Panning 30 px brings a fourth column of tiles into view; the others are copied.
    expect(painted).toHaveLength(8);
    expect([...target.getImageData(150, 100, 1, 1).data]).toEqual([0x33, 0x66, 0x99, 255]);
  });

  it('stops painting when the budget is spent and finishes in later frames', () => {
    const { cache, target } = recording(4);
    cache.rescale(1);
    expect(cache.draw(target, view, 6)).toBe(false);
    expect(cache.stats.painted).toBeLessThan(6);
    let frames = 1;
    while (!cache.draw(target, view, 6)) frames++;
    expect(frames).toBeGreaterThan(1);
  });

  it('repaints only the part of a tile an edit touched', () => {
    const { cache, painted, target } = recording();
    cache.rescale(1);
    cache.draw(target, view, Infinity);
    painted.length = 0;
    cache.invalidate([{ minX: 120, minY: 20, maxX: 140, maxY: 40 }]);
    cache.draw(target, view, Infinity);
    expect(painted).toEqual([{ minX: 120, minY: 20, maxX: 140, maxY: 40 }]);
  });

  it('stretches the old tiles while the new scale is being painted', () => {
    const { cache, target } = recording(3);
    cache.rescale(1);
    cache.draw(target, view, Infinity);
    cache.rescale(2);
    cache.draw(target, { ...view, scale: 2 }, 0);
    // Nothing of the new scale is painted yet, but the old tiles cover the view.
    expect(cache.stats.painted).toBe(0);
    expect(cache.stats.drawn).toBeGreaterThan(0);
    expect([...target.getImageData(250, 150, 1, 1).data]).toEqual([0x33, 0x66, 0x99, 255]);
    while (!cache.draw(target, { ...view, scale: 2 }, Infinity));
    expect(cache.scale).toBe(2);
  });
});
