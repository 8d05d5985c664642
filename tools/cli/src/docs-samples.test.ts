// Every ```ts sample of the documentation compiles against the SDK and the rulesets, as a mod's
// code does (mods/tsconfig.json: `@mods/<id>` is a ruleset's types), and every house rule
// among them loads and plays in the sandbox: a sample that drifts from the code fails here,
// named by its file and line.
import path from 'node:path';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import ts from 'typescript';
import { afterAll, describe, expect, test } from 'vitest';
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
