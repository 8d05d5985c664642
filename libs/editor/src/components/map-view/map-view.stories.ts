import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import {
  Editor,
  counterStacks,
  hexsideTool,
  mapDrawing,
  panTool,
  terrainBrush,
  terrainTypesFor,
  type MapDrawing,
  type MapToolDefinition,
  type MapToolSettings,
} from '@kriegsspiel/editor-core';
import type { MapDocument, ModManifest, OobDocument, ScenarioDocument } from '@kriegsspiel/formats';
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
  render: () =>
    html`<ks-map-view style="height: 100vh" name="Hundred Days" .drawing=${drawingOf(hundredDaysMapPath, 'mods/hundred-days-arclight/mod.json')} .tools=${[panTool]}></ks-map-view>`,
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

/** A map view over an in-memory copy of the Hundred Days map, with a tool chosen; it redraws after each edit. */
function editingView(tool: MapToolDefinition, settings: MapToolSettings): HTMLElement {
  const editor = new Editor();
  editor.store.load([{ ...modFile(hundredDaysMapPath), version: 'story' }]);
  const manifest = JSON.parse(modFile('mods/hundred-days-arclight/mod.json').text) as ModManifest;
  const view = document.createElement('ks-map-view');
  view.style.height = '100vh';
  view.name = 'Hundred Days';
  view.editor = editor;
  view.path = hundredDaysMapPath;
  view.tools = [panTool, tool];
  view.tool = tool.id;
  view.settings = settings;
  const redraw = () => {
    const map = editor.store.require(hundredDaysMapPath, 'map').value;
    const d = mapDrawing(map, terrainTypesFor(map, [manifest]), view.drawing);
    if (!('error' in d)) view.drawing = d;
  };
  editor.subscribe(redraw);
  redraw();
  return view;
}

/** Painting forest with the terrain brush (edits an in-memory copy). */
export const TerrainBrush: StoryObj = {
  render: () => {
    return editingView(terrainBrush, { terrain: 'forest' });
  },
};

/** The Waterloo Campaign's 16–18 June set-up drawn on its map: stacks of corps and HQs with a count badge. */
export const WaterlooCampaignSetUp: StoryObj = {
  render: () => {
    const map = JSON.parse(modFile('mods/waterloo-campaign-rbm/maps/waterloo-campaign.map.json').text) as MapDocument;
    const scenario = JSON.parse(modFile('mods/waterloo-campaign-rbm/scenarios/june-16-18.scenario.json').text) as ScenarioDocument;
    const oob = JSON.parse(modFile('mods/waterloo-campaign-rbm/oobs/waterloo-campaign.oob.json').text) as OobDocument;
    const manifest = JSON.parse(modFile('mods/waterloo-campaign-rbm/mod.json').text) as ModManifest;
    return html`<ks-map-view
      style="height: 100vh"
      name="Waterloo Campaign, 16–18 June"
      .drawing=${drawingOf('mods/waterloo-campaign-rbm/maps/waterloo-campaign.map.json', 'mods/waterloo-campaign-rbm/mod.json')}
      .counters=${counterStacks(scenario, oob, map, [manifest])}
      .tools=${[panTool]}
    ></ks-map-view>`;
  },
};

/** The hexside tool aiming at a side of the Hundred Days map (edits an in-memory copy). */
export const HexsideTool: StoryObj = {
  render: () => {
    return editingView(hexsideTool, { hexsideTerrain: 'steep-slope' });
  },
};
