import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { Editor, mapDrawing, panTool, terrainBrush, terrainTypesFor, type MapDrawing } from '@kriegsspiel/editor-core';
import type { MapDocument, ModManifest } from '@kriegsspiel/formats';
import './map-view';
import { hundredDaysMapPath, modFile } from '../../test-support/mods-fixtures';

function drawingOf(mapPath: string, modPath: string): MapDrawing {
  const map = JSON.parse(modFile(mapPath).text) as MapDocument;
  const manifest = JSON.parse(modFile(modPath).text) as ModManifest;
  const d = mapDrawing(map, terrainTypesFor(map, [manifest]));
  if ('error' in d) throw new Error(d.error);
  return d;
}

const meta: Meta = {
  title: 'Map/Map view',
  component: 'ks-map-view',
};
export default meta;

/** The Hundred Days map, read-only: hover a hex for its label and terrain; wheel to zoom. */
export const HundredDays: StoryObj = {
  render: () => html`<ks-map-view style="height: 100vh" name="Hundred Days" .drawing=${drawingOf(hundredDaysMapPath, 'mods/hundred-days-arclight/mod.json')} .tools=${[panTool]}></ks-map-view>`,
};

/** The Waterloo Campaign map (four-digit labels growing north, slopes and rivers). */
export const WaterlooCampaign: StoryObj = {
  render: () =>
    html`<ks-map-view
      style="height: 100vh"
      name="Waterloo Campaign"
      .drawing=${drawingOf('mods/waterloo-campaign-rbm/maps/waterloo-campaign.map.json', 'mods/waterloo-campaign-rbm/mod.json')}
      .tools=${[panTool]}
    ></ks-map-view>`,
};

/** Painting forest with the terrain brush (edits an in-memory copy). */
export const TerrainBrush: StoryObj = {
  render: () => {
    const editor = new Editor();
    editor.store.load([{ ...modFile(hundredDaysMapPath), version: 'story' }]);
    const manifest = JSON.parse(modFile('mods/hundred-days-arclight/mod.json').text) as ModManifest;
    const view = document.createElement('ks-map-view');
    view.style.height = '100vh';
    view.name = 'Hundred Days';
    view.editor = editor;
    view.path = hundredDaysMapPath;
    view.tools = [panTool, terrainBrush];
    view.tool = 'terrain-brush';
    view.settings = { terrain: 'forest' };
    const redraw = () => {
      const map = editor.store.require(hundredDaysMapPath).value as MapDocument;
      const d = mapDrawing(map, terrainTypesFor(map, [manifest]), view.drawing);
      if (!('error' in d)) view.drawing = d;
    };
    editor.subscribe(redraw);
    redraw();
    return view;
  },
};
