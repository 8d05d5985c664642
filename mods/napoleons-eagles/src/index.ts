// Napoleon's Eagles: The Hundred Days (Compass Games): the ruleset. An area map of wings and
// reserves (setup.ts), the sequence of play and battles (rules.ts), the campaigns
// (campaign.ts), and the views, picture and search hooks (view.ts).
import { defineRuleset } from '@kriegsspiel/rules-sdk';
import { campaignResult, carry } from './campaign';
import { activeSide, applyAction, legalActions, startGame, type Action } from './rules';
import { setupState } from './setup';
import type { State } from './types';
import { determinize, evaluate, pictureOf, sideOfRole, viewOf } from './view';

export type { Action } from './rules';
export type { Side, State } from './types';

/** The hooks a house rule may wrap: none yet (`import type { Hooks } from '@mods/napoleons-eagles'`). */
export type Hooks = Record<never, never>;

export default defineRuleset<State, Action, Hooks>({
  setup(bundle, ctx) {
    const state = setupState(bundle);
    startGame(state, ctx);
    return state;
  },
  active(state) {
    const side = activeSide(state);
    return side ? [side] : [];
  },
  actions: (state, role, ctx) => {
    const side = sideOfRole(role);
    return side ? legalActions(state, side, ctx.prompts !== false, ctx.options) : [];
  },
  apply: (state, action, role, ctx) => applyAction(state, action, sideOfRole(role) ?? 'french', ctx),
  view: (state, role) => viewOf(state, role),
  picture: (state, role) => pictureOf(state, role),
  result: (state) => (state.outcome ? { winner: state.outcome.winner, reason: state.outcome.reason, scores: { ...state.outcome.scores } } : undefined),
  carry: (previous, next) => carry(previous, next),
  campaignResult: (battles) => campaignResult(battles),
  determinize: (state, role, random) => determinize(state, role, random),
  evaluate: (state, role) => evaluate(state, role),
});
