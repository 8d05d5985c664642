// The one folder walker of the Node tools: the catalogue, program loading, the command line
// and the workspace server all list files through `filesUnder`, so they skip the same
// folders, see files in the same order and never follow a link out of the folder walked.
import { readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders never searched: installed packages, build output, tools' caches. */
export const skippedFolders: ReadonlySet<string> = new Set(['node_modules', 'dist', '.git', '.nx', 'coverage', 'storybook-static']);

/** How {@link filesUnder} walks, besides which names it keeps. */
export interface WalkOptions {
  /** Skips every file and folder whose name starts with a dot (the workspace server: temporary files of its writes). */
  readonly skipHidden?: boolean;
  /** Stops after this many files, so a runaway folder cannot stall a listing. */
  readonly limit?: number;
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Every file below a folder (or the file itself) whose name passes `accept`, as absolute
 * paths in a stable order (by name, code point by code point, folders where they sort).
 * A symbolic link counts when it leads to a file inside the folder walked; links to
 * folders are not followed (no cycles) and links that lead out are left out.
 */
export function filesUnder(target: string, accept: (name: string) => boolean = () => true, options: WalkOptions = {}): string[] {
  const full = path.resolve(target);
  if (statSync(full).isFile()) return [full];
  const root = realpathSync(full);
  const inside = (real: string) => real === root || real.startsWith(root + path.sep);
  const limit = options.limit ?? Infinity;
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // A folder that cannot be read (removed meanwhile, no permission) has nothing to list.
    }
    for (const entry of entries.sort(byName)) {
      if (out.length >= limit) return;
      if (skippedFolders.has(entry.name) || (options.skipHidden && entry.name.startsWith('.'))) continue;
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (accept(entry.name) && (entry.isFile() || (entry.isSymbolicLink() && isFileInside(child, inside)))) out.push(child);
    }
  };
  walk(full);
  return out;
}

function isFileInside(link: string, inside: (real: string) => boolean): boolean {
  try {
    const real = realpathSync(link);
    return inside(real) && statSync(real).isFile();
  } catch {
    return false; // A dangling link.
  }
}

/** Scenario tests are named `*.test.json`. */
export function isScenarioTestName(name: string): boolean {
  return name.endsWith('.test.json');
}

/** A path with forward slashes, as guest file names and messages use them. */
export function posixPath(file: string): string {
  return file.split(path.sep).join('/');
}
