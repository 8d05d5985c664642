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

/** An area map (Napoleon's Eagles' Waterloo): the editor shows the area graph. */
export const AreaMap: StoryObj = {
  render: () => {
    const { editor, actions } = editorWith();
    return html`<ks-map-editor style="height: 100vh" .editor=${editor} .actions=${actions} path="mods/napoleons-eagles/maps/waterloo.map.json"></ks-map-editor>`;
  },
};

/** The road tool on the Hundred Days map: click hexes to draw, click a link to make it one-way. */
export const RoadTool: StoryObj = {
  render: () => {
    const { editor, actions } = editorWith();
    return html`<ks-map-editor style="height: 100vh" tool="road" .editor=${editor} .actions=${actions} path="mods/hundred-days-arclight/maps/hundred-days.map.json"></ks-map-editor>`;
  },
};

/** The region tool with the inspector listing the Hundred Days regions. */
export const Regions: StoryObj = {
  render: () => {
    const { editor, actions } = editorWith();
    return html`<ks-map-editor style="height: 100vh" tool="region" .editor=${editor} .actions=${actions} path="mods/hundred-days-arclight/maps/hundred-days.map.json"></ks-map-editor>`;
  },
};

/** Grid settings of Vive l'Empereur's Ligny map (letters leaving out J, rows growing north). */
export const GridSettings: StoryObj = {
  render: () => {
    const { editor, actions } = editorWith();
    return html`<ks-map-editor style="height: 100vh" tool="grid" .editor=${editor} .actions=${actions} path="mods/vive-lempereur/maps/ligny.map.json"></ks-map-editor>`;
  },
};

/** The Waterloo Campaign map with its scenario's set-up drawn as counters. */
export const WaterlooCampaignCounters: StoryObj = {
  render: () => {
    const { editor, actions } = editorWith();
    return html`<ks-map-editor style="height: 100vh" tool="pan" .editor=${editor} .actions=${actions} path="mods/waterloo-campaign-rbm/maps/waterloo-campaign.map.json"></ks-map-editor>`;
  },
};
