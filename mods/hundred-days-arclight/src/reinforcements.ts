// The reinforcement phase (8) and scheduled arrivals: units drawn blind from the side's bag
// enter face down at its cities or villages, as the scenario's placement rule says.
import type { LegalAction } from '@kriegsspiel/rules-sdk';
import { hexName } from './board';
import { finishTurn } from './flow';
import { placeUnit, positionOf, type Position } from './stacks';
import type { Action, DrawRule, ReinforceState, Side, State } from './types';
import { adjective, aUnitOf, Army, count, logged, nationName, unitsWords, type Ctx, type ReadCtx } from './words';

/** True when a unit may be placed in the hex: no enemy there, and no nationality it may not stack with. */
export function placeOpen(ctx: ReadCtx, state: State, pos: Position, label: string, side: Side, units: string[]): boolean {
  const there = pos.get(label);
  if (!there) return true;
  if (there.side !== side) return false;
  return units.length === 0 || ctx.hooks.stackingAllowed(units, there.units, state);
}

/** The draw rule of the side for this turn, if any. */
function drawRuleIndex(state: State): number {
  return state.rules.draws.findIndex((d) => d.side === state.player && state.round >= d.fromTurn && (d.toTurn === undefined || state.round <= d.toTurn));
}

/** Units whose scheduled turn has come enter at the first of their places that is open; otherwise they wait. */
function placeArrivals(ctx: Ctx, state: State): void {
  for (const id of [...state.pending]) {
    const arrival = state.rules.arrivals.find((a) => a.id === id);
    if (!arrival) continue;
    const side = state.pieces[arrival.units[0] as string]?.side;
    if (side !== state.player || arrival.turn > state.round) continue;
    const pos = positionOf(state);
    const place = arrival.places.find((p) => placeOpen(ctx, state, pos, p, side, arrival.units));
    if (!place) {
      ctx.log(`The ${adjective(side)} units due this turn cannot enter: their place is held, so they wait.`);
      continue;
    }
    for (const u of arrival.units) placeUnit(state, u, { at: place, faceUp: !arrival.faceDown });
    delete state.markers[place];
    state.pending = state.pending.filter((p) => p !== id);
    ctx.log(
      `${Army(side)} bring on ${count(arrival.units.length, 'scheduled unit')}${arrival.faceDown ? ' face down' : ''} at ${hexName(state.board, place)}.`,
    );
    if (arrival.faceDown) ctx.log(`They are ${unitsWords(state, arrival.units)}.`, [state.roles[side]]);
  }
}

/** Opens the reinforcement phase of the current player. */
export function startReinforcement(ctx: Ctx, state: State): void {
  state.phase = 'reinforce';
  placeArrivals(ctx, state);
  const index = drawRuleIndex(state);
  const rule = state.rules.draws[index];
  if (!rule || (state.bags[rule.pool]?.length ?? 0) === 0 || ctx.hooks.reinforcementCount(state.player, state) <= 0) {
    finishTurn(ctx, state);
    return;
  }
  state.reinforce = { rule: index, drawn: 0, used: {} };
  advanceReinforcement(ctx, state);
}

function current(state: State): { r: ReinforceState; rule: DrawRule; bag: string[] } {
  const r = state.reinforce as ReinforceState;
  const rule = state.rules.draws[r.rule] as DrawRule;
  return { r, rule, bag: state.bags[rule.pool] ?? [] };
}

/** The most units the player may draw now. */
function limit(ctx: ReadCtx, state: State): number {
  const { rule, bag } = current(state);
  return Math.min(ctx.hooks.reinforcementCount(rule.side, state), bag.length);
}

function combinations<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => combinations(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}

/** Places open to a unit of a nationality this turn, under a by-nationality rule. */
function placesFor(ctx: ReadCtx, state: State, nationality: string, unit?: string): string[] {
  const { r, rule } = current(state);
  const pos = positionOf(state);
  const all = rule.byNationality[nationality] ?? rule.places;
  // Only a nationality with a choice of places sends its second unit to the other one (8-2):
  // a second Prussian still enters at Liège, its only place.
  const used = rule.secondToOther && all.length > 1 ? (r.used[nationality] ?? []) : [];
  return all.filter((p) => !used.includes(p) && placeOpen(ctx, state, pos, p, rule.side, unit ? [unit] : []));
}

/** Nationalities in the bag that need a declared place before the next draw, with their open places. */
function declarationsNeeded(ctx: ReadCtx, state: State): [string, string[]][] {
  const { bag } = current(state);
  const nations = [...new Set(bag.map((u) => state.pieces[u]?.nationality ?? ''))].sort();
  // A unit of the nationality stands for whichever is drawn: a place held by a nationality it may
  // not stack with (8-2) is no choice, and naming it would send the unit to the other place unasked.
  const one = (n: string) => bag.find((u) => (state.pieces[u]?.nationality ?? '') === n);
  return nations.map((n): [string, string[]] => [n, placesFor(ctx, state, n, one(n))]).filter(([, places]) => places.length > 1);
}

/** The reinforcement choices of the player. */
export function reinforceMoves(ctx: ReadCtx, state: State): LegalAction<Action>[] {
  const { r, rule } = current(state);
  const most = limit(ctx, state);
  const name = (p: string) => hexName(state.board, p);
  if (rule.mode === 'choose-places') {
    // A unit drawn for two declared villages or more: its owner picks where it enters (8-1).
    const held = r.holding;
    if (held !== undefined)
      return (r.places ?? []).map((at) => ({
        action: { type: 'place' as const, at },
        prompt: `Reinforcement: place ${unitsWords(state, [held])} face down at ${name(at)}`,
      }));
    const pos = positionOf(state);
    const open = rule.places.filter((p) => placeOpen(ctx, state, pos, p, rule.side, []));
    const top = Math.min(most, open.length);
    const sizes = rule.optional ? Array.from({ length: top + 1 }, (_, i) => i) : [top];
    return sizes.flatMap((size) =>
      combinations(open, size).map((places) => ({
        action: { type: 'reinforce' as const, places },
        prompt:
          places.length === 0 ? 'No reinforcements this turn' : `Reinforcements: draw ${count(places.length, 'unit')} for ${places.map(name).join(' and ')}`,
      })),
    );
  }
  if (r.count === undefined) {
    const counts = rule.optional ? Array.from({ length: most + 1 }, (_, i) => i) : [most];
    return counts.map((n) => ({
      action: { type: 'reinforce' as const, count: n },
      prompt: n === 0 ? 'No reinforcements this turn' : `Reinforcements: declare ${count(n, 'unit')} to draw`,
    }));
  }
  const needed = declarationsNeeded(ctx, state);
  let choices: Record<string, string>[] = [{}];
  for (const [nation, places] of needed) choices = choices.flatMap((c) => places.map((p) => ({ ...c, [nation]: p })));
  return choices.map((declare) => ({
    action: { type: 'draw', declare },
    prompt: `Draw reinforcement ${r.drawn + 1} of ${r.count}: ${Object.entries(declare)
      .map(([n, p]) => `if it is ${nationName(state, n)}, it enters at ${name(p)}`)
      .join('; ')}`,
  }));
}

/** Draws one unit from the bag and places it face down. */
function drawOne(ctx: Ctx, state: State, place: (unit: string) => string | undefined): void {
  const { r, rule, bag } = current(state);
  const unit = ctx.random.draw(bag, rule.pool);
  const nationality = state.pieces[unit]?.nationality ?? '';
  const at = place(unit);
  r.drawn += 1;
  if (!at) {
    bag.push(unit);
    ctx.log(`${Army(rule.side)} draw ${aUnitOf(state, nationality)}, which has no open place to enter; it goes back into the bag.`);
    return;
  }
  enter(state, unit, at);
  if (!logged(ctx)) return;
  const what = rule.side === 'allied' ? aUnitOf(state, nationality) : 'a unit';
  ctx.log(`${Army(rule.side)} draw ${what} and place it${rule.faceDown ? ' face down' : ''} at ${hexName(state.board, at)}.`);
  ctx.log(`It is ${unitsWords(state, [unit])}.`, [state.roles[rule.side]]);
}

/** Puts a drawn unit on the map and notes the place as used by its nationality. */
function enter(state: State, unit: string, at: string): void {
  const { r, rule } = current(state);
  const nationality = state.pieces[unit]?.nationality ?? '';
  placeUnit(state, unit, { at, faceUp: !rule.faceDown });
  // A stack joined by another loses its moving marker (6-2 b), as with scheduled arrivals: only
  // where a scenario lets units enter on a road hex (the shipped ones use cities and villages).
  delete state.markers[at];
  r.used[nationality] = [...(r.used[nationality] ?? []), at];
}

/** The French choice of villages: one unit is drawn for each (8-1). */
export function reinforceAt(ctx: Ctx, state: State, places: string[]): void {
  const { r, rule } = current(state);
  if (places.length === 0) ctx.log(`${Army(rule.side)} take no reinforcements this turn.`);
  else ctx.log(`${Army(rule.side)} declare reinforcements for ${places.map((p) => hexName(state.board, p)).join(' and ')}.`);
  r.places = [...places];
  fillPlaces(ctx, state);
}

/**
 * Draws for the declared villages one unit at a time. While two or more are still empty the
 * unit drawn waits for the player to place it; the last village takes the last
 * unit without asking. Ends the turn once every declared village has its unit.
 */
function fillPlaces(ctx: Ctx, state: State): void {
  const { r, rule, bag } = current(state);
  const places = r.places ?? [];
  while (places.length > 0 && bag.length > 0) {
    if (places.length === 1) {
      const last = places.shift() as string;
      drawOne(ctx, state, () => last);
      continue;
    }
    const unit = ctx.random.draw(bag, rule.pool);
    r.holding = unit;
    ctx.log(`${Army(rule.side)} draw a unit for one of the villages declared.`);
    if (logged(ctx)) ctx.log(`It is ${unitsWords(state, [unit])}.`, [state.roles[rule.side]]);
    return;
  }
  delete state.reinforce;
  finishTurn(ctx, state);
}

/** The French player places the unit just drawn in one of the villages he declared (8-1). */
export function reinforcePlace(ctx: Ctx, state: State, at: string): void {
  const { r, rule } = current(state);
  const unit = r.holding;
  if (unit === undefined) return;
  delete r.holding;
  r.places = (r.places ?? []).filter((p) => p !== at);
  r.drawn += 1;
  enter(state, unit, at);
  ctx.log(`${Army(rule.side)} place the unit drawn${rule.faceDown ? ' face down' : ''} at ${hexName(state.board, at)}.`);
  fillPlaces(ctx, state);
}

/** The Allied declaration of how many units to draw (8). */
export function reinforceCount(ctx: Ctx, state: State, n: number): void {
  const { r, rule } = current(state);
  r.count = n;
  ctx.log(n === 0 ? `${Army(rule.side)} take no reinforcements this turn.` : `${Army(rule.side)} declare ${count(n, 'reinforcement')}.`);
  advanceReinforcement(ctx, state);
}

/** One Allied draw, with the place declared for a nationality that has a choice (8-2). */
export function reinforceDraw(ctx: Ctx, state: State, declare: Record<string, string>): void {
  const said = Object.entries(declare).map(([n, p]) => `${aUnitOf(state, n)} would enter at ${hexName(state.board, p)}`);
  if (said.length > 0) ctx.log(`${Army(current(state).rule.side)} declare that ${said.join(', ')}.`);
  drawOne(ctx, state, (unit) => {
    const nationality = state.pieces[unit]?.nationality ?? '';
    const open = placesFor(ctx, state, nationality, unit);
    const wanted = declare[nationality];
    return wanted && open.includes(wanted) ? wanted : open[0];
  });
  advanceReinforcement(ctx, state);
}

/** Draws without asking where no declaration is needed; ends the phase when the declared count is reached. */
export function advanceReinforcement(ctx: Ctx, state: State): void {
  for (let guard = 0; guard < 100 && state.reinforce; guard++) {
    const { r, rule, bag } = current(state);
    if (rule.mode === 'choose-places') return;
    if (r.count === undefined) {
      if (rule.optional) return;
      r.count = limit(ctx, state);
      continue;
    }
    if (r.drawn >= r.count || bag.length === 0) {
      delete state.reinforce;
      finishTurn(ctx, state);
      return;
    }
    if (declarationsNeeded(ctx, state).length > 0) return;
    drawOne(ctx, state, (unit) => placesFor(ctx, state, state.pieces[unit]?.nationality ?? '', unit)[0]);
  }
}
