import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { GameSession, playGame, type GameReport, type RulesHost } from '@kriegsspiel/engine';
import { ModCatalogue } from './catalogue';
import { nativeModHost, sandboxHost } from './hosts';
import { loadScenario } from './scenario';

const workspace = fileURLToPath(new URL('../../..', import.meta.url));
const catalogue = ModCatalogue.read([path.join(workspace, 'mods'), path.join(workspace, 'tools/cli/test-fixtures/mods')]);

/** The calls made through each host, by name: to tell which path played a game. */
const calls: string[] = [];

async function withHost<T>(open: () => Promise<RulesHost>, use: (host: RulesHost) => Promise<T>): Promise<T> {
  const opened = await open();
  const host: RulesHost = {
    ...opened,
    mode: opened.mode,
    call: (name, argument) => (calls.push(name), opened.call(name, argument)),
    dispose: () => opened.dispose(),
  };
  try {
    return await use(host);
  } finally {
    await host.dispose();
  }
}

// A whole playout in the guest makes the random bots' choices of the host's loop, so the
// same game: winner, length and final hash, in the sandbox and natively.
describe.each([
  ['hundred-days-campaign', [3, 11]],
  ['outpost-skirmish', [1, 2, 3, 4]],
])('random playouts of %s', (scenario, seeds) => {
  const spec = loadScenario(catalogue, scenario);
  // One game at a time: a host holds one game.
  const played = async (host: RulesHost, hostLoop: boolean) => {
    const reports: GameReport[] = [];
    calls.length = 0;
    for (const seed of seeds) reports.push(await playGame(spec, host, { seed, hostLoop }));
    // The guest's path crosses only to play; the host's loop lists and applies every action.
    expect(new Set(calls)).toEqual(new Set(hostLoop ? ['setup', 'save', 'actions', 'apply', 'hash'] : ['playout']));
    return reports;
  };
  const sameGames = (reports: GameReport[]) => reports.map(({ seed, outcome, winner, actions, hash }) => ({ seed, outcome, winner, actions, hash }));

  test('are the same games whole in the guest as through the host loop, in the sandbox and natively', { timeout: 240_000 }, async () => {
    const sandbox = await withHost(
      () => sandboxHost(spec.program),
      async (host) => ({ loop: await played(host, true), guest: await played(host, false) }),
    );
    const native = await withHost(
      () => nativeModHost(spec.program),
      async (host) => ({ loop: await played(host, true), guest: await played(host, false) }),
    );
    expect(sandbox.loop.every((r) => r.outcome === 'ended' && r.hash !== undefined)).toBe(true);
    expect(sameGames(sandbox.guest)).toEqual(sameGames(sandbox.loop));
    expect(sameGames(native.guest)).toEqual(sameGames(sandbox.loop));
    expect(sameGames(native.loop)).toEqual(sameGames(sandbox.loop));
  });
});

describe('bots by index', () => {
  const spec = loadScenario(catalogue, 'outpost-skirmish');

  test('count answers the length of the list and which concede; applyIndex plays that entry and says which it was', async () => {
    await withHost(
      () => sandboxHost(spec.program),
      async (host) => {
        const session = await GameSession.create({ host, bundle: spec.bundle, seed: 5, checkpoints: 'start' });
        const role = session.active[0] as string;
        const listed = await session.legalActions(role);
        const counted = await session.countActions(role);
        expect(counted.count).toBe(listed.length);
        expect(counted.concedes).toEqual(listed.flatMap((l, i) => (l.concedes === true ? [i] : [])));
        const index = listed.length - 1;
        expect((await session.applyIndex(role, index)).ok).toBe(true);
        expect(session.actions[0]).toMatchObject({ role, action: listed[index]?.action });
        // The session saved no checkpoint after that action, yet a saved game replays from the start.
        const saved = await session.save();
        const again = await GameSession.load(saved, host);
        expect(await again.hash()).toBe(saved.hash);
        expect(await session.applyIndex(role, 10_000)).toMatchObject({ ok: false });
      },
    );
  });
});
