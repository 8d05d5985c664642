// Set-up: the state built from the scenario, its map and its order of battle, with the standard
// rules' tables read from the scenario's special rules (they are data, so a player can correct them).
import type { Formation as OobFormation, Place, ScenarioBundle } from '@kriegsspiel/rules-sdk';
import { buildBoard } from './board';
import { beginPlayerTurn } from './flow';
import { isLeader, notePassage, onMap } from './position';
import type { Army, Formation, Kind, Piece, Side, State, Tables, Unit } from './types';
import type { Ctx } from './words';

const ARMY_OF: Record<string, Army> = { french: 'french', prussian: 'prussian' };

function readOob(bundle: ScenarioBundle): { pieces: Record<string, Piece>; formations: Record<string, Formation>; national: Record<string, number> } {
  const sideOf = new Map((bundle.oob.nationalities ?? []).map((n) => [n.id, n.side as Side]));
  const pieces: Record<string, Piece> = {};
  const formations: Record<string, Formation> = {};
  let national: Record<string, number> = {};
  const walk = (list: OobFormation[] | undefined, army: Army | undefined, nat: string | undefined) => {
    for (const f of list ?? []) {
      const fNat = f.nationality ?? nat ?? 'french';
      const fArmy: Army = army ?? ARMY_OF[fNat] ?? 'anglo-allied';
      const v = (f.values ?? {}) as Record<string, unknown>;
      if (v['nationalDemoralizationLevels']) national = { ...(v['nationalDemoralizationLevels'] as Record<string, number>) };
      const designation = typeof v['designation'] === 'string' ? v['designation'] : undefined;
      if (designation !== undefined && f.commander)
        formations[f.id] = {
          name: f.name ?? f.id,
          army: fArmy,
          designation,
          officer: f.commander,
          level: typeof v['demoralizationLevel'] === 'number' ? v['demoralizationLevel'] : 0,
          cavalryCorps: fArmy === 'french' && /C$/.test(designation),
        };
      for (const u of f.units ?? []) {
        const uv = (u.values ?? {}) as Record<string, number>;
        const kind = u.type as Kind;
        const unat = u.nationality ?? (fArmy === 'anglo-allied' ? 'anglo-allied' : fNat);
        pieces[u.id] = {
          name: u.name ?? u.id,
          side: sideOf.get(unat) ?? sideOf.get(fNat) ?? 'french',
          army: fArmy,
          kind,
          nationality: unat,
          ...(designation !== undefined ? { formation: f.id } : {}),
          strength: uv['strength'] ?? 0,
          reduced: uv['reduced'] ?? 0,
          move: uv['movement'] ?? 4,
          range: uv['range'] ?? 0,
          capacity: uv['commandCapacity'] ?? 0,
        };
      }
      walk(f.formations, fArmy, fNat);
    }
  };
  walk(bundle.oob.formations, undefined, undefined);
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
  const reorg = p('reorganization');
  const prox = p('demoralization-proximity');
  const guard = p('guard-repulse');
  const command = p('command-range');
  return {
    columns,
    ratios,
    rows,
    stacking: n(p('standard-stacking')['combatUnitsPerHex'], 2),
    supplyTurns: rule('daily-supply')?.turns ?? [],
    nightTurns: rule('night-turns')?.turns ?? [],
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
    guardUnits: (guard['triggerUnits'] as string[] | undefined) ?? [],
    guardRadius: n(guard['radius'], 10),
    guardCut: n(guard['reduction'], 7),
    leaderLossOn: list(p('leader-casualties')['eliminatedOn'], [1, 2]),
    victory: readVictory(bundle),
  };
}

function readVictory(bundle: ScenarioBundle): Tables['victory'] {
  const v = (id: string): Record<string, unknown> => ((bundle.scenario.victory ?? []).find((c) => c.id === id)?.params ?? {}) as Record<string, unknown>;
  const n = (x: unknown, d: number): number => (typeof x === 'number' ? x : d);
  const losses = v('losses-score');
  const dem = v('demoralization-score');
  const road = v('road-to-brussels');
  const junction = v('allied-junction');
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
  };
}

function hexOf(bundle: ScenarioBundle, at: Place | Place[]): string | undefined {
  const p = Array.isArray(at) ? at[0] : at;
  if (!p) return undefined;
  if (p.hex) return p.hex;
  if (p.entry) return (bundle.map.entryPoints ?? []).find((e) => e.id === p.entry)?.hex;
  return undefined;
}

export function setupState(bundle: ScenarioBundle, ctx: Ctx): State {
  const s = bundle.scenario;
  const { pieces, formations, national } = readOob(bundle);
  const roles = { french: 'french', coalition: 'coalition' } as Record<Side, string>;
  for (const pl of s.players ?? []) for (const side of pl.sides) if (side === 'french' || side === 'coalition') roles[side] = pl.id;
  const units: Record<string, Unit> = {};
  for (const id of Object.keys(pieces)) units[id] = { at: 'out', reduced: false };
  for (const entry of s.setup ?? []) {
    const h = hexOf(bundle, entry.at);
    const box = Array.isArray(entry.at) ? undefined : entry.at.box;
    for (const id of entry.units ?? []) {
      if (!units[id]) continue;
      if (h) units[id] = { at: h, reduced: entry.face === 'back' };
      else if (box && /reorg/.test(box)) units[id] = { at: 'reorg', reduced: false, since: 0 };
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
    board: buildBoard(bundle.map, bundle.manifest),
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
    player: (s.turns?.firstPlayer as Side | undefined) ?? 'french',
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
