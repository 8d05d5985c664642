// Set-up: the state built from the scenario, its map and order of battle. The June 16 scenario
// opens at Step D of turn 3; the June 15 scenario has both sides choose their HQs' modes, then
// opens with the Movement Phase of turn 1 (its HQs' modes are the players' choice).
import type { Formation, Place, ScenarioBundle, Unit as OobUnit } from '@kriegsspiel/rules-sdk';
import { buildBoard } from './board';
import { hqIds } from './command';
import { BOOK_CONCENTRATING, BOOK_DELAYED, beginMovement, beginStep, rollWeather, startTurn } from './flow';
import type { Army, Arrival, Board, Kind, Piece, Side, Special, State, Unit } from './types';
import type { Ctx } from './words';

/** The rulebook's points for an eliminated unit, where a scenario gives none: 3 a corps, 1 a detachment. */
const KIND_POINTS: Record<string, number> = { infantry: 3, cavalry: 3, detachment: 1 };
/** The rulebook's exceptions: the Imperial Guard's two corps score 5, the Old Guard and the Grand Battery 2. */
const UNIT_POINTS: Record<string, number> = { 'fr-guard-corps': 5, 'fr-guard-cav-corps': 5 };
const ROLE_POINTS: Record<string, number> = { 'old-guard': 2, 'grand-battery': 2 };

/** What the scenario's eliminated-unit victory rules say a unit is worth: by unit, and by unit type; and who scores it, by unit type. */
interface ScenarioPoints {
  byUnit: Map<string, number>;
  byType: Map<string, number>;
  /** The rule's `scoredBy`: `opponent` (the rulebook's), `owner`, or a side. */
  scorerByType: Map<string, string>;
}

function readPieces(bundle: ScenarioBundle): Record<string, Piece> {
  const sideOf = new Map((bundle.oob.nationalities ?? []).map((n) => [n.id, n.side as Side]));
  const points: ScenarioPoints = { byUnit: new Map(), byType: new Map(), scorerByType: new Map() };
  for (const v of bundle.scenario.victory ?? []) {
    const params = (v.params ?? {}) as Record<string, unknown>;
    const byUnit = (params['pointsByUnit'] ?? {}) as Record<string, number>;
    for (const [id, p] of Object.entries(byUnit)) if (typeof p === 'number') points.byUnit.set(id, p);
    const types = Array.isArray(params['unitTypes']) ? (params['unitTypes'] as unknown[]) : [];
    if (v.kind === 'vp-eliminated' && typeof params['points'] === 'number')
      for (const t of types) if (typeof t === 'string') points.byType.set(t, params['points']);
    if (v.kind === 'vp-eliminated' && typeof params['scoredBy'] === 'string')
      for (const t of types) if (typeof t === 'string') points.scorerByType.set(t, params['scoredBy']);
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

function pieceOf(u: OobUnit, nat: string, side: Side, formation: string | undefined, points: ScenarioPoints): Piece {
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
  const role = typeof v['role'] === 'string' ? v['role'] : undefined;
  // The scenario's points for this unit, else for its type (which then stands for every unit of
  // the type), else the rulebook's: 5 for the Guard's corps, 2 for the Old Guard and the Grand
  // Battery, 3 for any other corps and 1 for any other detachment.
  const vp = points.byUnit.get(u.id) ?? points.byType.get(u.type) ?? UNIT_POINTS[u.id] ?? (role ? ROLE_POINTS[role] : undefined) ?? KIND_POINTS[kind] ?? 3;
  // Who scores it: the opponent, as the rulebook has it, unless the scenario's rule says the owner or names a side.
  const scorer = points.scorerByType.get(u.type);
  const by: Side | undefined = scorer === 'owner' ? side : scorer === 'french' || scorer === 'coalition' ? scorer : undefined;
  const scored = by !== undefined && by !== (side === 'french' ? 'coalition' : 'french') ? { scoredBy: by } : {};
  if (kind === 'detachment') return { ...base, stars, role: (v['role'] as Piece['role']) ?? 'standard', ...(formation ? { formation } : {}), vp, ...scored };
  const m = v['movement'] as Record<string, number>;
  const move: [number, number] = kind === 'cavalry' ? [m['fresh'] ?? 6, m['exhausted'] ?? 4] : [m['advance'] ?? 4, m['battle'] ?? 1];
  return { ...base, stars, move, ...(formation ? { formation } : {}), vp, ...scored };
}

/** Turns of the day the last turn falls on (two a day: turns 1–2 are June 15), within the scenario. */
function lastDayOf(first: number, last: number): number[] {
  const day = Math.ceil(last / 2);
  return [day * 2 - 1, day * 2].filter((t) => t >= first && t <= last);
}

function hexesOf(bundle: ScenarioBundle, at: Place | Place[]): string[] {
  const entries = new Map((bundle.map.entryPoints ?? []).map((e) => [e.id, e.hex]));
  return (Array.isArray(at) ? at : [at]).map((p) => p.hex ?? (p.entry ? entries.get(p.entry) : undefined)).filter((h): h is string => typeof h === 'string');
}

type ScenarioRule = NonNullable<ScenarioBundle['scenario']['specialRules']>[number];

/** Line of Communication Angst from the scenario's parameters, each else the rulebook's (Hill's counters, three detachments). */
function angstOf(param: (id: string, name: string) => unknown): Special['angst'] {
  const get = (name: string) => param('line-of-communication-angst', name);
  const text = (x: unknown, fallback: string) => (typeof x === 'string' ? x : fallback);
  const counts = Array.isArray(get('counts')) ? (get('counts') as unknown[]).filter((c) => c === 'on-map' || c === 'eliminated') : ['on-map', 'eliminated'];
  return {
    nationality: text(get('nationality'), 'anglo-allied') as Army,
    counts: counts as Special['angst']['counts'],
    threshold: typeof get('threshold') === 'number' ? (get('threshold') as number) : 3,
    whenAtLeast: text(get('whenAtLeast'), 'aa-ii-corps-1star'),
    whenFewer: text(get('whenFewer'), 'aa-ii-corps-2star'),
  };
}

/** The turns a listed rule applies in: none when the scenario switches it off, else its own, else the rulebook's. */
const turnsOf = (rule: ScenarioRule | undefined, book: number[]): number[] => (rule?.enabled === false ? [] : (rule?.turns ?? [...book]));

const ARMIES: readonly string[] = ['french', 'anglo-allied', 'prussian'];
const armyOf = (x: unknown, fallback: Army): Army => (typeof x === 'string' && ARMIES.includes(x) ? (x as Army) : fallback);

/** Surprise from the scenario, else the rulebook's: on turn 1 the Coalition moves only Ziethen's Prussian I Corps. */
function surpriseOf(rule: ScenarioRule | undefined): Special['surprise'] {
  const params = (rule?.params ?? {}) as Record<string, unknown>;
  const only = Array.isArray(params['onlyMovable']) ? (params['onlyMovable'] as unknown[]).filter((u): u is string => typeof u === 'string') : ['pr-i-corps'];
  const side: Side = params['side'] === 'french' ? 'french' : 'coalition';
  return { side, turns: turnsOf(rule, [1]), onlyMovable: only };
}

/** Delayed Reaction as the scenario lists it (its army and turns), each else the rulebook's: Anglo-Allied, turn 2. */
function delayedOf(rule: ScenarioRule): NonNullable<Special['delayed']> {
  const params = (rule.params ?? {}) as Record<string, unknown>;
  return { turns: turnsOf(rule, BOOK_DELAYED.turns), nationality: armyOf(params['immobileNationality'], BOOK_DELAYED.nationality) };
}

/** Concentrating the Army as the scenario lists it (army, turns, dice and added moves), each else the rulebook's: Prussian, turn 2, one die. */
function concentratingOf(rule: ScenarioRule): NonNullable<Special['concentrating']> {
  const params = (rule.params ?? {}) as Record<string, unknown>;
  const moves = (params['maxMoves'] ?? {}) as Record<string, unknown>;
  const count = (x: unknown, fallback: number) => (typeof x === 'number' && Number.isInteger(x) && x >= 0 ? x : fallback);
  return {
    turns: turnsOf(rule, BOOK_CONCENTRATING.turns),
    nationality: armyOf(params['nationality'], BOOK_CONCENTRATING.nationality),
    dice: count(moves['dice'], BOOK_CONCENTRATING.dice),
    plus: count(moves['plus'], BOOK_CONCENTRATING.plus),
  };
}

export function setupState(bundle: ScenarioBundle, ctx: Ctx): State {
  const s = bundle.scenario;
  const board: Board = buildBoard(bundle.map, bundle.manifest);
  // A map without the road-to-Brussels regions takes the ends of the path from the victory rule itself.
  const road = (s.victory ?? []).find((v) => v.kind === 'trace-path')?.params as Record<string, unknown> | undefined;
  const labels = (x: unknown): string[] => (Array.isArray(x) ? x.filter((h): h is string => typeof h === 'string') : []);
  if (board.pathFrom.length === 0) board.pathFrom = labels(road?.['from']);
  if (board.pathTo.length === 0) board.pathTo = labels(road?.['to']);
  const pieces = readPieces(bundle);
  const roles = { french: 'french', coalition: 'coalition' } as Record<Side, string>;
  for (const p of s.players ?? []) for (const side of p.sides) if (side === 'french' || side === 'coalition') roles[side] = p.id;
  const units: Record<string, Unit> = {};
  for (const id of Object.keys(pieces)) units[id] = { at: 'spare', back: false };
  // Off the map, a box's kind says what a counter in it is: a reserve holds detachments ready to be
  // placed and HQs waiting for Step A; an eliminated box the dead; the recalled box detachments that
  // sit out this turn; any other box spare counters.
  const boxKind = new Map((s.boxes ?? []).map((b) => [b.id, b.kind as string | undefined]));
  const offMap = (box: string | undefined, kind: Kind): string => {
    const k = box ? boxKind.get(box) : undefined;
    if (k === 'eliminated') return 'eliminated';
    if (kind === 'detachment' && (k === 'reserve' || box === 'french-detachments' || box === 'coalition-detachments')) return 'ready';
    // The recalled box: a detachment there counts as recalled this turn, placeable from the next turn's Step D.
    if (kind === 'detachment' && box !== undefined && /recall/i.test(box)) return 'recalled';
    if (kind === 'hq' && (k === 'reserve' || box === 'hq-placement')) return 'hq-box';
    return 'spare';
  };
  /** HQs whose set-up fixes their mode (a face given). */
  const modeSet = new Set<string>();
  for (const entry of s.setup ?? []) {
    const box = (entry.at as Place).box;
    const hexes = Array.isArray(entry.at) ? [] : hexesOf(bundle, entry.at);
    for (const id of entry.units ?? []) {
      if (!units[id]) continue;
      const at = hexes[0] ?? offMap(box, pieces[id]!.kind);
      units[id] = { at, back: entry.face === 'back' };
      if (pieces[id]!.kind === 'hq' && entry.face !== undefined) modeSet.add(id);
    }
  }
  const first = s.turns?.first ?? 1;
  const arrivals: Arrival[] = [];
  for (const a of s.reinforcements?.schedule ?? []) {
    const entries = hexesOf(bundle, a.at);
    for (const id of a.units) {
      // A unit a test's own set-up has already put on the map does not arrive again.
      if (!units[id] || /^\d{4}$/.test(units[id].at)) continue;
      // A detachment due on the opening turn is ready for placement at once (it never marches on).
      const ready = pieces[id]!.kind === 'detachment' && a.turn <= first;
      units[id] = { at: ready ? 'ready' : 'off', back: ready ? false : a.face === 'back' };
      arrivals.push({ unit: id, turn: a.turn, entries, ...(a.after ? { after: a.after } : {}) });
    }
  }
  const rule = (id: string) => (s.specialRules ?? []).find((r) => r.id === id && r.enabled !== false);
  // A rule the scenario lists, even switched off (which then applies in no turn).
  const listed = (id: string) => (s.specialRules ?? []).find((r) => r.id === id);
  // Kept in the state only where the scenario's values differ from the rulebook's, which apply when they are absent.
  const differs = <T>(value: T, book: T): T | undefined => (JSON.stringify(value) === JSON.stringify(book) ? undefined : value);
  const delayedRule = listed('delayed-reaction');
  const delayed = delayedRule && differs<Special['delayed']>(delayedOf(delayedRule), BOOK_DELAYED);
  const concentratingRule = listed('concentrating-the-army');
  const concentrating = concentratingRule && differs<Special['concentrating']>(concentratingOf(concentratingRule), BOOK_CONCENTRATING);
  const param = (id: string, name: string): unknown => (rule(id)?.params as Record<string, unknown> | undefined)?.[name];
  const deluge = rule('the-deluge');
  // The first day's special rules (Surprise, Road Congestion, Delayed Reaction, Concentrating the
  // Army) apply where the scenario lists them; the shipped June 15 scenario does.
  const june15 = first <= 2 && ['surprise', 'road-congestion', 'delayed-reaction', 'concentrating-the-army'].some((id) => rule(id) !== undefined);
  // Where play opens: the scenario's opening sequence, else the start of the turn (Step A).
  const opening = param('opening-sequence', 'beginWith');
  const state: State = {
    board,
    pieces,
    roles,
    special: {
      june15: june15 && ctx.options['ignoreSpecialRules'] !== true,
      hiddenRolls: june15 && ctx.options['ignoreSpecialRules'] !== true && ctx.options['hiddenJune15Rolls'] === true,
      deluge: deluge?.turns ?? [],
      rainOn: ((param('the-deluge', 'rainOn') as number[] | undefined) ?? [1, 2, 3, 4]).slice(),
      // The scenario's last day: the turns it lists, else the AM and PM turns sharing the last turn's day.
      lastDay: rule('last-day-blown-eliminated')?.turns ?? lastDayOf(first, first + (s.turns?.count ?? 6) - 1),
      ricochet:
        typeof param('artillery-ricochet-ineffective', 'attackModifier') === 'number'
          ? (param('artillery-ricochet-ineffective', 'attackModifier') as number)
          : -1,
      roadPoints: typeof road?.['points'] === 'number' ? road['points'] : 5,
      angst: angstOf(param),
      surprise: surpriseOf(listed('surprise')),
      ...(delayed ? { delayed } : {}),
      ...(concentrating ? { concentrating } : {}),
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
  if (opening === 'movement') {
    // A turn opened at the Movement Phase still has its weather, rolled first, as before Step A.
    rollWeather(state, ctx);
    // With no Step A to choose them in, HQs whose mode the set-up leaves open start in the mode their
    // player chooses; then the game opens with the Movement Phase.
    state.phase = 'modes';
    state.queue = hqIds(state).filter((id) => !modeSet.has(id) && units[id]!.at !== 'off' && units[id]!.at !== 'hq-box');
    if (state.queue.length === 0) beginMovement(state, ctx);
  } else if (opening === 'detachment-placement') {
    // A turn opened mid-way still has its weather, rolled before Step A would have been.
    rollWeather(state, ctx);
    beginStep(state, 'detach', ctx);
  } else startTurn(state, ctx);
  return state;
}
