import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hex } from './axial';
import {
  add,
  allDirections,
  areAdjacent,
  axialToCube,
  cubeToAxial,
  direction,
  directionBetween,
  distance,
  hex,
  hexEquals,
  hexFromKey,
  hexKey,
  lerp,
  neighbor,
  neighbors,
  oppositeDirection,
  rotateAround,
  rotateLeft,
  rotateRight,
  round,
  scale,
  subtract,
} from './axial';

const anyHex = fc.record({ q: fc.integer({ min: -1000, max: 1000 }), r: fc.integer({ min: -1000, max: 1000 }) }).map(({ q, r }) => hex(q, r));
const anyDirection = fc.constantFrom(...allDirections);

describe('values and keys', () => {
  it('normalises negative zero so equal hexes are equal everywhere', () => {
    const h = subtract(hex(0, 3), hex(0, 3));
    expect(Object.is(h.q, 0)).toBe(true);
    expect(hexKey(scale(hex(1, 0), -0))).toBe('0,0');
  });

  it('writes keys as "q,r" and reads them back', () => {
    expect(hexKey(hex(3, -7))).toBe('3,-7');
    fc.assert(
      fc.property(anyHex, (h) => {
        expect(hexFromKey(hexKey(h))).toEqual(h);
      }),
    );
  });

  it('rejects anything that is not a key', () => {
    for (const bad of ['', '1', '1,2,3', '1.5,2', 'a,b', ' 1,2', '1, 2', '01,2', '-0,1', '+1,2']) expect(() => hexFromKey(bad)).toThrow(SyntaxError);
  });

  it('converts to cube coordinates with q + r + s = 0 and back', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        const c = axialToCube(h);
        expect(c.q + c.r + c.s).toBe(0);
        expect(cubeToAxial(c)).toEqual(h);
      }),
    );
  });
});

describe('arithmetic', () => {
  it('subtract undoes add', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        expect(subtract(add(a, b), b)).toEqual(a);
      }),
    );
  });

  it('scales every coordinate', () => {
    expect(scale(hex(2, -1), 3)).toEqual(hex(6, -3));
  });
});

describe('neighbours and directions', () => {
  it('puts every neighbour at distance 1', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        const around = neighbors(h);
        expect(around).toHaveLength(6);
        expect(new Set(around.map(hexKey)).size).toBe(6);
        for (const n of around) expect(distance(h, n)).toBe(1);
      }),
    );
  });

  it('finds the direction between adjacent hexes, and nothing for others', () => {
    fc.assert(
      fc.property(anyHex, anyDirection, (h, d) => {
        expect(directionBetween(h, neighbor(h, d))).toBe(d);
        expect(directionBetween(neighbor(h, d), h)).toBe(oppositeDirection(d));
        expect(directionBetween(h, add(h, scale(direction(d), 2)))).toBeUndefined();
        expect(directionBetween(h, h)).toBeUndefined();
      }),
    );
  });

  it('opposite directions cancel', () => {
    for (const d of allDirections) expect(add(direction(d), direction(oppositeDirection(d)))).toEqual(hex(0, 0));
  });
});

describe('distance', () => {
  it('is zero exactly for equal hexes and symmetric', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        expect(distance(a, b)).toBe(distance(b, a));
        expect(distance(a, b) === 0).toBe(hexEquals(a, b));
        expect(Number.isInteger(distance(a, b))).toBe(true);
      }),
    );
  });

  it('obeys the triangle inequality', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyHex, (a, b, c) => {
        expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c));
      }),
    );
  });

  it('counts steps along the axes and between them', () => {
    expect(distance(hex(0, 0), hex(3, 0))).toBe(3);
    expect(distance(hex(0, 0), hex(3, -3))).toBe(3);
    expect(distance(hex(0, 0), hex(2, 1))).toBe(3);
    expect(distance(hex(-1, 2), hex(2, -2))).toBe(4);
    expect(areAdjacent(hex(0, 0), hex(1, -1))).toBe(true);
    expect(areAdjacent(hex(0, 0), hex(1, 1))).toBe(false);
  });
});

describe('rounding and interpolation', () => {
  it('leaves whole hexes alone and pulls nearby points to their hex', () => {
    const small = fc.double({ min: -0.16, max: 0.16, noNaN: true });
    fc.assert(
      fc.property(anyHex, small, small, (h, dq, dr) => {
        expect(round(hex(h.q + dq, h.r + dr))).toEqual(h);
      }),
    );
  });

  it('fixes the coordinate that moved most', () => {
    // (0.4, 0.4, -0.8) rounds axis by axis to (0, 0, -1), which is no hex; q and r tie, so r is rebuilt.
    expect(round(hex(0.4, 0.4))).toEqual(hex(0, 1));
    // (0.7, -0.2, -0.5) rounds to (1, 0, -0) — off by one; s moved most and is rebuilt.
    expect(round(hex(0.7, -0.2))).toEqual(hex(1, 0));
  });

  it('interpolates from a to b', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        expect(lerp(a, b, 0)).toEqual(a);
        expect(lerp(a, b, 1)).toEqual(b);
      }),
    );
    expect(lerp(hex(0, 0), hex(4, -2), 0.5)).toEqual(hex(2, -1));
  });
});

describe('rotation', () => {
  it('turns in 60° steps that compose to a full turn', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        expect(rotateLeft(rotateRight(h))).toEqual(h);
        let turned: Hex = h;
        for (let i = 0; i < 6; i++) turned = rotateRight(turned);
        expect(turned).toEqual(h);
        expect(distance(rotateRight(h), hex(0, 0))).toBe(distance(h, hex(0, 0)));
      }),
    );
  });

  it('steps through the directions: right is clockwise, i.e. down the direction list', () => {
    for (const d of allDirections) {
      expect(rotateLeft(direction(d))).toEqual(direction(((d + 1) % 6) as typeof d));
      expect(rotateRight(direction(d))).toEqual(direction(((d + 5) % 6) as typeof d));
    }
  });

  it('rotates about any centre, negative steps going the other way', () => {
    fc.assert(
      fc.property(anyHex, anyHex, fc.integer({ min: -12, max: 12 }), (h, c, k) => {
        expect(rotateAround(rotateAround(h, c, k), c, -k)).toEqual(h);
        expect(distance(rotateAround(h, c, k), c)).toBe(distance(h, c));
      }),
    );
    expect(rotateAround(hex(3, 1), hex(2, 1), 1)).toEqual(add(hex(2, 1), rotateRight(hex(1, 0))));
  });
});
