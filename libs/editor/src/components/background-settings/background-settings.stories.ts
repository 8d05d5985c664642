import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { Editor, setMapBackground } from '@kriegsspiel/editor-core';
import './background-settings';
import { hundredDaysMapPath, modFile } from '../../test-support/mods-fixtures';

function settings(background?: Parameters<typeof setMapBackground.perform>[1]['background']) {
  const editor = new Editor();
  editor.store.load([{ ...modFile(hundredDaysMapPath), version: 'story' }]);
  if (background) editor.run(setMapBackground, hundredDaysMapPath, { background });
  return html`<ks-background-settings style="width: 22rem; padding: 12px" .editor=${editor} path=${hundredDaysMapPath}></ks-background-settings>`;
}

const meta: Meta = { title: 'Map/Background settings', component: 'ks-background-settings' };
export default meta;

/** A map without a background: name the scan's file to start tracing. */
export const NoBackground: StoryObj = { render: () => settings() };

/** A scan lined up with the grid: moved, enlarged, turned a little, half see-through. */
export const Aligned: StoryObj = {
  render: () => settings({ image: 'hundred-days-scan.png', offset: { x: -14, y: 22 }, scale: 1.5, rotation: -1.2, opacity: 0.6 }),
};
