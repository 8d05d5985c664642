import { describe, expect, it } from 'vitest';
import type { MapDocument, ScenarioDocument } from '@kriegsspiel/formats';
import { freePlayStart, movePiece, rollDice } from './free-play';
import { drawCard, shuffleDeck } from './free-play-cards';
import { FREE_PLAY_FORMAT, freePlaySavePath, freePlaySaveText, isFreePlaySavePath, parseFreePlaySave, type FreePlaySave } from './free-play-save';

const map = { id: 'm', name: 'M', grid: { orientation: 'flat' } } as unknown as MapDocument;
const scenario = {
  id: 'skirmish',
  name: 'Skirmish',
  players: [{ id: 'red', name: 'Red', sides: ['red'] }],
  setup: [{ units: ['r-1'], at: { hex: '0101' } }],
  decks: [
    {
      id: 'orders',
      name: 'Orders',
      cards: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ],
    },
  ],
} as unknown as ScenarioDocument;

function played(seed = 9): FreePlaySave {
  let state = freePlayStart({ scenario, map }, seed);
  state = shuffleDeck(state, 'orders');
  state = drawCard(state, 'orders', { hand: 'red' });
  state = movePiece(state, 'r-1', { hex: '0202' });
  state = rollDice(state, '2d6');
  return { format: FREE_PLAY_FORMAT, scenario: 'skirmish', seed, state };
}

describe('a saved free-play game', () => {
  it('round-trips through its text: the same position, log and generator', () => {
    const save = played();
    const text = freePlaySaveText(save);
    expect(text.endsWith('}\n')).toBe(true);
    // The generator keeps some of its words signed: they must load too.
    expect(save.state.random.s.some((w) => w < 0) || played(1).state.random.s.some((w) => w < 0)).toBe(true);
    const loaded = parseFreePlaySave(text, 'saves/x.free-play.json');
    expect(loaded).toEqual(save);
    // The next roll after loading is the one the game would have rolled.
    expect(rollDice(loaded.state, 'd10').log.at(-1)).toEqual(rollDice(save.state, 'd10').log.at(-1));
  });

  it('is named after the scenario and seed in the mod’s saves folder', () => {
    const path = freePlaySavePath('mods-2/rules-to-come', 'skirmish', 9);
    expect(path).toBe('mods-2/rules-to-come/saves/skirmish-seed-9.free-play.json');
    expect(isFreePlaySavePath(path)).toBe(true);
    expect(isFreePlaySavePath('mods/x/scenarios/a.scenario.json')).toBe(false);
  });

  it('refuses a file that is not one, saying where and what is wrong', () => {
    const file = 'saves/x.free-play.json';
    // The parts of a save the cases below break, as the test's save has them.
    type Loose = {
      format: string;
      seed: number;
      state: { pieces: [{ at: unknown }]; random: { s: number[] }; cards: { hands: { red: [{ deck: unknown }] } } };
    };
    const broken = (change: (v: Loose) => void): string => {
      const value = JSON.parse(freePlaySaveText(played())) as Loose;
      change(value);
      return JSON.stringify(value);
    };
    expect(() => parseFreePlaySave('{"format": ', file)).toThrow(/^saves\/x\.free-play\.json: it is not JSON/);
    expect(() =>
      parseFreePlaySave(
        broken((v) => (v.format = 'kriegsspiel-game/1')),
        file,
      ),
    ).toThrow('saves/x.free-play.json at /format: expected "kriegsspiel-free-play/1": this file is not a saved free-play game');
    expect(() =>
      parseFreePlaySave(
        broken((v) => (v.state.pieces[0].at = { box: 'x' })),
        file,
      ),
    ).toThrow('saves/x.free-play.json at /state/pieces/0/at: expected {"hex": "0101"} or {"area": "an-area"}');
    expect(() =>
      parseFreePlaySave(
        broken((v) => v.state.random.s.pop()),
        file,
      ),
    ).toThrow('at /state/random/s: expected the generator’s four numbers');
    expect(() =>
      parseFreePlaySave(
        broken((v) => (v.state.cards.hands.red[0].deck = 7)),
        file,
      ),
    ).toThrow('at /state/cards/hands/red/0/deck: expected a non-empty string');
    expect(() =>
      parseFreePlaySave(
        broken((v) => (v.seed = -1)),
        file,
      ),
    ).toThrow('at /seed: expected a whole number');
  });
});
