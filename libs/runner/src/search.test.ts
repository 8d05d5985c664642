// The ISMCTS bot across the sandbox boundary, on a real mod: Hundred Days offers the search
// its determinize and evaluate hooks; the search runs inside QuickJS and leaves the game as
// it found it.
import path from 'node:path';
import { GameSession, playGame } from '@kriegsspiel/engine';
import type { SearchChoice } from '@kriegsspiel/rules-sdk';
import { describe, expect, test } from 'vitest';
import { ModCatalogue } from './catalogue';
import { sandboxHost } from './hosts';
import { loadScenario } from './scenario';

const mods = path.resolve(import.meta.dirname, '../../../mods');

describe('the ISMCTS bot in the sandbox', () => {
  test('chooses a legal action of Hundred Days without touching the game or its generator, and plays reproducibly', async () => {
    const spec = loadScenario(ModCatalogue.read([mods]), 'hundred-days-campaign');
    const host = await sandboxHost(spec.program);
    try {
      const session = await GameSession.create({ host, bundle: spec.bundle, seed: 4 });
      // Past the Allied set-up draws, to a French turn with many orders to choose from.
      while (session.active[0] !== 'french' || (await session.legalActions('french')).length < 10) {
        const role = session.active[0] as string;
        const legal = await session.legalActions(role);
        await session.apply(role, (legal.find((l) => !l.concedes) ?? legal[0])?.action);
      }
      const before = await session.hash();
      const legal = await session.legalActions('french');
      const choice = JSON.parse(await host.call('decide', JSON.stringify({ role: 'french', iterations: 12, seed: 3 }))) as SearchChoice<unknown>;
      expect(choice.iterations).toBe(12);
      expect(legal[choice.index]?.action).toEqual(choice.action);
      expect(await session.hash()).toBe(before);

      const play = () => playGame(spec, host, { seed: 2, bots: ['ismcts:4', 'random'], maxActions: 40 });
      const first = await play();
      expect(first.outcome).not.toBe('error');
      expect(await play()).toEqual(first);
    } finally {
      await host.dispose();
    }
  }, 60_000);
});
