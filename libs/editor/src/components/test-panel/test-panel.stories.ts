import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './test-panel';
import { demoHostFactory } from '../../test-support/demo-game';
import { demoTests } from '../../test-support/memory-tests';
import type { KsTestPanel } from './test-panel';

const meta: Meta = { title: 'Rules/Test panel', component: 'ks-test-panel' };
export default meta;

/** The tests of a mod, not run yet. */
export const NotRun: StoryObj = {
  render: () => html`<ks-test-panel style="height: 100vh" .tests=${demoTests()} .hostFactory=${demoHostFactory}></ks-test-panel>`,
};

/** After Run all: passes, a failure with its differences and link, an expected failure, a file that is not JSON. */
export const AfterARun: StoryObj = {
  render: () => {
    const panel = document.createElement('ks-test-panel') as KsTestPanel;
    Object.assign(panel, { tests: demoTests(), hostFactory: demoHostFactory, rerunOnSave: true });
    panel.style.height = '100vh';
    void panel.updateComplete.then(async () => {
      await panel.refresh();
      await panel.runAll();
    });
    return panel;
  },
};
