import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readDocument, type LoadedDocument, type ReadResult } from '@kriegsspiel/formats';
import { filesUnder } from '@kriegsspiel/runner';

/** The repository root: the nearest folder upwards holding `nx.json`. */
export function findWorkspaceRoot(from = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'nx.json')) && existsSync(path.join(dir, 'mods'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
}

/**
 * The mod folders a command reads when it runs from the `kriegsspiel` package a modder installed
 * in a folder of their own: the rulesets the package carries (`@kriegsspiel/mods`), then the
 * current folder, whose mods come after them and so win over one of the same id. Run from the
 * workspace, or inside another workspace with a `mods/` of its own, none.
 */
export function packagedModFolders(cwd: string, root: string): string[] {
  let carried: string | undefined;
  try {
    carried = realpathSync(path.dirname(createRequire(import.meta.url).resolve('@kriegsspiel/mods/package.json')));
  } catch {
    return [];
  }
  if (existsSync(path.join(carried, '..', 'nx.json'))) return [];
  if (existsSync(path.join(root, 'nx.json')) && existsSync(path.join(root, 'mods'))) return [];
  return [carried, path.resolve(cwd)];
}

/** Every `.json` file below a folder (or the file itself), in a stable order (runner's one walker). */
export function jsonFilesUnder(target: string): string[] {
  return filesUnder(target, (name) => name.endsWith('.json'));
}

/** The id of the mod whose folder holds a file: the nearest `mod.json` upwards, below `stop`. */
function modIdOf(file: string, cache: Map<string, string | undefined>): string | undefined {
  let dir = path.dirname(path.resolve(file));
  const seen: string[] = [];
  for (;;) {
    if (cache.has(dir)) {
      const id = cache.get(dir);
      seen.forEach((d) => cache.set(d, id));
      return id;
    }
    seen.push(dir);
    const manifest = path.join(dir, 'mod.json');
    if (existsSync(manifest)) {
      let id: string | undefined;
      try {
        id = (JSON.parse(readFileSync(manifest, 'utf8')) as { id?: unknown }).id as string | undefined;
      } catch {
        id = undefined;
      }
      seen.forEach((d) => cache.set(d, typeof id === 'string' ? id : undefined));
      return typeof id === 'string' ? id : undefined;
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      seen.forEach((d) => cache.set(d, undefined));
      return undefined;
    }
    dir = parent;
  }
}

/** Reads files as documents; names in messages are relative to `cwd`. */
export function readFiles(files: string[], cwd: string): ReadResult[] {
  const mods = new Map<string, string | undefined>();
  return files.map((file) => {
    const shown = path.relative(cwd, file) || file;
    const text = readFileSync(file, 'utf8');
    return readDocument({ file: shown, text, mod: modIdOf(file, mods) });
  });
}

/** The folder of the mod that holds a file (the nearest folder upwards with a `mod.json`). */
export function modRootOf(file: string): string | undefined {
  let dir = path.dirname(path.resolve(file));
  for (;;) {
    if (existsSync(path.join(dir, 'mod.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Folders that hold mods: the workspace's `mods/` and any given with `--mods`. */
export function modFolders(root: string, extra: string[]): string[] {
  return [path.join(root, 'mods'), ...extra.map((d) => path.resolve(d))].filter((d) => existsSync(d));
}

/**
 * The documents of the mod folders, as context for checking references. A document the
 * user asked about replaces the context's document of the same kind and id, so an
 * edited copy of a file is checked as the file it stands for.
 */
export function contextDocuments(folders: string[], cwd: string, requested: LoadedDocument[], requestedFiles: Set<string>): LoadedDocument[] {
  const key = (d: LoadedDocument) => `${d.kind}:${String((d.value as { id?: string }).id ?? d.file)}`;
  const taken = new Set(requested.map(key));
  const files = new Set<string>();
  for (const folder of folders) for (const f of jsonFilesUnder(folder)) if (!requestedFiles.has(path.resolve(f))) files.add(path.resolve(f));
  const context: LoadedDocument[] = [];
  for (const result of readFiles([...files], cwd)) {
    if (result.doc && !taken.has(key(result.doc))) context.push(result.doc);
  }
  return context;
}
