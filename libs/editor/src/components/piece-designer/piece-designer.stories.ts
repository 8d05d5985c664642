import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './piece-designer';
import { hundredDaysOobPath, modsEditor, waterlooCampaignOobPath } from '../../test-support/mods-fixtures';

const meta: Meta = { title: 'Pieces/Piece designer', component: 'ks-piece-designer' };
export default meta;

/** The Hundred Days pieces: Napoleon first (edits an in-memory copy of mods/). */
export const HundredDays: StoryObj = {
  render: () => html`<ks-piece-designer style="height: 100vh" .editor=${modsEditor()} path=${hundredDaysOobPath}></ks-piece-designer>`,
};

/** A Hundred Days blank piece, ready to become a new French infantry division. */
export const BlankPiece: StoryObj = {
  render: () =>
    html`<ks-piece-designer style="height: 100vh" .editor=${modsEditor()} path=${hundredDaysOobPath} .selected=${{ kind: 'template', id: 'blank-fr-inf' }}></ks-piece-designer>`,
};

/** A Waterloo Campaign corps counter with its two formation sides. */
export const WaterlooCampaignCorps: StoryObj = {
  render: () =>
    html`<ks-piece-designer style="height: 100vh" .editor=${modsEditor()} path=${waterlooCampaignOobPath} .selected=${{ kind: 'unit', id: 'fr-guard-corps' }}></ks-piece-designer>`,
};

/** The counter sheet of the Hundred Days mod. */
export const CounterSheet: StoryObj = {
  render: () => {
    const el = document.createElement('ks-piece-designer');
    el.style.height = '100vh';
    el.editor = modsEditor();
    el.path = hundredDaysOobPath;
    void el.updateComplete.then(() => el.openSheet());
    return el;
  },
};
