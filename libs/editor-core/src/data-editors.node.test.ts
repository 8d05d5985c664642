// The data editors' commands on the real Hundred Days documents: a blank piece made into
// a unit and set up on a hex, saved in the files' own layout, still valid; and every
// order of battle in mods/ exported to CSV imports back as no change.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSemantics, readDocument, type LoadedDocument, type OobDocument } from '@kriegsspiel/formats';
import { Editor } from './editor';
import { makeUnitFromTemplate } from './commands/make-unit-from-template';
import { placeUnits } from './commands/place-units';
import { attributeSchemasOf, manifestsOfOob, unitTypesOf } from './oob/oob-index';
import { oobToCsvRows, planCsvImport } from './oob/oob-csv';
import { counterSheet, printablePieces } from './counters/counter-sheet';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function modFiles(): { path: string; text: string; version: string; mod?: string }[] {
  const out: { path: string; text: string; version: string; mod?: string }[] = [];
  for (const mod of readdirSync(path.join(root, 'mods'), { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'node_modules')) {
    let id: string | undefined;
    try {
      id = (JSON.parse(readFileSync(path.join(root, 'mods', mod.name, 'mod.json'), 'utf8')) as { id: string }).id;
    } catch {
      id = undefined;
    }
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name);
        if (e.isDirectory() && e.name !== 'node_modules') walk(full);
        else if (e.name.endsWith('.json'))
          out.push({ path: path.relative(root, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8'), version: 'v', mod: id });
      }
    };
    walk(path.join(root, 'mods', mod.name));
  }
  return out;
}

function errorsOf(files: { path: string; text: string; mod?: string }[]): string[] {
  const reads = files.map((f) => readDocument({ file: f.path, text: f.text, mod: f.mod }));
  const docs = reads.map((r) => r.doc).filter((d): d is LoadedDocument => d !== undefined);
  return [...reads.flatMap((r) => r.problems), ...[...checkSemantics(docs).values()].flat()]
    .filter((p) => p.severity === 'error')
    .map((p) => `${p.file} ${p.pointer} ${p.message}`);
}

const oobPath = 'mods/hundred-days-arclight/oobs/hundred-days.oob.json';
const scenarioPath = 'mods/hundred-days-arclight/scenarios/campaign.scenario.json';

describe('data editors on the Hundred Days documents', () => {
  it('make a unit from a blank and place it on a hex: small diffs, still valid', () => {
    const files = modFiles();
    const editor = new Editor();
    editor.store.load(files);
    const before = errorsOf(files);
    editor.run(makeUnitFromTemplate, oobPath, {
      template: 'blank-fr-inf',
      id: 'fr-inf-4f',
      name: 'French infantry division (4)',
      formation: 'armee-du-nord',
      values: { combat: 4 },
      printed: '4',
    });
    editor.run(placeUnits, scenarioPath, { units: ['fr-inf-4f'], at: { hex: '0303' } });
    const saved = files.map((f) => ({ ...f, text: editor.store.textOf(f.path) }));
    expect(errorsOf(saved)).toEqual(before);
    const oobText = editor.store.textOf(oobPath);
    const original = files.find((f) => f.path === oobPath)?.text ?? '';
    // The new unit is written like its neighbours; nothing else moved.
    expect(oobText).toContain('"id": "fr-inf-4f",\n          "name": "French infantry division (4)",\n          "type": "infantry",');
    expect(oobText.split('\n').length - original.split('\n').length).toBeGreaterThan(20);
    const scenarioText = editor.store.textOf(scenarioPath);
    expect(scenarioText).toContain('"units": [\n        "fr-inf-4f"\n      ],\n      "at": {\n        "hex": "0303"\n      }');
  });

  it.each(
    modFiles()
      .filter((f) => f.path.endsWith('.oob.json'))
      .map((f) => [f.path, f] as const),
  )('%s exports to CSV and imports back unchanged', (_, file) => {
    const files = modFiles();
    const editor = new Editor();
    editor.store.load(files);
    const oob = JSON.parse(file.text) as OobDocument;
    const manifests = manifestsOfOob(editor.store.all(), file.path);
    const ctx = { schemas: attributeSchemasOf(manifests), types: unitTypesOf(oob, manifests) };
    const plan = planCsvImport(oob, oobToCsvRows(oob, ctx), ctx);
    expect(plan.problems).toEqual([]);
    expect(plan.changes).toEqual([]);
    expect(counterSheet(printablePieces([oob], ctx.types)).count).toBeGreaterThan(0);
  });
});
