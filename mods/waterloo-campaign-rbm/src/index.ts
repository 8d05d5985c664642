// Waterloo Campaign 1815 (RBM Studio): the ruleset. Set-up, the sequence of play, command,
// movement, combat, victory, the picture and the search hooks each live in their own file; the
// points a house rule may change are the hooks (hooks.ts).
import { defineRuleset } from '@kriegsspiel/rules-sdk';
import { explainAction } from './explain';
import { defaultHooks, hookResults, type WaterlooHooks } from './hooks';
import { pictureOf } from './picture';
import { determinize, evaluate, viewOf } from './search';
import { setupState } from './setup';
import { actingSide, applyAction, legalActions } from './turn';
import type { Action, State } from './types';

export type { WaterlooHooks, WaterlooHooks as Hooks, CombatOutcome, VictoryLevel } from './hooks';
export type { Combat, Modifier } from './combat';
export type { Action, Side, State } from './types';

export default defineRuleset<State, Action, WaterlooHooks>({
  setup: (bundle, ctx) => setupState(bundle, ctx),
  active(state) {
    const side = actingSide(state);
    return side ? [state.roles[side]] : [];
  },
  actions: (state, role, ctx) => legalActions(ctx, state, role),
  apply: (state, action, role, ctx) => applyAction(ctx, state, action, role),
  // Nothing in this game is secret, except the June 15 allowance rolls when the option hides them.
  view: (state, role) => viewOf(state, role),
  picture: (state, role) => pictureOf(state, role),
  result: (state) => state.result ?? undefined,
  explain: (state, action, role, ctx) => explainAction(ctx, state, action, role),
  hooks: defaultHooks,
  hookResults,
  determinize: (state, role, random) => determinize(state, role, random),
  evaluate: (state, role) => evaluate(state, role),
});
