// A small mod's source and a hand-written, minimal rules SDK declaration for stories and
// tests that have no server (the real declarations come from `GET /api/types`).
import type { TypeLibrary } from '../rules/source-files';
import { MemorySourceFiles } from './memory-source-files';

/** Just enough of `@kriegsspiel/rules-sdk` to type a house rule. */
export const minimalSdk: TypeLibrary[] = [
  { path: 'file:///node_modules/@kriegsspiel/rules-sdk/index.d.ts', text: "export * from './src/index';\n" },
  {
    path: 'file:///node_modules/@kriegsspiel/rules-sdk/src/index.d.ts',
    text: [
      '/** A hook wrapper: receives the next implementation and the hook’s arguments. */',
      'export type HookWrapper<F extends (...args: any[]) => unknown> = (next: F, ...args: Parameters<F>) => ReturnType<F>;',
      '/** A house rule: wrappers around a ruleset’s hooks. */',
      'export interface HouseRule<H extends Record<string, (...args: any[]) => unknown>> {',
      '  readonly hooks: { readonly [K in keyof H]?: HookWrapper<H[K]> };',
      '}',
      '/** Declares a house rule: wrappers around some of a ruleset’s hooks. */',
      'export declare function defineHouseRule<H extends Record<string, (...args: any[]) => unknown>>(rule: HouseRule<H>): HouseRule<H>;',
      '',
    ].join('\n'),
  },
];

export const houseRulePath = 'mods/demo-rule/src/index.ts';
export const helperPath = 'mods/demo-rule/src/limits.ts';

export const houseRuleText = [
  '// One more artillery card for the French when Napoleon is in the fight.',
  "import { defineHouseRule } from '@kriegsspiel/rules-sdk';",
  "import { extraCards } from './limits';",
  '',
  "type Side = 'french' | 'allied';",
  '',
  'export default defineHouseRule<{ artilleryLimit: (side: Side, napoleon: boolean) => number }>({',
  '  hooks: {',
  '    artilleryLimit: (next, side, napoleon) => {',
  '      const limit = next(side, napoleon);',
  "      return side === 'french' && napoleon ? limit + extraCards : limit;",
  '    },',
  '  },',
  '});',
  '',
].join('\n');

export const helperText = '/** How many more cards the grand battery allows. */\nexport const extraCards: number = 1;\n';

export const manifestText =
  '{\n  "$schema": "../../schemas/mod.schema.json",\n  "id": "demo-rule",\n  "name": "Demo house rule",\n  "version": "1.0.0",\n  "kind": "house-rule",\n  "extends": { "mod": "hundred-days-arclight", "version": "^0.1.0" },\n  "entry": "src/index.ts"\n}\n';

/** The demo mod's files in memory, with the minimal SDK (or the libraries given). */
export function demoSources(libraries: readonly TypeLibrary[] = minimalSdk): MemorySourceFiles {
  return new MemorySourceFiles(
    [
      { path: houseRulePath, text: houseRuleText },
      { path: helperPath, text: helperText },
      { path: 'mods/demo-rule/mod.json', text: manifestText },
    ],
    libraries,
  );
}
