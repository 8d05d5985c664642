// Set-up: the state built from the scenario, its map and its order of battle, with the standard
// rules' tables read from the scenario's special rules (they are data, so a player can correct them).
import type { Formation as OobFormation, Place, ScenarioBundle } from '@kriegsspiel/rules-sdk';
import { buildBoard } from './board';
import { beginPlayerTurn } from './flow';
import { isLeader, notePassage, onMap } from './position';
import type { Army, Formation, Kind, Piece, Side, State, Tables, Unit } from './types';
import type { Ctx } from './words';

const ARMY_OF: Record<string, Army> = { french: 'french', prussian: 'prussian' };
const KINDS: Kind[] = ['infantry', 'cavalry', 'artillery', 'horse-artillery', 'commander', 'officer'];

/** The scenario's special rule `id`'s params. */
const paramsOf = (bundle: ScenarioBundle, id: string): Record<string, unknown> =>
  ((bundle.scenario.specialRules ?? []).find((r) => r.id === id)?.params ?? {}) as Record<string, unknown>;

/** Which army each nationality serves in, as the order of battle's extension lists them (over the built-in french and prussian). */
function armiesOfNationalities(bundle: ScenarioBundle): Record<string, Army> {
  const out: Record<string, Army> = { ...ARMY_OF };
  const ext = ((bundle.oob.extensions ?? {}) as Record<string, Record<string, unknown>>)['napoleons-last-battles'];
  const armies = (ext?.['armies'] ?? {}) as Record<string, { nationalities?: string[] }>;
  for (const army of ['french', 'prussian', 'anglo-allied'] as Army[]) for (const n of armies[army]?.nationalities ?? []) out[n] = army;
  return out;
}

function readOob(bundle: ScenarioBundle): { pieces: Record<string, Piece>; formations: Record<string, Formation>; national: Record<string, number> } {
  const sideOf = new Map((bundle.oob.nationalities ?? []).map((n) => [n.id, n.side as Side]));
  const armyOf = armiesOfNationalities(bundle);
  const byDesignation = new Map<string, string>();
  // A unit type the order of battle adds (a designer's new piece) plays as the kind its symbol and category say.
  const types = new Map([...(bundle.manifest.unitTypes ?? []), ...(bundle.oob.unitTypes ?? [])].map((t) => [t.id, t]));
  const kindOf = (type: string, values: Record<string, number>): Kind => {
    if ((KINDS as string[]).includes(type)) return type as Kind;
    const t = types.get(type);
    if (t?.category === 'leader' || t?.symbol === 'leader') return typeof values['commandCapacity'] === 'number' ? 'commander' : 'officer';
    const symbol = t?.symbol ?? '';
    if (symbol === 'horse-artillery' || symbol === 'artillery') return symbol;
    if (/cavalry/.test(symbol)) return 'cavalry';
    return typeof values['range'] === 'number' ? 'artillery' : 'infantry';
  };
  const list = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);
  const exempt = new Set([...list(paramsOf(bundle, 'demoralization-proximity')['exempt']), ...list(paramsOf(bundle, 'guard-repulse')['exempt'])]);
  const pieces: Record<string, Piece> = {};
  const formations: Record<string, Formation> = {};
  let national: Record<string, number> = {};
  // `corps`: the nearest formation above that bears a designation; units of a division nested in a
  // corps bear the corps' designation, as the rules count formations by designation.
  const walk = (list: OobFormation[] | undefined, army: Army | undefined, nat: string | undefined, corps: string | undefined) => {
    for (const f of list ?? []) {
      const fNat = f.nationality ?? nat ?? 'french';
      const fArmy: Army = army ?? armyOf[fNat] ?? 'anglo-allied';
      const v = (f.values ?? {}) as Record<string, unknown>;
      if (v['nationalDemoralizationLevels']) national = { ...(v['nationalDemoralizationLevels'] as Record<string, number>) };
      const designation = typeof v['designation'] === 'string' ? v['designation'] : undefined;
      // A French cavalry corps: its designation ends in C (IC … IVC), the scenario names it among
      // those exempt from proximity, or its own `cavalryCorps` value says so (which also wins over both).
      const cavalry = typeof v['cavalryCorps'] === 'boolean' ? v['cavalryCorps'] : designation !== undefined && (/C$/.test(designation) || exempt.has(f.id));
      // Units bearing one designation in an army are one formation, however many entries of the
      // order of battle list them: a later entry with a designation already met joins the first.
      const same = designation === undefined ? undefined : byDesignation.get(`${fArmy}|${designation}`);
      const own = same ?? (designation !== undefined && f.commander ? f.id : corps);
      if (designation !== undefined && f.commander && !same) byDesignation.set(`${fArmy}|${designation}`, f.id);
      if (designation !== undefined && f.commander && !same)
        formations[f.id] = {
          name: f.name ?? f.id,
          army: fArmy,
          designation,
          officer: f.commander,
          level: typeof v['demoralizationLevel'] === 'number' ? v['demoralizationLevel'] : 0,
          cavalryCorps: fArmy === 'french' && cavalry,
        };
      for (const u of f.units ?? []) {
        const uv = (u.values ?? {}) as Record<string, number>;
        const kind = kindOf(u.type, uv);
        // Nationality is inherited down the tree: a division of one nationality gives it to its units.
        const unat = u.nationality ?? fNat;
        pieces[u.id] = {
          name: u.name ?? u.id,
          side: sideOf.get(unat) ?? sideOf.get(fNat) ?? 'french',
          army: fArmy,
          kind,
          nationality: unat,
          ...(own !== undefined ? { formation: own } : {}),
          strength: uv['strength'] ?? 0,
          reduced: uv['reduced'] ?? 0,
          move: uv['movement'] ?? 4,
          range: uv['range'] ?? 0,
          capacity: uv['commandCapacity'] ?? 0,
        };
      }
      walk(f.formations, fArmy, fNat, own);
    }
  };
  walk(bundle.oob.formations, undefined, undefined, undefined);
  // An officer bears the designation of the formation he leads, wherever the order of battle lists his counter.
  for (const [fid, f] of Object.entries(formations)) if (pieces[f.officer]?.kind === 'officer') pieces[f.officer]!.formation = fid;
  return { pieces, formations, national };
}

function readTables(bundle: ScenarioBundle): Tables {
  const rules = bundle.scenario.specialRules ?? [];
  const rule = (id: string) => rules.find((r) => r.id === id);
  const p = (id: string): Record<string, unknown> => (rule(id)?.params ?? {}) as Record<string, unknown>;
  const crt = p('standard-combat');
  const columns = (crt['columns'] as string[] | undefined) ?? ['1-1'];
  const rowsOf = (crt['rows'] ?? {}) as Record<string, string[]>;
  const rows = [1, 2, 3, 4, 5, 6].map((d) => rowsOf[String(d)] ?? columns.map(() => 'Dr'));
  const ratios = columns.map((c): [number, number] => {
    const [a, d] = c.split('-').map(Number);
    return [a ?? 1, d ?? 1];
  });
  const list = (v: unknown, d: number[]): number[] => (Array.isArray(v) ? (v as number[]) : d);
  const n = (v: unknown, d: number): number => (typeof v === 'number' ? v : d);
  // Night turns: the special rule's, and any the turn record marks as night.
  const nightTurns = [
    ...new Set([...(rule('night-turns')?.turns ?? []), ...(bundle.scenario.turns?.labels ?? []).filter((l) => l.night).map((l) => l.turn)]),
  ].sort((a, b) => a - b);
  const reorg = p('reorganization');
  const prox = p('demoralization-proximity');
  const guard = p('guard-repulse');
  const command = p('command-range');
  return {
    columns,
    ratios,
    rows,
    stacking: n(p('standard-stacking')['combatUnitsPerHex'], 2),
    supplyTurns: supplyTurns(bundle, nightTurns),
    nightTurns,
    supplyFree: n(p('daily-supply')['freeHexes'], 5),
    commanderRange: n(command['commanderRange'], 5),
    officerRange: n(command['officerRange'], 3),
    reorgRadius: n(reorg['enemyExclusionRadius'], 10),
    reorgMax: n(reorg['maxPerOfficer'], 2),
    reorgFailOn: list(reorg['demoralizedFailureOn'], [5, 6]),
    reorgWait: n(reorg['waitTurns'], 1),
    demoralizedClearCost: n(p('corps-demoralization')['demoralizedClearCost'], 2),
    proximityRadius: n(prox['radius'], 5),
    proximityCut: n(prox['reduction'], 2),
    guardUnits: guardUnits(bundle, guard),
    guardRadius: n(guard['radius'], 10),
    guardCut: n(guard['reduction'], 7),
    leaderLossOn: list(p('leader-casualties')['eliminatedOn'], [1, 2]),
    victory: readVictory(bundle),
    ...supplyPathsOf(bundle),
    // The side that opens each game turn: the turn record's first player (or first of its order).
    ...(firstPlayerOf(bundle) === 'coalition' ? { firstPlayer: 'coalition' as Side } : {}),
  };
}

/** The path terrains a supply line follows (the daily-supply rule's `pathTerrain`), kept only where they are not road and trail. */
function supplyPathsOf(bundle: ScenarioBundle): { supplyPaths?: string[] } {
  const given = paramsOf(bundle, 'daily-supply')['pathTerrain'];
  if (!Array.isArray(given)) return {};
  const paths = given.filter((t): t is string => typeof t === 'string');
  return paths.length === 2 && paths.includes('road') && paths.includes('trail') ? {} : { supplyPaths: paths };
}

/** The side that plays first in every game turn, as the scenario's turn record says (the French unless it says otherwise). */
function firstPlayerOf(bundle: ScenarioBundle): Side {
  const t = bundle.scenario.turns;
  const first = t?.firstPlayer ?? t?.order?.[0];
  return first === 'coalition' ? 'coalition' : 'french';
}

/**
 * The turns supply is judged on: the special rule's list, or where it gives none, the first
 * daylight turn of each day: the first turn that is not a night, and each day turn after a night.
 */
function supplyTurns(bundle: ScenarioBundle, night: number[]): number[] {
  const listed = (bundle.scenario.specialRules ?? []).find((r) => r.id === 'daily-supply')?.turns;
  if (listed) return listed;
  const first = bundle.scenario.turns?.first ?? 1;
  const last = first + (bundle.scenario.turns?.count ?? 37) - 1;
  const out: number[] = [];
  for (let t = first; t <= last; t++) if (!night.includes(t) && (t === first || night.includes(t - 1) || out.length === 0)) out.push(t);
  return out;
}

/**
 * The units whose adverse results repulse the Guard: those the special rule lists, and every unit
 * whose counter bears one of the designations it names (by default Gren/Gd and Chas/Gd, as the rules
 * do), so that a Guard unit a designer adds counts without being listed.
 */
function guardUnits(bundle: ScenarioBundle, guard: Record<string, unknown>): string[] {
  const out = [...((guard['triggerUnits'] as string[] | undefined) ?? [])];
  const designations = (guard['triggerDesignations'] as string[] | undefined) ?? ['Gren/Gd', 'Chas/Gd'];
  const bears = (label: unknown): boolean =>
    typeof label === 'string' && label.split(/\s+/).some((word) => designations.some((d) => word === d || word.endsWith(`/${d}`)));
  const walk = (list: OobFormation[] | undefined): void => {
    for (const f of list ?? []) {
      for (const u of f.units ?? []) if (!out.includes(u.id) && (bears(u.counter?.front?.label) || bears(u.counter?.back?.label))) out.push(u.id);
      walk(f.formations);
    }
  };
  walk(bundle.oob.formations);
  return out;
}

function readVictory(bundle: ScenarioBundle): Tables['victory'] {
  const v = (id: string): Record<string, unknown> => ((bundle.scenario.victory ?? []).find((c) => c.id === id)?.params ?? {}) as Record<string, unknown>;
  const n = (x: unknown, d: number): number => (typeof x === 'number' ? x : d);
  const losses = v('losses-score');
  const dem = v('demoralization-score');
  const road = v('road-to-brussels');
  const junction = v('allied-junction');
  // The turn the scoring is taken at (a condition's `atTurn`): kept only where it ends the game before the turn record does.
  const last = (bundle.scenario.turns?.first ?? 1) + (bundle.scenario.turns?.count ?? 37) - 1;
  const atTurn = (bundle.scenario.victory ?? [])
    .map((c) => (c.params as Record<string, unknown> | undefined)?.['atTurn'])
    .find((t) => typeof t === 'number') as number | undefined;
  return {
    reorganization: n(losses['reorganization'], 1),
    destroyed: n(losses['permanentlyDestroyed'], 2),
    leader: n(losses['leader'], 3),
    perCorps: n(dem['perCorps'], 10),
    perNationality: n(dem['perNationality'], 10),
    britishBonus: n(dem['britishBonus'], 20),
    ignore: (dem['ignoreFormations'] as string[] | undefined) ?? [],
    brussels: { locations: (road['locations'] as string[] | undefined) ?? [], points: n(road['points'], 0), requireSupply: road['requireSupply'] === true },
    junction: {
      around: (junction['around'] as string | undefined) ?? '',
      radius: n(junction['radius'], 5),
      points: n(junction['points'], 0),
      requireSupply: junction['requireSupply'] === true,
    },
    decisive: n(v('final-comparison')['decisiveMargin'], 30),
    ...(atTurn !== undefined && atTurn < last ? { atTurn } : {}),
  };
}

function hexOf(bundle: ScenarioBundle, at: Place | Place[]): string | undefined {
  const p = Array.isArray(at) ? at[0] : at;
  if (!p) return undefined;
  if (p.hex) return p.hex;
  if (p.entry) return (bundle.map.entryPoints ?? []).find((e) => e.id === p.entry)?.hex;
  return undefined;
}

/** Each army's supply edge: the rules' south, east and west, or what the daily-supply rule's `edges` says. */
function supplyEdges(bundle: ScenarioBundle): Record<Army, string> {
  const given = (paramsOf(bundle, 'daily-supply')['edges'] ?? {}) as Record<string, unknown>;
  const out: Record<Army, string> = { french: 'south', prussian: 'east', 'anglo-allied': 'west' };
  for (const army of Object.keys(out) as Army[]) {
    const e = given[army];
    if (e === 'north' || e === 'east' || e === 'south' || e === 'west') out[army] = e;
  }
  return out;
}

export function setupState(bundle: ScenarioBundle, ctx: Ctx): State {
  const s = bundle.scenario;
  const { pieces, formations, national } = readOob(bundle);
  const roles = { french: 'french', coalition: 'coalition' } as Record<Side, string>;
  for (const pl of s.players ?? []) for (const side of pl.sides) if (side === 'french' || side === 'coalition') roles[side] = pl.id;
  const units: Record<string, Unit> = {};
  for (const id of Object.keys(pieces)) units[id] = { at: 'out', reduced: false };
  // A set-up may start units in a Reorganization area or a Permanently Destroyed box (a variant
  // that begins later in the campaign): the box's kind says which, or else its id.
  const kindOf = new Map((s.boxes ?? []).map((b) => [b.id, b.kind as string | undefined]));
  for (const entry of s.setup ?? []) {
    const h = hexOf(bundle, entry.at);
    const box = Array.isArray(entry.at) ? undefined : entry.at.box;
    const kind = box === undefined ? undefined : kindOf.get(box);
    for (const id of entry.units ?? []) {
      if (!units[id]) continue;
      if (h) units[id] = { at: h, reduced: entry.face === 'back' };
      else if (box && (kind === 'reorganization' || (!kind && /reorg/.test(box)))) units[id] = { at: 'reorg', reduced: false, since: 0 };
      else if (box && (kind === 'eliminated' || (!kind && /destroy|dead|eliminat/.test(box)))) units[id] = { at: 'dead', reduced: entry.face === 'back' };
    }
  }
  for (const a of s.reinforcements?.schedule ?? []) {
    const h = hexOf(bundle, a.at);
    for (const id of a.units) {
      // A unit the test's own set-up has put on the map does not arrive again.
      if (!units[id] || units[id].at !== 'out' || !h) continue;
      units[id] = { at: 'off', reduced: a.face === 'back', turn: a.turn, entry: h };
    }
  }
  const o = ctx.options;
  const first = s.turns?.first ?? 1;
  const state: State = {
    board: { ...buildBoard(bundle.map, bundle.manifest), edges: supplyEdges(bundle) },
    pieces,
    formations,
    nationalLevels: national,
    tables: readTables(bundle),
    roles,
    options: {
      command: o['commandRules'] !== false,
      reorganization: o['reorganization'] !== false,
      proximity: o['proximityDemoralization'] !== false,
      guard: o['guardRepulse'] !== false,
      supply: o['dailySupply'] !== false,
      leaderLosses: o['leaderCasualties'] !== false,
    },
    lastTurn: first + (s.turns?.count ?? 37) - 1,
    turn: first,
    player: firstPlayerOf(bundle),
    phase: 'reorganize',
    units,
    levelCuts: {},
    demoralized: [],
    outOfCommand: { french: [], coalition: [] },
    commandedBy: {},
    reorganizing: [],
    reorganized: {},
    reorgRolled: [],
    restored: [],
    moved: [],
    spent: {},
    selected: null,
    attacked: [],
    targets: [],
    pending: null,
    combat: null,
    commandUsed: [],
    result: null,
    lastCombat: null,
  };
  // The places of the Road to Brussels start as last held by whoever stands in them.
  for (const id of Object.keys(units)) if (!isLeader(state, id) && onMap(units[id]!.at)) notePassage(state, [units[id]!.at], pieces[id]!.side);
  ctx.log(`${s.name ?? "Napoleon's Last Battles"}: game turn ${first} begins.`);
  beginPlayerTurn(state, ctx);
  return state;
}
