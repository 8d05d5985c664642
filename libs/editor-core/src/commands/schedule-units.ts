import type { Place, ScenarioDocument, ScheduledArrival } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse, type PatchOperation } from '../json/patch';
import { jsonEqual } from '../json/pointer';
import { setupWithout } from './place-units';

/** Arguments of {@link scheduleUnits}. */
export interface ScheduleUnitsArgs {
  /** Ids of the units, in order of entry. */
  units: readonly string[];
  /** The row of the schedule they join (at its end); a new arrival when absent. */
  row?: number;
  /** Turn and place of the new arrival, when `row` is absent. */
  arrival?: { turn: number; at: Place | readonly Place[] };
  /** History label; "Schedule …" when absent. */
  label?: string;
}

/**
 * Brings units in as reinforcements, as one step: they join a row of the schedule or a new
 * arrival, and leave the set-up and the other rows (a unit enters play one way; rows and
 * placements left empty go). Pools are left alone: their draws count on them.
 */
export const scheduleUnits = defineCommand<ScenarioDocument, ScheduleUnitsArgs>({
  id: 'schedule-units',
  kinds: ['scenario'],
  label: (args) => args.label ?? `Schedule ${args.units.join(', ')}`,
  perform(scenario, { units, row, arrival }) {
    if (units.length === 0) return null;
    const moving = new Set(units);
    const before = scenario.reinforcements?.schedule ?? [];
    const target = row === undefined ? undefined : before[row];
    if (row !== undefined && !target) return null;
    if (row === undefined && !arrival) return null;
    if (target && units.every((u) => target.units.includes(u))) return null;

    const schedule: ScheduledArrival[] = [];
    before.forEach((a, i) => {
      if (i === row) schedule.push({ ...a, units: [...a.units.filter((u) => !moving.has(u)), ...units] });
      else if (!a.units.some((u) => moving.has(u))) schedule.push(a);
      else {
        const kept = a.units.filter((u) => !moving.has(u));
        if (kept.length > 0) schedule.push({ ...a, units: kept });
      }
    });
    if (row === undefined && arrival) {
      const at = Array.isArray(arrival.at) ? arrival.at.map((p) => ({ ...p })) : { ...(arrival.at as Place) };
      schedule.push({ turn: arrival.turn, units: [...units], at });
    }

    const patch: PatchOperation[] = [];
    if (scenario.setup) {
      const setup = setupWithout(scenario.setup, moving);
      if (!jsonEqual(setup, scenario.setup)) patch.push(setup.length > 0 ? { op: 'replace', path: '/setup', value: setup } : { op: 'remove', path: '/setup' });
    }
    if (!scenario.reinforcements) patch.push({ op: 'add', path: '/reinforcements', value: { schedule } });
    else patch.push({ op: scenario.reinforcements.schedule ? 'replace' : 'add', path: '/reinforcements/schedule', value: schedule });
    return withInverse(scenario, patch);
  },
});
