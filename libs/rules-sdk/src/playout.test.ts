import { describe, expect, it } from 'vitest';
import { randomChooser } from './playout';
import { createRandom, seedState } from './random';

/** The random bot's policy as first written: the list of actions that do not concede, then `pick`. */
function listingChooser(seed: number) {
  const random = createRandom(seedState(seed ^ 0x5bd1e995));
  return ({ count, concedes }: { count: number; concedes: number[] }) => {
    const conceding = new Set(concedes);
    const playing: number[] = [];
    for (let i = 0; i < count; i++) if (!conceding.has(i)) playing.push(i);
    return playing.length > 0 ? random.pick(playing) : random.int(count);
  };
}

describe('randomChooser', () => {
  it('chooses what picking from the list of actions that do not concede chose, draw for draw', () => {
    const shapes = createRandom(seedState(42));
    for (const seed of [1, 7, 123456]) {
      const fast = randomChooser(seed);
      const slow = listingChooser(seed);
      for (let n = 0; n < 2000; n++) {
        const count = 1 + shapes.int(12);
        // Concessions anywhere, repeated, out of order, or out of range, as a host might send them.
        const concedes = Array.from({ length: shapes.int(4) }, () => shapes.int(count + 3) - 1);
        expect(fast({ count, concedes })).toBe(slow({ count, concedes }));
      }
    }
  });

  it('never chooses a concession while another action is legal', () => {
    const choose = randomChooser(3);
    for (let n = 0; n < 200; n++) expect([0, 2, 4]).not.toContain(choose({ count: 5, concedes: [4, 0, 2] }));
    expect(choose({ count: 2, concedes: [0, 1] })).toBeLessThan(2);
  });
});
