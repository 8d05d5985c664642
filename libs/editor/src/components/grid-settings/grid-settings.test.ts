import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@kriegsspiel/editor-core';
import './grid-settings';
import { gridProblems, previewLabels } from './grid-settings.component';
import { mount, shadow } from '../../test-support/dom';
import { hundredDaysMapPath, modFile } from '../../test-support/mods-fixtures';

afterEach(() => document.body.replaceChildren());

function setup() {
  const editor = new Editor();
  editor.store.load([{ ...modFile(hundredDaysMapPath), version: 'v' }]);
  return { editor, map: () => editor.store.require(hundredDaysMapPath, 'map').value };
}

function set(el: Element, selector: string, value: string, event = 'input'): void {
  const input = shadow(el).querySelector(selector) as HTMLInputElement | HTMLSelectElement;
  input.value = value;
  input.dispatchEvent(new Event(event));
}

const preview = (el: Element) => [...shadow(el).querySelectorAll('.preview dd')].map((d) => d.textContent);

describe('ks-grid-settings', () => {
  it('previews labels live as the scheme changes, and shows the scheme problems', async () => {
    const { editor } = setup();
    const el = await mount('ks-grid-settings', { editor, path: hundredDaysMapPath });
    expect(preview(el)).toEqual(['0101', '0201', '0102', '1501', '0118', '1518']);
    set(el, '#column-style', 'letter', 'change');
    await el.updateComplete;
    expect(preview(el)).toEqual(['A01', 'B01', 'A02', 'O01', 'A18', 'O18']);
    set(el, '#column-skip', 'j');
    set(el, '#row-direction', 'north', 'change');
    await el.updateComplete;
    expect(preview(el)).toEqual(['A18', 'B18', 'A17', 'P18', 'A01', 'P01']);
    set(el, '#column-style', 'number', 'change');
    set(el, '#column-digits', '0');
    await el.updateComplete;
    expect(shadow(el).querySelector('.problems')?.textContent).toMatch(/needs a fixed width/);
    expect((shadow(el).querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(true);
    set(el, '#separator', '.');
    await el.updateComplete;
    expect(preview(el)[0]).toBe('1.18');
    expect(shadow(el).querySelector('.problems')?.textContent).toBe('');
  });

  it('applies a new scheme in one step, rewriting every label', async () => {
    const { editor, map } = setup();
    const el = await mount('ks-grid-settings', { editor, path: hundredDaysMapPath });
    set(el, '#separator', '-');
    await el.updateComplete;
    (shadow(el).querySelector('button[type="submit"]') as HTMLButtonElement).click();
    expect(map().grid?.labels?.separator).toBe('-');
    expect(map().locations?.find((l) => l.id === 'e1')?.hex).toBe('08-01');
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Change grid']);
    editor.undo();
    expect(map().locations?.find((l) => l.id === 'e1')?.hex).toBe('0801');
  });

  it('asks before a smaller map drops what falls off, listing it; cancel changes nothing', async () => {
    const { editor, map } = setup();
    const el = await mount('ks-grid-settings', { editor, path: hundredDaysMapPath });
    set(el, '#height', '12');
    await el.updateComplete;
    (shadow(el).querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const dialog = shadow(el).querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toMatch(/hex 0318 \(village, Solre-sur-Sambre\)/);
    (dialog.querySelector('button:not(.primary)') as HTMLButtonElement).click();
    expect(map().grid?.height).toBe(18);
    (shadow(el).querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await el.updateComplete;
    (shadow(el).querySelector('dialog .primary') as HTMLButtonElement).click();
    expect(map().grid?.height).toBe(12);
    expect(map().hexes?.['0318']).toBeUndefined();
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Resize map']);
  });

  it('checks sizes and boards', () => {
    const grid = {
      orientation: 'flat',
      offset: 'odd',
      width: 0,
      height: 5,
      labels: { order: 'column-row', column: { style: 'number', digits: 2 }, row: { style: 'number', digits: 2 } },
    } as const;
    expect(gridProblems(grid as never)[0]).toMatch(/Width/);
    expect(previewLabels({ ...grid, width: 3 } as never).map((p) => p.label)).toEqual(['0101', '0201', '0102', '0301', '0105', '0305']);
    expect(gridProblems({ ...grid, width: 4, boards: [{ id: 'a', column: 2, row: 0, width: 3, height: 5, labels: grid.labels }] } as never)[0]).toMatch(
      /does not fit/,
    );
  });
});
