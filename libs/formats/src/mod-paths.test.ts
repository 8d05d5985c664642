import { describe, expect, it } from 'vitest';
import { entryRefusal, isNormalPath, normalizePath, resolveModImport, resolvePath, RULES_SDK_MODULE } from './mod-paths';

describe('normalizePath', () => {
  it('drops `.` and empty segments and applies `..`', () => {
    expect(normalizePath('a/./b//c/../d')).toBe('a/b/d');
    expect(normalizePath('./a/')).toBe('a');
    expect(normalizePath('a/..')).toBe('');
  });

  it('refuses to climb above the root', () => {
    expect(normalizePath('..')).toBeUndefined();
    expect(normalizePath('a/../../b')).toBeUndefined();
    expect(resolvePath('mods/a/mod.json', '../../../x')).toBeUndefined();
  });

  it('resolves against the folder of a file', () => {
    expect(resolvePath('mods/a/mod.json', 'src/index.ts')).toBe('mods/a/src/index.ts');
    expect(resolvePath('mods/a/mod.json', './maps/../x.json')).toBe('mods/a/x.json');
    expect(resolvePath('index.ts', './rules')).toBe('rules');
  });

  it('knows a path in normal form', () => {
    for (const good of ['a', 'src/rules.ts', 'a b/c.json']) expect(isNormalPath(good)).toBe(true);
    for (const bad of ['', '.', './a', 'a//b', 'a/', '/a', 'a\\b', 'a/../b', '..']) expect(isNormalPath(bad)).toBe(false);
  });
});

describe('resolveModImport', () => {
  const files = new Set(['src/index.ts', 'src/combat.ts', 'src/tables/index.mts', 'src/data.json', 'src/legacy.js', 'outside.ts']);
  const has = (path: string) => files.has(path);

  it('serves the rules SDK and the mod’s own files, trying endings in order', () => {
    expect(resolveModImport(has, 'src/index.ts', RULES_SDK_MODULE)).toEqual({ kind: 'sdk' });
    expect(resolveModImport(has, 'src/index.ts', './combat')).toEqual({ kind: 'file', path: 'src/combat.ts' });
    expect(resolveModImport(has, 'src/index.ts', './combat.js')).toEqual({ kind: 'file', path: 'src/combat.ts' });
    expect(resolveModImport(has, 'src/index.ts', './legacy.js')).toEqual({ kind: 'file', path: 'src/legacy.js' });
    expect(resolveModImport(has, 'src/index.ts', './tables')).toEqual({ kind: 'file', path: 'src/tables/index.mts' });
    expect(resolveModImport(has, 'src/tables/index.mts', '../data.json')).toEqual({ kind: 'file', path: 'src/data.json' });
    expect(resolveModImport(has, 'src/index.ts', '../outside')).toEqual({ kind: 'file', path: 'outside.ts' });
  });

  it('refuses what leaves the mod, naming the import and what is allowed', () => {
    const outside = resolveModImport(has, 'src/index.ts', '../../outside');
    expect(outside).toEqual({
      kind: 'refused',
      message: `Import "../../outside" is not allowed: a mod may import only its own files (relative paths inside the mod), "${RULES_SDK_MODULE}", and the types of another mod (\`import type { … } from "@mods/<id>"\`); it leads outside the mod`,
    });
    const value = resolveModImport(has, 'src/index.ts', '@mods/hundred-days-arclight');
    expect(value.kind === 'refused' && value.message).toContain('import only its types (`import type { … } from "@mods/hundred-days-arclight"`)');
    for (const specifier of ['fs', 'node:fs', 'https://evil.example/x.js', '/etc/passwd', 'lodash', '@kriegsspiel/engine']) {
      const result = resolveModImport(has, 'src/index.ts', specifier);
      expect(result.kind === 'refused' && result.message).toContain(`Import "${specifier}" is not allowed`);
    }
  });

  it('says which file could not be found, and from where', () => {
    expect(resolveModImport(has, 'src/index.ts', './missing')).toEqual({
      kind: 'refused',
      message: `Cannot find "./missing" among the mod's files (imported from src/index.ts)`,
    });
  });
});

describe('entryRefusal', () => {
  it('accepts a module inside the mod, even one reached through `..` that stays inside', () => {
    for (const entry of ['src/index.ts', 'index.ts', './src/rules.mjs', 'src/../lib/index.js']) expect(entryRefusal(entry)).toBeUndefined();
  });

  it('refuses an entry outside the mod, absolute, with backslashes, or naming nothing', () => {
    expect(entryRefusal('../../index.ts')).toBe(
      'the entry "../../index.ts" leads outside the mod\'s folder, whose files are all the rules may use; name a module inside the mod, relative to mod.json, for example "src/index.ts"',
    );
    expect(entryRefusal('src/../../index.ts')).toContain('leads outside the mod');
    expect(entryRefusal('/etc/index.ts')).toContain('is an absolute path');
    expect(entryRefusal('C:/rules/index.ts')).toContain('is an absolute path');
    expect(entryRefusal('src\\index.ts')).toContain('write the path with "/"');
    expect(entryRefusal('./')).toContain('names no file');
  });
});
