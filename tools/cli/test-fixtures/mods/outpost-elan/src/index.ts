// Élan: a house rule that wraps Outpost's `attackStrength` hook. House rules cannot import
// the ruleset's files, so the hook's shape is declared here.
import { defineHouseRule } from '@kriegsspiel/rules-sdk';

type ElanHooks = { attackStrength: (unit: { strength: number }, options: Record<string, unknown>) => number };

export default defineHouseRule<ElanHooks>({
  hooks: {
    attackStrength: (next, unit, options) => next(unit, options) + Number(options.elanBonus ?? 1),
  },
});
