import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './oob-editor';
import { hundredDaysOobPath, modsEditor, waterlooCampaignOobPath } from '../../test-support/mods-fixtures';

const meta: Meta = { title: 'Order of battle/OOB editor', component: 'ks-oob-editor' };
export default meta;

/** The Hundred Days order of battle with the scenario that plays it. */
export const HundredDays: StoryObj = {
  render: () => html`<ks-oob-editor style="height: 100vh" .editor=${modsEditor()} path=${hundredDaysOobPath}></ks-oob-editor>`,
};

/** The Waterloo Campaign's pieces. */
export const WaterlooCampaignPieces: StoryObj = {
  render: () => html`<ks-oob-editor style="height: 100vh" .editor=${modsEditor()} path=${waterlooCampaignOobPath} view="pieces"></ks-oob-editor>`,
};

/** The table view, searched for the Prussians. */
export const TableSearched: StoryObj = {
  render: () => html`<ks-oob-editor style="height: 100vh" .editor=${modsEditor()} path=${hundredDaysOobPath} view="table" query="prussian"></ks-oob-editor>`,
};
