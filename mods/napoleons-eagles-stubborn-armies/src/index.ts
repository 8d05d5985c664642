// Stubborn armies: an army breaks at its tenth demoralization (or the option's number)
// instead of the ninth. It wraps the Napoleon's Eagles `breakPoint` hook and nothing else.
import { defineHouseRule, hookContext } from '@kriegsspiel/rules-sdk';
import type { Hooks } from '@mods/napoleons-eagles';

/** The break point the option asks for, or ten. */
function chosenBreakPoint(options: Record<string, unknown>): number {
  const chosen = options['breakPoint'];
  return typeof chosen === 'number' && Number.isInteger(chosen) ? chosen : 10;
}

export default defineHouseRule<Hooks>({
  hooks: {
    breakPoint: (next, side, state) => Math.max(next(side, state), chosenBreakPoint(hookContext().options)),
  },
});
