// Victory: the scenario's scoring (an estimate; the campaign rules give none), read at the end of
// the last turn, and the sudden end when one side has no combat units left.
import type { GameResult } from '@kriegsspiel/rules-sdk';
import { dist, indexOf } from './board';
import { combatStrengthLeft, lossesOf, suppliedHexes } from './campaign';
import { isLeader, onMap, positionOf } from './position';
import type { Army, Side, State } from './types';
import { enemyOf } from './types';
import type { Ctx } from './words';

/** Each side's points now, as the scenario scores them at the end. */
export function scoresOf(state: State): Record<Side, number> {
  const v = state.tables.victory;
  const score: Record<Side, number> = { french: 0, coalition: 0 };
  for (const id in state.units) {
    const p = state.pieces[id]!;
    const at = state.units[id]!.at;
    const gainer = enemyOf(p.side);
    if (isLeader(state, id)) {
      if (at === 'dead') score[gainer] += v.leader;
    } else if (at === 'reorg') score[gainer] += p.strength * v.reorganization;
    else if (at === 'dead') score[gainer] += p.strength * v.destroyed;
  }
  for (const k of state.demoralized) {
    const f = state.formations[k];
    if (f) {
      if (!v.ignore.includes(k)) score[f.army === 'french' ? 'coalition' : 'french'] += v.perCorps;
    } else score.french += v.perNationality + (k === 'british' ? v.britishBonus : 0);
  }
  const ix = indexOf(state.board);
  // A hex of a place counts for the French when their combat units alone occupy it, or when no
  // combat unit stands there and the last one to enter or pass through it was French; with
  // `requireSupply`, the hex must also trace French supply now.
  const held = (label: string, side: Side): boolean => {
    let mine = false;
    for (const id in state.units)
      if (state.units[id]!.at === label && !isLeader(state, id)) {
        if (state.pieces[id]!.side !== side) return false;
        mine = true;
      }
    return mine || state.passedBy?.[label] === side;
  };
  const locs = v.brussels.locations.map((l) => state.board.locations[l] ?? []);
  const supplied = v.brussels.requireSupply && locs.length ? suppliedHexes(state, 'french', positionOf(state)) : undefined;
  const open = (h: string): boolean => held(h, 'french') && (!supplied || ix.ids.get(h) === undefined || supplied[ix.ids.get(h)!] === 1);
  if (locs.length && locs.every((hexes) => hexes.some(open))) score.french += v.brussels.points;
  const centre = state.board.locations[v.junction.around]?.[0];
  if (centre && ix.ids.has(centre)) {
    const c = ix.ids.get(centre)!;
    // Only units that can trace supply to their own army's edge count, when the scenario asks for it.
    const near = (army: Army) => {
      const ok = v.junction.requireSupply ? suppliedHexes(state, army, positionOf(state)) : undefined;
      return Object.keys(state.units).some((id) => {
        const at = state.units[id]!.at;
        if (state.pieces[id]!.army !== army || isLeader(state, id) || !onMap(at) || !ix.ids.has(at)) return false;
        const i = ix.ids.get(at)!;
        return dist(ix, c, i) <= v.junction.radius && (!ok || ok[i] === 1);
      });
    };
    if (near('prussian') && near('anglo-allied')) score.coalition += v.junction.points;
  }
  return score;
}

export function finalResult(state: State, _ctx: Ctx): GameResult {
  const s = scoresOf(state);
  const scores = { [state.roles.french]: s.french, [state.roles.coalition]: s.coalition };
  if (s.french === s.coalition) return { winner: null, reason: `The campaign ends level at ${s.french} points each: a draw.`, scores };
  const w: Side = s.french > s.coalition ? 'french' : 'coalition';
  const margin = Math.abs(s.french - s.coalition);
  const kind = margin >= state.tables.victory.decisive ? 'decisive' : 'marginal';
  return {
    winner: state.roles[w],
    reason: `The campaign ends, ${s.french} to ${s.coalition}: a ${kind} ${w === 'french' ? 'French' : 'Coalition'} victory.`,
    scores,
  };
}

/** The game ends at once when a side has no combat units left on the map, to come, or to reorganize. */
export function suddenEnd(state: State): GameResult | null {
  for (const side of ['french', 'coalition'] as Side[])
    if (combatStrengthLeft(state, side) === 0) {
      const w = enemyOf(side);
      return { winner: state.roles[w], reason: `${side === 'french' ? 'The French army' : 'The Coalition armies'} no longer exist.`, scores: {} };
    }
  return null;
}

export { lossesOf };
