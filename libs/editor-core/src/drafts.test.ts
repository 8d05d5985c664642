import { describe, expect, it } from 'vitest';
import { draftsOf, draftsToOffer } from './drafts';
import { DocumentStore } from './store/document-store';
import { resolveWorkspacePath } from './workspace';

describe('drafts', () => {
  it('are made of the dirty documents, as they would be saved', () => {
    const store = new DocumentStore();
    store.load([
      { path: 'a.json', text: '{\n  "a": 1\n}\n', version: 'v1' },
      { path: 'b.json', text: '{}\n', version: 'v7' },
    ]);
    store.apply('a.json', [{ op: 'replace', path: '/a', value: 2 }]);
    expect(draftsOf(store, 5)).toEqual([{ path: 'a.json', text: '{\n  "a": 2\n}\n', baseVersion: 'v1', savedAt: 5 }]);
  });

  it('are offered when they differ from the disk, flagged when the disk moved on', () => {
    const store = new DocumentStore();
    store.load([
      { path: 'a.json', text: '{"a":1}', version: 'v2' },
      { path: 'b.json', text: '{"b":1}', version: 'v1' },
    ]);
    const { offer, stale } = draftsToOffer(
      [
        { path: 'a.json', text: '{"a":2}', baseVersion: 'v1', savedAt: 0 },
        { path: 'b.json', text: '{"b":1}', baseVersion: 'v1', savedAt: 0 },
        { path: 'gone.json', text: '{}', baseVersion: 'v1', savedAt: 0 },
      ],
      store,
    );
    expect(offer.map((o) => [o.draft.path, o.diskChanged])).toEqual([
      ['a.json', true],
      ['gone.json', false],
    ]);
    expect(stale.map((d) => d.path)).toEqual(['b.json']);
  });
});

describe('resolveWorkspacePath', () => {
  it('resolves against the file folder and refuses to climb out', () => {
    expect(resolveWorkspacePath('mods/a/mod.json', 'src/index.ts')).toBe('mods/a/src/index.ts');
    expect(resolveWorkspacePath('mods/a/mod.json', './maps/../x.json')).toBe('mods/a/x.json');
    expect(resolveWorkspacePath('mods/a/mod.json', '../../../x')).toBeUndefined();
  });
});
