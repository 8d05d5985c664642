import type { Place, Placement, ScenarioDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse } from '../json/patch';
import { jsonEqual } from '../json/pointer';

/** Arguments of {@link placeUnits}. */
export interface PlaceUnitsArgs {
  /** Ids of the units, bottom of the stack first. */
  units: readonly string[];
  /** Where they go (`{ hex: "0303" }`, `{ area: "co-wing-a" }`). */
  at: Place;
  /** History label; "Place …" when absent. */
  label?: string;
}

/** The set-up without these units in its named placements; placements left empty go. */
export function setupWithout(setup: readonly Placement[], units: ReadonlySet<string>): Placement[] {
  const out: Placement[] = [];
  for (const p of setup) {
    if (!p.units || !p.units.some((u) => units.has(u))) {
      out.push(p);
      continue;
    }
    const kept = p.units.filter((u) => !units.has(u));
    if (kept.length > 0) out.push({ ...p, units: kept });
    else if (p.draw) out.push(Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'units')) as unknown as Placement);
  }
  return out;
}

/**
 * Places units at a place in the set-up, as one step. Units already placed elsewhere
 * move (a stack dragged to another hex); units joining a place that already holds a
 * named placement go on top of that stack, keeping its face-down, face and facing.
 */
export const placeUnits = defineCommand<ScenarioDocument, PlaceUnitsArgs>({
  id: 'place-units',
  kinds: ['scenario'],
  label: (args) => args.label ?? `Place ${args.units.join(', ')}`,
  perform(scenario, { units, at }) {
    if (units.length === 0) return null;
    const moving = new Set(units);
    const before = scenario.setup ?? [];
    const here = (p: Placement) => p.units !== undefined && !Array.isArray(p.at) && jsonEqual(p.at, at);
    if (units.every((u) => before.some((p) => here(p) && p.units?.includes(u)))) return null;
    // A whole placement dragged to an empty place keeps its face-down, face and facing.
    const whole = before.findIndex((p) => p.units !== undefined && !p.draw && p.units.length === moving.size && p.units.every((u) => moving.has(u)));
    if (whole >= 0 && !before.some(here)) return withInverse(scenario, [{ op: 'replace', path: `/setup/${whole}/at`, value: { ...at } }]);
    const setup = setupWithout(before, moving);
    const stack = setup.findIndex(here);
    if (stack >= 0) {
      const p = setup[stack] as Placement;
      setup[stack] = { ...p, units: [...(p.units ?? []), ...units] };
    } else {
      setup.push({ units: [...units], at: { ...at } });
    }
    if (jsonEqual(setup, scenario.setup)) return null;
    return withInverse(scenario, [{ op: scenario.setup ? 'replace' : 'add', path: '/setup', value: setup }]);
  },
});
