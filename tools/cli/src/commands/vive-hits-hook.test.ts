// Vive l'Empereur's one hook, `hits`, as a house rule sees it: every fire and shock asks it,
// so a house rule that wraps it changes what fire does (it once went round the hook).
import path from 'node:path';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main } from '../main';
import { findWorkspaceRoot } from '../workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));

const manifest = {
  $schema: '../../schemas/mod.schema.json',
  id: 'vive-blank-powder',
  name: 'Blank powder (every shot misses)',
  version: '0.1.0',
  kind: 'house-rule',
  description: 'No fire or shock scores a hit, and the log says what the rules would have scored.',
  extends: { mod: 'vive-lempereur', version: '^0.1.0' },
  entry: 'src/index.ts',
  license: 'MIT',
  hooks: [{ name: 'hits', description: 'Always 0.' }],
};
const source = `import { defineHouseRule, hookContext } from '@kriegsspiel/rules-sdk';
import type { Hooks } from '@mods/vive-lempereur';

export default defineHouseRule<Hooks>({
  hooks: {
    hits: (next, value, roll) => {
      hookContext().log(\`value \${value}, d10 \${roll}: \${next(value, roll)} hits, none taken\`);
      return 0;
    },
  },
});
`;

let mods: string;
beforeAll(() => {
  mods = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-vive-hits-'));
  mkdirSync(path.join(mods, 'vive-blank-powder', 'src'), { recursive: true });
  writeFileSync(path.join(mods, 'vive-blank-powder', 'mod.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(path.join(mods, 'vive-blank-powder', 'src', 'index.ts'), source);
});
afterAll(() => rmSync(mods, { recursive: true, force: true }));

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main([...args, '--mods', 'mods', '--mods', mods], { out: (l) => out.push(l), err: (l) => err.push(l) }, root);
  return { code, out, err };
}

describe("Vive l'Empereur's hits hook", () => {
  test('a house rule on `hits` is asked at every fire and decides the hits', async () => {
    const result = await run(['play', 'waterloo', '--seed', '2', '--max-actions', '800', '--house-rule', 'vive-blank-powder', '--trace']);
    expect(result.err.join('\n')).not.toMatch(/error/i);
    const asked = result.out.filter((l) => l.includes('[vive-blank-powder] value'));
    expect(asked.length).toBeGreaterThan(0);
    // Each fire's own line reports the hits the hook gave: none, whatever the die said.
    const fired = result.out.filter((l) => /(fires at|shocks) .*: fire value \d+ .*d10 \d+: \d+ hits?\.$/.test(l));
    expect(fired.length).toBe(asked.length);
    for (const line of fired) expect(line).toMatch(/: 0 hits\.$/);
  });
});
