import path from 'node:path';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { emitTypeLibraries, libraryPathOf, libsFolder, type TypeLibrary } from './type-libraries';

let libraries: TypeLibrary[];

beforeAll(() => {
  libraries = emitTypeLibraries();
}, 60000);

/**
 * Type-checks one mod file against the libraries as the studio's editor sees them: every
 * library at its `file:///node_modules/…` path, the mod at `/mods/demo/src/index.ts`, the
 * editor's compiler options. The real compiler, over an in-memory file system.
 */
function diagnosticsOf(source: string): string[] {
  const files = new Map<string, string>(libraries.map((l) => [l.path.slice('file://'.length), l.text]));
  const modFile = '/mods/demo/src/index.ts';
  files.set(modFile, source);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
    strict: true,
    noEmit: true,
  };
  const libDir = path.dirname(ts.getDefaultLibFilePath(options));
  const isLib = (f: string) => f.startsWith(libDir);
  const host: ts.CompilerHost = {
    getSourceFile: (name, version) => {
      const text = isLib(name) ? readFileSync(name, 'utf8') : files.get(name);
      return text === undefined ? undefined : ts.createSourceFile(name, text, version);
    },
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    writeFile: () => undefined,
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (f) => f,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (f) => files.has(f) || (isLib(f) && ts.sys.fileExists(f)),
    readFile: (f) => files.get(f) ?? (isLib(f) ? ts.sys.readFile(f) : undefined),
    directoryExists: (d) => isLib(d) || [...files.keys()].some((f) => f.startsWith(d.endsWith('/') ? d : d + '/')),
    getDirectories: () => [],
  };
  const program = ts.createProgram({ rootNames: [modFile], options, host });
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(modFile)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('type libraries', () => {
  it('emits the rules SDK with what it re-exports, under a virtual node_modules', () => {
    const paths = libraries.map((l) => l.path);
    expect(paths).toContain('file:///node_modules/@kriegsspiel/rules-sdk/index.d.ts');
    expect(paths).toContain('file:///node_modules/@kriegsspiel/rules-sdk/src/index.d.ts');
    expect(paths).toContain('file:///node_modules/@kriegsspiel/formats/index.d.ts');
    expect(paths).toContain('file:///node_modules/@kriegsspiel/hex/src/axial.d.ts');
    expect(paths.every((p) => /^file:\/\/\/node_modules\/@kriegsspiel\/[\w-]+\/.+\.d\.ts$/.test(p))).toBe(true);
    const all = libraries.map((l) => l.text).join('\n');
    expect(all).toContain('defineHouseRule');
    expect(all).toContain('ScenarioTestDocument');
    expect(paths.some((p) => p.includes('.test.'))).toBe(false);
  });

  it('maps only files under libs', () => {
    const libs = libsFolder();
    expect(libraryPathOf(libs, path.join(libs, 'hex', 'src', 'axial.d.ts'))).toBe('file:///node_modules/@kriegsspiel/hex/src/axial.d.ts');
    expect(libraryPathOf(libs, path.join(libs, '..', 'mods', 'x.d.ts'))).toBeUndefined();
  });

  it('type-checks a house rule against them', () => {
    const houseRule = [
      "import { defineHouseRule, hex, type ScenarioTestDocument } from '@kriegsspiel/rules-sdk';",
      'export const test: ScenarioTestDocument | undefined = undefined;',
      'export const far: number = hex.distance({ q: 0, r: 0 }, { q: 2, r: -1 });',
      'export default defineHouseRule<{ limit: (side: string) => number }>({',
      '  hooks: { limit: (next, side) => next(side) + 1 },',
      '});',
    ].join('\n');
    expect(diagnosticsOf(houseRule)).toEqual([]);
  });

  it('reports a type error', () => {
    const wrong = "import { hex } from '@kriegsspiel/rules-sdk';\nexport const far: string = hex.distance({ q: 0, r: 0 }, { q: 1, r: 0 });\n";
    expect(diagnosticsOf(wrong)).toEqual([expect.stringContaining("Type 'number' is not assignable to type 'string'")]);
    expect(diagnosticsOf("import { nothingLikeThis } from '@kriegsspiel/rules-sdk';\n")).toEqual([expect.stringContaining('nothingLikeThis')]);
  });
});
