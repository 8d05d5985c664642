import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { summariseGames, type GameReport } from '@kriegsspiel/engine';
import './balance-charts';

const meta: Meta = { title: 'Rules/Balance charts', component: 'ks-balance-charts' };
export default meta;

/** 200 games as a skirmish might end them, from a fixed generator (no randomness between renders). */
function games(): GameReport[] {
  let x = 12345;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return Array.from({ length: 200 }, (_, i): GameReport => {
    const r = next();
    const actions = 8 + Math.floor(next() * 14) + Math.floor(next() * 6);
    if (r < 0.52) return { seed: i + 1, outcome: 'ended', winner: 'red', reason: 'red holds the outpost at the end of turn 8', actions, hash: 'h' };
    if (r < 0.83)
      return {
        seed: i + 1,
        outcome: 'ended',
        winner: 'blue',
        reason: r < 0.7 ? 'blue holds the outpost at the end of turn 8' : 'red has no units left',
        actions,
        hash: 'h',
      };
    if (r < 0.99) return { seed: i + 1, outcome: 'ended', winner: null, reason: 'nobody holds the outpost at the end of turn 8', actions, hash: 'h' };
    return { seed: i + 1, outcome: 'error', actions: 3, error: { code: 'rules-error', message: 'TypeError: boom' } };
  });
}

export const TwoHundredGames: StoryObj = {
  render: () => {
    const reports = games();
    return html`<ks-balance-charts style="padding: 12px" .players=${['red', 'blue']} .reports=${reports} .summary=${summariseGames(['red', 'blue'], reports)}></ks-balance-charts>`;
  },
};

export const NoGamesYet: StoryObj = {
  render: () => html`<ks-balance-charts style="padding: 12px" .players=${['red', 'blue']}></ks-balance-charts>`,
};
