import { describe, expect, it } from 'vitest';
import { prepareMod } from './bundle';
import { bundledModOf } from './bundled-mod';
import { MOD_MODULE_NAME } from './guest/prelude';

describe('prepared mods', () => {
  it('are plain data that maps the bundle back to the mod files after a round trip through JSON', async () => {
    const prepared = await prepareMod({
      entry: 'src/index.ts',
      files: {
        'src/index.ts': "import { fail } from './fail';\nexport const run = () => fail();\n",
        'src/fail.ts': 'export function fail(): never {\n  throw new Error("no");\n}\n',
      },
    });
    const copy = JSON.parse(JSON.stringify(prepared)) as typeof prepared;
    expect(Object.keys(copy.map).sort()).toEqual(['mappings', 'sources', 'version']);
    const mod = bundledModOf(copy);
    expect(mod.code).toBe(prepared.code);
    const line = mod.code.split('\n').findIndex((l) => l.includes('new Error')) + 1;
    const column = (mod.code.split('\n')[line - 1] ?? '').indexOf('throw') + 1;
    expect(mod.mapper.original(line, column)).toEqual({ file: 'src/fail.ts', line: 2, column: 3 });
    expect(mod.mapper.mapStack(`    at fail (${MOD_MODULE_NAME}:${line}:${column})`).location).toMatchObject({ file: 'src/fail.ts', line: 2 });
  });

  it('are refused when their map is missing', () => {
    expect(() => bundledModOf({ code: 'export {}' } as never)).toThrow(/source map/);
  });
});
