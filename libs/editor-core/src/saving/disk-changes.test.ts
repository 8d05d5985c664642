import { describe, expect, it } from 'vitest';
import { Editor } from '../editor';
import { setValue } from '../commands/set-value';
import { forgetDocument, planDiskChanges } from './disk-changes';

const text = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

function editorWith(): Editor {
  const editor = new Editor();
  editor.store.load([
    { path: 'mods/a/clean.json', text: text({ n: 1 }), version: 'v1' },
    { path: 'mods/a/dirty.json', text: text({ n: 1 }), version: 'v1' },
    { path: 'mods/a/saving.json', text: text({ n: 1 }), version: 'v1' },
  ]);
  editor.run(setValue, 'mods/a/dirty.json', { pointer: '/n', value: 2 });
  editor.run(setValue, 'mods/a/saving.json', { pointer: '/n', value: 3 });
  return editor;
}

describe('files changed outside the studio', () => {
  it('reload clean documents, ask about ones with unsaved changes, take in new files, and ignore the studio’s own save', () => {
    const editor = editorWith();
    const disk = (path: string, value: unknown) => ({ path, file: { path, text: text(value), version: `v-${path}` } });
    const plan = planDiskChanges(editor.store, [
      disk('mods/a/clean.json', { n: 5 }),
      disk('mods/a/dirty.json', { n: 5 }),
      disk('mods/a/saving.json', { n: 3 }),
      disk('mods/a/new.json', { n: 0 }),
      // Touched but the same bytes (a checkout back and forth): nothing to do.
      { path: 'mods/a/clean.json', file: { path: 'mods/a/clean.json', text: text({ n: 1 }), version: 'v1' } },
    ]);
    expect(plan.map((c) => [c.kind, 'file' in c ? c.file.path : c.path])).toEqual([
      ['reload', 'mods/a/clean.json'],
      ['ask', 'mods/a/dirty.json'],
      ['add', 'mods/a/new.json'],
    ]);
  });

  it('drop a removed document without unsaved changes, with its undo steps; keep one with them', () => {
    const editor = editorWith();
    expect(
      planDiskChanges(editor.store, [
        { path: 'mods/a/clean.json', file: null },
        { path: 'mods/a/dirty.json', file: null },
        { path: 'mods/a/gone.json', file: null },
      ]),
    ).toEqual([
      { kind: 'remove', path: 'mods/a/clean.json' },
      { kind: 'keep', path: 'mods/a/dirty.json' },
    ]);
    editor.run(setValue, 'mods/a/clean.json', { pointer: '/n', value: 9 });
    editor.run(setValue, 'mods/a/clean.json', { pointer: '/n', value: 1 });
    forgetDocument(editor, 'mods/a/clean.json');
    expect(editor.store.get('mods/a/clean.json')).toBeUndefined();
    expect(editor.history.undoStack.flatMap((s) => s.changes.map((c) => c.path))).not.toContain('mods/a/clean.json');
  });
});
