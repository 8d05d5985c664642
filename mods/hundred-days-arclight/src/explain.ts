// Why an action is refused, in words: the common mistakes of movement, orders and combat.
import { adjacent, hexName, indexOf, onRoadNetwork } from './board';
import { bidMoves, cardChoices, currentCombat, retreatMoves } from './combat';
import { mapRefusal, stackingRefusal, terrainRefusal } from './hooks';
import { alikeBrigades, checkStep, detachable, moverOf, plainsReach, roadWalks } from './movement';
import { actingSide } from './turn';
import { hasMoved, nextToEnemy, positionOf } from './stacks';
import type { Action, MoveAction, Side, State } from './types';
import { sideOfRole } from './view';
import { adjective, count, nationName, type ReadCtx } from './words';

const PHASES: Record<State['phase'], string> = {
  setup: 'the set-up',
  order: 'the order movement phase',
  special: 'the special order step',
  'special-move': 'the special order movement',
  continued: 'the continued movement phase',
  combat: 'the combat phase',
  reinforce: 'the reinforcement phase',
  over: 'the end of the game',
};

function explainMove(ctx: ReadCtx, state: State, side: Side, action: MoveAction): string | undefined {
  if (state.phase === 'special') return 'the order movement is made: discard a card for a special order movement first, or go on';
  if (state.phase !== 'order' && state.phase !== 'special-move') return `stacks move only in the order movement phase; this is ${PHASES[state.phase]}`;
  const pos = positionOf(state);
  const stack = pos.get(action.from);
  if (!stack || stack.side !== side) return `you have no stack at ${action.from}`;
  if (hasMoved(state, stack)) return 'that stack has already moved this turn';
  if (stack.napoleon && nextToEnemy(state, pos, stack.hex, side)) return "Napoleon's stack may not move while it touches an enemy stack";
  if (action.unit !== undefined) {
    if (!stack.units.includes(action.unit) || state.pieces[action.unit]?.type !== 'cavalry')
      return `${action.unit} is not a cavalry brigade of the stack at ${action.from}`;
    if (stack.units.length < 2 && !stack.napoleon) return 'a brigade alone in its hex moves as a stack, not by detachment';
  }
  const mover = moverOf(state, pos, stack, action.unit);
  const allowance = ctx.hooks.movementAllowance(action.kind, mover.units, state);
  const size = count(Math.max(mover.units.length, 1), 'unit');
  if (allowance <= 0) return action.kind === 'road' ? 'a stack of five or more units cannot move' : 'plains movement is only for stacks of two units or fewer';
  if (action.kind === 'road') {
    if (!onRoadNetwork(state.board, action.from)) return 'road movement starts only from a road hex, a city or a village';
    if (action.path.length > allowance) return `a stack of ${size} goes at most ${allowance} hexes by road`;
    let at = action.from;
    for (const [i, to] of action.path.entries()) {
      const offMap = mapRefusal(state, at, to);
      if (offMap) return offMap;
      const step = checkStep(ctx, state, pos, mover, 'road', at, to, i === 0);
      if (!step.ok) return step.reason;
      if (step.stop && i < action.path.length - 1)
        return `the stack must stop at ${to}: entering a city or village, touching an enemy stack or joining a friendly one ends its move`;
      at = to;
    }
    const longer = roadWalks(ctx, state, pos, mover, allowance).some((w) => w.length > action.path.length && action.path.every((h, i) => w[i] === h));
    if (longer) return `road movement must go its full distance (${allowance} hexes) as far as the road allows`;
    return 'that road movement is not possible';
  }
  if (!indexOf(state.board).neighbours.has(action.to)) return `${action.to} is not a hex of the map`;
  const there = pos.get(action.to);
  if (there?.side === side && !ctx.hooks.stackingAllowed(mover.units, there.units, state)) return stackingRefusal(state, mover.units, there.units);
  if (state.board.terrain[action.to]?.enter === false) return 'no stack may ever enter a forest hex';
  if (state.board.terrain[action.to]?.roadOnly) return 'plains movement may not enter a city or village';
  if (adjacent(state.board, action.from, action.to)) {
    const direct = terrainRefusal(state, action.from, action.to, 'plains');
    if (direct && !plainsReach(ctx, state, pos, mover, allowance).has(action.to)) return direct;
  }
  if (!plainsReach(ctx, state, pos, mover, allowance).has(action.to)) {
    return `a stack of ${size} cannot reach ${action.to} across country: it goes at most ${allowance} hexes, never against a one-way road, stops when it touches an enemy or joins a friendly stack, and must leave contact with its first step`;
  }
  return undefined;
}

/** True when two sets of cards hold the same values: cards of one value are alike, and the order of a call makes no difference. */
function sameValues(state: State, a: readonly string[], b: readonly string[]): boolean {
  const values = (cards: readonly string[]) =>
    cards
      .map((c) => state.cardValues[c] ?? 0)
      .sort((x, y) => x - y)
      .join();
  return a.length === b.length && values(a) === values(b);
}

/** The side's reinforcement rule in words, from the scenario's data (8-1, 8-2). */
function reinforcementWords(ctx: ReadCtx, state: State, side: Side): string {
  const rule = state.rules.draws.find((d) => d.side === side);
  if (!rule) return 'this army draws no reinforcements';
  const names = (hexes: string[]) => hexes.map((h) => hexName(state.board, h)).join(' or ');
  const most = count(ctx.hooks.reinforcementCount(side, state), 'unit');
  if (rule.mode === 'choose-places')
    return `reinforcements: up to ${most}, each to a different place declared first among ${rule.places.map((h) => hexName(state.board, h)).join(', ')}`;
  const where = Object.entries(rule.byNationality).map(([n, hexes]) => `${nationName(state, n)} units to ${names(hexes)}`);
  return `reinforcements: up to ${most}, declared first; ${where.join(', ')}${rule.secondToOther ? ', a second one in a turn to the other place' : ''}`;
}

/**
 * The listed twin of an action that names another of alike choices (the rulebook's pieces and
 * cards are told apart by nothing else): a card of the listed one's value, a call's cards in
 * another order or of the same values, a brigade alike the listed one. The engine then takes
 * the action as named: the card named is the one spent, the brigade named the one that moves.
 */
export function twinOf(ctx: ReadCtx, state: State, action: Action, role: string): Action | undefined {
  const side = sideOfRole(state, role);
  if (!side || actingSide(state) !== side) return undefined;
  const hand = state.hands[side];
  switch (action.type) {
    case 'special': {
      if (!hand.includes(action.card)) return undefined;
      const card = cardChoices(state, hand).find((c) => sameValues(state, [c], [action.card]));
      return card === undefined ? undefined : { type: 'special', card };
    }
    case 'bid': {
      // Each card once, and every one in hand.
      if (new Set(action.cards).size !== action.cards.length || !action.cards.every((c) => hand.includes(c))) return undefined;
      if (state.combat?.step !== 'bid') return undefined;
      return bidMoves(ctx, state, side).find((l) => l.action.type === 'bid' && sameValues(state, l.action.cards, action.cards))?.action;
    }
    case 'retreat': {
      if (!action.card || !hand.includes(action.card) || state.combat?.step !== 'retreat') return undefined;
      return retreatMoves(ctx, state, side).find(
        (l) => l.action.type === 'retreat' && l.action.from === action.from && l.action.to === action.to && sameValues(state, [l.action.card], [action.card]),
      )?.action;
    }
    case 'move': {
      const stack = action.unit === undefined ? undefined : positionOf(state).get(action.from);
      if (!stack || stack.side !== side || !stack.units.includes(action.unit as string) || state.pieces[action.unit as string]?.type !== 'cavalry')
        return undefined;
      const faceUp = state.units[action.unit as string]?.faceUp;
      const unit = detachable(state, stack).find(
        (u) => u !== action.unit && state.units[u]?.faceUp === faceUp && alikeBrigades(state, u, action.unit as string),
      );
      return unit === undefined ? undefined : { ...action, unit };
    }
    default:
      return undefined;
  }
}

/** Why an action is not legal now. */
export function explainAction(ctx: ReadCtx, state: State, action: Action, role: string): string | undefined {
  if (state.result) return `the game is over: ${state.result.reason}`;
  const side = sideOfRole(state, role);
  const acting = actingSide(state);
  if (!side) return `${role} commands no army in this game`;
  if (acting !== side) return `it is the ${adjective(acting ?? 'french')} player's turn to act`;
  switch (action.type) {
    case 'move':
      return explainMove(ctx, state, side, action);
    case 'special':
      if (state.phase !== 'special') return `a special order is bought after the order movement; this is ${PHASES[state.phase]}`;
      if (!state.hands[side].includes(action.card)) return `${action.card} is not in your hand`;
      return state.specials >= ctx.hooks.specialOrders(side, state)
        ? 'only one special order movement is allowed each turn'
        : 'no other stack can move, so no special order is possible';
    case 'continue':
      return 'only a stack that made road movement in your last turn, is still on a road hex and has not moved or been in contact since goes on, the way it was going';
    case 'pass':
      return state.phase === 'order' ? 'a stack can move, and the order movement may not be skipped' : `nothing to skip in ${PHASES[state.phase]}`;
    case 'bid': {
      if (state.combat?.step !== 'bid') return 'artillery cards are placed only while a combat is being fought';
      const missing = action.cards.find((c) => !state.hands[side].includes(c));
      if (missing) return `${missing} is not in your hand`;
      const limit = ctx.hooks.artilleryLimit(side, currentCombat(state), state);
      return `each side may place at most ${count(limit, 'artillery card')} in one combat`;
    }
    case 'combat':
      return 'every stack in contact must fight exactly once, one stack against one wherever possible, several against one only where it must, never several against several';
    case 'retreat':
      if (action.card && !state.hands[side].includes(action.card)) return `${action.card} is not in your hand`;
      return 'only a lone cavalry brigade, facing only stacks with infantry, may retreat: two hexes, never into or next to an enemy stack, for one discarded card';
    case 'napoleon':
      return 'Napoleon appears from the hand onto a French stack, in a combat phase once the combinations are declared';
    case 'chase':
      return "Napoleon's stack may chase only into a city or village next to it that its combat or a retreat has just emptied, and never towards the southern edge";
    case 'lose':
      return 'remove units only from your stacks that fought in this combat';
    case 'place':
      return 'a French unit just drawn is placed in one of the villages declared for this turn, not yet filled';
    case 'reinforce':
    case 'draw':
      return reinforcementWords(ctx, state, side);
    case 'end-orders':
      return state.phase === 'order'
        ? 'the order movement comes first and may not be skipped'
        : `there is no special order to decline in ${PHASES[state.phase]}`;
    case 'resolve':
      return 'combats are fought once every combination is declared, and each only once';
    default:
      return `that is not possible in ${PHASES[state.phase]}`;
  }
}
