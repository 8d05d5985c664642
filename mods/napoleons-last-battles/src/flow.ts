// The sequence of play: each player turn runs Command and Reorganization, Movement and Combat;
// the legal actions of each step and what they do. Movement is small actions (choose a unit, then
// where its next leg ends, until it stops), so listing stays cheap on the large map.
import { dist, linkCost, scratchOf, ART, CAV, INF } from './board';
import {
  armiesOf,
  checkDemoralization,
  commandOffers,
  type CommandOffers,
  checkSupply,
  coalitionBroken,
  endCommandLoss,
  endNight,
  enteredOutOfCommand,
  fixCommand,
  guardNeighbours,
  guardRepulse,
  heldByReorganization,
  inCommandToAttack,
  isDemoralized,
  isNight,
  isOutOfCommand,
  reorganizations,
  reorganize,
} from './campaign';
import { barred, isArtillery, isLeader, notePassage, onMap, openStep, positionOf, sideBit, strengthOf, unitsAt, type Position } from './position';
import type { Action, PendingCombat, Side, State } from './types';
import { enemyOf } from './types';
import { finalResult, suddenEnd } from './victory';
import { at, sideName, unitName, type Ctx, type ReadCtx } from './words';

export interface Listed {
  action: Action;
  prompt: string;
}

// ---------------------------------------------------------------- the sequence

export function beginPlayerTurn(state: State, ctx: Ctx): void {
  state.phase = 'reorganize';
  state.reorganizing = [];
  state.reorganized = {};
  state.reorgRolled = [];
  state.restored = [];
  state.moved = [];
  state.spent = {};
  state.selected = null;
  state.attacked = [];
  state.targets = [];
  state.commandUsed = [];
  state.pending = null;
  state.combat = null;
  state.commandPicks = {};
  checkSupply(state, ctx);
  // The Command segment comes first: command status is fixed now and holds for the player turn
  // (on night turns, with no such phase, everyone is out of command while the night lasts). It is
  // shared out for the player at once; where he has a real choice, he may make it before the
  // segment ends.
  const offers = fixCommand(state);
  state.phase = 'command';
  state.commandStage = 'officers';
  nextCommandStage(state, ctx, offers);
}

/** Moves the Command segment on past stages with nothing left to choose (`offers`, as `fixCommand` just found them), then to reorganization. */
function nextCommandStage(state: State, ctx: Ctx, offers: CommandOffers): void {
  if (state.commandStage === 'officers' && offers.officers.length) return;
  state.commandStage = 'units';
  if (offers.units.length) return;
  endCommand(state, ctx);
}

function endCommand(state: State, ctx: Ctx): void {
  delete state.commandStage;
  state.phase = 'reorganize';
  if (reorganizations(state).length === 0) endReorganization(state, ctx);
}

/** The Reorganization segment ends with the demoralization check, from the losses after reorganizing. */
function endReorganization(state: State, ctx: Ctx): void {
  if (!isNight(state)) checkDemoralization(state, state.player, ctx, true);
  state.phase = 'movement';
}

function endMovement(state: State, ctx: Ctx): void {
  state.selected = null;
  state.phase = 'combat';
  if (attackTargets(state).length === 0) endPlayerTurn(state, ctx);
}

function endPlayerTurn(state: State, ctx: Ctx): void {
  endCommandLoss(state);
  const sudden = suddenEnd(state);
  if (sudden) return finish(state, sudden, ctx);
  // A game turn is the first player's turn, then the other's; the second one's ends the game turn.
  const first = state.tables.firstPlayer ?? 'french';
  if (state.player === first) {
    state.player = enemyOf(first);
  } else {
    // The game ends with the last turn of the record, or earlier at the turn the scenario scores at.
    if (state.turn >= Math.min(state.lastTurn, state.tables.victory.atTurn ?? Infinity)) return finish(state, finalResult(state, ctx), ctx);
    state.turn++;
    state.player = first;
    endNight(state);
    ctx.log(`Game turn ${state.turn} begins${isNight(state) ? ' (night)' : ''}.`);
  }
  beginPlayerTurn(state, ctx);
}

function finish(state: State, result: NonNullable<State['result']>, ctx: Ctx): void {
  state.result = result;
  state.phase = 'over';
  ctx.log(result.reason);
}

export function actingSide(state: State): Side | null {
  if (state.result) return null;
  if (state.phase === 'advance' && state.pending) return state.pending.side;
  if (state.phase === 'losses' && state.combat) return state.combat.side;
  if (state.phase === 'retreat' && state.combat?.retreat.length) return state.pieces[state.combat.retreat[0]!]!.side;
  return state.player;
}

// ---------------------------------------------------------------- movement

/** A unit's movement class: leaders move as cavalry; demoralized units use cavalry costs off clear terrain. */
function classOf(state: State, id: string): number {
  const k = state.pieces[id]!.kind;
  if (k === 'infantry') return isDemoralized(state, id) ? CAV : INF;
  if (k === 'artillery') return isDemoralized(state, id) ? CAV : ART;
  return CAV;
}

/** Half movement points a unit may spend this phase. */
function allowance(state: State, id: string): number {
  const p = state.pieces[id]!;
  const full = p.move * 2;
  if (isLeader(state, id) && state.reorganizing.includes(id)) return Math.floor(full / 2);
  return full;
}

/** Units the phasing player may still move (on the map or due to enter), in a fixed order. */
export function movable(state: State): string[] {
  const out: string[] = [];
  for (const id in state.units) {
    const u = state.units[id]!;
    if (state.pieces[id]!.side !== state.player || state.moved.includes(id)) continue;
    if (onMap(u.at) || (u.at === 'off' && (u.turn ?? 0) <= state.turn)) out.push(id);
  }
  return out;
}

/**
 * Where a unit may end its move, as hex number → half movement points spent. Entering an enemy
 * zone of control stops a combat unit; one that starts in an enemy zone may leave it, but not
 * straight into another; out-of-command or demoralized units may not enter one at all, and
 * out-of-command units that start in one cannot move. Leaders pay cavalry costs, never enter an
 * enemy-controlled hex without friendly combat units, nor a hex holding any enemy counter.
 */
export function reach(state: State, id: string, pos: Position, from?: Int32Array): Map<number, number> {
  const { ix } = pos;
  const u = state.units[id]!;
  const { leader, foe, ooc, dem, demClear, cls, budget, enterCost, mayEnter, stops } = stepsOf(state, id, pos);
  const out = new Map<number, number>();
  const s = scratchOf(ix, 0);
  let tail = 0;
  // Label-correcting search from what is queued: costs are small integers and the area is small.
  // The start hex does not stop the unit; leaving it, one that starts in an enemy zone may not
  // go straight into another.
  const search = (start: number, startsInZone: boolean): void => {
    for (let head = 0; head < tail; head++) {
      const i = s.queue[head] as number;
      const spent = s.value[i] as number;
      if (i !== start && stops(i)) continue;
      for (let d = 0; d < 6; d++) {
        const j = ix.nb[i * 6 + d] as number;
        if (j < 0 || barred(ix, i, d) || !mayEnter(j)) continue;
        if (i === start && startsInZone && stops(j)) continue;
        const c = spent + enterCost(i, d, j);
        if (c > budget) continue;
        if (s.seen[j] === s.stamp && (s.value[j] as number) <= c) continue;
        s.seen[j] = s.stamp;
        s.value[j] = c;
        out.set(j, c);
        if (from) from[j] = i;
        if (tail < s.queue.length) s.queue[tail++] = j;
      }
    }
  };
  if (onMap(u.at)) {
    const start = ix.ids.get(u.at)!;
    out.set(start, 0);
    if (from) from[start] = -1;
    const startsInZone = !leader && (pos.zoc[start]! & foe) !== 0;
    if (startsInZone && ooc) return out;
    s.seen[start] = s.stamp;
    s.value[start] = 0;
    s.queue[tail++] = start;
    search(start, startsInZone);
  } else if (u.at === 'off' && u.entry) {
    // A reinforcement enters at its entry hex, paying for it, and moves on from there.
    const e = ix.ids.get(u.entry);
    if (e === undefined || !mayEnter(e)) return out;
    const first = ix.clear[e] ? (dem ? demClear : 2) : (ix.enter[cls]![e] as number);
    if (first > budget) return out;
    s.seen[e] = s.stamp;
    s.value[e] = first;
    out.set(e, first);
    if (from) from[e] = -1;
    s.queue[tail++] = e;
    // The entry hex is no start: a zone there stops the unit.
    search(-1, false);
  }
  return out;
}

/** What one step of a unit's move costs and allows: the rules `reach` searches with. */
function stepsOf(state: State, id: string, pos: Position) {
  const { ix } = pos;
  const p = state.pieces[id]!;
  const leader = isLeader(state, id);
  const me = sideBit(p.side);
  const foe = sideBit(enemyOf(p.side));
  const cls = classOf(state, id);
  const dem = isDemoralized(state, id);
  // A clear hex in half movement points: 1 point, or the scenario's cost for a demoralized unit.
  const demClear = 2 * (state.tables.demoralizedClearCost ?? 2);
  const ooc = isOutOfCommand(state, id);
  const noZones = !leader && (ooc || dem);
  const budget = allowance(state, id) - (state.spent[id] ?? 0);
  const enterCost = (i: number, d: number, j: number): number => {
    const l = ix.link[i * 6 + d] as number;
    if (l) return linkCost(state.board, ix, l);
    const base = ix.clear[j] ? (dem ? demClear : 2) : (ix.enter[cls]![j] as number);
    return base + (ix.sideCost[cls]![i * 6 + d] as number);
  };
  const mayEnter = (j: number): boolean => {
    if (pos.occ[j] === foe) return false;
    if (leader) return pos.leaders[j] !== foe && ((pos.zoc[j]! & foe) === 0 || pos.occ[j] === me);
    return !(noZones && (pos.zoc[j]! & foe) !== 0);
  };
  const stops = (j: number): boolean => !leader && (pos.zoc[j]! & foe) !== 0;
  return { leader, foe, ooc, dem, demClear, cls, budget, enterCost, mayEnter, stops };
}

/**
 * True while the selected unit is part-way through a move made in legs: it has spent movement
 * points (kept in `spent`) and may go on from where the last leg ended, or stop there.
 */
export function underWay(state: State): boolean {
  const id = state.selected;
  return id !== null && (state.spent[id] ?? 0) > 0 && onMap(state.units[id]!.at);
}

/**
 * After a leg the move goes on only while the unit may still end a leg elsewhere: a combat unit
 * that entered an enemy zone of control stops, and so does one without the points for another hex.
 */
function mayGoOn(state: State, id: string): boolean {
  const pos = positionOf(state);
  const { ix } = pos;
  const i = pos.where.get(id);
  if (i === undefined) return false;
  const { leader, budget, enterCost, mayEnter, stops } = stepsOf(state, id, pos);
  if (stops(i)) return false;
  // Every leg begins with a step: a next hex it may enter and pay for, with room to stop in, settles
  // it cheaply; only when all those are full does the whole search say whether any hex has room.
  let step = false;
  for (let d = 0; d < 6; d++) {
    const j = ix.nb[i * 6 + d] as number;
    if (j < 0 || barred(ix, i, d) || !mayEnter(j) || enterCost(i, d, j) > budget) continue;
    if (leader || (pos.count[j] as number) < state.tables.stacking) return true;
    step = true;
  }
  return step && destinations(state, id, pos).length > 1;
}

/**
 * The hexes a unit may end its move, or the present leg of it, in: where it stands (it stays, or
 * stops there) and every hex it can reach with the points it has left that has room.
 */
export function destinations(state: State, id: string, pos: Position): { hex: number; cost: number }[] {
  const leader = isLeader(state, id);
  const out: { hex: number; cost: number }[] = [];
  const here = state.units[id]!.at;
  for (const [j, c] of reach(state, id, pos)) {
    const stay = pos.ix.labels[j] === here;
    if (!stay && !leader && (pos.count[j] as number) >= state.tables.stacking) continue;
    out.push({ hex: j, cost: c });
  }
  return out.sort((a, b) => a.hex - b.hex);
}

/**
 * Enemy leaders alone in a hex that a combat unit of `side` enters or passes through go straight
 * to the nearest hex of their own combat units, or are lost when there is none.
 */
function displaceLeaders(state: State, label: string, side: Side, ctx: Ctx): void {
  const here = unitsAt(state, label);
  if (here.some((id) => !isLeader(state, id) && state.pieces[id]!.side !== side)) return;
  const leaders = here.filter((id) => isLeader(state, id) && state.pieces[id]!.side !== side);
  if (!leaders.length) return;
  const pos = positionOf(state);
  const from = pos.ix.ids.get(label)!;
  const mine = sideBit(enemyOf(side));
  let best = -1;
  let bestD = Infinity;
  for (let j = 0; j < pos.ix.n; j++)
    if (pos.occ[j] === mine) {
      const d = dist(pos.ix, from, j);
      if (d < bestD) {
        bestD = d;
        best = j;
      }
    }
  for (const l of leaders) {
    state.units[l] = { at: best >= 0 ? pos.ix.labels[best]! : 'dead', reduced: false };
    ctx.log(best >= 0 ? `${unitName(state, l)} is displaced to ${at(state, pos.ix.labels[best]!)}.` : `${unitName(state, l)} has nowhere to go and is lost.`);
  }
}

// ---------------------------------------------------------------- combat

/** Enemy hexes the phasing player may still attack: next to a unit that has not attacked, or in range of artillery that has not fired. */
export function attackTargets(state: State): number[] {
  const pos = positionOf(state);
  const { ix } = pos;
  const foe = sideBit(enemyOf(state.player));
  const done = new Set(state.targets.map((t) => ix.ids.get(t)!));
  const out = new Set<number>();
  for (const [id, i] of pos.where) {
    const p = state.pieces[id]!;
    if (p.side !== state.player || isLeader(state, id) || state.attacked.includes(id) || heldByReorganization(state, id)) continue;
    for (let d = 0; d < 6; d++) {
      const j = ix.nb[i * 6 + d] as number;
      if (j >= 0 && pos.occ[j] === foe && !done.has(j) && !barred(ix, i, d)) out.add(j);
    }
    if (bombards(state, id, pos, i, foe))
      for (const [eid, j] of pos.where) if (pos.occ[j] === foe && !isLeader(state, eid) && !done.has(j) && dist(ix, i, j) <= p.range) out.add(j);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * True when the unit at hex number `i` is artillery that may bombard from range: not when it
 * stands next to an enemy (across no river). Adjacent artillery attacks like any other unit, and
 * every enemy unit in a friendly zone of control must be attacked, so it may not spend its attack
 * on a hex further off.
 */
function bombards(state: State, id: string, pos: Position, i: number, foe: number): boolean {
  if (!isArtillery(state, id) || state.pieces[id]!.range < 2) return false;
  const { ix } = pos;
  for (let d = 0; d < 6; d++) {
    const j = ix.nb[i * 6 + d] as number;
    if (j >= 0 && pos.occ[j] === foe && !barred(ix, i, d)) return false;
  }
  return true;
}

/** True while a phasing unit in an enemy zone of control can still attack: the phase may not end. */
export function mustAttack(state: State): boolean {
  const pos = positionOf(state);
  const { ix } = pos;
  const foe = sideBit(enemyOf(state.player));
  const done = new Set(state.targets.map((t) => ix.ids.get(t)!));
  for (const [id, i] of pos.where) {
    if (state.pieces[id]!.side !== state.player || isLeader(state, id) || state.attacked.includes(id) || heldByReorganization(state, id)) continue;
    for (let d = 0; d < 6; d++) {
      const j = ix.nb[i * 6 + d] as number;
      if (j >= 0 && pos.occ[j] === foe && !done.has(j) && !barred(ix, i, d)) return true;
    }
  }
  return false;
}

/** The odds column of an attack, rounded in the defender's favour. */
export function columnOf(state: State, attack: number, defense: number): number {
  const value = defense <= 0 ? Infinity : attack / defense;
  let col = 0;
  state.tables.ratios.forEach(([a, d], k) => {
    if (a / d <= value + 1e-9) col = k;
  });
  return col;
}

/**
 * The hexes one attack takes on: the chosen hex, and every other enemy hex next to one of its
 * attackers that no other friendly unit still free to attack is next to. Every enemy unit in a
 * friendly zone of control must be attacked, so a hex that only these attackers reach joins their
 * attack rather than escape it.
 */
export function attackHexes(state: State, target: number, pos: Position, attackers: string[]): number[] {
  const { ix } = pos;
  const foe = sideBit(enemyOf(state.player));
  const done = new Set(state.targets.map((t) => ix.ids.get(t)!));
  const inAttack = new Set(attackers);
  const free: number[] = [];
  for (const [id, i] of pos.where) {
    const p = state.pieces[id]!;
    if (p.side === state.player && !isLeader(state, id) && !state.attacked.includes(id) && !inAttack.has(id) && !heldByReorganization(state, id)) free.push(i);
  }
  const out = [target];
  for (const id of attackers) {
    const i = pos.where.get(id)!;
    for (let d = 0; d < 6; d++) {
      const j = ix.nb[i * 6 + d] as number;
      if (j < 0 || pos.occ[j] !== foe || done.has(j) || out.includes(j) || barred(ix, i, d)) continue;
      const other = free.some((f) => openStep(ix, f, j) >= 0);
      if (!other) out.push(j);
    }
  }
  return [target, ...out.slice(1).sort((a, b) => a - b)];
}

function attack(state: State, target: number, ctx: Ctx): void {
  const pos = positionOf(state);
  const { ix } = pos;
  const side = state.player;
  const foe = sideBit(enemyOf(side));
  const adjacent: string[] = [];
  const bombard: string[] = [];
  for (const [id, i] of pos.where) {
    const p = state.pieces[id]!;
    if (p.side !== side || isLeader(state, id) || state.attacked.includes(id) || heldByReorganization(state, id)) continue;
    if (openStep(ix, i, target) >= 0) adjacent.push(id);
    else if (dist(ix, i, target) <= p.range && bombards(state, id, pos, i, foe)) bombard.push(id);
  }
  const hexes = attackHexes(state, target, pos, adjacent);
  const labels = hexes.map((h) => ix.labels[h]!);
  const attackers = [...adjacent, ...bombard].sort();
  state.attacked.push(...attackers);
  state.targets.push(...labels);
  const defenders: string[] = [];
  let def = 0;
  for (const h of hexes) {
    // Each hex defends with its own terrain, or the hexside its attackers cross, whichever is better.
    let sideMult = Infinity;
    for (const id of adjacent) {
      const d = openStep(ix, pos.where.get(id)!, h);
      if (d >= 0) sideMult = Math.min(sideMult, ix.sideDefense[pos.where.get(id)! * 6 + d] as number);
    }
    const mult = Math.max(ix.defense[h] as number, sideMult === Infinity ? 1 : sideMult);
    const here = unitsAt(state, ix.labels[h]!).filter((id) => !isLeader(state, id));
    defenders.push(...here);
    def += here.reduce((sum, id) => sum + strengthOf(state, id), 0) * mult;
  }
  const att = attackers.reduce((sum, id) => sum + strengthOf(state, id), 0);
  const col = columnOf(state, att, def);
  const roll = ctx.random.die(6);
  const column = state.tables.columns[col]!;
  let result = ctx.hooks.combatResult(state.tables.rows[roll - 1]![col]!, column, roll, state);
  const attackOoc = attackers.some((id) => !inCommandToAttack(state, id));
  const defendOoc = defenders.every((id) => isOutOfCommand(state, id));
  if (attackOoc && (result === 'De' || result === 'Dr')) result = 'Ar';
  if (defendOoc && result === 'Ae') result = 'Ar';
  for (const id of attackers)
    if (inCommandToAttack(state, id)) for (const l of [state.commandedBy[id]]) if (l && !state.commandUsed.includes(l)) state.commandUsed.push(l);
  state.lastCombat = { target: labels[0]!, hexes: labels, attackers, odds: column, roll, result };
  if (ctx.logs !== false)
    ctx.log(
      `${sideName(side)} attack ${labels.map((l) => at(state, l)).join(' and ')} with ${attackers.map((id) => unitName(state, id)).join(', ')}: ${att} against ${def} (${column}), die ${roll}: ${result}${attackOoc ? ' (out of command)' : ''}.`,
    );
  const guard = side === 'french' ? adjacent.find((id) => state.tables.guardUnits.includes(id)) : undefined;
  const c: PendingCombat = {
    side,
    hexes: labels,
    adjacent,
    defenders,
    result,
    attackerHexes: [...new Set(adjacent.map((id) => state.units[id]!.at))],
    owed: 0,
    retreat: [],
    away: [],
    brokenBefore: side === 'french' && guard ? coalitionBroken(state, ctx).length : 0,
  };
  if (guard) {
    c.guardAt = state.units[guard]!.at;
    c.brokenParts = [...new Set([...coalitionBroken(state, ctx), ...state.demoralized])];
    // The corps near the Guard are those near it when it suffers the result, before anyone moves or falls.
    c.guardNear = guardNeighbours(state, [...new Set(adjacent.filter((id) => state.tables.guardUnits.includes(id)).map((id) => state.units[id]!.at))]);
  }
  switch (result) {
    case 'Ae':
      for (const id of adjacent) eliminate(state, id);
      break;
    case 'Ar':
      c.retreat = [...adjacent];
      c.away = labels;
      break;
    case 'Ex':
      c.owed = defenders.reduce((sum, id) => sum + strengthOf(state, id), 0);
      for (const id of defenders) eliminate(state, id);
      break;
    case 'Dr':
      c.retreat = [...defenders];
      c.away = c.attackerHexes;
      break;
    case 'De':
      for (const id of defenders) eliminate(state, id);
      break;
  }
  state.combat = c;
  resolve(state, ctx);
}

/** The attacker's units that may still pay an Exchange. */
export function exchangeable(state: State): string[] {
  const c = state.combat;
  return c ? c.adjacent.filter((id) => onMap(state.units[id]!.at)) : [];
}

/**
 * Carries a combat's results on until a player has a choice to make: the attacker picks which
 * units pay an Exchange while more than one could, and each retreating unit's owner picks its hex
 * while there is more than one; a unit with no hex to go to is eliminated.
 */
function resolve(state: State, ctx: Ctx): void {
  const c = state.combat!;
  while (c.owed > 0) {
    const can = exchangeable(state);
    if (can.length > 1) {
      state.phase = 'losses';
      return;
    }
    if (can.length === 1) payExchange(state, can[0]!, ctx);
    else c.owed = 0;
  }
  while (c.retreat.length) {
    const id = c.retreat[0]!;
    if (!onMap(state.units[id]!.at)) {
      c.retreat.shift();
      continue;
    }
    const options = retreatHexes(state, id);
    if (options.length > 1) {
      state.phase = 'retreat';
      return;
    }
    c.retreat.shift();
    if (options.length === 1) retreatTo(state, id, options[0]!, ctx);
    else {
      eliminate(state, id);
      if (ctx.logs !== false) ctx.log(`${unitName(state, id)} cannot retreat and is eliminated.`);
    }
  }
  state.combat = null;
  afterCombat(state, c, ctx);
}

function payExchange(state: State, id: string, ctx: Ctx): void {
  const c = state.combat!;
  c.owed -= strengthOf(state, id);
  eliminate(state, id);
  if (ctx.logs !== false) ctx.log(`${unitName(state, id)} is lost in the exchange.`);
  if (c.owed < 0) c.owed = 0;
}

/**
 * Where a unit may retreat: a next hex farther from every hex it retreats away from, not
 * across a prohibited hexside, not held by the enemy, not in an enemy zone of control unless
 * friendly combat units hold it, and not already at the stacking limit.
 */
export function retreatHexes(state: State, id: string): string[] {
  const c = state.combat;
  const pos = positionOf(state);
  const { ix } = pos;
  const i = pos.where.get(id);
  if (i === undefined || !c) return [];
  const side = state.pieces[id]!.side;
  const me = sideBit(side);
  const foe = sideBit(enemyOf(side));
  const away = c.away.map((h) => ix.ids.get(h)!);
  const near = (k: number) => Math.min(...away.map((a) => dist(ix, k, a)));
  const now = near(i);
  const out: string[] = [];
  for (let d = 0; d < 6; d++) {
    const j = ix.nb[i * 6 + d] as number;
    if (j < 0 || barred(ix, i, d) || pos.occ[j] === foe || near(j) <= now) continue;
    if ((pos.zoc[j]! & foe) !== 0 && pos.occ[j] !== me) continue;
    if ((pos.count[j] as number) >= state.tables.stacking) continue;
    out.push(ix.labels[j]!);
  }
  return out.sort();
}

function retreatTo(state: State, id: string, to: string, ctx: Ctx): void {
  state.units[id]!.at = to;
  notePassage(state, [to], state.pieces[id]!.side);
  displaceLeaders(state, to, state.pieces[id]!.side, ctx);
  if (ctx.logs !== false) ctx.log(`${unitName(state, id)} retreats to ${at(state, to)}.`);
}

/**
 * Whether this attack demoralized the British nationality or a Prussian corps: one that its
 * losses now demoralize and that was not demoralized before the roll, by losses or by proximity.
 */
function attackBrokeCoalition(state: State, c: PendingCombat, ctx: Ctx): boolean {
  const now = coalitionBroken(state, ctx);
  const before = c.brokenParts;
  return before === undefined ? now.length > c.brokenBefore : now.some((k) => !before.includes(k));
}

/** Leader losses, the Guard's repulse, and the advance into a hex the losers left. */
function afterCombat(state: State, c: PendingCombat, ctx: Ctx): void {
  const { result, side, adjacent, defenders } = c;
  leaderLosses(state, [...c.hexes, ...c.attackerHexes], ctx);
  if (c.guardAt && ['Ar', 'Ae', 'Ex'].includes(result))
    guardRepulse(state, c.guardNear ?? guardNeighbours(state, c.guardAt), attackBrokeCoalition(state, c, ctx), ctx);
  state.phase = 'combat';
  const pos = positionOf(state);
  // Next to the hex with no river between: an advance crosses no river, as no move does.
  const nextTo = (id: string, hex: string): boolean => {
    const a = pos.where.get(id);
    const b = pos.ix.ids.get(hex);
    return a !== undefined && b !== undefined && openStep(pos.ix, a, b) >= 0;
  };
  const empty = (h: string, owner: Side) => unitsAt(state, h).every((id) => isLeader(state, id) || state.pieces[id]!.side !== owner);
  if (['De', 'Dr', 'Ex'].includes(result)) {
    const into = c.hexes.find((h) => unitsAt(state, h).every((id) => isLeader(state, id)));
    const movers = into ? adjacent.filter((id) => onMap(state.units[id]!.at) && !isArtillery(state, id) && nextTo(id, into)) : [];
    if (into && movers.length) {
      state.pending = { side, into, units: movers };
      state.phase = 'advance';
      return;
    }
  }
  if (result === 'Ae' || result === 'Ar') {
    // The defenders may advance into one of the attacker hexes left empty: their choice.
    const choices = c.attackerHexes
      .filter((h) => empty(h, side))
      .map((into) => ({
        into,
        units: defenders.filter((id) => c.hexes.includes(state.units[id]!.at) && !isArtillery(state, id) && !isOutOfCommand(state, id) && nextTo(id, into)),
      }))
      .filter((choice) => choice.units.length > 0);
    const first = choices[0];
    if (first) {
      state.pending = { side: enemyOf(side), into: first.into, units: first.units };
      if (choices.length > 1) state.pending.choices = choices;
      state.phase = 'advance';
      return;
    }
  }
  if (attackTargets(state).length === 0) endPlayerTurn(state, ctx);
}

/** A destroyed combat unit: full strength goes to the Reorganization area, reduced or one-point units are destroyed for good. */
export function eliminate(state: State, id: string): void {
  const u = state.units[id]!;
  const p = state.pieces[id]!;
  if (!u.reduced && p.strength > 1) state.units[id] = { at: 'reorg', reduced: false, since: state.turn };
  else state.units[id] = { at: 'dead', reduced: true };
}

/** Leaders left alone in a hex by the combat roll for their lives. */
function leaderLosses(state: State, hexes: string[], ctx: Ctx): void {
  if (!state.options.leaderLosses) return;
  for (const h of hexes) {
    const here = unitsAt(state, h);
    if (here.some((id) => !isLeader(state, id))) continue;
    for (const l of here.sort()) {
      const roll = ctx.random.die(6);
      if (ctx.hooks.leaderCasualty(roll, l, state)) {
        state.units[l] = { at: 'dead', reduced: false };
        ctx.log(`${unitName(state, l)}, left alone, rolls ${roll} and is lost.`);
      } else ctx.log(`${unitName(state, l)}, left alone, rolls ${roll} and survives.`);
    }
  }
}

// ---------------------------------------------------------------- actions

export function legalActions(ctx: ReadCtx, state: State, role: string): Listed[] {
  const side = actingSide(state);
  if (!side || state.roles[side] !== role) return [];
  const words = ctx.prompts !== false;
  const out: Listed[] = [];
  switch (state.phase) {
    case 'command': {
      const stage = state.commandStage ?? 'units';
      for (const o of commandOffers(state, stage))
        out.push({
          action: { type: 'command', commander: o.commander, unit: o.unit },
          prompt: words
            ? stage === 'officers'
              ? `${unitName(state, o.commander)} commands ${unitName(state, o.unit)} and his formation`
              : state.pieces[state.commandedBy[o.unit] ?? '']?.kind === 'officer'
                ? `${unitName(state, o.commander)} commands ${unitName(state, o.unit)} directly, not through ${unitName(state, state.commandedBy[o.unit]!)}`
                : `${unitName(state, o.commander)} commands ${unitName(state, o.unit)} directly`
            : '',
        });
      out.push({
        action: { type: 'end-command' },
        prompt: stage === 'officers' ? 'Assign the other officers automatically' : 'Assign the other units automatically',
      });
      break;
    }
    case 'reorganize':
      for (const r of reorganizations(state))
        out.push({
          action: { type: 'reorganize', officer: r.officer, units: r.units },
          prompt: words ? `${unitName(state, r.officer)} reorganizes ${r.units.map((u) => unitName(state, u)).join(' and ')}` : '',
        });
      out.push({ action: { type: 'end-reorganization' }, prompt: 'End the reorganization segment' });
      break;
    case 'movement': {
      if (state.selected) {
        const pos = positionOf(state);
        const going = underWay(state);
        for (const d of destinations(state, state.selected, pos)) {
          const label = pos.ix.labels[d.hex]!;
          out.push({
            action: { type: 'move', unit: state.selected, to: label },
            prompt: words
              ? label === state.units[state.selected]!.at
                ? `${unitName(state, state.selected)} ${going ? 'stops here' : 'stays'}`
                : `${unitName(state, state.selected)} to ${at(state, label)}`
              : '',
          });
        }
        if (state.units[state.selected]!.at === 'off')
          out.push({ action: { type: 'move', unit: state.selected, to: 'off' }, prompt: words ? 'Wait off the map' : '' });
        break;
      }
      for (const id of movable(state)) out.push({ action: { type: 'select', unit: id }, prompt: words ? `Move ${unitName(state, id)}` : '' });
      out.push({ action: { type: 'end-movement' }, prompt: 'End the movement phase' });
      break;
    }
    case 'combat': {
      const ix = positionOf(state).ix;
      for (const t of attackTargets(state))
        out.push({ action: { type: 'attack', target: ix.labels[t]! }, prompt: words ? `Attack ${at(state, ix.labels[t]!)}` : '' });
      if (!mustAttack(state)) out.push({ action: { type: 'end-combat' }, prompt: 'End the combat phase' });
      break;
    }
    case 'losses':
      for (const u of exchangeable(state))
        out.push({
          action: { type: 'lose', unit: u },
          prompt: words ? `Lose ${unitName(state, u)} (${strengthOf(state, u)}) in the exchange, ${state.combat!.owed} points still owed` : '',
        });
      break;
    case 'retreat': {
      const u = state.combat!.retreat[0]!;
      for (const to of retreatHexes(state, u))
        out.push({ action: { type: 'retreat', unit: u, to }, prompt: words ? `${unitName(state, u)} retreats to ${at(state, to)}` : '' });
      break;
    }
    case 'advance':
      if (state.pending?.choices)
        for (const choice of state.pending.choices)
          for (const u of choice.units)
            out.push({ action: { type: 'advance', unit: u, into: choice.into }, prompt: words ? `${unitName(state, u)} advances into ${choice.into}` : '' });
      else
        for (const u of state.pending?.units ?? [])
          out.push({ action: { type: 'advance', unit: u }, prompt: words ? `${unitName(state, u)} advances into ${state.pending!.into}` : '' });
      out.push({ action: { type: 'stop-advance' }, prompt: 'Advance no further' });
      break;
    default:
      break;
  }
  return out;
}

export function applyAction(ctx: Ctx, state: State, action: Action): State {
  switch (action.type) {
    case 'command':
      (state.commandPicks ??= {})[action.unit] = action.commander;
      nextCommandStage(state, ctx, fixCommand(state));
      break;
    case 'end-command':
      // The automatic share-out stands for the rest of this stage.
      if (state.commandStage === 'officers') {
        state.commandStage = 'units';
        if (!commandOffers(state, 'units').length) endCommand(state, ctx);
      } else endCommand(state, ctx);
      break;
    case 'reorganize':
      reorganize(state, action.officer, action.units, ctx);
      if (reorganizations(state).length === 0) endReorganization(state, ctx);
      break;
    case 'end-reorganization':
      endReorganization(state, ctx);
      break;
    case 'select':
      state.selected = action.unit;
      break;
    case 'move': {
      // One leg of a move: the unit goes to the hex along the cheapest path from where it stands,
      // keeps the points it spent, and may then go on while it has points left and nothing stopped it.
      const id = action.unit;
      state.selected = null;
      if (!state.moved.includes(id)) state.moved.push(id);
      if (action.to === 'off') break;
      const pos = positionOf(state);
      const from = new Int32Array(pos.ix.n);
      const to = pos.ix.ids.get(action.to)!;
      const cost = reach(state, id, pos, from).get(to) ?? 0;
      if (cost > 0) state.spent[id] = (state.spent[id] ?? 0) + cost;
      const u = state.units[id]!;
      // A combat unit sweeps enemy leaders out of every hex on its way, in the order it passes them.
      const path: string[] = [];
      if (!isLeader(state, id) && (to !== pos.where.get(id) || u.at === 'off'))
        for (let k = to; k >= 0 && path.length <= pos.ix.n; k = from[k] as number) {
          path.unshift(pos.ix.labels[k]!);
          if (k === pos.where.get(id)) break;
        }
      if (u.at === 'off') enteredOutOfCommand(state, id);
      state.units[id] = { at: action.to, reduced: u.reduced };
      notePassage(state, path, state.pieces[id]!.side);
      for (const hex of path) displaceLeaders(state, hex, state.pieces[id]!.side, ctx);
      if (ctx.logs !== false) ctx.log(`${unitName(state, id)} moves to ${at(state, action.to)}.`);
      if (cost > 0 && mayGoOn(state, id)) state.selected = id;
      break;
    }
    case 'end-movement':
      endMovement(state, ctx);
      break;
    case 'attack': {
      const ix = positionOf(state).ix;
      attack(state, ix.ids.get(action.target)!, ctx);
      break;
    }
    case 'lose':
      payExchange(state, action.unit, ctx);
      resolve(state, ctx);
      break;
    case 'retreat':
      state.combat!.retreat.shift();
      retreatTo(state, action.unit, action.to, ctx);
      resolve(state, ctx);
      break;
    case 'end-combat':
      endPlayerTurn(state, ctx);
      break;
    case 'advance': {
      const p = state.pending!;
      // The first defender to advance picks the hex; the others may follow it there only.
      const chosen = p.choices?.find((choice) => choice.into === action.into);
      if (chosen) {
        p.into = chosen.into;
        p.units = chosen.units;
        delete p.choices;
      }
      state.units[action.unit]!.at = p.into;
      notePassage(state, [p.into], p.side);
      displaceLeaders(state, p.into, p.side, ctx);
      p.units = p.units.filter((u) => u !== action.unit);
      ctx.log(`${unitName(state, action.unit)} advances into ${at(state, p.into)}.`);
      const room = unitsAt(state, p.into).filter((id) => !isLeader(state, id)).length < state.tables.stacking;
      if (!room || !p.units.length) closeAdvance(state, ctx);
      break;
    }
    case 'stop-advance':
      closeAdvance(state, ctx);
      break;
  }
  return state;
}

function closeAdvance(state: State, ctx: Ctx): void {
  state.pending = null;
  state.phase = 'combat';
  if (attackTargets(state).length === 0) endPlayerTurn(state, ctx);
}

export { armiesOf };
