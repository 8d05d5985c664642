// The points of the rules a house rule may wrap. The rules call them through `ctx.hooks`, so one
// wrapper changes every use.
import { defineHookResults } from '@kriegsspiel/rules-sdk';
import type { State } from './types';

export type NlbHooks = {
  /** The result read from the table, before the out-of-command conversions. */
  combatResult: (result: string, column: string, roll: number, state: State) => string;
  /** The level at which a French or Prussian corps (or an Anglo-Allied nationality) is demoralized, before proximity. */
  demoralizationLevel: (formationOrNationality: string, state: State) => number;
  /** True when a leader left alone after combat is eliminated by this roll. */
  leaderCasualty: (roll: number, leader: string, state: State) => boolean;
  /** True when a reorganization roll destroys the units of a demoralized formation. */
  reorganizationFails: (roll: number, officer: string, state: State) => boolean;
};

/** What each hook returns, checked at run time when a house rule wraps it. */
export const hookResults = defineHookResults<NlbHooks>({
  combatResult: 'string',
  // demoralizationLevel is left out: it answers Infinity for a formation that has no level, and the 'number' shape is finite.
  leaderCasualty: 'boolean',
  reorganizationFails: 'boolean',
});

export const defaultHooks: NlbHooks = {
  combatResult: (result) => result,
  demoralizationLevel(id, state) {
    const f = state.formations[id];
    // A corps the order of battle gives no level (0) is never demoralized.
    if (f) return f.level > 0 ? f.level - (state.levelCuts[id] ?? 0) : Infinity;
    return state.nationalLevels[id] ?? Infinity;
  },
  leaderCasualty: (roll, _leader, state) => state.tables.leaderLossOn.includes(roll),
  reorganizationFails: (roll, _officer, state) => state.tables.reorgFailOn.includes(roll),
};
