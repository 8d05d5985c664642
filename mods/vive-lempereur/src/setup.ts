// Set-up (4.0, 13.x, 14.0): the board, the pieces with their reference-sheet values, the
// historical deployment with facings, the ten command cards a side and the first hand.
import { cardsOf, hex, type Formation, type RulesContext, type ScenarioBundle, type Unit } from '@kriegsspiel/rules-sdk';
import { buildBoard, hexAt } from './board';
import { startDeployment } from './deploy';
import { SIDES, type Arm, type CardRules, type Piece, type Round, type Rules, type Side, type State, type UnitState, type ViveHooks } from './types';

const ARMS: Record<string, Arm> = {
  'old-guard': 'infantry',
  'elite-infantry': 'infantry',
  'english-infantry': 'infantry',
  'french-infantry': 'infantry',
  'regular-infantry': 'infantry',
  'militia-infantry': 'infantry',
  skirmishers: 'infantry',
  'heavy-cavalry': 'cavalry',
  'medium-cavalry': 'cavalry',
  'light-cavalry': 'cavalry',
  'heavy-artillery': 'artillery',
  'medium-artillery': 'artillery',
  'horse-artillery': 'artillery',
  general: 'general',
  garrison: 'garrison',
};

/** The arm a unit type's map symbol stands for, for unit types a designer adds (1.1: infantry, cavalry, artillery, and generals). */
const ARM_OF_SYMBOL: Record<string, Arm> = {
  infantry: 'infantry',
  'light-infantry': 'infantry',
  militia: 'infantry',
  cavalry: 'cavalry',
  'light-cavalry': 'cavalry',
  'heavy-cavalry': 'cavalry',
  artillery: 'artillery',
  'horse-artillery': 'artillery',
  leader: 'general',
  headquarters: 'general',
};

/**
 * The arm of a unit type: the rulebook's own types by name; a type a designer adds (in the order
 * of battle or the manifest) by the class the manifest's extension lists it under, else by its
 * symbol or category. Infantry when nothing says.
 */
function armReader(bundle: ScenarioBundle): (type: string) => { arm: Arm; symbol?: string } {
  const ext = (bundle.manifest.extensions as Record<string, unknown> | undefined)?.['vive-lempereur'] as { unitClasses?: Record<string, string[]> } | undefined;
  const byClass = new Map<string, Arm>();
  for (const [cls, types] of Object.entries(ext?.unitClasses ?? {})) for (const t of types) byClass.set(t, cls === 'leader' ? 'general' : (cls as Arm));
  const declared = new Map([...(bundle.manifest.unitTypes ?? []), ...(bundle.oob.unitTypes ?? [])].map((t) => [t.id, t]));
  return (type) => {
    const t = declared.get(type);
    const arm =
      ARMS[type] ??
      byClass.get(type) ??
      (t?.symbol ? ARM_OF_SYMBOL[t.symbol] : undefined) ??
      (t?.category === 'leader' || t?.category === 'headquarters' ? 'general' : 'infantry');
    return { arm, ...(t?.symbol ? { symbol: t.symbol } : {}) };
  };
}

function readPieces(bundle: ScenarioBundle): Record<string, Piece> {
  const sideOf = new Map((bundle.oob.nationalities ?? []).map((n) => [n.id, n.side as Side]));
  const armOf = armReader(bundle);
  const pieces: Record<string, Piece> = {};
  const num = (u: Unit, k: string, d: number) => (typeof u.values?.[k] === 'number' ? (u.values[k] as number) : d);
  const add = (units: Unit[] | undefined, nationality: string | undefined) => {
    for (const u of units ?? []) {
      const nat = u.nationality ?? nationality ?? '';
      const fire = Array.isArray(u.values?.['fire']) ? (u.values['fire'] as number[]) : [];
      const { arm, symbol } = armOf(u.type);
      pieces[u.id] = {
        side: (u.side as Side | undefined) ?? sideOf.get(nat) ?? 'french',
        nationality: nat,
        type: u.type,
        arm,
        name: u.name ?? u.id,
        fire,
        elements: num(u, 'elements', 1),
        moveAndFire: num(u, 'moveAndFire', 0),
        moveOnly: num(u, 'moveOnly', 3),
        rallyDice: num(u, 'rallyDice', 3),
        // Horse artillery is the battery that may move and still fire (6.0), whatever its type is called.
        horse: u.type === 'horse-artillery' || (arm === 'artillery' && num(u, 'moveAndFire', 0) > 0),
        // Skirmishers fire in any direction (7.1): any infantry type drawn as light infantry.
        ...(arm === 'infantry' && symbol === 'light-infantry' ? { allRound: true } : {}),
      };
    }
  };
  const walk = (formations: Formation[] | undefined, nationality: string | undefined) => {
    for (const f of formations ?? []) {
      add(f.units, f.nationality ?? nationality);
      walk(f.formations, f.nationality ?? nationality);
    }
  };
  walk(bundle.oob.formations, undefined);
  add(bundle.oob.units, undefined);
  return pieces;
}

/** A garrison disc (6.0) of a nationality, numbered: one element that fires 4 at the next hex and never moves. */
export function garrisonDisc(nationality: string, side: Side, n: number): Piece {
  return {
    side,
    nationality,
    type: 'garrison',
    arm: 'garrison',
    name: `Garrison left by the ${nationality} ${n}`,
    fire: [4],
    elements: 1,
    moveAndFire: 0,
    moveOnly: 0,
    rallyDice: 0,
    horse: false,
  };
}

/**
 * Spare garrison discs (6.0): infantry may leave one behind in a building, so each nationality
 * with infantry gets as many as the map has building hexes, off the map until used. The rule
 * sets no limit: when they are all used (left and lost again, or more buildings laid as tiles), the
 * order that leaves one more makes a new disc (flow.ts).
 */
function spareGarrisons(pieces: Record<string, Piece>, buildingHexes: number): Record<string, Piece> {
  const out: Record<string, Piece> = {};
  const nationalities = new Map<string, Side>();
  for (const p of Object.values(pieces)) if (p.arm === 'infantry' && !nationalities.has(p.nationality)) nationalities.set(p.nationality, p.side);
  for (const [nationality, side] of [...nationalities].sort())
    for (let n = 1; n <= buildingHexes; n++) out[`${nationality}-left-garrison-${n}`] = garrisonDisc(nationality, side, n);
  return out;
}

const COMPASS: Record<string, number> = { se: 0, ne: 1, n: 2, nw: 3, sw: 4, s: 5 };

export function emptyRound(first: Side): Round {
  return {
    cards: {},
    revealed: false,
    dice: { french: [], allied: [] },
    autoLeft: { french: 0, allied: 0 },
    autoSector: { french: null, allied: null },
    perSector: { french: [0, 0, 0], allied: [0, 0, 0] },
    ordered: [],
    fired: [],
    retreated: [],
    reacted: [],
    done: { french: false, allied: false },
    next: first,
  };
}

export function setupState(bundle: ScenarioBundle, ctx: RulesContext<ViveHooks>): State {
  const s = bundle.scenario;
  const roles = { french: 'french', allied: 'allied' } as Record<Side, string>;
  for (const p of s.players ?? []) for (const side of p.sides ?? []) if (side === 'french' || side === 'allied') roles[side] = p.id;
  const board = buildBoard(bundle.map, bundle.manifest, s, roles);
  const pieces = readPieces(bundle);
  Object.assign(pieces, spareGarrisons(pieces, board.terrain.filter((t) => board.types[t]?.buildings).length));
  const units: Record<string, UnitState> = {};
  for (const [id, p] of Object.entries(pieces))
    units[id] = { hex: null, facing: p.side === 'french' ? 2 : 5, elements: p.elements, square: false, status: 'pool' };
  for (const entry of s.setup ?? []) {
    const label = Array.isArray(entry.at) ? undefined : entry.at.hex;
    if (!label) continue;
    for (const id of entry.units ?? []) {
      const u = units[id];
      if (!u) continue;
      u.hex = label;
      u.status = 'map';
      if (entry.facing && COMPASS[entry.facing] !== undefined) u.facing = COMPASS[entry.facing] as number;
    }
  }
  // Command cards: each side's deck of ten, chosen (not drawn) into a hand of six (4.1).
  const cards: Record<string, CardRules> = {};
  const decks = {} as State['decks'];
  for (const side of SIDES) {
    const deck = (s.decks ?? []).find((d) => d.owner === roles[side] || d.id === `${side}-command`);
    const all = deck ? cardsOf(deck).map((c) => c.id) : [];
    for (const c of deck ? cardsOf(deck) : []) cards[c.id] = c.values as unknown as CardRules;
    decks[side] = { all, hand: [], played: [], reserve: [...all] };
  }
  const sideOfPlayer = (player: string | undefined): Side => (Object.entries(roles).find(([, r]) => r === player)?.[0] ?? 'french') as Side;
  const substantial: Rules['substantial'] = { french: [], allied: [] };
  let substantialAt: Rules['substantialAt'] = 'round';
  for (const v of s.victory ?? []) {
    const p = (v.params ?? {}) as Record<string, unknown>;
    if (v.kind !== 'eliminated-units') continue;
    if (p['checkAt'] === 'end-of-turn') substantialAt = 'turn';
    for (const cond of (p['any'] ?? []) as { nationality?: string; side?: string; count: number }[])
      substantial[sideOfPlayer(v.player)].push({
        count: cond.count,
        ...(cond.nationality ? { nationality: cond.nationality } : {}),
        ...(cond.side ? { side: cond.side as Side } : {}),
      });
  }
  const entries = new Map((bundle.map.entryPoints ?? []).map((e) => [e.id, e.hex]));
  const regions = new Map((bundle.map.regions ?? []).map((r) => [r.id, r.hexes ?? []]));
  const hexesOf = (at: unknown): string[] =>
    (Array.isArray(at) ? at : [at]).flatMap((p: { hex?: string; entry?: string; region?: string }) =>
      p.hex ? [p.hex] : p.entry ? [entries.get(p.entry) ?? ''].filter(Boolean) : p.region ? (regions.get(p.region) ?? []) : [],
    );
  const pools: Record<string, string[]> = {};
  for (const pool of s.pools ?? []) pools[pool.id] = [...pool.units];
  const draws: Rules['draws'] = (s.reinforcements?.draws ?? []).map((d) => {
    const pool = (s.pools ?? []).find((p) => p.id === d.pool);
    return {
      side: sideOfPlayer(pool?.owner),
      pool: d.pool,
      perTurn: d.perTurn ?? 1,
      fromTurn: d.fromTurn ?? 1,
      toTurn: d.toTurn ?? d.fromTurn ?? 99,
      rule: d.rule ?? '',
      hexes: hexesOf(d.at),
    };
  });
  // Waterloo's two draws run every turn from their first; the hypothetical one is one draw per turn listed.
  for (const d of draws) if (d.rule !== 'hypothetical-random-arrival') d.toTurn = 99;
  const schedule = (s.reinforcements?.schedule ?? []).map((a) => ({ turn: a.turn, units: [...a.units], hexes: hexesOf(a.at) }));
  const separate = ((s.specialRules ?? []).find((r) => r.id === 'separate-generals')?.params as Record<string, unknown> | undefined)?.['nationalities'];
  const rules: Rules = {
    substantial,
    substantialAt,
    turns: typeof ctx.options['battleTurns'] === 'number' ? (ctx.options['battleTurns'] as number) : (s.turns?.count ?? 6),
    schedule,
    draws,
    separateNationalities: Array.isArray(separate) ? (separate as string[]) : [],
  };
  // Check that every placed hex exists, so a bad scenario fails at set-up with its label.
  for (const u of Object.values(units)) if (u.hex) hexAt(board, u.hex);
  void hex;
  const state: State = {
    board,
    pieces,
    cards,
    rules,
    roles,
    units,
    decks,
    choosing: { french: 6, allied: 6 },
    pools,
    turn: 1,
    round: 0,
    phase: 'hand',
    current: emptyRound('french'),
    activation: null,
    eliminated: { french: [], allied: [] },
  };
  if (ctx.options['deployment'] === 'alternating') startDeployment(state, ctx, ctx.options['hiddenDeployment'] !== false);
  else
    ctx.log(`${s.name}: ${Object.values(units).filter((u) => u.status === 'map').length} pieces on the field. Each side chooses six of its ten command cards.`);
  return state;
}
