// The rules in the browser: a mod's program runs in the same QuickJS sandbox as on the command
// line, in Web Workers, and reports its failures at the mod's own files.
import { afterEach, describe, expect, it } from 'vitest';
import { GameSession, playGame } from '@kriegsspiel/engine';
import { browserSandboxHost, type BrowserRulesHost } from '@kriegsspiel/sandbox/browser';
import { fixtureGame } from '../test-support/rules';
import { GameLoadError } from './game-source';
import { replacedWorker, studioFailure } from './failures';

const hosts: BrowserRulesHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.dispose()));
});

async function host(scenario: string): Promise<{ game: Awaited<ReturnType<typeof fixtureGame>>; host: BrowserRulesHost }> {
  const game = await fixtureGame(scenario);
  const opened = await browserSandboxHost(game);
  hosts.push(opened);
  return { game, host: opened };
}

/** Counts timer ticks on the page while `task` runs: a page that is not blocked ticks on. */
async function ticksDuring<T>(task: () => Promise<T>): Promise<{ result: T; ticks: number; ms: number }> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  const started = performance.now();
  try {
    const result = await task();
    return { result, ticks, ms: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

describe('rules in a Web Worker', () => {
  it('plays a game of a fixture mod in the sandbox, to the hash the engine gives it anywhere', async () => {
    const { game, host: rules } = await host('outpost-skirmish');
    expect(rules.sandbox.generation).toBe(1);
    const report = await playGame(game, rules, { seed: 3 });
    expect(report.outcome).toBe('ended');
    expect(report.hash).toMatch(/^[0-9a-f]{64}$/);
    // The same game again on the same worker: setup starts afresh.
    expect(await playGame(game, rules, { seed: 3 })).toEqual(report);
  });

  it('reports a rules error at the mod’s own file and line, as the workspace names it', async () => {
    const { game, host: rules } = await host('hostile-throw');
    const session = await GameSession.create({ host: rules, bundle: game.bundle, seed: 1 });
    const error = await session.apply('red', { type: 'roll' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    const failure = studioFailure(error, game);
    expect(failure).toMatchObject({ code: 'rules-error', reason: 'thrown', location: { file: 'mods-2/hostile-throw/src/tower.ts', line: 3 } });
    expect(failure.message).toContain('the dice tower fell over at height 3');
    expect(failure.stack).toContain('(mods-2/hostile-throw/src/tower.ts:3:');
    expect(replacedWorker(failure)).toBe(false);
    // The game goes on from before the failed action.
    expect(await session.apply('red', { type: 'pass' })).toMatchObject({ ok: true });
  });

  it('stops a rules loop by its budget: the worker is killed and replaced, and the page keeps running', async () => {
    const { game, host: rules } = await host('hostile-loop');
    const session = await GameSession.create({ host: rules, bundle: game.bundle, seed: 1 });
    const {
      result: error,
      ticks,
      ms,
    } = await ticksDuring(() =>
      session.apply('red', { type: 'spin' }).then(
        () => undefined,
        (e: unknown) => e,
      ),
    );
    const failure = studioFailure(error, game);
    expect(failure).toMatchObject({ code: 'timeout', reason: 'budget' });
    expect(replacedWorker(failure)).toBe(true);
    expect(ticks).toBeGreaterThan(ms / 10 / 4);
    // A fresh worker took over, and the game is where it was.
    expect(rules.sandbox.generation).toBeGreaterThanOrEqual(2);
    expect(await session.apply('red', { type: 'pass' })).toMatchObject({ ok: true });
    expect(session.active).toEqual(['blue']);
  });

  it('stops a rules loop that its limits allow for minutes, when asked', async () => {
    const { game, host: rules } = await host('hostile-stall');
    const session = await GameSession.create({ host: rules, bundle: game.bundle, seed: 1 });
    setTimeout(() => rules.sandbox.stop(), 300);
    const { result: error, ms } = await ticksDuring(() =>
      session.apply('red', { type: 'stall' }).then(
        () => undefined,
        (e: unknown) => e,
      ),
    );
    expect(ms).toBeLessThan(5000);
    expect(studioFailure(error, game)).toMatchObject({ code: 'timeout', reason: 'stopped' });
    expect(await session.apply('red', { type: 'pass' })).toMatchObject({ ok: true });
  });

  it('says why a scenario cannot be played', async () => {
    const error = await fixtureGame('nowhere').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameLoadError);
    expect((error as GameLoadError).failure).toMatchObject({ code: 'not-found' });
  });
});
