import { afterEach, describe, expect, it } from 'vitest';
import { summariseGames, type GameReport } from '@kriegsspiel/engine';
import './balance-charts';
import { mount, shadow } from '../../test-support/dom';

afterEach(() => document.body.replaceChildren());

/** 40 games: red wins 24, blue 12, 3 draws and an error. */
function reports(): GameReport[] {
  return Array.from({ length: 40 }, (_, i): GameReport => {
    if (i === 39) return { seed: i, outcome: 'error', actions: 2, error: { code: 'rules-error', message: 'boom' } };
    if (i >= 36) return { seed: i, outcome: 'ended', winner: null, reason: 'nobody holds the outpost', actions: 16, hash: 'h' };
    const red = i < 24;
    return {
      seed: i,
      outcome: 'ended',
      winner: red ? 'red' : 'blue',
      reason: red ? 'red holds the outpost' : 'red has no units left',
      actions: 10 + (i % 9),
      hash: 'h',
    };
  });
}

describe('ks-balance-charts', () => {
  it('draws each side’s wins and the draws with their 95% intervals', async () => {
    const games = reports();
    const el = await mount('ks-balance-charts', { players: ['red', 'blue'], reports: games, summary: summariseGames(['red', 'blue'], games) });
    const rows = [...shadow(el).querySelectorAll('svg.wins g')].map((g) => g.querySelector('.value')?.textContent);
    expect(rows).toEqual(['24 · 60.0% (44.6%–73.7%)', '12 · 30.0% (18.1%–45.4%)', '3 · 7.5% (2.6%–19.9%)']);
    const bars = [...shadow(el).querySelectorAll('svg.wins .bar')].map((b) => Number(b.getAttribute('width')));
    expect(bars[0]).toBeGreaterThan(bars[1] as number);
    expect(shadow(el).querySelectorAll('svg.wins .whisker')).toHaveLength(9);
    expect(shadow(el).querySelector('table')?.textContent).toContain('44.6% to 73.7%');
  });

  it('draws the lengths of the games and how they ended', async () => {
    const games = reports();
    const el = await mount('ks-balance-charts', { players: ['red', 'blue'], reports: games, summary: summariseGames(['red', 'blue'], games) });
    const bins = [...shadow(el).querySelectorAll('svg.lengths .bin')];
    expect(bins.length).toBeGreaterThan(5);
    expect(shadow(el).querySelector('svg.lengths')?.getAttribute('aria-label')).toBe('Histogram of game lengths from 2 to 18 actions');
    const endings = [...shadow(el).querySelectorAll('svg.endings g')].map((g) => g.querySelector('title')?.textContent);
    expect(endings).toEqual(['red holds the outpost: 24', 'red has no units left: 12', 'nobody holds the outpost: 3', 'error: 1']);
    expect(shadow(el).querySelector('svg.endings g.bad title')?.textContent).toBe('error: 1');
  });

  it('draws the base game against the house rules, each side’s change starred where significant', async () => {
    const games = reports();
    // The base game: blue wins 30 of 40, red 6, 4 draws.
    const before = games.map((g, i): GameReport => ({ ...g, outcome: 'ended', winner: i < 6 ? 'red' : i < 36 ? 'blue' : null }));
    const base = { reports: before, summary: summariseGames(['red', 'blue'], before) };
    const el = await mount('ks-balance-charts', { players: ['red', 'blue'], reports: games, summary: summariseGames(['red', 'blue'], games), base });
    const rows = [...shadow(el).querySelectorAll('svg.compare > g')];
    expect(rows.map((g) => g.querySelector('.label')?.textContent)).toEqual(['Red wins', 'Blue wins', 'Draws']);
    expect(rows.map((g) => g.querySelector('.value')?.textContent)).toEqual(['15.0% → 60.0%', '75.0% → 30.0%', '10.0% → 7.5%']);
    expect(rows.map((g) => g.classList.contains('significant'))).toEqual([true, true, false]);
    expect(rows[0]?.querySelector('.change')?.textContent).toMatch(/^\+45\.0 \(\+\d+\.\d to \+\d+\.\d\) \*$/);
    expect(rows[2]?.querySelector('.change')?.textContent).toMatch(/^−2\.5 \(−\d+\.\d to \+\d+\.\d\)$/);
    expect(shadow(el).querySelector('figure.comparison table')?.textContent).toContain('not significant');
    // Without the base game, no comparison.
    const alone = await mount('ks-balance-charts', { players: ['red', 'blue'], reports: games, summary: summariseGames(['red', 'blue'], games) });
    expect(shadow(alone).querySelector('svg.compare')).toBeNull();
  });

  it('says when there is nothing to draw yet', async () => {
    const el = await mount('ks-balance-charts', { players: ['red', 'blue'] });
    expect(shadow(el).querySelector('.empty')?.textContent).toBe('No games yet.');
  });
});
