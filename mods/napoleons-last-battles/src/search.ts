// What search bots need: nothing is hidden in this game, so a determinization is a plain copy. A
// position is scored, for the French, by the victory points it would give now, how close each
// corps and nationality is to its demoralization level, the strength each side has left, units
// that could not trace supply now (the daily check would remove them), and how near the French
// are to the road to Brussels and the two Coalition armies to each other.
import type { Random } from '@kriegsspiel/rules-sdk';
import { dist } from './board';
import { armiesOf, combatStrengthLeft, lossesOf, suppliedHexes } from './campaign';
import { isLeader, positionOf, strengthOf } from './position';
import type { Side, State } from './types';
import { scoresOf } from './victory';

/** A copy `apply` may change; the board, pieces, formations and tables never change in play and are shared. */
export function determinize(state: State, _role: string, _random: Random): State {
  const { board, pieces, formations, tables, ...changing } = state;
  return { ...(JSON.parse(JSON.stringify(changing)) as Omit<State, 'board' | 'pieces' | 'formations' | 'tables'>), board, pieces, formations, tables };
}

/**
 * Points each side is on the way to from the enemy's demoralization: a corps or nationality
 * counts for its share of the points its demoralization gives, by the square of how far its
 * losses have gone towards its level (those already demoralized are in the score).
 */
function demoralizationThreat(state: State): Record<Side, number> {
  const v = state.tables.victory;
  const out: Record<Side, number> = { french: 0, coalition: 0 };
  for (const [fid, f] of Object.entries(state.formations)) {
    if (f.army === 'anglo-allied' || v.ignore.includes(fid) || state.demoralized.includes(fid)) continue;
    const level = Math.max(1, f.level - (state.levelCuts[fid] ?? 0));
    const share = Math.min(1, lossesOf(state, fid) / level);
    out[f.army === 'french' ? 'coalition' : 'french'] += v.perCorps * share * share;
  }
  const aa = lossesOf(state, 'anglo-allied');
  for (const [nat, level] of Object.entries(state.nationalLevels)) {
    if (state.demoralized.includes(nat)) continue;
    const share = Math.min(1, aa / Math.max(1, level));
    out.french += (v.perNationality + (nat === 'british' ? v.britishBonus : 0)) * share * share;
  }
  return out;
}

/** The French score minus the Coalition's, as it stands and as it is heading. */
export function frenchMargin(state: State): number {
  const s = scoresOf(state);
  const t = demoralizationThreat(state);
  let margin = s.french - s.coalition + 0.5 * (t.french - t.coalition);
  const pos = positionOf(state);
  const { ix } = pos;
  // Combat units that could not trace supply now: half their value if the daily check removed them.
  for (const side of ['french', 'coalition'] as Side[])
    for (const army of armiesOf(side)) {
      const ok = suppliedHexes(state, army, pos);
      for (const [id, i] of pos.where)
        if (!ok[i] && state.pieces[id]!.army === army && !isLeader(state, id))
          margin += (side === 'french' ? -1 : 1) * strengthOf(state, id) * state.tables.victory.destroyed * 0.5;
    }
  // The road to Brussels: the nearest French combat unit to each objective, worth up to half its points.
  const v = state.tables.victory;
  const nearest = (hexes: number[], army: string): number => {
    let best = Infinity;
    for (const [id, i] of pos.where) if (state.pieces[id]!.army === army && !isLeader(state, id)) for (const h of hexes) best = Math.min(best, dist(ix, i, h));
    return best;
  };
  const goals = v.brussels.locations.map((l) => (state.board.locations[l] ?? []).map((h) => ix.ids.get(h)).filter((h): h is number => h !== undefined));
  for (const g of goals) if (g.length) margin += ((v.brussels.points / 2 / Math.max(1, goals.length)) * 10) / (10 + nearest(g, 'french'));
  // The allied junction: both armies near its centre.
  const centre = ix.ids.get(state.board.locations[v.junction.around]?.[0] ?? '');
  if (centre !== undefined) {
    const far = Math.max(nearest([centre], 'prussian'), nearest([centre], 'anglo-allied'));
    margin -= ((v.junction.points / 2) * 10) / (10 + Math.max(0, far - v.junction.radius));
  }
  return margin;
}

export function evaluate(state: State, role: string): number {
  const me: Side | undefined = state.roles.french === role ? 'french' : state.roles.coalition === role ? 'coalition' : undefined;
  if (state.result) return state.result.winner === role ? 1 : state.result.winner === null ? 0.5 : 0;
  if (!me) return 0.5;
  const fr = combatStrengthLeft(state, 'french');
  const co = combatStrengthLeft(state, 'coalition');
  const french = 0.5 + frenchMargin(state) / 200 + 0.25 * ((fr - co) / Math.max(1, fr + co));
  const value = Math.min(0.98, Math.max(0.02, french));
  return me === 'french' ? value : 1 - value;
}
