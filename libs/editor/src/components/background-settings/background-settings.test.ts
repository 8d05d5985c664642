import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@kriegsspiel/editor-core';
import './background-settings';
import { hundredDaysMapPath, modFile } from '../../test-support/mods-fixtures';

afterEach(() => document.body.replaceChildren());

async function mounted() {
  const editor = new Editor();
  editor.store.load([
    { ...modFile(hundredDaysMapPath), version: 'v1' },
    { ...modFile('mods/hundred-days-arclight/mod.json'), version: 'v1' },
  ]);
  const el = document.createElement('ks-background-settings');
  el.editor = editor;
  el.path = hundredDaysMapPath;
  document.body.append(el);
  await el.updateComplete;
  const field = (id: string) => el.shadowRoot?.querySelector(`#${id}`) as HTMLInputElement;
  const change = async (id: string, value: string) => {
    field(id).value = value;
    field(id).dispatchEvent(new Event('change'));
    await el.updateComplete;
  };
  return { editor, el, field, change, background: () => editor.store.require(hundredDaysMapPath, 'map').value.background };
}

describe('ks-background-settings', () => {
  it('adds a background by its file and sets its numbers, each one undo step; out of range is refused', async () => {
    const { editor, field, change, background } = await mounted();
    expect(field('scale').disabled).toBe(true);
    await change('image', 'scan.png');
    expect(background()).toEqual({ image: 'scan.png' });
    expect(field('opacity').value).toBe('0.5');
    await change('scale', '2');
    await change('x', '-12.5');
    await change('opacity', '1.5');
    expect(background()).toEqual({ image: 'scan.png', scale: 2, offset: { x: -12.5, y: 0 } });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Add background', 'Set background scale', 'Set background x']);
    editor.undo();
    expect(background()).toEqual({ image: 'scan.png', scale: 2 });
  });

  it('refuses a file outside the mod, or not a picture, with the reason', async () => {
    const { el, change, background } = await mounted();
    await change('image', '../../vive-lempereur/maps/scan.png');
    expect(background()).toBeUndefined();
    expect(el.shadowRoot?.querySelector('[role="alert"]')?.textContent).toMatch(/outside the mod's folder/);
    await change('image', 'notes.txt');
    expect(el.shadowRoot?.querySelector('[role="alert"]')?.textContent).toMatch(/not a PNG, JPEG or SVG/);
  });
});
