import { afterEach, describe, expect, it } from 'vitest';
import './scenario-editor';
import type { KsReinforcementsEditor } from '../reinforcements-editor/reinforcements-editor';
import type { KsJsonView } from '../json-view/json-view';
import { mount, shadow } from '../../test-support/dom';
import { hundredDaysScenarioPath, modsEditor } from '../../test-support/mods-fixtures';

afterEach(() => document.body.replaceChildren());

describe('ks-scenario-editor', () => {
  it('opens on the set-up and shows the view a pointer belongs to', async () => {
    const el = await mount('ks-scenario-editor', { editor: modsEditor(), path: hundredDaysScenarioPath });
    const root = shadow(el);
    expect(root.querySelector('#view ks-setup-editor')).not.toBeNull();
    expect([...root.querySelectorAll('[role="tab"]')].map((t) => `${t.textContent}:${t.getAttribute('aria-selected')}`)).toEqual([
      'Set-up:true',
      'Reinforcements:false',
      'Text:false',
    ]);
    await el.reveal('/pools/1/units/3');
    expect(root.querySelector<KsReinforcementsEditor>('#view ks-reinforcements-editor')?.highlight).toBe('/pools/1');
    await el.reveal('/victory/0');
    const text = root.querySelector<KsJsonView>('#view ks-json-view');
    await text?.updateComplete;
    expect(text?.shadowRoot?.querySelector('li.selected')).not.toBeNull();
  });
});
