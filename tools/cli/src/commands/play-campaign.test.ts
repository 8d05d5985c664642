import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '../main';
import { findWorkspaceRoot } from '../workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));
const fixtures = 'tools/cli/test-fixtures/mods';

async function run(args: string[], cwd?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, cwd ?? root);
  return { code, out, err, text: out.join('\n') };
}

describe('kriegsspiel play <campaign>', () => {
  test('plays every battle with bots and prints each result and the campaign’s', async () => {
    const result = await run(['play', 'fords-campaign', '--seed', '3', '--mods', fixtures]);
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe('The two fords (fords-campaign), seed 3, sandbox: red (random) against blue (random)');
    expect(result.out[1]).toMatch(/^ {2}upper — The upper ford: (a draw|red wins|blue wins) \(.+\)$/);
    expect(result.out[2]).toMatch(/^ {2}lower — The lower ford: (a draw|red wins|blue wins) \(.+\)$/);
    expect(result.out[3]).toMatch(/^campaign: (a draw|red wins|blue wins) \(.+\)$/);
    expect(result.out[4]).toMatch(/^final state hash [0-9a-f]{64}$/);
  });

  test('the same seed gives the same campaign, in the sandbox and natively', async () => {
    const json = async (extra: string[]) =>
      JSON.parse((await run(['play', 'fords-campaign', '--seed', '11', '--mods', fixtures, '--json', ...extra])).text) as {
        battles: { battle: string }[];
        result: unknown;
        hash: string;
        engine: string;
      };
    const first = await json([]);
    expect(first.battles.map((b) => b.battle)).toEqual(['upper', 'lower']);
    expect(await json([])).toEqual(first);
    const native = await json(['--engine', 'native']);
    expect({ ...native, engine: 'sandbox' }).toEqual(first);
  });
});

describe('kriegsspiel simulate <campaign>', () => {
  test('plays many campaigns and counts who won them; the same seed gives the same counts', async () => {
    const json = async () =>
      JSON.parse((await run(['simulate', 'fords-campaign', '--games', '12', '--seed', '4', '--mods', fixtures, '--json'])).text) as {
        games: number;
        wins: Record<string, number>;
        draws: number;
        unfinished: number;
        errors: number;
      };
    const first = await json();
    // Should a campaign fail, the assertion shows each campaign's result, with its error.
    expect(first, JSON.stringify((first as { results?: unknown[] }).results)).toMatchObject({ games: 12, unfinished: 0, errors: 0 });
    expect((first.wins.red ?? 0) + (first.wins.blue ?? 0) + first.draws).toBe(12);
    const { ms: _ms, ...again } = (await json()) as typeof first & { ms?: number };
    const { ms: _first, ...firstCounts } = first as typeof first & { ms?: number };
    expect(again).toEqual(firstCounts);
  });
});

describe('kriegsspiel test on a campaign', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-campaign-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test('a wrong expectation in the second battle fails at its line, with what was carried', async () => {
    const text = readFileSync(path.join(root, fixtures, 'fords/tests/campaign.test.json'), 'utf8')
      .replace('"$schema": "../../../../../../schemas/', `"$schema": "${path.join(root, 'schemas')}/`)
      .replace('"path": "/carried/holder", "equals": "red"', '"path": "/carried/holder", "equals": "blue"');
    const file = path.join(scratch, 'wrong.test.json');
    writeFileSync(file, text);
    const result = await run(['test', file, '--mods', path.join(root, fixtures), '--json'], scratch);
    const data = JSON.parse(result.text) as { tests: { failures: { pointer: string; line: number; expected: unknown; actual: unknown }[] }[] };
    expect(data.tests[0]?.failures).toEqual([expect.objectContaining({ pointer: '/steps/4/expect/2', line: 25, expected: 'blue', actual: 'red' })]);
    expect(result.code).toBe(1);
  });
});
