// Where the counters stand, by hex number: occupation, stack counts and zones of control, built
// afresh from the state when the rules need them (a few hundred counters: cheap).
import { indexOf, type Index } from './board';
import type { Side, State } from './types';

export const isLeader = (state: State, id: string): boolean => {
  const k = state.pieces[id]?.kind;
  return k === 'commander' || k === 'officer';
};
export const isArtillery = (state: State, id: string): boolean => {
  const k = state.pieces[id]?.kind;
  return k === 'artillery' || k === 'horse-artillery';
};
/** `out`: a counter this game does not use (a test's own set-up leaves it out). */
export const onMap = (at: string): boolean => at !== 'off' && at !== 'reorg' && at !== 'dead' && at !== 'out';

/**
 * Keeps, for the hexes of the places the Road to Brussels scores, the side of the last combat unit
 * to enter or pass through each one: the scenario counts a place the French occupy or last passed through.
 */
export function notePassage(state: State, hexes: readonly string[], side: Side): void {
  const places = state.tables.victory.brussels.locations;
  for (const h of hexes) if (places.some((l) => state.board.locations[l]?.includes(h))) (state.passedBy ??= {})[h] = side;
}

export const strengthOf = (state: State, id: string): number => {
  const p = state.pieces[id]!;
  return state.units[id]!.reduced ? p.reduced : p.strength;
};

export interface Position {
  ix: Index;
  /** Combat units per hex. */
  count: Uint8Array;
  /** Side of the combat units in a hex: 0 none, 1 French, 2 Coalition. */
  occ: Uint8Array;
  /** Side of the leaders in a hex (0, 1, 2). */
  leaders: Uint8Array;
  /** Zones of control: bit 1 French, bit 2 Coalition. */
  zoc: Uint8Array;
  /** Hex number of every counter on the map. */
  where: Map<string, number>;
}

export const sideBit = (side: Side): number => (side === 'french' ? 1 : 2);

export function positionOf(state: State): Position {
  const ix = indexOf(state.board);
  const count = new Uint8Array(ix.n);
  const occ = new Uint8Array(ix.n);
  const leaders = new Uint8Array(ix.n);
  const zoc = new Uint8Array(ix.n);
  const where = new Map<string, number>();
  for (const id in state.units) {
    const at = state.units[id]!.at;
    if (!onMap(at)) continue;
    const i = ix.ids.get(at);
    if (i === undefined) continue;
    where.set(id, i);
    const bit = sideBit(state.pieces[id]!.side);
    if (isLeader(state, id)) {
      leaders[i] = bit;
      continue;
    }
    count[i] = (count[i] as number) + 1;
    occ[i] = bit;
    zoc[i] = (zoc[i] as number) | bit;
    for (let d = 0; d < 6; d++) {
      const j = ix.nb[i * 6 + d] as number;
      if (j >= 0 && !(ix.prohibited[i * 6 + d] && !ix.link[i * 6 + d])) zoc[j] = (zoc[j] as number) | bit;
    }
  }
  return { ix, count, occ, leaders, zoc, where };
}

/** The counters in a hex. */
export function unitsAt(state: State, label: string): string[] {
  const out: string[] = [];
  for (const id in state.units) if (state.units[id]!.at === label) out.push(id);
  return out;
}

/** True when a step from hex i in direction d crosses a prohibited hexside without a road or trail. */
export const barred = (ix: Index, i: number, d: number): boolean => ix.prohibited[i * 6 + d] === 1 && ix.link[i * 6 + d] === 0;

/** The direction from hex number `i` to its neighbour `j` across a hexside no rule bars, or -1: how a unit steps, attacks or advances next door. */
export function openStep(ix: Index, i: number, j: number): number {
  for (let d = 0; d < 6; d++) if (ix.nb[i * 6 + d] === j && !barred(ix, i, d)) return d;
  return -1;
}
