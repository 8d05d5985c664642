import { describe, expect, it } from 'vitest';
import { DocumentStore } from './document-store';

describe('DocumentStore', () => {
  it('knows the kind from $schema and keeps documents that are not JSON', () => {
    const store = new DocumentStore();
    store.load([
      { path: 'a.map.json', text: '{"$schema":"../../../schemas/map.schema.json"}', version: 'v1' },
      { path: 'b.json', text: '{ nope', version: 'v1' },
    ]);
    expect(store.require('a.map.json').kind).toBe('map');
    expect(store.require('b.json').parseError).toBeTruthy();
    expect(() => store.apply('b.json', [])).toThrow(/not valid JSON/);
    expect(store.textOf('b.json')).toBe('{ nope');
  });

  it('gives a new document the kind its `$schema` names once a patch sets it', () => {
    const store = new DocumentStore();
    store.load([{ path: 'new.oob.json', text: '{}\n', version: '' }]);
    expect(store.require('new.oob.json').kind).toBeUndefined();
    store.apply('new.oob.json', [{ op: 'add', path: '/$schema', value: '../../../schemas/oob.schema.json' }]);
    expect(store.require('new.oob.json').kind).toBe('oob');
    store.apply('new.oob.json', [{ op: 'remove', path: '/$schema' }]);
    expect(store.require('new.oob.json').kind).toBeUndefined();
  });

  it("keeps a document nested past the formats' limit as text, never as a value to walk", () => {
    const store = new DocumentStore();
    const text = '{"$schema":"../../../schemas/map.schema.json","deep":' + '['.repeat(2000) + ']'.repeat(2000) + '}';
    store.load([{ path: 'deep.map.json', text, version: 'v1' }]);
    expect(store.require('deep.map.json')).toMatchObject({ value: undefined, parseError: 'it is nested deeper than 512 levels' });
    expect(store.textOf('deep.map.json')).toBe(text);
  });

  it('is dirty only while the value differs from the disk', () => {
    const store = new DocumentStore();
    store.load([{ path: 'a.json', text: '{"a":1}', version: 'v1' }]);
    store.apply('a.json', [{ op: 'replace', path: '/a', value: 2 }]);
    expect(store.dirtyPaths()).toEqual(['a.json']);
    store.apply('a.json', [{ op: 'replace', path: '/a', value: 1 }]);
    expect(store.isDirty('a.json')).toBe(false);
  });

  it('leaves a document untouched when a patch fails', () => {
    const store = new DocumentStore();
    store.load([{ path: 'a.json', text: '{"a":1}', version: 'v1' }]);
    expect(() =>
      store.apply('a.json', [
        { op: 'replace', path: '/a', value: 2 },
        { op: 'remove', path: '/zz' },
      ]),
    ).toThrow();
    expect(store.require('a.json').value).toEqual({ a: 1 });
  });

  it('records saves and older base versions', () => {
    const store = new DocumentStore();
    store.load([{ path: 'a.json', text: '{"a":1}', version: 'v1' }]);
    store.apply('a.json', [{ op: 'replace', path: '/a', value: 2 }]);
    store.markSaved('a.json', '{"a":2}', 'v2');
    expect(store.isDirty('a.json')).toBe(false);
    expect(store.require('a.json')).toMatchObject({ savedText: '{"a":2}', version: 'v2' });
    store.assumeVersion('a.json', 'v1');
    expect(store.require('a.json').version).toBe('v1');
  });

  it('hands out documents typed by kind, and only of that kind', () => {
    const store = new DocumentStore();
    store.load([
      { path: 'a.map.json', text: '{"$schema":"../../../schemas/map.schema.json","id":"a","name":"A"}', version: 'v1' },
      { path: 'b.oob.json', text: '{"$schema":"../../../schemas/oob.schema.json","id":"b"}', version: 'v1' },
      { path: 'c.json', text: '{"id":"c"}', version: 'v1' },
    ]);
    expect(store.get('a.map.json', 'map')?.value.name).toBe('A');
    expect(store.get('b.oob.json', 'map')).toBeUndefined();
    expect(store.get('c.json', 'map')).toBeUndefined();
    expect(store.get('c.json')?.path).toBe('c.json');
    expect(store.ofKind('oob').map((d) => d.value.id)).toEqual(['b']);
    expect(store.require('a.map.json', 'map').value.id).toBe('a');
    expect(() => store.require('b.oob.json', 'map')).toThrow(/b\.oob\.json is not a map document \(its \$schema names oob\)/);
  });
});
