// A ruleset's manifest says how many actions one of its games may take (`limits.maxActions`);
// the game is cut off there as unfinished, unless the player asks for another limit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { playGame, playGames } from '@kriegsspiel/engine';
import { ModCatalogue } from './catalogue';
import { ModLoadError } from './errors';
import { nativeModHost, sandboxHost } from './hosts';
import { portableGame } from './portable-game';
import { maxActionsOf } from './program';
import { loadScenario } from './scenario';
import { ENDLESS_MAX_ACTIONS, writeEndlessMods } from './testing/endless-mod';

const root = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-runner-max-actions-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
writeEndlessMods(root);
const catalogue = ModCatalogue.read([root]);

describe("a ruleset's limits.maxActions", () => {
  const spec = loadScenario(catalogue, 'endless-game');

  test('is carried into the game, and cuts a game that never ends there, in the sandbox and natively, in the guest and through the host loop', async () => {
    expect(spec.maxActions).toBe(ENDLESS_MAX_ACTIONS);
    for (const open of [sandboxHost, nativeModHost]) {
      const host = await open(spec.program);
      try {
        for (const hostLoop of [false, true]) {
          const report = await playGame(spec, host, { seed: 3, hostLoop });
          expect(report).toMatchObject({ outcome: 'unfinished', actions: ENDLESS_MAX_ACTIONS });
        }
        const searched = await playGame(spec, host, { seed: 3, bots: ['ismcts:5'] });
        expect(searched).toMatchObject({ outcome: 'unfinished', actions: ENDLESS_MAX_ACTIONS });
      } finally {
        await host.dispose();
      }
    }
  });

  test("the player's limit wins over the manifest's, either way", async () => {
    const host = await sandboxHost(spec.program);
    try {
      expect(await playGame(spec, host, { seed: 3, maxActions: 12 })).toMatchObject({ outcome: 'unfinished', actions: 12 });
      expect(await playGame(spec, host, { seed: 3, maxActions: 50 })).toMatchObject({ outcome: 'unfinished', actions: 50 });
    } finally {
      await host.dispose();
    }
  });

  test("reaches the studio's games (Balance runs them with playGames)", async () => {
    const portable = await portableGame(spec);
    expect(portable.maxActions).toBe(ENDLESS_MAX_ACTIONS);
    const run = await playGames(portable, { games: 2, seed: 1, parallel: 1, openHost: () => sandboxHost(spec.program) });
    expect(run.reports.map((r) => [r.outcome, r.actions])).toEqual([
      ['unfinished', ENDLESS_MAX_ACTIONS],
      ['unfinished', ENDLESS_MAX_ACTIONS],
    ]);
  });

  test('a house rule cannot change it', () => {
    expect(loadScenario(catalogue, 'endless-game', { mods: [{ mod: 'endless-short' }] }).maxActions).toBe(ENDLESS_MAX_ACTIONS);
  });

  test('a value the schema would refuse is refused at load too, saying where', () => {
    const mod = catalogue.get('mod', 'endless');
    for (const bad of [0, 2.5, 20_000_000]) {
      let error: unknown;
      try {
        maxActionsOf({ ...mod, value: { ...mod.value, limits: { maxActions: bad } } });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ModLoadError);
      expect(error).toMatchObject({ code: 'bad-limits', where: { file: mod.file, pointer: '/limits/maxActions' } });
      expect((error as Error).message).toContain(`limits.maxActions ${bad}, which is not a whole number from 1 to 10000000`);
    }
  });
});
