// A game of free play saved to a file: the scenario it is of, the seed it started from, and
// its state as it stands (pieces, the generator, the cards, the log), as JSON. Loading it
// gives the same position, the same log and the same next roll or shuffle. The undo history
// is not saved: a loaded game starts with nothing to undo, as a loaded rules game does. The
// scenario's documents are not saved either; the studio reads them from the workspace.
import type { FreeCard, FreeCards, FreeDeck } from './free-play-cards';
import type { FreeLogEntry, FreePiece, FreePlayState } from './free-play';

/** The `format` of a saved free-play game. */
export const FREE_PLAY_FORMAT = 'kriegsspiel-free-play/1';

/** What a saved free-play file holds. */
export interface FreePlaySave {
  readonly format: typeof FREE_PLAY_FORMAT;
  /** The scenario's id. */
  readonly scenario: string;
  /** The seed the game started from (its generator has moved on since: see `state.random`). */
  readonly seed: number;
  readonly state: FreePlayState;
}

/** The file's text: the save as JSON, two spaces, a newline at the end. */
export function freePlaySaveText(save: FreePlaySave): string {
  return JSON.stringify(save, null, 2) + '\n';
}

/** Where a game is saved in a mod's folder: `<folder>/saves/<scenario>-seed-<seed>.free-play.json`. */
export function freePlaySavePath(folder: string, scenario: string, seed: number): string {
  return `${folder}/saves/${scenario}-seed-${seed}.free-play.json`;
}

/** True for the path of a saved free-play game. */
export function isFreePlaySavePath(path: string): boolean {
  return path.endsWith('.free-play.json');
}

/** A file that is not a saved free-play game: where (file and JSON pointer) and what is wrong. */
export class FreePlaySaveError extends Error {
  override name = 'FreePlaySaveError';
}

type Check = (value: unknown, at: string) => void;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Reads a saved free-play game from its text, checking every part; throws a
 * {@link FreePlaySaveError} that names the file, the JSON pointer and what to do.
 */
export function parseFreePlaySave(text: string, file: string): FreePlaySave {
  const fail = (at: string, what: string): never => {
    throw new FreePlaySaveError(`${file}${at ? ` at ${at}` : ''}: ${what}`);
  };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return fail('', `it is not JSON (${(e as Error).message}); save the game again from the Playtest board`);
  }
  const str: Check = (v, at) => (typeof v === 'string' && v.length > 0) || fail(at, 'expected a non-empty string');
  const uint: Check = (v, at) =>
    (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 0xffffffff) || fail(at, 'expected a whole number from 0 to 4294967295');
  const list = (v: unknown, at: string, each: Check) => (Array.isArray(v) ? v.forEach((x, i) => each(x, `${at}/${i}`)) : fail(at, 'expected a list'));
  const object = (v: unknown, at: string): Record<string, unknown> => (isObject(v) ? v : fail(at, 'expected an object'));

  const save = object(value, '');
  if (save.format !== FREE_PLAY_FORMAT) fail('/format', `expected "${FREE_PLAY_FORMAT}": this file is not a saved free-play game`);
  str(save.scenario, '/scenario');
  uint(save.seed, '/seed');
  const state = object(save.state, '/state');
  list(state.pieces, '/state/pieces', (v, at) => {
    const piece = object(v, at) as Partial<Record<keyof FreePiece, unknown>>;
    str(piece.id, `${at}/id`);
    str(piece.name, `${at}/name`);
    const place = object(piece.at, `${at}/at`);
    if (typeof place.hex !== 'string' && typeof place.area !== 'string') fail(`${at}/at`, 'expected {"hex": "0101"} or {"area": "an-area"}');
  });
  const random = object(state.random, '/state/random');
  if (!Array.isArray(random.s) || random.s.length !== 4) fail('/state/random/s', 'expected the generator’s four numbers');
  // sfc32 keeps some words as signed 32-bit numbers (an xor's result), so either kind is allowed.
  list(
    random.s,
    '/state/random/s',
    (v, at) => (Number.isInteger(v) && (v as number) >= -0x80000000 && (v as number) <= 0xffffffff) || fail(at, 'expected a 32-bit whole number'),
  );
  list(random.script, '/state/random/script', (v, at) => object(v, at));
  uint(random.used, '/state/random/used');
  const card: Check = (v, at) => {
    const c = object(v, at) as Partial<Record<keyof FreeCard, unknown>>;
    str(c.id, `${at}/id`);
    str(c.name, `${at}/name`);
    str(c.deck, `${at}/deck`);
  };
  const cards = object(state.cards, '/state/cards') as Partial<Record<keyof FreeCards, unknown>>;
  list(cards.decks, '/state/cards/decks', (v, at) => {
    const deck = object(v, at) as Partial<Record<keyof FreeDeck, unknown>>;
    str(deck.id, `${at}/id`);
    str(deck.name, `${at}/name`);
    if (deck.owner !== undefined) str(deck.owner, `${at}/owner`);
    list(deck.pile, `${at}/pile`, card);
    list(deck.discards, `${at}/discards`, card);
  });
  const hands = object(cards.hands, '/state/cards/hands');
  for (const [player, hand] of Object.entries(hands)) list(hand, `/state/cards/hands/${player.replace(/~/g, '~0').replace(/\//g, '~1')}`, card);
  list(cards.faceUp, '/state/cards/faceUp', card);
  list(state.log, '/state/log', (v, at) => {
    const entry = object(v, at) as Partial<Record<keyof FreeLogEntry, unknown>>;
    if (typeof entry.text !== 'string') fail(`${at}/text`, 'expected the line’s text');
    if (entry.dice !== undefined) list(entry.dice, `${at}/dice`, uint);
  });
  return value as FreePlaySave;
}
