// Hundred Days Campaign, Waterloo 1815 (Arclight): the ruleset. Each concern lives in its own
// file — set-up, movement, combat and its combinations, reinforcements, victory, the view,
// the picture — and the rulebook's points a house rule may change are hooks (hooks.ts).
import { defineRuleset } from '@kriegsspiel/rules-sdk';
import { explainAction, twinOf } from './explain';
import { defaultHooks, hookResults, type HundredDaysHooks } from './hooks';
import { pictureOf } from './picture';
import { determinize, evaluate, prior } from './search';
import { setupState } from './setup';
import { actingSide, applyAction, countedActions, legalActions } from './turn';
import type { Action, State } from './types';
import { viewOf } from './view';

// What a house rule may import by the ruleset's id (`import type { … } from
// '@mods/hundred-days-arclight'`): the hooks table and the types its hooks take.
export type { HundredDaysHooks, HundredDaysHooks as Hooks, StepKind } from './hooks';
export type { Action, Combat, Side, State } from './types';
export type { VictoryMoment } from './victory';

export default defineRuleset<State, Action, HundredDaysHooks>({
  setup: (bundle, ctx) => setupState(bundle, ctx),
  active(state) {
    const side = actingSide(state);
    return side ? [state.roles[side]] : [];
  },
  actions: (state, role, ctx) => legalActions(ctx, state, role),
  countActions: (state, role, ctx) => countedActions(ctx, state, role),
  apply: (state, action, role, ctx) => applyAction(ctx, state, action, role),
  view: (state, role) => viewOf(state, role),
  picture: (state, role) => pictureOf(state, role),
  result: (state) => state.result,
  explain: (state, action, role, ctx) => explainAction(ctx, state, action, role),
  listedAs: (state, action, role, ctx) => twinOf(ctx, state, action, role),
  hooks: defaultHooks,
  hookResults,
  determinize: (state, role, random) => determinize(state, role, random),
  evaluate: (state, role, ctx) => evaluate(state, role, ctx),
  prior: (state, action, role, ctx) => prior(state, action, role, ctx),
});
