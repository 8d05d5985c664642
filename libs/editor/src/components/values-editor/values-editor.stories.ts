import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { ModManifest } from '@kriegsspiel/formats';
import './values-editor';
import { modFile } from '../../test-support/mods-fixtures';

const meta: Meta = { title: 'Order of battle/Values editor', component: 'ks-values-editor' };
export default meta;

const schemasOf = (path: string) => (JSON.parse(modFile(path).text) as ModManifest).unitAttributes as Record<string, object>;

/** A Hundred Days infantry division: one combat value from 1 to 6. */
export const HundredDaysInfantry: StoryObj = {
  render: () =>
    html`<ks-values-editor style="padding: 12px" .schemas=${schemasOf('mods/hundred-days-arclight/mod.json')} type="infantry" .values=${{ combat: 5 }}></ks-values-editor>`,
};

/** A Waterloo Campaign infantry corps: stars and movement by formation, nested. */
export const WaterlooCampaignCorps: StoryObj = {
  render: () =>
    html`<ks-values-editor style="padding: 12px" .schemas=${schemasOf('mods/waterloo-campaign-rbm/mod.json')} type="infantry-corps" .values=${{ battleStars: 2, movement: { advance: 4, battle: 1 } }}></ks-values-editor>`,
};

/** A value out of range is flagged at once. */
export const OutOfRange: StoryObj = {
  render: () =>
    html`<ks-values-editor style="padding: 12px" .schemas=${schemasOf('mods/hundred-days-arclight/mod.json')} type="infantry" .values=${{ combat: 7 }}></ks-values-editor>`,
};
