import type { GuestApi } from '@kriegsspiel/rules-sdk';

/** The names of the calls a guest answers. */
export type GuestCall = keyof GuestApi;

/**
 * Where a ruleset runs: a sandbox (QuickJS in a worker) or, for benchmarks and cross-checks
 * only, directly in this JavaScript engine. Every call takes and returns JSON text.
 */
export interface RulesHost {
  /** `sandbox` or `native`; reported in results so a figure is never mistaken for the other. */
  readonly mode: 'sandbox' | 'native';
  /** Names the rules in messages about them: the ruleset, then its house rules (`outpost/outpost-elan`). */
  readonly id?: string;
  call(name: GuestCall, argument?: string): Promise<string>;
  dispose(): Promise<void>;
}

/**
 * Runs a guest in this process. Used by tests of the engine with rulesets written in
 * TypeScript beside them, and by native mode: never the default for a mod.
 */
export function nativeHost(api: GuestApi): RulesHost {
  return {
    mode: 'native',
    async call(name, argument = '') {
      return (api[name] as (a: string) => string)(argument);
    },
    async dispose() {},
  };
}

/**
 * The entry module that serves a ruleset and its house rules: the host bundles it with the
 * mods' own files, so the sandbox loads one program. Paths are relative to the bundle root.
 */
export function guestEntrySource(rulesetEntry: string, houseRules: readonly { name: string; entry: string }[] = []): string {
  const lines = [`import ruleset from './${rulesetEntry}';`];
  houseRules.forEach((h, i) => lines.push(`import houseRule${i} from './${h.entry}';`));
  lines.push(`import { serve } from '@kriegsspiel/rules-sdk';`);
  const list = houseRules.map((h, i) => `{ name: ${JSON.stringify(h.name)}, rule: houseRule${i} }`).join(', ');
  lines.push(`const api = serve(ruleset, [${list}]);`);
  for (const name of [
    'setup',
    'actions',
    'apply',
    'view',
    'picture',
    'result',
    'hash',
    'save',
    'load',
    'script',
    'carry',
    'campaignResult',
    'count',
    'applyIndex',
    'playout',
    'decide',
    'hookCounts',
    'twin',
  ]) {
    lines.push(`export function ${name}(argument) { return api.${name}(argument); }`);
  }
  return lines.join('\n') + '\n';
}
