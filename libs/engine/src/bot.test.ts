import { defineRuleset, serve, type ScenarioBundle } from '@kriegsspiel/rules-sdk';
import { describe, expect, test } from 'vitest';
import { ismctsBot, randomBot } from './bot';
import { botsFor, parseBotName, playGame } from './game';
import { nativeHost, type RulesHost } from './host';
import { GameSession } from './session';

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
    expect(parseBotName('ismcts:50ms')).toEqual({ kind: 'ismcts', ms: 50 });
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

/** A race game on a host that records every `decide` request it passes on, from a total of `total` if given. */
async function recorded(total?: number) {
  const requests: { iterations: number; resume?: boolean }[] = [];
  const inner = nativeHost(serve(race));
  const host: RulesHost = {
    ...inner,
    call: (name, argument = '') => {
      if (name === 'decide') requests.push(JSON.parse(argument) as { iterations: number });
      return inner.call(name, argument);
    },
  };
  const session = await GameSession.create({ host, bundle, seed: 1 });
  if (total !== undefined) await host.call('load', JSON.stringify({ ...(JSON.parse(await host.call('save')) as object), state: { total, turn: 'red' } }));
  return { session, requests, inner };
}

describe('the ISMCTS bot with a budget of time', () => {
  test('searches in steps until its time is spent, each sized by the time the earlier ones took', async () => {
    const { session, requests } = await recorded(7);
    const actions = await session.legalActions('red');
    // A clock on which every iteration asked for so far took half a millisecond.
    const spent = () => requests.reduce((sum, r) => sum + r.iterations, 0);
    const chosen = await ismctsBot(1, { ms: 40 }, () => spent() / 2).chooseIn?.(session, 'red', actions);
    expect(chosen?.action).toEqual({ add: 1 });
    expect(requests.length).toBeGreaterThan(2);
    expect(requests[0]).toMatchObject({ iterations: 1, keep: true });
    expect(requests.slice(1).every((r) => r.resume === true)).toBe(true);
    // Within the budget of 80 iterations, and most of it used.
    expect(spent()).toBeLessThanOrEqual(80);
    expect(spent()).toBeGreaterThan(60);
  });

  test('keeps to its time when each iteration costs more than the one before', async () => {
    const { session, requests } = await recorded(7);
    const actions = await session.legalActions('red');
    // A clock on which the k-th iteration takes k / 10 ms (a tree that deepens): sizing the
    // steps by the first iterations alone would run some 200 of them, about 2 s.
    const clock = () => {
      const n = requests.reduce((sum, r) => sum + r.iterations, 0);
      return (n * (n + 1)) / 20;
    };
    await ismctsBot(1, { ms: 40 }, clock).chooseIn?.(session, 'red', actions);
    expect(clock()).toBeLessThanOrEqual(50);
    expect(clock()).toBeGreaterThan(25);
  });

  test('does not search where only one action is playable', async () => {
    const { session, requests } = await recorded(9);
    const actions = await session.legalActions('red');
    expect((await ismctsBot(1, { ms: 40 }, () => requests.length).chooseIn?.(session, 'red', actions))?.action).toEqual({ add: 1 });
    expect(requests).toEqual([expect.objectContaining({ iterations: 1, keep: true })]);
  });

  test('thinks 50 ms a decision by default', async () => {
    const { session, requests } = await recorded(7);
    const spent = () => requests.reduce((sum, r) => sum + r.iterations, 0);
    await ismctsBot(1, undefined, () => spent()).chooseIn?.(session, 'red', await session.legalActions('red'));
    expect(spent()).toBeLessThanOrEqual(50);
    expect(spent()).toBeGreaterThan(40);
  });
});

describe('the ISMCTS bot with a budget of iterations', () => {
  test('searches in steps short enough for the wall clock of a call, and chooses as one long call would', async () => {
    const { session, requests, inner } = await recorded();
    const actions = await session.legalActions('red');
    // A slow machine: every iteration takes 100 ms, so each call runs a couple of them.
    const spent = () => requests.reduce((sum, r) => sum + r.iterations, 0);
    const slow = await ismctsBot(5, { iterations: 40 }, () => spent() * 100).chooseIn?.(session, 'red', actions);
    expect(spent()).toBe(40);
    expect(requests.length).toBeGreaterThan(10);
    expect(requests.every((r) => r.iterations <= 3)).toBe(true);
    // A fast one: one step after the first.
    requests.length = 0;
    const fast = await ismctsBot(5, { iterations: 40 }, () => 0).chooseIn?.(session, 'red', actions);
    expect(requests.map((r) => r.iterations)).toEqual([1, 39]);
    // Both reach the same tree, so the same choice, as a game replayed on any machine must.
    const whole = JSON.parse(
      await inner.call('decide', JSON.stringify({ role: 'red', iterations: 40, seed: requests[0] && (requests[0] as { seed?: number }).seed })),
    ) as { visits: number; index: number };
    expect(slow).toEqual(fast);
    expect(actions[whole.index]).toEqual(fast);
  });
});
