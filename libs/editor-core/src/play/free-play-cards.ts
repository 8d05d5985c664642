// Cards in free play: the scenario's decks, shuffled with the engine's seeded generator (as the
// dice are rolled), drawn to a player's hand or face up on the table, and discarded. Free play
// checks no rules and hides nothing, so every hand is shown; a deck starts in the order its
// data lists the cards, and the person shuffles it (the log says so). Each step returns a
// new state, so free play's undo restores a deck as it restores a piece.
import type { ScenarioDocument } from '@kriegsspiel/formats';
import { createRandom, type RandomState } from '@kriegsspiel/rules-sdk';
import type { FreePlayState } from './free-play';

/** One card in free play. A card without an id is `<deck>-<its place in the list>`; copies of one with a `count` get `#1`, `#2`… after the id. */
export interface FreeCard {
  /** Unique in the game: the card's id in its deck, with the copy's number when there are several. */
  readonly id: string;
  readonly name: string;
  /** The deck it belongs to: it goes back to that deck's discards. */
  readonly deck: string;
}

/** A deck in free play: the cards still to draw (the top first) and those discarded. */
export interface FreeDeck {
  readonly id: string;
  readonly name: string;
  /** The player who owns it (cards drawn go to that hand by default); shared when absent. */
  readonly owner?: string;
  readonly pile: readonly FreeCard[];
  readonly discards: readonly FreeCard[];
}

/** The cards of a game in free play: the decks, each player's hand, and the cards face up. */
export interface FreeCards {
  readonly decks: readonly FreeDeck[];
  /** Each player's hand by player id, in the order drawn. */
  readonly hands: Readonly<Record<string, readonly FreeCard[]>>;
  /** Cards drawn face up onto the table, in the order drawn. */
  readonly faceUp: readonly FreeCard[];
}

/** Where a drawn card goes: a player's hand, or face up on the table. */
export type DrawTarget = { readonly hand: string } | 'face-up';

type ScenarioDeck = NonNullable<ScenarioDocument['decks']>[number];

function cardsOf(deck: ScenarioDeck): FreeCard[] {
  return deck.cards.flatMap((card, index) => {
    const id = card.id ?? `${deck.id}-${index + 1}`;
    const name = card.name ?? id;
    const count = card.count ?? 1;
    return Array.from({ length: count }, (_, copy) => ({ id: count === 1 ? id : `${id}#${copy + 1}`, name, deck: deck.id }));
  });
}

/** The scenario's decks, unshuffled, with an empty hand for every player. */
export function freeCardsOf(scenario: ScenarioDocument): FreeCards {
  const decks = (scenario.decks ?? []).map((d) => ({
    id: d.id,
    name: d.name,
    ...(d.owner !== undefined ? { owner: d.owner } : {}),
    pile: cardsOf(d),
    discards: [],
  }));
  const hands = Object.fromEntries((decks.length > 0 ? scenario.players : []).map((p) => [p.id, [] as FreeCard[]]));
  return { decks, hands, faceUp: [] };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function withDeck(state: FreePlayState, deck: FreeDeck, text: string, more: Partial<FreeCards> = {}, random?: RandomState): FreePlayState {
  return {
    ...state,
    ...(random ? { random } : {}),
    cards: { ...state.cards, ...more, decks: state.cards.decks.map((d) => (d.id === deck.id ? deck : d)) },
    log: [...state.log, { text }],
  };
}

/**
 * Shuffles a deck with the state's generator: its discards go back into the pile first.
 * Returns the same state for an unknown or empty deck (nothing to undo).
 */
export function shuffleDeck(state: FreePlayState, deckId: string): FreePlayState {
  const deck = state.cards.decks.find((d) => d.id === deckId);
  if (!deck || deck.pile.length + deck.discards.length === 0) return state;
  const random: RandomState = { ...state.random, s: [...state.random.s], script: [...state.random.script] };
  const pile = createRandom(random).shuffle([...deck.pile, ...deck.discards]);
  const back = deck.discards.length > 0 ? ` with ${plural(deck.discards.length, 'discard', 'discards')} back in` : '';
  return withDeck(state, { ...deck, pile, discards: [] }, `Shuffled ${deck.name} (${plural(pile.length, 'card', 'cards')}${back})`, {}, random);
}

/** Who a hand is, for the log: the player's name from the scenario, else the id. */
export type PlayerNames = ReadonlyMap<string, string>;

/**
 * Draws the top card of a deck to a player's hand or face up. Returns the same state when
 * the deck is unknown or its pile is empty (shuffle the discards back first), or the player is unknown.
 */
export function drawCard(state: FreePlayState, deckId: string, to: DrawTarget, names: PlayerNames = new Map()): FreePlayState {
  const deck = state.cards.decks.find((d) => d.id === deckId);
  const card = deck?.pile[0];
  if (!deck || !card) return state;
  const rest = { ...deck, pile: deck.pile.slice(1) };
  if (to === 'face-up') return withDeck(state, rest, `Drew ${card.name} from ${deck.name}, face up`, { faceUp: [...state.cards.faceUp, card] });
  const hand = state.cards.hands[to.hand];
  if (!hand) return state;
  return withDeck(state, rest, `Drew ${card.name} from ${deck.name} to ${names.get(to.hand) ?? to.hand}’s hand`, {
    hands: { ...state.cards.hands, [to.hand]: [...hand, card] },
  });
}

/** Discards a card from a hand or the table onto its deck's discards. Returns the same state for a card in neither. */
export function discardCard(state: FreePlayState, cardId: string, names: PlayerNames = new Map()): FreePlayState {
  const { hands, faceUp } = state.cards;
  const holder = Object.keys(hands).find((p) => hands[p]?.some((c) => c.id === cardId));
  const card = (holder !== undefined ? hands[holder] : faceUp)?.find((c) => c.id === cardId);
  const deck = card && state.cards.decks.find((d) => d.id === card.deck);
  if (!card || !deck) return state;
  const from = holder !== undefined ? `${names.get(holder) ?? holder}’s hand` : 'the table';
  const more: Partial<FreeCards> =
    holder !== undefined ? { hands: { ...hands, [holder]: (hands[holder] ?? []).filter((c) => c !== card) } } : { faceUp: faceUp.filter((c) => c !== card) };
  return withDeck(state, { ...deck, discards: [...deck.discards, card] }, `Discarded ${card.name} from ${from}`, more);
}
