import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '../main';
import { findWorkspaceRoot } from '../workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));
const scratch = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-init-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function run(args: string[], cwd = scratch) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, cwd);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('kriegsspiel init', () => {
  test('a ruleset skeleton is a small game that check, test and play pass', async () => {
    const made = await run(['init', 'ruleset', 'village-race']);
    expect(made.code).toBe(0);
    expect(made.out).toContain('created village-race/src/index.ts');
    expect(made.out).toContain('created village-race/tests/village-race.test.json');
    const manifest = JSON.parse(readFileSync(path.join(scratch, 'village-race/mod.json'), 'utf8')) as { $schema: string; hooks: { name: string }[] };
    // The schema is named from the mod's folder, so that an editor finds it.
    expect(existsSync(path.resolve(scratch, 'village-race', manifest.$schema))).toBe(true);
    expect(manifest.hooks.map((h) => h.name)).toEqual(['movementAllowance']);

    expect(await run(['check', 'village-race'])).toMatchObject({ code: 0, err: '1 mod with code type-checked: 0 errors' });
    const tested = await run(['test', 'village-race']);
    expect(tested.out).toContain('1 passed, 0 failed');
    const played = await run(['play', 'village-race', '--mods', '.', '--seed', '3']);
    expect(played.out).toMatch(/red won|blue won|draw/);
    expect(played.code).toBe(0);
  }, 120_000);

  test('a house rule of that ruleset wraps its hook, typed by its Hooks', async () => {
    const made = await run(['init', 'house-rule', 'forced-march', '--ruleset', 'village-race', '--mods', '.']);
    expect(made.code).toBe(0);
    const code = readFileSync(path.join(scratch, 'forced-march/src/index.ts'), 'utf8');
    expect(code).toContain("import type { Hooks } from '@mods/village-race';");
    expect(code).toContain('movementAllowance: (next, ...args) => {');
    const test = JSON.parse(readFileSync(path.join(scratch, 'forced-march/tests/forced-march.test.json'), 'utf8')) as { scenario: string; mods: unknown };
    expect(test).toMatchObject({ scenario: 'village-race', mods: [{ mod: 'forced-march' }] });
    expect((await run(['test', 'forced-march', '--mods', '.'])).out).toContain('1 passed, 0 failed');
  }, 120_000);

  test('a mistake in the call says what to do', async () => {
    expect(await run(['init', 'scenario', 'x'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('`init house-rule <id> --ruleset <id>` or `init ruleset <id>`'),
    });
    expect((await run(['init', 'ruleset', 'Big Game'])).err).toContain('`Big Game` is not an id: use lower-case letters, digits and dashes');
    expect((await run(['init', 'ruleset', 'village-race'])).err).toContain('village-race exists already');
    expect((await run(['init', 'house-rule', 'x'])).err).toContain('name it with --ruleset <id>');
    expect((await run(['init', 'house-rule', 'x', '--ruleset', 'hundred-days'], root)).err).toContain(
      'there is no ruleset `hundred-days` here; the rulesets are hundred-days-arclight',
    );
    expect((await run(['init', 'house-rule', 'x', '--ruleset', 'village-race', '--hook', 'speed', '--mods', '.'])).err).toContain(
      '`village-race` has no hook `speed`; its hooks are movementAllowance',
    );
    expect(existsSync(path.join(scratch, 'x'))).toBe(false);
  }, 120_000);
});
