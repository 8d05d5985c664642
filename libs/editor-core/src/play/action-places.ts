// Where a legal action acts on the map, read from its fields, so that a playtest board can
// make the map clickable for any ruleset: `{ from, to }`, `{ stack, hex }`, `{ unit, target }`,
// `{ from, path: [...] }`, `{ at }`, `{ places: [...] }`, `{ french: [hexes], allied: [hexes] }`.
// A string is a hex when the map has that label, or names the hex of a unit the view shows.

/** The hexes an action starts from and the hexes it ends at or acts on. */
export interface ActionPlaces {
  /** Where it starts: `from`, `stack`, `origin`, `source`, or the hex of its `unit`. */
  readonly from: readonly string[];
  /** Where it ends or what it targets: `to`, `at`, `hex`, `target`, the end of a `path`, and any other field naming hexes. */
  readonly to: readonly string[];
}

/** How labels and unit ids are told apart. */
export interface PlaceReader {
  /** True when the map has a hex with this label. */
  isHex(label: string): boolean;
  /** The hex a unit stands on, when the view says. */
  hexOfUnit?(id: string): string | undefined;
  /** The board's key of a label `isHex` accepts, when it differs (an area on a map beside the game's); the label itself otherwise. */
  placeOf?(label: string): string;
}

const sourceKeys = new Set(['from', 'stack', 'origin', 'source', 'unit', 'attacker', 'mover']);
/** Fields that name things other than places (a card, a type, a count), never read as hexes. */
const ignoredKeys = new Set(['type', 'kind', 'card', 'cards', 'count', 'id']);

function hexesIn(value: unknown, reader: PlaceReader): string[] {
  if (typeof value === 'string') {
    if (reader.isHex(value)) return [reader.placeOf?.(value) ?? value];
    const hex = reader.hexOfUnit?.(value);
    return hex !== undefined ? [hex] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'string' ? hexesIn(item, reader) : []));
  return [];
}

/** The hexes an action names, as a start and an end (each without repeats). */
export function actionPlaces(action: unknown, reader: PlaceReader): ActionPlaces {
  const from = new Set<string>();
  const to = new Set<string>();
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return { from: [], to: [] };
  for (const [key, value] of Object.entries(action as Record<string, unknown>)) {
    if (ignoredKeys.has(key)) continue;
    if (key === 'path' && Array.isArray(value)) {
      // A path's last hex is where the move ends; the hexes before it are passed through.
      const hexes = hexesIn(value, reader);
      const last = hexes[hexes.length - 1];
      if (last !== undefined) to.add(last);
      continue;
    }
    for (const hex of hexesIn(value, reader)) (sourceKeys.has(key) ? from : to).add(hex);
  }
  for (const hex of from) to.delete(hex);
  return { from: [...from], to: [...to] };
}

/** A legal action with where it acts. */
export interface PlacedAction<A = unknown> {
  readonly index: number;
  readonly action: A;
  readonly places: ActionPlaces;
}

/** What a click on the map means now, with `selected` the hex picked first (if any). */
export interface MapChoices {
  /** Hexes to pick first: the starts of actions (or, for actions without a start, their hexes). */
  readonly starts: readonly string[];
  /** Hexes an action ends at from the selected hex (or from nowhere, when nothing is selected). */
  readonly ends: readonly string[];
}

/**
 * The hexes to highlight: with nothing selected, where actions start and the hexes of
 * actions that start nowhere; with a hex selected, where its actions end.
 */
export function mapChoices(placed: readonly PlacedAction[], selected: string | undefined): MapChoices {
  if (selected !== undefined) {
    const ends = new Set<string>();
    for (const p of placed) if (p.places.from.includes(selected)) for (const hex of p.places.to) ends.add(hex);
    return { starts: [selected], ends: [...ends] };
  }
  const starts = new Set<string>();
  const ends = new Set<string>();
  for (const p of placed) {
    for (const hex of p.places.from) starts.add(hex);
    if (p.places.from.length === 0) for (const hex of p.places.to) ends.add(hex);
  }
  return { starts: [...starts], ends: [...ends].filter((hex) => !starts.has(hex)) };
}

/**
 * The actions a click on `hex` may mean, given the hex selected before: those from the
 * selected hex to this one; else those that start here; else those that end here.
 */
export function actionsAt<A>(placed: readonly PlacedAction<A>[], hex: string, selected: string | undefined): PlacedAction<A>[] {
  if (selected !== undefined && selected !== hex) {
    const moves = placed.filter((p) => p.places.from.includes(selected) && p.places.to.includes(hex));
    if (moves.length > 0) return moves;
  }
  const starting = placed.filter((p) => p.places.from.includes(hex));
  if (starting.length > 0) return starting;
  return placed.filter((p) => p.places.to.includes(hex));
}
