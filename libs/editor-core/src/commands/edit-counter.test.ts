import { describe, expect, it } from 'vitest';
import type { Unit } from '@kriegsspiel/formats';
import { Editor } from '../editor';
import { editCounter } from './edit-counter';
import { demoFiles, oobPath } from '../test-support/oob-fixtures';

function setup() {
  const editor = new Editor();
  editor.store.load(demoFiles());
  const unit = (i: number) => editor.store.require(oobPath, 'oob').value.formations?.[0]?.units?.[i] as Unit;
  return { editor, unit };
}

describe('edit-counter', () => {
  it('edits a face, its colours, the size and the shape as one step', () => {
    const { editor, unit } = setup();
    const pointer = '/formations/0/units/1';
    editor.run(editCounter, oobPath, {
      pointer,
      front: { printed: '5', label: 'I', colors: { stripe: '#ffffff' } },
      size: 18,
      shape: 'square',
      label: 'Edit the front',
    });
    expect(unit(1).counter).toEqual({
      front: { symbol: 'infantry', printed: '5', colors: { background: '#1f4fa3', text: '#ffffff', stripe: '#ffffff' }, label: 'I' },
      back: { blank: true },
      size: 18,
      shape: 'square',
    });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Edit the front']);
    editor.undo();
    expect(unit(1).counter?.front.printed).toBe('6');
  });

  it('removes emptied texts, colours and back faces, and a counter left with nothing', () => {
    const { editor, unit } = setup();
    const pointer = '/formations/0/units/1';
    editor.run(editCounter, oobPath, { pointer, front: { printed: '', colors: { background: undefined, text: undefined } }, back: { blank: false } });
    expect(unit(1).counter).toEqual({ front: { symbol: 'infantry' } });
    editor.run(editCounter, oobPath, { pointer, front: { symbol: undefined } });
    expect(unit(1).counter).toBeUndefined();
    expect(editor.run(editCounter, oobPath, { pointer, front: { name: '' } })).toBe(false);
  });

  it('adds a counter to a unit without one, and a back face on request', () => {
    const { editor } = setup();
    const pointer = '/formations/0/formations/0/units/0';
    editor.run(editCounter, oobPath, { pointer, front: { symbol: 'cavalry', printed: '1' }, back: { name: 'Guard cavalry', symbol: 'cavalry', printed: '0' } });
    const oob = editor.store.require(oobPath, 'oob').value;
    expect(oob.formations?.[0]?.formations?.[0]?.units?.[0]?.counter).toEqual({
      front: { symbol: 'cavalry', printed: '1' },
      back: { name: 'Guard cavalry', symbol: 'cavalry', printed: '0' },
    });
    editor.run(editCounter, oobPath, { pointer, back: null });
    expect(editor.store.require(oobPath, 'oob').value.formations?.[0]?.formations?.[0]?.units?.[0]?.counter?.back).toBeUndefined();
  });
});
