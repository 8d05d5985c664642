import path from 'node:path';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { rulesetTypeLibraries } from './ruleset-types';
import { emitTypeLibraries, libraryPathOf, libsFolder, type TypeLibrary } from './type-libraries';
import { WorkspaceFiles } from './workspace-files';
import { WorkspaceRoots, nameRoots } from './workspace-roots';

let libraries: TypeLibrary[];
let rulesets: TypeLibrary[];

beforeAll(async () => {
  libraries = emitTypeLibraries();
  // The repository's own mods, as the studio's server reads them.
  rulesets = await rulesetTypeLibraries(new WorkspaceFiles(new WorkspaceRoots(nameRoots([path.join(libsFolder(), '..', 'mods')]))));
}, 60000);

/**
 * Type-checks one mod file against the libraries as the studio's editor sees them: every
 * library at its `file:///node_modules/…` path, the mod at `/mods/demo/src/index.ts`, the
 * editor's compiler options. The real compiler, over an in-memory file system.
 */
function diagnosticsOf(source: string, more: readonly TypeLibrary[] = []): string[] {
  const files = new Map<string, string>([...libraries, ...more].map((l) => [l.path.slice('file://'.length), l.text]));
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

describe('ruleset type libraries', () => {
  it('serve each ruleset’s sources under @mods/<id>, with an index naming its entry, and no tests', () => {
    const paths = rulesets.map((l) => l.path);
    expect(paths).toContain('file:///node_modules/@mods/hundred-days-arclight/src/hooks.ts');
    expect(rulesets.find((l) => l.path === 'file:///node_modules/@mods/hundred-days-arclight/index.d.ts')?.text).toBe(
      "export * from './src/index';\nexport { default } from './src/index';\n",
    );
    expect(paths.some((p) => p.includes('.test.'))).toBe(false);
    // House rules are not rulesets: nothing imports their types.
    expect(paths.some((p) => p.includes('hundred-days-grand-battery'))).toBe(false);
  });

  it('type-check a house rule that imports the types of its ruleset', () => {
    const grandBattery = readFileSync(path.join(libsFolder(), '..', 'mods', 'hundred-days-grand-battery', 'src', 'index.ts'), 'utf8');
    expect(diagnosticsOf(grandBattery, rulesets)).toEqual([]);
    const typed = [
      "import { defineHouseRule } from '@kriegsspiel/rules-sdk';",
      "import type ruleset from '@mods/hundred-days-arclight';",
      'type Hooks = NonNullable<typeof ruleset.hooks>;',
      'export default defineHouseRule<Hooks>({ hooks: { artilleryLimit: (next, ...args) => next(...args) + 1 } });',
    ].join('\n');
    expect(diagnosticsOf(typed, rulesets)).toEqual([]);
  });

  it('report a wrapper that does not fit the ruleset’s hook, and a ruleset that is not there', () => {
    const wrong = [
      "import { defineHouseRule } from '@kriegsspiel/rules-sdk';",
      "import type { HundredDaysHooks } from '@mods/hundred-days-arclight';",
      'export default defineHouseRule<HundredDaysHooks>({ hooks: { artilleryLimit: (next, ...args) => `${next(...args)}` } });',
    ].join('\n');
    expect(diagnosticsOf(wrong, rulesets)).toEqual([expect.stringContaining("Type 'string' is not assignable to type 'number'")]);
    expect(diagnosticsOf("import type { X } from '@mods/no-such-ruleset';\nexport type Y = X;\n", rulesets)).toEqual([
      expect.stringContaining('@mods/no-such-ruleset'),
    ]);
  });
});
