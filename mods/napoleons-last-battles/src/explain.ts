// Why an action is refused: the rule that forbids it, in words, for the actions the campaign rules
// restrict (reorganization, command, movement of out-of-command and demoralized units and of
// leaders, the compulsory attack, the out-of-command defender's advance). Anything else gets the
// general answer.
import { dist } from './board';
import { armiesOf, commandReach, heldByReorganization, isDemoralized, isNight, isOutOfCommand } from './campaign';
import { actingSide, attackTargets, mustAttack } from './flow';
import { isLeader, onMap, positionOf, sideBit } from './position';
import type { Action, State } from './types';
import { enemyOf } from './types';
import { sideName, unitName } from './words';

export function explainAction(state: State, action: Action, role: string): string {
  const general = `${action.type} is not among the legal actions in the ${state.phase} phase of turn ${state.turn}`;
  const side = actingSide(state);
  if (!side) return 'the game is over';
  if (state.roles[side] !== role) return `it is for ${sideName(side)} to act now`;
  switch (action.type) {
    case 'reorganize':
      return whyNotReorganize(state, action.officer, action.units) ?? general;
    case 'end-combat':
      if (state.phase === 'combat' && mustAttack(state)) return 'every unit in an enemy zone of control must attack: the combat phase may not end yet';
      return general;
    case 'attack':
      return whyNotAttack(state, action.target) ?? general;
    case 'move':
      return whyNotMove(state, action.unit, action.to) ?? general;
    case 'select':
      return whyNotSelect(state, action.unit) ?? general;
    case 'command':
      return whyNotCommand(state, action.commander, action.unit) ?? general;
    case 'advance':
      if (state.phase === 'advance' && state.pending && state.pieces[action.unit]?.side === state.pending.side && isOutOfCommand(state, action.unit))
        return `${unitName(state, action.unit)} is out of command: out-of-command defenders cannot advance after combat`;
      return general;
    default:
      return general;
  }
}

function whyNotReorganize(state: State, officer: string, units: string[]): string | undefined {
  if (isNight(state)) return 'no reorganization may take place on a night turn';
  if (state.phase !== 'reorganize') return 'units are reorganized only in the Reorganization segment, before movement';
  const o = state.pieces[officer];
  if (!o || o.kind !== 'officer' || !armiesOf(state.player).includes(o.army)) return `${unitName(state, officer)} is not one of your officers`;
  if (!onMap(state.units[officer]?.at ?? 'dead')) return `${unitName(state, officer)} is not on the map`;
  for (const u of units) {
    const p = state.pieces[u];
    if (!p || isLeader(state, u) || p.formation !== o.formation)
      return `an officer reorganizes only units of his own formation: ${unitName(state, u)} does not bear ${unitName(state, officer)}'s designation`;
    const at = state.units[u]?.at;
    if (at !== 'reorg') return `${unitName(state, u)} is not in the Reorganization area`;
    if ((state.units[u]!.since ?? 0) > state.turn - 1 - (state.tables.reorgWait ?? 1))
      return `${unitName(state, u)} must first stay a complete game turn in the Reorganization area`;
  }
  if ((state.reorganized?.[officer] ?? 0) >= state.tables.reorgMax)
    return `${unitName(state, officer)} may reorganize no more units in this segment (two at most, none after a failed roll)`;
  const pos = positionOf(state);
  const i = pos.where.get(officer)!;
  const foe = sideBit(enemyOf(state.player));
  for (const [id, j] of pos.where)
    if (pos.occ[j] === foe && !isLeader(state, id) && dist(pos.ix, i, j) <= state.tables.reorgRadius)
      return `${unitName(state, officer)} is within ${state.tables.reorgRadius} hexes of an enemy combat unit and may not reorganize`;
  const room = Math.min(state.tables.reorgMax - (state.reorganized?.[officer] ?? 0), state.tables.stacking - (pos.count[i] as number));
  if (units.length > room)
    return `the stacking limit may not be broken by reorganization: room for ${Math.max(room, 0)} more unit(s) in ${unitName(state, officer)}'s hex`;
  return undefined;
}

function whyNotAttack(state: State, target: string): string | undefined {
  if (state.phase !== 'combat') return undefined;
  const pos = positionOf(state);
  const t = pos.ix.ids.get(target);
  if (t === undefined) return `${target} is not a hex of the map`;
  if (pos.occ[t] !== sideBit(enemyOf(state.player)))
    return pos.leaders[t] === sideBit(enemyOf(state.player))
      ? 'leaders alone have no combat strength: they are not attacked'
      : `no enemy combat unit is in ${target}`;
  if (state.targets.includes(target)) return `${target} has already been attacked this phase`;
  if (attackTargets(state).includes(t)) return undefined;
  const held = [...pos.where].some(
    ([id, i]) => state.pieces[id]!.side === state.player && !isLeader(state, id) && heldByReorganization(state, id) && dist(pos.ix, i, t) === 1,
  );
  if (held) return "units of a reorganizing officer's formation may attack only in a commander's direct command";
  return `none of your units that have not attacked can attack ${target}`;
}

function whyNotMove(state: State, id: string, to: string): string | undefined {
  if (state.phase !== 'movement') return undefined;
  if (state.selected !== id) return `choose ${unitName(state, id)} to move first`;
  const p = state.pieces[id]!;
  const pos = positionOf(state);
  const foe = sideBit(enemyOf(p.side));
  const me = sideBit(p.side);
  const here = pos.where.get(id);
  const j = pos.ix.ids.get(to);
  if (j === undefined) return undefined;
  const leader = isLeader(state, id);
  if (!leader && here !== undefined && (pos.zoc[here]! & foe) !== 0 && isOutOfCommand(state, id))
    return `${unitName(state, id)} is out of command and began the movement phase in an enemy zone of control: it cannot move`;
  if (pos.occ[j] === foe) return `${to} is held by enemy combat units`;
  if (leader) {
    if (pos.leaders[j] === foe) return 'a leader may not enter a hex an enemy leader occupies';
    if ((pos.zoc[j]! & foe) !== 0 && pos.occ[j] !== me) return 'a leader may not enter an enemy-controlled hex that no friendly combat unit occupies';
    return undefined;
  }
  if ((pos.zoc[j]! & foe) !== 0) {
    if (isOutOfCommand(state, id)) return `${unitName(state, id)} is out of command and may not enter an enemy-controlled hex`;
    if (isDemoralized(state, id)) return `${unitName(state, id)} is demoralized and may not enter an enemy-controlled hex`;
  }
  if ((pos.count[j] as number) >= state.tables.stacking && to !== state.units[id]!.at) return `${to} already holds ${state.tables.stacking} combat units`;
  return undefined;
}

function whyNotCommand(state: State, commander: string, unit: string): string | undefined {
  if (state.phase !== 'command') return isNight(state) ? 'there is no Command segment on a night turn' : undefined;
  const c = state.pieces[commander];
  const u = state.pieces[unit];
  if (!c || c.kind !== 'commander' || c.side !== state.player) return `${unitName(state, commander)} is not one of your commanders`;
  if (!u || u.side !== state.player || u.kind === 'commander') return undefined;
  if (u.army !== c.army)
    return `the commanders of an army command only that army's officers and units: ${unitName(state, unit)} is not of ${unitName(state, commander)}'s army`;
  const pos = positionOf(state);
  const from = pos.where.get(commander);
  const at = pos.where.get(unit);
  if (from === undefined || at === undefined) return undefined;
  if (!commandReach(state, pos, from, state.tables.commanderRange, state.player, 1).has(at))
    return `${unitName(state, unit)} is not within ${state.tables.commanderRange} hexes of ${unitName(state, commander)} by a trace free of enemy units, enemy zones without friends, and prohibited terrain`;
  return undefined;
}

function whyNotSelect(state: State, id: string): string | undefined {
  if (state.phase !== 'movement') return undefined;
  const p = state.pieces[id];
  const u = state.units[id];
  if (!p || !u || p.side !== state.player) return `${unitName(state, id)} is not one of your units`;
  if (state.selected) return `${unitName(state, state.selected)} is moving: finish its move first`;
  if (state.moved.includes(id)) return `${unitName(state, id)} has already moved this phase`;
  if (u.at === 'off' && (u.turn ?? 0) > state.turn) return `${unitName(state, id)} does not arrive before turn ${u.turn}`;
  if (!onMap(u.at)) return `${unitName(state, id)} is not on the map`;
  return undefined;
}
