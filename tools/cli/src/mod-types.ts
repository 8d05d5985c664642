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
import { MOD_TYPES_PREFIX } from '@kriegsspiel/formats';

/** A type error in one of the mod's files; `file` is as given to the reader (relative to the working folder). */
export interface TypeProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** What the check needs of a mod: its folder (absolute) and manifest. */
export interface ModCode {
  folder: string;
  manifest: { id?: unknown; kind?: unknown; entry?: unknown; extends?: { mod?: unknown } };
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

const options = (libs: string, rulesets: Record<string, string>): ts.CompilerOptions => ({
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts'],
  types: [],
  strict: true,
  noUncheckedIndexedAccess: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
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
  return found.map((p) => ({ ...p, file: display(path.join(mod.folder, p.file)) }));
}

/** Problems found before, by the content of what was checked; files relative to the mod's folder. */
const checked = new Map<string, TypeProblem[]>();

/** Where outcomes are kept between runs, one file per content key. */
const cacheFolder = path.join(tmpdir(), 'kriegsspiel-check-cache');

function readCached(key: string): TypeProblem[] | undefined {
  try {
    return JSON.parse(readFileSync(path.join(cacheFolder, `${key}.json`), 'utf8')) as TypeProblem[];
  } catch {
    return undefined;
  }
}

function writeCached(key: string, problems: TypeProblem[]): void {
  try {
    mkdirSync(cacheFolder, { recursive: true });
    const temporary = path.join(cacheFolder, `${key}.${process.pid}.tmp`);
    writeFileSync(temporary, JSON.stringify(problems));
    renameSync(temporary, path.join(cacheFolder, `${key}.json`));
  } catch {
    // A cache that cannot be written only costs time.
  }
}

let sdkHash: string | undefined;

/** The SDK's sources (and the packages it re-exports) and the compiler's version, hashed once per process. */
function sdkKey(): string {
  if (sdkHash === undefined) {
    const hash = createHash('sha256').update(`typescript ${ts.version}\0`);
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
function typeCheck(mod: ModCode, roots: readonly string[], rulesets: Record<string, string>): TypeProblem[] {
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
  return problems;
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
