// The grand battery: with Napoleon's own stack in a combat, the French may commit more
// artillery cards than the rulebook's two. It wraps the Hundred Days `artilleryLimit` hook.
import { defineHouseRule } from '@kriegsspiel/rules-sdk';

/** The parts of the Hundred Days state this house rule reads. */
interface HundredDaysState {
  units: Record<string, { at: string }>;
  rules: { leader: string };
  options: Record<string, unknown>;
}

/** A combat: the hexes of each side's stacks. */
interface Combat {
  french: string[];
  allied: string[];
}

type Side = 'french' | 'allied';

/** How many cards the grand battery allows: the option, or three. */
export function grandBattery(state: HundredDaysState): number {
  const chosen = state.options['grandBattery'];
  return typeof chosen === 'number' && Number.isInteger(chosen) ? chosen : 3;
}

/** True when the stack Napoleon is with fights in this combat. */
export function napoleonFights(combat: Combat, state: HundredDaysState): boolean {
  const at = state.units[state.rules.leader]?.at;
  return at !== undefined && combat.french.includes(at);
}

export default defineHouseRule<{ artilleryLimit: (side: Side, combat: Combat, state: HundredDaysState) => number }>({
  hooks: {
    artilleryLimit: (next, side, combat, state) => {
      const limit = next(side, combat, state);
      return side === 'french' && napoleonFights(combat, state) ? Math.max(limit, grandBattery(state)) : limit;
    },
  },
});
