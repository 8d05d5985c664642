// Who stands where: stacks are derived from the units' positions whenever they are needed.
import { indexOf, neighbourIdsOf } from './board';
import { enemyOf, SIDES, type Side, type State } from './types';

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
/** The record each logged move moved, move `c` at `c - 1 - logBase`, for {@link positionOf}. */
const recordLog: UnitRecord[] = [];
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
  recordLog.length = 0;
  logBase = changes;
}

/** Moves a unit (its record in `state.units`) to a hex, or to `hand` or `removed`: the only way to change a unit's `at`. */
export function moveUnit(record: UnitRecord, to: string): void {
  if (changeLog.length >= LOG_MOVES * 3) {
    changeLog.splice(0, (LOG_MOVES / 2) * 3);
    recordLog.splice(0, LOG_MOVES / 2);
    logBase += LOG_MOVES / 2;
  }
  changeLog.push(record.at, to, sideOfRecord?.get(record) ?? '');
  recordLog.push(record);
  record.at = to;
  changes++;
}

/** How many units were turned face up through {@link turnUp}: the kept moves compare it (a face-down brigade detaches apart, see movement.ts). */
let reveals = 0;

/** Turns a unit face up: the only way to change a unit's face once it is placed (units never turn face down again). */
export function turnUp(record: UnitRecord): void {
  if (record.faceUp) return;
  record.faceUp = true;
  reveals++;
}

/** How many units have been turned face up: a mark to compare later. */
export function revealCount(): number {
  return reveals;
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
 * After a few moves of the same units it is brought up to date from the log instead
 * ({@link advance}): the stacks the moves changed are copied, the others shared.
 */
interface Known {
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
  /** The index in `ids` of each record and of each key. */
  recordIndex: Map<UnitRecord, number>;
  idIndex: Map<string, number>;
  /** Each unit's hex in `pos`, by index in `ids` ('' when in no stack: in hand, removed, or without a piece). */
  hexes: string[];
  /** The position's entries in order, the index in `ids` of each stack's first unit (ascending: the order a rebuild gives) and each hex's. */
  entries: [string, Stack][];
  /** The stacks of `entries`, in the same order (the position's values, without going through the map's iterator). */
  list: Stack[];
  firsts: number[];
  firstAt: Map<string, number>;
  /** The map, its hex numbers, and the hex number of each entry's stack (-1 off the map), for {@link positionByNumber}. */
  board: State['board'];
  hexIds: Map<string, number>;
  nums: number[];
  /** False when a hex holds units of both sides: a rebuild's stack side then depends on the order, so no update in place. */
  single: boolean;
  pos: Position;
}

let last: Known | undefined;

/** The last position {@link advance} made, the one it was made from and the hexes whose stacks it changed (perhaps to none). */
let lastStep: { pos: Position; from: Position; hexes: string[]; board: State['board']; at: number[]; list: Stack[] } | undefined;

/** The most unit moves brought up to date in place; beyond, the position is read again. */
const ADVANCE_MOVES = 32;

/** The stacks on the map now. The answer may be shared with other calls: read it, never change it. */
export function positionOf(state: State): Position {
  const { units, pieces } = state;
  const leader = state.rules.leader;
  if (last && last.units === units && last.pieces === pieces && last.leader === leader && last.board === state.board) {
    if (last.changes === changes) return last.pos;
    if (last.single && last.placed === placements && changes - last.changes <= ADVANCE_MOVES && last.changes >= logBase) {
      const pos = advance(last, recordLog.slice(last.changes - logBase));
      if (pos !== undefined) return pos;
    }
  }
  return rebuild(state);
}

/** Reads the position from every unit. */
function rebuild(state: State): Position {
  const { units, pieces } = state;
  const leader = state.rules.leader;
  const out: Position = new Map();
  const made: Stack[] = [];
  // The same units as last time (a unit moved): their keys, records and sides are known, in the same order.
  const prev = last !== undefined && last.units === units && last.pieces === pieces && last.placed === placements ? last : undefined;
  const ids = prev ? prev.ids : Object.keys(units);
  let records: UnitRecord[];
  let sides: (Side | undefined)[];
  let recordIndex: Map<UnitRecord, number>;
  let idIndex: Map<string, number>;
  if (prev) {
    records = prev.records;
    sides = prev.sides;
    recordIndex = prev.recordIndex;
    idIndex = prev.idIndex;
  } else {
    records = new Array<UnitRecord>(ids.length);
    sides = new Array<Side | undefined>(ids.length);
    recordIndex = new Map();
    idIndex = new Map();
    sideOfRecord = new Map();
    for (let i = 0; i < ids.length; i++) {
      records[i] = units[ids[i] as string] as UnitRecord;
      sides[i] = pieces[ids[i] as string]?.side;
      sideOfRecord.set(records[i] as UnitRecord, sides[i]);
      recordIndex.set(records[i] as UnitRecord, i);
      idIndex.set(ids[i] as string, i);
    }
  }
  const hexes = new Array<string>(ids.length);
  const firsts: number[] = [];
  let single = true;
  for (let i = 0; i < ids.length; i++) {
    hexes[i] = '';
    const at = (records[i] as UnitRecord).at;
    if (at === 'hand' || at === 'removed') continue;
    const side = sides[i];
    if (side === undefined) continue;
    hexes[i] = at;
    const id = ids[i] as string;
    let stack = out.get(at);
    if (!stack) {
      stack = { hex: at, side, units: [], napoleon: false };
      out.set(at, stack);
      made.push(stack);
      firsts.push(i);
    } else if (stack.side !== side) single = false;
    if (id === leader) stack.napoleon = true;
    else stack.units.push(id);
  }
  // Indexed loops here and below: for-of over a Map or array is slow in QuickJS.
  const entries = new Array<[string, Stack]>(made.length);
  // `made` is this function's own: the known position keeps it as its list.
  const list = made;
  const firstAt = new Map<string, number>();
  const hexIds = indexOf(state.board).ids;
  const nums = new Array<number>(made.length);
  for (let i = 0; i < made.length; i++) {
    const stack = made[i] as Stack;
    if (stack.units.length > 1) stack.units.sort();
    entries[i] = [stack.hex, stack];
    firstAt.set(stack.hex, firsts[i] as number);
    nums[i] = hexIds.get(stack.hex) ?? -1;
  }
  last = {
    units,
    pieces,
    leader,
    changes,
    ids,
    records,
    sides,
    placed: placements,
    recordIndex,
    idIndex,
    hexes,
    entries,
    list,
    firsts,
    firstAt,
    board: state.board,
    hexIds,
    nums,
    single,
    pos: out,
  };
  return out;
}

/** A copy of the stack in a hex of the known position, or a new empty one, to change. */
function copyOf(k: Known, hex: string, side: Side): Stack {
  const old = k.pos.get(hex);
  return old === undefined ? { hex, side, units: [], napoleon: false } : { hex, side: old.side, units: old.units.slice(), napoleon: old.napoleon };
}

/** The index of the first of `sorted` (ascending) not below `value`. */
function lowerBound(sorted: number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Brings the known position up to date after the moves of these records (some may be
 * another state's: they are passed over), the position a rebuild would give: the same
 * stacks, units sorted, and the stacks in the order of their first unit in `ids`. Answers
 * undefined when it cannot (a hex would hold both sides): the caller then rebuilds.
 */
function advance(k: Known, moved: readonly UnitRecord[]): Position | undefined {
  const { ids, hexes, leader } = k;
  const touched = new Map<string, Stack>();
  const order: string[] = [];
  for (let m = 0; m < moved.length; m++) {
    const record = moved[m] as UnitRecord;
    const i = k.recordIndex.get(record);
    if (i === undefined) continue;
    const side = k.sides[i];
    if (side === undefined) continue;
    const at = record.at;
    const to = at === 'hand' || at === 'removed' ? '' : at;
    const was = hexes[i] as string;
    if (was === to) continue;
    const id = ids[i] as string;
    if (was !== '') {
      let from = touched.get(was);
      if (from === undefined) {
        if (!k.pos.has(was)) return undefined;
        touched.set(was, (from = copyOf(k, was, side)));
        order.push(was);
      }
      if (id === leader) from.napoleon = false;
      else {
        const j = from.units.indexOf(id);
        if (j < 0) return undefined;
        from.units.splice(j, 1);
      }
    }
    if (to !== '') {
      let into = touched.get(to);
      if (into === undefined) {
        touched.set(to, (into = copyOf(k, to, side)));
        order.push(to);
      }
      if (into.side !== side) {
        if (into.units.length > 0 || into.napoleon) return undefined;
        into.side = side;
      }
      if (id === leader) into.napoleon = true;
      else {
        const list = into.units;
        let j = list.length;
        while (j > 0 && (list[j - 1] as string) > id) j--;
        list.splice(j, 0, id);
      }
    }
    hexes[i] = to;
  }
  // Each changed stack's first unit: where it stays in the order, it keeps its place.
  const { entries, list, firsts, firstAt, idIndex, nums } = k;
  const moves: number[] = [];
  for (let t = 0; t < order.length; t++) {
    const hex = order[t] as string;
    const stack = touched.get(hex) as Stack;
    let first = -1;
    if (stack.units.length > 0 || stack.napoleon) {
      first = stack.napoleon ? (idIndex.get(leader) as number) : ids.length;
      for (let u = 0; u < stack.units.length; u++) {
        const j = idIndex.get(stack.units[u] as string) as number;
        if (j < first) first = j;
      }
    }
    const before = firstAt.get(hex);
    if (before !== undefined && before === first) {
      const slot = lowerBound(firsts, first);
      entries[slot] = [hex, stack];
      list[slot] = stack;
    } else moves.push(t, before ?? -1, first);
  }
  // Stacks that leave their place come out first, then go in where their first unit puts them.
  for (let m = 0; m < moves.length; m += 3) {
    const before = moves[m + 1] as number;
    if (before < 0) continue;
    const slot = lowerBound(firsts, before);
    entries.splice(slot, 1);
    list.splice(slot, 1);
    firsts.splice(slot, 1);
    nums.splice(slot, 1);
    firstAt.delete(order[moves[m] as number] as string);
  }
  for (let m = 0; m < moves.length; m += 3) {
    const first = moves[m + 2] as number;
    if (first < 0) continue;
    const hex = order[moves[m] as number] as string;
    const slot = lowerBound(firsts, first);
    const stack = touched.get(hex) as Stack;
    entries.splice(slot, 0, [hex, stack]);
    list.splice(slot, 0, stack);
    firsts.splice(slot, 0, first);
    nums.splice(slot, 0, k.hexIds.get(hex) ?? -1);
    firstAt.set(hex, first);
  }
  const pos: Position = new Map(entries);
  lastStep = { pos, from: k.pos, hexes: order, board: k.board, at: nums.slice(), list: list.slice() };
  k.pos = pos;
  k.changes = changes;
  return pos;
}

/** The stack in each hex by hex number (see `BoardIndex.ids`), and the hexes next to each side's enemies, for the searches by number. */
export interface PositionByNumber {
  stacks: (Stack | undefined)[];
  /** The hex number of each stack, in the position's order. */
  at: number[];
  /** The stacks in the position's order. */
  list: Stack[];
  contact: Partial<Record<Side, Uint8Array>>;
  /** For each side's `contact`, how many enemy stacks touch each hex: what lets the next position's marks be worked out from these. */
  touching: Partial<Record<Side, Uint8Array>>;
  /** The map the numbers are of. */
  board: State['board'];
  zones: Partial<Record<Side, Set<string>>>;
  /** The hexes of the stacks that must fight, sorted, once combat has asked (see combat.ts). */
  fighting?: string[];
  /**
   * Set once the next position took over its arrays (see {@link numberedAfter}): they describe
   * that position now, and whoever kept this object must ask {@link positionByNumber} again.
   */
  retired?: boolean;
}

const byNumber = new WeakMap<Position, PositionByNumber>();
let lastNumbered: { pos: Position; found: PositionByNumber } | undefined;

/** The position by hex number, worked out once per position. */
export function positionByNumber(state: State, pos: Position): PositionByNumber {
  // The searches ask many times about one position: the last one is kept in front of the map.
  if (lastNumbered?.pos === pos) return lastNumbered.found;
  let found = byNumber.get(pos);
  if (!found) {
    const step = lastStep?.pos === pos ? lastStep : undefined;
    const before = step === undefined || step.board !== state.board ? undefined : byNumber.get(step.from);
    if (step !== undefined && before !== undefined && before.board === state.board) {
      found = numberedAfter(state, pos, before, step);
      // The position it was made from is worked out afresh if anyone asks for it again.
      byNumber.delete(step.from);
    } else found = numbered(state, pos);
    byNumber.set(pos, found);
  }
  lastNumbered = { pos, found };
  return found;
}

/** The position by hex number, read from every stack. */
function numbered(state: State, pos: Position): PositionByNumber {
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
  return { stacks, at, list, contact: {}, touching: {}, board: state.board, zones: {} };
}

/**
 * The position by hex number from that of the position {@link advance} made it from, where
 * only the stacks in `step.hexes` changed (`step.at` and `step.list`: the hex numbers of its stacks and the stacks, in its order): the
 * contact marks already worked out there brought up to date around them, and those hexes set.
 * It takes over the arrays of `before` rather than copy a map's worth of entries at every
 * move (slow in QuickJS), and retires it: a position is rarely asked about once the next is.
 */
function numberedAfter(state: State, pos: Position, before: PositionByNumber, step: { hexes: string[]; at: number[]; list: Stack[] }): PositionByNumber {
  const { hexes, at, list } = step;
  const index = indexOf(state.board);
  const { ids } = index;
  // `before.stacks` is read below for the old stacks before any of its entries is set.
  const stacks = before.stacks;
  const found: PositionByNumber = { stacks, at, list, contact: {}, touching: {}, board: state.board, zones: {} };
  const { start, next } = neighbourIdsOf(index);
  for (let s = 0; s < SIDES.length; s++) {
    const side = SIDES[s] as Side;
    const touching = before.touching[side];
    if (touching === undefined) continue;
    const marks = before.contact[side] as Uint8Array;
    for (let h = 0; h < hexes.length; h++) {
      const id = ids.get(hexes[h] as string);
      if (id === undefined) continue;
      const old = before.stacks[id];
      const now = pos.get(hexes[h] as string);
      const then = old !== undefined && old.side !== side;
      if (then === (now !== undefined && now.side !== side)) continue;
      for (let k = start[id] as number, end = start[id + 1] as number; k < end; k++) {
        const n = next[k] as number;
        const count = (touching[n] as number) + (then ? -1 : 1);
        touching[n] = count;
        marks[n] = count > 0 ? 1 : 0;
      }
    }
    found.touching[side] = touching;
    found.contact[side] = marks;
  }
  for (let h = 0; h < hexes.length; h++) {
    const id = ids.get(hexes[h] as string);
    if (id !== undefined) stacks[id] = pos.get(hexes[h] as string);
  }
  before.retired = true;
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
    const touching = new Uint8Array(index.labels.length);
    const { list, at } = numbered;
    for (let i = 0; i < list.length; i++) {
      const id = at[i] as number;
      if ((list[i] as Stack).side === side || id < 0) continue;
      for (let k = start[id] as number, end = start[id + 1] as number; k < end; k++) {
        const n = next[k] as number;
        marks[n] = 1;
        touching[n] = (touching[n] as number) + 1;
      }
    }
    numbered.contact[side] = marks;
    numbered.touching[side] = touching;
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
  const index = indexOf(state.board);
  const id = index.ids.get(label);
  if (id === undefined) return false;
  // The position's marks when already worked out; else a look at the hex's own neighbours
  // (hexes touch both ways), rather than marking the whole map for one answer.
  const numbered = positionByNumber(state, pos);
  const marks = numbered.contact[side];
  if (marks) return marks[id] === 1;
  const { start, next } = neighbourIdsOf(index);
  const { stacks } = numbered;
  for (let k = start[id] as number, end = start[id + 1] as number; k < end; k++) {
    const there = stacks[next[k] as number];
    if (there !== undefined && there.side !== side) return true;
  }
  return false;
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
  if (!stacks && lastStep?.pos === pos) {
    // Most positions come from the one before by a move or two ({@link advance}): that one's
    // list, where already worked out, with only the changed hexes taken out and put back.
    const before = sideStacks.get(lastStep.from)?.[side];
    if (before !== undefined) stacks = sideStacksAfter(before, pos, lastStep.hexes, side);
  }
  if (stacks) found[side] = stacks;
  else {
    // The side's hexes sorted by the built-in order of strings (each hex once), then their
    // stacks: no function of ours called for every stack and every comparison, slow in QuickJS.
    const all = [...pos.values()];
    const hexes: string[] = [];
    for (let i = 0; i < all.length; i++) if ((all[i] as Stack).side === side) hexes.push((all[i] as Stack).hex);
    hexes.sort();
    const sorted = new Array<Stack>(hexes.length);
    for (let i = 0; i < hexes.length; i++) sorted[i] = pos.get(hexes[i] as string) as Stack;
    stacks = sorted;
    found[side] = stacks;
  }
  return stacks;
}

/** A side's stacks by hex label as {@link stacksOf} gives them, from those of a position where only `hexes` held other stacks. */
function sideStacksAfter(before: readonly Stack[], pos: Position, hexes: readonly string[], side: Side): Stack[] {
  const out = before.slice();
  for (let h = 0; h < hexes.length; h++) {
    const hex = hexes[h] as string;
    let lo = 0;
    let hi = out.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((out[mid] as Stack).hex < hex) lo = mid + 1;
      else hi = mid;
    }
    if (lo < out.length && (out[lo] as Stack).hex === hex) out.splice(lo, 1);
    const now = pos.get(hex);
    if (now !== undefined && now.side === side) out.splice(lo, 0, now);
  }
  return out;
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

/** The position read afresh from every unit, kept nowhere: what {@link positionOf} must always equal (for tests). */
export function readPosition(state: State): Position {
  const out: Position = new Map();
  const leader = state.rules.leader;
  for (const [id, unit] of Object.entries(state.units)) {
    const side = state.pieces[id]?.side;
    if (unit.at === 'hand' || unit.at === 'removed' || side === undefined) continue;
    let stack = out.get(unit.at);
    if (!stack) out.set(unit.at, (stack = { hex: unit.at, side, units: [], napoleon: false }));
    if (id === leader) stack.napoleon = true;
    else stack.units.push(id);
  }
  for (const stack of out.values()) stack.units.sort();
  return out;
}
