// Who stands where: stacks are derived from the units' positions whenever they are needed.
import { indexOf, neighbourIdsOf } from './board';
import { enemyOf, type Side, type State } from './types';

/** The pieces in one hex. Napoleon is kept apart: he never counts in a stack's size (9-1). */
export interface Stack {
  hex: string;
  side: Side;
  /** Units, Napoleon excluded. */
  units: string[];
  napoleon: boolean;
}

/** Every occupied hex. */
export type Position = Map<string, Stack>;

/** A unit's record in the state: where it is, and which face is up. */
export type UnitRecord = State['units'][string];

/**
 * How many times a unit was put into `state.units` (added or its record replaced) through
 * {@link placeUnit}, or moved through {@link moveUnit}. The position cache compares this
 * count instead of reading every unit's place again (in QuickJS that check alone took a
 * seventh of a random playout), so every write of a unit's record or of its `at` goes
 * through these two functions.
 */
let changes = 0;
/** How many of those were placements: the cache's list of unit keys stays valid while this is the same. */
let placements = 0;

/**
 * The places each of the last moves left and entered (`hand` and `removed` included) and
 * the side of the unit that moved (empty when not known), for the caches that need only
 * know which hexes changed ({@link changedSince}): move `c` (counted by `changes`, from 1)
 * is at `(c - 1 - logBase) * 3`. Kept short.
 */
const changeLog: string[] = [];
/** The side of each unit record the last position was read from, for the log. */
let sideOfRecord: Map<UnitRecord, Side | undefined> | undefined;
let logBase = 0;
/** The value of `changes` after the last placement: the log says nothing of placements. */
let placedAt = 0;
const LOG_MOVES = 256;

/** Puts a unit into the state (a set-up draw, an arrival, a reinforcement): the only way to add or replace a unit's record. */
export function placeUnit(state: State, id: string, record: UnitRecord): void {
  state.units[id] = record;
  changes++;
  placements++;
  placedAt = changes;
  changeLog.length = 0;
  logBase = changes;
}

/** Moves a unit (its record in `state.units`) to a hex, or to `hand` or `removed`: the only way to change a unit's `at`. */
export function moveUnit(record: UnitRecord, to: string): void {
  if (changeLog.length >= LOG_MOVES * 3) {
    changeLog.splice(0, (LOG_MOVES / 2) * 3);
    logBase += LOG_MOVES / 2;
  }
  changeLog.push(record.at, to, sideOfRecord?.get(record) ?? '');
  record.at = to;
  changes++;
}

/** How many unit changes there have been: a mark to give {@link changedSince} later. */
export function changeCount(): number {
  return changes;
}

/**
 * The unit moves since `mark` (a {@link changeCount}), in any state, three entries each:
 * the place left, the place entered and the side of the unit (empty when not known);
 * undefined when that is no longer known, or a unit was placed since (a record added or
 * replaced): then anything may have changed.
 */
export function changedSince(mark: number): readonly string[] | undefined {
  if (mark < placedAt || mark < logBase || mark > changes) return undefined;
  return changeLog.slice((mark - logBase) * 3);
}

/**
 * The last position worked out and what it was read from. The rules ask for the position
 * many times between two changes of it, so it is kept outside the state, and read again
 * only when a unit was placed or moved since (or the units, pieces or leader are others).
 */
let last:
  | {
      units: State['units'];
      pieces: State['pieces'];
      leader: string;
      changes: number;
      /** The units' keys, in order: the same while no unit is added. */
      ids: string[];
      /** Each key's record and its piece's side (undefined without a piece), read with `ids`: a record is replaced only by a placement. */
      records: UnitRecord[];
      sides: (Side | undefined)[];
      /** The count of `placeUnit` calls when `ids` was read. */
      placed: number;
      pos: Position;
    }
  | undefined;

/** The stacks on the map now. The answer may be shared with other calls: read it, never change it. */
export function positionOf(state: State): Position {
  const { units, pieces } = state;
  const leader = state.rules.leader;
  if (last && last.units === units && last.pieces === pieces && last.leader === leader && last.changes === changes) return last.pos;
  const out: Position = new Map();
  const made: Stack[] = [];
  // The same units as last time (a unit moved): their keys, records and sides are known, in the same order.
  const prev = last !== undefined && last.units === units && last.pieces === pieces && last.placed === placements ? last : undefined;
  const ids = prev ? prev.ids : Object.keys(units);
  let records: UnitRecord[];
  let sides: (Side | undefined)[];
  if (prev) {
    records = prev.records;
    sides = prev.sides;
  } else {
    records = new Array<UnitRecord>(ids.length);
    sides = new Array<Side | undefined>(ids.length);
    sideOfRecord = new Map();
    for (let i = 0; i < ids.length; i++) {
      records[i] = units[ids[i] as string] as UnitRecord;
      sides[i] = pieces[ids[i] as string]?.side;
      sideOfRecord.set(records[i] as UnitRecord, sides[i]);
    }
  }
  for (let i = 0; i < ids.length; i++) {
    const at = (records[i] as UnitRecord).at;
    if (at === 'hand' || at === 'removed') continue;
    const side = sides[i];
    if (side === undefined) continue;
    const id = ids[i] as string;
    let stack = out.get(at);
    if (!stack) {
      stack = { hex: at, side, units: [], napoleon: false };
      out.set(at, stack);
      made.push(stack);
    }
    if (id === leader) stack.napoleon = true;
    else stack.units.push(id);
  }
  // Indexed loops here and below: for-of over a Map or array is slow in QuickJS.
  for (let i = 0; i < made.length; i++) if ((made[i] as Stack).units.length > 1) (made[i] as Stack).units.sort();
  last = { units, pieces, leader, changes, ids, records, sides, placed: placements, pos: out };
  return out;
}

/** The stack in each hex by hex number (see `BoardIndex.ids`), and the hexes next to each side's enemies, for the searches by number. */
export interface PositionByNumber {
  stacks: (Stack | undefined)[];
  /** The hex number of each stack, in the position's order. */
  at: number[];
  /** The stacks in the position's order. */
  list: Stack[];
  contact: Partial<Record<Side, Uint8Array>>;
  zones: Partial<Record<Side, Set<string>>>;
  /** The hexes of the stacks that must fight, sorted, once combat has asked (see combat.ts). */
  fighting?: string[];
}

const byNumber = new WeakMap<Position, PositionByNumber>();
let lastNumbered: { pos: Position; found: PositionByNumber } | undefined;

/** The position by hex number, worked out once per position. */
export function positionByNumber(state: State, pos: Position): PositionByNumber {
  // The searches ask many times about one position: the last one is kept in front of the map.
  if (lastNumbered?.pos === pos) return lastNumbered.found;
  let found = byNumber.get(pos);
  if (!found) {
    const { ids, labels } = indexOf(state.board);
    const stacks: (Stack | undefined)[] = new Array<Stack | undefined>(labels.length).fill(undefined);
    const at: number[] = [];
    const list = [...pos.values()];
    for (let i = 0; i < list.length; i++) {
      const stack = list[i] as Stack;
      const id = ids.get(stack.hex);
      at.push(id ?? -1);
      if (id !== undefined) stacks[id] = stack;
    }
    found = { stacks, at, list, contact: {}, zones: {} };
    byNumber.set(pos, found);
  }
  lastNumbered = { pos, found };
  return found;
}

/**
 * Every hex next to a stack of the enemy of `side`, by hex number (1 for such a hex), worked
 * out once per position. Napoleon alone counts: he is a unit and so a stack (2-1, 2-4), and
 * moving next to him stops a stack (6-3). Combat asks {@link enemiesNextTo} instead, since
 * alone he does not fight.
 */
export function contactMarks(state: State, pos: Position, side: Side): Uint8Array {
  const numbered = positionByNumber(state, pos);
  let marks = numbered.contact[side];
  if (!marks) {
    const index = indexOf(state.board);
    const { start, next } = neighbourIdsOf(index);
    marks = new Uint8Array(index.labels.length);
    const { list, at } = numbered;
    for (let i = 0; i < list.length; i++) {
      const id = at[i] as number;
      if ((list[i] as Stack).side === side || id < 0) continue;
      for (let k = start[id] as number, end = start[id + 1] as number; k < end; k++) marks[next[k] as number] = 1;
    }
    numbered.contact[side] = marks;
  }
  return marks;
}

/** {@link contactMarks} as a set of hex labels. */
export function contactZone(state: State, pos: Position, side: Side): Set<string> {
  const numbered = positionByNumber(state, pos);
  let zone = numbered.zones[side];
  if (!zone) {
    const { labels } = indexOf(state.board);
    const marks = contactMarks(state, pos, side);
    zone = new Set();
    for (let i = 0; i < marks.length; i++) if (marks[i] === 1) zone.add(labels[i] as string);
    numbered.zones[side] = zone;
  }
  return zone;
}

/** True when the hex holds a stack of the side with at least one unit: Napoleon alone does not fight (he is taken prisoner instead, 3). */
export function hasUnitsOf(pos: Position, label: string, side: Side): boolean {
  const s = pos.get(label);
  return s !== undefined && s.side === side && s.units.length > 0;
}

/** Hexes of the enemy's stacks (with units) next to this hex. */
export function enemiesNextTo(state: State, pos: Position, label: string, side: Side): string[] {
  const foe = enemyOf(side);
  return (indexOf(state.board).neighbours.get(label) ?? []).filter((n) => hasUnitsOf(pos, n, foe));
}

/** True when the hex touches an enemy stack, Napoleon alone included (6-3). */
export function nextToEnemy(state: State, pos: Position, label: string, side: Side): boolean {
  const id = indexOf(state.board).ids.get(label);
  return id !== undefined && contactMarks(state, pos, side)[id] === 1;
}

/** The hex Napoleon stands in, if he is on the map. */
export function napoleonHex(state: State): string | undefined {
  const at = state.units[state.rules.leader]?.at;
  return at === undefined || at === 'hand' || at === 'removed' ? undefined : at;
}

const sideStacks = new WeakMap<Position, Partial<Record<Side, readonly Stack[]>>>();
let lastSides: { pos: Position; found: Partial<Record<Side, readonly Stack[]>> } | undefined;

/** The stacks of a side, by hex label: worked out once per position (each listing and victory check asks), so read it, never change it. */
export function stacksOf(pos: Position, side: Side): readonly Stack[] {
  let found = lastSides?.pos === pos ? lastSides.found : sideStacks.get(pos);
  if (!found) {
    found = {};
    sideStacks.set(pos, found);
  }
  if (lastSides?.pos !== pos) lastSides = { pos, found };
  let stacks = found[side];
  if (!stacks) {
    stacks = [...pos.values()].filter((s) => s.side === side).sort((a, b) => (a.hex < b.hex ? -1 : 1));
    found[side] = stacks;
  }
  return stacks;
}

/** True when a stack includes a unit that has moved this turn (6-1-4, 6-2 a). */
export function hasMoved(state: State, stack: Stack): boolean {
  return stack.units.some((u) => state.moved.includes(u)) || (stack.napoleon && state.moved.includes(state.rules.leader));
}

/** The units of a hex of the given type. */
export function unitsOfType(state: State, stack: Stack, type: 'infantry' | 'cavalry'): string[] {
  return stack.units.filter((u) => state.pieces[u]?.type === type);
}

/** Counts a stack's units in words: `1 unit`, `3 units`, with Napoleon named. */
export function sizeWords(stack: { units: string[]; napoleon: boolean }): string {
  const n = stack.units.length;
  const units = `${n} unit${n === 1 ? '' : 's'}`;
  return stack.napoleon ? (n === 0 ? 'Napoleon alone' : `${units} and Napoleon`) : units;
}
