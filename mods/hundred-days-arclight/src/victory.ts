// How the game ends (3). The checks run at set moments: when Napoleon's stack enters a hex, as
// the movement phases end, at the end of each combat phase and at the end of each player turn.
import type { GameResult } from '@kriegsspiel/rules-sdk';
import { hexName, indexOf, terrainAt, type BoardIndex } from './board';
import { defaultHooks, type HundredDaysHooks } from './hooks';
import { canMove, canStep } from './movement';
import { placeOpen } from './reinforcements';
import { changeCount, napoleonHex, nextToEnemy, positionByNumber, positionOf, stacksOf, unitsOfType, type Position, type Stack } from './stacks';
import type { State } from './types';
import type { ReadCtx } from './words';

/**
 * When victory is checked: after Napoleon's stack entered a hex, as the movement phases (order and
 * continued movement) end, at the end of a combat phase, at the end of a player turn.
 */
export type VictoryMoment = 'entry' | 'movement-end' | 'combat-end' | 'turn-end';

/** The hex of Napoleon with a French infantry division, if it is one of the objectives. */
function napoleonInObjective(state: State, pos: Position): string | undefined {
  for (const label of state.rules.objectives) {
    const stack = pos.get(label);
    if (stack?.napoleon && stack.side === 'french' && unitsOfType(state, stack, 'infantry').length > 0) return label;
  }
  return undefined;
}

/** Napoleon is on the map with no unit beside him and an Allied unit next to him. */
export function napoleonCaptured(state: State, pos: Position = positionOf(state)): boolean {
  // Only Napoleon's stack can hold him: read it by his hex rather than going through every stack.
  const at = napoleonHex(state);
  const stack = at === undefined ? undefined : pos.get(at);
  return stack !== undefined && stack.napoleon && stack.units.length === 0 && nextToEnemy(state, pos, stack.hex, 'french');
}

/** All the ringed villages hold Allied units. */
export function alliesHoldCentre(state: State, pos: Position = positionOf(state)): boolean {
  return (
    state.rules.central.length > 0 &&
    state.rules.central.every((label) => {
      const s = pos.get(label);
      return s !== undefined && s.side === 'allied' && s.units.length > 0;
    })
  );
}

/**
 * True when the stack could make some move on a map empty of other stacks once its cavalry
 * had detached: its infantry (and Napoleon, with his ban on going south) are not fixed in
 * place by their number, the terrain, the roads and the map edge alone.
 */
export function canEverMove(ctx: ReadCtx, state: State, stack: Stack): boolean {
  // With the default movement, terrain and stacking rules the answer depends only on the map,
  // the hex, Napoleon and the number of divisions: worked out once per map for each.
  const { hooks } = ctx;
  const fixed =
    hooks.movementAllowance === defaultHooks.movementAllowance &&
    hooks.canEnterHex === defaultHooks.canEnterHex &&
    hooks.stackingAllowed === defaultHooks.stackingAllowed;
  // A stack is never changed once made, and a position keeps the stacks that did not move:
  // the answer for one is kept with it (the victory check asks of every Allied stack).
  const mine = fixed ? everMovesByStack.get(stack) : undefined;
  if (mine !== undefined) return mine;
  const known = fixed ? everMoves(indexOf(state.board)) : undefined;
  const key = known ? `${stack.hex} ${stack.napoleon} ${infantryIn(state, stack)}` : '';
  let moves = known?.get(key);
  if (moves === undefined) {
    const core = unitsOfType(state, stack, 'infantry');
    const alone = new Map([[stack.hex, { ...stack, units: core }]]);
    const mover = { side: stack.side, from: stack.hex, units: core, napoleon: stack.napoleon, inContact: false };
    moves = canStep(ctx, state, alone, mover);
    known?.set(key, moves);
  }
  if (fixed) everMovesByStack.set(stack, moves);
  return moves;
}

/** {@link canEverMove}'s answers under the default rules, by stack. */
const everMovesByStack = new WeakMap<Stack, boolean>();

/** How many infantry divisions a stack holds: {@link unitsOfType}'s length without the list. */
function infantryIn(state: State, stack: Stack): number {
  const { pieces } = state;
  const { units } = stack;
  let n = 0;
  for (let i = 0; i < units.length; i++) if (pieces[units[i] as string]?.type === 'infantry') n++;
  return n;
}

/** True when a stack holds an infantry division. */
function hasInfantry(state: State, stack: Stack): boolean {
  const { pieces } = state;
  const { units } = stack;
  for (let i = 0; i < units.length; i++) if (pieces[units[i] as string]?.type === 'infantry') return true;
  return false;
}

const everMoveAnswers = new WeakMap<BoardIndex, Map<string, boolean>>();

/** {@link canEverMove}'s answers under the default rules, by hex, Napoleon and number of divisions, for one map. */
function everMoves(index: BoardIndex): Map<string, boolean> {
  let answers = everMoveAnswers.get(index);
  if (!answers) {
    answers = new Map();
    everMoveAnswers.set(index, answers);
  }
  return answers;
}

/** True when some unit could still enter from a bag or on the schedule. */
function reinforcementsPossible(ctx: ReadCtx, state: State, pos: Position): boolean {
  if (state.pending.length > 0) return true;
  return state.rules.draws.some((rule) =>
    (state.bags[rule.pool] ?? []).some((u) => {
      const places = rule.mode === 'by-nationality' ? (rule.byNationality[state.pieces[u]?.nationality ?? ''] ?? rule.places) : rule.places;
      return places.some((p) => placeOpen(ctx, state, pos, p, rule.side, [u]));
    }),
  );
}

/**
 * The most the French side could ever total in one combat, before the terrain round the foe:
 * every French unit not yet removed (on the map, in a bag or on the schedule), Napoleon's
 * greatest bonus, and `cards`, the values of every card the French hold or could still draw
 * (whatever the per-combat limit). None of these can grow: removed units never return and spent
 * cards are never shuffled back (10-1, 10-2). Indexed loops: it runs at the end of turns, in the
 * sandbox too.
 */
function frenchCeiling(state: State, hooks: HundredDaysHooks, cards: number): number {
  const { pieces } = state;
  const french: string[] = [];
  for (const id in state.units) {
    const piece = pieces[id];
    if (piece !== undefined && piece.side === 'french' && piece.type !== 'leader' && (state.units[id] as { at: string }).at !== 'removed') french.push(id);
  }
  for (const pool in state.bags) {
    const bag = state.bags[pool] as string[];
    for (let i = 0; i < bag.length; i++) if (pieces[bag[i] as string]?.side === 'french') french.push(bag[i] as string);
  }
  for (const id of state.pending) for (const u of state.rules.arrivals.find((a) => a.id === id)?.units ?? []) if (pieces[u]?.side === 'french') french.push(u);
  let total = Math.max(0, hooks.napoleonBonus(french, state));
  for (let i = 0; i < french.length; i++) total += pieces[french[i] as string]?.combat ?? 0;
  return total + cards;
}

/** The best terrain bonuses the French could stand on round the foe's hex, all added (each hex may hold an attacking stack). */
function terrainAround(state: State, foe: string): number {
  let total = 0;
  for (const hex of indexOf(state.board).neighbours.get(foe) ?? []) total += Math.max(0, terrainAt(state.board, hex).bonus);
  return total;
}

/**
 * The least the Allied side could total in a combat with this stack in it: its infantry (its
 * cavalry might detach), its hex's terrain and any slope below which it stands, and no card.
 * Other Allied stacks in the same combat only add to it.
 */
function alliedFloor(state: State, stack: Stack): number {
  let total = terrainAt(state.board, stack.hex).bonus;
  for (const slope of state.board.slopes) if (slope.low === stack.hex) total += Math.min(0, slope.modifier);
  for (const u of stack.units) if (state.pieces[u]?.type === 'infantry') total += state.pieces[u]?.combat ?? 0;
  return total;
}

/** The most any Allied stack could total with no card: every Allied infantry division and the best terrain, reckoned once per game. */
const alliedMosts = new WeakMap<State['pieces'], number>();

function alliedMost(state: State): number {
  const known = alliedMosts.get(state.pieces);
  if (known !== undefined) return known;
  let most = 0;
  for (const id in state.pieces) {
    const piece = state.pieces[id];
    if (piece?.side === 'allied' && piece.type === 'infantry') most += Math.max(0, piece.combat);
  }
  let terrain = 0;
  for (const hex of indexOf(state.board).neighbours.keys()) terrain = Math.max(terrain, terrainAt(state.board, hex).bonus);
  most += terrain;
  alliedMosts.set(state.pieces, most);
  return most;
}

/**
 * Why Napoleon's stack can never again enter P, E1 or E2, if it cannot: every way there is shut
 * for good. His stack never steps nearer the south edge (9-4); it goes from hex to hex by road,
 * across country or by a chase into a city or village (9-3), and a chase needs an Allied stack
 * there to beat. A hex is shut for good when an Allied stack holds it that could not move even
 * on an empty map once its cavalry had detached, and that every French unit, card and terrain
 * bonus left together could neither beat nor tie (7-4-5): it never loses a unit, so it never
 * leaves. An empty city counts as a chase target while any Allied unit could still get there: an
 * Allied stack that is not such a wall, a brigade in a wall, or a unit still to enter.
 */
function napoleonShutOut(ctx: ReadCtx, state: State, pos: Position, at: string): string | undefined {
  const { hooks } = ctx;
  const objectives = state.rules.objectives;
  if (objectives.includes(at)) return undefined;
  // While the cards the French hold or may still draw outweigh every Allied infantry division
  // and the best terrain together, no stack can be such a wall: most of a game ends here.
  const most = alliedMost(state);
  const { cardValues, deck } = state;
  const hand = state.hands.french;
  let cards = 0;
  for (let i = 0; cards < most && i < hand.length; i++) cards += Math.max(0, cardValues[hand[i] as string] ?? 0);
  for (let i = 0; cards < most && i < deck.length; i++) cards += Math.max(0, cardValues[deck[i] as string] ?? 0);
  if (cards >= most) return undefined;
  // Both loops ran to their end: `cards` is the whole of what the French may still play.
  const walls = new Set<string>();
  let loose = false;
  // The French ceiling, reckoned once and only when a stack that never moves asks for it.
  let ceiling: number | undefined;
  for (const stack of stacksOf(pos, 'allied')) {
    if (stack.units.length === 0) continue;
    if (canEverMove(ctx, state, stack)) {
      loose = true;
      continue;
    }
    const floor = alliedFloor(state, stack);
    ceiling ??= frenchCeiling(state, hooks, cards);
    if (ceiling >= floor || ceiling + terrainAround(state, stack.hex) >= floor) loose = true;
    else walls.add(stack.hex);
  }
  if (walls.size === 0) return undefined;
  // An empty town may still receive an Allied stack for Napoleon to beat and chase into: from
  // any Allied stack that is not a wall, a brigade that might detach from one, or a unit still
  // to come from a bag or the schedule (it might enter anywhere and walk there).
  for (const hex of walls) if (!loose) loose = (pos.get(hex) as Stack).units.some((u) => state.pieces[u]?.type !== 'infantry');
  const manned = loose || state.pending.length > 0 || state.rules.draws.some((rule) => rule.side === 'allied' && (state.bags[rule.pool] ?? []).length > 0);
  const index = indexOf(state.board);
  const rowOf = (hex: string) => index.row.get(hex) ?? 0;
  const seen = new Set<string>([at]);
  const queue = [at];
  while (queue.length > 0) {
    const from = queue.shift() as string;
    for (const to of index.neighbours.get(from) ?? []) {
      if (seen.has(to) || walls.has(to) || rowOf(to) > rowOf(from)) continue;
      const there = pos.get(to);
      const chase = terrainAt(state.board, to).roadOnly && (there?.side === 'allied' ? there.units.length > 0 : manned);
      if (!chase && !hooks.canEnterHex(from, to, 'road', state) && !hooks.canEnterHex(from, to, 'plains', state)) continue;
      if (objectives.includes(to)) return undefined;
      seen.add(to);
      queue.push(to);
    }
  }
  return `Napoleon's stack at ${hexName(state.board, at)} can never reach ${objectives.map((o) => hexName(state.board, o)).join(', ')}: the way is shut by Allied stacks that can never move and that no French force left could beat`;
}

/**
 * Why the French can no longer win, if they cannot. The rulebook leaves this open; we read it
 * as "no French order can ever again bring Napoleon and an infantry division together into a
 * city". A stack is alive while it touches an enemy (combat will change it) or could still
 * move once its cavalry has detached. Stacks grow only by joining and only combat shrinks
 * them, so a stack that is not alive stays so unless the Allies choose to attack it. Napoleon's
 * stack may also be shut out of every objective for good ({@link napoleonShutOut}). And when
 * no stack of either army can move, none touches an enemy and no unit can still enter, nothing
 * will ever change again.
 */
export function frenchCannotWin(state: State, hooks: HundredDaysHooks): string | undefined {
  // Judged at the close of every phase (3), mostly of a position that has not changed since the
  // last phase closed: the answer is kept while no unit moved or was placed (every such write
  // counts in `changeCount`), no French card left the game and nothing left the bags or the schedule.
  let bagged = 0;
  for (const pool in state.bags) bagged += (state.bags[pool] as string[]).length;
  const key = `${changeCount()} ${state.hands.french.length + state.deck.length} ${bagged} ${state.pending.length}`;
  const known = judged.get(state);
  if (known !== undefined && known.key === key && known.hooks === hooks) return known.why;
  const why = judgeFrenchCannotWin(state, hooks);
  judged.set(state, { key, hooks, why });
  return why;
}

/** The last answer of {@link frenchCannotWin} for each state, and what it was judged on. */
const judged = new WeakMap<State, { key: string; hooks: HundredDaysHooks; why: string | undefined }>();

/** {@link frenchCannotWin} worked out afresh. */
function judgeFrenchCannotWin(state: State, hooks: HundredDaysHooks): string | undefined {
  const at = state.units[state.rules.leader]?.at;
  if (at === undefined || at === 'removed') return 'Napoleon is out of the game';
  const ctx: ReadCtx = { hooks, options: state.options };
  const pos = positionOf(state);
  const alive = (stack: Stack) => nextToEnemy(state, pos, stack.hex, 'french') || canEverMove(ctx, state, stack);
  const { pieces } = state;
  const isInfantry = (u: string) => {
    const piece = pieces[u];
    return piece !== undefined && piece.side === 'french' && piece.type === 'infantry';
  };
  // The bags hold most of the units early on: indexed loops, slow callbacks avoided in QuickJS.
  let inReserve = false;
  const bags = Object.values(state.bags);
  for (let b = 0; !inReserve && b < bags.length; b++) {
    const bag = bags[b] as string[];
    for (let i = 0; !inReserve && i < bag.length; i++) inReserve = isInfantry(bag[i] as string);
  }
  const { pending } = state;
  const { arrivals } = state.rules;
  for (let p = 0; !inReserve && p < pending.length; p++) {
    let arrival: (typeof arrivals)[number] | undefined;
    for (let a = 0; arrival === undefined && a < arrivals.length; a++) if ((arrivals[a] as (typeof arrivals)[number]).id === pending[p]) arrival = arrivals[a];
    const units = arrival?.units ?? [];
    for (let i = 0; !inReserve && i < units.length; i++) inReserve = isInfantry(units[i] as string);
  }
  // Every test below on the French stacks with an infantry division matters only with none in
  // reserve (early on, most turns): they are looked at only then, in hex order, and whether one
  // of them is alive is asked in that order, stopping at the first.
  const french = inReserve ? [] : stacksOf(pos, 'french');
  let withInfantry = false;
  for (let i = 0; !withInfantry && i < french.length; i++) withInfantry = hasInfantry(state, french[i] as Stack);
  if (!inReserve && !withInfantry) return 'no French infantry division is left on the map or in reserve';
  const anyAliveInfantry = () => {
    for (let i = 0; i < french.length; i++) if (hasInfantry(state, french[i] as Stack) && alive(french[i] as Stack)) return true;
    return false;
  };
  // Napoleon may go to the infantry as well: joining a division that stands in P, E1 or E2 is
  // entering with infantry (3), however long and however fixed it has stood there. From his hand
  // he gets there by appearing in another stack that can still move (9-1) and marching in.
  // Looked for only when no infantry can come to him (rarely: the check runs as every phase closes).
  const heldObjective = (): Stack | undefined => {
    for (let i = 0; i < french.length; i++) {
      const s = french[i] as Stack;
      if (state.rules.objectives.includes(s.hex) && hasInfantry(state, s)) return s;
    }
    return undefined;
  };
  if (at === 'hand') {
    if (!inReserve && !anyAliveInfantry()) {
      const held = heldObjective();
      if (held === undefined || !french.some((s) => s !== held && alive(s))) return 'every French infantry division is in a stack that can never move again';
    }
  } else {
    const own = pos.get(at);
    if (!own || !alive(own)) return `Napoleon's stack at ${hexName(state.board, at)} can never move again`;
    if (!inReserve && !hasInfantry(state, own) && !anyAliveInfantry() && heldObjective() === undefined)
      return 'no French infantry division can ever reach Napoleon';
    const shut = napoleonShutOut(ctx, state, pos, at);
    if (shut) return shut;
  }
  const { list } = positionByNumber(state, pos);
  let stuck = true;
  for (let i = 0; stuck && i < list.length; i++) {
    const s = list[i] as Stack;
    // Napoleon alone is a stack too (2-1): he may still march where no unit can.
    stuck = (s.units.length === 0 && !s.napoleon) || (!nextToEnemy(state, pos, s.hex, s.side) && !canMove(ctx, state, pos, s));
  }
  if (stuck && !reinforcementsPossible(ctx, state, pos)) return 'neither army can move, fight or bring on another unit';
  return undefined;
}

/** The rulebook's conditions, checked at a moment of the turn. */
export function defaultVictory(moment: VictoryMoment, state: State, hooks: HundredDaysHooks): GameResult | undefined {
  const pos = positionOf(state);
  const { french, allied } = state.roles;
  if (moment === 'entry') {
    const label = napoleonInObjective(state, pos);
    if (label) return { winner: french, reason: `Napoleon has entered ${hexName(state.board, label)} with an infantry division` };
  }
  if (moment === 'combat-end' && napoleonCaptured(state, pos))
    return { winner: allied, reason: 'Napoleon, alone next to Allied units at the end of a combat phase, is taken prisoner' };
  if (moment === 'turn-end' && state.hold.turns >= state.rules.holdTurns && state.rules.holdTurns > 0)
    return { winner: allied, reason: `the Allies have held the ringed central villages for ${state.rules.holdTurns} full French turns in a row` };
  // 3: the game ends as soon as the French can no longer win, a condition tied to no moment of
  // the turn: it is judged at the close of every phase (after the capture, at a combat's end).
  if (moment !== 'entry') {
    const why = frenchCannotWin(state, hooks);
    if (why) return { winner: allied, reason: `the French can no longer win: ${why}` };
  }
  return undefined;
}
