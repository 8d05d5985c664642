import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './balance-panel';
import { demoGames, demoHostFactory } from '../../test-support/demo-game';
import type { KsBalancePanel } from './balance-panel';

const meta: Meta = { title: 'Rules/Balance panel', component: 'ks-balance-panel' };
export default meta;

const scenarios = [
  { id: 'hundred-days-campaign', name: 'The Hundred Days campaign', players: ['allied', 'french'] },
  { id: 'waterloo-june-16-18', name: 'Waterloo Campaign, 16–18 June', players: ['french', 'coalition'] },
];

/** Ready to run: scenario, games, seed and how many at once. */
export const ReadyToRun: StoryObj = {
  render: () =>
    html`<ks-balance-panel style="height: 100vh" .games=${demoGames} .hostFactory=${demoHostFactory} .scenarios=${scenarios} scenario="hundred-days-campaign"></ks-balance-panel>`,
};

/** ISMCTS for the Allied, with its budget of iterations per decision, against the random bot for the French. */
export const SearchBotAgainstRandom: StoryObj = {
  render: () =>
    html`<ks-balance-panel
      style="height: 100vh"
      .games=${demoGames}
      .hostFactory=${demoHostFactory}
      .scenarios=${scenarios}
      .bots=${{ allied: 'ismcts:50' }}
      scenario="hundred-days-campaign"
    ></ks-balance-panel>`,
};

/** A few games of ISMCTS against ISMCTS, run as the story opens: the command line that plays the same games names the bots. */
export const AfterASearchRun: StoryObj = {
  render: () => {
    const panel = document.createElement('ks-balance-panel') as KsBalancePanel;
    Object.assign(panel, {
      games: demoGames,
      hostFactory: demoHostFactory,
      scenarios,
      scenario: 'hundred-days-campaign',
      bots: { allied: 'ismcts:8', french: 'ismcts:8' },
      count: 4,
      seed: 1,
      parallel: 2,
    });
    panel.style.height = '100vh';
    void panel.updateComplete.then(() => panel.start());
    return panel;
  },
};

/** 200 games of the demo rules on the Hundred Days campaign, run in the page as the story opens. */
export const AfterARun: StoryObj = {
  render: () => {
    const panel = document.createElement('ks-balance-panel') as KsBalancePanel;
    Object.assign(panel, { games: demoGames, hostFactory: demoHostFactory, scenarios, scenario: 'hundred-days-campaign', count: 200, seed: 1, parallel: 2 });
    panel.style.height = '100vh';
    void panel.updateComplete.then(() => panel.start());
    return panel;
  },
};
