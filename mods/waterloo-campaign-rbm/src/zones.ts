// Who stands where, and the zones they project: a zone of control is the six hexes around a
// corps or detachment; a zone of influence every hex within two of a corps (its own hex too).
// Neither is blocked by units or terrain, and several zones on one hex count as one.
import { neighboursOf, within } from './board';
import type { Side, State } from './types';

export interface Position {
  /** The corps in each hex (at most one). */
  corps: Map<string, string>;
  /** The detachment in each hex (at most one). */
  detachment: Map<string, string>;
  /** The HQ markers in each hex. */
  hqs: Map<string, string>;
  /** Hexes in each side's zone of control, with the units projecting it. */
  zoc: Record<Side, Map<string, string[]>>;
  /** Hexes in each side's zone of influence. */
  zoi: Record<Side, Set<string>>;
  /** Hexes in the zone of influence of each side's cavalry corps. */
  cavalryZoi: Record<Side, Set<string>>;
}

const cache = new WeakMap<State['units'], { key: string; position: Position }>();

export const onMap = (state: State, id: string): boolean => /^\d{4}$/.test(state.units[id]?.at ?? '');

/** The position of every counter on the map, computed once per state of the units. */
export function positionOf(state: State): Position {
  const key = JSON.stringify(state.units);
  const hit = cache.get(state.units);
  if (hit && hit.key === key) return hit.position;
  const position: Position = {
    corps: new Map(),
    detachment: new Map(),
    hqs: new Map(),
    zoc: { french: new Map(), coalition: new Map() },
    zoi: { french: new Set(), coalition: new Set() },
    cavalryZoi: { french: new Set(), coalition: new Set() },
  };
  for (const id of Object.keys(state.units).sort()) {
    if (!onMap(state, id)) continue;
    const hex = state.units[id]!.at;
    const piece = state.pieces[id]!;
    if (piece.kind === 'hq') {
      position.hqs.set(hex, id);
      continue;
    }
    if (piece.kind === 'detachment') position.detachment.set(hex, id);
    else position.corps.set(hex, id);
    for (const n of neighboursOf(state.board, hex)) {
      const list = position.zoc[piece.side].get(n) ?? [];
      list.push(id);
      position.zoc[piece.side].set(n, list);
    }
    if (piece.kind !== 'detachment')
      for (const h of within(state.board, hex, 2)) {
        position.zoi[piece.side].add(h);
        if (piece.kind === 'cavalry') position.cavalryZoi[piece.side].add(h);
      }
  }
  cache.set(state.units, { key, position });
  return position;
}

/** True when the hex lies in a zone of control of `side`'s units. */
export const inZoc = (p: Position, side: Side, hex: string): boolean => p.zoc[side].has(hex);
export const inZoi = (p: Position, side: Side, hex: string): boolean => p.zoi[side].has(hex);

/** Nothing at all in the hex: no unit and no marker. */
export const isEmpty = (p: Position, hex: string): boolean => !p.corps.has(hex) && !p.detachment.has(hex) && !p.hqs.has(hex);

/** Enemy units in hexes next to `hex`. */
export function adjacentEnemies(state: State, p: Position, hex: string, side: Side): string[] {
  const out: string[] = [];
  for (const n of neighboursOf(state.board, hex)) {
    const c = p.corps.get(n);
    if (c && state.pieces[c]!.side !== side) out.push(c);
    const d = p.detachment.get(n);
    if (d && state.pieces[d]!.side !== side) out.push(d);
  }
  return out;
}
