// Shapes around a centre: rings, spirals and filled ranges. All return hexes in
// a fixed order so that callers iterating them (rules, renderers) stay
// deterministic.
import type { Hex } from './axial';
import { add, allDirections, direction, hex, neighbor, scale } from './axial';

/** The hexes exactly `radius` steps from `center`; 6 × radius of them (Red Blob § Rings). */
export function ring(center: Hex, radius: number): Hex[] {
  if (!Number.isInteger(radius) || radius < 0) throw new RangeError(`ring radius must be a whole number ≥ 0, got ${radius}`);
  if (radius === 0) return [center];
  const results: Hex[] = [];
  // Start `radius` steps out in direction 4, then walk each of the six sides.
  let current = add(center, scale(direction(4), radius));
  for (const d of allDirections) {
    for (let step = 0; step < radius; step++) {
      results.push(current);
      current = neighbor(current, d);
    }
  }
  return results;
}

/** The centre followed by rings 1‥radius: every hex within `radius`, nearest first (Red Blob § Spiral rings). */
export function spiral(center: Hex, radius: number): Hex[] {
  const results: Hex[] = [];
  for (let k = 0; k <= radius; k++) results.push(...ring(center, k));
  return results;
}

/** Every hex within `n` steps of `center`, ordered by q then r; 3n(n+1)+1 of them (Red Blob § Range). */
export function range(center: Hex, n: number): Hex[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`range must be a whole number ≥ 0, got ${n}`);
  const results: Hex[] = [];
  for (let q = -n; q <= n; q++) {
    for (let r = Math.max(-n, -q - n); r <= Math.min(n, -q + n); r++) {
      results.push(add(center, hex(q, r)));
    }
  }
  return results;
}
