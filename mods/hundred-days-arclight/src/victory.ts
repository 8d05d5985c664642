// How the game ends (3). The checks run at set moments: when Napoleon's stack enters a hex, at
// the end of each combat phase and at the end of each player turn.
import type { GameResult } from '@kriegsspiel/rules-sdk';
import { hexName, indexOf, type BoardIndex } from './board';
import { defaultHooks, type HundredDaysHooks } from './hooks';
import { canMove, canStep } from './movement';
import { placeOpen } from './reinforcements';
import { napoleonHex, nextToEnemy, positionByNumber, positionOf, stacksOf, unitsOfType, type Position, type Stack } from './stacks';
import type { State } from './types';
import type { ReadCtx } from './words';

/** When victory is checked: after Napoleon's stack entered a hex, at the end of a combat phase, at the end of a player turn. */
export type VictoryMoment = 'entry' | 'combat-end' | 'turn-end';

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
  const known = fixed ? everMoves(indexOf(state.board)) : undefined;
  const key = known ? `${stack.hex} ${stack.napoleon} ${infantryIn(state, stack)}` : '';
  const cached = known?.get(key);
  if (cached !== undefined) return cached;
  const core = unitsOfType(state, stack, 'infantry');
  const alone = new Map([[stack.hex, { ...stack, units: core }]]);
  const mover = { side: stack.side, from: stack.hex, units: core, napoleon: stack.napoleon, inContact: false };
  const moves = canStep(ctx, state, alone, mover);
  known?.set(key, moves);
  return moves;
}

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
 * Why the French can no longer win, if they cannot. The rulebook leaves this open; we read it
 * as "no French order can ever again bring Napoleon and an infantry division together into a
 * city". A stack is alive while it touches an enemy (combat will change it) or could still
 * move once its cavalry has detached. Stacks grow only by joining and only combat shrinks
 * them, so a stack that is not alive stays so unless the Allies choose to attack it. And when
 * no stack of either army can move, none touches an enemy and no unit can still enter, nothing
 * will ever change again.
 */
export function frenchCannotWin(state: State, hooks: HundredDaysHooks): string | undefined {
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
  if (at === 'hand') {
    if (!inReserve && !anyAliveInfantry()) return 'every French infantry division is in a stack that can never move again';
  } else {
    const own = pos.get(at);
    if (!own || !alive(own)) return `Napoleon's stack at ${hexName(state.board, at)} can never move again`;
    if (!inReserve && !hasInfantry(state, own) && !anyAliveInfantry()) return 'no French infantry division can ever reach Napoleon';
  }
  const { list } = positionByNumber(state, pos);
  let stuck = true;
  for (let i = 0; stuck && i < list.length; i++) {
    const s = list[i] as Stack;
    stuck = s.units.length === 0 || (!nextToEnemy(state, pos, s.hex, s.side) && !canMove(ctx, state, pos, s));
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
  if (moment === 'turn-end') {
    if (state.hold.turns >= state.rules.holdTurns && state.rules.holdTurns > 0)
      return { winner: allied, reason: `the Allies have held the ringed central villages for ${state.rules.holdTurns} full French turns in a row` };
    const why = frenchCannotWin(state, hooks);
    if (why) return { winner: allied, reason: `the French can no longer win: ${why}` };
  }
  return undefined;
}
