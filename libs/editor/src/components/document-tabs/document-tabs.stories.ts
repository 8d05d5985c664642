import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './document-tabs';

const tabs = [
  { path: 'mods/hundred-days-arclight/scenarios/campaign.scenario.json', title: 'campaign.scenario.json' },
  { path: 'mods/hundred-days-arclight/maps/hundred-days.map.json', title: 'hundred-days.map.json', dirty: true },
  { path: 'mods/hundred-days-arclight/oobs/hundred-days.oob.json', title: 'hundred-days.oob.json' },
];

const meta: Meta = { title: 'Shell/Document tabs', component: 'ks-document-tabs' };
export default meta;

export const OpenScenario: StoryObj = {
  render: () => html`<ks-document-tabs .tabs=${tabs} active=${tabs[1]?.path}></ks-document-tabs>`,
};

export const Empty: StoryObj = {
  render: () => html`<ks-document-tabs .tabs=${[]}></ks-document-tabs>`,
};

/** Two open files share a name: each tab says its mod. */
export const SameNameInTwoMods: StoryObj = {
  render: () =>
    html`<ks-document-tabs
      .tabs=${[
        { path: 'mods/hundred-days-arclight/mod.json', title: 'mod.json', detail: 'hundred-days-arclight' },
        { path: 'mods/waterloo-campaign-rbm/mod.json', title: 'mod.json', detail: 'waterloo-campaign-rbm' },
      ]}
      active="mods/waterloo-campaign-rbm/mod.json"
    ></ks-document-tabs>`,
};
