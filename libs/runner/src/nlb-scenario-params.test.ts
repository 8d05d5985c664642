// Napoleon's Last Battles reads its tables from the scenario's special rules, so a designer who
// changes a figure there changes the game: the reorganization wait and a demoralized unit's cost
// for clear terrain among them (once fixed in the code, whatever the data said).
import path from 'node:path';
import { GameSession } from '@kriegsspiel/engine';
import { describe, expect, test } from 'vitest';
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { State } from '../../../mods/napoleons-last-battles/src/types';
import { ModCatalogue } from './catalogue';
import { nativeModHost } from './hosts';
import { loadScenario } from './scenario';

const mods = path.resolve(import.meta.dirname, '../../../mods');

async function tablesWith(params: Record<string, Record<string, unknown>>): Promise<State['tables']> {
  const spec = loadScenario(ModCatalogue.read([mods]), 'campaign', {});
  for (const rule of spec.bundle.scenario.specialRules ?? []) if (params[rule.id]) rule.params = { ...rule.params, ...params[rule.id] };
  const host = await nativeModHost(spec.program);
  try {
    const session = await GameSession.create({ host, bundle: spec.bundle, seed: 1 });
    return ((await session.state()) as State).tables;
  } finally {
    await host.dispose();
  }
}

describe("Napoleon's Last Battles' scenario figures", () => {
  test("the campaign's own figures: a turn's wait, two points a clear hex", async () => {
    expect(await tablesWith({})).toMatchObject({ reorgWait: 1, demoralizedClearCost: 2 });
  });

  test('figures changed in the scenario reach the rules', async () => {
    const tables = await tablesWith({ reorganization: { waitTurns: 2 }, 'corps-demoralization': { demoralizedClearCost: 3 } });
    expect(tables).toMatchObject({ reorgWait: 2, demoralizedClearCost: 3 });
  });
});
