// Advanced Vive l'Empereur (Gio' Games): the ruleset. Set-up, the board and pieces
// (setup.ts, board.ts), movement, sight, fire and their effects (rules.ts), the course of a
// battle with its cards, dice, orders, reinforcements and victory (flow.ts), what each player
// sees and what the board draws (view.ts), and the search bots' hooks (search.ts).
import { defineHookResults, defineRuleset } from '@kriegsspiel/rules-sdk';
import { activeRoles, applyAction, cardTwin, explainAction, legalActions } from './flow';
import { fireValue, hitsFor } from './rules';
import { determinize, evaluate } from './search';
import { setupState } from './setup';
import type { Action, State, ViveHooks } from './types';
import { pictureOf, viewOf } from './view';

export type { Action, Side, State, ViveHooks } from './types';

/** The hooks under the name every ruleset gives them (`import type { Hooks } from '@mods/vive-lempereur'`). */
export type Hooks = ViveHooks;

/** What each hook returns, checked at run time when a house rule wraps it. */
export const hookResults = defineHookResults<ViveHooks>({ hits: 'integer' });

export default defineRuleset<State, Action, ViveHooks>({
  setup: (bundle, ctx) => setupState(bundle, ctx),
  active: (state) => activeRoles(state),
  actions: (state, role) => legalActions(state, role),
  apply: (state, action, role, ctx) => applyAction(state, action, role, ctx),
  view: (state, role) => viewOf(state, role),
  picture: (state, role) => pictureOf(state, role),
  result: (state) => state.result,
  explain: (state, action, role, ctx) => explainAction(state, action, role, ctx),
  listedAs: (state, action, role) => cardTwin(state, action, role),
  hooks: { hits: hitsFor },
  hookResults,
  determinize: (state, role, random) => determinize(state, role, random),
  evaluate: (state, role) => evaluate(state, role),
});
void fireValue;
