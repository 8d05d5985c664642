import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './reinforcements-editor';
import { hundredDaysScenarioPath, modsEditor } from '../../test-support/mods-fixtures';

const meta: Meta = { title: 'Scenario/Reinforcements editor', component: 'ks-reinforcements-editor' };
export default meta;

/** The Hundred Days campaign: two hidden bags and the draws from them each turn. */
export const HundredDaysPools: StoryObj = {
  render: () => html`<ks-reinforcements-editor style="height: 100vh" .editor=${modsEditor()} path=${hundredDaysScenarioPath}></ks-reinforcements-editor>`,
};

/** The Waterloo Campaign, 15–18 June: a schedule of corps arriving by turn and road. */
export const WaterlooCampaignSchedule: StoryObj = {
  render: () =>
    html`<ks-reinforcements-editor style="height: 100vh" .editor=${modsEditor()} path="mods/waterloo-campaign-rbm/scenarios/june-15-18.scenario.json"></ks-reinforcements-editor>`,
};

/** Napoleon's Eagles at Quatre-Bras: arrivals into the reserve areas, one on a condition. */
export const NapoleonsEagles: StoryObj = {
  render: () =>
    html`<ks-reinforcements-editor style="height: 100vh" .editor=${modsEditor()} path="mods/napoleons-eagles/scenarios/quatre-bras.scenario.json"></ks-reinforcements-editor>`,
};
