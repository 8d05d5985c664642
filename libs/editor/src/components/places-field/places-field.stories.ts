import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { MapDocument } from '@kriegsspiel/formats';
import './places-field';
import { hundredDaysMapPath, modFile } from '../../test-support/mods-fixtures';

const meta: Meta = { title: 'Scenario/Places field', component: 'ks-places-field' };
export default meta;

const map = () => JSON.parse(modFile(hundredDaysMapPath).text) as MapDocument;

/** The Hundred Days French reinforcement villages: one of three locations. */
export const FrenchVillages: StoryObj = {
  render: () => {
    const m = map();
    return html`<ks-places-field style="padding: 12px" label="Arrives at" .at=${[{ location: 'f1' }, { location: 'f2' }, { location: 'f3' }]} .choices=${{ location: (m.locations ?? []).map((l) => ({ id: l.id, name: l.name })) }}></ks-places-field>`;
  },
};

/** A hex that is not on the map is flagged. */
export const HexOffTheMap: StoryObj = {
  render: () =>
    html`<ks-places-field style="padding: 12px" label="Set up on" .at=${{ hex: '4040' }} .checkHex=${(l: string) => (l === '4040' ? 'Hex 4040 is not on the map (columns 01–15).' : undefined)}></ks-places-field>`,
};
