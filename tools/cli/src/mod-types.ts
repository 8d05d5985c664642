// Type-checks a mod's rules code with the TypeScript compiler API, as the studio's code editor
// does in the page: against the rules SDK and, for a house rule, the ruleset it extends, whose
// types it imports by id (`import type { Hooks } from '@mods/<id>'`, as `mods/tsconfig.json`
// maps it). Only the mod's own files are reported, each error at its file, line and column.
// Parsed files outside the mod (the SDK, a ruleset, TypeScript's lib) are kept for the
// process, so `validate` or `test` over many mods parses the SDK once; and the outcome is kept
// by the content of what was checked (the mod's code, its ruleset's, the SDK's, the compiler's
// version) in the process and in a cache folder, so a mod checked before is not checked again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { closest, MOD_TYPES_PREFIX, parseJsonSource, type JsonSource } from '@kriegsspiel/formats';

/** A type error in one of the mod's files; `file` is as given to the reader (relative to the working folder). */
export interface TypeProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  /** For a problem of the manifest (its `hooks` against the code's): the JSON pointer and a code, as `validate` reports them. */
  pointer?: string;
  code?: string;
}

/** What checking a mod's code finds: its type errors and, for a ruleset, the names of the hooks its code has. */
interface CodeFindings {
  problems: TypeProblem[];
  /** The ruleset's hooks by the code's types; undefined when not a ruleset or not known (an open `Record<string, …>`). */
  hooks?: string[];
}

/** What the check needs of a mod: its folder (absolute) and manifest. */
export interface ModCode {
  folder: string;
  manifest: { id?: unknown; kind?: unknown; entry?: unknown; extends?: { mod?: unknown }; hooks?: unknown };
}

const codeFile = /\.m?ts$/;
const testFile = /\.(?:test|spec)\.m?ts$/;

/** The `libs` folder holding `@kriegsspiel/rules-sdk` and the packages it re-exports, by their sources. */
function libsFolder(): string {
  const sdkEntry = createRequire(import.meta.url).resolve('@kriegsspiel/rules-sdk');
  return path.resolve(path.dirname(sdkEntry), '..', '..');
}

/** The rules code of a mod: its `.ts`/`.mts` files under the entry's folder, tests and declarations left out. */
export function modCodeFiles(mod: ModCode): string[] {
  const entry = mod.manifest.entry;
  if (typeof entry !== 'string' || !codeFile.test(entry)) return [];
  const entryPath = path.resolve(mod.folder, entry);
  if (!existsSync(entryPath)) return [];
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'node_modules') walk(full);
      } else if (codeFile.test(name) && !testFile.test(name) && !name.endsWith('.d.ts')) out.push(full);
    }
  };
  walk(path.dirname(entryPath));
  return out;
}

/**
 * The compiler settings a mod's code is checked with, as a tsconfig writes them: `check` uses
 * them, and `init` writes them into a modder's tsconfig, so an editor checks as `check` does.
 */
export const MOD_COMPILER_SETTINGS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2023'],
  types: [],
  strict: true,
  noUncheckedIndexedAccess: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
} as const;

const settings = ts.convertCompilerOptionsFromJson(MOD_COMPILER_SETTINGS, '').options;

const options = (libs: string, rulesets: Record<string, string>): ts.CompilerOptions => ({
  ...settings,
  paths: {
    '@kriegsspiel/*': [path.join(libs, '*', 'src', 'index.ts')],
    ...Object.fromEntries(Object.entries(rulesets).map(([id, entry]) => [`${MOD_TYPES_PREFIX}${id}`, [entry]])),
  },
});

/** Parsed files outside the mods being checked, kept for the process (they do not change under it). */
const parsed = new Map<string, ts.SourceFile>();

/**
 * Type-checks a mod's rules code. `rulesetEntry` finds the entry module (absolute path) of a
 * ruleset by id, for a house rule's `@mods/<id>` imports; `display` names a file in messages.
 * A mod without TypeScript code has nothing to check.
 */
export function checkModTypes(mod: ModCode, rulesetEntry: (id: string) => string | undefined, display: (file: string) => string): TypeProblem[] {
  const roots = modCodeFiles(mod);
  if (roots.length === 0) return [];
  const rulesets: Record<string, string> = {};
  const base = mod.manifest.extends?.mod;
  if (typeof base === 'string') {
    const entry = rulesetEntry(base);
    if (entry) rulesets[base] = entry;
  }
  const key = contentKey(mod, roots, rulesets);
  let found = checked.get(key) ?? readCached(key);
  if (!found) {
    found = typeCheck(mod, roots, rulesets);
    writeCached(key, found);
  }
  checked.set(key, found);
  const problems = [...found.problems, ...hookListProblems(mod, found.hooks)];
  return problems.map((p) => ({ ...p, file: display(path.join(mod.folder, p.file)) }));
}

/** Found before, by the content of what was checked; files relative to the mod's folder. */
const checked = new Map<string, CodeFindings>();

/**
 * A ruleset's manifest `hooks` against the hooks its code has: a listed hook the code lacks
 * would be offered to house rules that then fail at load, and a hook the code has but does
 * not list is one that `validate` refuses house rules to wrap. Located in mod.json.
 */
function hookListProblems(mod: ModCode, codeHooks: readonly string[] | undefined): TypeProblem[] {
  if (mod.manifest.kind !== 'ruleset' || codeHooks === undefined) return [];
  const listed = Array.isArray(mod.manifest.hooks) ? (mod.manifest.hooks as unknown[]) : [];
  const names = listed.map((h) => (typeof h === 'object' && h !== null ? (h as { name?: unknown }).name : undefined));
  const file = path.join(mod.folder, 'mod.json');
  let source: JsonSource | undefined;
  const at = (pointer: string, code: string, message: string): TypeProblem => {
    source ??= parseJsonSource(file, readFileSync(file, 'utf8'));
    return { file: 'mod.json', ...source.locate(pointer), message, pointer, code };
  };
  const has = codeHooks.length > 0 ? `its code has ${codeHooks.join(', ')}` : 'its code has none';
  const problems: TypeProblem[] = [];
  // A hook offered as the likely name of a misspelt one is not reported again as unlisted.
  const guessed = new Set<string>();
  names.forEach((name, i) => {
    if (typeof name !== 'string' || codeHooks.includes(name)) return;
    const guess = closest(
      name,
      codeHooks.filter((h) => !names.includes(h)),
    );
    if (guess !== undefined) guessed.add(guess);
    problems.push(
      at(
        `/hooks/${i}/name`,
        'hook-not-in-code',
        `the ruleset's code has no hook \`${name}\` (${guess ? `did you mean \`${guess}\`? ` : ''}${has}): house rules could not wrap it; name a hook of the code's \`Hooks\` type or remove the entry`,
      ),
    );
  });
  for (const name of codeHooks) {
    if (names.includes(name) || guessed.has(name)) continue;
    problems.push(
      at(
        '/hooks',
        'hook-not-listed',
        `the ruleset's code has the hook \`${name}\`, which \`hooks\` does not list: add { "name": "${name}", "description": "…" } so house rules may wrap it`,
      ),
    );
  }
  return problems;
}

/** Where outcomes are kept between runs, one file per content key. */
const cacheFolder = path.join(tmpdir(), 'kriegsspiel-check-cache');

function readCached(key: string): CodeFindings | undefined {
  try {
    const found = JSON.parse(readFileSync(path.join(cacheFolder, `${key}.json`), 'utf8')) as CodeFindings;
    return Array.isArray(found.problems) ? found : undefined;
  } catch {
    return undefined;
  }
}

function writeCached(key: string, found: CodeFindings): void {
  try {
    mkdirSync(cacheFolder, { recursive: true });
    const temporary = path.join(cacheFolder, `${key}.${process.pid}.tmp`);
    writeFileSync(temporary, JSON.stringify(found));
    renameSync(temporary, path.join(cacheFolder, `${key}.json`));
  } catch {
    // A cache that cannot be written only costs time.
  }
}

let sdkHash: string | undefined;

/** The SDK's sources (and the packages it re-exports) and the compiler's version, hashed once per process. */
function sdkKey(): string {
  if (sdkHash === undefined) {
    // `hooks` marks the findings' form (type errors and a ruleset's hook names).
    const hash = createHash('sha256').update(`typescript ${ts.version} hooks\0`);
    const libs = libsFolder();
    const walk = (folder: string) => {
      for (const name of readdirSync(folder).sort()) {
        const full = path.join(folder, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (codeFile.test(name) && !testFile.test(name)) hash.update(`${path.relative(libs, full)}\0${readFileSync(full, 'utf8')}\0`);
      }
    };
    for (const pkg of ['rules-sdk', 'formats', 'hex']) if (existsSync(path.join(libs, pkg, 'src'))) walk(path.join(libs, pkg, 'src'));
    sdkHash = hash.digest('hex');
  }
  return sdkHash;
}

/** What a check's outcome depends on: the mod's code, the code of the ruleset it imports and the SDK, by content. */
function contentKey(mod: ModCode, roots: readonly string[], rulesets: Record<string, string>): string {
  const hash = createHash('sha256').update(`${sdkKey()}\0`);
  const add = (folder: string, files: readonly string[]) => {
    for (const file of files) hash.update(`${path.relative(folder, file)}\0${readFileSync(file, 'utf8')}\0`);
  };
  add(mod.folder, roots);
  for (const [id, entry] of Object.entries(rulesets)) {
    hash.update(`@mods/${id}\0${path.basename(entry)}\0`);
    add(path.dirname(entry), modCodeFiles({ folder: path.dirname(entry), manifest: { entry: path.basename(entry) } }));
  }
  return hash.digest('hex');
}

/** Runs the compiler over a mod's code; the problems' files are relative to the mod's folder. */
function typeCheck(mod: ModCode, roots: readonly string[], rulesets: Record<string, string>): CodeFindings {
  const libs = libsFolder();
  const compilerOptions = options(libs, rulesets);
  const host = ts.createCompilerHost(compilerOptions);
  const own = (file: string) => path.resolve(file).startsWith(mod.folder + path.sep);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => {
    if (own(name)) return read(name, language, ...rest);
    const key = `${name}\0${typeof language === 'object' ? language.languageVersion : language}`;
    let file = parsed.get(key);
    if (!file) {
      file = read(name, language, ...rest);
      if (file) parsed.set(key, file);
    }
    return file;
  };
  const program = ts.createProgram({ rootNames: [...roots], options: compilerOptions, host });
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const file of roots) {
    const source = program.getSourceFile(file);
    if (source) diagnostics.push(...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source));
  }
  const problems: TypeProblem[] = [];
  for (const d of diagnostics) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
    if (!d.file || d.start === undefined) {
      problems.push({ file: 'mod.json', line: 1, column: 1, message });
      continue;
    }
    if (!own(d.file.fileName)) continue;
    const at = d.file.getLineAndCharacterOfPosition(d.start);
    problems.push({ file: path.relative(mod.folder, d.file.fileName), line: at.line + 1, column: at.character + 1, message });
  }
  const entry = mod.manifest.kind === 'ruleset' && typeof mod.manifest.entry === 'string' ? path.resolve(mod.folder, mod.manifest.entry) : undefined;
  const hooks = entry === undefined ? undefined : hookNamesOf(program, entry);
  return hooks === undefined ? { problems } : { problems, hooks };
}

/** A hook of a ruleset's code and its type, as the compiler writes it. */
export interface HookSignature {
  name: string;
  type: string;
}

/**
 * The hooks of a ruleset's code with their types (for the reference in docs/hooks.md); the
 * same members as the check finds. Empty where the code's types do not say.
 */
export function rulesetHookSignatures(mod: ModCode): HookSignature[] {
  const roots = modCodeFiles(mod);
  const entry = typeof mod.manifest.entry === 'string' ? path.resolve(mod.folder, mod.manifest.entry) : undefined;
  if (roots.length === 0 || entry === undefined) return [];
  const program = ts.createProgram({ rootNames: roots, options: options(libsFolder(), {}) });
  const type = hooksTypeOf(program, entry);
  const source = program.getSourceFile(entry);
  if (!type || !source) return [];
  const checker = program.getTypeChecker();
  // Types by their own names (`Side`, not `import("…/types").Side`), as a modder imports them.
  const flags =
    ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  return checker
    .getPropertiesOfType(type)
    .map((p) => ({ name: p.name, type: checker.typeToString(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(p, source)), undefined, flags) }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

/**
 * The hooks a ruleset's code has: the members of the `Hooks` type its entry exports (every
 * ruleset here does), or else of its default export's `hooks`. Undefined where the type does
 * not say (no such export, `any`, or an open table such as the SDK's default `Hooks`).
 */
function hookNamesOf(program: ts.Program, entry: string): string[] | undefined {
  const type = hooksTypeOf(program, entry);
  return type
    ? program
        .getTypeChecker()
        .getPropertiesOfType(type)
        .map((p) => p.name)
        .sort()
    : undefined;
}

/** The type of a ruleset's hooks table, or undefined where the code does not say (see {@link hookNamesOf}). */
function hooksTypeOf(program: ts.Program, entry: string): ts.Type | undefined {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const module = source && checker.getSymbolAtLocation(source);
  if (!source || !module) return undefined;
  const exported = checker.getExportsOfModule(module);
  const resolve = (s: ts.Symbol) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
  let type: ts.Type | undefined;
  const named = exported.find((s) => s.name === 'Hooks');
  if (named) {
    type = checker.getDeclaredTypeOfSymbol(resolve(named));
  } else {
    const fallback = exported.find((s) => s.name === 'default');
    const member = fallback && checker.getTypeOfSymbolAtLocation(resolve(fallback), source).getProperty('hooks');
    if (member) type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(member, source));
  }
  if (!type || type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown) || checker.getIndexInfosOfType(type).length > 0) return undefined;
  return type;
}

/** Reads a manifest, or undefined when it is not JSON (that is `validate`'s to report). */
export function readManifest(file: string): ModCode['manifest'] | undefined {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return typeof value === 'object' && value !== null ? (value as ModCode['manifest']) : undefined;
  } catch {
    return undefined;
  }
}
