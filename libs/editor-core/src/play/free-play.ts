// Free play: a scenario on the board with no rules at all, as VASSAL plays a module. The
// person moves pieces by hand and rolls dice; nothing is checked. The state is plain data
// (the pieces where they stand, the engine's seeded generator, a log), every step returns a
// new state, and undo and redo are two stacks of states, so undoing a roll undoes the
// generator too: rolling again gives the same result, as replaying a seed does. Cards (the
// scenario's decks) are in free-play-cards.ts, the saved file in free-play-save.ts.
import type { MapDocument, OobDocument, Place, ScenarioDocument, Unit } from '@kriegsspiel/formats';
import { createRandom, seedState, type Picture, type PicturePlace, type RandomState } from '@kriegsspiel/rules-sdk';
import { labelOfPlace } from '../map/map-counters';
import { placeOnBoard } from './picture-pieces';
import { freeCardsOf, type FreeCards } from './free-play-cards';

/** A piece on the board in free play. */
export interface FreePiece {
  /** The unit's id in the order of battle. */
  readonly id: string;
  /** Its name, as the log writes it. */
  readonly name: string;
  /** Where it stands: a hex label, or an area id on an area map. */
  readonly at: PicturePlace;
}

/** The dice free play offers. */
export type FreeDice = 'd6' | '2d6' | 'd10';

/** The dice free play offers, in the order the board shows them. */
export const freeDice: readonly FreeDice[] = ['d6', '2d6', 'd10'];

const diceOf: Record<FreeDice, { count: number; sides: number }> = {
  d6: { count: 1, sides: 6 },
  '2d6': { count: 2, sides: 6 },
  d10: { count: 1, sides: 10 },
};

/** One line of the log. */
export interface FreeLogEntry {
  readonly text: string;
  /** The dice rolled, for a roll. */
  readonly dice?: readonly number[];
}

/** Everything of a game in free play, as plain JSON. Pieces at one place stack bottom first in list order. */
export interface FreePlayState {
  readonly pieces: readonly FreePiece[];
  /** The engine's generator, advanced by every roll. */
  readonly random: RandomState;
  /** The scenario's decks, the hands and the cards face up (see free-play-cards.ts). */
  readonly cards: FreeCards;
  readonly log: readonly FreeLogEntry[];
}

/** What free play needs of a scenario: its set-up, its map and its order of battle. */
export interface FreePlayBundle {
  readonly scenario: ScenarioDocument;
  readonly map: MapDocument;
  readonly oob?: OobDocument | undefined;
}

/** The unit names of an order of battle, by id. */
function unitNames(oob: OobDocument | undefined): Map<string, string> {
  const names = new Map<string, string>();
  const add = (units: readonly Unit[] | undefined) => units?.forEach((u) => names.set(u.id, u.name));
  const walk = (formations: OobDocument['formations']) =>
    formations?.forEach((f) => {
      add(f.units);
      walk(f.formations);
    });
  add(oob?.units);
  walk(oob?.formations);
  return names;
}

/** Where a set-up place is on the board: an area on an area map, else the hex it names. */
function boardPlace(map: MapDocument, place: Place | undefined): PicturePlace | undefined {
  if (!place) return undefined;
  if (place.area !== undefined) return { area: place.area };
  const hex = map.grid ? labelOfPlace(map, place) : undefined;
  return hex === undefined ? undefined : { hex };
}

/**
 * A new game in free play: the scenario's set-up on the board (the first place where a
 * placement offers several), the generator seeded with `seed`. Pieces the set-up draws from
 * pools, or places off the board, are left off, and the log says how many.
 */
export function freePlayStart(bundle: FreePlayBundle, seed: number): FreePlayState {
  const names = unitNames(bundle.oob);
  const pieces: FreePiece[] = [];
  let leftOff = 0;
  for (const placement of bundle.scenario.setup ?? []) {
    const at = boardPlace(bundle.map, Array.isArray(placement.at) ? placement.at[0] : placement.at);
    const units = placement.units ?? [];
    if (!at) {
      leftOff += units.length;
      continue;
    }
    if (placement.draw) leftOff += placement.draw.count;
    for (const id of units) pieces.push({ id, name: names.get(id) ?? id, at });
  }
  const log: FreeLogEntry[] = [{ text: `Set up ${pieces.length} ${pieces.length === 1 ? 'piece' : 'pieces'} from ${bundle.scenario.name}` }];
  if (leftOff > 0) log.push({ text: `${leftOff} ${leftOff === 1 ? 'piece is' : 'pieces are'} not on the board (drawn in play, or placed off the map)` });
  const cards = freeCardsOf(bundle.scenario);
  if (cards.decks.length > 0) log.push({ text: `${cards.decks.map((d) => d.name).join(', ')}: in the order listed, not shuffled` });
  return { pieces, random: seedState(seed), cards, log };
}

/** The pieces at a place, bottom of the stack first. */
export function piecesAt(state: FreePlayState, place: string): FreePiece[] {
  return state.pieces.filter((p) => placeOnBoard(p.at) === place);
}

/**
 * Moves a piece to a place, on top of the stack there. Returns the same state when the piece
 * is unknown or already there (nothing to undo).
 */
export function movePiece(state: FreePlayState, id: string, to: PicturePlace): FreePlayState {
  const piece = state.pieces.find((p) => p.id === id);
  const target = placeOnBoard(to);
  if (!piece || placeOnBoard(piece.at) === target) return state;
  const moved = { ...piece, at: to };
  return {
    ...state,
    pieces: [...state.pieces.filter((p) => p !== piece), moved],
    log: [...state.log, { text: `Moved ${piece.name} from ${placeOnBoard(piece.at)} to ${target}` }],
  };
}

/** Rolls dice with the state's generator: the result is in the new state's log. */
export function rollDice(state: FreePlayState, dice: FreeDice): FreePlayState {
  const { count, sides } = diceOf[dice];
  const random: RandomState = { ...state.random, s: [...state.random.s], script: [...state.random.script] };
  const rolled = createRandom(random).dice(count, sides);
  const sum = rolled.reduce((a, b) => a + b, 0);
  const text = count === 1 ? `Rolled ${dice}: ${sum}` : `Rolled ${dice}: ${rolled.join(' + ')} = ${sum}`;
  return { ...state, random, log: [...state.log, { text, dice: rolled }] };
}

/** The pieces as a picture the board draws: every piece face up (free play hides nothing). */
export function freePlayPicture(state: FreePlayState): Picture {
  return { pieces: state.pieces.map((p) => ({ id: p.id, at: p.at, side: '' })) };
}

/** Free play with its undo and redo: the states before the present one, and those undone. */
export interface FreePlayHistory {
  readonly past: readonly FreePlayState[];
  readonly present: FreePlayState;
  readonly future: readonly FreePlayState[];
}

/** A history that starts at `state`, with nothing to undo. */
export function freePlayHistory(state: FreePlayState): FreePlayHistory {
  return { past: [], present: state, future: [] };
}

/** The history after a step: the step's state is the present, and what was undone is gone. A step that changed nothing is no step. */
export function recordStep(history: FreePlayHistory, next: FreePlayState): FreePlayHistory {
  if (next === history.present) return history;
  return { past: [...history.past, history.present], present: next, future: [] };
}

/** Goes back one step; the same history when there is nothing to undo. */
export function undoStep(history: FreePlayHistory): FreePlayHistory {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

/** Goes forward one undone step; the same history when nothing was undone. */
export function redoStep(history: FreePlayHistory): FreePlayHistory {
  const next = history.future[0];
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: history.future.slice(1) };
}
