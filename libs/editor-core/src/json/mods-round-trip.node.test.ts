// Every document in mods/ must survive the studio untouched: loading and saving it
// without an edit gives the same bytes, and a one-hex edit is a small diff.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DocumentStore } from '../store/document-store';
import { Editor } from '../editor';
import { paintHexTerrain } from '../commands/paint-hex-terrain';
import { formatJson } from './format';
import { detectJsonStyle } from './text-writer';

const modsRoot = fileURLToPath(new URL('../../../../mods', import.meta.url));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : jsonFiles(full);
    return e.name.endsWith('.json') ? [full] : [];
  });
}

const files = jsonFiles(modsRoot).map((f) => ({ path: path.relative(path.dirname(modsRoot), f).split(path.sep).join('/'), text: readFileSync(f, 'utf8') }));

describe('documents in mods/', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((f) => [f.path, f] as const))('%s re-saves byte for byte', (_, file) => {
    const store = new DocumentStore();
    store.load([{ ...file, version: 'v' }]);
    // A copy of the value, so the writer really walks the whole document.
    store.apply(file.path, [{ op: 'replace', path: '', value: JSON.parse(file.text) }]);
    expect(store.textOf(file.path)).toBe(file.text);
  });

  it('that follow the house style are reproduced by the formatter alone', () => {
    const house = files.filter((f) => f.text === JSON.stringify(JSON.parse(f.text), null, 2) + '\n');
    expect(house.length).toBeGreaterThan(0);
    for (const f of house) expect(formatJson(JSON.parse(f.text), detectJsonStyle(f.text))).toBe(f.text);
  });

  it('get a small diff when a hex is painted', () => {
    const file = files.find((f) => f.path.endsWith('hundred-days-arclight/maps/hundred-days.map.json'));
    if (!file) throw new Error('the Hundred Days map is missing');
    const editor = new Editor();
    editor.store.load([{ ...file, version: 'v' }]);
    const value = JSON.parse(file.text) as { hexes: Record<string, unknown> };
    const label = ['0101', '0102', '0103', '0104'].find((l) => !(l in value.hexes)) as string;
    editor.run(paintHexTerrain, file.path, { label, terrain: 'forest' });
    const before = file.text.split('\n');
    const after = editor.store.textOf(file.path).split('\n');
    expect(after.length - before.length).toBe(5);
    const added = after.filter((line, i) => line !== before[i - (after.length - before.length)] && !before.includes(line));
    expect(added.join('\n')).toContain(`"${label}": {`);
  });
});
