// Which units a scenario brings into play and how (set-up, pools, schedule), and what its
// set-up puts where: the reads behind the set-up and reinforcement editors.
import type { MapDocument, OobDocument, Place, Placement, ScenarioDocument, Unit } from '@kriegsspiel/formats';
import { indexOob } from '../oob/oob-index';

/** How a unit enters play in a scenario. */
export type EntryWay =
  { readonly way: 'setup'; readonly placement: number } | { readonly way: 'pool'; readonly pool: string } | { readonly way: 'schedule'; readonly row: number };

/** The way each unit named in the scenario enters play (the first one, if it is named twice). */
export function entryWays(scenario: ScenarioDocument): Map<string, EntryWay> {
  const ways = new Map<string, EntryWay>();
  const claim = (id: string, way: EntryWay) => {
    if (!ways.has(id)) ways.set(id, way);
  };
  (scenario.pools ?? []).forEach((p) => p.units.forEach((u) => claim(u, { way: 'pool', pool: p.id })));
  (scenario.setup ?? []).forEach((p, i) => (p.units ?? []).forEach((u) => claim(u, { way: 'setup', placement: i })));
  (scenario.reinforcements?.schedule ?? []).forEach((a, i) => a.units.forEach((u) => claim(u, { way: 'schedule', row: i })));
  return ways;
}

/** Units of the order of battle that the scenario does not bring into play (neither set up, nor in a pool, nor scheduled). */
export function unplacedUnits(scenario: ScenarioDocument, oob: OobDocument): Unit[] {
  const ways = entryWays(scenario);
  return [...indexOob(oob).units.values()].filter((e) => !ways.has(e.unit.id)).map((e) => e.unit);
}

/** A place as one stable text, for grouping and map keys: `hex:0303`, `area:co-wing-a`. */
export function placeKey(place: Place): string {
  const [kind, value] = Object.entries(place)[0] ?? ['', ''];
  return `${kind}:${value}`;
}

/** A place as a person reads it: `hex 0303`, `location e1`. */
export function describePlace(at: Place | readonly Place[]): string {
  const one = (p: Place) => placeKey(p).replace(':', ' ');
  return Array.isArray(at) ? at.map(one).join(' or ') : one(at as Place);
}

/** The named units at one place of the set-up, bottom first, with the placements they come from. */
export interface SetupStack {
  readonly at: Place;
  readonly key: string;
  readonly units: readonly { readonly id: string; readonly placement: number }[];
}

/** The set-up's named units grouped by place (placements at one of several places are left out: they are not at one spot yet). */
export function setupStacks(scenario: ScenarioDocument): Map<string, SetupStack> {
  const stacks = new Map<string, { at: Place; key: string; units: { id: string; placement: number }[] }>();
  (scenario.setup ?? []).forEach((p: Placement, i) => {
    if (!p.units || Array.isArray(p.at)) return;
    const key = placeKey(p.at);
    const stack = stacks.get(key) ?? { at: p.at, key, units: [] };
    for (const id of p.units) stack.units.push({ id, placement: i });
    stacks.set(key, stack);
  });
  return stacks;
}

/** The facings a grid's hexes have: flat-topped hexes have no east or west side, pointy-topped ones no north or south. */
export function facingsOf(orientation: 'flat' | 'pointy'): readonly string[] {
  return orientation === 'flat' ? ['n', 'ne', 'se', 's', 'sw', 'nw'] : ['ne', 'e', 'se', 'sw', 'w', 'nw'];
}

/**
 * Turn and place a new scheduled arrival starts with: those of the last arrival, else the
 * scenario's first turn at the map's first entry point, area or location; undefined when
 * the map has none of these to arrive at.
 */
export function newArrival(scenario: ScenarioDocument, map: MapDocument | undefined): { turn: number; at: Place } | undefined {
  const last = scenario.reinforcements?.schedule?.at(-1);
  const turn = last?.turn ?? scenario.turns.first ?? 1;
  if (last?.at) return { turn, at: Array.isArray(last.at) ? (last.at[0] as Place) : (last.at as Place) };
  const at: Place | undefined = map?.entryPoints?.[0]
    ? { entry: map.entryPoints[0].id }
    : map?.areas?.[0]
      ? { area: map.areas[0].id }
      : map?.locations?.[0]
        ? { location: map.locations[0].id }
        : undefined;
  return at ? { turn, at } : undefined;
}
