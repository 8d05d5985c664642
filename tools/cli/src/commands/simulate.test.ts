import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { main } from '../main';
import { findWorkspaceRoot } from '../workspace-files';
import { compareSummaries, type SummaryComparison } from '@kriegsspiel/engine';
import type { SimulationSummary } from './simulate';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));
const fixtures = 'tools/cli/test-fixtures/mods';

async function run(args: string[], status?: (text: string) => void) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l), ...(status ? { status } : {}) }, root);
  return { code, out, err, text: out.join('\n') };
}

type Simulation = SimulationSummary & {
  workers: number;
  seconds: number;
  gamesPerSecond: number;
  results: { seed: number; hash?: string }[];
  firstErrors: { seed: number; code: string; message: string }[];
};

async function simulate(args: string[]): Promise<{ code: number; data: Simulation }> {
  const result = await run(['simulate', ...args, '--mods', fixtures, '--json']);
  return { code: result.code, data: JSON.parse(result.text) as Simulation };
}

/** The results without what depends on the machine: the time taken and the number of workers. */
function results(data: Simulation) {
  const { workers: _workers, seconds: _seconds, gamesPerSecond: _speed, ...rest } = data;
  return rest;
}

describe('kriegsspiel simulate', () => {
  test('the results do not depend on the number of workers', async () => {
    const one = await simulate(['outpost-skirmish', '--games', '24', '--seed', '5', '--workers', '1']);
    const three = await simulate(['outpost-skirmish', '--games', '24', '--seed', '5', '--workers', '3']);
    expect(one.data.workers).toBe(1);
    expect(three.data.workers).toBe(3);
    expect(results(three.data)).toEqual(results(one.data));
    expect(one.data.results.map((r) => r.seed)).toEqual(Array.from({ length: 24 }, (_, i) => 5 + i));
    expect(new Set(one.data.results.map((r) => r.hash)).size).toBeGreaterThan(12);
    expect(one.code).toBe(0);
  });

  test('prints wins per side with their 95% interval, draws, errors, stuck and unfinished games, the mean length and the speed', async () => {
    const result = await run(['simulate', 'outpost-skirmish', '--games', '12', '--mods', fixtures]);
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe('Skirmish at the outpost (outpost-skirmish): 12 games, seeds 1 to 12, sandbox, bots random, random');
    expect(result.text).toMatch(/^ {2}red wins +\d+ {2}\(\d+\.\d%; 95% CI \d+\.\d%–\d+\.\d%\)$/m);
    expect(result.text).toMatch(/^ {2}blue wins +\d+ {2}\(\d+\.\d%; 95% CI \d+\.\d%–\d+\.\d%\)$/m);
    expect(result.text).toMatch(/^ {2}draws +\d+/m);
    expect(result.text).toMatch(/^ {2}stuck +0$/m);
    expect(result.text).toMatch(/^ {2}unfinished +0$/m);
    expect(result.text).toMatch(/^ {2}errors +0$/m);
    expect(result.text).toMatch(/^ {2}mean length +\d+\.\d actions$/m);
    expect(result.text).toMatch(/^ {2}speed +\d+\.\d games\/s \(.+ on 2 workers\)$/m);
  });

  test('a house rule changes the outcome, and the base game is the same without it', async () => {
    const base = await simulate(['outpost-skirmish', '--games', '30']);
    const again = await simulate(['outpost-skirmish', '--games', '30', '--workers', '1']);
    const elan = await simulate(['outpost-skirmish', '--games', '30', '--house-rule', 'outpost-elan', '--option', 'elanBonus=3']);
    expect(results(again.data)).toEqual(results(base.data));
    expect(elan.data.fingerprint).not.toBe(base.data.fingerprint);
    expect(elan.data.wins).not.toEqual(base.data.wins);
    // --compare plays both in one run: the base game's row is the plain run, the other the run with the house rule.
    const both = await run([
      'simulate',
      'outpost-skirmish',
      '--games',
      '30',
      '--compare',
      '--house-rule',
      'outpost-elan',
      '--option',
      'elanBonus=3',
      '--mods',
      fixtures,
      '--json',
    ]);
    const compared = JSON.parse(both.text) as { variants: (Simulation & { label: string; change?: SummaryComparison })[] };
    const [first, second] = compared.variants;
    expect(first?.label).toBe('base');
    expect(first?.fingerprint).toBe(base.data.fingerprint);
    expect(first?.results).toEqual(base.data.results);
    expect(first?.change).toBeUndefined();
    expect(second?.label).toBe('with outpost-elan');
    expect(second?.fingerprint).toBe(elan.data.fingerprint);
    expect(second?.winRates).toEqual(elan.data.winRates);
    expect(second?.change).toEqual(compareSummaries(['red', 'blue'], base.data, 30, elan.data, 30));
  });

  test('--compare prints both rows with their intervals and the change between them', async () => {
    const result = await run([
      'simulate',
      'outpost-skirmish',
      '--games',
      '12',
      '--compare',
      '--house-rule',
      'outpost-elan',
      '--option',
      'elanBonus=3',
      '--mods',
      fixtures,
    ]);
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe('Skirmish at the outpost (outpost-skirmish): 2 × 12 games, seeds 1 to 12 each, sandbox, bots random, random');
    const rate = String.raw`\d+\.\d% \(\d+\.\d–\d+\.\d\)`;
    const change = String.raw`[+−]\d+\.\d \([+−]\d+\.\d to [+−]\d+\.\d\)( \*)?`;
    expect(result.out[1]).toMatch(/^ +red wins +blue wins +draws +errors +mean length$/);
    expect(result.out[2]).toMatch(new RegExp(`^  base +${rate} +${rate} +${rate} +0 +\\d+\\.\\d$`));
    expect(result.out[3]).toMatch(new RegExp(`^  with outpost-elan +${rate} +${rate} +${rate} +0 +\\d+\\.\\d$`));
    expect(result.out[4]).toMatch(new RegExp(`^    change +${change} +${change} +${change}$`));
    expect(result.text).toContain('* where its 95% interval leaves out 0');
  });

  test('--sweep plays the same seeds once per value of an option, each as a run with that --option', async () => {
    const sweep = JSON.parse(
      (await run(['simulate', 'outpost-skirmish', '--games', '16', '--house-rule', 'outpost-elan', '--sweep', 'elanBonus=1..3', '--mods', fixtures, '--json']))
        .text,
    ) as { variants: (Simulation & { label: string; options: Record<string, unknown>; change?: SummaryComparison })[] };
    expect(sweep.variants.map((v) => v.label)).toEqual(['elanBonus=1', 'elanBonus=2', 'elanBonus=3']);
    expect(sweep.variants.map((v) => v.options.elanBonus)).toEqual([1, 2, 3]);
    expect(sweep.variants.map((v) => v.change === undefined)).toEqual([true, false, false]);
    const three = await simulate(['outpost-skirmish', '--games', '16', '--house-rule', 'outpost-elan', '--option', 'elanBonus=3']);
    expect(sweep.variants[2]?.fingerprint).toBe(three.data.fingerprint);
    expect(sweep.variants[2]?.results).toEqual(three.data.results);
  });

  test('errors, stuck and unfinished games are counted, with the first error messages, and exit 1', async () => {
    const thrower = await run(['simulate', 'hostile-throw', '--games', '5', '--mods', fixtures]);
    expect(thrower.code).toBe(1);
    expect(thrower.text).toMatch(/^ {2}errors +5$/m);
    expect(thrower.text).toMatch(
      /^ {4}seed 1: rules-error \(thrown\): TypeError: the dice tower fell over at height 3 at tools\/cli\/test-fixtures\/mods\/hostile-throw\/src\/tower\.ts:3:\d+$/m,
    );
    expect(thrower.text).toContain('    … and 2 more (see --json)');
    const stuck = await simulate(['dead-end', '--games', '3']);
    expect(stuck.data).toMatchObject({ stuck: 3, errors: 0 });
    expect(stuck.code).toBe(1);
    const cut = await simulate(['outpost-skirmish', '--games', '3', '--max-actions', '4']);
    expect(cut.data).toMatchObject({ unfinished: 3 });
  });

  test('shows a progress bar only on a terminal', async () => {
    const lines: string[] = [];
    await run(['simulate', 'outpost-skirmish', '--games', '6', '--mods', fixtures], (text) => lines.push(text));
    expect(lines.at(-2)).toMatch(/^\[#{30}\] 6\/6 games [\d.]+ games\/s$/);
    expect(lines.at(-1)).toBe('');
  });

  test('usage errors exit 2', async () => {
    expect((await run(['simulate', 'outpost-skirmish', '--games', '0', '--mods', fixtures])).code).toBe(2);
    expect((await run(['simulate', 'outpost-skirmish', '--workers', 'many', '--mods', fixtures])).code).toBe(2);
    expect((await run(['simulate', '--mods', fixtures])).code).toBe(2);
    const usage = async (args: string[]) => {
      const result = await run(['simulate', ...args, '--mods', fixtures]);
      expect(result.code).toBe(2);
      return result.err.join('\n');
    };
    expect(await usage(['outpost-skirmish', '--compare'])).toContain('name them with --house-rule <mod>');
    expect(await usage(['outpost-skirmish', '--house-rule', 'outpost-elan', '--sweep', 'nerve=1,2'])).toContain(
      '--sweep nerve: the scenario with its house rules has no option `nerve`; its options are',
    );
    expect(await usage(['outpost-skirmish', '--sweep', 'elanBonus'])).toContain('--sweep takes name=a,b,c or name=from..to[:step]');
    expect(await usage(['outpost-skirmish', '--sweep', 'elanBonus=3..1'])).toContain('the range must go up');
    expect(await usage(['fords-campaign', '--compare', '--house-rule', 'outpost-elan'])).toContain('not a campaign');
  });
});
