// Small helpers rules use inside the sandbox. They work on plain data, so everything they
// touch can live in the game state.
import type { Deck as DeckDocument } from '@kriegsspiel/formats';

/** A card as the rules keep it: a unique id and the values printed on it. */
export interface Card {
  id: string;
  name?: string;
  values: Record<string, unknown>;
}

/**
 * Expands a scenario's deck into its cards, one entry per physical card. Identical cards
 * (`count`) get ids `<deck>-<value>-<n>` built from their first value, so a test can
 * script "the next card drawn is a 7" by naming `artillery-7-1`.
 */
export function cardsOf(deck: DeckDocument): Card[] {
  const cards: Card[] = [];
  deck.cards.forEach((card, index) => {
    const count = card.count ?? 1;
    const first = Object.values(card.values ?? {})[0];
    const stem = card.id ?? `${deck.id}-${first ?? index}`;
    for (let n = 1; n <= count; n++) {
      cards.push({ id: count === 1 && card.id ? card.id : `${stem}-${n}`, ...(card.name ? { name: card.name } : {}), values: { ...(card.values ?? {}) } });
    }
  });
  return cards;
}

/** One row of a range table: the value for every key from `from` to `to` (either may be open). */
export interface RangeRow<V> {
  from?: number;
  to?: number;
  value: V;
}

/**
 * Looks a number up in a table of ranges, as on a combat results table ("+3, +4 Blown").
 * Throws when no row covers it: a gap in a table is a bug in the rules.
 */
export function lookupRange<V>(rows: readonly RangeRow<V>[], key: number): V {
  const row = rows.find((r) => (r.from === undefined || key >= r.from) && (r.to === undefined || key <= r.to));
  if (!row) throw new RangeError(`no row of the table covers ${key}`);
  return row.value;
}

/** Looks up a cell of a two-way table by row and column keys, as on a fire table by range and die. */
export function lookupCell<V>(table: Readonly<Record<string, Readonly<Record<string, V>>>>, row: string | number, column: string | number): V {
  const cells = table[String(row)];
  if (!cells) throw new RangeError(`the table has no row ${row}`);
  const value = cells[String(column)];
  if (value === undefined) throw new RangeError(`row ${row} of the table has no column ${column}`);
  return value;
}

/** Clamps a number into a range, as tables do with "6 or more". */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
