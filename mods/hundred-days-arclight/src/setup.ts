// Set-up (4): the state built from the scenario, its map and order of battle. The French
// units are drawn blind into their villages; the Allied player draws units one by one into
// the northern cities and may stop before the sixth; then each player takes six cards.
import { cardsOf, type Formation, type LegalAction, type Place, type ScenarioBundle, type Unit } from '@kriegsspiel/rules-sdk';
import { buildBoard, hexName, hexOfPlace } from './board';
import { startTurn } from './flow';
import { placeUnit, positionOf } from './stacks';
import { enemyOf, type Action, type Arrival, type Board, type DrawRule, type Piece, type Rules, type SetupDraw, type Side, type State } from './types';
import { army, cardWords, count, logged, nationName, unitsWords, type Ctx, type ReadCtx } from './words';
import { placeOpen } from './reinforcements';

type Params = Record<string, unknown>;

/**
 * Reads every piece of the order of battle, with the nationality and side it inherits from its
 * formations. A unit made from one of the blank pieces (rule 1) takes what its blank fixes
 * (nationality, side, values) where the unit itself does not say.
 */
function readPieces(bundle: ScenarioBundle): Record<string, Piece> {
  const sideOf = new Map((bundle.oob.nationalities ?? []).map((n) => [n.id, n.side]));
  const blanks = new Map((bundle.oob.templates ?? []).map((t) => [t.id, t]));
  const pieces: Record<string, Piece> = {};
  const add = (units: Unit[] | undefined, nationality: string | undefined) => {
    for (const u of units ?? []) {
      const blank = u.template === undefined ? undefined : blanks.get(u.template);
      const nat = u.nationality ?? blank?.nationality ?? nationality ?? '';
      const side = (u.side ?? sideOf.get(nat) ?? blank?.side ?? 'french') as Side;
      const type = u.type === 'cavalry' || u.type === 'leader' ? u.type : 'infantry';
      const values = { ...(blank?.values ?? {}), ...(u.values ?? {}) };
      const combat = typeof values['combat'] === 'number' ? values['combat'] : 0;
      pieces[u.id] = { side, nationality: nat, type, combat, ...(type === 'leader' ? { name: u.name } : {}) };
    }
  };
  const walk = (formations: Formation[] | undefined, nationality: string | undefined) => {
    for (const f of formations ?? []) {
      const nat = f.nationality ?? nationality;
      add(f.units, nat);
      walk(f.formations, nat);
    }
  };
  walk(bundle.oob.formations, undefined);
  add(bundle.oob.units, undefined);
  return pieces;
}

/** The hexes of a place or list of places. */
function hexesOf(board: Board, at: Place | Place[]): string[] {
  return (Array.isArray(at) ? at : [at]).map((p) => hexOfPlace(board, p)).filter((h): h is string => h !== undefined);
}

/** Location ids to hexes, for the per-nationality lists of a placement rule. */
function locationsToHexes(board: Board, byNationality: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [nation, ids] of Object.entries((byNationality ?? {}) as Record<string, string[]>)) out[nation] = ids.map((id) => board.locations[id]?.hex ?? id);
  return out;
}

/** The scenario data the rules read during play. */
function readRules(bundle: ScenarioBundle, board: Board, roles: Record<Side, string>): Rules {
  const s = bundle.scenario;
  const victory = (kind: string): Params => (s.victory ?? []).find((v) => v.kind === kind)?.params ?? {};
  const special = (id?: string): Params => (s.specialRules ?? []).find((r) => r.id === id && r.enabled !== false)?.params ?? {};
  const reach = victory('leader-with-unit-enters');
  const hold = victory('hold-region');
  const sideOfPlayer = (player?: string) => (Object.entries(roles).find(([, p]) => p === player)?.[0] ?? 'french') as Side;
  const draws: DrawRule[] = (s.reinforcements?.draws ?? []).map((d) => {
    const params = special(d.rule);
    const pool = (s.pools ?? []).find((p) => p.id === d.pool);
    const byNationality = locationsToHexes(board, params['byNationality']);
    return {
      side: sideOfPlayer(pool?.owner),
      pool: d.pool,
      perTurn: d.perTurn,
      optional: d.optional === true,
      fromTurn: d.fromTurn ?? 0,
      ...(d.toTurn !== undefined ? { toTurn: d.toTurn } : {}),
      places: hexesOf(board, d.at),
      mode: Object.keys(byNationality).length > 0 ? 'by-nationality' : 'choose-places',
      byNationality,
      secondToOther: params['secondEnglishToOther'] === true || params['secondToOther'] === true,
      faceDown: d.faceDown === true,
    };
  });
  const arrivals: Arrival[] = (s.reinforcements?.schedule ?? []).map((a, i) => ({
    id: `arrival-${i + 1}`,
    turn: a.turn,
    units: [...a.units],
    places: hexesOf(board, a.at),
    faceDown: a.faceDown === true,
  }));
  return {
    leader: typeof reach['leader'] === 'string' ? reach['leader'] : 'napoleon',
    objectives: ((reach['locations'] ?? []) as string[]).map((id) => board.locations[id]?.hex ?? id),
    central: board.regions[String(hold['region'] ?? '')] ?? [],
    holdTurns: typeof hold['consecutiveTurns'] === 'number' ? hold['consecutiveTurns'] : 0,
    apart: ((special('separate-armies')['apart'] ?? []) as [string, string][]).map(([a, b]) => [a, b]),
    draws,
    arrivals,
    deck: s.decks?.[0]?.id ?? 'artillery',
    handSize: s.decks?.[0]?.hand ?? 6,
    nations: Object.fromEntries((bundle.oob.nationalities ?? []).map((n) => [n.id, n.name])),
  };
}

/** Builds the starting state. */
export function setupState(bundle: ScenarioBundle, ctx: Ctx): State {
  const s = bundle.scenario;
  const board = buildBoard(bundle.map, bundle.manifest);
  const pieces = readPieces(bundle);
  const roles = { french: 'french', allied: 'allied' } as Record<Side, string>;
  for (const p of s.players ?? []) for (const side of p.sides) if (side === 'french' || side === 'allied') roles[side] = p.id;
  const sideOfPlayer = (player: string) => (Object.entries(roles).find(([, p]) => p === player)?.[0] ?? 'allied') as Side;
  const rules = readRules(bundle, board, roles);
  const deckDoc = s.decks?.[0];
  const cards = deckDoc ? cardsOf(deckDoc) : [];
  const cardValues: Record<string, number> = {};
  for (const c of cards) cardValues[c.id] = Number(Object.values(c.values)[0] ?? 0);
  const first = sideOfPlayer(s.turns?.firstPlayer ?? 'allied');
  const state: State = {
    board,
    rules,
    pieces,
    roles,
    options: { ...bundle.options },
    units: {},
    bags: Object.fromEntries((s.pools ?? []).map((p) => [p.id, [...p.units]])),
    pending: rules.arrivals.map((a) => a.id),
    deck: cards.map((c) => c.id),
    discard: [],
    hands: { french: [], allied: [] },
    cardValues,
    round: s.turns?.first ?? 1,
    player: first,
    order: (s.turns?.order ?? [s.turns?.firstPlayer ?? 'allied']).map(sideOfPlayer),
    phase: 'setup',
    moved: [],
    specials: 0,
    combatsFought: 0,
    markers: {},
    // Reckoned afresh as each French turn opens; true until then, so that a position that opens
    // in a French turn (a test's) counts that turn while the villages stay Allied through it.
    hold: { turns: 0, intact: true },
  };
  if (!state.order.includes(enemyOf(first))) state.order.push(enemyOf(first));
  const boxKind = (id: string) => (s.boxes ?? []).find((b) => b.id === id)?.kind;
  const placed = new Set<string>();
  // Named units first, so a test's own placements take them out of the bags.
  for (const p of s.setup ?? []) {
    if (!p.units) continue;
    const place = Array.isArray(p.at) ? p.at[0] : p.at;
    const box = place?.box;
    const at = box ? (boxKind(box) === 'hand' ? 'hand' : 'removed') : place ? hexOfPlace(board, place) : undefined;
    for (const u of p.units) {
      if (!at || !pieces[u]) continue;
      placeUnit(state, u, { at, faceUp: p.faceDown !== true || u === rules.leader });
      placed.add(u);
    }
  }
  for (const [id, bag] of Object.entries(state.bags)) state.bags[id] = bag.filter((u) => !placed.has(u));
  state.pending = state.pending.filter((id) => !rules.arrivals.find((a) => a.id === id)?.units.some((u) => placed.has(u)));
  for (const p of s.setup ?? []) {
    if (!p.draw) continue;
    const params: Params = (s.specialRules ?? []).find((r) => r.id === p.rule)?.params ?? {};
    const pool = (s.pools ?? []).find((x) => x.id === p.draw?.pool);
    const draw: SetupDraw = {
      side: sideOfPlayer(pool?.owner ?? ''),
      pool: p.draw.pool,
      left: p.draw.count,
      drawn: 0,
      places: hexesOf(board, p.at),
      byNationality: locationsToHexes(board, params['byNationality']),
      alternate: ((params['alternate'] ?? []) as string[]).map((id) => board.locations[id]?.hex ?? id),
      faceDown: p.faceDown === true,
    };
    if (p.draw.upTo === true && !state.setupDraw) {
      state.setupDraw = draw;
      continue;
    }
    drawForSetup(ctx, state, draw, p.draw.count);
  }
  if (pieces[rules.leader] && !state.units[rules.leader]) placeUnit(state, rules.leader, { at: 'hand', faceUp: true });
  if (state.setupDraw) {
    state.player = state.setupDraw.side;
    return state;
  }
  finishSetup(ctx, state, first);
  return state;
}

/** Where a set-up draw places a unit: its nationality's place, alternating where it has several (4-3). */
function setupPlace(ctx: ReadCtx, state: State, draw: SetupDraw, unit: string): string | undefined {
  const nation = state.pieces[unit]?.nationality ?? '';
  const own = draw.byNationality[nation];
  if (!own || own.length === 0) {
    const pos = positionOf(state);
    return draw.places.find((p) => placeOpen(ctx, state, pos, p, draw.side, [unit]));
  }
  if (own.length === 1) return own[0];
  const cycle = draw.alternate.length > 0 ? draw.alternate : own;
  const before = Object.entries(state.units).filter(([u, st]) => u !== unit && state.pieces[u]?.nationality === nation && cycle.includes(st.at)).length;
  return cycle[before % cycle.length];
}

/** Draws set-up units into their places. */
function drawForSetup(ctx: Ctx, state: State, draw: SetupDraw, n: number): void {
  const bag = state.bags[draw.pool] ?? [];
  const byPlace = new Map<string, string[]>();
  for (let i = 0; i < n && bag.length > 0; i++) {
    const unit = ctx.random.draw(bag, draw.pool);
    const at = setupPlace(ctx, state, draw, unit) ?? draw.places[0];
    if (!at) continue;
    placeUnit(state, unit, { at, faceUp: !draw.faceDown });
    draw.drawn += 1;
    draw.left -= 1;
    byPlace.set(at, [...(byPlace.get(at) ?? []), unit]);
  }
  if (!logged(ctx)) return;
  for (const [at, units] of byPlace) {
    const nations = draw.side === 'allied' ? ` (${[...new Set(units.map((u) => nationName(state, state.pieces[u]?.nationality ?? '')))].join(', ')})` : '';
    ctx.log(`Set-up: ${army(draw.side)} place ${count(units.length, 'unit')}${nations}${draw.faceDown ? ' face down' : ''} at ${hexName(state.board, at)}.`);
    ctx.log(`They are ${unitsWords(state, units)}.`, [state.roles[draw.side]]);
  }
}

/** The Allied set-up choices: draw one more unit, or stop (4-3). */
export function setupMoves(state: State): LegalAction<Action>[] {
  const draw = state.setupDraw;
  if (!draw) return [];
  return [
    { action: { type: 'setup-draw' }, prompt: `Set-up: draw a unit from the bag (${draw.drawn} placed, up to ${draw.drawn + draw.left})` },
    { action: { type: 'setup-stop' }, prompt: `Set-up: stop drawing and begin with ${count(draw.drawn, 'unit')} placed` },
  ];
}

/** Draws one set-up unit, or stops; the game begins when the set-up draws are over. */
export function setupStep(ctx: Ctx, state: State, stop: boolean): void {
  const draw = state.setupDraw as SetupDraw;
  if (!stop) drawForSetup(ctx, state, draw, 1);
  if (stop || draw.left <= 0 || (state.bags[draw.pool]?.length ?? 0) === 0) {
    if (stop) ctx.log(`Set-up: ${army(draw.side)} stop drawing, with ${count(draw.drawn, 'unit')} placed.`);
    delete state.setupDraw;
    finishSetup(ctx, state, state.order[0] as Side);
  }
}

/** Deals the opening hands (4-4) and starts the first turn. */
function finishSetup(ctx: Ctx, state: State, first: Side): void {
  const size = state.rules.handSize;
  const order: Side[] = [first, enemyOf(first)];
  for (let i = 0; i < size; i++) for (const side of order) if (state.deck.length > 0) state.hands[side].push(ctx.random.draw(state.deck, state.rules.deck));
  if (logged(ctx))
    for (const side of order) ctx.log(`Your opening hand: ${state.hands[side].map((c) => cardWords(state, c)).join(', ')}.`, [state.roles[side]]);
  ctx.log(`Each player takes ${count(size, 'artillery card')}.`);
  startTurn(ctx, state, first);
}
