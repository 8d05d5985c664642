// Napoleon's Last Battles, the campaign game: the ruleset. The standard-rules base (combat table,
// stacking, zones of control, terrain) is read from the scenario and the manifest as data; the
// campaign rules (command, reorganization, demoralization, supply, night) are in campaign.ts.
import { defineRuleset } from '@kriegsspiel/rules-sdk';
import { explainAction } from './explain';
import { actingSide, applyAction, legalActions } from './flow';
import { defaultHooks, hookResults, type NlbHooks } from './hooks';
import { pictureOf } from './picture';
import { determinize, evaluate, prior } from './search';
import { setupState } from './setup';
import type { Action, State } from './types';

export type { NlbHooks, NlbHooks as Hooks } from './hooks';
export type { Action, Side, State } from './types';

export default defineRuleset<State, Action, NlbHooks>({
  setup: (bundle, ctx) => setupState(bundle, ctx),
  active(state) {
    const side = actingSide(state);
    return side ? [state.roles[side]] : [];
  },
  actions: (state, role, ctx) => legalActions(ctx, state, role),
  apply: (state, action, _role, ctx) => applyAction(ctx, state, action),
  // Nothing is hidden in this game: both players see the whole state.
  view: (state) => state,
  picture: (state, role) => pictureOf(state, role),
  result: (state) => state.result ?? undefined,
  explain: (state, action, role) => explainAction(state, action, role),
  hooks: defaultHooks,
  hookResults,
  determinize: (state, role, random) => determinize(state, role, random),
  evaluate: (state, role) => evaluate(state, role),
  prior: (state, action) => prior(state, action),
});
