import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { Editor, type MapSelection } from '@kriegsspiel/editor-core';
import type { MapDocument } from '@kriegsspiel/formats';
import './place-inspector';
import { hundredDaysMapPath, modFile } from '../../test-support/mods-fixtures';

function inspector(selection: MapSelection | undefined, kind?: 'location' | 'entryPoint' | 'region', path = hundredDaysMapPath) {
  const editor = new Editor();
  editor.store.load([{ ...modFile(path), version: 'story' }]);
  return html`<ks-place-inspector style="width: 20rem; padding: 12px" .editor=${editor} path=${path} .selection=${selection} .kind=${kind}></ks-place-inspector>`;
}

const meta: Meta = { title: 'Map/Place inspector', component: 'ks-place-inspector' };
export default meta;

const brussels = () => (JSON.parse(modFile(hundredDaysMapPath).text) as MapDocument).locations?.findIndex((l) => l.id === 'e1') ?? 0;

/** Brussels (E1), the Allied base on the Hundred Days map. */
export const Location: StoryObj = { render: () => inspector({ kind: 'location', index: brussels() }, 'location') };

/** The three villages ringed in yellow: the Allies' objective. */
export const Region: StoryObj = { render: () => inspector({ kind: 'region', index: 0 }, 'region') };

/** The list of regions, when none is selected. */
export const RegionList: StoryObj = { render: () => inspector(undefined, 'region') };

/** A one-way link of the Beaumont–Charleroi road. */
export const RoadLink: StoryObj = { render: () => inspector({ kind: 'link', path: 1, link: 0 }) };

/** An entry point of the Waterloo Campaign map. */
export const EntryPoint: StoryObj = {
  render: () => inspector({ kind: 'entryPoint', index: 0 }, 'entryPoint', 'mods/waterloo-campaign-rbm/maps/waterloo-campaign.map.json'),
};
