import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { DocumentStore, WorkspaceValidator, type ValidationReport } from '@kriegsspiel/editor-core';
import './validation-panel';
import { hundredDaysMapPath, modFiles } from '../../test-support/mods-fixtures';

/** The real workspace with two mistakes made in the Hundred Days map. */
function report(): ValidationReport {
  const store = new DocumentStore();
  store.load(modFiles.map((f) => ({ ...f, version: 'story' })));
  store.apply(hundredDaysMapPath, [
    { op: 'add', path: '/hexes/0101', value: { terrain: ['swamp'] } },
    { op: 'add', path: '/hexes/2020', value: { terrain: ['forest'] } },
    { op: 'replace', path: '/grid/width', value: 'fifteen' },
  ]);
  return new WorkspaceValidator().validateStore(store);
}

const meta: Meta = { title: 'Shell/Validation panel', component: 'ks-validation-panel' };
export default meta;

export const Problems: StoryObj = {
  render: () => html`<ks-validation-panel style="height: 100vh" .problems=${report().problems} .openPaths=${[hundredDaysMapPath]}></ks-validation-panel>`,
};

export const WholeWorkspace: StoryObj = {
  render: () => html`<ks-validation-panel style="height: 100vh" scope="all" .problems=${report().problems} .openPaths=${[]}></ks-validation-panel>`,
};

export const NoProblems: StoryObj = {
  render: () => html`<ks-validation-panel .problems=${[]} .openPaths=${[hundredDaysMapPath]}></ks-validation-panel>`,
};
