// The turn (2-5, 2-6, 5): order movement with an optional special order, continued
// movement, combat, reinforcements and card resupply; then the other player's turn.
import { startCombat } from './combat';
import { anyContinuedMove, anyOrderMove, dropStaleMarkers, endIfWon } from './movement';
import { alliesHoldCentre } from './victory';
import { enemyOf, type Side, type State } from './types';
import { adjective, Army, cardWords, count, logged, type Ctx, type ReadCtx } from './words';

/** Begins a player's turn at the order movement phase. */
export function startTurn(ctx: Ctx, state: State, side: Side): void {
  state.player = side;
  state.phase = 'order';
  state.moved = [];
  state.specials = 0;
  state.combatsFought = 0;
  // 6-2 (d): a stack that begins its turn next to an enemy does not continue.
  dropStaleMarkers(state, side, true);
  if (side === 'french') state.hold.intact = alliesHoldCentre(state);
  ctx.log(`Turn ${state.round}: the ${adjective(side)} player's turn begins.`);
}

/** True when the player may still buy a special order movement now (6-1-4). */
export function specialAvailable(ctx: ReadCtx, state: State): boolean {
  return state.specials < ctx.hooks.specialOrders(state.player, state) && state.hands[state.player].length > 0 && anyOrderMove(ctx, state);
}

/** After an order or special order: offer another special order if one may be bought, else go on. */
export function afterOrder(ctx: Ctx, state: State): void {
  if (state.result) return;
  if (specialAvailable(ctx, state)) {
    state.phase = 'special';
    return;
  }
  startContinued(ctx, state);
}

/** The continued movement phase (5-2): marked stacks go on one at a time in the player's order. */
export function startContinued(ctx: Ctx, state: State): void {
  state.phase = 'continued';
  advanceContinued(ctx, state);
}

/** Ends the continued movement phase once no marked stack has to move. */
export function advanceContinued(ctx: Ctx, state: State): void {
  if (state.result || state.phase !== 'continued') return;
  if (anyContinuedMove(ctx, state)) return;
  dropStaleMarkers(state, state.player, false);
  // The movement is over: a game the French can no longer win ends before any combat.
  if (endIfWon(ctx, state, 'movement-end')) return;
  startCombat(ctx, state);
}

/** Each player draws a card per combat fought this turn, alternating from the current player while the pile lasts (5-4, 10-1). */
function resupply(ctx: Ctx, state: State): void {
  const order: Side[] = [state.player, enemyOf(state.player)];
  const need: Record<Side, number> = { french: 0, allied: 0 };
  for (const side of order) need[side] = ctx.hooks.cardResupply(side, state.combatsFought, state);
  const drawn: Record<Side, string[]> = { french: [], allied: [] };
  while (state.deck.length > 0 && order.some((s) => need[s] > 0)) {
    for (const side of order) {
      if (need[side] <= 0 || state.deck.length === 0) continue;
      drawn[side].push(ctx.random.draw(state.deck, state.rules.deck));
      need[side] -= 1;
    }
  }
  if (order.every((s) => drawn[s].length === 0 && need[s] === 0)) return;
  for (const side of order) state.hands[side].push(...drawn[side]);
  if (!logged(ctx)) return;
  const words = order.map((s) => `${Army(s)} draw ${count(drawn[s].length, 'card')}`).join('; ');
  const short = order.some((s) => need[s] > 0) ? ' The draw pile is empty: no more cards can be drawn.' : '';
  ctx.log(`Artillery resupply: ${words}.${short}`);
  for (const side of order) {
    const cards = drawn[side];
    if (cards.length > 0) ctx.log(`You draw ${cards.map((c) => cardWords(state, c)).join(', ')}.`, [state.roles[side]]);
  }
}

/** Ends the player's turn: resupply, the checks of a turn's end, then the other player's turn. */
export function finishTurn(ctx: Ctx, state: State): void {
  delete state.reinforce;
  resupply(ctx, state);
  dropStaleMarkers(state, state.player, false);
  if (state.player === 'french') {
    state.hold.turns = state.hold.intact && alliesHoldCentre(state) ? state.hold.turns + 1 : 0;
    if (state.hold.turns > 0) ctx.log(`The Allies have held the ringed villages through ${count(state.hold.turns, 'full French turn')} in a row.`);
  }
  if (endIfWon(ctx, state, 'turn-end')) return;
  const at = state.order.indexOf(state.player);
  const next = state.order[(at + 1) % state.order.length] as Side;
  if ((at + 1) % state.order.length === 0) state.round += 1;
  startTurn(ctx, state, next);
}
