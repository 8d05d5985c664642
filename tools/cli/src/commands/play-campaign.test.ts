import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '../main';
import { findWorkspaceRoot } from '../workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));
const fixtures = 'tools/cli/test-fixtures/mods';
const scratch = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-campaign-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

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

  test('--trace prints each battle and its actions, which replay as a campaign test to the same results', async () => {
    const text = await run(['play', 'fords-campaign', '--seed', '3', '--mods', fixtures, '--trace']);
    expect(text.code).toBe(0);
    expect(text.out[1]).toBe('battle upper — The upper ford (seed 3)');
    expect(text.out[2]).toBe('set-up');
    expect(text.out[3]).toMatch(/^1\. red \{"type":/);
    // Steps are numbered afresh in each battle, as a campaign test's battles follow one another.
    const lower = text.out.findIndex((l) => l.startsWith('battle lower — The lower ford (seed '));
    expect(lower).toBeGreaterThan(3);
    expect(text.out[lower + 2]).toMatch(/^1\. red \{"type":/);

    const played = JSON.parse((await run(['play', 'fords-campaign', '--seed', '3', '--mods', fixtures, '--trace', '--json'])).text) as {
      battles: { battle: string; result: { winner: string | null; reason: string } }[];
      result: { winner: string | null; reason: string };
      trace: { battle: string; steps: { step: number; role?: string; action?: unknown }[] }[];
    };
    expect(played.trace.map((b) => b.battle)).toEqual(['upper', 'lower']);
    expect(played.trace.every((b) => b.steps[0]?.step === 0 && b.steps.slice(1).every((s, k) => s.step === k + 1))).toBe(true);
    // The trace, turned into a campaign test's steps, plays the same campaign: each battle's
    // last action ends it as it ended, and the campaign ends as it did.
    const steps: Record<string, unknown>[] = played.trace.flatMap((b, k) => {
      const actions: Record<string, unknown>[] = b.steps.filter((s) => s.role !== undefined).map((s) => ({ role: s.role, action: s.action }));
      const result = played.battles[k]?.result;
      Object.assign(actions[actions.length - 1] ?? {}, { expect: [{ message: `${b.battle} ends as it did`, ended: result }] });
      return [...(k > 0 ? [{ expect: [{ message: `the campaign goes on to ${b.battle}`, battle: b.battle }] }] : []), ...actions];
    });
    steps.push({ expect: [{ message: 'the campaign ends as it did', in: 'campaign', ended: { winner: played.result.winner, reason: played.result.reason } }] });
    const file = path.join(scratch, 'traced.test.json');
    writeFileSync(
      file,
      JSON.stringify(
        { $schema: path.join(root, 'schemas/scenario-test.schema.json'), name: 'a traced campaign', campaign: 'fords-campaign', seed: 3, steps },
        null,
        2,
      ),
    );
    const replay = await run(['test', file, '--mods', path.join(root, fixtures)], scratch);
    expect(replay.text).toMatch(/1 passed/);
    expect(replay.code).toBe(0);
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
