// The grand battery: with Napoleon's own stack in a combat, the French may commit more
// artillery cards than the rulebook's two. It wraps the Hundred Days `artilleryLimit` hook.
// The ruleset's types come from the ruleset itself, by its id: the import is of types only,
// so nothing of the ruleset's code is bundled twice (the sandbox erases it).
import { defineHouseRule } from '@kriegsspiel/rules-sdk';
import type { Combat, HundredDaysHooks, State } from '@mods/hundred-days-arclight';

/** How many cards the grand battery allows: the option, or three. */
export function grandBattery(state: State): number {
  const chosen = state.options['grandBattery'];
  return typeof chosen === 'number' && Number.isInteger(chosen) ? chosen : 3;
}

/** True when the stack Napoleon is with fights in this combat. */
export function napoleonFights(combat: Combat, state: State): boolean {
  const at = state.units[state.rules.leader]?.at;
  return at !== undefined && combat.french.includes(at);
}

export default defineHouseRule<HundredDaysHooks>({
  hooks: {
    artilleryLimit: (next, side, combat, state) => {
      const limit = next(side, combat, state);
      return side === 'french' && napoleonFights(combat, state) ? Math.max(limit, grandBattery(state)) : limit;
    },
  },
});
