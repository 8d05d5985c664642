// The hostile battery in one process, on one host: each attack fails as the mod's own
// failure, classified and (where QuickJS can say) located in the mod's file; the host stays
// alive, and the honest game played after each attack on the same host is the game it was.
import path from 'node:path';
import { describeFailure, playGame, type GameReport } from '@kriegsspiel/engine';
import { afterAll, describe, expect, test } from 'vitest';
import { ModCatalogue } from './catalogue';
import { HostCache } from './hosts';
import { loadScenario } from './scenario';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const fixtures = path.join(root, 'tools/cli/test-fixtures');
const catalogue = ModCatalogue.read([path.join(fixtures, 'mods'), path.join(fixtures, 'hostile')]);
const source = path.join(fixtures, 'hostile/hostile-battery/src/index.ts');
const cache = new HostCache();
afterAll(() => cache.dispose());

async function play(attack: string): Promise<{ report: GameReport; host: unknown }> {
  const spec = loadScenario(catalogue, 'hostile-battery', { options: { attack } });
  const host = await cache.get('sandbox', spec.program);
  const report = await playGame(spec, host, { seed: 7, describeFailure: (error) => describeFailure(error, spec.program) });
  return { report, host };
}

// code, reason, message, whether the failure is located in the mod's file.
const ATTACKS: [string, string, string | undefined, RegExp, boolean][] = [
  ['pollute', 'rules-error', 'thrown', /object is not extensible|read-only/, true],
  ['forge-json', 'rules-error', 'thrown', /'stringify' is read-only/, true],
  ['replace-global', 'rules-error', 'thrown', /'Array' is read-only/, true],
  ['proto-role', 'invalid-output', 'shape', /the rules of `hostile-battery` answered `\w+` with `active` listing string "__proto__"/, false],
  // Stopped by the memory watch before QuickJS would throw null, where it was.
  ['many-actions', 'out-of-memory', 'memory', /ran out of memory/, true],
  ['deep-state', 'rules-error', 'thrown', /nested more than 1000 levels deep, at \/state\/nested\/inner\/inner/, false],
  ['loop', 'timeout', 'budget', /exceeded its budget/, true],
  // Interrupted in a promise job, the error only rejects the job's promise; the interrupt handler noted where.
  ['job-loop', 'timeout', 'budget', /exceeded its budget of \d+ ticks/, true],
  // A throw of the mod is noted with its place, so a Symbol or null is located, and the mod's
  // own null is told from QuickJS's out-of-memory null (which the memory watch now heads off).
  ['throw-symbol', 'rules-error', 'thrown', /Symbol\(not an error\)/, true],
  ['throw-null', 'rules-error', 'thrown', /the mod threw null/, true],
];

describe('the hostile battery on one host', () => {
  test('every attack fails as the mod’s, located where QuickJS can; the next game on the same host is unaffected', async () => {
    const honest = await play('none');
    expect(honest.report).toMatchObject({ outcome: 'ended', actions: 3 });
    const seen: string[] = [];
    for (const [attack, code, reason, message, located] of ATTACKS) {
      const { report, host } = await play(attack);
      expect(host, attack).toBe(honest.host);
      expect(report.outcome, attack).toBe('error');
      expect(report.error, attack).toMatchObject({ code, ...(reason ? { reason } : {}) });
      expect(report.error?.message, attack).toMatch(message);
      // Located in the mod's file, or else the message names the mod.
      if (located) expect(report.error?.location?.file, attack).toBe(source);
      else expect(report.error?.message, attack).toContain('`hostile-battery`');
      seen.push(`${attack}: ${report.error?.code}`);
      // The same host, the honest game: the same actions, the same hash.
      expect((await play('none')).report, `the game after ${attack}`).toEqual(honest.report);
    }
    expect(seen).toHaveLength(ATTACKS.length);
  }, 240_000);

  test('a house rule cannot change the intrinsics of the ruleset it extends: its load fails at its line', async () => {
    const spec = loadScenario(catalogue, 'outpost-skirmish', { mods: [{ mod: 'hostile-house-pollution' }] });
    const report = await playGame(spec, cache.get('sandbox', spec.program), { seed: 3, describeFailure: (error) => describeFailure(error, spec.program) });
    expect(report).toMatchObject({ outcome: 'error', error: { code: 'load-error', reason: 'evaluation' } });
    expect(report.error?.location).toMatchObject({ file: path.join(fixtures, 'hostile/hostile-house-pollution/src/index.ts'), line: 7 });
  });
});
