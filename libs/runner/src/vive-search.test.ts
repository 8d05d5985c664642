// Advanced Vive l'Empereur's determinization on a real position (set up and played natively by the
// mod's own rules): a card laid face down (5.1) is one unknown card among the enemy's, dealt once.
import path from 'node:path';
import { GameSession } from '@kriegsspiel/engine';
import { createRandom, seedState } from '@kriegsspiel/rules-sdk';
import { describe, expect, test } from 'vitest';
// The mods project has no unit-test runner: its search hooks are tested here, natively, on states its own set-up made.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { determinize } from '../../../mods/vive-lempereur/src/search';
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { Side, State } from '../../../mods/vive-lempereur/src/types';
import { ModCatalogue } from './catalogue';
import { nativeModHost } from './hosts';
import { loadScenario } from './scenario';

const mods = path.resolve(import.meta.dirname, '../../../mods');

/** Waterloo played with the first legal action until one side has laid its card face down and the other has not. */
async function sealedCard(): Promise<{ state: State; layer: Side; other: Side }> {
  const spec = loadScenario(ModCatalogue.read([mods]), 'waterloo');
  const host = await nativeModHost(spec.program);
  try {
    const session = await GameSession.create({ host, bundle: spec.bundle, seed: 3 });
    for (let i = 0; i < 500; i++) {
      const state = (await session.state()) as State;
      const laid = Object.keys(state.current.cards) as Side[];
      if (!state.current.revealed && laid.length === 1) {
        const layer = laid[0] as Side;
        return { state, layer, other: layer === 'french' ? 'allied' : 'french' };
      }
      const role = session.active[0] as string;
      await session.applyIndex(role, 0);
    }
    throw new Error('no card was laid face down within 500 actions');
  } finally {
    await host.dispose();
  }
}

describe("Vive l'Empereur's determinization", () => {
  test('deals the face-down card once: every sample is a possible hand, and the real card is no likelier than another', async () => {
    const { state, layer, other } = await sealedCard();
    const real = state.current.cards[layer] as string;
    const deck = state.decks[layer];
    const unknown = new Set([...deck.hand, ...deck.reserve]);
    expect(unknown.has(real)).toBe(true);
    const samples = 2000;
    let realAgain = 0;
    for (let i = 0; i < samples; i++) {
      const copy = determinize(state, state.roles[other], createRandom(seedState(i + 1)));
      const card = copy.current.cards[layer] as string;
      const dealt = copy.decks[layer];
      // The same cards, each once, as many in hand and held back as in the real state, the laid card in hand.
      expect([...dealt.hand, ...dealt.reserve].sort()).toEqual([...unknown].sort());
      expect(dealt.hand).toHaveLength(deck.hand.length);
      expect(dealt.hand).toContain(card);
      if (card === real) realAgain++;
    }
    // Uniform over the unknown cards: about one sample in ten here (the old dealing gave the real card twice the chance).
    const expected = samples / unknown.size;
    expect(realAgain).toBeGreaterThan(expected * 0.7);
    expect(realAgain).toBeLessThan(expected * 1.3);
  }, 60_000);
});
