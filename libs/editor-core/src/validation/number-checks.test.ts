import { describe, expect, it } from 'vitest';
import { Editor } from '../editor';
import { setValue } from '../commands/set-value';
import { numbersWritten, refusedNumbers } from './number-checks';

const oob = {
  $schema: '../../../schemas/oob.schema.json',
  id: 'test',
  name: 'Test',
  sides: [],
  units: [{ id: 'a', name: 'A', sources: [{ title: 'Memoirs', year: 1840 }] }],
};

describe('numbers an edit writes, checked against the schema', () => {
  it('finds every number a patch writes, inside values written whole', () => {
    expect(
      numbersWritten([
        { op: 'replace', path: '/grid/width', value: 12 },
        { op: 'add', path: '/sources/0', value: { title: 'x', year: 1815, tags: [1, 'a'] } },
        { op: 'remove', path: '/x' },
      ]),
    ).toEqual(['/grid/width', '/sources/0/year', '/sources/0/tags/0']);
  });

  it('refuses a source year of 20145 with the schema’s message, and takes 1815', () => {
    expect(refusedNumbers('oob', oob, [{ op: 'replace', path: '/units/0/sources/0/year', value: 1815 }])).toEqual([]);
    const refused = refusedNumbers('oob', oob, [{ op: 'replace', path: '/units/0/sources/0/year', value: 20145 }]);
    expect(refused.map((p) => [p.pointer, p.message])).toEqual([['/units/0/sources/0/year', '`year` must be at most 2200, but it is 20145']]);
    expect(refusedNumbers('oob', oob, [{ op: 'replace', path: '/units/0/sources/0/year', value: 1815.5 }])[0]?.message).toMatch(/whole number/);
  });

  it('leaves the document unchanged in the kernel, and tells listeners why', () => {
    const editor = new Editor();
    editor.store.load([{ path: 'mods/x/oob.json', text: JSON.stringify(oob), version: 'v1' }]);
    const heard: string[] = [];
    editor.subscribe((e) => (e.type === 'refused' ? heard.push(e.message) : undefined));
    expect(editor.run(setValue, 'mods/x/oob.json', { pointer: '/units/0/sources/0/year', value: 20145 })).toBe(false);
    expect((editor.store.require('mods/x/oob.json').value as typeof oob).units[0]?.sources[0]?.year).toBe(1840);
    expect(editor.canUndo).toBe(false);
    expect(heard).toEqual([expect.stringContaining('not changed, `year` must be at most 2200, but it is 20145')]);
    expect(editor.run(setValue, 'mods/x/oob.json', { pointer: '/units/0/sources/0/year', value: 1815 })).toBe(true);
  });
});
