import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '../main';
import { findWorkspaceRoot } from '../workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));
const fixtures = path.join(root, 'tools/cli/test-fixtures/mods');
const scratch = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function run(args: string[], cwd = root) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, cwd);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Copies a mod (from `mods/` or the fixtures) into the scratch folder, with its entry's text changed. */
function changedCopy(from: string, name: string, change: (code: string) => string): string {
  const folder = path.join(scratch, name, path.basename(from));
  cpSync(from, folder, { recursive: true });
  const entry = path.join(folder, 'src/index.ts');
  const before = readFileSync(entry, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(entry, after);
  return folder;
}

describe('kriegsspiel check', () => {
  test("the workspace's house rules type-check against their rulesets", async () => {
    const result = await run(['check', 'hundred-days-grand-battery', 'mods/waterloo-drier-june-17']);
    expect(result.err).toBe('2 mods with code type-checked: 0 errors');
    expect(result.code).toBe(0);
  }, 120_000);

  test('a combatModifier wrapper that returns a string fails, at its line in the house rule', async () => {
    const folder = changedCopy(path.join(root, 'mods/hundred-days-grand-battery'), 'string', (code) =>
      code.replace('  hooks: {\n', '  hooks: {\n    combatModifier: (next, side, combat, state) => `${next(side, combat, state)}`,\n'),
    );
    const result = await run(['check', folder, '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.out) as { errors: number; problems: { file: string; line: number; column: number; message: string }[] };
    expect(report.errors).toBe(1);
    expect(report.problems[0]).toMatchObject({ file: path.relative(root, path.join(folder, 'src/index.ts')), line: 22 });
    expect(report.problems[0]?.message).toContain("Type 'string' is not assignable to type 'number'");
  }, 120_000);

  test('a misspelt hook is named with the one meant, in the text output', async () => {
    const folder = changedCopy(path.join(fixtures, 'outpost-elan'), 'typo', (code) => code.replace('    attackStrength:', '    attackStrenght:'));
    const result = await run(['check', folder, '--mods', fixtures], scratch);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/^typo\/outpost-elan\/src\/index\.ts:9:5 {2}.*'attackStrenght'.*Did you mean to write 'attackStrength'\?/);
  }, 120_000);

  test('validate and test run the check: the error is at its line in the house rule', async () => {
    const folder = changedCopy(path.join(fixtures, 'outpost-elan'), 'both', (code) => code.replace('next(unit, options) +', 'String(next(unit, options)) +'));
    const validated = await run(['validate', folder, '--mods', fixtures], scratch);
    expect(validated.code).toBe(1);
    expect(validated.out).toMatch(/^both\/outpost-elan\/src\/index\.ts:9:5 {2}Type /);
    expect(validated.out).toContain("Type 'string' is not assignable to type 'number'");
    expect(validated.err).toContain('1 error');
    expect((await run(['validate', folder, '--mods', fixtures, '--skip-check'], scratch)).code).toBe(0);
    const tested = await run(['test', folder, '--mods', fixtures, '--workers', '1'], scratch);
    expect(tested.code).toBe(1);
    expect(tested.out).toMatch(/^both\/outpost-elan\/src\/index\.ts:9:5 {2}type error: Type /);
    expect(tested.out).toMatch(/\d+ passed, \d+ failed/);
  }, 120_000);

  test('a misspelt hook fails every test at load: the error is printed once, with the likely name', async () => {
    const folder = changedCopy(path.join(fixtures, 'outpost-elan'), 'load', (code) => code.replace('    attackStrength:', '    attackStrenght:'));
    const result = await run(['test', folder, '--mods', fixtures, '--workers', '1'], scratch);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/^load\/outpost-elan\/src\/index\.ts:9:5 {2}type error: .*'attackStrenght'/);
    const loadErrors = result.out.split('\n').filter((line) => line.includes('which the ruleset does not have'));
    expect(loadErrors).toHaveLength(1);
    expect(loadErrors[0]).toContain('wraps the hook `attackStrenght`, which the ruleset does not have (did you mean `attackStrength`?');
    expect(result.out).toMatch(/the same error failed 1 more test: load\/outpost-elan\/tests\/elan-\S+\.test\.json/);
    expect(result.out).toContain('0 passed, 2 failed');
  }, 120_000);

  test.each(['sandbox', 'native'])(
    'a house rule written as a plain object is located at its wrapper of the misspelt hook, not the generated entry (%s)',
    async (engine) => {
      const folder = changedCopy(path.join(fixtures, 'outpost-elan'), `plain-${engine}`, (code) =>
        code
          .replace('export default defineHouseRule<ElanHooks>({', 'export default {')
          .replace(
            '    attackStrength: (next, unit, options)',
            "    attackStrenght: (next: ElanHooks['attackStrength'], unit: { strength: number }, options: Record<string, unknown>)",
          )
          .replace('},\n});', '},\n};'),
      );
      const manifest = path.join(folder, 'mod.json');
      writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"id": "outpost-elan"', '"id": "outpost-plain"'));
      const played = await run([
        'play',
        'outpost-skirmish',
        '--house-rule',
        'outpost-plain',
        '--mods',
        fixtures,
        '--mods',
        path.dirname(folder),
        '--engine',
        engine,
        '--json',
      ]);
      expect(played.code).toBe(1);
      const report = JSON.parse(played.out) as { error?: { code: string; message: string; location?: { file: string; line: number } } };
      expect(report.error?.code).toBe('load-error');
      expect(report.error?.message).toContain('wraps the hook `attackStrenght`, which the ruleset does not have (did you mean `attackStrength`?');
      expect(report.error?.location).toMatchObject({ file: path.relative(root, path.join(folder, 'src/index.ts')), line: 9 });
    },
    120_000,
  );

  test('a mod that is not there is a usage error', async () => {
    const result = await run(['check', 'no-such-mod']);
    expect(result.code).toBe(2);
    expect(result.err).toContain('no-such-mod: no such file, folder or mod');
  });
});

describe("a ruleset's manifest hooks against its code", () => {
  const mistaken = path.join(root, 'tools/cli/test-fixtures/mistaken/hook-list');

  test('validate reports a listed hook the code lacks and a hook of the code not listed, in mod.json', async () => {
    const result = await run(['validate', mistaken, '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.out) as { problems: { file: string; pointer: string; line: number; code: string; message: string }[] };
    const manifest = path.relative(root, path.join(mistaken, 'mod.json'));
    expect(report.problems).toEqual([
      expect.objectContaining({
        file: manifest,
        pointer: '/hooks',
        line: 10,
        code: 'hook-not-listed',
        message: expect.stringContaining('`rallyChance`, which `hooks` does not list: add { "name": "rallyChance"'),
      }),
      expect.objectContaining({
        file: manifest,
        pointer: '/hooks/0/name',
        line: 11,
        code: 'hook-not-in-code',
        message: expect.stringContaining('no hook `flankBonuss` (did you mean `flankBonus`?'),
      }),
    ]);
  }, 120_000);

  test('check reports them too, with the pointer', async () => {
    const result = await run(['check', mistaken]);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/mod\.json:11:15 {2}\/hooks\/0\/name {2}the ruleset's code has no hook `flankBonuss`/);
    expect(result.err).toBe('1 mod with code type-checked: 2 errors');
  }, 120_000);

  test("a ruleset without a Hooks export is compared by its default export's hooks", async () => {
    const folder = path.join(scratch, 'unlisted', 'outpost');
    cpSync(path.join(fixtures, 'outpost'), folder, { recursive: true });
    const manifest = path.join(folder, 'mod.json');
    const before = readFileSync(manifest, 'utf8');
    const after = before.replace(/,\n {4}\{ "name": "defenceBonus"[^}]*\}/, '');
    expect(after).not.toBe(before);
    writeFileSync(manifest, after);
    const result = await run(['validate', folder]);
    expect(result.code).toBe(1);
    expect(result.out).toContain("/hooks  the ruleset's code has the hook `defenceBonus`, which `hooks` does not list");
  }, 120_000);

  test('the mods of the workspace list exactly the hooks of their code', async () => {
    const result = await run(['check', 'mods']);
    expect(result.out).toBe('');
    expect(result.code).toBe(0);
  }, 120_000);
});

describe('a hook result of the wrong shape at run time', () => {
  let wordy: string | undefined;
  /** Grand Battery with a combatModifier wrapper that returns text, as the mod `hundred-days-wordy`. */
  const wordyMod = () => {
    if (wordy !== undefined) return wordy;
    const folder = changedCopy(path.join(root, 'mods/hundred-days-grand-battery'), 'wordy', (code) =>
      code.replace('  hooks: {\n', '  hooks: {\n    combatModifier: (next, side, combat, state) => `${next(side, combat, state)}`,\n'),
    );
    const manifest = path.join(folder, 'mod.json');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"id": "hundred-days-grand-battery"', '"id": "hundred-days-wordy"'));
    return (wordy = folder);
  };

  test.each(['sandbox', 'native'])(
    "is a rules-error at the house rule's own line, not a different game (%s)",
    async (engine) => {
      const folder = wordyMod();
      const played = await run([
        'play',
        'hundred-days-campaign',
        '--seed',
        '7',
        '--house-rule',
        'hundred-days-wordy',
        '--mods',
        path.dirname(folder),
        '--engine',
        engine,
        '--json',
      ]);
      expect(played.code).toBe(1);
      const report = JSON.parse(played.out) as { error?: { code: string; message: string; location?: { file: string; line: number } } };
      expect(report.error?.code).toBe('rules-error');
      expect(report.error?.message).toContain(
        'house rule hundred-days-wordy: its `combatModifier` returned "0", but the ruleset\'s `combatModifier` returns a number',
      );
      expect(report.error?.location).toMatchObject({ file: expect.stringMatching(/wordy\/hundred-days-grand-battery\/src\/index\.ts$/), line: 22 });
    },
    120_000,
  );
});
