import { defineRuleset, serve, type ScenarioBundle } from '@kriegsspiel/rules-sdk';
import { describe, expect, test } from 'vitest';
import { randomBot } from './bot';
import { botsFor, parseBotName, playGame } from './game';
import { nativeHost } from './host';

describe('the random bot', () => {
  const actions = [
    { action: { type: 'concede' }, prompt: 'Concede', concedes: true },
    { action: { type: 'wait' }, prompt: 'Wait' },
    { action: { type: 'move' }, prompt: 'Move' },
  ];

  test('never concedes while another action is legal', () => {
    const bot = randomBot(3);
    for (let i = 0; i < 200; i++) expect(bot.choose('red', actions).action).not.toEqual({ type: 'concede' });
  });

  test('still picks every other action', () => {
    const bot = randomBot(4);
    const seen = new Set(Array.from({ length: 100 }, () => (bot.choose('red', actions).action as { type: string }).type));
    expect([...seen].sort()).toEqual(['move', 'wait']);
  });

  test('concedes when nothing else is legal', () => {
    expect(randomBot(5).choose('red', actions.slice(0, 1)).action).toEqual({ type: 'concede' });
  });
});

// Race to 10 by adding 1 or 2 (or giving up); whoever reaches 10 first wins. From 7 adding
// 2 loses (the other adds 1), adding 1 wins: the search finds it, a random player half the time.
const race = defineRuleset<{ total: number; turn: string; winner?: string }, { add: number } | { give: 'up' }>({
  setup: () => ({ total: 0, turn: 'red' }),
  active: (s) => (s.winner ? [] : [s.turn]),
  actions: (s) => [
    ...[1, 2].filter((n) => s.total + n <= 10).map((add) => ({ action: { add }, prompt: `Add ${add}` })),
    { action: { give: 'up' as const }, prompt: 'Give up', concedes: true },
  ],
  apply: (s, action, role) => {
    const other = role === 'red' ? 'blue' : 'red';
    if ('give' in action) s.winner = other;
    else if ((s.total += action.add) === 10) s.winner = role;
    s.turn = other;
    return s;
  },
  view: (s) => s,
  result: (s) => (s.winner ? { winner: s.winner, reason: `${s.winner} won` } : undefined),
});
const bundle = { scenario: {}, map: {}, oob: {}, manifest: {}, options: {} } as unknown as ScenarioBundle;

describe('bots by name', () => {
  test('a search bot carries its budget in its name', () => {
    expect(parseBotName('ismcts:200')).toEqual({ kind: 'ismcts', iterations: 200 });
    expect(parseBotName('random')).toEqual({ kind: 'random' });
    expect(Object.values(botsFor(['red', 'blue'], ['ismcts:50', 'random'], 1)).map((b) => b.name)).toEqual(['ismcts', 'random']);
    expect(() => botsFor(['red'], ['wizard'], 1)).toThrow(/no bot called `wizard`/);
  });

  test('the ISMCTS bot beats the random bot at a race it can read to the end, and its games replay', async () => {
    const play = (seed: number, bots: string[]) => playGame({ players: ['red', 'blue'], bundle }, nativeHost(serve(race)), { seed, bots });
    const games = await Promise.all(Array.from({ length: 10 }, (_, seed) => play(seed, ['ismcts:300', 'random'])));
    expect(games.filter((g) => g.winner === 'red').length).toBeGreaterThanOrEqual(9);
    expect(await play(3, ['ismcts:300', 'random'])).toEqual(games[3]);
  });
});
