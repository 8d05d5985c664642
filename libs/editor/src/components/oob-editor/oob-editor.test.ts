import { afterEach, describe, expect, it } from 'vitest';
import type { OobDocument, ScenarioDocument } from '@kriegsspiel/formats';
import './oob-editor';
import { key, mount, shadow } from '../../test-support/dom';
import { hundredDaysOobPath, hundredDaysScenarioPath, modsEditor } from '../../test-support/mods-fixtures';
import type { KsDocumentOpenEvent } from '../../events';

afterEach(() => document.body.replaceChildren());

describe('ks-oob-editor', () => {
  it('switches between the tree and the pieces, and reveals counters among the pieces', async () => {
    const editor = modsEditor();
    const el = await mount('ks-oob-editor', { editor, path: hundredDaysOobPath });
    expect(shadow(el).querySelector('ks-oob-tree')).not.toBeNull();
    await el.reveal('/templates/0/counter/front/symbol');
    expect(el.view).toBe('pieces');
    expect(shadow(el).querySelector('ks-piece-designer')?.selected).toEqual({ kind: 'template', id: 'blank-fr-inf' });
    await el.reveal('/formations/0/units/2/values');
    expect(el.view).toBe('tree');
    expect(shadow(el).querySelector('ks-oob-tree')?.selected).toBe('unit:fr-inf-5a');
  });

  it('lists the scenarios that play it and creates an alternate as a copy in one undo step', async () => {
    const editor = modsEditor();
    const el = await mount('ks-oob-editor', { editor, path: hundredDaysOobPath });
    const root = shadow(el);
    expect(root.querySelector('.scenarios')?.textContent).toContain('The Hundred Days campaign');
    const opened: KsDocumentOpenEvent[] = [];
    el.addEventListener('ks-document-open', (e) => opened.push(e));
    ([...root.querySelectorAll('.scenarios button')].find((b) => b.textContent?.includes('New alternate')) as HTMLButtonElement).click();
    await el.updateComplete;
    const id = root.querySelector('#alternate-id') as HTMLInputElement;
    expect(id.value).toBe('hundred-days-alternate');
    id.value = 'Bad id';
    id.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(root.querySelector('.scenarios .message')?.textContent).toMatch(/lower-case/);
    id.value = 'hundred-days-ney';
    id.dispatchEvent(new Event('input'));
    await el.updateComplete;
    (root.querySelector('.scenarios form button[type="submit"]') as HTMLButtonElement).click();
    const path = 'mods/hundred-days-arclight/oobs/hundred-days-ney.oob.json';
    expect((editor.store.require(path).value as OobDocument).id).toBe('hundred-days-ney');
    expect((editor.store.require(hundredDaysScenarioPath).value as ScenarioDocument).alternateOobs).toEqual(['hundred-days-ney']);
    expect(editor.store.textOf(path)).toMatch(/^\{\n {2}"\$schema": "..\/..\/..\/schemas\/oob.schema.json",\n {2}"id": "hundred-days-ney",/);
    // The scenario's tab too: its link to the copy is an unsaved edit the person must see.
    expect(opened.map((e) => e.path)).toEqual([hundredDaysScenarioPath, path]);
    expect(editor.store.require(path).kind).toBe('oob');
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['New alternate order of battle hundred-days-ney']);
    editor.undo();
    expect((editor.store.require(hundredDaysScenarioPath).value as ScenarioDocument).alternateOobs).toBeUndefined();
  });

  it('searches the tree and the table from one box, focused with Ctrl+F, and says n of m', async () => {
    const el = await mount('ks-oob-editor', { editor: modsEditor(), path: hundredDaysOobPath });
    const root = shadow(el);
    const tree = root.querySelector('ks-oob-tree') as HTMLElement;
    tree.shadowRoot?.querySelector<HTMLElement>('[role="treeitem"]')?.focus();
    (tree.shadowRoot?.querySelector('[role="treeitem"]') as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'f', ctrlKey: true, bubbles: true, composed: true, cancelable: true }),
    );
    await el.updateComplete;
    const search = root.querySelector('#oob-search') as HTMLInputElement;
    expect(root.activeElement).toBe(search);
    search.value = 'blücher cav';
    search.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(root.querySelector('.search .count')?.textContent).toBe('2 of 40 units');
    await (tree as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const labels = [...(tree.shadowRoot?.querySelectorAll('[role="treeitem"] .label') ?? [])].map((l) => l.textContent);
    expect(labels).toEqual(['Allied armies', 'Prussian', "Blücher's army", 'Prussian cavalry brigade (1)', 'Prussian cavalry brigade (1)']);
    // The same search in the table.
    (root.querySelector('#tab-table') as HTMLButtonElement).click();
    await el.updateComplete;
    const table = root.querySelector('ks-oob-table') as HTMLElement & { updateComplete: Promise<unknown> };
    await table.updateComplete;
    expect([...(table.shadowRoot?.querySelectorAll('tbody tr') ?? [])].map((r) => r.getAttribute('data-id'))).toEqual(['pr-cav-1a', 'pr-cav-1b']);
    // Escape clears it.
    key(search, 'Escape');
    await el.updateComplete;
    await table.updateComplete;
    expect(root.querySelector('.search .count')?.textContent).toBe('');
    expect(table.shadowRoot?.querySelectorAll('tbody tr')).toHaveLength(40);
  });
});
