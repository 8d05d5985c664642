import { afterEach, describe, expect, it } from 'vitest';
import { findReferences, indexOob } from '@kriegsspiel/editor-core';
import type { OobDocument } from '@kriegsspiel/formats';
import './oob-tree';
import { mount, shadow } from '../../test-support/dom';
import { hundredDaysOobPath, hundredDaysScenarioPath, modsEditor, waterlooCampaignOobPath } from '../../test-support/mods-fixtures';
import type { KsValuesEditor } from '../values-editor/values-editor';
import type { KsDeleteDialog } from '../delete-dialog/delete-dialog';
import type { KsNewUnitDialog } from '../new-unit-dialog/new-unit-dialog';

afterEach(() => document.body.replaceChildren());

function setup(path = hundredDaysOobPath) {
  const editor = modsEditor();
  const oob = () => editor.store.require(path).value as OobDocument;
  return { editor, oob };
}

/**
 * The scenario tests of the mods that name a Hundred Days unit: how many, and the first the
 * references list with its roles, as the sentence names it (both change as tests are added).
 */
function testsNaming(editor: ReturnType<typeof modsEditor>, id: string): { count: number; first: string } {
  const references = findReferences(editor.store.all(), { kind: 'unit', oob: 'hundred-days', id }).filter((r) => r.documentKind === 'scenario-test');
  const name = references[0]?.documentName ?? '';
  const roles = [...new Set(references.filter((r) => r.documentName === name).map((r) => r.role))].join(', ');
  return { count: new Set(references.map((r) => r.path)).size, first: `${name} (${roles})` };
}

/** `text` matched literally inside a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const row = (root: ShadowRoot, key: string) => root.querySelector(`[data-key="${key}"]`) as HTMLElement;
const labels = (root: ShadowRoot) =>
  [...root.querySelectorAll('[role="treeitem"]')].map(
    (r) => `${'  '.repeat(Number(r.getAttribute('aria-level')) - 1)}${r.querySelector('.label')?.textContent}`,
  );

function drag(from: HTMLElement, to: HTMLElement): void {
  const dataTransfer = new DataTransfer();
  from.dispatchEvent(new DragEvent('dragstart', { bubbles: true, composed: true, dataTransfer }));
  to.dispatchEvent(new DragEvent('dragover', { bubbles: true, composed: true, cancelable: true, dataTransfer }));
  to.dispatchEvent(new DragEvent('drop', { bubbles: true, composed: true, cancelable: true, dataTransfer }));
}

describe('ks-oob-tree', () => {
  it('shows sides, nationalities, armies and units as an ARIA tree', async () => {
    const { editor } = setup();
    const el = await mount('ks-oob-tree', { editor, path: hundredDaysOobPath });
    const root = shadow(el);
    expect(labels(root).slice(0, 4)).toEqual(['French army', '  French', '    Army of the North', '      Napoleon']);
    expect(row(root, 'unit:napoleon').querySelector('.kind')?.textContent).toBe('⚑');
    expect(row(root, 'side:french').getAttribute('tabindex')).toBe('0');
    expect(root.querySelector('[role="tree"]')?.getAttribute('aria-label')).toContain('Hundred Days');
  });

  it('moves with the keyboard: arrows, collapse and expand', async () => {
    const { editor } = setup();
    const el = await mount('ks-oob-tree', { editor, path: hundredDaysOobPath, selected: 'formation:armee-du-nord' });
    const root = shadow(el);
    const tree = root.querySelector('[role="tree"]') as HTMLElement;
    const press = async (key: string) => {
      tree.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      await el.updateComplete;
    };
    await press('ArrowLeft');
    expect(row(root, 'formation:armee-du-nord').getAttribute('aria-expanded')).toBe('false');
    expect(row(root, 'unit:napoleon')).toBeNull();
    await press('ArrowRight');
    await press('ArrowRight');
    expect(el.selected).toBe('unit:napoleon');
    await press('ArrowDown');
    expect(el.selected).toBe('unit:fr-inf-6');
    expect(root.activeElement).toBe(row(root, 'unit:fr-inf-6'));
    await press('ArrowLeft');
    expect(el.selected).toBe('formation:armee-du-nord');
    await press('Home');
    expect(el.selected).toBe('side:french');
  });

  it('drags a unit to another formation as one undo step', async () => {
    const { editor, oob } = setup(waterlooCampaignOobPath);
    const el = await mount('ks-oob-tree', { editor, path: waterlooCampaignOobPath });
    const root = shadow(el);
    const at = (id: string) => indexOob(oob()).units.get(id)?.pointer ?? '';
    el.reveal(at('fr-ii-corps'));
    el.reveal(at('fr-old-guard'));
    await el.updateComplete;
    drag(row(root, 'unit:fr-old-guard'), row(root, 'formation:fr-i'));
    expect(indexOob(oob()).units.get('fr-old-guard')?.path).toEqual(['armee-du-nord', 'fr-i']);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Move Old Guard']);
    await el.updateComplete;
    // Onto a unit: before it in its formation.
    const secondCorps = () => oob().formations?.[0]?.formations?.[2]?.units?.map((u) => u.id) ?? [];
    const before = secondCorps();
    expect(before[0]).toBe('fr-ii-corps');
    drag(row(root, 'unit:fr-old-guard'), row(root, 'unit:fr-ii-corps'));
    expect(secondCorps()).toEqual(['fr-old-guard', ...before]);
    editor.undo();
    editor.undo();
    expect(editor.store.isDirty(waterlooCampaignOobPath)).toBe(false);
  });

  it('edits a unit: name, values against the attribute schema, notes and sources in one step', async () => {
    const { editor, oob } = setup();
    const el = await mount('ks-oob-tree', { editor, path: hundredDaysOobPath });
    el.reveal('/formations/0/units/3/values/combat');
    await el.updateComplete;
    const root = shadow(el);
    expect(el.selected).toBe('unit:fr-inf-5b');
    const name = root.querySelector('#detail-name') as HTMLInputElement;
    name.value = 'Division Bachelu';
    name.dispatchEvent(new Event('change'));
    const values = root.querySelector('ks-values-editor') as KsValuesEditor;
    const combat = values.shadowRoot?.querySelector('#value-combat') as HTMLInputElement;
    combat.value = '7';
    combat.dispatchEvent(new Event('input'));
    await values.updateComplete;
    expect(values.shadowRoot?.querySelector('.message')?.textContent).toMatch(/6/);
    await el.updateComplete;
    const notes = root.querySelector('#detail-notes') as HTMLTextAreaElement;
    notes.value = 'Bachelu’s 5th Division of II Corps.';
    notes.dispatchEvent(new Event('input'));
    await el.updateComplete;
    (root.querySelector('.notes button.add-source') as HTMLButtonElement).click();
    await el.updateComplete;
    const sourceCount = indexOob(oob()).units.get('fr-inf-5b')?.unit.sources?.length ?? 0;
    const title = root.querySelector(`input[aria-label="Source ${sourceCount + 1} title"]`) as HTMLInputElement;
    title.value = 'The Waterloo Companion';
    title.dispatchEvent(new Event('input'));
    await el.updateComplete;
    (root.querySelector('.notes button[type="submit"]') as HTMLButtonElement).click();
    const unit = indexOob(oob()).units.get('fr-inf-5b')?.unit;
    expect(unit?.name).toBe('Division Bachelu');
    expect(unit?.notes).toBe('Bachelu’s 5th Division of II Corps.');
    expect(unit?.sources?.at(-1)).toEqual({ title: 'The Waterloo Companion' });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Edit name', 'Edit notes of Division Bachelu']);
  });

  it('exports CSV and previews an import with its refused rows before applying it as one step', async () => {
    const { editor, oob } = setup();
    const el = await mount('ks-oob-tree', { editor, path: hundredDaysOobPath });
    const csv = el.csvText();
    expect(csv.split('\r\n')[0]).toBe('\uFEFFid,name,type,side,nationality,formation,values.combat,notes');
    const edited = csv
      .replace('fr-inf-6,French infantry division (6)', 'fr-inf-6,Old Guard')
      .replace(/\r\n$/, '\r\nfr-inf-9,New division,infantry,french,french,armee-du-nord,9,\r\nfr-inf-10,Another,infantry,french,french,armee-du-nord,3,\r\n');
    await el.previewImport(edited, 'armies.csv');
    const dialog = shadow(el).querySelector('dialog.import') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain('1 new unit, 1 changed, 39 unchanged');
    const refused = [...dialog.querySelectorAll('table.problems tbody tr')].map((r) => r.textContent);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/^42values\.combat/);
    (dialog.querySelector('.primary') as HTMLButtonElement).click();
    expect(indexOob(oob()).units.get('fr-inf-6')?.unit.name).toBe('Old Guard');
    expect(indexOob(oob()).units.get('fr-inf-10')?.path).toEqual(['armee-du-nord']);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Import armies.csv']);
  });

  it('deletes a unit with the Delete key after showing what refers to it; one undo step brings all back', async () => {
    const { editor, oob } = setup();
    const el = await mount('ks-oob-tree', { editor, path: hundredDaysOobPath, selected: 'unit:fr-inf-6' });
    const root = shadow(el);
    const scenario = () => editor.store.require(hundredDaysScenarioPath, 'scenario').value;
    const placedBefore = JSON.stringify(scenario().pools);
    expect(placedBefore).toContain('"fr-inf-6"');
    (root.querySelector('[role="tree"]') as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true }));
    const dialog = root.querySelector('ks-delete-dialog') as KsDeleteDialog;
    await dialog.updateComplete;
    const native = shadow(dialog).querySelector('dialog') as HTMLDialogElement;
    expect(native.open).toBe(true);
    expect(native.querySelector('h2')?.textContent).toContain('unit French infantry division (6) (fr-inf-6)');
    // The mod's tests grow: how many name the unit, and which comes first, are read from the data; the sentence names three of them.
    const { count: tests, first } = testsNaming(editor, 'fr-inf-6');
    expect(tests).toBeGreaterThan(3);
    expect(first).toMatch(/^[\w-]+\.test\.json \(test (set-up|steps)/);
    expect(native.querySelector('.summary')?.textContent).toMatch(
      new RegExp(`^It is used by 1 scenario: hundred-days-campaign \\(pool\\); ${tests} tests: ${literally(first)}, .* and ${tests - 3} more\\.$`),
    );
    // Cancel first: nothing changes.
    (native.querySelector('.actions button:not(.danger)') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(indexOob(oob()).units.has('fr-inf-6')).toBe(true);
    // Then through the detail's button, and delete.
    (root.querySelector('.delete-row button') as HTMLButtonElement).click();
    await dialog.updateComplete;
    (native.querySelector('button.danger') as HTMLButtonElement).click();
    await expect.poll(() => indexOob(oob()).units.has('fr-inf-6')).toBe(false);
    expect(JSON.stringify(scenario().pools)).not.toContain('"fr-inf-6"');
    expect(JSON.stringify(editor.store.require('mods/hundred-days-arclight/tests/10-2-removed-units.test.json').value)).not.toContain('"fr-inf-6"');
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Delete French infantry division (6)']);
    expect(el.selected).not.toBe('unit:fr-inf-6');
    editor.undo();
    expect(indexOob(oob()).units.has('fr-inf-6')).toBe(true);
    expect(JSON.stringify(scenario().pools)).toBe(placedBefore);
    expect(editor.store.dirtyPaths()).toEqual([]);
  });

  it('opens a context menu on a formation: new unit here, delete formation', async () => {
    const { editor, oob } = setup();
    const el = await mount('ks-oob-tree', { editor, path: hundredDaysOobPath });
    const root = shadow(el);
    row(root, 'formation:armee-du-nord').dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 40, clientY: 80 }));
    await el.updateComplete;
    const items = [...root.querySelectorAll('.context-menu [role="menuitem"]')].map((b) => b.textContent?.trim());
    expect(items).toEqual(['New unit here…', 'Delete formation…']);
    (root.querySelectorAll('.context-menu [role="menuitem"]')[0] as HTMLButtonElement).click();
    const form = root.querySelector('ks-new-unit-dialog') as KsNewUnitDialog;
    await form.updateComplete;
    const dialog = shadow(form);
    expect((dialog.querySelector('#new-unit-formation') as HTMLSelectElement).value).toBe('armee-du-nord');
    const type = dialog.querySelector('#new-unit-type') as HTMLSelectElement;
    type.value = 'infantry';
    type.dispatchEvent(new Event('change'));
    await form.updateComplete;
    const id = dialog.querySelector('#new-unit-id') as HTMLInputElement;
    id.value = 'fr-inf-6';
    id.dispatchEvent(new Event('input'));
    await form.updateComplete;
    expect(dialog.querySelector('#new-unit-id-message')?.textContent).toMatch(/already a unit/);
    expect((dialog.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(true);
    id.value = 'fr-inf-12';
    id.dispatchEvent(new Event('input'));
    const name = dialog.querySelector('#new-unit-name') as HTMLInputElement;
    name.value = 'Division Durutte';
    name.dispatchEvent(new Event('input'));
    await form.updateComplete;
    expect(dialog.querySelector('.values')?.textContent).toContain('combat 1');
    (dialog.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await expect.poll(() => el.selected).toBe('unit:fr-inf-12');
    expect(indexOob(oob()).units.get('fr-inf-12')).toMatchObject({
      path: ['armee-du-nord'],
      side: 'french',
      unit: { id: 'fr-inf-12', name: 'Division Durutte', type: 'infantry', values: { combat: 1 } },
    });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['New unit Division Durutte']);
  });

  it('offers to delete the units a CSV file does not list, with their references, in the import step', async () => {
    const { editor, oob } = setup();
    const el = await mount('ks-oob-tree', { editor, path: hundredDaysOobPath });
    const csv = el.csvText().split('\r\n');
    const without = csv.filter((line) => !line.startsWith('fr-inf-6,') && !line.startsWith('fr-cav-1a,')).join('\r\n');
    await el.previewImport(without, 'armies.csv');
    const root = shadow(el);
    const dialog = root.querySelector('dialog.import') as HTMLDialogElement;
    expect(dialog.textContent).toContain('2 units of the order of battle are not in the file');
    const missing = [...dialog.querySelectorAll('fieldset.missing li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(missing).toHaveLength(2);
    const tests = testsNaming(editor, 'fr-inf-6').count;
    expect(missing.join(' | ')).toMatch(
      new RegExp(`fr-inf-6 used by 1 scenario: hundred-days-campaign \\(pool\\); ${tests} tests: .* and ${tests - 3} more: deleted with it`),
    );
    const box = dialog.querySelector('input[data-missing="fr-inf-6"]') as HTMLInputElement;
    box.checked = true;
    box.dispatchEvent(new Event('change'));
    await el.updateComplete;
    const apply = dialog.querySelector('.primary') as HTMLButtonElement;
    expect(apply.disabled).toBe(false);
    expect(apply.textContent?.replace(/\s+/g, ' ').trim()).toBe('Import 0 changes, delete 1 unit');
    apply.click();
    expect(indexOob(oob()).units.has('fr-inf-6')).toBe(false);
    expect(indexOob(oob()).units.has('fr-cav-1a')).toBe(true);
    expect(JSON.stringify(editor.store.require(hundredDaysScenarioPath).value)).not.toContain('"fr-inf-6"');
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Import armies.csv']);
    editor.undo();
    expect(editor.store.dirtyPaths()).toEqual([]);
  });
});
