import type { RulesHost } from './host';
import type { Applied } from '@kriegsspiel/rules-sdk';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A copy of a JSON value (the engine is pure: no `structuredClone` in every place it runs). */
function copyJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/**
 * `patch` merged into `base`: objects member by member, all the way down; anything else in
 * the patch (a number, a string, an array, `null`) replaces what was there. Neither
 * argument is changed.
 */
export function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return copyJson(patch);
  const merged: Record<string, unknown> = copyJson(base);
  for (const [key, value] of Object.entries(patch)) merged[key] = deepMerge(merged[key], value);
  return merged;
}

/**
 * A host whose games start from a patched state: after the ruleset's `setup` it saves the
 * game, merges the patch into the state and loads it back, and answers `setup` with who
 * acts in the patched state (a patch may set whose turn it is) and the set-up's log.
 */
export function withStatePatch(host: RulesHost, patch: Record<string, unknown>): RulesHost {
  return {
    mode: host.mode,
    async call(name, argument) {
      if (name !== 'setup') return host.call(name, argument);
      const setUp = JSON.parse(await host.call('setup', argument)) as Applied;
      const saved = JSON.parse(await host.call('save')) as { state: unknown };
      saved.state = deepMerge(saved.state, patch);
      const loaded = JSON.parse(await host.call('load', JSON.stringify(saved))) as Applied;
      return JSON.stringify({ ...loaded, log: setUp.log });
    },
    dispose: () => host.dispose(),
  };
}
