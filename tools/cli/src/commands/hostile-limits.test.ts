// Hostile rulesets against the host's own limits: a log that would grow the host without
// end, and manifests that grant themselves more than the user allows.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { GameReport } from '@kriegsspiel/engine';
import { describe, expect, test } from 'vitest';
import { main } from '../main';
import { findWorkspaceRoot } from '../workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));
const mods = ['--mods', 'tools/cli/test-fixtures/mods', '--mods', 'tools/cli/test-fixtures/hostile'];

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main([...args, ...mods], { out: (l) => out.push(l), err: (l) => err.push(l) }, root);
  return { code, out, err, text: out.join('\n') };
}

/** `kriegsspiel play … --json` in a process of its own whose heap is capped at 256 MB: a host that keeps what it should not dies of it. */
function playCapped(args: string[]) {
  const child = spawnSync(process.execPath, ['--max-old-space-size=256', 'tools/cli/bin/kriegsspiel.js', 'play', ...args, ...mods, '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 240_000,
  });
  expect(child.signal, child.stderr.slice(-2000)).toBeNull();
  return { status: child.status, report: JSON.parse(child.stdout) as GameReport };
}

describe('a ruleset that floods the log', () => {
  // `ismcts` bots play through the host's loop, which keeps the log for the players.
  test('fails as the rules, at its own line, and the host stays within its heap', () => {
    const { status, report } = playCapped(['hostile-flood', '--bots', 'ismcts:1']);
    expect(status).toBe(1);
    expect(report).toMatchObject({ outcome: 'error', actions: 0, error: { code: 'rules-error', reason: 'thrown' } });
    expect(report.error?.message).toMatch(/^LogLimitError: ctx\.log: this action's log passed 100000 characters/);
    expect(report.error?.location).toMatchObject({ file: 'tools/cli/test-fixtures/hostile/hostile-flood/src/index.ts', line: 14 });
  }, 250_000);

  test("under the limit of an action but over that of a game, fails as the rules naming the mod, the same in the guest's playout and the host's loop", async () => {
    const { status, report } = playCapped(['hostile-drip', '--bots', 'ismcts:1']);
    expect(status).toBe(1);
    expect(report).toMatchObject({ outcome: 'error', actions: 111, error: { code: 'rules-error', reason: 'log-limit' } });
    expect(report.error?.message).toMatch(/^the rules of `hostile-flood` logged 10080000 characters in this game, more than the 10000000/);
    const random = JSON.parse((await run(['play', 'hostile-drip', '--json'])).text) as GameReport;
    expect(random).toMatchObject({ outcome: 'error', actions: 111, error: { code: 'rules-error', reason: 'log-limit' } });
  }, 250_000);

  test('in simulate, every game is counted as an error of the rules, not of the host', async () => {
    const result = await run(['simulate', 'hostile-flood', '--games', '2', '--workers', '1', '--json']);
    const data = JSON.parse(result.text) as { errors: number; firstErrors: { code: string; message: string }[] };
    expect(result.code).toBe(1);
    expect(data.errors).toBe(2);
    expect(data.firstErrors.map((e) => e.code)).toEqual(['rules-error', 'rules-error']);
  });
});

describe("limits a mod asks for beyond the user's ceiling", () => {
  test('are refused at load, naming the mod, the field, the ceiling and how to allow them', async () => {
    const memory = await run(['play', 'hostile-greed']);
    expect(memory.code).toBe(1);
    expect(memory.err.join('\n')).toMatch(
      /^cannot play `hostile-greed`: mod `hostile-greed` asks for limits\.memoryMb 1024 MB \(.*hostile-greed\/mod\.json \/limits\/memoryMb\), above the ceiling of 256 MB set for this run; if you trust it, allow it with `--max-memory-mb 1024`/,
    );
    const clock = await run(['simulate', 'hostile-greed-clock', '--games', '1']);
    expect(clock.code).toBe(1);
    expect(clock.err.join('\n')).toMatch(/limits\.wallClockMs 600000 ms .*above the ceiling of 30000 ms.*`--max-wall-clock-ms 600000`/);
  });

  test('are granted when the user raises the ceiling', async () => {
    expect((await run(['play', 'hostile-greed', '--max-memory-mb', '1024'])).code).toBe(0);
    expect((await run(['play', 'hostile-greed-clock', '--max-wall-clock-ms', '600000'])).code).toBe(0);
    // A lower ceiling refuses what the defaults allow.
    const lowered = await run(['play', 'outpost-skirmish', '--max-wall-clock-ms', '1000']);
    expect(lowered.err.join('\n')).toMatch(/mod `outpost` asks for limits\.wallClockMs 5000 ms/);
  });

  test('in scenario tests too: refused at the test, passing once allowed', async () => {
    const folder = 'tools/cli/test-fixtures/hostile/hostile-greed';
    const refused = await run(['test', folder]);
    expect(refused.code).toBe(1);
    expect(refused.text).toMatch(/asks-too-much\.test\.json:\d+:\d+ .*above the ceiling of 256 MB/);
    expect((await run(['test', folder, '--max-memory-mb', '1024'])).text).toContain('1 passed, 0 failed');
  });

  test('a ceiling that is not a whole number in bounds is a usage error', async () => {
    expect((await run(['play', 'hostile-greed', '--max-memory-mb', 'lots'])).code).toBe(2);
    expect((await run(['play', 'hostile-greed', '--max-memory-mb', '4096'])).code).toBe(2);
  });
});
