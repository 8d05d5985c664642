import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './oob-tree';
import { hundredDaysOobPath, modsEditor, waterlooCampaignOobPath } from '../../test-support/mods-fixtures';

const meta: Meta = { title: 'Order of battle/OOB tree', component: 'ks-oob-tree' };
export default meta;

/** The Hundred Days armies, Napoleon chosen (edits an in-memory copy of mods/). */
export const HundredDays: StoryObj = {
  render: () => html`<ks-oob-tree style="height: 100vh" .editor=${modsEditor()} path=${hundredDaysOobPath} selected="unit:napoleon"></ks-oob-tree>`,
};

/** The Waterloo Campaign's three armies at corps level, with nested movement values. */
export const WaterlooCampaign: StoryObj = {
  render: () => html`<ks-oob-tree style="height: 100vh" .editor=${modsEditor()} path=${waterlooCampaignOobPath} selected="unit:fr-guard-corps"></ks-oob-tree>`,
};

/** A CSV import preview with a refused row. */
export const CsvImportPreview: StoryObj = {
  render: () => {
    const el = document.createElement('ks-oob-tree');
    el.style.height = '100vh';
    el.editor = modsEditor();
    el.path = hundredDaysOobPath;
    void el.updateComplete.then(() => {
      const csv = el
        .csvText()
        .replace(
          /\r\n$/,
          '\r\nfr-inf-9,Division Girard,infantry,french,french,armee-du-nord,4,\r\nfr-inf-10,Division Foy,infantery,french,french,armee-du-nord,8,\r\n',
        );
      return el.previewImport(csv, 'armee-du-nord.csv');
    });
    return el;
  },
};
