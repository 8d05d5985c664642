import { afterEach, describe, expect, it } from 'vitest';
import { indexOob } from '@kriegsspiel/editor-core';
import type { OobDocument } from '@kriegsspiel/formats';
import './oob-table';
import { key, mount, shadow } from '../../test-support/dom';
import { hundredDaysOobPath, modsEditor } from '../../test-support/mods-fixtures';
import type { KsOobTable } from './oob-table';

afterEach(() => document.body.replaceChildren());

const ids = (el: KsOobTable) => [...shadow(el).querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-id'));
const cell = (el: KsOobTable, id: string, column: string) => shadow(el).querySelector(`td[data-id="${id}"][data-column="${column}"]`) as HTMLElement;
const focused = (el: KsOobTable) => {
  const a = shadow(el).activeElement as HTMLElement | null;
  return a ? `${a.closest('td')?.getAttribute('data-id')}:${a.closest('td')?.getAttribute('data-column')}` : undefined;
};
const unit = (el: KsOobTable, id: string) => indexOob(el.editor?.store.require(hundredDaysOobPath).value as OobDocument).units.get(id)?.unit;

async function typeInto(el: KsOobTable, text: string, then: string): Promise<void> {
  const input = shadow(el).querySelector('td.editing input') as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
  key(input, then);
  await el.updateComplete;
}

describe('ks-oob-table', () => {
  it('lists every unit with the columns of the CSV export and sorts by a heading', async () => {
    const el = await mount('ks-oob-table', { editor: modsEditor(), path: hundredDaysOobPath });
    const root = shadow(el);
    expect([...root.querySelectorAll('th')].map((th) => th.textContent?.trim())).toEqual([
      'id',
      'name',
      'type',
      'side',
      'nationality',
      'formation',
      'combat',
      'notes',
    ]);
    expect(ids(el)).toHaveLength(40);
    expect(ids(el).slice(0, 2)).toEqual(['napoleon', 'fr-inf-6']);
    const combat = root.querySelector('th[data-column="values.combat"]') as HTMLElement;
    combat.querySelector('button')?.click();
    await el.updateComplete;
    expect(combat.getAttribute('aria-sort')).toBe('ascending');
    expect(ids(el).slice(0, 2)).toEqual(['fr-cav-1a', 'fr-cav-1b']);
    expect(ids(el).at(-1)).toBe('napoleon');
    combat.querySelector('button')?.click();
    await el.updateComplete;
    expect(combat.getAttribute('aria-sort')).toBe('descending');
    expect(ids(el)[0]).toBe('fr-inf-6');
  });

  it('filters by the search and says so', async () => {
    const el = await mount('ks-oob-table', { editor: modsEditor(), path: hundredDaysOobPath, query: 'blücher cav' });
    expect(ids(el)).toEqual(['pr-cav-1a', 'pr-cav-1b']);
    expect(shadow(el).querySelector('.toolbar')?.textContent).toContain('2 of 40 units');
    el.query = 'dragoons';
    await el.updateComplete;
    expect(shadow(el).querySelector('.empty')?.textContent).toContain('No unit matches “dragoons”');
  });

  it('moves with the keyboard, edits a cell in place as one undo step, and refuses what the schema refuses', async () => {
    const editor = modsEditor();
    const el = await mount('ks-oob-table', { editor, path: hundredDaysOobPath });
    cell(el, 'napoleon', 'id').focus();
    await el.updateComplete;
    const grid = shadow(el).querySelector('[role="grid"]') as HTMLElement;
    key(grid, 'ArrowDown');
    await el.updateComplete;
    key(grid, 'ArrowRight');
    await el.updateComplete;
    expect(focused(el)).toBe('fr-inf-6:name');
    key(grid, 'End');
    await el.updateComplete;
    expect(focused(el)).toBe('fr-inf-6:notes');
    key(grid, 'Home');
    await el.updateComplete;
    key(grid, 'ArrowRight');
    await el.updateComplete;

    // Enter opens the cell; Enter keeps it and goes down.
    key(grid, 'Enter');
    await el.updateComplete;
    await typeInto(el, 'Reille’s II Corps', 'Enter');
    expect(unit(el, 'fr-inf-6')?.name).toBe('Reille’s II Corps');
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Edit name of French infantry division (6)']);
    expect(focused(el)).toBe('fr-inf-5a:name');

    // Typing starts an edit; a combat value of 9 is refused with the schema's reason and stays open.
    key(grid, 'ArrowRight');
    await el.updateComplete;
    for (let i = 0; i < 4; i++) key(grid, 'ArrowRight');
    await el.updateComplete;
    expect(focused(el)).toBe('fr-inf-5a:values.combat');
    key(grid, '9');
    await el.updateComplete;
    await typeInto(el, '9', 'Enter');
    const input = shadow(el).querySelector('td.editing input') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(shadow(el).querySelector('#cell-problem')?.textContent).toMatch(/6/);
    expect(unit(el, 'fr-inf-5a')?.values).toEqual({ combat: 5 });
    key(input, 'Escape');
    await el.updateComplete;
    expect(shadow(el).querySelector('td.editing')).toBeNull();
    expect(focused(el)).toBe('fr-inf-5a:values.combat');

    // A good value, kept with Tab.
    key(grid, 'F2');
    await el.updateComplete;
    await typeInto(el, '3', 'Tab');
    expect(unit(el, 'fr-inf-5a')?.values).toEqual({ combat: 3 });
    expect(focused(el)).toBe('fr-inf-5a:notes');

    editor.undo();
    editor.undo();
    await el.updateComplete;
    expect(unit(el, 'fr-inf-5a')?.values).toEqual({ combat: 5 });
    expect(cell(el, 'fr-inf-6', 'name').textContent?.trim()).toBe('French infantry division (6)');
    expect(editor.store.isDirty(hundredDaysOobPath)).toBe(false);
  });

  it('does not edit ids', async () => {
    const el = await mount('ks-oob-table', { editor: modsEditor(), path: hundredDaysOobPath });
    const said: string[] = [];
    el.addEventListener('ks-announce', (e) => said.push((e as Event & { message: string }).message));
    cell(el, 'napoleon', 'id').focus();
    key(shadow(el).querySelector('[role="grid"]') as HTMLElement, 'Enter');
    await el.updateComplete;
    expect(shadow(el).querySelector('td.editing')).toBeNull();
    expect(said.at(-1)).toMatch(/not edited in the table/);
  });

  it('pastes cells copied from a spreadsheet as one undo step, or nothing when a cell is refused', async () => {
    const editor = modsEditor();
    const el = await mount('ks-oob-table', { editor, path: hundredDaysOobPath });
    const paste = (target: HTMLElement, text: string) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, composed: true, cancelable: true }));
    };
    cell(el, 'fr-inf-6', 'values.combat').click();
    await el.updateComplete;
    paste(cell(el, 'fr-inf-6', 'values.combat'), '2\tfirst\r\n3\tsecond\r\n');
    await el.updateComplete;
    expect(unit(el, 'fr-inf-6')).toMatchObject({ values: { combat: 2 }, notes: 'first' });
    expect(unit(el, 'fr-inf-5a')).toMatchObject({ values: { combat: 3 }, notes: 'second' });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Paste 4 cells into 2 units']);
    paste(cell(el, 'fr-inf-6', 'values.combat'), '4\n7');
    await el.updateComplete;
    expect(shadow(el).querySelector('.paste-problems')?.textContent).toMatch(/Nothing pasted:\s*fr-inf-5a, combat: .*6/);
    expect(unit(el, 'fr-inf-6')?.values).toEqual({ combat: 2 });
    editor.undo();
    expect(editor.store.isDirty(hundredDaysOobPath)).toBe(false);
  });
});
