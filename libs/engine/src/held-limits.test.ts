import { defineRuleset, LOG_CHARS_PER_ACTION, serve, type GuestApi } from '@kriegsspiel/rules-sdk';
import { describe, expect, test } from 'vitest';
import { nativeHost, type RulesHost } from './host';
import { DEFAULT_HELD_LIMITS, HeldLimitError } from './held-limits';
import { describeFailure } from './rules-failure';
import { GameSession } from './session';
import { emptyBundle } from './test-support/skirmish';

/**
 * A ruleset that logs `chars` characters per pass, keeps `stateChars` characters of state and
 * offers passes of `actionChars`; every pass draws a die (a barrier).
 */
function chatter(chars: number, stateChars = 0, actionChars = 0) {
  return defineRuleset<{ turn: string; ballast: string; passes: number }, { type: 'pass'; ballast: string }>({
    setup: () => ({ turn: 'red', ballast: 'x'.repeat(stateChars), passes: 0 }),
    active: (state) => [state.turn],
    actions: () => [{ action: { type: 'pass', ballast: 'a'.repeat(actionChars) }, prompt: 'Pass' }],
    apply(state, _action, role, ctx) {
      for (let written = 0; written < chars; written += 1000) ctx.log(`${role} `.padEnd(Math.min(1000, chars - written), '.'));
      ctx.random.int(6);
      return { ...state, turn: state.turn === 'red' ? 'blue' : 'red', passes: state.passes + 1 };
    },
    view: (state) => state,
    result: () => undefined,
  });
}

/** A host named as the runner names one, over a guest in this thread. */
const named = (api: GuestApi): RulesHost => ({ ...nativeHost(api), id: 'chatter' });

async function passes(session: GameSession, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const outcome = await session.applyIndex(session.active[0] as string, 0);
    expect(outcome.ok).toBe(true);
  }
}

describe('what the host keeps for the rules', () => {
  test("the guest stops an action's log at the limit, where the rules write it", async () => {
    const session = await GameSession.create({ host: named(serve(chatter(LOG_CHARS_PER_ACTION + 1000))), bundle: emptyBundle, seed: 1 });
    await expect(session.applyIndex('red', 0)).rejects.toThrow(/LogLimitError|this action's log passed 100000 characters/);
    expect(session.length).toBe(0);
    expect(session.log('red')).toEqual([]);
  });

  test('a guest that answers with more log than an action may is refused by the host, naming the rules, and the game stays where it was', async () => {
    const honest = serve(chatter(10));
    const forged: GuestApi = {
      ...honest,
      applyIndex(request) {
        const answer = JSON.parse(honest.applyIndex(request)) as { log: { text: string }[] };
        answer.log.push({ text: 'y'.repeat(DEFAULT_HELD_LIMITS.logCharsPerAction) });
        return JSON.stringify(answer);
      },
    };
    const session = await GameSession.create({ host: named(forged), bundle: emptyBundle, seed: 1 });
    const error: unknown = await session.applyIndex('red', 0).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HeldLimitError);
    expect(describeFailure(error)).toMatchObject({
      code: 'rules-error',
      reason: 'log-limit',
      message: expect.stringContaining('the rules of `chatter` logged') as string,
    });
    expect(session.length).toBe(0);
    expect(session.active).toEqual(['red']);
    const fresh = await GameSession.create({ host: named(honest), bundle: emptyBundle, seed: 1 });
    expect(await session.hash()).toBe(await fresh.hash());
  });

  test("a game's log is bounded as a whole", async () => {
    const session = await GameSession.create({ host: named(serve(chatter(9_000))), bundle: emptyBundle, seed: 1, limits: { logCharsPerGame: 50_000 } });
    await passes(session, 5);
    const error: unknown = await session.applyIndex('blue', 0).catch((e: unknown) => e);
    expect(describeFailure(error)).toMatchObject({ code: 'rules-error', reason: 'log-limit' });
    expect((error as Error).message).toMatch(/logged 54000 characters in this game, more than the 50000/);
    expect(session.length).toBe(5);
    expect(session.log('red').length).toBe(5 * 9);
  });

  test('saved states past the bound are given up (undo replays from the setup); the game goes on with the same result', async () => {
    const limits = { heldCharsPerGame: 60_000 };
    const capped = await GameSession.create({ host: named(serve(chatter(10, 10_000))), bundle: emptyBundle, seed: 3, limits });
    const free = await GameSession.create({ host: named(serve(chatter(10, 10_000))), bundle: emptyBundle, seed: 3 });
    await passes(capped, 12);
    await passes(free, 12);
    expect(await capped.hash()).toBe(await free.hash());
  });

  test('answers kept beyond the bound (the history) fail the game as the rules', async () => {
    const session = await GameSession.create({
      host: named(serve(chatter(10, 0, 20_000))),
      bundle: emptyBundle,
      seed: 1,
      limits: { heldCharsPerGame: 120_000 },
    });
    const error: unknown = await passes(session, 10).catch((e: unknown) => e);
    expect(describeFailure(error)).toMatchObject({ code: 'rules-error', reason: 'held-limit' });
    expect((error as Error).message).toMatch(/^the rules of `chatter` made the host keep \d+ characters for this game/);
    expect(session.length).toBe(5);
  });
});
