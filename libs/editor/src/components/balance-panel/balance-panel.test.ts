import { afterEach, describe, expect, it } from 'vitest';
import './balance-panel';
import { mount, shadow } from '../../test-support/dom';
import { compareSummaries } from '@kriegsspiel/engine';
import { optionFields, type VariantChoices } from '@kriegsspiel/editor-core';
import { compareJson, fixtureGames, simulateJson } from '../../test-support/rules';
import type { KsBalancePanel } from './balance-panel';

afterEach(() => document.body.replaceChildren());

const scenarios = [
  { id: 'outpost-skirmish', name: 'Skirmish at the outpost', players: ['red', 'blue'] },
  { id: 'hostile-throw', name: 'A tower that falls', players: ['red', 'blue'] },
];

async function panel(props: Partial<KsBalancePanel> = {}): Promise<KsBalancePanel> {
  return mount('ks-balance-panel', { games: fixtureGames(), scenarios, scenario: 'outpost-skirmish', ...props });
}

/** What a game came to, without where its error was (a workspace path here, a path on disk there). */
const gist = (r: { seed: number; outcome: string; winner?: string | null; reason?: string; actions: number; hash?: string }) => ({
  seed: r.seed,
  outcome: r.outcome,
  winner: r.winner,
  reason: r.reason,
  actions: r.actions,
  hash: r.hash,
});

describe('ks-balance-panel', () => {
  // Twelve real games in Web Workers beside the command line's own run of them: quick on an idle
  // machine, but on two busy cores (other suites running beside it) it once took over 20 s.
  it('plays games in Web Workers and gives the very numbers of `kriegsspiel simulate` for the same seed', { timeout: 60_000 }, async () => {
    const el = await panel({ count: 12, seed: 5, parallel: 3 });
    const [, cli] = await Promise.all([el.start(), simulateJson('outpost-skirmish', 12, 5)]);
    const run = el.run;
    expect(run?.state).toBe('done');
    expect(run?.reports.map(gist)).toEqual(cli.results.map(gist));
    const { wins, winRates, draws, stuck, unfinished, errors, meanActions, endings, fingerprint } = cli;
    expect(run?.summary).toEqual({ wins, winRates, draws, stuck, unfinished, errors, meanActions, endings, fingerprint });
    await el.updateComplete;
    expect((shadow(el).querySelector('progress') as HTMLProgressElement).value).toBe(12);
    expect(shadow(el).querySelector('.progress-text')?.textContent).toMatch(/^12 \/ 12 games — done · [\d.]+ games\/s · 3 at once$/);
    expect(shadow(el).querySelector('.same code')?.textContent).toBe('npx kriegsspiel simulate outpost-skirmish --games 12 --seed 5');
    expect(shadow(el).querySelector('.fingerprint')?.textContent).toBe(fingerprint.slice(0, 16));
    expect(shadow(el).querySelector('ks-balance-charts')).not.toBeNull();
  });

  // Real searches and real games in Web Workers: minutes on a busy machine.
  it(
    'plays ISMCTS against random as chosen per side, and gives the numbers of `kriegsspiel simulate --bots ismcts:N,random`',
    { timeout: 120_000 },
    async () => {
      const el = await panel({ count: 4, seed: 2, parallel: 2 });
      // Random on both sides until chosen otherwise.
      const red = shadow(el).querySelector('select[name="bot-red"]') as HTMLSelectElement;
      expect(red.value).toBe('random');
      expect((shadow(el).querySelector('select[name="bot-blue"]') as HTMLSelectElement).value).toBe('random');
      red.value = 'ismcts';
      red.dispatchEvent(new Event('change'));
      await el.updateComplete;
      const budget = shadow(el).querySelector('input[name="bot-iterations-red"]') as HTMLInputElement;
      budget.value = '16';
      budget.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(el.bots).toEqual({ red: 'ismcts:16' });
      expect(shadow(el).querySelector('input[name="bot-iterations-blue"]')).toBeNull();

      const [, cli] = await Promise.all([el.start(), simulateJson('outpost-skirmish', 4, 2, ['ismcts:16', 'random'])]);
      const run = el.run;
      expect(run?.state).toBe('done');
      expect(run?.bots).toEqual(['ismcts:16', 'random']);
      expect(run?.reports.map(gist)).toEqual(cli.results.map(gist));
      expect(run?.summary?.fingerprint).toBe(cli.fingerprint);
      // The search plays other games than random bots do on the same seeds.
      const random = await simulateJson('outpost-skirmish', 4, 2);
      expect(cli.fingerprint).not.toBe(random.fingerprint);
      await el.updateComplete;
      expect(shadow(el).querySelector('.same code')?.textContent).toBe('npx kriegsspiel simulate outpost-skirmish --games 4 --seed 2 --bots ismcts:16,random');
    },
  );

  // Real searches and real games in Web Workers: minutes on a busy machine.
  it('compares the base game with the house rules on the same seeds, as `kriegsspiel simulate --compare`', { timeout: 120_000 }, async () => {
    const el = await panel({ count: 10, seed: 3, parallel: 2, houseRules: 'outpost-elan' });
    const box = shadow(el).querySelector('input[name="compare"]') as HTMLInputElement;
    expect(box.checked).toBe(false);
    box.click();
    expect(el.compare).toBe(true);
    const [, cli] = await Promise.all([el.start(), compareJson('outpost-skirmish', 10, 3, ['outpost-elan'])]);
    const [base, elan] = cli.variants;
    const run = el.run;
    expect(run?.state).toBe('done');
    expect(run?.base?.reports.map(gist)).toEqual(base?.results.map(gist));
    expect(run?.reports.map(gist)).toEqual(elan?.results.map(gist));
    expect(run?.base?.summary?.fingerprint).toBe(base?.fingerprint);
    expect(run?.summary?.fingerprint).toBe(elan?.fingerprint);
    const change = compareSummaries(['red', 'blue'], run?.base?.summary as never, 10, run?.summary as never, 10);
    expect(elan?.change).toEqual(change);
    await el.updateComplete;
    expect(shadow(el).querySelector('.progress-text')?.textContent).toMatch(/^20 \/ 20 games \(base game, then house rules\) — done/);
    expect(shadow(el).querySelector('.same code')?.textContent).toBe(
      'npx kriegsspiel simulate outpost-skirmish --games 10 --seed 3 --compare --house-rule outpost-elan',
    );
    const charts = shadow(el).querySelector('ks-balance-charts') as HTMLElement;
    await (charts as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const rows = [...shadow(charts).querySelectorAll('svg.compare > g')];
    expect(rows).toHaveLength(3);
    expect(rows[0]?.querySelectorAll('.bar')).toHaveLength(2);
    const red = change.wins.red;
    const sign = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)}`;
    expect(rows[0]?.querySelector('.change')?.textContent).toBe(
      `${sign(red?.difference ?? 0)} (${sign(red?.low ?? 0)} to ${sign(red?.high ?? 0)})${red?.significant ? ' *' : ''}`,
    );
  });

  it('cancels a run: no game starts after, and the games played so far are shown', async () => {
    const el = await panel({ count: 2000, seed: 1, parallel: 2 });
    const running = el.start();
    await expect.poll(() => el.run?.reports.length ?? 0, { timeout: 15000 }).toBeGreaterThan(2);
    await el.updateComplete;
    const cancel = shadow(el).querySelector('button.cancel') as HTMLButtonElement;
    expect(cancel).not.toBeNull();
    cancel.click();
    await running;
    expect(el.run?.state).toBe('cancelled');
    const played = el.run?.reports.length ?? 0;
    expect(played).toBeLessThan(2000);
    await el.updateComplete;
    expect(shadow(el).querySelector('.progress-text')?.textContent).toContain(`${played} / 2000 games — cancelled`);
    expect(shadow(el).querySelector('button.run')).not.toBeNull();
  });

  it('shows the first errors of the rules with their file and line', async () => {
    const el = await panel({ scenario: 'hostile-throw', count: 6, seed: 1, parallel: 2 });
    await el.start();
    await el.updateComplete;
    expect(el.run?.summary?.errors).toBeGreaterThan(0);
    const shown = [...shadow(el).querySelectorAll('ks-rules-error')];
    expect(shown.length).toBeGreaterThan(0);
    expect(shown[0]?.failure?.location?.file).toBe('mods-2/hostile-throw/src/tower.ts');
  });

  it('says why a scenario cannot be run', async () => {
    const el = await panel({ scenario: 'nowhere' });
    await el.start();
    await el.updateComplete;
    expect(el.run).toBeUndefined();
    expect(shadow(el).querySelector('ks-rules-error')?.failure?.code).toBe('not-found');
  });

  it('chooses the variant from lists, checks its options, keeps the run and compares it with the base game', { timeout: 120_000 }, async () => {
    const variants: VariantChoices = {
      ruleset: 'outpost',
      options: [],
      mods: [
        {
          id: 'outpost-elan',
          name: 'Élan',
          kind: 'house-rule',
          options: optionFields('outpost-elan', { properties: { elanBonus: { type: 'integer', minimum: 0, maximum: 3, default: 1 } } }),
        },
      ],
    };
    const games = fixtureGames();
    const el = await panel({ games, count: 6, seed: 4, parallel: 2, variantsOf: () => variants, historyKey: '' });
    const root = shadow(el);
    expect(root.querySelector('input[name="house-rules"]')).toBeNull();
    expect(root.querySelector('.empty')?.textContent).toContain('No run yet');
    const rule = root.querySelector('input[name="house-rule"][value="outpost-elan"]') as HTMLInputElement;
    rule.click();
    await el.updateComplete;
    expect(el.houseRules).toBe('outpost-elan');
    const bonus = root.querySelector('input[name="option-elanBonus"]') as HTMLInputElement;
    expect(bonus.value).toBe('1');
    bonus.value = '9';
    bonus.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(root.querySelector('.problem')?.textContent).toBe('elanBonus: at most 3');
    expect((root.querySelector('button.run') as HTMLButtonElement).disabled).toBe(true);
    bonus.value = '2';
    bonus.dispatchEvent(new Event('change'));
    (root.querySelector('input[name="compare"]') as HTMLInputElement).click();
    await el.updateComplete;
    expect(root.querySelector('.problem')).toBeNull();
    expect(el.commandLine()).toBe('npx kriegsspiel simulate outpost-skirmish --games 6 --seed 4 --compare --house-rule outpost-elan --option elanBonus=2');

    await el.start();
    expect(games.requests.at(-2)).toEqual({ scenario: 'outpost-skirmish', houseRules: ['outpost-elan'], options: { elanBonus: 2 } });
    expect(games.requests.at(-1)).toEqual({ scenario: 'outpost-skirmish', houseRules: [] });
    await el.updateComplete;
    // Both halves are kept, newest first, and set side by side: the base game as A, the variant as B.
    expect(el.history.map((r) => r.houseRules)).toEqual([['outpost-elan'], []]);
    expect(el.compareIds).toEqual([el.history[1]?.id, el.history[0]?.id]);
    const rows = [...root.querySelectorAll('.comparison tbody tr')];
    expect(rows.map((r) => r.getAttribute('data-role'))).toEqual(['red', 'blue']);
    const base = el.history[1]!;
    expect(rows[0]?.querySelectorAll('td')[0]?.textContent).toBe(`${(((base.wins.red ?? 0) / base.played) * 100).toFixed(1)}%`);
    expect(rows[0]?.querySelector('.verdict')?.textContent).toMatch(/^(yes|no, within chance) \(p = /);
    // A run set against itself is no comparison.
    (root.querySelector(`tr[data-id="${base.id}"] input[name="compare-b"]`) as HTMLInputElement).click();
    await el.updateComplete;
    expect(root.querySelector('.comparison')).toBeNull();
  });
});
