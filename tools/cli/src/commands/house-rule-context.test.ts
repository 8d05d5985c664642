// A house rule's wrapper with its context (options and a log marked with its name), in the
// sandbox: its lines in `play --trace`, its calls counted by `simulate --compare`.
import path from 'node:path';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main } from '../main';
import { findWorkspaceRoot } from '../workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));
const fixtures = 'tools/cli/test-fixtures/mods';

// Outpost's attackers gain the `surprise` option, read from the context, and the log says so.
const manifest = {
  $schema: '../../schemas/mod.schema.json',
  id: 'outpost-surprise',
  name: 'Surprise (a house rule that logs from its wrapper)',
  version: '0.1.0',
  kind: 'house-rule',
  description: 'Every attack gains the surprise bonus, and the log says so.',
  extends: { mod: 'outpost', version: '^0.1.0' },
  entry: 'src/index.ts',
  license: 'MIT',
  hooks: [{ name: 'attackStrength', description: 'Adds the surprise bonus to the attacker.' }],
  options: { type: 'object', properties: { surprise: { type: 'integer', minimum: 0, default: 0, description: 'What surprise adds to an attack.' } } },
};
const source = `import { defineHouseRule, hookContext } from '@kriegsspiel/rules-sdk';

type Hooks = { attackStrength: (unit: { strength: number }, options: Record<string, unknown>) => number };

export default defineHouseRule<Hooks>({
  hooks: {
    attackStrength: (next, unit, options) => {
      const ctx = hookContext();
      const bonus = Number(ctx.options['surprise'] ?? 0);
      if (bonus > 0) ctx.log(\`\${ctx.hook}: surprise adds \${bonus}\`);
      return next(unit, options) + bonus;
    },
  },
});
`;

let mods: string;
beforeAll(() => {
  mods = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-hook-context-'));
  mkdirSync(path.join(mods, 'outpost-surprise', 'src'), { recursive: true });
  writeFileSync(path.join(mods, 'outpost-surprise', 'mod.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(path.join(mods, 'outpost-surprise', 'src', 'index.ts'), source);
});
afterAll(() => rmSync(mods, { recursive: true, force: true }));

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main([...args, '--mods', fixtures, '--mods', mods], { out: (l) => out.push(l), err: (l) => err.push(l) }, root);
  return { code, out, err, text: out.join('\n') };
}

describe("a house rule's context", () => {
  test('play --trace shows each action and its log, the house rule’s lines marked with its name, and plays the same game', async () => {
    const game = ['play', 'outpost-skirmish', '--seed', '3', '--house-rule', 'outpost-surprise', '--option', 'surprise=2'];
    const traced = await run([...game, '--trace']);
    const plain = await run(game);
    expect(traced.code, traced.err.join('\n')).toBe(0);
    expect(traced.out[0]).toBe(plain.out[0]);
    expect(traced.out[1]).toBe('set-up');
    expect(traced.out).toContain('1. red {"type":"move","unit":"red-2","to":"0104"}');
    // The attack's lines: the house rule's first, as its wrapper ran before the rules logged the outcome.
    const attack = traced.out.findIndex((l) => /^\d+\. red \{"type":"attack"/.test(l));
    expect(traced.out[attack + 1]).toBe('     [outpost-surprise] attackStrength: surprise adds 2');
    expect(traced.out[attack + 2]).toMatch(/attacks blue-2/);
    expect(traced.out.slice(-2)).toEqual(plain.out.slice(-2));
    // In --json the trace is a list of the actions with their log lines.
    const json = JSON.parse((await run([...game, '--trace', '--json'])).text) as {
      hash: string;
      trace: { step: number; role?: string; log: { text: string }[] }[];
    };
    expect(json.hash).toBe(plain.out.at(-1)?.replace('final state hash ', ''));
    expect(json.trace[0]).toMatchObject({ step: 0, log: [{ text: expect.stringContaining('The skirmish begins') }] });
    expect(json.trace.flatMap((t) => t.log.map((l) => l.text))).toContain('[outpost-surprise] attackStrength: surprise adds 2');
  });

  test('simulate --compare counts how often each wrapped hook was called and changed the result', async () => {
    const compare = (surprise: number, ...more: string[]) =>
      run([
        'simulate',
        'outpost-skirmish',
        '--games',
        '8',
        '--workers',
        '2',
        '--compare',
        '--house-rule',
        'outpost-surprise',
        '--option',
        `surprise=${surprise}`,
        ...more,
      ]);
    const idle = await compare(0);
    expect(idle.code).toBe(0);
    expect(idle.out).toContain('  with outpost-surprise: each wrapped hook in 8 games');
    const [, calls] = /^ {4}outpost-surprise attackStrength +(\d+) calls, changed the result 0 times \(0\.0%\)$/m.exec(idle.text) ?? [];
    expect(Number(calls)).toBeGreaterThan(0);
    const json = JSON.parse((await compare(2, '--json')).text) as {
      variants: { label: string; hooks?: Record<string, Record<string, { calls: number; changed: number }>> }[];
    };
    expect(json.variants[0]?.hooks).toBeUndefined();
    const counted = json.variants[1]?.hooks?.['outpost-surprise']?.['attackStrength'];
    // A bonus of two changes every attack's strength.
    expect(counted?.calls).toBeGreaterThan(0);
    expect(counted?.changed).toBe(counted?.calls);
  });
});
