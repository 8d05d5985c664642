// The Node side of the browser tests: what a test asks the test runner to do for it, as the
// workspace server and the command line do for the studio. The browser cannot bundle a
// mod or run `kriegsspiel simulate`; these commands can (see `src/test-support/rules.ts`).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import type { BrowserCommand } from 'vitest/node';
// The test runner's Node side builds games as the studio's server does.
// eslint-disable-next-line @nx/enforce-module-boundaries
import type * as WorkspaceServer from '@kriegsspiel/workspace-server';

const repo = fileURLToPath(new URL('../..', import.meta.url));
/** The folders served, as the studio serves them with `--mods mods --mods tools/cli/test-fixtures/mods`. */
const modFolders = [path.join(repo, 'mods'), path.join(repo, 'tools/cli/test-fixtures/mods')];

/** The tests served: the same folders, and the command line's failing tests as `failing`. */
const testFolders = [...modFolders, path.join(repo, 'tools/cli/test-fixtures/failing')];

let games: Promise<WorkspaceServer.WorkspaceGames> | undefined;
let tests: Promise<WorkspaceServer.WorkspaceTests> | undefined;

/** The server's games, loaded through tsx: Vite loads this configuration without a TypeScript loader for the packages it imports. */
function workspaceGames(): Promise<WorkspaceServer.WorkspaceGames> {
  games ??= (async () => {
    const server = (await tsImport('@kriegsspiel/workspace-server', import.meta.url)) as typeof WorkspaceServer;
    return new server.WorkspaceGames(new server.WorkspaceRoots(server.nameRoots(modFolders)));
  })();
  return games;
}

/** The server's tests, as `workspaceGames`. */
function workspaceTests(): Promise<WorkspaceServer.WorkspaceTests> {
  tests ??= (async () => {
    const server = (await tsImport('@kriegsspiel/workspace-server', import.meta.url)) as typeof WorkspaceServer;
    return new server.WorkspaceTests(new server.WorkspaceRoots(server.nameRoots(testFolders)));
  })();
  return tests;
}

/** The answer of `GET /api/tests?mod=…`. */
const listTests: BrowserCommand<[mod?: string]> = async (_context, mod) => (await workspaceTests()).list(mod);

/** The answer of `POST /api/tests/prepare` for these workspace paths (`mods/…`, `mods-2/…`, `failing/…`). */
const prepareTests: BrowserCommand<[paths: string[]]> = async (_context, paths) => (await workspaceTests()).prepare(paths);

/** The workspace path's file, relative to the repository (as the command line names it). */
const repoPathOf = (workspacePath: string) =>
  workspacePath.replace(/^mods-2\//, 'tools/cli/test-fixtures/mods/').replace(/^failing\//, 'tools/cli/test-fixtures/failing/');

/** `npx kriegsspiel test <files> --mods tools/cli/test-fixtures/mods --json` for these workspace paths: its JSON. */
const cliTests: BrowserCommand<[paths: string[]]> = async (_context, paths) => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(repo, 'tools/cli/bin/kriegsspiel.js'), 'test', ...paths.map(repoPathOf), '--mods', 'tools/cli/test-fixtures/mods', '--json'],
    { cwd: repo, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as unknown;
};

/** A scenario made ready to play, or why it cannot be (the answer of `GET /api/game`). */
const portableGame: BrowserCommand<[scenario: string, houseRules?: string[]]> = async (
  _context,
  scenario,
  houseRules = [],
): Promise<WorkspaceServer.GameAnswer> => (await workspaceGames()).game({ scenario, houseRules });

/** `npx kriegsspiel simulate <scenario> --games N --seed S [--bots a,b] [more…] --json` over the fixture mods: its JSON. */
const simulate: BrowserCommand<[scenario: string, games: number, seed: number, bots?: string[] | null, more?: string[]]> = async (
  _context,
  scenario,
  count,
  seed,
  bots,
  more,
) => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(repo, 'tools/cli/bin/kriegsspiel.js'),
      'simulate',
      scenario,
      '--mods',
      'tools/cli/test-fixtures/mods',
      '--games',
      String(count),
      '--seed',
      String(seed),
      ...(bots?.length ? ['--bots', bots.join(',')] : []),
      ...(more ?? []),
      '--json',
    ],
    { cwd: repo, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as unknown;
};

/** `npx kriegsspiel test <file> --json` of a scenario test's text (written to a temporary file), over mods/ and the fixture mods. */
const cliTest: BrowserCommand<[text: string]> = async (_context, text) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ks-recorded-'));
  try {
    const file = path.join(dir, 'recorded.test.json');
    await writeFile(file, text);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(repo, 'tools/cli/bin/kriegsspiel.js'), 'test', file, '--mods', 'mods', '--mods', 'tools/cli/test-fixtures/mods', '--json'],
      {
        cwd: repo,
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return JSON.parse(stdout) as unknown;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

let server: Promise<typeof WorkspaceServer> | undefined;

/** The rules SDK's declarations and the rulesets' types, as `GET /api/types` answers over the served folders (by the server's own module). */
const typeLibraries: BrowserCommand<[]> = async (): Promise<WorkspaceServer.TypeLibrary[]> => {
  server ??= tsImport('@kriegsspiel/workspace-server', import.meta.url) as Promise<typeof WorkspaceServer>;
  const s = await server;
  return s.workspaceTypeLibraries(new s.WorkspaceFiles(new s.WorkspaceRoots(s.nameRoots(modFolders))));
};

export const rulesCommands = { portableGame, simulate, listTests, prepareTests, cliTests, cliTest, typeLibraries };
