// A drier June 17: The Deluge rains only on a 1 or 2. It wraps the Waterloo Campaign
// `weather` hook and leaves the roll itself, and everything else, to the ruleset.
import { defineHouseRule } from '@kriegsspiel/rules-sdk';
import type { WaterlooHooks } from '@mods/waterloo-campaign-rbm';

export default defineHouseRule<WaterlooHooks>({
  hooks: {
    weather: (next, roll, turn, state) => roll <= 2 && next(roll, turn, state),
  },
});
