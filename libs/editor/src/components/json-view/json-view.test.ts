import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@kriegsspiel/editor-core';
import './json-view';
import { mount, shadow } from '../../test-support/dom';
import { hundredDaysScenarioPath, modFile } from '../../test-support/mods-fixtures';

afterEach(() => document.body.replaceChildren());

describe('ks-json-view', () => {
  it('shows the text with line numbers and reveals the line of a pointer', async () => {
    const editor = new Editor();
    editor.store.load([{ ...modFile(hundredDaysScenarioPath), version: 'v' }]);
    const el = await mount('ks-json-view', { editor, path: hundredDaysScenarioPath });
    expect(shadow(el).querySelectorAll('li').length).toBe(modFile(hundredDaysScenarioPath).text.trimEnd().split('\n').length);
    el.reveal('/map');
    await el.updateComplete;
    expect(shadow(el).querySelector('li.selected')?.textContent).toContain('"map": "hundred-days"');
  });
});
