// Who acts, what they may do, and what each action does: the dispatch between the phases.
import type { CountedActions, LegalAction } from '@kriegsspiel/rules-sdk';
import {
  advanceCombat,
  beginCombat,
  bidMoves,
  call,
  cardChoices,
  chaseMoves,
  combatActor,
  combinationMoves,
  declare,
  loseUnit,
  lossMoves,
  napoleonAppears,
  napoleonMoves,
  performChase,
  performRetreat,
  resolveMoves,
  retreatMoves,
} from './combat';
import { afterOrder, advanceContinued, specialAvailable, startContinued } from './flow';
import { continuedMoves, countedOrderMoves, orderMoves, performContinue, performMove } from './movement';
import { advanceReinforcement, reinforceAt, reinforceCount, reinforceDraw, reinforceMoves, reinforcePlace } from './reinforcements';
import { setupMoves, setupStep } from './setup';
import { sideOfRole } from './view';
import { alliesHoldCentre } from './victory';
import { enemyOf, type Action, type Side, type State } from './types';
import { adjective, Army, type Ctx, type ReadCtx } from './words';

/** The side that must act now, if the game goes on. */
export function actingSide(state: State): Side | undefined {
  if (state.result) return undefined;
  if (state.phase === 'setup') return state.setupDraw?.side;
  if (state.phase === 'combat' && state.combat) return combatActor(state);
  return state.player;
}

/** Conceding, the last action of every list while the scenario's options allow it. */
const CONCEDE: Action = { type: 'concede' };

/** True unless the scenario's options turn conceding off. */
function mayConcede(state: State): boolean {
  return state.options['allowConcede'] !== false;
}

/** Every action the role may take now, with its prompt. */
export function legalActions(ctx: ReadCtx, state: State, role: string): LegalAction<Action>[] {
  const side = sideOfRole(state, role);
  if (!side || actingSide(state) !== side) return [];
  let out: LegalAction<Action>[] = [];
  switch (state.phase) {
    case 'setup':
      out.push(...setupMoves(state));
      break;
    case 'order': {
      // The listing's own array, not a copy: the busiest list of the game, and spreading it is slow in QuickJS.
      const moves = orderMoves(ctx, state);
      if (moves.length > 0) out = moves;
      else out.push({ action: { type: 'pass' as const }, prompt: 'No stack can move: go on without an order movement' });
      break;
    }
    case 'special':
      if (specialAvailable(ctx, state)) {
        for (const card of cardChoices(state, state.hands[side]))
          out.push({
            action: { type: 'special', card },
            prompt: `Special order movement: discard an artillery ${state.cardValues[card]} to move another stack`,
          });
      }
      out.push({ action: { type: 'end-orders' }, prompt: 'No special order movement: go on to continued movement' });
      break;
    case 'special-move': {
      const moves = orderMoves(ctx, state, 'Special order: ');
      if (moves.length > 0) out = moves;
      else out.push({ action: { type: 'pass' as const }, prompt: 'No stack can move: go on' });
      break;
    }
    case 'continued':
      out = continuedMoves(ctx, state);
      break;
    case 'combat': {
      const step = state.combat?.step;
      if (step === 'retreat') out.push(...retreatMoves(ctx, state, side));
      else if (step === 'combine') out.push(...combinationMoves(state));
      else if (step === 'napoleon') out.push(...napoleonMoves(state));
      else if (step === 'choose') out.push(...resolveMoves(state));
      else if (step === 'bid') out.push(...bidMoves(ctx, state, side));
      else if (step === 'losses') out.push(...lossMoves(state));
      else if (step === 'chase') out.push(...chaseMoves(state));
      break;
    }
    case 'reinforce':
      if (state.reinforce) out.push(...reinforceMoves(ctx, state));
      break;
    default:
      break;
  }
  if (mayConcede(state)) out.push({ action: { ...CONCEDE }, prompt: `Concede the game to the ${adjective(enemyOf(side))} player`, concedes: true });
  return out;
}

/**
 * The role's legal actions counted for a bot, where listing them costs most: the order and
 * special order movements, which {@link legalActions} would copy into one list at every step.
 * The same actions in the same order, the concession last; undefined elsewhere (the SDK then
 * counts the list).
 */
export function countedActions(ctx: ReadCtx, state: State, role: string): CountedActions<Action> | undefined {
  const side = sideOfRole(state, role);
  if (!side || actingSide(state) !== side || (state.phase !== 'order' && state.phase !== 'special-move')) return undefined;
  const moves = countedOrderMoves(ctx, state);
  // No stack can move: the list holds a pass instead, cheap to build.
  if (moves === undefined || moves.count === 0) return undefined;
  const concedes = mayConcede(state);
  const { count, moveAt } = moves;
  return {
    count: concedes ? count + 1 : count,
    concedes: concedes ? [count] : [],
    actionAt: (index) => (index === count && concedes ? { ...CONCEDE } : (moveAt(index) as Action)),
  };
}

/** Applies a legal action. */
export function applyAction(ctx: Ctx, state: State, action: Action, role: string): State {
  const side = sideOfRole(state, role) as Side;
  switch (action.type) {
    case 'concede': {
      const winner = enemyOf(side);
      state.result = { winner: state.roles[winner], reason: `the ${adjective(side)} player concedes` };
      state.phase = 'over';
      ctx.log(`${Army(side)} concede the game.`);
      break;
    }
    case 'setup-draw':
    case 'setup-stop':
      setupStep(ctx, state, action.type === 'setup-stop');
      break;
    case 'move': {
      const special = state.phase === 'special-move';
      performMove(ctx, state, action, special);
      if (special) state.specials += 1;
      afterOrder(ctx, state);
      break;
    }
    case 'pass':
      if (state.phase === 'order') ctx.log(`${Army(side)} have no stack that can move.`);
      if (state.phase === 'order') afterOrder(ctx, state);
      else startContinued(ctx, state);
      break;
    case 'special':
      state.hands[side] = state.hands[side].filter((c) => c !== action.card);
      state.discard.push(action.card);
      state.phase = 'special-move';
      ctx.log(`${Army(side)} discard an artillery ${state.cardValues[action.card]} for a special order movement.`);
      break;
    case 'end-orders':
      startContinued(ctx, state);
      break;
    case 'continue':
      performContinue(ctx, state, action.from, action.path);
      advanceContinued(ctx, state);
      break;
    case 'retreat':
      performRetreat(ctx, state, action.from, action.to, action.card);
      break;
    case 'end-retreats':
      if (state.combat) {
        if (state.combat.retreating === state.player) state.combat.retreating = enemyOf(state.player);
        else state.combat.step = 'combine';
      }
      break;
    case 'combat':
      declare(ctx, state, { french: action.french, allied: action.allied });
      break;
    case 'napoleon':
      napoleonAppears(ctx, state, action.at);
      break;
    case 'napoleon-waits':
      if (state.combat) state.combat.napoleonAsked = true;
      ctx.log('Napoleon stays in hand.');
      break;
    case 'resolve': {
      const c = state.combat;
      const index = c ? c.declared.findIndex((d) => d.french.join() === action.french.join() && d.allied.join() === action.allied.join()) : -1;
      if (index >= 0) beginCombat(ctx, state, index);
      break;
    }
    case 'bid':
      call(ctx, state, side, action.cards);
      break;
    case 'lose':
      loseUnit(ctx, state, action.unit);
      break;
    case 'chase':
    case 'no-chase':
      performChase(ctx, state, action.type === 'chase' ? action.to : undefined);
      break;
    case 'reinforce':
      if (action.places) reinforceAt(ctx, state, action.places);
      else reinforceCount(ctx, state, action.count ?? 0);
      break;
    case 'place':
      reinforcePlace(ctx, state, action.at);
      break;
    case 'draw':
      reinforceDraw(ctx, state, action.declare);
      break;
  }
  if (state.phase === 'combat' && state.combat) advanceCombat(ctx, state);
  if (state.phase === 'reinforce' && state.reinforce) advanceReinforcement(ctx, state);
  // 3: the ringed villages must stay Allied through the whole French turn.
  if (state.player === 'french' && state.hold.intact && !alliesHoldCentre(state)) state.hold.intact = false;
  return state;
}
