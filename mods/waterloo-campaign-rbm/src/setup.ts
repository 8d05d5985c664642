// Set-up: the state built from the scenario, its map and order of battle. The June 16 scenario
// opens at Step D of turn 3; the June 15 scenario has both sides choose their HQs' modes, then
// opens with the Movement Phase of turn 1 (its HQs' modes are the players' choice).
import type { Formation, Place, ScenarioBundle, Unit as OobUnit } from '@kriegsspiel/rules-sdk';
import { buildBoard } from './board';
import { beginMovement, beginStep } from './flow';
import type { Army, Arrival, Board, Kind, Piece, Side, State, Unit } from './types';
import type { Ctx } from './words';

const VP_OVERRIDE: Record<string, number> = {};

function readPieces(bundle: ScenarioBundle): Record<string, Piece> {
  const sideOf = new Map((bundle.oob.nationalities ?? []).map((n) => [n.id, n.side as Side]));
  const points = new Map<string, number>();
  for (const v of bundle.scenario.victory ?? []) {
    const byUnit = ((v.params as Record<string, unknown> | undefined)?.['pointsByUnit'] ?? {}) as Record<string, number>;
    for (const [id, p] of Object.entries(byUnit)) points.set(id, p);
  }
  const pieces: Record<string, Piece> = {};
  const walk = (formations: Formation[] | undefined, nationality: string | undefined, corps: string | undefined) => {
    for (const f of formations ?? []) {
      const nat = f.nationality ?? nationality ?? 'french';
      const formation = f.kind === 'corps' ? f.id : corps;
      for (const u of f.units ?? []) pieces[u.id] = pieceOf(u, nat, sideOf.get(nat) ?? 'french', formation, points);
      walk(f.formations, nat, formation);
    }
  };
  walk(bundle.oob.formations, undefined, undefined);
  return pieces;
}

function pieceOf(u: OobUnit, nat: string, side: Side, formation: string | undefined, points: Map<string, number>): Piece {
  const v = (u.values ?? {}) as Record<string, unknown>;
  const kind: Kind = u.type === 'cavalry-corps' ? 'cavalry' : u.type === 'detachment' ? 'detachment' : u.type === 'hq' ? 'hq' : 'infantry';
  const army = nat as Army;
  const base = { name: u.name ?? u.id, side, army, kind };
  if (kind === 'hq') {
    const r = v['commandRange'] as { normal: number; battle: number };
    const s = v['battleStars'] as { battle: number };
    return { ...base, stars: s.battle, range: [r.normal, r.battle], vp: 0 };
  }
  const stars = typeof v['battleStars'] === 'number' ? v['battleStars'] : 0;
  const vp = points.get(u.id) ?? VP_OVERRIDE[u.id] ?? (kind === 'detachment' ? 1 : 3);
  if (kind === 'detachment') return { ...base, stars, role: (v['role'] as Piece['role']) ?? 'standard', ...(formation ? { formation } : {}), vp };
  const m = v['movement'] as Record<string, number>;
  const move: [number, number] = kind === 'cavalry' ? [m['fresh'] ?? 6, m['exhausted'] ?? 4] : [m['advance'] ?? 4, m['battle'] ?? 1];
  return { ...base, stars, move, ...(formation ? { formation } : {}), vp };
}

function hexesOf(bundle: ScenarioBundle, at: Place | Place[]): string[] {
  const entries = new Map((bundle.map.entryPoints ?? []).map((e) => [e.id, e.hex]));
  return (Array.isArray(at) ? at : [at]).map((p) => p.hex ?? (p.entry ? entries.get(p.entry) : undefined)).filter((h): h is string => typeof h === 'string');
}

export function setupState(bundle: ScenarioBundle, ctx: Ctx): State {
  const s = bundle.scenario;
  const board: Board = buildBoard(bundle.map);
  const pieces = readPieces(bundle);
  const roles = { french: 'french', coalition: 'coalition' } as Record<Side, string>;
  for (const p of s.players ?? []) for (const side of p.sides) if (side === 'french' || side === 'coalition') roles[side] = p.id;
  const units: Record<string, Unit> = {};
  for (const id of Object.keys(pieces)) units[id] = { at: 'spare', back: false };
  for (const entry of s.setup ?? []) {
    const box = (entry.at as Place).box;
    const hexes = Array.isArray(entry.at) ? [] : hexesOf(bundle, entry.at);
    for (const id of entry.units ?? []) {
      if (!units[id]) continue;
      const at = hexes[0] ?? (box === 'french-detachments' || box === 'coalition-detachments' ? 'ready' : box === 'hq-placement' ? 'hq-box' : 'spare');
      units[id] = { at, back: entry.face === 'back' };
    }
  }
  const arrivals: Arrival[] = [];
  for (const a of s.reinforcements?.schedule ?? []) {
    const entries = hexesOf(bundle, a.at);
    for (const id of a.units) {
      // A unit a test's own set-up has already put on the map does not arrive again.
      if (!units[id] || /^\d{4}$/.test(units[id].at)) continue;
      units[id] = { at: 'off', back: a.face === 'back' };
      arrivals.push({ unit: id, turn: a.turn, entries, ...(a.after ? { after: a.after } : {}) });
    }
  }
  const rule = (id: string) => (s.specialRules ?? []).find((r) => r.id === id && r.enabled !== false);
  const param = (id: string, name: string): unknown => (rule(id)?.params as Record<string, unknown> | undefined)?.[name];
  const deluge = rule('the-deluge');
  const first = s.turns?.first ?? 1;
  const june15 = first === 1;
  const state: State = {
    board,
    pieces,
    roles,
    special: {
      june15: june15 && ctx.options['ignoreSpecialRules'] !== true,
      hiddenRolls: june15 && ctx.options['ignoreSpecialRules'] !== true && ctx.options['hiddenJune15Rolls'] === true,
      deluge: deluge?.turns ?? [],
      rainOn: ((param('the-deluge', 'rainOn') as number[] | undefined) ?? [1, 2, 3, 4]).slice(),
      lastDay: rule('last-day-blown-eliminated')?.turns ?? [],
      ricochet:
        typeof param('artillery-ricochet-ineffective', 'attackModifier') === 'number'
          ? (param('artillery-ricochet-ineffective', 'attackModifier') as number)
          : -1,
    },
    lastTurn: first + (s.turns?.count ?? 6) - 1,
    turn: first,
    phase: 'detach',
    units,
    arrivals,
    queue: [],
    player: 'french',
    stepSide: 'french',
    passed: null,
    remaining: null,
    limit: {},
    moved: [],
    rolls: [],
    selected: null,
    used: 0,
    kept: [],
    retreat: null,
    rain: [],
    result: null,
    lastCombat: null,
  };
  ctx.log(`${s.name ?? 'Waterloo Campaign 1815'}: turn ${first} begins.`);
  if (june15) {
    // HQs set up in the mode their player chooses, then the game opens with the Movement Phase.
    state.phase = 'modes';
    state.queue = ['fr-napoleon-hq', 'aa-wellington-hq', 'pr-blucher-hq'].filter((id) => pieces[id] && units[id]?.at !== 'off');
    if (state.queue.length === 0) beginMovement(state, ctx);
  } else beginStep(state, 'detach', ctx);
  return state;
}
