import { describe, expect, test } from 'vitest';
import type { GameReport } from './game';
import { compareSummaries, lengthHistogram, rateDifference, summariseGames, wilsonInterval } from './summary';

const game = (seed: number, report: Partial<GameReport>): GameReport => ({ seed, outcome: 'ended', actions: 10, hash: `h${seed}`, ...report });

describe('wilsonInterval', () => {
  test.each([
    // The closed form's values (Wilson 1927), to four places.
    [5, 10, 0.5, 0.2366, 0.7634],
    [0, 10, 0, 0, 0.2775],
    [10, 10, 1, 0.7225, 1],
    [81, 263, 0.308, 0.2553, 0.3662],
  ])('%i of %i', (successes, trials, rate, low, high) => {
    const interval = wilsonInterval(successes, trials);
    expect(interval.rate).toBeCloseTo(rate, 3);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  test('knows nothing of no games', () => {
    expect(wilsonInterval(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
  });
});

describe('rateDifference', () => {
  test.each([
    // Newcombe (1998), table II, method 10: the variant's successes and trials, then the base's.
    [56, 70, 48, 80, 0.2, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.6, 0.1705, 0.809],
    [6, 7, 2, 7, 0.5714, 0.0582, 0.8062],
    [5, 56, 0, 29, 0.0893, -0.0381, 0.1926],
  ])('%i of %i against %i of %i', (vs, vn, bs, bn, difference, low, high) => {
    const d = rateDifference({ successes: bs, trials: bn }, { successes: vs, trials: vn });
    expect(d.difference).toBeCloseTo(difference, 4);
    expect(d.low).toBeCloseTo(low, 3);
    expect(d.high).toBeCloseTo(high, 3);
    expect(d.significant).toBe(low > 0 || high < 0);
  });

  test('is not significant between equal runs, and turns round with them', () => {
    expect(rateDifference({ successes: 30, trials: 60 }, { successes: 30, trials: 60 })).toMatchObject({ difference: 0, significant: false });
    const up = rateDifference({ successes: 20, trials: 100 }, { successes: 45, trials: 100 });
    const down = rateDifference({ successes: 45, trials: 100 }, { successes: 20, trials: 100 });
    expect(up.significant).toBe(true);
    expect(down.low).toBeCloseTo(-up.high, 12);
    expect(down.high).toBeCloseTo(-up.low, 12);
  });
});

describe('compareSummaries', () => {
  test("compares each role's wins and the draws", () => {
    const base = summariseGames(
      ['red', 'blue'],
      [game(1, { winner: 'red' }), game(2, { winner: 'red' }), game(3, { winner: 'blue' }), game(4, { winner: null })],
    );
    const variant = summariseGames(
      ['red', 'blue'],
      [game(1, { winner: 'blue' }), game(2, { winner: 'blue' }), game(3, { winner: 'blue' }), game(4, { winner: 'red' })],
    );
    const c = compareSummaries(['red', 'blue'], base, 4, variant, 4);
    expect(c.wins.red?.difference).toBeCloseTo(-0.25, 12);
    expect(c.wins.blue?.difference).toBeCloseTo(0.5, 12);
    expect(c.draws.difference).toBeCloseTo(-0.25, 12);
    expect(c.wins.blue).toEqual(rateDifference({ successes: 1, trials: 4 }, { successes: 3, trials: 4 }));
  });
});

describe('summariseGames', () => {
  const games = [
    game(1, { winner: 'red', reason: 'red holds the outpost', actions: 12 }),
    game(2, { winner: 'blue', reason: 'red has no units left', actions: 30 }),
    game(3, { winner: 'red', reason: 'red holds the outpost', actions: 14 }),
    game(4, { winner: null, reason: 'nobody holds the outpost', actions: 16 }),
    game(5, { outcome: 'stuck', stuckRole: 'red', actions: 3 }),
    game(6, { outcome: 'error', actions: 2, hash: undefined, error: { code: 'rules-error', message: 'boom' } }),
  ];

  test('counts wins with their intervals, draws, stuck games, errors and how games ended', () => {
    const summary = summariseGames(['red', 'blue'], games);
    expect(summary).toMatchObject({ wins: { red: 2, blue: 1 }, draws: 1, stuck: 1, unfinished: 0, errors: 1 });
    expect(summary.meanActions).toBeCloseTo(77 / 6);
    expect(summary.winRates.red).toEqual(wilsonInterval(2, 6));
    expect(summary.endings).toEqual([
      { reason: 'red holds the outpost', count: 2 },
      { reason: 'error', count: 1 },
      { reason: 'nobody holds the outpost', count: 1 },
      { reason: 'red has no units left', count: 1 },
      { reason: 'stuck', count: 1 },
    ]);
  });

  test('fingerprints the games: equal runs have equal fingerprints, any difference shows', () => {
    const a = summariseGames(['red', 'blue'], games).fingerprint;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(
      summariseGames(
        ['red', 'blue'],
        games.map((g) => ({ ...g })),
      ).fingerprint,
    ).toBe(a);
    expect(
      summariseGames(
        ['red', 'blue'],
        games.map((g) => (g.seed === 3 ? { ...g, actions: 15 } : g)),
      ).fingerprint,
    ).not.toBe(a);
  });
});

describe('lengthHistogram', () => {
  test('bins lengths from the shortest game to the longest in bins of equal width', () => {
    const bins = lengthHistogram(
      [3, 4, 9, 10, 10, 21].map((actions) => ({ actions })),
      4,
    );
    expect(bins).toEqual([
      { from: 3, to: 7, count: 2 },
      { from: 8, to: 12, count: 3 },
      { from: 13, to: 17, count: 0 },
      { from: 18, to: 21, count: 1 },
    ]);
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(6);
  });

  test('gives one bin to games of one length, none to no games', () => {
    expect(lengthHistogram([{ actions: 7 }, { actions: 7 }])).toEqual([{ from: 7, to: 7, count: 2 }]);
    expect(lengthHistogram([])).toEqual([]);
  });
});
