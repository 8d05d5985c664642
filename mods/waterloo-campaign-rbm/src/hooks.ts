// The points of the rules a house rule may wrap. Each default is the rulebook's; the rules call
// them through `ctx.hooks`, so one wrapper changes every use.
import { defineHookResults } from '@kriegsspiel/rules-sdk';
import { attackModifiersOf, defenseModifiersOf, type Combat, type Modifier } from './combat';
import { victoryPointsOf } from './victory';
import type { Side, State } from './types';

export type CombatOutcome = 'stalemate' | 'retreat' | 'blown' | 'eliminated';
export type VictoryLevel = 'tactical' | 'campaign' | 'strategic';

export type WaterlooHooks = {
  /** An HQ's command range in its current mode (Normal or Battle), in hexes. */
  commandRange: (hq: string, state: State) => number;
  /** A corps' movement allowance this move, by formation or condition; doubled when the whole move is by road. */
  movementAllowance: (unit: string, road: boolean, state: State) => number;
  /** Moves or attacks the side that did not pass may still make, from its die and (movement) its corps not in enemy zones. */
  passAllowance: (phase: 'movement' | 'attack', side: Side, roll: number, freeCorps: number, state: State) => number;
  /** The attacker's die modifiers, each with its reason. */
  attackModifier: (combat: Combat, state: State) => Modifier[];
  /** The defender's die modifiers, each with its reason. */
  defenseModifier: (combat: Combat, state: State) => Modifier[];
  /** What the loser suffers for a difference of totals (0 is a stalemate). */
  combatResult: (difference: number, state: State) => CombatOutcome;
  /** Whether it rains on a June 17 turn, from the French player's die. */
  weather: (roll: number, turn: number, state: State) => boolean;
  /** Blown corps that may come back in one Step B. */
  blownReturn: (side: Side, state: State) => number;
  /** Each side's victory points. */
  victoryPoints: (state: State) => Record<Side, number>;
  /** The level of a victory by this margin. */
  victoryLevel: (margin: number, state: State) => VictoryLevel;
};

/** What each hook returns, checked on a house rule's wrapper at run time (types are erased when a mod is bundled). */
export const hookResults = defineHookResults<WaterlooHooks>({
  commandRange: 'number',
  movementAllowance: 'number',
  passAllowance: 'number',
  attackModifier: 'object',
  defenseModifier: 'object',
  combatResult: 'string',
  weather: 'boolean',
  blownReturn: 'number',
  victoryPoints: 'object',
  victoryLevel: 'string',
});

export const defaultHooks: WaterlooHooks = {
  commandRange(hq, state) {
    const p = state.pieces[hq];
    const range = p?.range ?? [0, 0];
    return state.units[hq]?.back ? range[1] : range[0];
  },
  movementAllowance(unit, road, state) {
    const p = state.pieces[unit];
    const u = state.units[unit];
    if (!p?.move || !u) return 0;
    const base = u.back ? p.move[1] : p.move[0];
    // Infantry in Battle formation may not use road movement.
    if (road && p.kind === 'infantry' && u.back) return 0;
    return road ? base * 2 : base;
  },
  passAllowance: (phase, _side, roll, freeCorps) => (phase === 'movement' ? roll + freeCorps : roll),
  attackModifier: (combat, state) => attackModifiersOf(combat, state),
  defenseModifier: (combat, state) => defenseModifiersOf(combat, state),
  combatResult: (d) => (d <= 0 ? 'stalemate' : d <= 2 ? 'retreat' : d <= 4 ? 'blown' : 'eliminated'),
  weather: (roll, _turn, state) => state.special.rainOn.includes(roll),
  blownReturn: () => 2,
  victoryPoints: (state) => victoryPointsOf(state),
  victoryLevel: (margin) => (margin >= 12 ? 'strategic' : margin >= 9 ? 'campaign' : 'tactical'),
};
