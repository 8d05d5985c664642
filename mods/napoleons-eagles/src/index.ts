// Napoleon's Eagles: The Hundred Days (Compass Games): the ruleset. An area map of wings and
// reserves (setup.ts), the sequence of play and battles (rules.ts), the campaigns
// (campaign.ts), the points a house rule may wrap (hooks.ts), and the views, picture and
// search hooks (view.ts).
import { defineRuleset } from '@kriegsspiel/rules-sdk';
import { campaignResult, carry } from './campaign';
import { defaultHooks, hookResults, type NapoleonsEaglesHooks } from './hooks';
import { activeSide, applyAction, legalActions, startGame, type Action } from './rules';
import { setupState } from './setup';
import type { State } from './types';
import { determinize, evaluate, pictureOf, sideOfRole, viewOf } from './view';

export type { Action } from './rules';
export type { Side, State } from './types';

// What a house rule imports by type (`import type { Hooks, State } from '@mods/napoleons-eagles'`):
// the hooks table and the types its hooks take.
export type { BattleResult, LignyEffect, NapoleonsEaglesHooks, NapoleonsEaglesHooks as Hooks, PointsVictory, QuatreBrasEffect } from './hooks';
export type { Card, Outcome } from './types';

export default defineRuleset<State, Action, NapoleonsEaglesHooks>({
  hooks: defaultHooks,
  hookResults,
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
    return side ? legalActions(state, side, ctx) : [];
  },
  apply: (state, action, role, ctx) => applyAction(state, action, sideOfRole(role) ?? 'french', ctx),
  view: (state, role) => viewOf(state, role),
  picture: (state, role) => pictureOf(state, role),
  result: (state) =>
    state.outcome ? { winner: state.outcome.winner, reason: state.outcome.reason, scores: { ...state.outcome.scores }, level: state.outcome.level } : undefined,
  carry: (previous, next, ctx) => carry(previous, next, ctx),
  campaignResult: (battles) => campaignResult(battles),
  determinize: (state, role, random) => determinize(state, role, random),
  evaluate: (state, role) => evaluate(state, role),
});
