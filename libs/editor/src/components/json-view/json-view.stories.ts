import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { Editor } from '@kriegsspiel/editor-core';
import './json-view';
import { hundredDaysScenarioPath, modFile } from '../../test-support/mods-fixtures';

const meta: Meta = { title: 'Shell/JSON view', component: 'ks-json-view' };
export default meta;

/** The Hundred Days scenario as text, with the victory conditions revealed. */
export const Scenario: StoryObj = {
  render: () => {
    const editor = new Editor();
    editor.store.load([{ ...modFile(hundredDaysScenarioPath), version: 'story' }]);
    const view = document.createElement('ks-json-view');
    view.style.height = '100vh';
    view.editor = editor;
    view.path = hundredDaysScenarioPath;
    void view.updateComplete.then(() => view.reveal('/victory/0'));
    return view;
  },
};
