// Every ```ts sample of the documentation compiles against the SDK and the rulesets, as a mod's
// code does (mods/tsconfig.json: `@mods/<id>` is a ruleset's types), every house rule among
// them loads and plays in the sandbox, and so do the rules API's other samples that can run:
// the ruleset skeleton plays a game, the picture is one the board can draw, the hex helper
// answers as the hex library does. A sample that drifts from the code fails here, named by
// its file and line.
import path from 'node:path';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import ts from 'typescript';
import { afterAll, describe, expect, test } from 'vitest';
import type { MapDocument } from '@kriegsspiel/formats';
import { createGrid, hexKey, type GridConfig } from '@kriegsspiel/hex';
import type { Picture } from '@kriegsspiel/rules-sdk';
import { rulesSdkSource } from '@kriegsspiel/runner';
import { Sandbox } from '@kriegsspiel/sandbox';
import { main } from './main';
import { findWorkspaceRoot } from './workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));

/** A ```ts block of a Markdown file: where it starts (the fence's line, 1-based) and its code. */
export interface DocSample {
  file: string;
  line: number;
  code: string;
}

/** The ```ts blocks of a Markdown text. */
export function samplesOf(file: string, text: string): DocSample[] {
  const samples: DocSample[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(ts|typescript)\s*$/.test(lines[i] ?? '')) continue;
    const end = lines.findIndex((l, j) => j > i && /^```\s*$/.test(l));
    if (end < 0) throw new Error(`${file}:${i + 1}: a code sample that never ends`);
    samples.push({ file, line: i + 1, code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return samples;
}

const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const samples = docs.flatMap((doc) => samplesOf(doc, readFileSync(path.join(root, doc), 'utf8')));
// Each sample is a file of its own beside the mods, so it resolves imports as a mod does.
const sampleFile = (s: DocSample) => path.join(root, 'mods', '.docs-samples', `${s.file.replace(/[/.]/g, '-')}-${s.line}.ts`);

/** Type-checks the samples in one program; the problems of each, as `file:line: message` at the line of the Markdown file. */
function compile(list: readonly DocSample[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'mods', 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('mods/tsconfig.json cannot be read');
  const virtual = new Map(list.map((s) => [sampleFile(s), s]));
  const host = ts.createCompilerHost(config.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(name)?.code ?? readFile.call(host, name);
  host.getSourceFile = (name, language, ...rest) => {
    const sample = virtual.get(name);
    return sample ? ts.createSourceFile(name, sample.code, language, true) : getSourceFile.call(host, name, language, ...rest);
  };
  const program = ts.createProgram([...virtual.keys()], config.options, host);
  return [...virtual].flatMap(([name, sample]) => {
    const source = program.getSourceFile(name);
    if (!source) return [`${sample.file}:${sample.line}: not compiled`];
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
      const at = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line + 1;
      return `${sample.file}:${sample.line + at}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
  });
}

/** The ruleset a house-rule sample extends (its `@mods/<id>` import), or undefined for any other sample. */
function extendedRuleset(code: string): string | undefined {
  if (!/\bdefineHouseRule\b/.test(code)) return undefined;
  return /from '@mods\/([a-z0-9-]+)'/.exec(code)?.[1];
}

const scratch = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-docs-samples-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the code samples of the documentation', () => {
  test('there are samples to check, found at their lines', () => {
    expect(samples.length).toBeGreaterThan(4);
    expect(samplesOf('x.md', 'text\n```ts\nconst a = 1;\n```\n```json\n{}\n```\n')).toEqual([{ file: 'x.md', line: 2, code: 'const a = 1;' }]);
  });

  test('every ```ts sample compiles against the SDK and the rulesets', () => {
    expect(compile(samples)).toEqual([]);
  });

  test('a sample that does not match the code fails at its own line', () => {
    const wrong = {
      file: 'docs/example.md',
      line: 10,
      code: "import { defineHouseRule } from '@kriegsspiel/rules-sdk';\nexport default defineHouseRule({ hookz: {} });",
    };
    expect(compile([wrong])).toEqual([
      expect.stringMatching(/^docs\/example\.md:12: Object literal may only specify known properties, but 'hookz' does not exist/),
    ]);
  });

  const houseRules = samples.filter((s) => extendedRuleset(s.code) !== undefined);
  test.each(houseRules.map((s) => [`${s.file}:${s.line}`, s] as const))('the house rule at %s loads and plays in the sandbox', async (_, sample) => {
    const ruleset = extendedRuleset(sample.code) as string;
    const id = `docs-sample-${sample.line}`;
    const folder = path.join(scratch, id);
    mkdirSync(path.join(folder, 'src'), { recursive: true });
    const extended = JSON.parse(readFileSync(path.join(root, 'mods', ruleset, 'mod.json'), 'utf8')) as { version: string };
    const manifest = {
      $schema: '../../schemas/mod.schema.json',
      id,
      name: `The sample at ${sample.file}:${sample.line}`,
      version: '0.1.0',
      kind: 'house-rule',
      description: 'A house rule from the documentation.',
      extends: { mod: ruleset, version: `^${extended.version}` },
      entry: 'src/index.ts',
      license: 'MIT',
    };
    writeFileSync(path.join(folder, 'mod.json'), JSON.stringify(manifest));
    writeFileSync(path.join(folder, 'src', 'index.ts'), sample.code);
    // The ruleset's first scenario (its folder is named by its id, as `@mods/<id>` needs).
    const scenarios = readdirSync(path.join(root, 'mods', ruleset, 'scenarios')).filter((f) => f.endsWith('.scenario.json'));
    const first = JSON.parse(readFileSync(path.join(root, 'mods', ruleset, 'scenarios', scenarios[0] as string), 'utf8')) as { id: string };
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(
      ['play', first.id, '--house-rule', id, '--max-actions', '400', '--mods', scratch, '--json'],
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      root,
    );
    expect(err).toEqual([]);
    const report = JSON.parse(out.join('\n')) as { outcome: string; mods: string[] };
    expect(report.mods).toContain(id);
    expect(report.outcome, JSON.stringify(report)).not.toBe('error');
    expect(code === 0 || report.outcome === 'unfinished').toBe(true);
  });
});

/** The one sample of the rules API whose code matches, so that a sample rewritten out of recognition fails by name. */
function rulesApiSample(what: string, pattern: RegExp): DocSample {
  const found = samples.filter((s) => s.file === 'docs/rules-api.md' && pattern.test(s.code));
  if (found.length !== 1) throw new Error(`docs/rules-api.md should have one sample of ${what} (${pattern}), has ${found.length}`);
  return found[0] as DocSample;
}

/**
 * Loads a sample into a sandbox, beside a module that reads its exports: `value(name)` gives
 * an exported value, `call(name, ...args)` calls an exported function with JSON arguments.
 */
async function sampleSandbox(sample: DocSample): Promise<Sandbox> {
  const reader = [
    "import * as sample from './sample';",
    'const exported = sample as Record<string, unknown>;',
    'export function value(name: string): unknown { return exported[name]; }',
    'export function call(name: string, ...args: unknown[]): unknown { return (exported[name] as (...a: unknown[]) => unknown)(...args); }',
  ].join('\n');
  return Sandbox.load({
    id: `docs-sample-${sample.line}`,
    files: { 'src/sample.ts': sample.code, 'src/index.ts': reader },
    entry: 'src/index.ts',
    sdkSource: await rulesSdkSource(),
  });
}

/** A call's JSON result, or the failure's message with its line in the sample. */
async function answer(sandbox: Sandbox, name: string, args: unknown[]): Promise<unknown> {
  const result = await sandbox.call(name, JSON.stringify(args));
  if (!result.ok) throw new Error(`${result.error.message} (${JSON.stringify(result.error.location)})`);
  return JSON.parse(result.json) as unknown;
}

const hundredDaysMap = JSON.parse(readFileSync(path.join(root, 'mods/hundred-days-arclight/maps/hundred-days.map.json'), 'utf8')) as MapDocument;

describe("the rules API's samples that run", () => {
  test('the ruleset skeleton plays a game in the sandbox', async () => {
    const sample = rulesApiSample('the ruleset skeleton', /export default defineRuleset/);
    const id = 'docs-skeleton';
    const folder = path.join(scratch, id);
    mkdirSync(path.join(folder, 'src'), { recursive: true });
    mkdirSync(path.join(folder, 'scenarios'));
    const manifest = {
      $schema: '../../schemas/mod.schema.json',
      id,
      name: `The skeleton at ${sample.file}:${sample.line}`,
      version: '0.1.0',
      kind: 'ruleset',
      description: 'The ruleset skeleton of the documentation.',
      entry: 'src/index.ts',
      license: 'MIT',
      data: ['scenarios/skeleton.scenario.json'],
      hooks: [{ name: 'movementAllowance', description: 'How far a unit moves.' }],
    };
    writeFileSync(path.join(folder, 'mod.json'), JSON.stringify(manifest));
    writeFileSync(path.join(folder, 'src', 'index.ts'), sample.code);
    // Hundred Days' scenario (its map, order of battle, players and artillery deck) under the skeleton's rules.
    const campaign = JSON.parse(readFileSync(path.join(root, 'mods/hundred-days-arclight/scenarios/campaign.scenario.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const scenario: Record<string, unknown> = { ...campaign, id: 'docs-skeleton-game', ruleset: { mod: id, version: '^0.1.0' } };
    delete scenario['options']; // Hundred Days' options: the skeleton has none.
    writeFileSync(path.join(folder, 'scenarios', 'skeleton.scenario.json'), JSON.stringify(scenario));
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(
      ['play', 'docs-skeleton-game', '--max-actions', '12', '--mods', scratch, '--json'],
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      root,
    );
    const report = JSON.parse(out.join('\n')) as { outcome: string; actions: number; mods: string[] };
    expect(report, JSON.stringify({ report, err })).toMatchObject({ outcome: 'unfinished', actions: 12, mods: [id] });
    expect(code).toBe(1);
  }, 120_000);

  test('the picture sample is one the board can draw: places on the map, faces 0–5, face-down pieces without secrets', async () => {
    const sample = rulesApiSample('a picture', /: Picture = \{/);
    const sandbox = await sampleSandbox(sample);
    try {
      const name = /export const (\w+): Picture/.exec(sample.code)?.[1] as string;
      const picture = (await answer(sandbox, 'value', [name])) as Picture;
      expect(picture.pieces.length).toBeGreaterThan(0);
      const grid = createGrid(hundredDaysMap.grid as GridConfig);
      const places = [...picture.pieces, ...(picture.markers ?? []), ...(picture.highlights ?? [])].map((p) => p.at);
      for (const at of places) if ('hex' in at) expect(grid.labelToHex(at.hex), at.hex).toMatchObject({ ok: true });
      for (const piece of picture.pieces) {
        if (piece.facing !== undefined) expect([0, 1, 2, 3, 4, 5]).toContain(piece.facing);
        if (piece.faceDown)
          expect(
            Object.keys(piece).filter((k) => ['id', 'type', 'values', 'label'].includes(k)),
            JSON.stringify(piece),
          ).toEqual([]);
      }
      for (const track of picture.tracks ?? []) {
        if (track.range) expect(Number(track.value)).toBeGreaterThanOrEqual(track.range[0]);
        if (track.steps) expect(track.steps).toContain(track.value);
      }
    } finally {
      await sandbox.dispose();
    }
  }, 120_000);

  test('the hex helper sample answers as the hex library does, and refuses a label the map lacks', async () => {
    const sample = rulesApiSample('the hex helpers', /hex\.reachable\(/);
    const name = /export function (\w+)\(/.exec(sample.code)?.[1] as string;
    const sandbox = await sampleSandbox(sample);
    try {
      const grid = createGrid(hundredDaysMap.grid as GridConfig);
      const start = grid.labelToHex('0801');
      if (!start.ok) throw new Error(start.error);
      const neighbours = grid.neighborsInGrid(start.hex).map((h) => grid.hexToLabel(h) ?? hexKey(h));
      expect(await answer(sandbox, 'call', [name, hundredDaysMap, '0801', 0])).toEqual(['0801']);
      expect(((await answer(sandbox, 'call', [name, hundredDaysMap, '0801', 1])) as string[]).sort()).toEqual(['0801', ...neighbours].sort());
      const two = (await answer(sandbox, 'call', [name, hundredDaysMap, '0801', 2])) as string[];
      expect(two.length).toBeGreaterThan(neighbours.length + 1);
      await expect(answer(sandbox, 'call', [name, hundredDaysMap, '9999', 1])).rejects.toThrow(/9999/);
    } finally {
      await sandbox.dispose();
    }
  }, 120_000);
});
