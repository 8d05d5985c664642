import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deriveSeed, describeFailure, GameSession, playGame, runScenarioTest, withStatePatch, type GameReport } from '@kriegsspiel/engine';
import type { ScenarioTestDocument } from '@kriegsspiel/formats';
import { afterAll, describe, expect, test } from 'vitest';
import { ModCatalogue } from './catalogue';
import { HostCache, nativeModHost, sandboxHost } from './hosts';
import { loadScenario, loadScenarioTest } from './scenario';
import { writeTallyMods } from './test-fixtures/tally-mods';

const root = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-runner-hosts-'));
writeTallyMods(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const catalogue = ModCatalogue.read([root]);
const race = loadScenario(catalogue, 'tally-race');

function testDoc(test: Partial<ScenarioTestDocument>): ScenarioTestDocument {
  return { $schema: 'scenario-test.schema.json', name: 'a test', scenario: 'tally-race', steps: [{}], ...test };
}

describe('sandbox and native hosts', () => {
  test('play the same games to the same hashes', async () => {
    const spec = loadScenario(catalogue, 'tally-doubled');
    const sandbox = await sandboxHost(spec.program);
    const native = await nativeModHost(spec.program);
    try {
      expect(sandbox.sandbox.limits.callBudget).toBe(3000);
      // Native mode knows no file and line; the rest must agree, whether the game ends or breaks.
      const gist = ({ error, ...report }: GameReport) => ({ ...report, error: error && { code: error.code, message: error.message } });
      const outcomes = new Set<string>();
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const describe = (error: unknown) => describeFailure(error, spec.program);
        const inSandbox = await playGame(spec, sandbox, { seed, bots: ['random'], describeFailure: describe });
        outcomes.add(inSandbox.outcome);
        expect(gist(await playGame(spec, native, { seed, describeFailure: describe }))).toEqual(gist(inSandbox));
      }
      expect(outcomes).toEqual(new Set(['ended', 'error']));
    } finally {
      await sandbox.dispose();
      await native.dispose();
    }
  });

  test('each native host has a game of its own', async () => {
    const [a, b] = [await nativeModHost(race.program), await nativeModHost(race.program)];
    const first = await GameSession.create({ host: a, bundle: race.bundle, seed: 1, script: [{ dice: [4] }] });
    const second = await GameSession.create({ host: b, bundle: race.bundle, seed: 1 });
    await first.apply('a', { type: 'roll' });
    expect(await first.state()).toMatchObject({ scores: { a: 4 } });
    expect(await second.state()).toMatchObject({ scores: { a: 0 } });
  });

  test('a failed sandbox call throws the sandbox error, located in the mod’s own file', async () => {
    const host = await sandboxHost(race.program);
    try {
      const game = await GameSession.create({ host, bundle: race.bundle, seed: 1 });
      const error = await game.apply('a', { type: 'boom' }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: 'rules-error', location: { file: 'mods/tally/src/rules/score.ts', line: 3 } });
    } finally {
      await host.dispose();
    }
  });

  test('a host cache loads a program once per engine', async () => {
    const hosts = new HostCache();
    try {
      const first = await hosts.get('sandbox', race.program);
      expect(await hosts.get('sandbox', race.program)).toBe(first);
      expect((await hosts.get('native', race.program)).mode).toBe('native');
    } finally {
      await hosts.dispose();
    }
  });
});

describe('chance', () => {
  // The tally ruleset changed to call Math.random where it says.
  const drawing = (key: string, from: string, to: string) => {
    const file = 'mods/tally/src/index.ts';
    const source = race.program.files[file] ?? '';
    expect(source).toContain(from);
    return { ...race.program, files: { ...race.program.files, [file]: source.replace(from, to) }, key: `${race.program.key}-${key}` };
  };
  const both = async (program: typeof race.program) => [await sandboxHost(program), await nativeModHost(program)] as const;

  test('Math.random in `actions` is a rules error that names the call and says what to do, in the sandbox and natively', async () => {
    const program = drawing('in-actions', 'actions: (s, role) => (role === s.turn ?', 'actions: (s, role) => (role === s.turn && Math.random() < 2 ?');
    for (const host of await both(program)) {
      try {
        const game = await GameSession.create({ host, bundle: race.bundle, seed: 1 });
        const error = await game.legalActions('a').then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error, host.mode).toMatchObject({
          code: 'rules-error',
          message: 'ChanceError: `actions` called Math.random: chance belongs in setup and apply, through ctx.random',
        });
      } finally {
        await host.dispose();
      }
    }
  });

  test('Math.random in `apply` draws from the game’s generator: the same game, to the same hash, in the sandbox and natively', async () => {
    const program = drawing(
      'in-apply',
      "if (action.type === 'roll')",
      "if (action.type === 'pass') s.scores[role] = (s.scores[role] ?? 0) + Math.floor(Math.random() * 3);\n    if (action.type === 'roll')",
    );
    const hashes: string[] = [];
    for (const host of await both(program)) {
      try {
        const game = await GameSession.create({ host, bundle: race.bundle, seed: 3 });
        for (let i = 0; i < 6; i++) expect(await game.apply(game.active[0] ?? 'a', { type: i % 2 === 0 ? 'pass' : 'roll' })).toMatchObject({ ok: true });
        hashes.push(await game.hash());
      } finally {
        await host.dispose();
      }
    }
    expect(hashes[0]).toBe(hashes[1]);
  });
});

describe('state patches in the sandbox', () => {
  test('apply after the set-up, and the game knows whose turn the patch made it', async () => {
    const host = withStatePatch(await sandboxHost(race.program), { turn: 'b', scores: { b: 11 } });
    try {
      const game = await GameSession.create({ host, bundle: race.bundle, seed: 1, script: [{ dice: [1] }] });
      expect(game.active).toEqual(['b']);
      expect(await game.state()).toEqual({ turn: 'b', scores: { a: 0, b: 11 }, target: 12, log: [] });
      await game.apply('b', { type: 'roll' });
      expect(game.result).toEqual({ winner: 'b', reason: 'b reached 12' });
    } finally {
      await host.dispose();
    }
  });
});

describe('running a scenario test', () => {
  test('a failure of the rules is the failure of the step that was running', async () => {
    const doc = testDoc({
      steps: [
        { role: 'a', action: { type: 'pass' } },
        { expect: [{ message: 'b is to act', path: '/turn', equals: 'b' }] },
        { role: 'b', action: { type: 'boom' } },
      ],
    });
    const report = await runScenarioTest(doc, {
      bundle: loadScenarioTest(catalogue, doc).game.bundle,
      host: sandboxHost(race.program),
      origins: race.program.origins,
    });
    expect(report.status).toBe('failed');
    expect(report.failures).toEqual([
      {
        pointer: '/steps/2/action',
        message: 'the rules failed while applying this action: rules-error (thrown): RangeError: a score cannot be negative: -1',
        error: expect.objectContaining({
          code: 'rules-error',
          location: { file: path.join(root, 'tally', 'src', 'rules', 'score.ts'), line: 3, column: expect.any(Number) },
        }),
      },
    ]);
  });

  test('a mod that does not load fails the test at its scenario, and an expected failure stays expected', async () => {
    const spec = loadScenarioTest(catalogue, testDoc({}));
    const broken = {
      ...spec.game.program,
      files: { ...spec.game.program.files, 'mods/tally/src/rules/score.ts': 'export function scoreOf( {' },
      key: 'broken',
    };
    const report = await runScenarioTest(testDoc({}), { bundle: spec.game.bundle, host: sandboxHost(broken), origins: broken.origins });
    expect(report.failures[0]).toMatchObject({
      pointer: '/scenario',
      error: { code: 'load-error', location: { file: path.join(root, 'tally', 'src', 'rules', 'score.ts'), line: 1 } },
    });
    const expected = await runScenarioTest(testDoc({ expectedFailure: 'known' }), {
      bundle: spec.game.bundle,
      host: sandboxHost(broken),
      origins: broken.origins,
    });
    expect(expected).toMatchObject({ status: 'expected-failure', note: 'known' });
  });

  test('a test with its own set-up and state patch starts where it says', async () => {
    const doc = testDoc({
      scenario: undefined,
      setup: { base: 'tally-race', placements: [], state: { turn: 'b' } },
      random: [{ dice: [5] }],
      steps: [{ action: { type: 'roll' }, expect: [{ message: 'b rolled 5', path: '/scores/b', equals: 5 }] }],
    });
    const report = await runScenarioTest(doc, { bundle: loadScenarioTest(catalogue, doc).game.bundle, host: nativeModHost(race.program) });
    expect(report).toEqual({ name: 'a test', status: 'passed', failures: [] });
  });
});

test('derived seeds differ by stream and by seed', () => {
  const seeds = new Set([0, 1, 2].flatMap((seed) => [0, 1, 2].map((stream) => deriveSeed(seed, stream))));
  expect(seeds.size).toBe(9);
  expect(deriveSeed(7, 1)).toBe(deriveSeed(7, 1));
});

test('writeTallyMods writes what the tests above read', () => {
  writeFileSync(path.join(root, 'note.txt'), 'not a document');
  expect(ModCatalogue.read([root]).ids('map')).toEqual(['tally-board']);
});
