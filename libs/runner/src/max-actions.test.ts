// A ruleset's manifest says how many actions one of its games may take (`limits.maxActions`);
// the game is cut off there as unfinished, unless the player asks for another limit.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

/** A game that never ends: the two sides pass in turn, for ever. */
const endless = `import { defineRuleset } from '@kriegsspiel/rules-sdk';
type State = { turn: string; passes: number };
export default defineRuleset<State, { type: 'pass' } | { type: 'wait' }>({
  setup: () => ({ turn: 'a', passes: 0 }),
  active: (s) => [s.turn],
  actions: (s, role) => (role === s.turn ? [{ action: { type: 'pass' }, prompt: 'Pass' }, { action: { type: 'wait' }, prompt: 'Wait' }] : []),
  apply(s) {
    s.passes++;
    s.turn = s.turn === 'a' ? 'b' : 'a';
    return s;
  },
  view: (s) => s,
  result: () => undefined,
});
`;

function write(root: string, file: string, content: unknown): void {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
}

const root = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-runner-max-actions-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
write(root, 'endless/mod.json', {
  $schema: 'mod.schema.json',
  id: 'endless',
  name: 'Endless',
  version: '1.0.0',
  kind: 'ruleset',
  entry: 'src/index.ts',
  limits: { maxActions: 37 },
});
write(root, 'endless/src/index.ts', endless);
write(root, 'endless/board.map.json', { $schema: 'map.schema.json', id: 'endless-board', name: 'Board', areas: [{ id: 'field', name: 'Field' }] });
write(root, 'endless/sides.oob.json', {
  $schema: 'oob.schema.json',
  id: 'endless-sides',
  name: 'Sides',
  sides: [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ],
});
const scenario = {
  $schema: 'scenario.schema.json',
  id: 'endless-game',
  name: 'Endless',
  ruleset: { mod: 'endless' },
  map: 'endless-board',
  oob: 'endless-sides',
  players: [
    { id: 'a', name: 'A', sides: ['a'] },
    { id: 'b', name: 'B', sides: ['b'] },
  ],
  turns: { firstPlayer: 'a' },
};
write(root, 'endless/game.scenario.json', scenario);
// A house rule that asks for a lower limit: only the ruleset's manifest decides.
write(root, 'endless-short/mod.json', {
  $schema: 'mod.schema.json',
  id: 'endless-short',
  name: 'Short',
  version: '1.0.0',
  kind: 'house-rule',
  extends: { mod: 'endless' },
  entry: 'src/index.ts',
  limits: { maxActions: 5 },
});
write(root, 'endless-short/src/index.ts', `import { defineHouseRule } from '@kriegsspiel/rules-sdk';\nexport default defineHouseRule({ hooks: {} });\n`);
const catalogue = ModCatalogue.read([root]);

describe("a ruleset's limits.maxActions", () => {
  const spec = loadScenario(catalogue, 'endless-game');

  test('is carried into the game, and cuts a game that never ends there, in the sandbox and natively, in the guest and through the host loop', async () => {
    expect(spec.maxActions).toBe(37);
    for (const open of [sandboxHost, nativeModHost]) {
      const host = await open(spec.program);
      try {
        for (const hostLoop of [false, true]) {
          const report = await playGame(spec, host, { seed: 3, hostLoop });
          expect(report).toMatchObject({ outcome: 'unfinished', actions: 37 });
        }
        const searched = await playGame(spec, host, { seed: 3, bots: ['ismcts:5'] });
        expect(searched).toMatchObject({ outcome: 'unfinished', actions: 37 });
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
    expect(portable.maxActions).toBe(37);
    const run = await playGames(portable, { games: 2, seed: 1, parallel: 1, openHost: () => sandboxHost(spec.program) });
    expect(run.reports.map((r) => [r.outcome, r.actions])).toEqual([
      ['unfinished', 37],
      ['unfinished', 37],
    ]);
  });

  test('a house rule cannot change it', () => {
    expect(loadScenario(catalogue, 'endless-game', { mods: [{ mod: 'endless-short' }] }).maxActions).toBe(37);
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
