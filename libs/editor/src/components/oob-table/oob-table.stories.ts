import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './oob-table';
import { hundredDaysOobPath, modsEditor, waterlooCampaignOobPath } from '../../test-support/mods-fixtures';

const meta: Meta = { title: 'Order of battle/OOB table', component: 'ks-oob-table' };
export default meta;

/** The Hundred Days armies, a unit a row (edits an in-memory copy of mods/). */
export const HundredDays: StoryObj = {
  render: () => html`<ks-oob-table style="height: 100vh" .editor=${modsEditor()} path=${hundredDaysOobPath}></ks-oob-table>`,
};

/** Sorted by combat value, strongest first, searched for cavalry. */
export const SortedAndSearched: StoryObj = {
  render: () =>
    html`<ks-oob-table
      style="height: 100vh"
      .editor=${modsEditor()}
      path=${hundredDaysOobPath}
      query="cavalry"
      .sort=${{ column: 'values.combat', direction: 'descending' }}
    ></ks-oob-table>`,
};

/** The Waterloo Campaign's corps, with nested movement values as dotted columns. */
export const WaterlooCampaign: StoryObj = {
  render: () => html`<ks-oob-table style="height: 100vh" .editor=${modsEditor()} path=${waterlooCampaignOobPath}></ks-oob-table>`,
};

/** A cell refused by the ruleset's schema, with the reason shown. */
export const RefusedCell: StoryObj = {
  render: () => {
    const el = document.createElement('ks-oob-table');
    el.style.height = '100vh';
    el.editor = modsEditor();
    el.path = hundredDaysOobPath;
    void el.updateComplete.then(async () => {
      el.startEdit({ id: 'fr-inf-6', column: 'values.combat' }, '9');
      await el.updateComplete;
      el.commitEdit();
    });
    return el;
  },
};
