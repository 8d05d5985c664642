import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './scenario-editor';
import { eaglesScenarioPath, hundredDaysScenarioPath, modsEditor } from '../../test-support/mods-fixtures';

const meta: Meta = { title: 'Scenario/Scenario editor', component: 'ks-scenario-editor' };
export default meta;

/** The Hundred Days campaign, on its set-up. */
export const HundredDays: StoryObj = {
  render: () => html`<ks-scenario-editor style="height: 100vh" .editor=${modsEditor()} path=${hundredDaysScenarioPath}></ks-scenario-editor>`,
};

/** Napoleon's Eagles at Quatre-Bras, on its reinforcements. */
export const NapoleonsEaglesReinforcements: StoryObj = {
  render: () => html`<ks-scenario-editor style="height: 100vh" .editor=${modsEditor()} path=${eaglesScenarioPath} view="reinforcements"></ks-scenario-editor>`,
};
