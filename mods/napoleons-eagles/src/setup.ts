// Setting up a battle (3.1): the area map, the cards of both armies, the playing-card decks
// with their check sections, the set-up and the reinforcements, and what a campaign carries.
import { cardsOf, type ScenarioBundle } from '@kriegsspiel/rules-sdk';
import type { Carried } from './campaign';
import { isICorps } from './helpers';
import type { Arrival, Board, Card, Face, Front, Piece, Rules, Side, State, Terrain, TerrainFace, VictoryBand, VictoryPoints, VictoryRules } from './types';
import { SIDES } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any -- the bundle's documents are read loosely, by the shapes this mod's data uses */
type Loose = any;

const ARMY_OF: Record<string, Piece['army']> = { 'armee-du-nord': 'french', 'anglo-allied-army': 'allied', 'prussian-army': 'prussian' };

function boardOf(map: Loose): Board {
  const areas: Loose[] = map.areas ?? [];
  const connections: Loose[] = map.connections ?? [];
  const names: Record<string, string> = {};
  for (const a of areas) names[a.id] = a.name;
  const sideOfArea = (id: string): Side => (areas.find((a) => a.id === id)?.side === 'french' ? 'french' : 'coalition');
  const fronts: Front[] = [];
  for (const front of areas.filter((a) => a.kind === 'front-line')) {
    const wings = connections.filter((c) => c.kind === 'front' && c.to === front.id).map((c) => c.from as string);
    const wing = { french: '', coalition: '' } as Record<Side, string>;
    for (const w of wings) wing[sideOfArea(w)] = w;
    const reserve = { french: '', coalition: '' } as Record<Side, string>;
    for (const side of ['french', 'coalition'] as Side[]) reserve[side] = connections.find((c) => c.kind === 'feeds' && c.to === wing[side])?.from ?? '';
    // A wing's map `capacity` is not read: stacking is a scenario instruction (4.3, 7.0), its `stacking` special rule.
    fronts.push({ letter: String(front.id).replace('front-', '').toUpperCase(), wing, reserve });
  }
  const reserves = { french: [], coalition: [] } as Record<Side, string[]>;
  for (const a of areas.filter((x) => x.kind === 'reserve')) reserves[sideOfArea(a.id)].push(a.id);
  const adjacent: Record<string, string[]> = {};
  for (const c of connections.filter((x) => x.kind === 'adjacent')) {
    (adjacent[c.from] ??= []).push(c.to);
    (adjacent[c.to] ??= []).push(c.from);
  }
  const links = connections.filter((c) => c.kind === 'reserve-link').map((c) => [c.from, c.to] as [string, string]);
  return { fronts, reserves, links, adjacent, names };
}

function faceOf(v: Loose): Face {
  return {
    strength: v.strength,
    manpower: v.manpower,
    artillery: v.artillery,
    infantry: v.infantry,
    cavalry: v.cavalry,
    cavalrySupport: v.cavalrySupport,
    initiative: v.initiative,
    ...(v.enhancedMelee ? { enhancedMelee: v.enhancedMelee } : {}),
    ...(v.acesUp ? { acesUp: { value: v.acesUp.value, ...(v.acesUp.melee ? { melee: true } : {}) } } : {}),
    ...(typeof v.rallyInPlace === 'boolean' ? { rallyInPlace: v.rallyInPlace } : {}),
  };
}

function piecesOf(oob: Loose): { pieces: Record<string, Piece>; terrain: Record<string, Terrain> } {
  const pieces: Record<string, Piece> = {};
  const walk = (formation: Loose, army: Piece['army'], corps: string | undefined) => {
    for (const u of formation.units ?? []) {
      const v = u.values ?? {};
      const side: Side = army === 'french' ? 'french' : 'coalition';
      const piece: Piece = { id: u.id, name: u.name ?? u.id, side, army, type: u.type };
      if (corps) piece.corps = corps;
      if (u.type === 'leader') {
        piece.orders = v.orders ?? 0;
        piece.leadership = v.leadership ?? 0;
        piece.initiative = v.initiative ?? 'none';
        if (v.initiativeOnAttackOnly) piece.initiativeOnAttackOnly = true;
        if (v.accompaniedBy) piece.accompaniedBy = v.accompaniedBy;
      } else {
        piece.full = faceOf(v.full);
        piece.disrupted = faceOf(v.disrupted);
        if (v.guard) piece.guard = true;
      }
      pieces[u.id] = piece;
    }
    for (const f of formation.formations ?? []) walk(f, army, f.kind === 'corps' ? f.id : corps);
  };
  // An army the rules do not name takes its side from its nationality (an army of a designer's order of battle).
  const sideOfNation = (id: string): string | undefined => (oob.nationalities ?? []).find((n: Loose) => n.id === id)?.side;
  const armyOf = (army: Loose): Piece['army'] =>
    ARMY_OF[army.id] ?? (army.nationality === 'prussian' ? 'prussian' : sideOfNation(army.nationality) === 'allied' ? 'allied' : 'french');
  for (const army of oob.formations ?? []) walk(army, armyOf(army), undefined);
  const terrain: Record<string, Terrain> = {};
  for (const u of oob.units ?? []) {
    if (u.type !== 'terrain') continue;
    const face = (f: Loose): TerrainFace => ({
      icon: f.icon,
      ...(f.manpower ? { manpower: f.manpower } : {}),
      ...(f.enhancedMelee ? { enhancedMelee: f.enhancedMelee } : {}),
      ...(f.infantry ? { infantry: f.infantry } : {}),
      ...(f.artillery ? { artillery: f.artillery } : {}),
      ...(f.enemyArtillery ? { enemyArtillery: f.enemyArtillery } : {}),
      ...(f.initiative && f.initiative !== 'none' ? { initiative: f.initiative } : {}),
    });
    terrain[u.id] = {
      id: u.id,
      name: u.name,
      strength: u.values.strength,
      ...(u.values.surrenderable === false ? { surrenderable: false as const } : {}),
      front: face(u.values.front),
      back: face(u.values.back),
      owner: u.side === 'french' ? 'french' : 'coalition',
    };
  }
  return { pieces, terrain };
}

function rulesOf(scenario: Loose, options: Loose): Rules {
  const special = (id: string): Loose => (scenario.specialRules ?? []).find((r: Loose) => r.id === id && r.enabled !== false);
  const battle = String(scenario.id).replace('napoleons-eagles-', '') as Rules['battle'];
  const stacking = special('stacking')?.params?.unitsPerWing;
  const initiative = special('coalition-first-player')?.params;
  const rules: Rules = {
    battle,
    lastTurn: (scenario.turns?.count ?? 4) + (battle === 'wavre' && options?.wavreEarlyStart ? 1 : 0),
    no25Melee: [],
    oldGuard: Boolean(special('old-guard')),
  };
  if (typeof stacking === 'number') rules.stacking = stacking;
  if (initiative) rules.initiative = { choiceTurns: initiative.choiceTurns, automaticTurn: initiative.automaticTurn };
  const march = special('march-of-ii-corps');
  if (march) rules.doubleBreakthroughTurn = (march.params?.turn ?? 1) + (options?.wavreEarlyStart ? 1 : 0);
  const victory = victoryRulesOf(scenario);
  if (victory) rules.victory = victory;
  return rules;
}

const isSide = (v: unknown): v is Side => v === 'french' || v === 'coalition';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const points = (v: Loose): Record<string, number> | undefined => {
  if (!v || typeof v !== 'object') return undefined;
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(v)) if (isNumber(n)) out[k] = n;
  return Object.keys(out).length ? out : undefined;
};

/**
 * The scenario's victory conditions (3.2, 7.x 3), read by their `kind`: `break-army` (the level
 * of breaking the enemy), `victory-points` (what each item scores, the level bands, who wins
 * ties) and `upgrade-on-leader-loss`. Undefined when the scenario gives none of them; a part it
 * leaves out takes the ruleset's default when the battle ends (`victoryOf` in rules.ts).
 */
function victoryRulesOf(scenario: Loose): VictoryRules | undefined {
  const conditions: Loose[] = Array.isArray(scenario.victory) ? scenario.victory : [];
  const of = (kind: string): Loose[] => conditions.filter((c) => c?.kind === kind);
  const out: VictoryRules = {};
  const broken = of('break-army')[0]?.params?.level;
  if (broken === 'decisive' || broken === 'major' || broken === 'minor') out.breakLevel = broken;
  const breakAt = of('break-army')[0]?.params?.demoralizations;
  if (Number.isInteger(breakAt) && breakAt >= 1) out.breakAt = breakAt;
  const vp = of('victory-points')[0]?.params;
  if (vp?.points && typeof vp.points === 'object') {
    const p = vp.points;
    const num = (k: string): number => (isNumber(p[k]) ? p[k] : 0);
    const scored: VictoryPoints = {
      terrainCardHeld: num('terrainCardHeld'),
      enemyUnitEliminated: num('enemyUnitEliminated'),
      demoralizationInflicted: num('demoralizationInflicted'),
      enemyCardRemovedByMelee: num('enemyCardRemovedByMelee'),
    };
    const hdc = points(p.leaderHdc);
    const dead = points(p.leaderEliminated);
    if (hdc) scored.leaderHdc = hdc;
    if (dead) scored.leaderEliminated = dead;
    if (isSide(p.leaderPointsFor)) scored.leaderPointsFor = p.leaderPointsFor;
    out.points = scored;
  }
  if (Array.isArray(vp?.levels)) {
    out.levels = [];
    for (const b of vp.levels as Loose[]) {
      if (b?.level !== 'major' && b?.level !== 'minor') continue;
      const band: VictoryBand = { level: b.level };
      if (isSide(b.player)) band.player = b.player;
      if (isSide(b.of)) band.of = b.of;
      if (isNumber(b.margin)) band.margin = b.margin;
      if (isNumber(b.below)) band.below = b.below;
      out.levels.push(band);
    }
  }
  if (isSide(vp?.ties)) out.ties = vp.ties;
  for (const c of of('upgrade-on-leader-loss')) {
    const u = c.params ?? {};
    const level = (v: unknown) => v === 'major' || v === 'minor';
    if (isSide(c.player) && typeof u.leader === 'string' && level(u.from) && level(u.to))
      (out.upgrades ??= []).push({ player: c.player, leader: u.leader, from: u.from, to: u.to });
  }
  return Object.keys(out).length ? out : undefined;
}

/** A playing card of the data as the rules read it (2.4.4: value, colour and check sections). */
function cardOf(id: string, v: Loose): Card {
  return {
    id,
    value: v.value,
    color: v.color,
    symbol: v.symbol,
    melee: Boolean(v.melee),
    artillery: v.artillery,
    breakthrough: v.breakthrough,
    charge: v.charge,
    recovery: v.recovery,
  };
}

/** The playing cards of the scenario's decks and each player's own pile of them (2.4). */
export interface Decks {
  cards: Record<string, Card>;
  piles: Record<Side, string[]>;
  /** The deck each side draws from, by its id in the data. */
  ids: Record<Side, string>;
}

/**
 * Each player's deck of playing cards (2.4: one per player, never mixed). A deck the data gives
 * a player (`owner`) is that player's; a player the data gives none takes a copy of the first
 * deck that belongs to nobody, else of the first deck listed. A card with `count` is that many
 * cards. Where two decks use one id for different cards, the later deck's card is renamed with
 * its deck's id in front, so each id still names one card.
 */
export function decksOfScenario(scenario: Loose): Decks {
  const decks: Loose[] = Array.isArray(scenario.decks) ? scenario.decks : [];
  const players: Loose[] = scenario.players ?? [];
  const sideOfOwner = (owner: string): Side => {
    if (owner === 'french' || owner === 'coalition') return owner;
    const sides: string[] = players.find((p) => p.id === owner)?.sides ?? [];
    return sides.includes('french') ? 'french' : 'coalition';
  };
  const cards: Record<string, Card> = {};
  const idsOf = (deck: Loose): string[] =>
    cardsOf(deck).map((c) => {
      const card = cardOf(c.id, c.values as Loose);
      const same = (x: Card | undefined) => x !== undefined && JSON.stringify(x) === JSON.stringify(card);
      const id = cards[c.id] === undefined || same(cards[c.id]) ? c.id : `${deck.id}-${c.id}`;
      cards[id] = { ...card, id };
      return id;
    });
  const piles = { french: [], coalition: [] } as Record<Side, string[]>;
  const ids = { french: '', coalition: '' } as Record<Side, string>;
  for (const deck of decks.filter((d) => typeof d?.owner === 'string')) {
    const side = sideOfOwner(deck.owner);
    piles[side].push(...idsOf(deck));
    ids[side] ||= deck.id;
  }
  const shared = decks.find((d) => typeof d?.owner !== 'string') ?? decks[0];
  for (const side of SIDES)
    if (!ids[side] && shared) {
      piles[side] = idsOf(shared);
      ids[side] = shared.id;
    }
  for (const side of SIDES) piles[side].sort();
  return { cards, piles, ids };
}

export function setupState(bundle: ScenarioBundle): State {
  const scenario = bundle.scenario as Loose;
  const board = boardOf(bundle.map as Loose);
  const { pieces, terrain: terrainCards } = piecesOf(bundle.oob as Loose);
  const { cards, piles, ids: deckIds } = decksOfScenario(scenario);
  const rules = rulesOf(scenario, bundle.options);
  const carried = bundle.campaign?.carried as Carried | undefined;
  const units: State['units'] = {};
  const terrain: State['terrain'] = {};
  for (const p of scenario.setup ?? []) {
    for (const id of p.units ?? []) {
      if (terrainCards[id]) terrain[id] = { at: p.at.area, exhausted: false };
      else if (pieces[id]) units[id] = { at: p.at.area, disrupted: false, exhausted: false };
    }
  }
  const arrivals: Arrival[] = [];
  for (const a of scenario.reinforcements?.schedule ?? []) {
    const side = pieces[a.units[0]]?.side ?? terrainCards[a.units[0]]?.owner ?? 'french';
    arrivals.push({ turn: a.turn, units: a.units, at: a.at.area, entryCheck: a.condition === 'entry-check', arrived: false, side });
    // A terrain card may come into play later in the battle (2.2.1), as the scenario lists it.
    for (const id of a.units)
      if (terrainCards[id]) terrain[id] = { at: 'pending', exhausted: false };
      else units[id] = { at: 'pending', disrupted: false, exhausted: false };
  }
  // 7.5 3a: at Ligny the French may hold I Corps back (no entry checks), keeping it for Quatre Bras.
  const held = rules.battle === 'ligny' && (bundle.options as Loose | undefined)?.iCorpsAtLigny === 'hold';
  if (held) arrivals.splice(0, arrivals.length, ...arrivals.filter((a) => !isICorps(pieces, a)));
  // The first player the set-up chart names (3.1, 5.0).
  const first: Side = scenario.turns?.firstPlayer === 'coalition' ? 'coalition' : 'french';
  const state: State = {
    rules,
    board,
    pieces,
    terrainCards,
    cards,
    turn: 1,
    first,
    initiativeTaken: false,
    step: 'movement',
    mover: first,
    units,
    terrain,
    moved: [],
    deck: piles,
    discard: { french: [], coalition: [] },
    removed: { french: [], coalition: [] },
    hand: { french: [], coalition: [] },
    demoralization: { french: 0, coalition: 0 },
    inflicted: { french: 0, coalition: 0 },
    kills: { french: 0, coalition: 0 },
    flanked: [],
    outOfCommand: {},
    declared: {},
    declarationsDone: [],
    arrivals,
    leaderHdc: [],
    leaderDead: [],
    oldGuardTurn: 0,
    frenchBreakthrough: {},
  };
  // A deck named otherwise than `<side>-playing-cards` is drawn from under its own name.
  for (const side of SIDES) if (deckIds[side] && deckIds[side] !== `${side}-playing-cards`) (state.deckId ??= {})[side] = deckIds[side];
  if (carried) applyCarried(state, carried);
  return state;
}

/** What the battles before this one change in it (7.5 3a, 7.6 3b, 7.7). */
function applyCarried(state: State, carried: Carried): void {
  if (carried.over) {
    state.step = 'over';
    state.outcome = { ...carried.over, scores: { french: 0, coalition: 0 } };
    return;
  }
  const spent = carried.spent;
  if (spent) {
    state.spent = { french: [...spent.french], coalition: [...spent.coalition] };
    for (const side of SIDES) state.deck[side] = state.deck[side].filter((c) => !spent[side].includes(c));
  }
  if (carried.iCorpsUsed) state.arrivals = state.arrivals.filter((a) => !isICorps(state.pieces, a));
  if (carried.noPrussians)
    for (const a of state.arrivals)
      if (a.side === 'coalition' && a.units.some((u) => state.pieces[u]?.army === 'prussian')) {
        a.arrived = true;
        for (const u of a.units) if (state.units[u]) (state.units[u] as { at: string }).at = 'eliminated';
      }
  state.rules.no25Melee = carried.no25Melee ?? [];
  for (const id of carried.disrupted ?? []) if (state.units[id]) (state.units[id] as { disrupted: boolean }).disrupted = true;
  // Wavre's breakthrough demoralizations disrupt Prussian II Corps arrivals: the Coalition
  // chooses which before the battle goes on (day.ts, `disrupt-ii`); a second hit eliminates.
  const ii = Object.keys(state.units).filter((id) => state.pieces[id]?.corps === 'pr-ii-corps' && state.units[id]?.at !== 'eliminated');
  if ((carried.wavreDisruptions ?? 0) > 0 && ii.length > 0) state.iiDisruptions = carried.wavreDisruptions;
}
