// Paths inside a mod or a workspace, and how a mod's imports resolve: one policy for the
// sandbox's bundler, native mode's bundler, the studio's reference checks and the workspace
// server. Paths are POSIX (`/`), relative to a root, and may never climb above it. Pure: no
// Node, no file system — callers say which files exist.

/** The one package a mod may import besides its own files. */
export const RULES_SDK_MODULE = '@kriegsspiel/rules-sdk';

/** Normalises a relative POSIX path (drops `.` and empty segments, applies `..`); `undefined` when it climbs above the root. */
export function normalizePath(path: string): string | undefined {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else {
      parts.push(part);
    }
  }
  return parts.join('/');
}

/** True for a non-empty relative POSIX path already in normal form (`src/rules.ts`; not `./a`, `a//b`, `/a`, `a\b`). */
export function isNormalPath(path: string): boolean {
  return path !== '' && !path.includes('\\') && !path.startsWith('/') && normalizePath(path) === path;
}

/** The folder of a file's path (`src/a.ts` → `src`; `a.ts` → ``). */
export function folderOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash < 0 ? '' : file.slice(0, slash);
}

/** Resolves `relative` against the folder of `fromFile`; `undefined` when it climbs above the root. */
export function resolvePath(fromFile: string, relative: string): string | undefined {
  return normalizePath(`${folderOf(fromFile)}/${relative}`);
}

/** The endings tried, in order, when an import names a mod file without its own (`./combat` → `combat.ts`). */
export const MOD_IMPORT_SUFFIXES: readonly string[] = ['', '.ts', '.mts', '.js', '.mjs', '.json', '/index.ts', '/index.mts', '/index.js', '/index.mjs'];

/** Where a mod's import leads: the rules SDK, one of the mod's files, or nowhere, with a sentence saying why. */
export type ModImport = { readonly kind: 'sdk' } | { readonly kind: 'file'; readonly path: string } | { readonly kind: 'refused'; readonly message: string };

/** How a mod names another mod whose types it imports: `@mods/<id>` (a house rule, its ruleset's). */
export const MOD_TYPES_PREFIX = '@mods/';

/**
 * Why an import outside the mod is refused, and what to write instead. Type-only imports
 * (`import type { … } from '@mods/<id>'`) are erased when the mod is bundled, so they never
 * reach the resolver; a value import of another mod does, and is refused: its code would run
 * twice, outside the hooks a house rule wraps.
 */
export function importRefusal(specifier: string): string {
  if (specifier.startsWith(MOD_TYPES_PREFIX)) {
    return `Import "${specifier}" brings in another mod's code, which a mod may not do: import only its types (\`import type { … } from "${specifier}"\`); a house rule reaches the ruleset's rules through the \`next\` its hooks receive`;
  }
  return `Import "${specifier}" is not allowed: a mod may import only its own files (relative paths inside the mod), "${RULES_SDK_MODULE}", and the types of another mod (\`import type { … } from "${MOD_TYPES_PREFIX}<id>"\`)`;
}

const refusal = importRefusal;

/**
 * Resolves an import in a mod file (`importer`, a path inside the mod) to one of the mod's
 * files (`hasFile` says which exist) or the rules SDK. Anything else is refused: a bare
 * package (`fs`), a URL, an absolute path, or a relative path that leaves the mod's folder.
 * TypeScript's ESM habit is honoured: `./combat.js` names `combat.ts` when that exists.
 */
export function resolveModImport(hasFile: (path: string) => boolean, importer: string, specifier: string): ModImport {
  if (specifier === RULES_SDK_MODULE) return { kind: 'sdk' };
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return { kind: 'refused', message: refusal(specifier) };
  const target = resolvePath(importer, specifier);
  if (target === undefined) return { kind: 'refused', message: `${refusal(specifier)}; it leads outside the mod` };
  const candidates = MOD_IMPORT_SUFFIXES.map((suffix) => target + suffix);
  if (target.endsWith('.js')) candidates.splice(1, 0, `${target.slice(0, -3)}.ts`);
  if (target.endsWith('.mjs')) candidates.splice(1, 0, `${target.slice(0, -4)}.mts`);
  const found = candidates.find((candidate) => candidate !== '' && hasFile(candidate));
  if (found === undefined) return { kind: 'refused', message: `Cannot find "${specifier}" among the mod's files (imported from ${importer})` };
  return { kind: 'file', path: found };
}

/**
 * Why a manifest's `entry` cannot name the mod's rules module, or `undefined` when it can. The
 * host reads every source file under the entry's folder, so the entry must be a relative POSIX
 * path that stays inside the mod's folder (`src/index.ts`); this is checked before anything is read.
 */
export function entryRefusal(entry: string): string | undefined {
  const shown = JSON.stringify(entry);
  const fix = 'name a module inside the mod, relative to mod.json, for example "src/index.ts"';
  if (entry.includes('\\')) return `the entry ${shown} uses "\\": write the path with "/"; ${fix}`;
  if (entry.startsWith('/') || /^[A-Za-z]:/.test(entry)) return `the entry ${shown} is an absolute path; ${fix}`;
  const normal = normalizePath(entry);
  if (normal === undefined) return `the entry ${shown} leads outside the mod's folder, whose files are all the rules may use; ${fix}`;
  if (normal === '') return `the entry ${shown} names no file; ${fix}`;
  return undefined;
}
