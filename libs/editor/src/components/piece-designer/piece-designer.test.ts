import { afterEach, describe, expect, it } from 'vitest';
import { indexOob } from '@kriegsspiel/editor-core';
import type { OobDocument } from '@kriegsspiel/formats';
import './piece-designer';
import { mount, shadow } from '../../test-support/dom';
import { hundredDaysOobPath, modsEditor } from '../../test-support/mods-fixtures';
import type { KsValuesEditor } from '../values-editor/values-editor';

afterEach(() => document.body.replaceChildren());

function setup() {
  const editor = modsEditor();
  const oob = () => editor.store.require(hundredDaysOobPath).value as OobDocument;
  return { editor, oob };
}

function fill(root: ShadowRoot, selector: string, value: string): void {
  const input = root.querySelector(selector) as HTMLInputElement | HTMLSelectElement;
  input.value = value;
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('ks-piece-designer', () => {
  it('lists the units and blanks and previews both faces at print size', async () => {
    const { editor } = setup();
    const el = await mount('ks-piece-designer', { editor, path: hundredDaysOobPath });
    const root = shadow(el);
    expect(root.querySelectorAll('[data-piece^="unit:"]')).toHaveLength(40);
    expect(root.querySelectorAll('[data-piece^="template:"]')).toHaveLength(7);
    expect(root.querySelector('[data-piece="template:blank-fr-inf"]')?.textContent).toContain('2 left');
    const faces = [...root.querySelectorAll('.preview ks-counter-face')].map((f) => f.getAttribute('label'));
    expect(faces).toEqual(['Napoleon, front, at print size', 'Napoleon, back, at print size', 'Napoleon, front', 'Napoleon, back']);
    const printSize = root.querySelector('.preview ks-counter-face')?.shadowRoot?.querySelector('svg');
    expect(printSize?.getAttribute('width')).toBe('16mm');
  });

  it('edits a face: one undo step per field', async () => {
    const { editor, oob } = setup();
    const el = await mount('ks-piece-designer', { editor, path: hundredDaysOobPath, selected: { kind: 'unit', id: 'fr-inf-6' } });
    fill(shadow(el), '#front-label', 'Garde');
    fill(shadow(el), '#front-symbol', 'light-infantry');
    const unit = indexOob(oob()).units.get('fr-inf-6')?.unit;
    expect(unit?.counter?.front).toMatchObject({ label: 'Garde', symbol: 'light-infantry', printed: '6' });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Edit front label', 'Edit front symbol']);
    await el.updateComplete;
    expect(shadow(el).querySelector('.preview ks-counter-face')?.shadowRoot?.textContent).toContain('Garde');
  });

  it('turns a blank piece into a new unit, checking the form as it is filled', async () => {
    const { editor, oob } = setup();
    const el = await mount('ks-piece-designer', { editor, path: hundredDaysOobPath, selected: { kind: 'template', id: 'blank-fr-inf' } });
    const root = shadow(el);
    expect((root.querySelector('#new-type') as HTMLSelectElement).disabled).toBe(true);
    expect((root.querySelector('#new-formation') as HTMLSelectElement).value).toBe('armee-du-nord');
    fill(root, '#new-id', 'fr-inf-6');
    await el.updateComplete;
    expect(root.querySelector('#new-id-message')?.textContent).toMatch(/already a unit/);
    fill(root, '#new-id', 'fr-inf-4f');
    fill(root, '#new-name', 'French infantry division (4)');
    fill(root, '#new-printed', '4');
    await el.updateComplete;
    const values = root.querySelector('.new-unit ks-values-editor') as KsValuesEditor;
    fill(values.shadowRoot as ShadowRoot, '#value-combat', '4');
    await el.updateComplete;
    (root.querySelector('.new-unit button[type="submit"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const made = indexOob(oob()).units.get('fr-inf-4f');
    expect(made?.unit).toMatchObject({
      name: 'French infantry division (4)',
      type: 'infantry',
      values: { combat: 4 },
      template: 'blank-fr-inf',
      counter: { front: { printed: '4' } },
    });
    expect(made?.path).toEqual(['armee-du-nord']);
    expect(editor.history.undoStack).toHaveLength(1);
    expect(el.selected).toEqual({ kind: 'unit', id: 'fr-inf-4f' });
    expect(root.querySelector('[data-piece="template:blank-fr-inf"]')?.textContent).toContain('1 left');
  });

  it('lays out the counter sheet of the mod and reveals a blank from a pointer', async () => {
    const { editor } = setup();
    const el = await mount('ks-piece-designer', { editor, path: hundredDaysOobPath });
    el.openSheet();
    await el.updateComplete;
    const dialog = shadow(el).querySelector('dialog.sheet') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain('50 pieces on 1 A4 sheet');
    expect(dialog.querySelectorAll('.page svg')).toHaveLength(2);
    dialog.close();
    el.reveal('/templates/3/counter/front');
    expect(el.selected).toEqual({ kind: 'template', id: 'blank-en-cav' });
  });
});
