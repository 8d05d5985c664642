// Napoleon's Eagles: The Hundred Days (Compass Games): the ruleset. An area map of wings and
// reserves (setup.ts), the sequence of play and battles (rules.ts), the campaigns
// (campaign.ts), the points a house rule may wrap (hooks.ts), and the views, picture and
// search hooks (view.ts).
import { defineRuleset } from '@kriegsspiel/rules-sdk';
import { campaignResult, carry } from './campaign';
import {
  activeOf,
  applyDay,
  dayActions,
  dayExplain,
  dayDeterminize,
  dayEvaluate,
  dayPicture,
  dayResult,
  dayView,
  setupDay,
  type DayAction,
  type Game,
} from './day';
import { defaultHooks, hookResults, type NapoleonsEaglesHooks } from './hooks';
import { sideOfRole } from './view';

export type { Action } from './rules';
export type { DayAction, DayState, Game } from './day';
export type { Side, State } from './types';

// What a house rule imports by type (`import type { Hooks, State } from '@mods/napoleons-eagles'`):
// the hooks table and the types its hooks take.
export type { BattleResult, LignyEffect, NapoleonsEaglesHooks, NapoleonsEaglesHooks as Hooks, PointsVictory, QuatreBrasEffect } from './hooks';
export type { Card, Outcome } from './types';

export default defineRuleset<Game, DayAction, NapoleonsEaglesHooks>({
  hooks: defaultHooks,
  hookResults,
  // A game is one battle, or a campaign day whose battles are fought side by side (day.ts).
  setup: (bundle, ctx) => setupDay(bundle, ctx),
  active(state) {
    const side = activeOf(state);
    return side ? [side] : [];
  },
  actions: (state, role, ctx) => {
    const side = sideOfRole(role);
    return side ? dayActions(state, side, ctx) : [];
  },
  apply: (state, action, role, ctx) => applyDay(state, action, sideOfRole(role) ?? 'french', ctx),
  explain: (state, action, role) => {
    const side = sideOfRole(role);
    return side ? dayExplain(state, action, side) : undefined;
  },
  view: (state, role) => dayView(state, role),
  picture: (state, role, ctx) => dayPicture(state, role, ctx),
  result: (state) => {
    const outcome = dayResult(state);
    return outcome ? { winner: outcome.winner, reason: outcome.reason, scores: { ...outcome.scores }, level: outcome.level } : undefined;
  },
  carry: (previous, next, ctx) => carry(previous, next, ctx),
  campaignResult: (battles) => campaignResult(battles),
  determinize: (state, role, random) => dayDeterminize(state, role, random),
  evaluate: (state, role) => dayEvaluate(state, role),
});
