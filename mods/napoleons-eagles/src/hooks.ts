// The points of the rules a house rule may wrap. Each default is the rulebook's rule; the
// rules always call them through `ctx.hooks`, so one wrapper changes every use at once.
import { defineHookResults, type ReadContext, type RulesContext } from '@kriegsspiel/rules-sdk';
import { lignyEffect, quatreBrasEffect, type LignyEffect, type QuatreBrasEffect } from './campaign';
import { rulebookBreakPoint, rulebookHandSize, rulebookMeleeAllowed, rulebookMoveAllowed, rulebookPointsVictory } from './rules';
import type { Outcome, Side, State } from './types';

/** How a battle that ran its full length ended on points. */
export interface PointsVictory {
  winner: Side | null;
  level: 'major' | 'minor' | 'draw';
}

/** A battle's result as the campaign tables of 7.7 read it. */
export type BattleResult = Pick<Outcome, 'winner' | 'level' | 'broken'>;

export type { LignyEffect, QuatreBrasEffect } from './campaign';

export type NapoleonsEaglesHooks = {
  /** What a playing card adds to an attack, a defence or a charge (2.4, 6.5, 6.7): its printed value. An ace changed by Aces Up (2.3.5) counts its new value instead. */
  cardValue: (card: string, side: Side, state: State) => number;
  /** Whether the defender may play this card of its hand as a melee card (6.6, 2.3.14, 2.3.5 with crossed muskets, 7.7 2). */
  meleeAllowed: (card: string, side: Side, state: State) => boolean;
  /** Damage the defender absorbs after a round (6.5, 6.8); 0 when the attack fails. */
  roundDamage: (attack: number, defense: number, state: State) => number;
  /** How many playing cards a side draws for the battle at a front (6.2). */
  handSize: (front: string, side: Side, state: State) => number;
  /** Whether a unit may make this move in the Movement Step: into a wing from its reserve, back to the reserve, or along a reserve link (4.1.1, 4.2.1, 4.3, 7.4). */
  canMove: (unit: string, to: string, state: State) => boolean;
  /** How many demoralizations break an army, ending the battle at once (3.2): the scenario's figure, else nine. */
  breakPoint: (side: Side, state: State) => number;
  /** Who wins a battle that ran its full length, and how well, from the points (7.1 to 7.4 victory levels, as the scenario's data gives them). */
  pointsVictory: (scores: Record<Side, number>, state: State) => PointsVictory;
  /** What a Ligny result changes on the 18th (7.7 2). */
  afterLigny: (result: BattleResult) => LignyEffect;
  /** What a Quatre Bras result changes at Waterloo (7.7 3). */
  afterQuatreBras: (result: BattleResult) => QuatreBrasEffect;
};

export type Ctx = RulesContext<NapoleonsEaglesHooks>;
export type ReadCtx = ReadContext<NapoleonsEaglesHooks>;

/**
 * What each hook returns, checked on a house rule's wrapper at run time (the types above are
 * erased when a mod is bundled).
 */
export const hookResults = defineHookResults<NapoleonsEaglesHooks>({
  cardValue: 'integer',
  meleeAllowed: 'boolean',
  roundDamage: 'integer',
  handSize: 'integer',
  canMove: 'boolean',
  breakPoint: 'integer',
  pointsVictory: { winner: ['string', 'null'], level: 'string' },
  afterLigny: { wavreFought: 'boolean', prussiansAtWaterloo: 'boolean', no25Melee: 'object' },
  afterQuatreBras: { disrupted: 'object' },
});

export const defaultHooks: NapoleonsEaglesHooks = {
  cardValue: (card, _side, state) => state.cards[card]?.value ?? 0,
  meleeAllowed: (card, side, state) => rulebookMeleeAllowed(state, card, side),
  roundDamage: (attack, defense) => (attack > defense ? attack - defense : 0),
  handSize: (front, side, state) => rulebookHandSize(state, front, side),
  canMove: (unit, to, state) => rulebookMoveAllowed(state, unit, to),
  breakPoint: (_side, state) => state.rules.victory?.breakAt ?? rulebookBreakPoint,
  pointsVictory: (scores, state) => rulebookPointsVictory(state, scores),
  afterLigny: (result) => lignyEffect(result),
  afterQuatreBras: (result) => quatreBrasEffect(result),
};
