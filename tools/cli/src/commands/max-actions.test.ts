// `play` and `simulate` cut a game off where its ruleset's manifest says (`limits.maxActions`),
// on a single game, a campaign and the worker pool alike; `--max-actions` still wins.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { writeEndlessMods } from '@kriegsspiel/runner/testing';
import { main } from '../main';

const mods = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-cli-max-actions-'));
afterAll(() => rmSync(mods, { recursive: true, force: true }));
writeEndlessMods(mods);

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main([...args, '--mods', mods], { out: (l) => out.push(l), err: (l) => err.push(l) }, mods);
  return { code, out, err, text: out.join('\n') };
}

describe("the manifest's limits.maxActions on the command line", () => {
  test('play cuts a game that never ends at the manifest limit, or at --max-actions when given', async () => {
    const own = await run(['play', 'endless-game', '--engine', 'native']);
    expect(own.out[1]).toBe(
      "unfinished: cut off at the limit of 37 actions (raise it with --max-actions, or with limits.maxActions in the ruleset's mod.json)",
    );
    expect(own.code).toBe(1);
    const given = await run(['play', 'endless-game', '--engine', 'native', '--max-actions', '12']);
    expect(given.out[1]).toBe(
      "unfinished: cut off at the limit of 12 actions (raise it with --max-actions, or with limits.maxActions in the ruleset's mod.json)",
    );
  });

  test('simulate (on the worker pool) and a campaign use it too', async () => {
    const simulated = await run(['simulate', 'endless-game', '--games', '3', '--workers', '1', '--json']);
    expect(JSON.parse(simulated.text)).toMatchObject({ unfinished: 3, results: [{ actions: 37 }, { actions: 37 }, { actions: 37 }] });
    const overridden = await run(['simulate', 'endless-game', '--games', '2', '--workers', '1', '--max-actions', '20', '--json']);
    expect(JSON.parse(overridden.text)).toMatchObject({ results: [{ actions: 20 }, { actions: 20 }] });
    // A campaign's battle is cut off at 37 too: the same final state as with --max-actions 37, not 38.
    const hashOf = async (args: string[]) =>
      (JSON.parse((await run(['play', 'endless-campaign', '--seed', '1', '--json', ...args])).text) as { hash: string }).hash;
    const own = await hashOf([]);
    expect(own).toBe(await hashOf(['--max-actions', '37']));
    expect(own).not.toBe(await hashOf(['--max-actions', '38']));
    const simulatedCampaign = JSON.parse((await run(['simulate', 'endless-campaign', '--games', '1', '--seed', '1', '--workers', '1', '--json'])).text) as {
      unfinished: number;
      results: { hash: string }[];
    };
    expect(simulatedCampaign).toMatchObject({ unfinished: 1, results: [{ hash: own }] });
  });
});
