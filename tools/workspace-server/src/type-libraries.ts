// The rules SDK's declarations for the studio's code editor: what `@kriegsspiel/rules-sdk`
// and the packages it re-exports (formats, hex) look like to a mod's TypeScript. They are
// emitted in memory from the sources (declarations only), so they never go stale against
// the SDK and nothing has to be built first. Each file gets the path it would have in an
// installed package, under a virtual `node_modules`, so the editor's TypeScript finds
// `@kriegsspiel/rules-sdk` from any mod file by the usual node_modules lookup.
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type { TypeLibrary } from './api';

export type { TypeLibrary } from './api';

/** The `libs` folder of this repository: where `@kriegsspiel/rules-sdk` is. */
export function libsFolder(): string {
  // The packages export their TypeScript sources; `require.resolve` follows the workspace link.
  const sdkEntry = createRequire(import.meta.url).resolve('@kriegsspiel/rules-sdk');
  return path.resolve(path.dirname(sdkEntry), '..', '..');
}

/** The virtual path of a declaration emitted for `libs/<pkg>/src/x.ts`, or undefined for files outside `libs`. */
export function libraryPathOf(libs: string, declarationFile: string): string | undefined {
  const relative = path.relative(libs, declarationFile).split(path.sep);
  const [pkg, ...rest] = relative;
  if (!pkg || pkg === '..' || rest.length === 0 || path.isAbsolute(pkg)) return undefined;
  return `file:///node_modules/@kriegsspiel/${pkg}/${rest.join('/')}`;
}

/**
 * Emits the declarations of the program rooted at the rules SDK's entry, in memory: one
 * library per source file under `libs`, plus an `index.d.ts` per package that re-exports
 * `./src/index` (what the package's `exports` points at). Takes a few seconds.
 */
export function emitTypeLibraries(libs: string = libsFolder()): TypeLibrary[] {
  const entry = path.join(libs, 'rules-sdk', 'src', 'index.ts');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts'],
    types: [],
    // Our packages by their sources, not through node_modules: TypeScript does not emit
    // declarations for files it found as installed libraries.
    paths: { '@kriegsspiel/*': [path.join(libs, '*', 'src', 'index.ts')] },
    strict: true,
    resolveJsonModule: true,
    esModuleInterop: true,
    skipLibCheck: true,
    declaration: true,
    emitDeclarationOnly: true,
    noEmit: false,
    sourceMap: false,
    declarationMap: false,
  };
  const program = ts.createProgram({ rootNames: [entry], options });
  const out = new Map<string, string>();
  const packages = new Set<string>();
  const result = program.emit(undefined, (fileName, text) => {
    const libraryPath = libraryPathOf(libs, path.resolve(fileName));
    if (!libraryPath || !fileName.endsWith('.d.ts')) return;
    out.set(libraryPath, text);
    packages.add(libraryPath.split('/').slice(0, 6).join('/'));
  });
  if (result.emitSkipped) {
    const messages = result.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    throw new Error(`the rules SDK's declarations could not be emitted: ${messages.join('; ')}`);
  }
  for (const pkg of packages) {
    if (out.has(`${pkg}/src/index.d.ts`)) out.set(`${pkg}/index.d.ts`, "export * from './src/index';\n");
  }
  return [...out].map(([p, text]) => ({ path: p, text })).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

let cached: Promise<TypeLibrary[]> | undefined;

/** The rules SDK's declarations, emitted on first use and kept: they change only with the SDK. */
export function typeLibraries(): Promise<TypeLibrary[]> {
  cached ??= new Promise<TypeLibrary[]>((resolve) => setImmediate(() => resolve(emitTypeLibraries()))).catch((e: unknown) => {
    cached = undefined;
    throw e;
  });
  return cached;
}
