import path from 'node:path';
import { cpSync, mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { GameSession, randomBot, type GameReport } from '@kriegsspiel/engine';
import { loadScenario, ModCatalogue, nativeModHost, sandboxHost } from '@kriegsspiel/runner';
import { describe, expect, test } from 'vitest';
import { main } from '../main';
import { findWorkspaceRoot } from '../workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));
const fixtures = 'tools/cli/test-fixtures/mods';

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, root);
  return { code, out, err, text: out.join('\n') };
}

async function playJson(args: string[]) {
  const result = await run(['play', ...args, '--mods', fixtures, '--json']);
  return { code: result.code, report: JSON.parse(result.text) as GameReport & { engine: string; mods: string[]; options: Record<string, unknown> } };
}

describe('kriegsspiel play', () => {
  test('plays a game to its end and prints the result, its length and the final hash', async () => {
    const result = await run(['play', 'outpost-skirmish', '--seed', '2', '--bots', 'random,random', '--mods', fixtures]);
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe('Skirmish at the outpost (outpost-skirmish), seed 2, sandbox: red (random) against blue (random)');
    expect(result.out[1]).toMatch(/^ended after \d+ actions: (a draw|red wins|blue wins) \(.+\)$/);
    expect(result.out[2]).toMatch(/^final state hash [0-9a-f]{64}$/);
  });

  test('the same seed gives the same game', async () => {
    const first = await playJson(['outpost-skirmish', '--seed', '7']);
    const second = await playJson(['outpost-skirmish', '--seed', '7']);
    expect(second.report).toEqual(first.report);
    expect((await playJson(['outpost-skirmish', '--seed', '8'])).report.hash).not.toBe(first.report.hash);
  });

  test('a stuck game is reported as such, with exit 1', async () => {
    const result = await run(['play', 'dead-end', '--mods', fixtures]);
    expect(result.out[1]).toBe('stuck after 2 actions: red is to act but has no legal action; the rules should end the game or offer an action');
    expect(result.code).toBe(1);
  });

  test('an unfinished game is reported as such, with exit 1', async () => {
    const result = await run(['play', 'outpost-skirmish', '--max-actions', '5', '--mods', fixtures]);
    expect(result.out[1]).toBe(
      "unfinished: cut off at the limit of 5 actions (raise it with --max-actions, or with limits.maxActions in the ruleset's mod.json)",
    );
    expect(result.code).toBe(1);
  });

  test('rules that throw are reported with their file and line, not as a crash', async () => {
    const result = await run(['play', 'hostile-throw', '--mods', fixtures]);
    expect(result.out[1]).toMatch(
      /^failed after \d+ actions: rules-error \(thrown\): TypeError: the dice tower fell over at height 3 at tools\/cli\/test-fixtures\/mods\/hostile-throw\/src\/tower\.ts:3:\d+$/,
    );
    expect(result.code).toBe(1);
  });

  test('options and house rules from the command line stack on the scenario', async () => {
    const { report } = await playJson(['outpost-skirmish', '--house-rule', 'outpost-elan', '--option', 'elanBonus=3', '--option', 'eliminateOnTie=true']);
    expect(report.mods).toEqual(['outpost', 'outpost-elan']);
    expect(report.options).toEqual({ eliminateOnTie: true, elanBonus: 3 });
    // The night raid's own option (2) gives way to the command line's.
    expect((await playJson(['outpost-night-raid', '--option', 'elanBonus=0'])).report.options).toEqual({ eliminateOnTie: false, elanBonus: 0 });
  });

  test('usage errors exit 2', async () => {
    expect((await run(['play', 'no-such-scenario', '--mods', fixtures])).err.join('\n')).toMatch(
      /no scenario `no-such-scenario`.*the scenarios are .*outpost-skirmish.*, the campaigns .*fords-campaign/,
    );
    expect((await run(['play', 'outpost-skirmish', '--engine', 'quantum', '--mods', fixtures])).code).toBe(2);
    expect((await run(['play', 'outpost-skirmish', '--bots', 'random,random,random', '--mods', fixtures])).code).toBe(2);
    expect((await run(['play', 'outpost-skirmish', '--bots', 'clever', '--mods', fixtures])).code).toBe(2);
    expect((await run(['play', 'outpost-skirmish', '--seed', '-1', '--mods', fixtures])).code).toBe(2);
    expect((await run(['play'])).code).toBe(2);
  });
});

describe('sandbox and native mode', () => {
  test.each([1, 2, 3, 4, 5])('seed %i gives the same game and final hash in both modes', async (seed) => {
    const sandboxed = await playJson(['outpost-skirmish', '--seed', String(seed)]);
    const native = await playJson(['outpost-skirmish', '--seed', String(seed), '--engine', 'native']);
    expect(native.report.engine).toBe('native');
    expect({ ...native.report, engine: 'sandbox' }).toEqual(sandboxed.report);
  });

  test('the same seed and actions reach the same hash after every action', async () => {
    // The night raid stacks a house rule and rolls dice: both must behave alike in QuickJS and V8.
    const spec = loadScenario(ModCatalogue.read([path.join(root, fixtures)]), 'outpost-night-raid');
    const sandbox = await sandboxHost(spec.program);
    const native = await nativeModHost(spec.program);
    try {
      const inSandbox = await GameSession.create({ host: sandbox, bundle: spec.bundle, seed: 11 });
      const inNative = await GameSession.create({ host: native, bundle: spec.bundle, seed: 11 });
      expect(await inNative.hash()).toBe(await inSandbox.hash());
      const bot = randomBot(5);
      let actions = 0;
      while (inSandbox.result === null && inSandbox.active[0] !== undefined) {
        const role = inSandbox.active[0];
        const legal = await inSandbox.legalActions(role);
        expect(await inNative.legalActions(role)).toEqual(legal);
        const { action } = bot.choose(role, legal);
        expect((await inSandbox.apply(role, action)).ok).toBe(true);
        expect((await inNative.apply(role, action)).ok).toBe(true);
        expect(await inNative.hash()).toBe(await inSandbox.hash());
        actions++;
      }
      expect(actions).toBeGreaterThan(3);
      expect(inNative.result).toEqual(inSandbox.result);
    } finally {
      await sandbox.dispose();
      await native.dispose();
    }
  });
});

describe('kriegsspiel play with people', () => {
  async function runTyped(args: string[], typed: string[]) {
    const out: string[] = [];
    const queue = [...typed];
    const asked: string[] = [];
    const code = await main(args, { out: (l) => out.push(l), err: (l) => out.push(l), ask: async (prompt) => (asked.push(prompt), queue.shift()) }, root);
    return { code, out, asked, text: out.join('\n') };
  }

  test('a person chooses among numbered legal actions, and can undo and look at their view', async () => {
    const moves = Array.from({ length: 400 }, () => '1');
    const result = await runTyped(['play', 'outpost-skirmish', '--seed', '2', '--bots', 'human,random', '--mods', fixtures], ['x', 'v', ...moves]);
    expect(result.text).toMatch(/red to act \(action 1\):\n\s+1 {2}\S/);
    expect(result.text).toContain('Type a number from 1 to');
    expect(result.text).toContain('"units"');
    expect(result.out.some((l) => /^ended after \d+ actions/.test(l))).toBe(true);
    expect(result.code).toBe(0);
  });

  test('two people hand the keyboard over, and stopping leaves the game unfinished', async () => {
    const result = await runTyped(['play', 'outpost-skirmish', '--bots', 'human,human', '--mods', fixtures], ['', '1', '', '1', 'q']);
    expect(result.text).toContain('— Hand the keyboard to the red player. —');
    expect(result.text).toContain('— Hand the keyboard to the blue player. —');
    expect(result.asked.filter((p) => p.includes('alone at the screen'))).toHaveLength(3);
    expect(result.text).toMatch(/unfinished/);
    expect(result.code).toBe(1);
  });

  test('when both choose at once, each chooses behind a hand-over and sees nothing of the other’s sealed order', async () => {
    // North seals a feint, then South (asked in the same turn) a hold; then the orders are opened.
    const result = await runTyped(['play', 'sealed-orders', '--seed', '4', '--bots', 'human,human', '--mods', fixtures], ['', '3', '', 'v', '2', '', 'q']);
    const southsTurn = result.text.slice(result.text.indexOf('— Hand the keyboard to the south player. —'), result.text.indexOf('south to act'));
    expect(southsTurn).toContain('north seals an order');
    expect(southsTurn).not.toContain('feint');
    const southsView = result.text.slice(result.text.indexOf('south to act'), result.text.lastIndexOf('— Hand the keyboard to the north player. —'));
    expect(southsView).toContain('"waitingFor": [\n    "south"\n  ]');
    // Only South's own choices name a feint.
    expect(
      southsView
        .split('\n')
        .filter((line) => !line.includes('Seal the order'))
        .join('\n'),
    ).not.toContain('feint');
    expect(result.text).toContain('North: feint, south: hold.');
    expect(result.code).toBe(1);
  });
});

describe('rules code behind a link', () => {
  test('a mod whose src folder links outside its folder is refused, and nothing from there is bundled', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ks-link-'));
    try {
      const mod = path.join(dir, 'mods', 'outpost');
      cpSync(path.join(root, fixtures, 'outpost'), mod, { recursive: true });
      const outside = path.join(dir, 'outside', 'src');
      mkdirSync(path.dirname(outside));
      renameSync(path.join(mod, 'src'), outside);
      symlinkSync(outside, path.join(mod, 'src'));
      const result = await run(['play', 'outpost-skirmish', '--mods', path.join(dir, 'mods')]);
      expect(result.code).toBe(1);
      expect(result.err.join('\n')).toContain(`the rules of \`outpost\` are outside its folder`);
      expect(result.err.join('\n')).toContain(realpathSync(outside));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
