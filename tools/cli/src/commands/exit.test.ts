// The command line ends when its work is done: sandboxes kept for the next load (idle
// worker threads) must never keep the process running after the last game.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';
import { findWorkspaceRoot } from '../workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));

test('play exits by itself once the game is over, its sandbox disposed', () => {
  // A generous limit: a process kept alive by an idle worker would never end at all.
  const child = spawnSync(
    process.execPath,
    ['tools/cli/bin/kriegsspiel.js', 'play', 'outpost-skirmish', '--seed', '1', '--json', '--mods', 'tools/cli/test-fixtures/mods'],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  expect(child.signal, 'the process had to be killed: something kept it running').toBeNull();
  expect(child.status, child.stderr).toBe(0);
  expect(JSON.parse(child.stdout)).toMatchObject({ outcome: expect.any(String) });
}, 150_000);
