import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { Editor } from '@kriegsspiel/editor-core';
import './grid-settings';
import { hundredDaysMapPath, modFile } from '../../test-support/mods-fixtures';

function settings(path: string) {
  const editor = new Editor();
  editor.store.load([{ ...modFile(path), version: 'story' }]);
  return html`<ks-grid-settings style="width: 22rem; padding: 12px" .editor=${editor} path=${path}></ks-grid-settings>`;
}

const meta: Meta = { title: 'Map/Grid settings', component: 'ks-grid-settings' };
export default meta;

/** Hundred Days: four digits, column then row, from 01 at the north-west corner. */
export const HundredDays: StoryObj = { render: () => settings(hundredDaysMapPath) };

/** Waterloo Campaign: row first, growing north from 10. */
export const WaterlooCampaign: StoryObj = { render: () => settings('mods/waterloo-campaign-rbm/maps/waterloo-campaign.map.json') };

/** Vive l'Empereur: letters leaving out J, then numbers growing north (K10). */
export const ViveLEmpereur: StoryObj = { render: () => settings('mods/vive-lempereur/maps/ligny.map.json') };

/** Napoleon's Last Battles: four boards label their own hexes. */
export const FourBoards: StoryObj = { render: () => settings('mods/napoleons-last-battles/maps/campaign.map.json') };
