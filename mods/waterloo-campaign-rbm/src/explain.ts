// Why an action is refused, in the rules' words: whose turn it is, what the step allows, and for a
// move, an attack or a placement the rule that bars it. Only called for actions that are not legal.
import { distance } from './board';
import { detachmentPlacements, hqPlacements, hqsOf, returnPlacements, withdrawals } from './command';
import { concentration, delay } from './flow';
import { reachOf } from './movement';
import { actingSide, enterable } from './turn';
import type { Action, Phase, Side, State } from './types';
import { enemyOf } from './types';
import { at, unitName, type ReadCtx } from './words';
import { adjacentEnemies, onMap, positionOf } from './zones';

const player = (side: Side): string => (side === 'french' ? 'the French player' : 'the Coalition player');

/** What each step is for, to name it when an action of another step is tried. */
const STEPS: Record<Phase, { name: string; types: Action['type'][] }> = {
  modes: { name: "the choice of the HQs' starting modes", types: ['hq-mode'] },
  hq: { name: 'HQ Placement (Step A)', types: ['place-hq'] },
  keep: { name: 'Blown Unit Return (Step B), where the opponent picks the two corps that come back', types: ['keep'] },
  return: { name: 'Blown Unit Return (Step B)', types: ['return', 'no-return'] },
  detach: { name: 'Detachment Placement (Step D)', types: ['detach', 'no-detachment'] },
  recall: { name: 'Detachment Recall (Step E)', types: ['recall', 'end-recall'] },
  withdraw: { name: 'Withdrawal (Step H)', types: ['withdraw', 'pass'] },
  movement: { name: 'the Movement Phase', types: ['select', 'move', 'pass'] },
  attack: { name: 'the Attack Phase', types: ['attack', 'pass'] },
  over: { name: 'the end of the game', types: [] },
};

export function explainAction(ctx: ReadCtx, state: State, action: Action, role: string): string {
  if (state.result) return 'the game is over';
  const side = actingSide(state);
  if (!side) return 'no one is to act now';
  if (state.roles[side] !== role) return `it is ${player(side)}'s turn to act, not yours`;
  if (state.retreat)
    return `${unitName(state, state.retreat.unit)} must first end its retreat: three hexes, each further from the victor, never into a corps or an enemy zone of control (ZoC)`;
  if (state.entering) return 'the enemy corps near the entry hex must first fall back three hexes so the reinforcement can enter';
  const step = STEPS[state.phase];
  if (!step.types.includes(action.type)) return `${action.type} is not an action of ${step.name}`;
  const first = state.queue[0];
  switch (action.type) {
    case 'place-hq':
      if (action.hq !== first) return `${unitName(state, first ?? '')} is the HQ to place now`;
      if (!hqPlacements(state, action.hq).includes(action.hex))
        return `an HQ is placed within 3 hexes of a unit of its own army, not in an enemy zone of control (ZoC) or zone of influence (ZoI), and never on another HQ`;
      break;
    case 'keep':
      return 'the opponent picks the corps that come back from among the blown corps due back this turn';
    case 'return':
      if (action.unit !== first) return `${unitName(state, first ?? '')} is the blown corps to return now`;
      if (!returnPlacements(state, action.unit).includes(action.hex))
        return 'a blown corps returns to an empty hex next to an HQ of its own army, not in an enemy zone of control (ZoC) or zone of influence (ZoI)';
      break;
    case 'detach':
    case 'no-detachment':
      if (action.hq !== first) return `${unitName(state, first ?? '')} is the HQ placing a detachment now`;
      if (action.type === 'detach') return detachReason(ctx, state, action.hq, action.unit, action.hex);
      break;
    case 'recall':
      return 'a player recalls only their own detachments on the map';
    case 'withdraw':
      if (!withdrawals(state, side).some((w) => w.unit === action.unit)) return 'only a corps of your own in an enemy zone of control (ZoC) may withdraw';
      return 'a withdrawal is a retreat of three hexes, each further from the enemy, never into a corps or an enemy zone of control (ZoC)';
    case 'pass':
      if (state.phase === 'movement') {
        if (state.selected) return `${unitName(state, state.selected)} must first finish its move`;
        if (enterable(state, side).length > 0) return 'a reinforcement that can enter the map must do so: it may not be held off the map by passing';
        return 'a friendly corps stands on the entry hex of a reinforcement: it must make way so the reinforcement can enter before you pass';
      }
      break;
    case 'select':
      return selectReason(ctx, state, side, action.unit, action.entry);
    case 'move':
      return moveReason(ctx, state, action.unit, action.to);
    case 'attack':
      return attackReason(state, side, action.unit, action.target);
    default:
      break;
  }
  return `${action.type} is not among the legal actions in the ${state.phase} step of turn ${state.turn}`;
}

function detachReason(ctx: ReadCtx, state: State, hq: string, unit: string, hex: string): string {
  const piece = state.pieces[unit];
  if (!piece || piece.kind !== 'detachment' || piece.army !== state.pieces[hq]!.army) return 'an HQ places only a detachment of its own army';
  if (state.units[unit]!.at !== 'ready') return `${piece.name} is not available: a detachment on the map or recalled this turn cannot be placed now`;
  const special = piece.role === 'grand-battery' || piece.role === 'old-guard';
  if (special && (hq !== 'fr-napoleon-hq' || !state.units[hq]!.back))
    return `only the Napoleon HQ on its Battle side may place ${piece.role === 'grand-battery' ? 'the Grand Battery' : 'the Old Guard'}`;
  if (detachmentPlacements(state, hq, ctx).some((p) => p.unit === unit && p.hex === hex)) return 'that placement is not allowed now';
  if (piece.role === 'grand-battery')
    return 'the Grand Battery is placed with a friendly corps within 3 hexes of the Napoleon HQ, in a hex without another detachment';
  if (piece.role === 'old-guard')
    return "the Old Guard is placed in an empty hex within the Napoleon HQ's command range, not in an enemy zone of control (ZoC)";
  return `${at(state, hex)} cannot take ${piece.name}: the path from the HQ (within its command range) or from the parent corps (up to 4 hexes) must be free of enemy zones of control (ZoC) and influence (ZoI), and the placement hex must lie in no zone of control or influence, enemy or friendly`;
}

function selectReason(ctx: ReadCtx, state: State, side: Side, unit: string, entry: string | undefined): string {
  const piece = state.pieces[unit];
  if (state.selected) return `${unitName(state, state.selected)} must first finish its move`;
  if (!piece || piece.side !== side) return 'only a corps of your own may be chosen to move';
  if (piece.kind === 'detachment') return 'detachments do not move: they stay where they were placed until recalled';
  if (piece.kind === 'hq') return 'HQ markers do not move: they are placed again in Step A';
  const u = state.units[unit]!;
  if (entry !== undefined || u.at === 'off') {
    const arrival = state.arrivals.find((a) => a.unit === unit);
    if (!arrival || u.at !== 'off') return `${piece.name} is not a reinforcement waiting to enter`;
    if (arrival.turn > state.turn) return `${piece.name} is not due before turn ${arrival.turn}`;
    if (entry === undefined || !arrival.entries.includes(entry))
      return `${piece.name} must enter at its own entry hex (${arrival.entries.join(' or ')}), not another`;
    if (arrival.after && state.units[arrival.after]?.at === 'off')
      return `${piece.name} enters behind ${unitName(state, arrival.after)}, which has not entered yet`;
    if (state.limit[side] === 0) return 'the June 15 allowance of moves is used up';
    return `the entry hex ${at(state, entry)} is held by a friendly corps`;
  }
  if (!onMap(state, unit)) return `${piece.name} is not on the map`;
  if (state.special.june15) {
    const s = state.special.surprise;
    if (s.turns.includes(state.turn) && piece.side === s.side && !s.onlyMovable.includes(unit))
      return `Surprise: this turn ${s.onlyMovable.map((id) => unitName(state, id)).join(' and ')} alone may move on the ${s.side === 'french' ? 'French' : 'Coalition'} side`;
    const d = delay(state);
    if (d.turns.includes(state.turn) && piece.army === d.nationality)
      return `Delayed Reaction: ${d.nationality === 'anglo-allied' ? 'Anglo-Allied' : d.nationality} units cannot move this turn`;
    const c = concentration(state);
    if (c.turns.includes(state.turn) && piece.army !== c.nationality && piece.side === (c.nationality === 'french' ? 'french' : 'coalition'))
      return `Concentrating the Army: only ${c.nationality === 'prussian' ? 'Prussian' : c.nationality} units on the map may move this turn`;
    if (state.limit[side] === 0) return 'the June 15 allowance of moves is used up';
  }
  if (state.passed !== null && enterable(state, side).length > 0) return 'after a pass, the reinforcements must enter the map before any unit on the map moves';
  const p = positionOf(state);
  const zoc = p.zoc[enemyOf(side)].get(u.at) ?? [];
  if (zoc.length > 0 && piece.kind === 'infantry')
    return `${piece.name} began in an enemy zone of control (ZoC) and cannot move; only a combat result or a withdrawal takes it out`;
  if (zoc.some((id) => state.pieces[id]!.kind === 'cavalry')) return `${piece.name} began in an enemy cavalry corps' zone of control (ZoC) and cannot move`;
  if (reachOf(state, unit, ctx).size === 0) return `${piece.name} has no hex it may enter this move`;
  return `${piece.name} may not be chosen now`;
}

function moveReason(ctx: ReadCtx, state: State, unit: string, to: string): string {
  if (state.selected !== unit) return state.selected ? `${unitName(state, state.selected)} is the corps moving now` : 'choose the corps to move first';
  const piece = state.pieces[unit]!;
  const p = positionOf(state);
  if (p.corps.has(to)) return 'a corps may never enter a hex holding another corps';
  const d = p.detachment.get(to);
  if (d && state.pieces[d]!.side !== piece.side) return 'a corps may not enter a hex holding an enemy detachment';
  const from = state.units[unit]!.at;
  const entering = state.used > 0;
  const hqs = hqsOf(state, piece.army);
  if (!entering && hqs.length > 0) {
    const fits = hqs.some((hq) => {
      const h = state.units[hq]!.at;
      const range = ctx.hooks.commandRange(hq, state);
      const start = distance(state.board, h, from);
      return start <= range ? distance(state.board, h, to) <= range : distance(state.board, h, to) < start;
    });
    if (!fits) return `${at(state, to)} is beyond the command range of every HQ of its army (a corps outside the range must end its move closer to its HQ)`;
  }
  if (reachOf(state, unit, ctx).has(to)) return 'that move is not allowed now';
  return `${unitName(state, unit)} cannot reach ${at(state, to)} this move: it is beyond its movement allowance (doubled only for a move wholly along a road) or past an enemy zone of control (ZoC) or zone of influence (ZoI) that halts it`;
}

function attackReason(state: State, side: Side, unit: string, target: string): string {
  const piece = state.pieces[unit];
  if (!piece || piece.side !== side) return 'only a corps of your own may attack';
  if (piece.kind === 'detachment') return 'detachments never attack or support an attack; they only defend';
  if (piece.kind === 'hq') return 'HQ markers are not units and never attack';
  if (!onMap(state, unit)) return `${piece.name} is not on the map`;
  const enemy = state.pieces[target];
  if (!enemy || enemy.side === side) return 'only an enemy unit may be attacked';
  if (enemy.kind === 'hq') return 'an HQ marker is not a unit and cannot be attacked';
  const p = positionOf(state);
  if (!adjacentEnemies(state, p, state.units[unit]!.at, side).includes(target))
    return `${piece.name} may attack only an enemy unit in its own zone of control (ZoC), that is, next to it`;
  return 'only a fresh supporting cavalry corps that may charge can hold back its charge';
}
