import { expect, test } from 'vitest';
import { deepMerge } from './state-patch';

test('a state patch merges objects member by member and replaces everything else, changing neither argument', () => {
  const base = { turn: 'a', scores: { a: 1, b: 2 }, log: ['x'], over: null };
  const patch = { scores: { b: 5 }, log: [], over: { winner: 'a' }, extra: 1 };
  const merged = deepMerge(base, patch) as { over: { winner: string } };
  expect(merged).toEqual({ turn: 'a', scores: { a: 1, b: 5 }, log: [], over: { winner: 'a' }, extra: 1 });
  expect(base.scores.b).toBe(2);
  merged.over.winner = 'b';
  expect(patch.over.winner).toBe('a');
});
