import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '../main';
import { findWorkspaceRoot, jsonFilesUnder } from '../workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));
const scratch = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-validate-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function run(args: string[], cwd = root) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, cwd);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The documents of the workspace's mods: every JSON file that names a format. */
const documents = readdirSync(path.join(root, 'mods')).flatMap((mod) =>
  jsonFilesUnder(path.join(root, 'mods', mod))
    .map((file) => ({ mod, file, value: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> }))
    .filter((d) => typeof d.value.$schema === 'string'),
);

/**
 * The documents each misspelt member is tried in: every one but the scenario tests, of which a mod has
 * hundreds in one format, so the first of each mod stands for them (each try copies the whole mod).
 */
const isTest = (d: (typeof documents)[number]) => String(d.value.$schema).endsWith('scenario-test.schema.json');
const misspeltIn = documents.filter((d) => !isTest(d) || documents.find((o) => o.mod === d.mod && isTest(o)) === d);

/** Copies a mod into the scratch folder and rewrites one of its documents. */
function brokenCopy(doc: (typeof documents)[number], name: string, change: (value: Record<string, unknown>) => void): string {
  const folder = path.join(scratch, name, doc.mod);
  cpSync(path.join(root, 'mods', doc.mod), folder, { recursive: true });
  const copy = path.join(folder, path.relative(path.join(root, 'mods', doc.mod), doc.file));
  const value = structuredClone(doc.value);
  change(value);
  writeFileSync(copy, JSON.stringify(value, null, 2));
  return copy;
}

describe('kriegsspiel validate', () => {
  test('the workspace mods are valid', async () => {
    const result = await run(['validate', 'mods']);
    // Rulesets whose rules code is still to be written are warned about, nothing else.
    const lines = result.out.split('\n').filter(Boolean);
    expect(lines.filter((l) => !/warning: the entry module/.test(l))).toEqual([]);
    expect(result.err).toMatch(/: 0 errors,/);
    expect(result.code).toBe(0);
    expect(documents.length).toBeGreaterThan(10);
  }, 120_000); // it type-checks every mod's code too

  test('each mod with scenario tests has one of them among the documents a misspelt member is tried in', () => {
    const withTests = new Set(documents.filter(isTest).map((d) => d.mod));
    expect(withTests.size).toBeGreaterThan(5);
    expect(new Set(misspeltIn.filter(isTest).map((d) => d.mod))).toEqual(withTests);
    expect(misspeltIn.filter(isTest)).toHaveLength(withTests.size);
  });

  test.each(misspeltIn.map((d) => [path.relative(root, d.file), d] as const))('a misspelt member in a copy of %s is located and fails', async (_name, doc) => {
    const copy = brokenCopy(doc, `member-${documents.indexOf(doc)}`, (v) => {
      v.turnz = 3;
    });
    const result = await run(['validate', copy], scratch);
    expect(result.code).toBe(1);
    const shown = path.relative(scratch, copy);
    const line =
      JSON.stringify({ ...doc.value, turnz: 3 }, null, 2)
        .split('\n')
        .findIndex((l) => l.includes('"turnz"')) + 1;
    expect(result.out).toContain(`${shown}:${line}:3  /turnz  unknown member \`turnz\``);
  });

  test.each(
    documents
      .filter((d) => ['scenario', 'oob', 'map'].some((k) => String(d.value.$schema).endsWith(`${k}.schema.json`)))
      .map((d) => [path.relative(root, d.file), d] as const),
  )('a broken reference in a copy of %s is found by the semantic checks', async (_name, doc) => {
    const kind = /([a-z-]+)\.schema\.json$/.exec(String(doc.value.$schema))?.[1];
    const copy = brokenCopy(doc, `reference-${documents.indexOf(doc)}`, (v) => {
      if (kind === 'scenario') v.map = 'no-such-map';
      if (kind === 'oob') (v.sides as { id: string }[]).push({ id: (v.sides as { id: string }[])[0]!.id, name: 'Twin' } as never);
      if (kind === 'map') v.connections = [...((v.connections as unknown[]) ?? []), { from: 'no-such-area', to: 'nowhere', kind: 'feeds' }];
    });
    const result = await run(['validate', copy], scratch);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      kind === 'oob'
        ? /\/sides\/\d+\/id {2}side `[a-z-]+` is defined twice/
        : kind === 'map'
          ? /\/connections\/\d+\/from {2}area `no-such-area`/
          : /\/map {2}no map with the id `no-such-map`/,
    );
  });

  test('a file that is not JSON exits 2 and says where it breaks', async () => {
    const file = path.join(scratch, 'broken.map.json');
    writeFileSync(file, '{\n  "$schema": "../schemas/map.schema.json",\n  "id": "x"\n  "name": "y"\n}\n');
    const result = await run(['validate', file], scratch);
    expect(result.code).toBe(2);
    expect(result.out).toBe('broken.map.json:4:3  /  this is not valid JSON: a comma was expected between members or items here');
  });

  test('JSON nested 2,000 levels deep exits 2 with a located problem, and the other documents are still checked', async () => {
    const doc = documents.find((d) => String(d.value.$schema).endsWith('scenario.schema.json'))!;
    const copy = brokenCopy(doc, 'deep', (v) => {
      v.turnz = 3;
    });
    const deep = path.join(path.dirname(copy), 'deep.map.json');
    writeFileSync(deep, '{\n  "$schema": "../schemas/map.schema.json",\n  "deep": ' + '['.repeat(2000) + ']'.repeat(2000) + '\n}\n');
    const result = await run(['validate', path.relative(scratch, path.join(scratch, 'deep'))], scratch);
    expect(result.code).toBe(2);
    expect(result.out).toContain(`${path.relative(scratch, deep)}:3:522  /  this JSON is nested deeper than 512 levels here`);
    expect(result.out).toContain(`${path.relative(scratch, copy)}:`);
    expect(result.out).toContain('unknown member `turnz`');
  });

  test('in a mod folder, a JSON file with a corrupted or missing `$schema` is a warning; named alone, an error', async () => {
    const doc = documents.find((d) => String(d.value.$schema).endsWith('scenario.schema.json'))!;
    const copy = brokenCopy(doc, 'schema', (v) => {
      v.$schema = '../schemas/scenaro.schema.json';
    });
    const stray = path.join(path.dirname(copy), 'notes.json');
    writeFileSync(stray, '{ "todo": [] }\n');
    const folder = await run(['validate', 'schema'], scratch);
    // (The scenario's tests then report it missing: the warning says why.)
    expect(folder.out).toContain(
      `${path.relative(scratch, copy)}:2:14  /$schema  warning: \`$schema\` is "../schemas/scenaro.schema.json", which names no Kriegsspiel format (did you mean "scenario.schema.json"?); it is skipped, so nothing reads it`,
    );
    expect(folder.out).toContain(`${path.relative(scratch, stray)}:1:1  /  warning: this file has no \`$schema\``);
    const alone = await run(['validate', stray], scratch);
    expect(alone.code).toBe(1);
    expect(alone.out).toMatch(/^schema\/.*notes\.json:1:1 {2}\/ {2}this file has no `\$schema`/);
  });

  test('an entry outside the mod is an error at /entry', async () => {
    const doc = documents.find((d) => path.basename(d.file) === 'mod.json')!;
    const copy = brokenCopy(doc, 'entry', (v) => {
      v.entry = '../../index.ts';
    });
    const result = await run(['validate', copy], scratch);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/mod\.json:\d+:\d+ {2}\/entry {2}the entry "\.\.\/\.\.\/index\.ts" leads outside the mod's folder/);
  });

  test('--json prints the same problems as data', async () => {
    const doc = documents.find((d) => String(d.value.$schema).endsWith('scenario.schema.json'))!;
    const copy = brokenCopy(doc, 'json', (v) => {
      v.turnz = 3;
    });
    const result = await run(['validate', copy, '--json'], scratch);
    expect(result.code).toBe(1);
    const data = JSON.parse(result.out) as { errors: number; problems: { pointer: string; code: string; line: number }[] };
    expect(data.errors).toBe(1);
    expect(data.problems[0]).toMatchObject({ pointer: '/turnz', code: 'unknown-member' });
    expect(data.problems[0]?.line).toBeGreaterThan(1);
  });

  test('usage errors exit 2', async () => {
    expect((await run(['validate'])).code).toBe(2);
    expect((await run(['validate', 'mods', '--frobnicate'])).code).toBe(2);
    expect((await run(['validate', 'no/such/place'])).err).toContain('no such file or folder');
    expect((await run(['frobnicate'])).code).toBe(2);
  });
});

describe('kriegsspiel start', () => {
  test('prints a summary of the default scenario', async () => {
    const result = await run(['start']);
    expect(result.code).toBe(0);
    expect(result.out).toContain('hundred-days-campaign');
    expect(result.out).toMatch(/players\s+Allied player \(20 units\) vs French player \(20 units\)/);
  });
});
