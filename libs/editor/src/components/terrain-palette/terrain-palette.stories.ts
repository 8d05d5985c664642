import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { ModManifest } from '@kriegsspiel/formats';
import './terrain-palette';
import { modFile } from '../../test-support/mods-fixtures';

const hexTerrain = (modPath: string) => ((JSON.parse(modFile(modPath).text) as ModManifest).terrain ?? []).filter((t) => t.kind === 'hex');

const meta: Meta = { title: 'Map/Terrain palette', component: 'ks-terrain-palette' };
export default meta;

export const HundredDays: StoryObj = {
  render: () =>
    html`<ks-terrain-palette style="padding: 12px" .terrain=${hexTerrain('mods/hundred-days-arclight/mod.json')} value="forest"></ks-terrain-palette>`,
};

export const WaterlooCampaign: StoryObj = {
  render: () =>
    html`<ks-terrain-palette style="padding: 12px" .terrain=${hexTerrain('mods/waterloo-campaign-rbm/mod.json')} value="clear"></ks-terrain-palette>`,
};
