import { describe, expect, it } from 'vitest';
import { describeShape, HookResultError, shapeProblem, type ResultShape } from './hook-results';
import { composeHooks, defineHouseRule } from './ruleset';

type RaceHooks = {
  speed: (lane: number) => number;
  losses: (winner: string | null) => { red: number; blue: number };
  retreat: (hex: string) => { cards: number } | null;
};

const base: RaceHooks = { speed: (lane) => lane * 2, losses: () => ({ red: 1, blue: 2 }), retreat: () => null };
const shapes = { speed: 'integer', losses: { red: 'integer', blue: 'integer' }, retreat: ['null', { cards: 'integer' }] } as const;

describe('result shapes', () => {
  it('says what fits and why not, in words', () => {
    expect(shapeProblem(3, 'number')).toBeUndefined();
    expect(shapeProblem('50', 'number')).toBe('"50" is not a number');
    expect(shapeProblem(Number.NaN, 'number')).toBe('NaN is not a number');
    expect(shapeProblem(2.5, 'integer')).toBe('2.5 is not an integer');
    expect(shapeProblem(null, ['null', { cards: 'integer' }])).toBeUndefined();
    expect(shapeProblem({ cards: 1 }, ['null', { cards: 'integer' }])).toBeUndefined();
    expect(shapeProblem({ cards: '1' }, ['null', { cards: 'integer' }])).toBe('{"cards":"1"} is not null or { cards: an integer }');
    expect(shapeProblem(undefined, 'any')).toBeUndefined();
    expect(describeShape(['undefined', { winner: ['string', 'null'], reason: 'string' }] as ResultShape)).toBe(
      'undefined or { winner: a string or null, reason: a string }',
    );
  });
});

describe('composeHooks with result shapes', () => {
  it('passes a wrapper that returns what the hook returns, unchanged', () => {
    const rule = defineHouseRule<RaceHooks>({ hooks: { speed: (next, lane) => next(lane) + 1 } });
    const hooks = composeHooks(base, [{ name: 'quick', rule }], shapes);
    expect(hooks.speed(3)).toBe(7);
    expect(hooks.retreat('0101')).toBeNull();
  });

  it('throws a HookResultError naming the house rule, from inside its wrapper', () => {
    const rule = { hooks: { speed: (next: (lane: number) => number, lane: number) => `${next(lane)}` } };
    const hooks = composeHooks(base, [{ name: 'wordy', rule: rule as never }], shapes);
    let thrown: unknown;
    try {
      hooks.speed(3);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HookResultError);
    expect((thrown as Error).message).toBe('house rule wordy: its `speed` returned "6", but the ruleset\'s `speed` returns an integer');
    // The stack passes through the wrapper's own call of `next`: this file is where it is located.
    const frames = ((thrown as Error).stack ?? '').split('\n').filter((line) => line.includes('hook-results.test.ts'));
    expect(frames.length).toBeGreaterThan(0);
  });

  it('checks members of an object result, and leaves hooks without a shape alone', () => {
    const rule = { hooks: { losses: () => ({ red: 1, blue: 'two' }), retreat: () => 'away' } };
    const hooks = composeHooks(base, [{ name: 'sloppy', rule: rule as never }], { losses: shapes.losses });
    expect(() => hooks.losses('red')).toThrow(
      'its `losses` returned {"red":1,"blue":"two"}, but the ruleset\'s `losses` returns { red: an integer, blue: an integer }',
    );
    expect(hooks.retreat('0101')).toBe('away');
  });

  it('names the hook a misspelt one most likely meant', () => {
    const rule = { hooks: { sped: (next: (lane: number) => number, lane: number) => next(lane) } };
    expect(() => composeHooks(base, [{ name: 'typo', rule: rule as never }])).toThrow(
      'house rule typo wraps the hook `sped`, which the ruleset does not have (did you mean `speed`? it has speed, losses, retreat)',
    );
  });
});
