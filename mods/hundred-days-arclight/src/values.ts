// Combat values (7-4-1, 7-4-2, 9-2): printed values, Napoleon's bonus and terrain.
import type { ReadContext } from '@kriegsspiel/rules-sdk';
import { terrainAt } from './board';
import type { HundredDaysHooks } from './hooks';
import { positionOf } from './stacks';
import { enemyOf, type Combat, type Side, type State } from './types';

/**
 * Terrain's part of a side's value: each stack's city or village bonus, and the slope for each
 * stack below Quatre-Bras facing a stack in it. The slope counts once per low stack (7-4-2:
 * per stack), even where a map puts it below two high hexes that both hold foes in the
 * combat; then the lowest of their modifiers counts.
 */
export function combatModifierOf(side: Side, combat: Combat, state: State): number {
  const foes = combat[enemyOf(side)];
  let modifier = 0;
  for (const label of combat[side]) {
    modifier += terrainAt(state.board, label).bonus;
    let slopeModifier: number | undefined;
    for (const slope of state.board.slopes)
      if (slope.low === label && foes.includes(slope.high) && (slopeModifier === undefined || slope.modifier < slopeModifier)) slopeModifier = slope.modifier;
    modifier += slopeModifier ?? 0;
  }
  return modifier;
}

/** A side's combat value before artillery: its units' printed values, Napoleon's bonus and the terrain. */
export function sideValue(ctx: ReadContext<HundredDaysHooks>, state: State, side: Side, combat: Combat): number {
  const pos = positionOf(state);
  let value = 0;
  for (const label of combat[side]) {
    const stack = pos.get(label);
    if (!stack) continue;
    for (const u of stack.units) value += state.pieces[u]?.combat ?? 0;
    if (stack.napoleon) value += ctx.hooks.napoleonBonus(stack.units, state);
  }
  return value + ctx.hooks.combatModifier(side, combat, state);
}
