import { describe, expect, it } from 'vitest';
import {
  centreViewportOn,
  containsRect,
  fitViewport,
  hexLabelPx,
  hexLabelStride,
  minimapFit,
  minimapFrame,
  minLabelPx,
  panViewport,
  pinchViewport,
  screenFromWorld,
  showsHexLabel,
  thinLabels,
  visibleWorldRect,
  worldFromMinimap,
  worldFromScreen,
  zoomViewportAbout,
  type Viewport,
} from './map-viewport';

const view: Viewport = { zoom: 2, pan: { x: 30, y: -10 } };
const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 9);
  expect(a.y).toBeCloseTo(b.y, 9);
};

describe('viewport', () => {
  it('converts screen and world points both ways', () => {
    const p = { x: 17, y: -4 };
    close(worldFromScreen(view, screenFromWorld(view, p)), p);
    close(screenFromWorld(view, { x: 0, y: 0 }), { x: 30, y: -10 });
  });

  it('fits a map centred with padding, within the zoom limits', () => {
    const fitted = fitViewport({ minX: 100, minY: 0, maxX: 300, maxY: 100 }, { width: 432, height: 432 }, 16);
    expect(fitted.zoom).toBeCloseTo(2);
    close(screenFromWorld(fitted, { x: 200, y: 50 }), { x: 216, y: 216 });
    expect(fitViewport({ minX: 0, minY: 0, maxX: 1, maxY: 1 }, { width: 1000, height: 1000 }).zoom).toBe(8);
  });

  it('zooms about the pointer: the point under it stays', () => {
    const around = { x: 120, y: 80 };
    const before = worldFromScreen(view, around);
    const zoomed = zoomViewportAbout(view, 1.5, around);
    expect(zoomed.zoom).toBeCloseTo(3);
    close(worldFromScreen(zoomed, around), before);
    expect(zoomViewportAbout(view, 100, around).zoom).toBe(8);
  });

  it('pans by screen pixels and centres on a point', () => {
    expect(panViewport(view, 5, 7).pan).toEqual({ x: 35, y: -3 });
    const size = { width: 200, height: 100 };
    close(screenFromWorld(centreViewportOn(view, size, { x: 40, y: 40 }), { x: 40, y: 40 }), { x: 100, y: 50 });
    const seen = visibleWorldRect(view, size);
    expect(seen).toEqual({ minX: -15, minY: 5, maxX: 85, maxY: 55 });
    expect(containsRect(seen, { minX: 0, minY: 10, maxX: 80, maxY: 50 })).toBe(true);
    expect(containsRect(seen, { minX: 0, minY: 0, maxX: 80, maxY: 50 })).toBe(false);
  });

  it('pinches: the spread sets the zoom and the midpoint carries the map', () => {
    const from = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
    ] as const;
    const to = [
      { x: 50, y: 150 },
      { x: 250, y: 150 },
    ] as const;
    const under = worldFromScreen(view, { x: 150, y: 100 });
    const pinched = pinchViewport(view, from, to);
    expect(pinched.zoom).toBeCloseTo(4);
    close(worldFromScreen(pinched, { x: 150, y: 150 }), under);
  });
});

describe('minimap', () => {
  const bounds = { minX: 0, minY: 0, maxX: 400, maxY: 200 };
  const fit = minimapFit(bounds, { width: 104, height: 104 }, 2);

  it('frames the whole map', () => {
    expect(fit.scale).toBeCloseTo(0.25);
    close(worldFromMinimap(fit, { x: 52, y: 52 }), { x: 200, y: 100 });
  });

  it('frames the part in view, cut to the minimap', () => {
    const frame = minimapFrame(fit, { minX: 0, minY: 0, maxX: 200, maxY: 100 });
    expect(frame.minX).toBeCloseTo(2);
    expect(frame.maxX).toBeCloseTo(52);
    expect(frame.minY).toBeCloseTo(27);
    expect(frame.maxY).toBeCloseTo(52);
    const outside = minimapFrame(fit, { minX: -1000, minY: -1000, maxX: 5000, maxY: 5000 });
    expect(outside).toEqual({ minX: 0, minY: 0, maxX: 104, maxY: 104 });
  });
});

describe('labels', () => {
  it('never draws hex numbers under the minimum size', () => {
    expect(hexLabelPx(5)).toBe(minLabelPx);
    expect(hexLabelPx(30)).toBe(9);
    expect(hexLabelPx(100)).toBe(13);
  });

  it('thins hex numbers when hexes are small', () => {
    expect(hexLabelStride(40, 25, 11)).toBe(1);
    expect(hexLabelStride(10, 25, 11)).toBe(2);
    expect(hexLabelStride(4, 25, 11)).toBe(5);
    expect(showsHexLabel(4, 6, 2)).toBe(true);
    expect(showsHexLabel(3, 6, 2)).toBe(false);
    expect(showsHexLabel(3, 5, 1)).toBe(true);
  });

  it('keeps the first of labels that would overlap', () => {
    const box = (x: number, y: number) => ({ minX: x, minY: y, maxX: x + 40, maxY: y + 10 });
    expect(thinLabels([box(0, 0), box(20, 5), box(50, 0), box(0, 30), box(45, 2)])).toEqual([0, 2, 3]);
    expect(thinLabels([])).toEqual([]);
  });
});
