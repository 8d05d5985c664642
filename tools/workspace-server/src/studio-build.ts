// `npm start` serves the built studio, never Vite's dev server: it builds `apps/studio/dist`
// when it is missing or older than the sources the page is made from (the studio's own, the
// libraries' and the schemas), so `npm ci && npm start` works with no other step.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '@kriegsspiel/runner';

/** Where the studio's sources and its build are, from the repository's root. */
export function studioPaths(repo: string): { root: string; dist: string } {
  const root = path.join(repo, 'apps', 'studio');
  return { root, dist: path.join(root, 'dist') };
}

/** The newest source file the page is built from, or undefined when there is none. */
function newestSource(repo: string): { file: string; mtimeMs: number } | undefined {
  const { root } = studioPaths(repo);
  const inputs = [root, path.join(repo, 'libs'), path.join(repo, 'schemas'), path.join(repo, 'package-lock.json')].filter((p) => existsSync(p));
  let newest: { file: string; mtimeMs: number } | undefined;
  for (const input of inputs) {
    for (const file of filesUnder(input)) {
      const mtimeMs = statSync(file).mtimeMs;
      if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
    }
  }
  return newest;
}

/** Why the studio must be built before it is served, or undefined when its build is current. */
export function studioBuildReason(repo: string): string | undefined {
  const page = path.join(studioPaths(repo).dist, 'index.html');
  if (!existsSync(page)) return 'it is not built yet';
  const built = statSync(page).mtimeMs;
  const newest = newestSource(repo);
  return newest && newest.mtimeMs > built ? `${path.relative(repo, newest.file)} changed since it was built` : undefined;
}

/** Builds the studio when it is missing or stale; answers the folder to serve. */
export async function ensureStudioBuilt(repo: string, log: (message: string) => void): Promise<string> {
  const { root, dist } = studioPaths(repo);
  const reason = studioBuildReason(repo);
  if (reason === undefined) return dist;
  log(`Building the studio (${reason}); this takes about half a minute…`);
  const { build } = await import('vite');
  // Rolldown's advice on profiling its plugins is for the studio's developers, not for `npm start`.
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { rolldownOptions: { checks: { bundlerTimings: false } } } });
  return dist;
}
