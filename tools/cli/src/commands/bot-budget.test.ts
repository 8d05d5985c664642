import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { main } from '../main';
import { findWorkspaceRoot } from '../workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));
const fixtures = 'tools/cli/test-fixtures/mods';

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, root);
  return { code, text: out.join('\n'), errors: err.join('\n') };
}

describe("the search bots' budget on the command line", () => {
  test('--bot-ms gives them milliseconds a decision, --bot-iterations iterations', async () => {
    const timed = await run(['play', 'outpost-skirmish', '--bots', 'ismcts,random', '--bot-ms', '5', '--mods', fixtures, '--json']);
    expect(timed.code).toBe(0);
    const counted = await run(['simulate', 'outpost-skirmish', '--games', '2', '--bots', 'ismcts', '--bot-iterations', '3', '--mods', fixtures, '--json']);
    expect(counted.code).toBe(0);
    expect(JSON.parse(counted.text)).toMatchObject({ bots: { red: 'ismcts:3', blue: 'ismcts:3' } });
  }, 60_000);

  test('one budget at a time, a whole number of milliseconds', async () => {
    const both = await run(['play', 'outpost-skirmish', '--bots', 'ismcts', '--bot-ms', '5', '--bot-iterations', '3', '--mods', fixtures]);
    expect(both.code).toBe(2);
    expect(both.errors).toMatch(/--bot-iterations or --bot-ms, not both/);
    const zero = await run(['play', 'outpost-skirmish', '--bots', 'ismcts', '--bot-ms', '0', '--mods', fixtures]);
    expect(zero.code).toBe(2);
    expect(zero.errors).toMatch(/--bot-ms takes a whole number from 1/);
  });
});
