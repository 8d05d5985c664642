import { describe, expect, it } from 'vitest';
import { fuzzyFind, fuzzyScore } from './fuzzy-match';
import { tabTitles } from './tab-titles';
import { foldedByDefault, groupByFolder, matchesFilter } from './document-tree';
import { shortcutList } from './shortcut-list';
import { studioActions } from '../actions/studio-actions';

const paths = [
  'mods/hundred-days-arclight/mod.json',
  'mods/hundred-days-arclight/maps/hundred-days.map.json',
  'mods/hundred-days-arclight/oobs/hundred-days.oob.json',
  'mods/hundred-days-arclight/tests/oob-broken.test.json',
  'mods/waterloo-campaign-rbm/mod.json',
  'mods/waterloo-campaign-rbm/oobs/waterloo.oob.json',
];

describe('fuzzy find', () => {
  it('needs every letter, in order', () => {
    expect(fuzzyScore('wtr', 'waterloo')).toBeDefined();
    expect(fuzzyScore('rtw', 'waterloo')).toBeUndefined();
  });

  it('ranks word starts and the file name first', () => {
    expect(fuzzyFind('waoob', paths)[0]?.path).toBe('mods/waterloo-campaign-rbm/oobs/waterloo.oob.json');
    expect(fuzzyFind('hdmap', paths)[0]?.path).toBe('mods/hundred-days-arclight/maps/hundred-days.map.json');
    expect(
      fuzzyFind('oob', paths)
        .slice(0, 2)
        .every((m) => m.path.endsWith('.oob.json')),
    ).toBe(true);
    expect(fuzzyFind('hdmap', paths)[0]?.indices).toEqual([32, 40, 45, 46, 47]);
  });

  it('lists everything for an empty query, in the given order, up to the limit', () => {
    expect(fuzzyFind('', paths).map((m) => m.path)).toEqual(paths);
    expect(fuzzyFind('', paths, 2)).toHaveLength(2);
  });
});

describe('tab titles', () => {
  it('add the mod only when two open files share a name', () => {
    const titles = tabTitles([paths[0] as string, paths[4] as string, paths[1] as string]);
    expect(titles.map((t) => [t.title, t.detail])).toEqual([
      ['mod.json', 'hundred-days-arclight'],
      ['mod.json', 'waterloo-campaign-rbm'],
      ['hundred-days.map.json', undefined],
    ]);
  });

  it('use the folder inside the mod when the mod is the same too', () => {
    const titles = tabTitles(['mods/m/a/x.json', 'mods/m/b/x.json']);
    expect(titles.map((t) => t.detail)).toEqual(['m/a', 'm/b']);
  });
});

describe('document tree', () => {
  it('groups a mod by folder, top files first', () => {
    const groups = groupByFolder('mods/hundred-days-arclight', paths.slice(0, 4));
    expect(groups.map((g) => g.folder)).toEqual(['', 'maps', 'oobs', 'tests']);
    expect(groups[0]?.paths).toEqual(['mods/hundred-days-arclight/mod.json']);
  });

  it('folds big folders, never the top', () => {
    const many = Array.from({ length: 70 }, (_, i) => `mods/m/tests/t${i}.test.json`);
    expect(foldedByDefault({ folder: 'tests', paths: many })).toBe(true);
    expect(foldedByDefault({ folder: '', paths: many })).toBe(false);
    expect(foldedByDefault({ folder: 'maps', paths: ['mods/m/maps/a.json'] })).toBe(false);
  });

  it('filters on every word, in the path, the mod name or the kind', () => {
    expect(matchesFilter('waterloo oob', paths[5] as string)).toBe(true);
    expect(matchesFilter('waterloo oob', paths[2] as string)).toBe(false);
    expect(matchesFilter('Hundred scenario', 'mods/x/s.json', ['Hundred Days', 'scenario'])).toBe(true);
    expect(matchesFilter('  ', 'anything')).toBe(true);
  });
});

describe('shortcut list', () => {
  it('is made from the registered actions, with their keys as they read', () => {
    const lines = shortcutList(studioActions);
    expect(lines.find((l) => l.name === 'redo')?.keys).toEqual(['Ctrl+Shift+Z', 'Ctrl+Y']);
    expect(shortcutList(studioActions, true).find((l) => l.name === 'undo')?.keys).toEqual(['⌘Z']);
    expect(shortcutList([{ name: 'x', label: 'X', perform: () => undefined }])).toEqual([]);
  });
});
