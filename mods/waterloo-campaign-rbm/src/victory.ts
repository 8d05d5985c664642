// Victory: points for eliminated enemy units, the scenario's (5) for the French if a clear road joins the
// southern entries to a northern one after the last turn, and the level of victory by margin.
import type { GameResult } from '@kriegsspiel/rules-sdk';
import { crossable, neighboursOf } from './board';
import type { Side, State } from './types';
import type { Ctx } from './words';
import { inZoc, positionOf } from './zones';

/** True when a path free of Coalition units and zones of control joins 1017/1018 to 4006, 4015 or 4025. */
export function frenchRoadOpen(state: State): boolean {
  const p = positionOf(state);
  const blocked = (h: string) =>
    inZoc(p, 'coalition', h) || [p.corps.get(h), p.detachment.get(h)].some((id) => id !== undefined && state.pieces[id]!.side === 'coalition');
  const goals = new Set(state.board.pathTo);
  const seen = new Set(state.board.pathFrom.filter((h) => !blocked(h)));
  const queue = [...seen];
  while (queue.length > 0) {
    const h = queue.shift()!;
    if (goals.has(h)) return true;
    for (const n of neighboursOf(state.board, h))
      if (!seen.has(n) && !blocked(n) && crossable(state.board, h, n)) {
        seen.add(n);
        queue.push(n);
      }
  }
  return false;
}

export function victoryPointsOf(state: State): Record<Side, number> {
  const vp: Record<Side, number> = { french: 0, coalition: 0 };
  for (const [id, u] of Object.entries(state.units)) {
    const p = state.pieces[id]!;
    if (u.at === 'eliminated' && p.kind !== 'hq') vp[p.scoredBy ?? (p.side === 'french' ? 'coalition' : 'french')] += p.vp;
  }
  if (frenchRoadOpen(state)) vp.french += state.special.roadPoints;
  return vp;
}

/** The result after the last turn: more points wins, the Coalition on a tie. */
export function finalResult(state: State, ctx: Ctx): GameResult {
  const vp = ctx.hooks.victoryPoints(state);
  const winner: Side = vp.french > vp.coalition ? 'french' : 'coalition';
  const margin = Math.abs(vp.french - vp.coalition);
  const level = ctx.hooks.victoryLevel(margin, state);
  let reason = `${winner === 'french' ? 'French' : 'Coalition'} ${level} victory, ${vp.french} VP to ${vp.coalition}`;
  let role = state.roles[winner];
  if (ctx.options['tournamentScoring'] === true && winner === 'french' && level === 'tactical') {
    role = state.roles.coalition;
    reason += ' (a French tactical victory counts as a French loss in a tournament)';
  }
  return { winner: role, reason, scores: { [state.roles.french]: vp.french, [state.roles.coalition]: vp.coalition } };
}
