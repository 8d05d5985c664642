import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './view-tree';

const meta: Meta = { title: 'Rules/View tree', component: 'ks-view-tree' };
export default meta;

/** What the French player sees in Hundred Days, in the shape of its `view.ts`. */
const frenchView = {
  you: 'french',
  round: 2,
  player: 'french',
  phase: 'orders',
  stacks: {
    '0318': { side: 'french', units: [{ id: 'fr-inf-2', type: 'infantry', combat: 3, nationality: 'french', faceUp: false }], napoleon: true },
    '0801': {
      side: 'allied',
      units: [
        { hidden: true, nationality: 'english' },
        { hidden: true, nationality: 'english' },
      ],
    },
  },
  hand: [
    { id: 'artillery-2-1', value: 2 },
    { id: 'artillery-7-1', value: 7 },
  ],
  hands: { french: 2, allied: 5 },
  bags: { 'french-bag': 13, 'allied-bag': 14 },
  deck: 21,
  combat: null,
  opponent: 'allied',
};

export const HundredDaysView: StoryObj = {
  render: () => html`<ks-view-tree style="height: 100vh" label="view" .value=${frenchView}></ks-view-tree>`,
};

export const OpenedDeeper: StoryObj = {
  render: () => html`<ks-view-tree style="height: 100vh" label="view" open-depth="3" .value=${frenchView}></ks-view-tree>`,
};

/** Values to pick, as the test recorder offers them: + beside each member, ✓ once picked. */
export const Pickable: StoryObj = {
  render: () =>
    html`<ks-view-tree style="height: 100vh" label="view" open-depth="2" pickable .picked=${new Set(['/round', '/hand'])} .value=${frenchView}></ks-view-tree>`,
};
