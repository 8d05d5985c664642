// What search bots need: nothing is hidden in this game, so a determinization is a plain copy. A
// position is scored, for the French, by the victory points it would give now, how close each
// corps and nationality is to its demoralization level, the strength each side has left, units
// that could not trace supply now (the daily check would remove them), and how near the French
// are to the road to Brussels and the two Coalition armies to each other, and the attacks the
// player whose turn it is has set up (every enemy unit in its zones of control must be
// attacked in its combat phase): the search looks one action ahead, and without this a move
// next to the enemy is worth nothing until the combat phase, many actions later, resolves it.
import type { Random } from '@kriegsspiel/rules-sdk';
import { dist } from './board';
import { armiesOf, combatStrengthLeft, heldByReorganization, inCommandToAttack, lossesOf, suppliedHexes } from './campaign';
import { columnOf } from './flow';
import { barred, isLeader, positionOf, sideBit, strengthOf, type Position } from './position';
import type { Action, Side, State } from './types';
import { enemyOf } from './types';
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
    if (f.army === 'anglo-allied' || f.level <= 0 || v.ignore.includes(fid) || state.demoralized.includes(fid)) continue;
    // How much of its printed level it has used up: by losses, and by cuts (the Guard's repulse),
    // which bring demoralization as near as losses do although no unit was lost.
    const left = f.level - (state.levelCuts[fid] ?? 0) - lossesOf(state, fid);
    const share = Math.min(1, Math.max(0, 1 - left / Math.max(1, f.level)));
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

/**
 * The points the phasing player may expect from the attacks its units in contact will make this
 * player turn: each enemy hex next to its units that have not attacked yet, at the odds they
 * would have (a unit next to several hexes shares its strength among them; the hex's own terrain
 * only), read from the combat results table over the six rolls. Ae costs the attackers their
 * points, Ex and De the defenders theirs (Ex the attackers as much again), retreats nothing; an
 * out-of-command attacker turns De and Dr into Ar, as the rules do. Positive for the phasing side.
 */
export function contactOutlook(state: State, pos: Position = positionOf(state)): number {
  if (state.result || (state.phase !== 'movement' && state.phase !== 'combat')) return 0;
  const { ix } = pos;
  const side = state.player;
  const foe = sideBit(enemyOf(side));
  const v = state.tables.victory;
  const done = new Set(state.targets.map((t) => ix.ids.get(t)));
  // Points a side scores when these units are eliminated: reorganizable ones first go to the Reorganization area.
  const worth = (id: string): number => {
    const u = state.units[id]!;
    const p = state.pieces[id]!;
    return strengthOf(state, id) * (!u.reduced && p.strength > 1 ? v.reorganization : v.destroyed);
  };
  const touching = new Map<string, number[]>();
  for (const [id, i] of pos.where) {
    if (state.pieces[id]!.side !== side || isLeader(state, id) || state.attacked.includes(id) || heldByReorganization(state, id)) continue;
    const hexes: number[] = [];
    for (let d = 0; d < 6; d++) {
      const j = ix.nb[i * 6 + d] as number;
      if (j >= 0 && pos.occ[j] === foe && !done.has(j) && !barred(ix, i, d) && !hexes.includes(j)) hexes.push(j);
    }
    if (hexes.length) touching.set(id, hexes);
  }
  if (!touching.size) return 0;
  const targets = new Map<number, { att: number; attWorth: number; ooc: boolean; guard: boolean }>();
  for (const [id, hexes] of touching)
    for (const j of hexes) {
      const t = targets.get(j) ?? { att: 0, attWorth: 0, ooc: false, guard: false };
      t.guard ||= isGuard(state, id);
      t.att += strengthOf(state, id) / hexes.length;
      t.attWorth += worth(id) / hexes.length;
      t.ooc ||= !inCommandToAttack(state, id);
      targets.set(j, t);
    }
  const defenders = new Map<number, { def: number; defWorth: number }>();
  for (const [id, i] of pos.where)
    if (targets.has(i) && !isLeader(state, id)) {
      const d = defenders.get(i) ?? { def: 0, defWorth: 0 };
      d.def += strengthOf(state, id);
      d.defWorth += worth(id);
      defenders.set(i, d);
    }
  let total = 0;
  const recoil = recoilCost(state);
  for (const [j, t] of targets) {
    const d = defenders.get(j);
    if (d) total += expectedPoints(state, t.att, t.attWorth, t.ooc, d.def * (ix.defense[j] as number), d.defWorth, t.guard ? recoil : 0);
  }
  return total;
}

/**
 * What a repulse of the Guard costs the French: every French infantry corps (near enough, taken
 * as all) comes the cut nearer its demoralization level, a share of the points it would give.
 */
function recoilCost(state: State): number {
  if (!state.options.guard) return 0;
  let cost = 0;
  for (const [fid, f] of Object.entries(state.formations))
    if (f.army === 'french' && f.level > 0 && !f.cavalryCorps && !state.demoralized.includes(fid) && !state.tables.victory.ignore.includes(fid))
      cost += (state.tables.victory.perCorps * state.tables.guardCut) / Math.max(1, f.level);
  return cost;
}

const isGuard = (state: State, id: string): boolean => state.pieces[id]!.side === 'french' && state.tables.guardUnits.includes(id);

/** What an attack at these strengths is worth to the attacker in points, over the six rolls (less a Guard repulse's cost, `recoil`). */
function expectedPoints(state: State, att: number, attWorth: number, ooc: boolean, def: number, defWorth: number, recoil = 0): number {
  const col = columnOf(state, att, def);
  let total = 0;
  for (const row of state.tables.rows) {
    let r = row[col] ?? 'Ar';
    if (ooc && (r === 'De' || r === 'Dr')) r = 'Ar';
    if (recoil && (r === 'Ar' || r === 'Ae' || r === 'Ex')) total -= recoil;
    if (r === 'Ae') total -= attWorth;
    else if (r === 'De') total += defWorth;
    else if (r === 'Ex') total += defWorth - Math.min(attWorth, defWorth);
  }
  return total / state.tables.rows.length;
}

/**
 * The order in which the search tries a player's actions (progressive widening): a move ending
 * next to enemy units by what the attack it joins is worth, ending the movement phase last, and
 * the rest as listed. Cheap: it reads the position and the table, never applies anything.
 */
export function prior(state: State, action: Action): number {
  if (action.type === 'end-movement') return -1;
  if (action.type !== 'move' || action.to === 'off' || isLeader(state, action.unit)) return 0;
  const pos = positionOf(state);
  const { ix } = pos;
  const to = ix.ids.get(action.to);
  if (to === undefined) return 0;
  const side = state.pieces[action.unit]!.side;
  const foe = sideBit(enemyOf(side));
  const v = state.tables.victory;
  let best = 0;
  for (let d = 0; d < 6; d++) {
    const j = ix.nb[to * 6 + d] as number;
    if (j < 0 || pos.occ[j] !== foe || barred(ix, to, d)) continue;
    let att = strengthOf(state, action.unit);
    let ooc = !inCommandToAttack(state, action.unit);
    let guard = isGuard(state, action.unit);
    for (let e = 0; e < 6; e++) {
      const k = ix.nb[j * 6 + e] as number;
      if (k < 0 || k === to) continue;
      for (const [id, i] of pos.where)
        if (i === k && id !== action.unit && state.pieces[id]!.side === side && !isLeader(state, id)) {
          att += strengthOf(state, id);
          ooc ||= !inCommandToAttack(state, id);
          guard ||= isGuard(state, id);
        }
    }
    let def = 0;
    for (const [id, i] of pos.where) if (i === j && !isLeader(state, id)) def += strengthOf(state, id);
    best += expectedPoints(state, att, att * v.reorganization, ooc, def * (ix.defense[j] as number), def * v.reorganization, guard ? recoilCost(state) : 0);
  }
  return best;
}

/** The French score minus the Coalition's, as it stands and as it is heading. */
export function frenchMargin(state: State): number {
  const s = scoresOf(state);
  const t = demoralizationThreat(state);
  let margin = s.french - s.coalition + 0.5 * (t.french - t.coalition);
  const pos = positionOf(state);
  const ahead = contactOutlook(state, pos);
  margin += state.player === 'french' ? ahead : -ahead;
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
