import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { ActionManager, Editor, studioActions, type StudioActionContext } from '@kriegsspiel/editor-core';
import './map-editor';
import { modFiles } from '../../test-support/mods-fixtures';

function editorWith(): { editor: Editor; actions: ActionManager<StudioActionContext> } {
  const editor = new Editor();
  editor.store.load(modFiles.map((f) => ({ ...f, version: 'story' })));
  const actions = new ActionManager<StudioActionContext>(() => ({ editor, activeDocument: () => undefined, saveDocument: async () => undefined }));
  studioActions.forEach((a) => actions.register(a));
  return { editor, actions };
}

const meta: Meta = { title: 'Map/Map editor', component: 'ks-map-editor' };
export default meta;

/** The Hundred Days map with the terrain brush (edits an in-memory copy of mods/). */
export const HundredDays: StoryObj = {
  render: () => {
    const { editor, actions } = editorWith();
    return html`<ks-map-editor style="height: 100vh" .editor=${editor} .actions=${actions} path="mods/hundred-days-arclight/maps/hundred-days.map.json"></ks-map-editor>`;
  },
};

/** Napoleon's Last Battles: four boards joined into one map. */
export const NapoleonsLastBattles: StoryObj = {
  render: () => {
    const { editor, actions } = editorWith();
    return html`<ks-map-editor style="height: 100vh" .editor=${editor} .actions=${actions} path="mods/napoleons-last-battles/maps/campaign.map.json"></ks-map-editor>`;
  },
};

/** An area map has no hex grid: the editor says so. */
export const AreaMap: StoryObj = {
  render: () => {
    const { editor, actions } = editorWith();
    return html`<ks-map-editor style="height: 100vh" .editor=${editor} .actions=${actions} path="mods/napoleons-eagles/maps/waterloo.map.json"></ks-map-editor>`;
  },
};
