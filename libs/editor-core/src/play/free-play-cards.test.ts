import { describe, expect, it } from 'vitest';
import type { MapDocument, ScenarioDocument } from '@kriegsspiel/formats';
import { createRandom, seedState } from '@kriegsspiel/rules-sdk';
import { freePlayHistory, freePlayStart, recordStep, undoStep, redoStep, type FreePlayState } from './free-play';
import { discardCard, drawCard, shuffleDeck } from './free-play-cards';

const map = { id: 'm', name: 'M', grid: { orientation: 'flat' } } as unknown as MapDocument;
const scenario = {
  id: 's',
  name: 'Cards',
  players: [
    { id: 'red', name: 'Red player', sides: ['red'] },
    { id: 'blue', name: 'Blue player', sides: ['blue'] },
  ],
  setup: [],
  decks: [
    {
      id: 'orders',
      name: 'Orders',
      owner: 'red',
      cards: [{ id: 'march', name: 'March', count: 2 }, { id: 'attack', name: 'Attack' }, { name: 'Rally' }],
    },
    { id: 'events', name: 'Events', cards: [{ id: 'rain', name: 'Rain' }] },
  ],
} as unknown as ScenarioDocument;
const names = new Map([
  ['red', 'Red player'],
  ['blue', 'Blue player'],
]);
const start = (seed = 5): FreePlayState => freePlayStart({ scenario, map }, seed);
const pile = (state: FreePlayState, deck = 'orders') => state.cards.decks.find((d) => d.id === deck)?.pile.map((c) => c.id);

describe('the decks of free play', () => {
  it('start in the order listed, one card per copy, with an empty hand for each player', () => {
    const state = start();
    expect(pile(state)).toEqual(['march#1', 'march#2', 'attack', 'orders-3']);
    expect(state.cards.decks[0]?.pile[3]).toEqual({ id: 'orders-3', name: 'Rally', deck: 'orders' });
    expect(state.cards.hands).toEqual({ red: [], blue: [] });
    expect(state.log.at(-1)?.text).toBe('Orders, Events: in the order listed, not shuffled');
    expect(state.random).toEqual(seedState(5));
  });

  it('shuffle with the engine’s seeded generator: the same seed, the same order', () => {
    const expected = createRandom(seedState(5)).shuffle(pile(start()) ?? []);
    const shuffled = shuffleDeck(start(), 'orders');
    expect(pile(shuffled)).toEqual(expected);
    expect(pile(shuffleDeck(start(), 'orders'))).toEqual(expected);
    expect(shuffled.random.used).toBe(3);
    expect(shuffled.log.at(-1)?.text).toBe('Shuffled Orders (4 cards)');
    const orders = Array.from({ length: 6 }, (_, seed) => pile(shuffleDeck(start(seed), 'orders'))?.join());
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it('draw the top card to a hand or face up, and discard it back to its deck', () => {
    let state = shuffleDeck(start(), 'orders');
    const [top, second] = state.cards.decks[0]?.pile ?? [];
    state = drawCard(state, 'orders', { hand: 'blue' }, names);
    expect(state.cards.hands.blue).toEqual([top]);
    expect(state.log.at(-1)?.text).toBe(`Drew ${top?.name} from Orders to Blue player’s hand`);
    state = drawCard(state, 'orders', 'face-up', names);
    expect(state.cards.faceUp).toEqual([second]);
    expect(pile(state)).toHaveLength(2);
    state = discardCard(state, top?.id ?? '', names);
    expect(state.cards.hands.blue).toEqual([]);
    expect(state.cards.decks[0]?.discards).toEqual([top]);
    expect(state.log.at(-1)?.text).toBe(`Discarded ${top?.name} from Blue player’s hand`);
    state = discardCard(state, second?.id ?? '', names);
    expect(state.log.at(-1)?.text).toBe(`Discarded ${second?.name} from the table`);
    state = shuffleDeck(state, 'orders');
    expect(pile(state)).toHaveLength(4);
    expect(state.cards.decks[0]?.discards).toEqual([]);
    expect(state.log.at(-1)?.text).toBe('Shuffled Orders (4 cards with 2 discards back in)');
  });

  it('change nothing for an empty pile, an unknown deck, player or card', () => {
    let state = drawCard(start(), 'events', 'face-up');
    expect(drawCard(state, 'events', 'face-up')).toBe(state);
    expect(drawCard(state, 'nowhere', 'face-up')).toBe(state);
    expect(drawCard(state, 'orders', { hand: 'green' })).toBe(state);
    expect(discardCard(state, 'nothing')).toBe(state);
    expect(shuffleDeck(state, 'nowhere')).toBe(state);
    state = discardCard(state, 'rain');
    expect(shuffleDeck(state, 'events').cards.decks[1]?.pile.map((c) => c.id)).toEqual(['rain']);
  });

  it('are restored by undo, the generator too: shuffling again gives the same order', () => {
    let h = freePlayHistory(start());
    h = recordStep(h, shuffleDeck(h.present, 'orders'));
    const shuffled = pile(h.present);
    h = recordStep(h, drawCard(h.present, 'orders', { hand: 'red' }, names));
    h = undoStep(h);
    expect(h.present.cards.hands.red).toEqual([]);
    expect(pile(h.present)).toEqual(shuffled);
    h = undoStep(h);
    expect(pile(h.present)).toEqual(pile(start()));
    h = recordStep(h, shuffleDeck(h.present, 'orders'));
    expect(pile(h.present)).toEqual(shuffled);
    h = recordStep(h, drawCard(h.present, 'orders', { hand: 'red' }, names));
    const drawn = h.present;
    h = redoStep(undoStep(h));
    expect(h.present).toBe(drawn);
  });
});
