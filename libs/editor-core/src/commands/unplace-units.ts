import type { ScenarioDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse } from '../json/patch';
import { setupWithout } from './place-units';

/** Arguments of {@link unplaceUnits}. */
export interface UnplaceUnitsArgs {
  units: readonly string[];
  label?: string;
}

/** Takes units out of the set-up (back to the units not yet placed); placements left empty go. */
export const unplaceUnits = defineCommand<ScenarioDocument, UnplaceUnitsArgs>({
  id: 'unplace-units',
  kinds: ['scenario'],
  label: (args) => args.label ?? `Take ${args.units.join(', ')} off the set-up`,
  perform(scenario, { units }) {
    if (!scenario.setup) return null;
    const setup = setupWithout(scenario.setup, new Set(units));
    if (setup.length === scenario.setup.length && setup.every((p, i) => p === scenario.setup?.[i])) return null;
    return withInverse(scenario, [setup.length > 0 ? { op: 'replace', path: '/setup', value: setup } : { op: 'remove', path: '/setup' }]);
  },
});
