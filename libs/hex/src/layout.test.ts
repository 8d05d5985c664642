import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hex } from './axial';
import { allDirections, direction, hex, hexKey, neighbor, round } from './axial';
import { hexesOfHexside, hexsideOf } from './hexside';
import type { Layout, Point } from './layout';
import {
  createLayout,
  hexCorners,
  hexsideEndpoints,
  hexsideMidpoint,
  hexToPixel,
  nearestHexside,
  pixelBounds,
  pixelToHexFractional,
  pixelToHexRounded,
} from './layout';
import type { Orientation } from './orientation';
import { compassOf, directionOfCompass, orientations } from './orientation';

const anyHex = fc.record({ q: fc.integer({ min: -200, max: 200 }), r: fc.integer({ min: -200, max: 200 }) }).map(({ q, r }) => hex(q, r));
const anyOrientation = fc.constantFrom<Orientation>('flat', 'pointy');
const anyDirection = fc.constantFrom(...allDirections);
const anyLayout: fc.Arbitrary<Layout> = fc
  .record({
    orientation: anyOrientation,
    sx: fc.double({ min: 2, max: 80, noNaN: true }),
    stretch: fc.double({ min: 0.5, max: 2, noNaN: true }),
    ox: fc.double({ min: -500, max: 500, noNaN: true }),
    oy: fc.double({ min: -500, max: 500, noNaN: true }),
  })
  .map(({ orientation, sx, stretch, ox, oy }) => createLayout(orientation, { x: sx, y: sx * stretch }, { x: ox, y: oy }));
const regularLayout = fc.tuple(anyOrientation, fc.double({ min: 2, max: 80, noNaN: true })).map(([o, size]) => createLayout(o, size, { x: 13, y: -7 }));

const close = (a: Point, b: Point, tolerance = 1e-6): boolean => Math.hypot(a.x - b.x, a.y - b.y) < tolerance;

describe('hex ↔ pixel', () => {
  it('round-trips hex centres in both orientations', () => {
    fc.assert(
      fc.property(anyLayout, anyHex, (layout, h) => {
        expect(pixelToHexRounded(layout, hexToPixel(layout, h))).toEqual(h);
        const back = pixelToHexFractional(layout, hexToPixel(layout, h));
        expect(back.q).toBeCloseTo(h.q, 6);
        expect(back.r).toBeCloseTo(h.r, 6);
      }),
    );
  });

  it('round-trips arbitrary pixels through fractional hexes', () => {
    const coordinate = fc.double({ min: -5000, max: 5000, noNaN: true });
    fc.assert(
      fc.property(anyLayout, coordinate, coordinate, (layout, x, y) => {
        expect(close(hexToPixel(layout, pixelToHexFractional(layout, { x, y })), { x, y })).toBe(true);
      }),
    );
  });

  it('rounds a pixel to the hex whose centre is nearest (regular hexes)', () => {
    const coordinate = fc.double({ min: -2000, max: 2000, noNaN: true });
    fc.assert(
      fc.property(regularLayout, coordinate, coordinate, (layout, x, y) => {
        const found = pixelToHexRounded(layout, { x, y });
        const guess = round(pixelToHexFractional(layout, { x, y }));
        const candidates = [guess, ...allDirections.map((d) => neighbor(guess, d))];
        const dist = (h: Hex) => Math.hypot(hexToPixel(layout, h).x - x, hexToPixel(layout, h).y - y);
        const nearest = Math.min(...candidates.map(dist));
        expect(dist(found)).toBeLessThanOrEqual(nearest + 1e-9);
      }),
    );
  });

  it('places the origin hex at the layout origin and neighbours one hex-width apart', () => {
    const pointy = createLayout('pointy', 10, { x: 100, y: 50 });
    expect(hexToPixel(pointy, hex(0, 0))).toEqual({ x: 100, y: 50 });
    expect(hexToPixel(pointy, hex(1, 0)).x - 100).toBeCloseTo(10 * Math.sqrt(3));
    const flat = createLayout('flat', 10);
    expect(hexToPixel(flat, hex(0, 1))).toEqual({ x: 0, y: 10 * Math.sqrt(3) });
  });
});

describe('orientation data', () => {
  it('names each direction by where it points on screen (y down)', () => {
    const expected: Record<string, [number, number]> = { N: [0, -1], NE: [1, -1], E: [1, 0], SE: [1, 1], S: [0, 1], SW: [-1, 1], W: [-1, 0], NW: [-1, -1] };
    for (const o of ['flat', 'pointy'] as const) {
      const layout = createLayout(o, 1);
      for (const d of allDirections) {
        const p = hexToPixel(layout, direction(d));
        const [sx, sy] = expected[compassOf(o, d)] ?? [NaN, NaN];
        expect([Math.sign(Math.round(p.x * 1000)), Math.sign(Math.round(p.y * 1000))]).toEqual([sx, sy]);
        expect(directionOfCompass(o, compassOf(o, d))).toBe(d);
      }
    }
    expect(directionOfCompass('flat', 'E')).toBeUndefined();
    expect(orientations.pointy.compass[0]).toBe('E');
  });

  it('has backward matrices that invert the forward ones', () => {
    for (const m of Object.values(orientations)) {
      expect(m.b0 * m.f0 + m.b1 * m.f2).toBeCloseTo(1);
      expect(m.b0 * m.f1 + m.b1 * m.f3).toBeCloseTo(0);
      expect(m.b2 * m.f0 + m.b3 * m.f2).toBeCloseTo(0);
      expect(m.b2 * m.f1 + m.b3 * m.f3).toBeCloseTo(1);
    }
  });
});

describe('corners and hexsides', () => {
  it('puts six corners one size from the centre, on both hexes of every side', () => {
    fc.assert(
      fc.property(regularLayout, anyHex, anyDirection, (layout, h, d) => {
        const center = hexToPixel(layout, h);
        const corners = hexCorners(layout, h);
        expect(corners).toHaveLength(6);
        for (const c of corners) expect(Math.hypot(c.x - center.x, c.y - center.y)).toBeCloseTo(layout.size.x, 6);
        const [a, b] = hexsideEndpoints(layout, h, d);
        const other = hexCorners(layout, neighbor(h, d));
        for (const end of [a, b]) {
          expect(corners.some((c) => close(c, end))).toBe(true);
          expect(other.some((c) => close(c, end))).toBe(true);
        }
      }),
    );
  });

  it('shares side endpoints between the two hexes, also on squashed layouts', () => {
    fc.assert(
      fc.property(anyLayout, anyHex, anyDirection, (layout, h, d) => {
        const [a, b] = hexsideEndpoints(layout, h, d);
        const [c, e] = hexsideEndpoints(layout, neighbor(h, d), ((d + 3) % 6) as typeof d);
        expect(close(a, e, 1e-6) && close(b, c, 1e-6)).toBe(true);
      }),
    );
  });

  it('puts the side midpoint halfway between the two centres', () => {
    fc.assert(
      fc.property(anyLayout, anyHex, anyDirection, (layout, h, d) => {
        const p = hexToPixel(layout, h);
        const q = hexToPixel(layout, neighbor(h, d));
        expect(close(hexsideMidpoint(layout, h, d), { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 })).toBe(true);
      }),
    );
  });

  it('picks the hexside of the wedge under the pointer on regular hexes', () => {
    const towards = fc.double({ min: 0.55, max: 0.99, noNaN: true });
    const along = fc.double({ min: -0.4, max: 0.4, noNaN: true });
    fc.assert(
      fc.property(regularLayout, anyHex, anyDirection, towards, along, (layout, h, d, t, s) => {
        // A point inside h, in the wedge between its centre and side d.
        const center = hexToPixel(layout, h);
        const [a, b] = hexsideEndpoints(layout, h, d);
        const mid = { x: (a.x + b.x) / 2 + s * (b.x - a.x) * t, y: (a.y + b.y) / 2 + s * (b.y - a.y) * t };
        const point = { x: center.x + (mid.x - center.x) * t, y: center.y + (mid.y - center.y) * t };
        const picked = nearestHexside(layout, point);
        expect(picked.hex).toEqual(h);
        expect(picked.direction).toBe(d);
        expect(picked.key).toBe(hexsideOf(h, d));
        expect(hexesOfHexside(picked.key).map(hexKey)).toContain(hexKey(neighbor(h, d)));
      }),
    );
  });

  it('picks a side no farther than any side of the hexes around, on any layout', () => {
    const coordinate = fc.double({ min: -1000, max: 1000, noNaN: true });
    const segmentDistance = (p: Point, a: Point, b: Point): number => {
      const t = Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / ((b.x - a.x) ** 2 + (b.y - a.y) ** 2)));
      return Math.hypot(p.x - a.x - t * (b.x - a.x), p.y - a.y - t * (b.y - a.y));
    };
    fc.assert(
      fc.property(anyLayout, coordinate, coordinate, (layout, x, y) => {
        const picked = nearestHexside(layout, { x, y });
        const home = pixelToHexRounded(layout, { x, y });
        let best = Infinity;
        for (const h of [home, ...allDirections.map((d) => neighbor(home, d))]) {
          for (const d of allDirections) {
            const [a, b] = hexsideEndpoints(layout, h, d);
            best = Math.min(best, segmentDistance({ x, y }, a, b));
          }
        }
        expect(picked.distance).toBeCloseTo(best, 9);
      }),
    );
  });

  it('measures the distance to the picked side', () => {
    const layout = createLayout('pointy', 10);
    const mid = hexsideMidpoint(layout, hex(0, 0), 0);
    const picked = nearestHexside(layout, { x: mid.x - 2, y: mid.y });
    expect(picked.direction).toBe(0);
    expect(picked.distance).toBeCloseTo(2);
  });
});

describe('pixelBounds', () => {
  it('encloses the outlines of the hexes', () => {
    const layout = createLayout('flat', 10);
    const bounds = pixelBounds(layout, [hex(0, 0), hex(1, 0)]);
    expect(bounds.minX).toBeCloseTo(-10);
    expect(bounds.maxX).toBeCloseTo(25);
    expect(bounds.minY).toBeCloseTo(-5 * Math.sqrt(3));
    expect(bounds.maxY).toBeCloseTo(10 * Math.sqrt(3));
  });
});
