// Advanced Vive l'Empereur's determinization on real positions (set up and played natively by the
// mod's own rules): a card laid face down (5.1) is one unknown card among the enemy's, dealt once;
// the four cards the enemy left unplayed last turn are known, since all his played cards were shown
// (4.1); and once the screen of a tied exploration roll comes down (14.0), his placement is known.
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

/** Games of a scenario played with the first legal action: `play` walks one seed until `stop` says enough. */
async function firstActions<T>(
  scenario: string,
  options: Record<string, unknown>,
  use: (play: (seed: number, stop: (state: State) => boolean, most: number) => Promise<State | undefined>) => Promise<T>,
): Promise<T> {
  const spec = loadScenario(ModCatalogue.read([mods]), scenario, { options });
  const host = await nativeModHost(spec.program);
  try {
    return await use(async (seed, stop, most) => {
      const session = await GameSession.create({ host, bundle: spec.bundle, seed });
      for (let i = 0; i < most && session.active.length > 0; i++) {
        const state = (await session.state()) as State;
        if (stop(state)) return state;
        await session.applyIndex(session.active[0] as string, 0);
      }
      return undefined;
    });
  } finally {
    await host.dispose();
  }
}

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

  test('keeps the four cards the enemy left unplayed last turn in his hand, and deals only the two he took back', async () => {
    // What each side has shown on turn 1: every card it played was turned face up (5.1).
    const shown: Record<Side, Set<string>> = { french: new Set(), allied: new Set() };
    const positions: { state: State; enemy: Side; what: string }[] = [];
    await firstActions('waterloo', {}, (play) =>
      play(
        3,
        (state) => {
          if (state.turn === 1 && state.current.revealed) for (const s of ['french', 'allied'] as Side[]) shown[s].add(state.current.cards[s] as string);
          if (state.turn !== 2) return state.turn > 2;
          // One side has taken its two cards back and the other is still choosing.
          const done = (['french', 'allied'] as Side[]).find((s) => state.choosing[s] === 0);
          if (state.phase === 'hand' && done && !positions.some((p) => p.what === 'taken back')) positions.push({ state, enemy: done, what: 'taken back' });
          // The first round of turn 2: one card laid face down, the other side not yet decided.
          const laid = Object.keys(state.current.cards) as Side[];
          if (state.phase === 'card' && state.round === 1 && laid.length === 1 && !state.current.revealed) {
            positions.push({ state, enemy: laid[0] as Side, what: 'face down' });
            return true;
          }
          return false;
        },
        20_000,
      ),
    );
    expect(positions.map((p) => p.what)).toEqual(['taken back', 'face down']);
    for (const { state, enemy } of positions) {
      const deck = state.decks[enemy];
      // 4.1: the hand is the four cards not played on turn 1 and two of the six that were.
      expect(shown[enemy].size).toBe(6);
      const kept = deck.all.filter((c) => !shown[enemy].has(c));
      expect(kept).toHaveLength(4);
      const me: Side = enemy === 'french' ? 'allied' : 'french';
      const secret = [...deck.hand, ...deck.reserve].sort();
      for (let i = 0; i < 300; i++) {
        const copy = determinize(state, state.roles[me], createRandom(seedState(i + 1)));
        const dealt = copy.decks[enemy];
        for (const c of kept) expect(dealt.hand).toContain(c);
        expect(dealt.hand).toHaveLength(deck.hand.length);
        expect([...dealt.hand, ...dealt.reserve].sort()).toEqual(secret);
        // The taken-back two are the unknown: only cards shown on turn 1 can be among them.
        for (const c of dealt.hand) if (!kept.includes(c)) expect(shown[enemy].has(c)).toBe(true);
        const down = copy.current.cards[enemy];
        if (down !== undefined) expect(dealt.hand).toContain(down);
      }
    }
  }, 120_000);

  test('once the screen of a tied exploration roll is lifted, the enemy units stay where they were placed', async () => {
    const found = await firstActions('hypothetical', { deployment: 'alternating', hiddenDeployment: true }, async (play) => {
      for (let seed = 1; seed <= 150; seed++) {
        let screened: State | undefined;
        const placed = (state: State) => Object.keys(state.units).filter((id) => state.units[id]?.status === 'map' && state.pieces[id]?.arm !== 'garrison');
        const lifted = await play(
          seed,
          (state) => {
            if (state.deploy?.stage === 'units' && !state.deploy.hidden) return true;
            // Behind the screen, once a few units are down.
            if (state.deploy?.hidden && !screened && placed(state).length >= 3) screened = state;
            return state.phase !== 'deploy';
          },
          600,
        );
        if (screened && lifted && lifted.phase !== 'deploy') return { screened, lifted };
      }
      return undefined;
    });
    expect(found).toBeDefined();
    const { screened, lifted } = found as { screened: State; lifted: State };
    const onMap = (state: State, side: Side) =>
      Object.keys(state.units)
        .filter((id) => state.pieces[id]?.side === side && state.units[id]?.status === 'map')
        .sort();
    for (const me of ['french', 'allied'] as Side[]) {
      const enemy: Side = me === 'french' ? 'allied' : 'french';
      for (let i = 0; i < 50; i++) {
        // Behind the screen the player's own placement is kept and the enemy's units are to be placed.
        const hidden = determinize(screened, screened.roles[me], createRandom(seedState(i + 1)));
        expect(onMap(hidden, me)).toEqual(onMap(screened, me));
        for (const id of onMap(screened, enemy)) if (screened.pieces[id]?.arm !== 'garrison') expect(hidden.deploy?.remaining[enemy]).toContain(id);
        // Lifted: every unit of both sides where it stands, with its facing.
        const open = determinize(lifted, lifted.roles[me], createRandom(seedState(i + 1)));
        expect(open.units).toEqual(lifted.units);
        expect(open.deploy ?? null).toBeNull();
      }
    }
  }, 180_000);
});
