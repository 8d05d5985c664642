import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './status-bar';

const meta: Meta = { title: 'Shell/Status bar', component: 'ks-status-bar' };
export default meta;

const path = 'mods/hundred-days-arclight/maps/hundred-days.map.json';

export const Unsaved: StoryObj = {
  render: () => html`<ks-status-bar .path=${path} dirty .unsaved=${2} keep-state="kept" .errors=${1} .warnings=${2} message="Paint forest"></ks-status-bar>`,
};

export const Saved: StoryObj = {
  render: () => html`<ks-status-bar .path=${path} save-state="saved" message="Saved hundred-days.map.json"></ks-status-bar>`,
};

export const Conflict: StoryObj = {
  render: () => html`<ks-status-bar .path=${path} dirty save-state="conflict" message="Not saved: hundred-days.map.json changed on disk"></ks-status-bar>`,
};
