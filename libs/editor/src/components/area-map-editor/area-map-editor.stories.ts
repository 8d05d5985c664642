import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { Editor } from '@kriegsspiel/editor-core';
import './area-map-editor';
import { modFiles } from '../../test-support/mods-fixtures';

function graph(path: string) {
  const editor = new Editor();
  editor.store.load(modFiles.map((f) => ({ ...f, version: 'story' })));
  return html`<ks-area-map-editor style="height: 100vh" .editor=${editor} path=${path}></ks-area-map-editor>`;
}

const meta: Meta = { title: 'Map/Area map editor', component: 'ks-area-map-editor' };
export default meta;

/** Quatre Bras: two front lines, the West Reserve feeding the French wings and the Allied Reserve the Coalition's. */
export const QuatreBras: StoryObj = { render: () => graph('mods/napoleons-eagles/maps/quatre-bras.map.json') };

/** Waterloo: five front lines, 18 areas, reserve links between the Coalition reserves. */
export const Waterloo: StoryObj = { render: () => graph('mods/napoleons-eagles/maps/waterloo.map.json') };

/** Wavre: two front lines and the Prussian reserve. */
export const Wavre: StoryObj = { render: () => graph('mods/napoleons-eagles/maps/wavre.map.json') };
