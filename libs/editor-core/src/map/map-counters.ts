// The pieces a scenario sets up on a map, as stacks per hex, ready to draw: each unit's
// colours (its counter's, else its nationality's, else its side's), symbol and printed
// values. Units drawn from a pool are unknown until play, so they are shown face down in
// the colours of the side that draws them.
import type { CounterFace, Formation, MapDocument, ModManifest, OobDocument, Place, ScenarioDocument, Unit } from '@kriegsspiel/formats';

/** One piece as the map shows it. */
export interface MapCounter {
  /** The unit's id; for a piece drawn from a pool, `pool:<id>#n`. */
  readonly id: string;
  readonly name: string;
  readonly side?: string;
  readonly background: string;
  readonly text: string;
  readonly stripe?: string;
  /** NATO-style symbol (`infantry`, `cavalry`…), if known. */
  readonly symbol?: string;
  /** Values as printed (`5`, `4-6`). */
  readonly printed?: string;
  /** Face down: hidden from the enemy, or not drawn yet. */
  readonly faceDown: boolean;
  /** Shown face up to its owner but face down on the table: the enemy sees only its back. */
  readonly hidden?: boolean;
  /** The hexside it faces, as a screen angle (radians, clockwise from east): rules with facing. */
  readonly facing?: number;
}

/** The pieces on one hex, bottom of the stack first. */
export interface CounterStack {
  /** The hex label, in the map's scheme. */
  readonly label: string;
  readonly counters: readonly MapCounter[];
}

const neutral = { background: '#d9d4c7', text: '#222222' };

interface UnitFacts {
  unit: Unit;
  side?: string;
  nationality?: string;
}

/** Every unit of an order of battle with the side and nationality it inherits from its formations. */
function unitsOf(oob: OobDocument): Map<string, UnitFacts> {
  const sideOfNationality = new Map((oob.nationalities ?? []).map((n) => [n.id, n.side]));
  const out = new Map<string, UnitFacts>();
  const add = (units: Unit[] | undefined, side: string | undefined, nationality: string | undefined) => {
    for (const unit of units ?? []) {
      const n = unit.nationality ?? nationality;
      const s = unit.side ?? (n ? sideOfNationality.get(n) : undefined) ?? side;
      if (!out.has(unit.id)) out.set(unit.id, { unit, side: s, nationality: n });
    }
  };
  const walk = (formations: Formation[] | undefined, side: string | undefined, nationality: string | undefined) => {
    for (const f of formations ?? []) {
      const n = f.nationality ?? nationality;
      const s = f.side ?? (n ? sideOfNationality.get(n) : undefined) ?? side;
      add(f.units, s, n);
      walk(f.formations, s, n);
    }
  };
  walk(oob.formations, undefined, undefined);
  add(oob.units, undefined, undefined);
  return out;
}

/** The hex label of a place on the map, when it is one hex (or names one). */
export function labelOfPlace(map: MapDocument, place: Place): string | undefined {
  if (place.hex !== undefined) return place.hex;
  if (place.location !== undefined) {
    const loc = map.locations?.find((l) => l.id === place.location);
    return loc?.hex ?? loc?.hexes?.[0];
  }
  if (place.entry !== undefined) return map.entryPoints?.find((e) => e.id === place.entry)?.hex;
  if (place.region !== undefined) return map.regions?.find((r) => r.id === place.region)?.hexes[0];
  return undefined;
}

/**
 * The stacks a scenario's set-up puts on the map's hexes, in hex order of first mention.
 * Places off the grid (areas, boxes) are left out; where a placement offers several
 * places, the first is shown.
 */
export function counterStacks(
  scenario: ScenarioDocument,
  oob: OobDocument | undefined,
  map: MapDocument,
  manifests: readonly ModManifest[] = [],
): CounterStack[] {
  const units = oob ? unitsOf(oob) : new Map<string, UnitFacts>();
  const sides = new Map((oob?.sides ?? []).map((s) => [s.id, s]));
  const nationalities = new Map((oob?.nationalities ?? []).map((n) => [n.id, n]));
  const symbols = new Map<string, string>();
  for (const m of manifests) for (const t of m.unitTypes ?? []) if (t.symbol) symbols.set(t.id, t.symbol);
  for (const t of oob?.unitTypes ?? []) if (t.symbol) symbols.set(t.id, t.symbol);
  const sideColours = (side: string | undefined) => {
    const color = side ? sides.get(side)?.color : undefined;
    return color ? { background: color, text: '#ffffff' } : neutral;
  };

  const stacks = new Map<string, MapCounter[]>();
  const put = (label: string, counter: MapCounter) => {
    let stack = stacks.get(label);
    if (!stack) {
      stack = [];
      stacks.set(label, stack);
    }
    stack.push(counter);
  };

  for (const placement of scenario.setup ?? []) {
    const place = Array.isArray(placement.at) ? placement.at[0] : placement.at;
    const label = place ? labelOfPlace(map, place) : undefined;
    if (label === undefined) continue;
    const faceDown = placement.faceDown === true;
    for (const id of placement.units ?? []) {
      const facts = units.get(id);
      const face: CounterFace | undefined = placement.face === 'back' ? (facts?.unit.counter?.back ?? facts?.unit.counter?.front) : facts?.unit.counter?.front;
      const fallback = facts?.nationality ? nationalities.get(facts.nationality)?.colors : undefined;
      const base = sideColours(facts?.side);
      put(label, {
        id,
        name: face?.name ?? facts?.unit.name ?? id,
        side: facts?.side,
        background: face?.colors?.background ?? fallback?.background ?? base.background,
        text: face?.colors?.text ?? fallback?.text ?? base.text,
        stripe: face?.colors?.stripe ?? fallback?.stripe,
        symbol: face?.symbol ?? (facts ? symbols.get(facts.unit.type) : undefined),
        printed: face?.printed,
        faceDown,
      });
    }
    if (placement.draw) {
      const pool = scenario.pools?.find((p) => p.id === placement.draw?.pool);
      const owner = scenario.players.find((p) => p.id === pool?.owner);
      const side = owner?.sides[0] ?? (pool ? units.get(pool.units[0] ?? '')?.side : undefined);
      const colours = sideColours(side);
      for (let n = 0; n < placement.draw.count; n++) {
        put(label, { id: `pool:${placement.draw.pool}#${n + 1}`, name: `Drawn from ${pool?.name ?? placement.draw.pool}`, side, ...colours, faceDown: true });
      }
    }
  }
  return [...stacks].map(([label, counters]) => ({ label, counters }));
}
