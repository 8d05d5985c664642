import { afterEach, describe, expect, it } from 'vitest';
import { Editor, cycleLinkDirection } from '@kriegsspiel/editor-core';
import './place-inspector';
import { mount, shadow } from '../../test-support/dom';
import { hundredDaysMapPath, hundredDaysScenarioPath, modFile, modsEditor } from '../../test-support/mods-fixtures';
import type { KsDeleteDialog } from '../delete-dialog/delete-dialog';
import type { KsMapSelectEvent } from '../../events';

afterEach(() => document.body.replaceChildren());

function setup() {
  const editor = new Editor();
  editor.store.load([{ ...modFile(hundredDaysMapPath), version: 'v' }]);
  return { editor, map: () => editor.store.require(hundredDaysMapPath, 'map').value };
}

function change(el: Element, selector: string, value: string): HTMLInputElement {
  const input = shadow(el).querySelector(selector) as HTMLInputElement;
  input.value = value;
  input.dispatchEvent(new Event('change'));
  return input;
}

describe('ks-place-inspector', () => {
  it('edits a location: name, code, kind and hex, each one undo step', async () => {
    const { editor, map } = setup();
    const brussels = map().locations?.findIndex((l) => l.id === 'e1') as number;
    const el = await mount('ks-place-inspector', { editor, path: hundredDaysMapPath, selection: { kind: 'location', index: brussels } });
    expect(shadow(el).querySelector('h2')?.textContent).toBe('Location: Brussels');
    expect((shadow(el).querySelector('#code') as HTMLInputElement).value).toBe('E1');
    change(el, '#name', 'Bruxelles');
    change(el, '#kind', '');
    change(el, '#hex', '0802');
    expect(map().locations?.[brussels]).toMatchObject({ id: 'e1', name: 'Bruxelles', hex: '0802' });
    expect(map().locations?.[brussels]).not.toHaveProperty('kind');
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Rename location', 'Change kind', 'Move location']);
  });

  it('refuses a malformed or taken id and a hex that is not on the map, saying why', async () => {
    const { editor, map } = setup();
    const el = await mount('ks-place-inspector', { editor, path: hundredDaysMapPath, selection: { kind: 'location', index: 0 } });
    const id = change(el, '#id', 'E1!');
    await el.updateComplete;
    expect(id.getAttribute('aria-invalid')).toBe('true');
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).toMatch(/lower-case/);
    change(el, '#id', map().locations?.[1]?.id ?? '');
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).toMatch(/taken/);
    change(el, '#hex', '9999');
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).toMatch(/9999/);
    expect(editor.history.undoStack).toHaveLength(0);
  });

  it('lists regions to choose from and deletes the selected one', async () => {
    const { editor, map } = setup();
    const el = await mount('ks-place-inspector', { editor, path: hundredDaysMapPath, kind: 'region' });
    const chosen: unknown[] = [];
    el.addEventListener('ks-map-select', (e: KsMapSelectEvent) => chosen.push(e.selection));
    const buttons = [...shadow(el).querySelectorAll('li button')] as HTMLButtonElement[];
    expect(buttons.map((b) => b.textContent)).toEqual(map().regions?.map((r) => r.name));
    buttons[0]?.click();
    await el.updateComplete;
    expect(chosen).toEqual([{ kind: 'region', index: 0 }]);
    expect(shadow(el).querySelector('#color')).not.toBeNull();
    (shadow(el).querySelector('.danger') as HTMLButtonElement).click();
    const dialog = shadow(el).querySelector('ks-delete-dialog') as KsDeleteDialog;
    await dialog.updateComplete;
    expect(shadow(dialog).querySelector('.summary')?.textContent).toBe('Nothing else refers to it.');
    (shadow(dialog).querySelector('button.danger') as HTMLButtonElement).click();
    await expect.poll(() => map().regions).toHaveLength(2);
    expect(chosen.at(-1)).toBeUndefined();
  });

  it('shows what refers to a location before deleting it, and deletes the placements at it too', async () => {
    const editor = modsEditor();
    const map = () => editor.store.require(hundredDaysMapPath, 'map').value;
    const scenario = () => JSON.stringify(editor.store.require(hundredDaysScenarioPath).value);
    const brussels = map().locations?.findIndex((l) => l.id === 'e1') as number;
    expect(scenario()).toContain('"location":"e1"');
    const el = await mount('ks-place-inspector', { editor, path: hundredDaysMapPath, selection: { kind: 'location', index: brussels } });
    expect([...shadow(el).querySelectorAll('.hint')].map((p) => p.textContent).join(' ')).toMatch(/it is used by \d+ scenarios?: hundred-days-campaign \(/);
    (shadow(el).querySelector('.danger') as HTMLButtonElement).click();
    const dialog = shadow(el).querySelector('ks-delete-dialog') as KsDeleteDialog;
    await dialog.updateComplete;
    const button = shadow(dialog).querySelector('button.danger') as HTMLButtonElement;
    expect(button.textContent).toMatch(/Delete with \d+ reference/);
    button.click();
    await expect.poll(() => map().locations?.some((l) => l.id === 'e1')).toBe(false);
    expect(scenario()).not.toContain('"location":"e1"');
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Delete Brussels']);
    editor.undo();
    expect(editor.store.dirtyPaths()).toEqual([]);
  });

  it('sets a road link direction from a list', async () => {
    const { editor, map } = setup();
    const el = await mount('ks-place-inspector', { editor, path: hundredDaysMapPath, selection: { kind: 'link', path: 0, link: 0 } });
    const select = shadow(el).querySelector('#direction') as HTMLSelectElement;
    expect(select.value).toBe('two-way');
    select.value = 'backward';
    select.dispatchEvent(new Event('change'));
    const road = map().paths?.[0];
    expect(road?.oneWay).toEqual([{ from: road?.hexes[1], to: road?.hexes[0] }]);
    // Two turns of the cycle, one undo step.
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Change road direction']);
    editor.run(cycleLinkDirection, hundredDaysMapPath, { path: 0, link: 0 });
    await el.updateComplete;
    expect((shadow(el).querySelector('#direction') as HTMLSelectElement).value).toBe('two-way');
  });
});
