/**
 * Bundles a mod's files into one ES module with esbuild, at load time.
 * Imports resolve by formats' `resolveModImport`, as in native mode (runner's hosts).
 *
 * The mod's files never touch the file system: they live in esbuild's virtual
 * `mod` namespace. A mod may import its own files (relative paths that stay
 * inside the mod) and `@kriegsspiel/rules-sdk`, which stays an import and is
 * served inside the VM. Type-only imports (a house rule's `import type { … } from
 * '@mods/<ruleset>'`) are erased before resolving. Every other import (`fs`, `node:fs`,
 * `https://…`, a bare package name, a value from `@mods/…`, `../../outside`) fails the
 * load with a {@link LoadError} naming it.
 *
 * Bundles are kept per process by a digest of the files and the entry, so loading the
 * same mod again (a fresh sandbox per game, a restart after a fatal error) does not run
 * esbuild again; the bundle is only text, every load still evaluates it in a new realm.
 */
import { createHash } from 'node:crypto';
import { build, type Message, type Plugin } from 'esbuild';
import { isNormalPath, resolveModImport } from '@kriegsspiel/formats/mod-paths';
import { bundledModOf, type BundledMod, type ModSource, type PreparedMod } from './bundled-mod';
import { LoadError, type SourceLocation } from './errors';
import { MOD_MODULE_NAME, SDK_MODULE_NAME } from './guest/prelude';
import type { RawSourceMap } from './source-map';
import { markThrowSites } from './throw-sites';

const LOADERS: Readonly<Record<string, 'ts' | 'js' | 'json'>> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.js': 'js',
  '.mjs': 'js',
  '.json': 'json',
};
const NAMESPACE = 'mod';
const ENTRY_PREFIX = 'kriegsspiel-mod-entry:';
const MAX_REPORTED_ERRORS = 5;

function extensionOf(path: string): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash ? path.slice(dot) : '';
}

/** Checks the shape of a mod's file map; throws a LoadError (reason `spec`). */
export function checkModSource(source: ModSource): void {
  const fail = (message: string): never => {
    throw new LoadError({ message, reason: 'spec', phase: 'load' });
  };
  if (typeof source !== 'object' || source === null) fail('A mod needs files and an entry');
  if (typeof source.files !== 'object' || source.files === null) fail('A mod needs a files object');
  for (const [path, contents] of Object.entries(source.files)) {
    if (typeof contents !== 'string') fail(`The contents of ${JSON.stringify(path)} are not a string`);
    if (!isNormalPath(path)) {
      fail(`Mod file paths must be normalised relative POSIX paths, got ${JSON.stringify(path)}`);
    }
    if (!(extensionOf(path) in LOADERS)) fail(`Unsupported file type: ${JSON.stringify(path)} (use .ts, .mts, .js, .mjs or .json)`);
  }
  if (typeof source.entry !== 'string' || !Object.hasOwn(source.files, source.entry)) {
    fail(`The entry ${JSON.stringify(source.entry)} is not one of the mod's files`);
  }
}

function modPlugin(files: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'kriegsspiel-mod',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') {
          // The entry is named with a prefix so that esbuild never matches it against the real file system.
          const path = args.path.replace(/^(\.\/)?/, '');
          return { path: path.startsWith(ENTRY_PREFIX) ? path.slice(ENTRY_PREFIX.length) : path, namespace: NAMESPACE };
        }
        const resolved = resolveModImport((path) => Object.hasOwn(files, path), args.importer, args.path);
        if (resolved.kind === 'sdk') return { path: SDK_MODULE_NAME, external: true };
        if (resolved.kind === 'refused') return { errors: [{ text: resolved.message }] };
        return { path: resolved.path, namespace: NAMESPACE };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const contents = files[args.path];
        const loader = LOADERS[extensionOf(args.path)];
        if (contents === undefined || loader === undefined) return { errors: [{ text: `Cannot load ${args.path}` }] };
        return { contents, loader };
      });
    },
  };
}

function locationOf(message: Message): SourceLocation | undefined {
  const location = message.location;
  if (!location) return undefined;
  const file = location.file.startsWith(`${NAMESPACE}:`) ? location.file.slice(NAMESPACE.length + 1) : location.file;
  return { file, line: location.line, column: location.column + 1 };
}

function describeMessage(message: Message): string {
  const location = locationOf(message);
  return location ? `${location.file}:${location.line}:${location.column}: ${message.text}` : message.text;
}

function isBuildFailure(error: unknown): error is { errors: Message[] } {
  return typeof error === 'object' && error !== null && Array.isArray((error as { errors?: unknown }).errors);
}

/** How many bundles a process keeps (most recently used first out last). */
const CACHED_BUNDLES = 32;
const bundles = new Map<string, Promise<{ prepared: PreparedMod; bundled: BundledMod }>>();

/** A digest of everything the bundle depends on: the entry and every file, by path. */
function sourceDigest(source: ModSource): string {
  const hash = createHash('sha256').update(source.entry).update('\0');
  for (const path of Object.keys(source.files).sort())
    hash
      .update(path)
      .update('\0')
      .update(source.files[path] ?? '')
      .update('\0');
  return hash.digest('hex');
}

/** The bundle of a mod, from the cache or made now; failures are not kept. */
function cachedBundle(source: ModSource): Promise<{ prepared: PreparedMod; bundled: BundledMod }> {
  checkModSource(source);
  const key = sourceDigest(source);
  let entry = bundles.get(key);
  if (entry) {
    bundles.delete(key);
  } else {
    entry = buildMod(source).then((prepared) => ({ prepared, bundled: bundledModOf(prepared) }));
    entry.catch(() => bundles.delete(key));
  }
  bundles.set(key, entry);
  for (const oldest of bundles.keys()) {
    if (bundles.size <= CACHED_BUNDLES) break;
    bundles.delete(oldest);
  }
  return entry;
}

/** Bundles the mod; throws a {@link LoadError} (reason `bundle`) with the first error's file and line. */
export async function bundleMod(source: ModSource): Promise<BundledMod> {
  return (await cachedBundle(source)).bundled;
}

/**
 * Bundles the mod into plain data (the code and its source map) that can be sent
 * elsewhere to load — to a browser, whose sandbox has no esbuild. Throws like {@link bundleMod}.
 * The result is shared with later calls for the same files: it is frozen.
 */
export async function prepareMod(source: ModSource): Promise<PreparedMod> {
  return (await cachedBundle(source)).prepared;
}

async function buildMod(source: ModSource): Promise<PreparedMod> {
  let result;
  try {
    result = await build({
      entryPoints: [ENTRY_PREFIX + source.entry],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      mainFields: [],
      conditions: [],
      outfile: MOD_MODULE_NAME,
      sourcemap: 'external',
      sourcesContent: false,
      legalComments: 'none',
      logLevel: 'silent',
      tsconfigRaw: {},
      plugins: [modPlugin(source.files)],
    });
  } catch (error) {
    if (!isBuildFailure(error) || error.errors.length === 0) throw error;
    const first = error.errors[0] as Message;
    const shown = error.errors.slice(0, MAX_REPORTED_ERRORS).map(describeMessage);
    if (error.errors.length > MAX_REPORTED_ERRORS) shown.push(`… and ${error.errors.length - MAX_REPORTED_ERRORS} more`);
    const location = locationOf(first);
    throw new LoadError({
      message: shown.join('\n'),
      reason: 'bundle',
      phase: 'load',
      ...(location ? { location } : {}),
    });
  }
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'));
  const map = result.outputFiles.find((file) => file.path.endsWith('.js.map'));
  if (!js || !map) throw new Error('esbuild produced no bundle');
  const { version, sources, mappings: bundledMappings } = JSON.parse(map.text) as RawSourceMap;
  // Throws are marked so that a thrown null or Symbol is placed at its line (see throw-sites.ts).
  const { code, mappings } = markThrowSites(js.text.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n'), bundledMappings);
  return Object.freeze({ code, map: Object.freeze({ version, sources: Object.freeze(sources) as string[], mappings }) });
}
