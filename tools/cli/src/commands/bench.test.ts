import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { main } from '../main';
import { findWorkspaceRoot } from '../workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, root);
  return { code, out, err, text: out.join('\n') };
}

// The figures depend on the machine and are not checked; what bench reports, and that both modes agree, is.
describe('kriegsspiel bench', () => {
  test('reports the call and load costs and the playouts of both modes and both paths, which reach the same hashes', async () => {
    const result = await run(['bench', '--games', '4', '--calls', '20', '--json']);
    expect(result.code).toBe(0);
    const data = JSON.parse(result.text) as Record<string, unknown>;
    expect(data).toMatchObject({
      scenario: 'outpost-skirmish',
      // The sandbox ran libs/sandbox/wasm's build, not the slower one of the package.
      quickjs: 'optimized',
      sandboxCallMicroseconds: { median: expect.any(Number), p95: expect.any(Number), calls: 20 },
      // The first timed load takes a memory image of the mod (a process's second load of it); the other nine start from it.
      loadMilliseconds: { median: expect.any(Number), p95: expect.any(Number), loads: 10, fromImage: 9, firstMs: expect.any(Number) },
      playouts: {
        games: 4,
        sandbox: { gamesPerSecond: expect.any(Number), gamesPerCpuSecond: expect.any(Number) },
        native: { gamesPerSecond: expect.any(Number), gamesPerCpuSecond: expect.any(Number) },
        sandboxHostLoop: { gamesPerSecond: expect.any(Number) },
        nativeHostLoop: { gamesPerSecond: expect.any(Number) },
        sandboxToNative: expect.any(Number),
        sandboxToNativeByCpu: expect.any(Number),
        sameHashes: true,
        mismatchedSeeds: [],
        errors: 0,
      },
      // The busiest position of seed 1's random game: its listing timed in both modes.
      listing: { seed: 1, role: expect.any(String), sandboxMs: { median: expect.any(Number) }, nativeMs: { median: expect.any(Number) }, repeats: 20 },
    });
    const listing = data.listing as { actions: number; afterActions: number };
    // Played on past the opening: the random bot does not end the game by conceding at once.
    expect(listing.actions).toBeGreaterThan(3);
    expect(listing.afterActions).toBeGreaterThan(0);
  });

  test('benches another scenario when asked, and says when the rules fail', async () => {
    const result = await run(['bench', '--scenario', 'hostile-throw', '--games', '2', '--calls', '10']);
    expect(result.text).toMatch(/^Benchmark of hostile-throw \(Node v[\d.]+, \d+ CPUs, QuickJS: the optimized build\)/);
    expect(result.text).toMatch(
      /^ {2}errors +\d+ games failed; run `kriegsspiel play hostile-throw --seed \d+` \(rules-error \(thrown\): TypeError: the dice tower fell over at height 3 at .*tower\.ts:\d+:\d+\)$/m,
    );
    expect(result.code).toBe(1);
    expect((await run(['bench', '--scenario', 'no-such-scenario'])).code).toBe(2);
  });

  test('plays the search bot against random in each seat at three budgets when asked', async () => {
    const result = await run(['bench', '--games', '1', '--calls', '10', '--ismcts-games', '1', '--workers', '1', '--json']);
    expect(result.code).toBe(0);
    const data = JSON.parse(result.text) as { ismcts: { games: number; budgets: Record<string, unknown>[] } };
    expect(data.ismcts.games).toBe(1);
    expect(data.ismcts.budgets.map((b) => b.ms)).toEqual([10, 50, 200]);
    for (const budget of data.ismcts.budgets)
      expect(budget).toMatchObject({
        wins: { red: { games: 1, won: expect.any(Number) }, blue: { games: 1, won: expect.any(Number) } },
        decisions: expect.any(Number),
        decisionMs: { median: expect.any(Number) },
        iterations: { median: expect.any(Number) },
      });
    const text = await run(['bench', '--games', '1', '--calls', '10', '--ismcts-games', '1', '--workers', '1']);
    expect(text.text).toMatch(/^ {2}ISMCTS vs random, 50 ms a decision, sandbox +wins \d+% as red, \d+% as blue \(1 games each\); median [\d.]+ ms/m);
  }, 120_000);

  test('cuts a search game off after --ismcts-max-actions actions and counts it, so an endless game cannot hold the bench up', async () => {
    const result = await run(['bench', '--games', '1', '--calls', '10', '--ismcts-games', '1', '--workers', '1', '--ismcts-max-actions', '2', '--json']);
    expect(result.code).toBe(0);
    const data = JSON.parse(result.text) as { ismcts: { maxActions: number; budgets: { wins: Record<string, { won: number; unfinished: number }> }[] } };
    expect(data.ismcts.maxActions).toBe(2);
    for (const budget of data.ismcts.budgets) for (const seat of ['red', 'blue']) expect(budget.wins[seat]).toMatchObject({ won: 0, unfinished: 1 });
    const text = await run(['bench', '--games', '1', '--calls', '10', '--ismcts-games', '1', '--workers', '1', '--ismcts-max-actions', '2']);
    expect(text.text).toMatch(
      /^ {2}ISMCTS vs random, 10 ms a decision, sandbox +wins 0% as red, 0% as blue \(1 games each; cut off at 2 actions: 1 as red, 1 as blue\); median/m,
    );
  }, 120_000);

  test('with --profile, samples the same games in the sandbox and names the busiest functions in the mod files', async () => {
    const result = await run(['bench', '--scenario', 'hundred-days-campaign', '--games', '2', '--calls', '10', '--listings', '1', '--profile']);
    expect(result.code).toBe(0);
    const at = result.out.findIndex((line) => line.startsWith("Where the sandbox's random playouts spend their time"));
    expect(result.out[at]).toMatch(/\((\d+) samples over the same 2 games, untimed\):$/);
    const rows = result.out.slice(at + 2).filter((line) => /^ +\d+\.\d% +\d+\.\d% {2}/.test(line));
    expect(rows.length).toBe(25);
    // The rules' own search of plains movement is among the busiest, placed at a line of its file.
    expect(rows.slice(0, 10).join('\n')).toMatch(/plainsReachByNumber \(mods\/hundred-days-arclight\/src\/movement\.ts:\d+\)/);
    // The call the whole game runs under is on nearly every sampled stack: each game's set-up is
    // a call of its own, which a loaded machine samples a few times too.
    const totals = rows.map((line) => Number(/^ +\d+\.\d% +(\d+\.\d)% {2}/.exec(line)?.[1]));
    expect(Math.max(...totals)).toBeGreaterThanOrEqual(95);
    expect(Math.max(...totals)).toBeLessThanOrEqual(100);
  }, 120_000);
});
