import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createRandom, ScriptError, seedState } from './random';

describe('the seeded generator', () => {
  test('the same seed gives the same outcomes; different seeds differ', () => {
    const roll = (seed: number) => {
      const random = createRandom(seedState(seed));
      return Array.from({ length: 50 }, () => random.die(6));
    };
    expect(roll(42)).toEqual(roll(42));
    expect(roll(42)).not.toEqual(roll(43));
  });

  test('its state round-trips through JSON and carries on identically', () => {
    const state = seedState(7);
    const random = createRandom(state);
    random.dice(10);
    const copy = JSON.parse(JSON.stringify(state));
    const a = createRandom(state);
    const b = createRandom(copy);
    expect(a.dice(20)).toEqual(b.dice(20));
  });

  test('int stays in range and every value of a d6 turns up about equally often', () => {
    const random = createRandom(seedState(1));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[random.die(6) - 1]!++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (n) => {
        const v = random.int(n);
        return Number.isInteger(v) && v >= 0 && v < n;
      }),
    );
  });

  test('shuffle keeps every item; draw removes the item it returns', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 30 }), fc.integer(), (items, seed) => {
        const random = createRandom(seedState(seed));
        expect([...random.shuffle(items)].sort()).toEqual([...items].sort());
        if (items.length === 0) return;
        const pile = [...items];
        const drawn = random.draw(pile);
        expect(pile).toHaveLength(items.length - 1);
        expect([...pile, drawn].sort()).toEqual([...items].sort());
      }),
    );
  });

  test('scripted dice come first, then the seed takes over', () => {
    const state = seedState(5, [{ dice: [3, 5], sides: 6 }]);
    const random = createRandom(state);
    expect(random.dice(2)).toEqual([3, 5]);
    expect(state.script).toEqual([]);
    expect(state.used).toBe(2);
    expect(random.die()).toBeGreaterThanOrEqual(1);
  });

  test('a scripted draw takes the named card from the named deck', () => {
    const state = seedState(5, [{ draws: ['c7'], from: 'artillery' }]);
    const random = createRandom(state);
    const deck = ['c1', 'c7', 'c8'];
    expect(random.draw([...'xyz'], 'bag')).toMatch(/[xyz]/);
    expect(random.draw(deck, 'artillery')).toBe('c7');
    expect(deck).toEqual(['c1', 'c8']);
  });

  test('a scripted outcome that cannot happen is an error, not a silent substitute', () => {
    expect(() => createRandom(seedState(1, [{ dice: [7], sides: 6 }])).die(6)).toThrow(ScriptError);
    expect(() => createRandom(seedState(1, [{ draws: ['c9'] }])).draw(['c1', 'c2'], 'deck')).toThrow(/c9/);
  });
});
