import { describe, expect, it } from 'vitest';
import { isRngState, nextRandom, rngStateFromSeed } from './rng';

describe('rng', () => {
  it('derives the same state from the same seed', () => {
    expect(rngStateFromSeed(42)).toBe(rngStateFromSeed(42));
    expect(rngStateFromSeed('jena')).toBe(rngStateFromSeed('jena'));
    expect(rngStateFromSeed(42)).not.toBe(rngStateFromSeed(43));
    expect(isRngState(rngStateFromSeed(0))).toBe(true);
    expect(rngStateFromSeed(0)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('rejects bad seeds and states', () => {
    expect(() => rngStateFromSeed(-1)).toThrow(RangeError);
    expect(() => rngStateFromSeed(1.5)).toThrow(RangeError);
    expect(() => nextRandom('zz')).toThrow(TypeError);
    expect(isRngState('0'.repeat(32))).toBe(false);
  });

  it('draws doubles in [0, 1) that look uniform', () => {
    let state = rngStateFromSeed(1);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const draw = nextRandom(state);
      state = draw.state;
      expect(draw.value).toBeGreaterThanOrEqual(0);
      expect(draw.value).toBeLessThan(1);
      buckets[Math.floor(draw.value * 10)]! += 1;
    }
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });
});
