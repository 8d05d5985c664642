import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './code-editor';
import { demoSources, houseRulePath } from '../../test-support/source-fixtures';

const meta: Meta = { title: 'Rules/Code editor', component: 'ks-code-editor' };
export default meta;

/** A house rule in Monaco, typed against a minimal rules SDK: hover `defineHouseRule`, or break a type. */
export const HouseRule: StoryObj = {
  render: () => {
    const source = demoSources();
    return html`<ks-code-editor style="height: 480px" .source=${source} .files=${source.paths()} path=${houseRulePath}></ks-code-editor>`;
  },
};

/** The mod's manifest, as JSON. */
export const Manifest: StoryObj = {
  render: () => {
    const source = demoSources();
    return html`<ks-code-editor style="height: 320px" .source=${source} .files=${source.paths()} path="mods/demo-rule/mod.json"></ks-code-editor>`;
  },
};
