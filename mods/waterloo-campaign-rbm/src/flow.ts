// The sequence of play: the Command Phase (Steps A–E), the Organization Phase (F–H), the
// Movement and Attack Phases with alternating impulses and passing, and the End Phase. Steps
// with nothing to decide are done at once.
import { applyAngst, hqIds, hqPlacements, returnPlacements, setFormations, withdrawals } from './command';
import type { Side, State } from './types';
import { enemyOf } from './types';
import { finalResult } from './victory';
import { sideName, unitName, type Ctx } from './words';
import { inZoc, inZoi, onMap, positionOf } from './zones';

/** After any change on the map: infantry in an enemy zone of control is in Battle formation (clarification). */
export function settle(state: State): void {
  setFormations(state, false);
}

/** The Deluge: on its turns the French roll before Step A. */
export function rollWeather(state: State, ctx: Ctx): void {
  if (!state.special.deluge.includes(state.turn)) return;
  const roll = ctx.random.die(6);
  const rain = ctx.hooks.weather(roll, state.turn, state);
  if (rain) state.rain.push(state.turn);
  ctx.log(`The Deluge: the French roll ${roll}, ${rain ? 'it rains' : 'no rain'}.`);
}

export function startTurn(state: State, ctx: Ctx): void {
  ctx.log(`Turn ${state.turn} begins.`);
  rollWeather(state, ctx);
  // HQs due now are placed in Step A; detachments due now join those ready for Step D, the only way a detachment reaches the map.
  // A detachment the set-up put in the recalled box has sat out its turn, as a recalled one does.
  for (const u of Object.values(state.units)) if (u.at === 'recalled') u.at = 'ready';
  for (const a of state.arrivals) {
    const kind = state.pieces[a.unit]!.kind;
    if (a.turn <= state.turn && state.units[a.unit]!.at === 'off' && (kind === 'hq' || kind === 'detachment'))
      state.units[a.unit]!.at = kind === 'hq' ? 'hq-box' : 'ready';
  }
  beginStep(state, 'hq', ctx);
}

/** Blown corps of a side due back this turn. */
export function dueBack(state: State, side: Side): string[] {
  return Object.keys(state.units)
    .filter((id) => state.units[id]!.at === 'blown' && (state.units[id]!.returns ?? 99) <= state.turn && state.pieces[id]!.side === side)
    .sort();
}

/** Enters a step, doing what needs no choice and skipping what has none. */
export function beginStep(state: State, step: 'hq' | 'return' | 'detach' | 'recall' | 'withdraw', ctx: Ctx, side: Side = 'french'): void {
  state.passed = null;
  state.remaining = null;
  if (step === 'hq') {
    // Each side lifts its own HQs only when its turn to place them comes: the French first.
    const own = hqIds(state).filter((id) => state.pieces[id]!.side === side);
    for (const id of own) if (onMap(state, id)) state.units[id]!.at = 'hq-box';
    state.queue = own.filter((id) => state.units[id]!.at === 'hq-box');
    state.stepSide = side;
    state.phase = 'hq';
    return nextHq(state, ctx);
  }
  if (step === 'return') return beginReturn(state, side, ctx);
  if (step === 'detach') {
    state.phase = 'detach';
    state.queue = hqIds(state).filter((id) => onMap(state, id));
    // With no HQ on the map no detachment can be placed: Step E follows at once, as no one is left to act.
    if (state.queue.length === 0) beginStep(state, 'recall', ctx, 'french');
    return;
  }
  if (step === 'recall') {
    state.phase = 'recall';
    state.player = side;
    return;
  }
  state.phase = 'withdraw';
  state.player = 'french';
  if (withdrawals(state, 'french').length === 0 && withdrawals(state, 'coalition').length === 0) beginMovement(state, ctx);
}

/** Step A continues with the next HQ, then with the Coalition's HQs, then Step B begins. */
export function nextHq(state: State, ctx: Ctx): void {
  while (state.queue.length > 0) {
    const hq = state.queue[0]!;
    if (hqPlacements(state, hq).length > 0) {
      state.player = state.pieces[hq]!.side;
      return;
    }
    ctx.log(`${unitName(state, hq)} has nowhere to be placed and stays off the map this turn.`);
    state.queue.shift();
  }
  if (state.stepSide === 'french') return beginStep(state, 'hq', ctx, 'coalition');
  beginStep(state, 'return', ctx, 'french');
}

/** Step B for one side: its opponent first chooses which corps come back when too many are due. */
export function beginReturn(state: State, side: Side, ctx: Ctx): void {
  state.stepSide = side;
  state.kept = [];
  const due = dueBack(state, side);
  state.queue = due;
  if (due.length > ctx.hooks.blownReturn(side, state)) {
    state.phase = 'keep';
    state.player = enemyOf(side);
    return;
  }
  state.phase = 'return';
  nextReturn(state, ctx);
}

/** Step B continues with the next returning corps, or moves on (Coalition, then Steps C and D). */
export function nextReturn(state: State, ctx: Ctx): void {
  while (state.queue.length > 0) {
    const unit = state.queue[0]!;
    if (returnPlacements(state, unit).length > 0) {
      state.player = state.stepSide;
      return;
    }
    ctx.log(`${unitName(state, unit)} finds no hex to return to and waits for the next turn.`);
    state.queue.shift();
  }
  if (state.stepSide === 'french') return beginReturn(state, 'coalition', ctx);
  recoverCavalry(state, ctx);
  beginStep(state, 'detach', ctx);
}

/** Step C: exhausted cavalry out of enemy zones is fresh again. */
function recoverCavalry(state: State, ctx: Ctx): void {
  const p = positionOf(state);
  for (const [hex, id] of p.corps) {
    const piece = state.pieces[id]!;
    const enemy = enemyOf(piece.side);
    if (piece.kind === 'cavalry' && state.units[id]!.back && !inZoc(p, enemy, hex) && !inZoi(p, enemy, hex)) {
      state.units[id]!.back = false;
      ctx.log(`${piece.name} recovers and is fresh.`);
    }
  }
}

/** After Step E of both sides: the Line of Communication rule, Steps F and G, then Step H. */
export function organize(state: State, ctx: Ctx): void {
  applyAngst(state, (t) => ctx.log(t));
  setFormations(state, true);
  beginStep(state, 'withdraw', ctx);
}

/** Free corps for the pass allowance: on the map out of enemy zones, or due to enter this turn. */
function freeCorps(state: State, side: Side): number {
  const p = positionOf(state);
  const enemy = enemyOf(side);
  let n = 0;
  for (const [hex, id] of p.corps) if (state.pieces[id]!.side === side && !inZoc(p, enemy, hex) && !inZoi(p, enemy, hex)) n++;
  for (const a of state.arrivals)
    if (a.turn <= state.turn && state.units[a.unit]!.at === 'off' && state.pieces[a.unit]!.side === side && state.pieces[a.unit]!.kind !== 'hq') n++;
  return n;
}

export function beginMovement(state: State, ctx: Ctx): void {
  state.phase = 'movement';
  state.player = 'french';
  state.passed = null;
  state.remaining = null;
  state.limit = {};
  state.moved = [];
  state.selected = null;
  state.used = 0;
  if (state.special.june15 && state.turn <= 2) {
    const roll = ctx.random.die(6);
    const off = state.arrivals.filter(
      (a) => a.turn <= state.turn && state.units[a.unit]!.at === 'off' && state.pieces[a.unit]!.side === 'french' && state.pieces[a.unit]!.kind !== 'hq',
    ).length;
    allowance(
      state,
      'french',
      roll,
      state.turn === 1 ? 3 : off,
      `Road Congestion: the French roll ${roll} and may ${state.turn === 1 ? `move ${roll + 3} corps` : `make ${roll + off} moves`}.`,
      ctx,
    );
  }
  const c = concentration(state);
  if (state.special.june15 && c.turns.includes(state.turn)) {
    const side = c.nationality === 'french' ? 'french' : 'coalition';
    let roll = 0;
    for (let i = 0; i < c.dice; i++) roll += ctx.random.die(6);
    const army = c.nationality === 'prussian' ? 'Prussian' : c.nationality === 'anglo-allied' ? 'Anglo-Allied' : 'French';
    allowance(
      state,
      side,
      roll,
      c.plus,
      `Concentrating the Army: ${sideName(side)} ${side === 'french' ? 'roll' : 'rolls'} ${roll} and may make ${roll + c.plus} ${army} moves.`,
      ctx,
    );
  }
  ctx.log('Movement Phase.');
}

/** The rulebook's Delayed Reaction: no Anglo-Allied corps moves on June 15 PM. */
export const BOOK_DELAYED: NonNullable<State['special']['delayed']> = { turns: [2], nationality: 'anglo-allied' };

/** The rulebook's Concentrating the Army: a die of Prussian moves on June 15 PM. */
export const BOOK_CONCENTRATING: NonNullable<State['special']['concentrating']> = { turns: [2], nationality: 'prussian', dice: 1, plus: 0 };

/** Delayed Reaction: the scenario's, else the rulebook's. */
export const delay = (state: State): NonNullable<State['special']['delayed']> => state.special.delayed ?? BOOK_DELAYED;

/** Concentrating the Army: the scenario's, else the rulebook's. */
export const concentration = (state: State): NonNullable<State['special']['concentrating']> => state.special.concentrating ?? BOOK_CONCENTRATING;

/**
 * A June 15 move allowance. With the play note's secret rolls, only the side that rolled reads
 * the die; its opponent learns that it was rolled, and both read it when the game ends.
 */
function allowance(state: State, side: Side, roll: number, base: number, line: string, ctx: Ctx): void {
  state.limit[side] = roll + base;
  state.rolls.push({ turn: state.turn, side, roll, base });
  if (!state.special.hiddenRolls) return ctx.log(line);
  ctx.log(line, [state.roles[side]]);
  const secret = side === 'french' ? 'The French roll for Road Congestion' : 'The Coalition rolls for Concentrating the Army';
  ctx.log(`${secret} behind the screen.`, [state.roles[enemyOf(side)]]);
}

function beginAttack(state: State, ctx: Ctx): void {
  state.phase = 'attack';
  state.player = 'french';
  state.passed = null;
  state.remaining = null;
  state.limit = {};
  ctx.log('Attack Phase.');
}

/** A side passes: the other gets a number of further impulses, or the step ends if it had passed already. */
export function pass(state: State, side: Side, ctx: Ctx): void {
  ctx.log(`${sideName(side)} pass${side === 'french' ? '' : 'es'}.`);
  if (state.passed !== null) return endImpulses(state, ctx);
  state.passed = side;
  const other = enemyOf(side);
  if (state.phase === 'withdraw') state.remaining = 3;
  else {
    const roll = ctx.random.die(6);
    state.remaining = ctx.hooks.passAllowance(
      state.phase === 'movement' ? 'movement' : 'attack',
      other,
      roll,
      state.phase === 'movement' ? freeCorps(state, other) : 0,
      state,
    );
    ctx.log(`${sideName(other)} roll ${roll}: up to ${state.remaining} more ${state.phase === 'movement' ? 'moves' : 'attacks'}.`);
  }
  state.player = other;
  if (state.remaining <= 0) endImpulses(state, ctx);
}

/** Whether a side's June 15 cap counts the corps that move (June 15 AM, French) rather than the moves. */
export const capsCorps = (state: State, side: Side): boolean => state.special.june15 && state.turn === 1 && side === 'french';

/** After one move (of `unit`), attack or withdrawal by `side`. */
export function afterImpulse(state: State, side: Side, ctx: Ctx, unit?: string): void {
  if (state.phase === 'movement' && state.limit[side] !== undefined) {
    // Road Congestion on June 15 AM counts corps: moving one again costs nothing more.
    const again = unit !== undefined && capsCorps(state, side) && (state.moved ?? []).includes(unit);
    if (!again) state.limit[side] = Math.max(0, (state.limit[side] ?? 0) - 1);
  }
  if (state.phase === 'movement' && unit !== undefined) state.moved = [...(state.moved ?? []).filter((u) => u !== unit), unit];
  if (state.passed === null) {
    state.player = enemyOf(side);
    return;
  }
  state.remaining = (state.remaining ?? 1) - 1;
  // A withdrawal step ends too once the side left has no corps it could withdraw.
  if (state.remaining <= 0 || (state.phase === 'withdraw' && withdrawals(state, state.player).length === 0)) endImpulses(state, ctx);
}

function endImpulses(state: State, ctx: Ctx): void {
  state.passed = null;
  state.remaining = null;
  state.selected = null;
  state.used = 0;
  if (state.phase === 'withdraw') return beginMovement(state, ctx);
  if (state.phase === 'movement') return beginAttack(state, ctx);
  endTurn(state, ctx);
}

/** The End Phase: the Grand Battery comes home; the game ends after the last turn. */
function endTurn(state: State, ctx: Ctx): void {
  for (const id of Object.keys(state.pieces))
    if (state.pieces[id]!.role === 'grand-battery' && onMap(state, id)) {
      state.units[id] = { at: 'ready', back: false };
      ctx.log('The Grand Battery is recalled.');
    }
  if (state.turn >= state.lastTurn) {
    state.phase = 'over';
    state.result = finalResult(state, ctx);
    ctx.log(`Game over: ${state.result.reason}.`);
    if (state.special.hiddenRolls)
      for (const r of state.rolls) ctx.log(`Shown after the game: on turn ${r.turn} ${sideName(r.side)} rolled ${r.roll}, for ${r.roll + r.base} moves.`);
    return;
  }
  state.turn += 1;
  startTurn(state, ctx);
}
