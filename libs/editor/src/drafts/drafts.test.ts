// Drafts in the browser's real IndexedDB.
import { afterEach, describe, expect, it } from 'vitest';
import { Editor, setValue } from '@kriegsspiel/editor-core';
import { IdbDraftStore } from './idb-draft-store';
import { DraftKeeper } from './draft-keeper';

const stores: IdbDraftStore[] = [];
function freshStore(): IdbDraftStore {
  const store = new IdbDraftStore(`test-drafts-${Math.random()}`);
  stores.push(store);
  return store;
}

afterEach(async () => {
  for (const s of stores.splice(0)) {
    await s.close();
    indexedDB.deleteDatabase(s.name);
  }
});

describe('IdbDraftStore', () => {
  it('puts, lists and deletes drafts, and keeps them across connections', async () => {
    const store = freshStore();
    await store.put({ path: 'a.json', text: '{"a":2}', baseVersion: 'v1', savedAt: 1 });
    await store.put({ path: 'b.json', text: '{}', baseVersion: 'v1', savedAt: 2 });
    await store.put({ path: 'a.json', text: '{"a":3}', baseVersion: 'v1', savedAt: 3 });
    await store.close();
    const again = new IdbDraftStore(store.name);
    stores.push(again);
    expect((await again.list()).map((d) => [d.path, d.text])).toEqual([
      ['a.json', '{"a":3}'],
      ['b.json', '{}'],
    ]);
    await again.delete('a.json');
    expect((await again.list()).map((d) => d.path)).toEqual(['b.json']);
  });
});

describe('DraftKeeper', () => {
  it('keeps dirty documents a moment after an edit and forgets them once clean', async () => {
    const store = freshStore();
    const editor = new Editor();
    editor.store.load([{ path: 'a.json', text: '{\n  "a": 1\n}\n', version: 'v1' }]);
    const states: string[] = [];
    const keeper = new DraftKeeper(editor, store, 20, (s) => states.push(s));
    keeper.start();
    editor.run(setValue, 'a.json', { pointer: '/a', value: 2 });
    expect(await store.list()).toEqual([]);
    await new Promise((r) => setTimeout(r, 80));
    await keeper.flush();
    expect((await store.list()).map((d) => [d.path, d.text, d.baseVersion])).toEqual([['a.json', '{\n  "a": 2\n}\n', 'v1']]);
    editor.undo();
    await keeper.flush();
    expect(await store.list()).toEqual([]);
    expect(states).toContain('kept');
    expect(states.at(-1)).toBe('idle');
    keeper.dispose();
  });
});
