import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders never searched: installed packages, build output, tools' caches. */
const skipped = new Set(['node_modules', 'dist', '.git', '.nx', 'coverage', 'storybook-static']);

/** Every file below a folder (or the file itself) whose name passes `accept`, as absolute paths in a stable order. */
export function filesUnder(target: string, accept: (name: string) => boolean): string[] {
  const full = path.resolve(target);
  if (statSync(full).isFile()) return [full];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (skipped.has(entry.name)) continue;
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && accept(entry.name)) out.push(child);
    }
  };
  walk(full);
  return out;
}

/** Scenario tests are named `*.test.json`. */
export function isScenarioTestName(name: string): boolean {
  return name.endsWith('.test.json');
}

/** A path with forward slashes, as guest file names and messages use them. */
export function posixPath(file: string): string {
  return file.split(path.sep).join('/');
}
