// The combat phase (7, 9): units in contact turn face up, lone cavalry may retreat, the
// current player declares the combinations, Napoleon may appear, then each combat is fought
// with an artillery bid and losses, and Napoleon's stack may chase.
import type { LegalAction } from '@kriegsspiel/rules-sdk';
import { adjacent, hexName, indexOf, isTown, neighbourIdsOf, type HexLinks } from './board';
import { combatOfStar, CombinationSearch, type ContactGraph } from './combinations';
import { checkEntry, endIfWon } from './movement';
import {
  contactMarks,
  enemiesNextTo,
  moveUnit,
  napoleonHex,
  nextToEnemy,
  positionByNumber,
  positionOf,
  stacksOf,
  turnUp,
  type Position,
  type PositionByNumber,
  type Stack,
  type UnitRecord,
} from './stacks';
import { enemyOf, SIDES, type Action, type Combat, type CombatState, type Side, type State } from './types';
import { sideValue } from './values';
import { adjective, army, Army, cardWords, count, logged, nationName, unitsWords, type Ctx, type ReadCtx } from './words';
import { startReinforcement } from './reinforcements';

/** The combat phase state; only called while there is one. */
function phase(state: State): CombatState {
  return state.combat as CombatState;
}

/**
 * Hexes of stacks (with units) touching an enemy stack with units: Napoleon alone does not
 * fight (7-1, 3). Worked out once per position (each step of the combat phase asks): read
 * the answer, never change it.
 */
function inContact(state: State, pos: Position): readonly string[] {
  const numbered = positionByNumber(state, pos);
  if (numbered.fighting) return numbered.fighting;
  // By hex number. Every fighting pair has a French stack and hexes touch both ways, so the
  // neighbours of the French stacks with units alone find both sides: half the walk of
  // looking around every stack.
  const { stacks, at, list } = numbered;
  const index = indexOf(state.board);
  const { start, next } = neighbourIdsOf(index);
  const seen = alliedSeen(index.labels.length);
  // The hexes next to an Allied stack, kept up to date move by move: only the French stacks
  // there need their neighbours looked at.
  const nearAllies = contactMarks(state, pos, 'french');
  const allied: number[] = [];
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const s = list[i] as Stack;
    const id = at[i] as number;
    if (s.side !== 'french' || s.units.length === 0 || id < 0 || nearAllies[id] !== 1) continue;
    let touching = false;
    for (let k = start[id] as number, end = start[id + 1] as number; k < end; k++) {
      const n = next[k] as number;
      const there = stacks[n];
      if (there === undefined || there.side === 'french' || there.units.length === 0) continue;
      touching = true;
      if (seen[n] === 0) {
        seen[n] = 1;
        allied.push(n);
      }
    }
    if (touching) out.push(s.hex);
  }
  for (let i = 0; i < allied.length; i++) {
    const n = allied[i] as number;
    out.push((stacks[n] as Stack).hex);
    seen[n] = 0;
  }
  numbered.fighting = out.sort();
  return numbered.fighting;
}

let alliedMarks = new Uint8Array(0);

/** {@link inContact}'s marks of the Allied stacks found, by hex number: all 0 between calls. */
function alliedSeen(size: number): Uint8Array {
  if (alliedMarks.length < size) alliedMarks = new Uint8Array(size);
  return alliedMarks;
}

/** Turns the face-down units of these hexes face up for everyone (7-1, 8-3). */
function turnFaceUp(ctx: Ctx, state: State, hexes: readonly string[]): void {
  const pos = positionOf(state);
  const lines: string[] = [];
  for (const label of hexes) {
    const turned = (pos.get(label)?.units ?? []).filter((u) => state.units[u] && !state.units[u].faceUp);
    if (turned.length === 0) continue;
    for (const u of turned) turnUp(state.units[u] as UnitRecord);
    lines.push(logged(ctx) ? `${hexName(state.board, label)}: ${unitsWords(state, turned)}` : '');
  }
  if (lines.length === 0) return;
  ctx.reveal();
  if (logged(ctx)) ctx.log(`Units in contact turn face up. ${lines.join('; ')}.`);
}

/** Opens the combat phase (5-3). */
export function startCombat(ctx: Ctx, state: State): void {
  state.phase = 'combat';
  state.combat = { step: 'retreat', retreating: state.player, declared: [], fought: [], napoleonAsked: false };
  turnFaceUp(ctx, state, inContact(state, positionOf(state)));
  advanceCombat(ctx, state);
}

// ——— 7-2 cavalry retreat ———

/** Hexes a retreating brigade may end in: exactly `hexes` steps away, never entering or touching a hex with an enemy stack. */
export function retreatDestinations(ctx: ReadCtx, state: State, pos: Position, stack: Stack, hexes: number): string[] {
  const neighbours = indexOf(state.board).neighbours;
  const foe = enemyOf(stack.side);
  const open = (from: string, to: string) => {
    const there = pos.get(to);
    if (there && there.side === foe) return false;
    return ctx.hooks.canEnterHex(from, to, 'retreat', state) && !nextToEnemy(state, pos, to, stack.side);
  };
  const distance = new Map<string, number>([[stack.hex, 0]]);
  const queue = [stack.hex];
  while (queue.length > 0) {
    const at = queue.shift() as string;
    const d = distance.get(at) ?? 0;
    if (d >= hexes) continue;
    for (const to of neighbours.get(at) ?? []) {
      if (distance.has(to) || !open(at, to)) continue;
      distance.set(to, d + 1);
      queue.push(to);
    }
  }
  return [...distance]
    .filter(([label, d]) => d === hexes && ctx.hooks.stackingAllowed(stack.units, pos.get(label)?.units ?? [], state))
    .map(([label]) => label)
    .sort();
}

/** One card of each value in a hand, lowest first: which of two equal cards is spent makes no difference. */
export function cardChoices(state: State, hand: string[]): string[] {
  const byValue = new Map<number, string>();
  for (const id of [...hand].sort()) if (!byValue.has(state.cardValues[id] ?? 0)) byValue.set(state.cardValues[id] ?? 0, id);
  return [...byValue.entries()].sort((a, b) => a[0] - b[0]).map(([, id]) => id);
}

/**
 * True when the stack touches enemy stacks with units, and each of them holds an infantry
 * division (7-2). By hex number, with the position by number and the map's links given, as
 * the callers ask for many stacks of one position.
 */
function facesOnlyInfantry(state: State, numbered: PositionByNumber, links: HexLinks, id: number, foe: Side): boolean {
  const { pieces } = state;
  const { stacks } = numbered;
  const { start, next } = links;
  let foes = 0;
  for (let k = start[id] as number, end = start[id + 1] as number; k < end; k++) {
    const there = stacks[next[k] as number];
    if (there === undefined || there.side !== foe) continue;
    foes++;
    // Napoleon alone is an enemy stack without an infantry division: no retreat beside him.
    let infantry = false;
    for (let u = 0; !infantry && u < there.units.length; u++) infantry = pieces[there.units[u] as string]?.type === 'infantry';
    if (!infantry) return false;
  }
  return foes > 0;
}

/** The lone cavalry brigades of a side that may retreat now, with what their retreat costs (7-2). */
function retreatRules(ctx: ReadCtx, state: State, pos: Position, side: Side, each: (stack: Stack, rule: { cards: number; hexes: number }) => void): void {
  const hand = state.hands[side];
  const stacks = stacksOf(pos, side);
  const index = indexOf(state.board);
  const numbered = positionByNumber(state, pos);
  const links = neighbourIdsOf(index);
  const foe = enemyOf(side);
  // Indexed, and the cheap tests first: most stacks are not a lone brigade.
  for (let i = 0; i < stacks.length; i++) {
    const stack = stacks[i] as Stack;
    if (stack.napoleon || stack.units.length !== 1 || state.pieces[stack.units[0] as string]?.type !== 'cavalry') continue;
    const id = index.ids.get(stack.hex);
    if (id === undefined || !facesOnlyInfantry(state, numbered, links, id, foe)) continue;
    const rule = ctx.hooks.cavalryRetreat(stack.hex, state);
    if (!rule || hand.length < rule.cards) continue;
    each(stack, rule);
  }
}

/**
 * True when {@link retreatMoves} would list something, without finding where each brigade
 * may go: every brigade that may retreat gives at least one action (its removal when no hex
 * is open), for each card it may discard (one at least, as the hand holds enough). Asked at
 * every combat phase for both sides: the stacks in the position's order by hex number (no
 * sorted list of the side's stacks, no label lookups), and the first brigade that may
 * retreat answers.
 */
export function anyRetreatMove(ctx: ReadCtx, state: State, side: Side): boolean {
  const pos = positionOf(state);
  // A brigade that may retreat touches an enemy stack with units, so it is in contact: most
  // combat phases find none, and the answer is worked out once per position.
  if (inContact(state, pos).length === 0) return false;
  const hand = state.hands[side];
  const numbered = positionByNumber(state, pos);
  const { list, at } = numbered;
  const { pieces } = state;
  const links = neighbourIdsOf(indexOf(state.board));
  const foe = enemyOf(side);
  // Only a brigade next to an enemy stack may retreat: the marks of those hexes rule most out at once.
  const nearFoes = contactMarks(state, pos, side);
  for (let i = 0; i < list.length; i++) {
    const stack = list[i] as Stack;
    const id = at[i] as number;
    if (stack.side !== side || stack.napoleon || stack.units.length !== 1 || id < 0 || nearFoes[id] !== 1) continue;
    if (pieces[stack.units[0] as string]?.type !== 'cavalry' || !facesOnlyInfantry(state, numbered, links, id, foe)) continue;
    const rule = ctx.hooks.cavalryRetreat(stack.hex, state);
    if (rule && hand.length >= rule.cards) return true;
  }
  return false;
}

/** The cavalry retreats a side may declare now. */
export function retreatMoves(ctx: ReadCtx, state: State, side: Side): LegalAction<Action>[] {
  const pos = positionOf(state);
  const hand = state.hands[side];
  const out: LegalAction<Action>[] = [];
  retreatRules(ctx, state, pos, side, (stack, rule) => {
    const cards = rule.cards > 0 ? cardChoices(state, hand) : [''];
    const destinations = retreatDestinations(ctx, state, pos, stack, rule.hexes);
    for (const card of cards) {
      const cost = card ? ` (discarding a ${state.cardValues[card]})` : '';
      if (destinations.length === 0) {
        out.push({
          action: { type: 'retreat', from: stack.hex, card },
          prompt: `Cavalry retreat from ${hexName(state.board, stack.hex)}${cost}: no hex is open, so the brigade is removed`,
        });
      }
      for (const to of destinations) {
        out.push({
          action: { type: 'retreat', from: stack.hex, to, card },
          prompt: `Cavalry retreat: the brigade at ${hexName(state.board, stack.hex)} falls back to ${hexName(state.board, to)}${cost}`,
        });
      }
    }
  });
  if (out.length > 0) out.push({ action: { type: 'end-retreats' }, prompt: 'No more cavalry retreats' });
  return out;
}

/** Spends a card from a hand onto the open discard pile. */
function discard(state: State, side: Side, card: string): void {
  state.hands[side] = state.hands[side].filter((c) => c !== card);
  state.discard.push(card);
}

/** Carries out a cavalry retreat (7-2). */
export function performRetreat(ctx: Ctx, state: State, from: string, to: string | undefined, card: string): void {
  const pos = positionOf(state);
  const stack = pos.get(from) as Stack;
  const side = stack.side;
  const rule = ctx.hooks.cavalryRetreat(from, state) ?? { cards: 0, hexes: 2 };
  const spent = card
    ? [
        card,
        ...state.hands[side]
          .filter((c) => c !== card)
          .sort((a, b) => (state.cardValues[a] ?? 0) - (state.cardValues[b] ?? 0))
          .slice(0, rule.cards - 1),
      ]
    : [];
  for (const c of spent) discard(state, side, c);
  const unit = stack.units[0] as string;
  const paid = spent.length > 0 ? `, discarding ${spent.map((c) => state.cardValues[c]).join(' and ')}` : '';
  // A brigade that came into contact only through Napoleon's chase may still be face down: the
  // retreat shows it is cavalry, but only its owner learns which piece it is (8-3).
  const faceDown = state.units[unit]?.faceUp === false;
  const brigade = faceDown
    ? `A face-down ${nationName(state, state.pieces[unit]?.nationality ?? '')} cavalry brigade`
    : `The ${adjective(side)} cavalry brigade ${unit}`;
  if (to) {
    // Joining a marked stack ends its continued movement, as a move into it would (6-2 b).
    if (pos.has(to)) delete state.markers[to];
    moveUnit(state.units[unit] as UnitRecord, to);
    ctx.log(`${brigade} retreats from ${hexName(state.board, from)} to ${hexName(state.board, to)}${paid}.`);
  } else {
    moveUnit(state.units[unit] as UnitRecord, 'removed');
    ctx.log(`${brigade} at ${hexName(state.board, from)} has nowhere to retreat and is removed${paid}.`);
  }
  if (faceDown) ctx.log(`The retreating brigade is ${unitsWords(state, [unit])}.`, [state.roles[side]]);
  delete state.markers[from];
  const c = phase(state);
  // 9-3 (b): an enemy stack leaving a city or village next to Napoleon by retreat opens it to his chase.
  const nap = napoleonHex(state);
  const napStack = nap ? positionOf(state).get(nap) : undefined;
  if (
    side === 'allied' &&
    nap &&
    napStack &&
    napStack.units.length > 0 &&
    isTown(state.board, from) &&
    adjacent(state.board, nap, from) &&
    ctx.hooks.napoleonChase(nap, from, state)
  ) {
    c.chase = { targets: [from], resume: 'retreat' };
    c.step = 'chase';
  }
}

// ——— 7-3 combinations ———

/** The contact graph of the stacks not yet in a declared combat. */
function contactGraph(state: State, pos: Position, declared: Combat[]): { graph: ContactGraph; remaining: string[] } {
  const taken = new Set(declared.flatMap((c) => [...c.french, ...c.allied]));
  const remaining = inContact(state, pos).filter((h) => !taken.has(h));
  const left = new Set(remaining);
  const graph: ContactGraph = new Map(remaining.map((h) => [h, enemiesNextTo(state, pos, h, (pos.get(h) as Stack).side).filter((n) => left.has(n))]));
  return { graph, remaining };
}

/** Words for a combat: `the French stacks at 0404, 0505 against the Allied stack at Hal (0504)`. */
export function combatWords(state: State, combat: Combat, first: Side = state.player): string {
  const part = (side: Side) => {
    const hexes = combat[side].map((h) => hexName(state.board, h));
    return `the ${adjective(side)} stack${hexes.length === 1 ? '' : 's'} at ${hexes.join(', ')}`;
  };
  return `${part(first)} against ${part(enemyOf(first))}`;
}

/** Groups of stacks in contact with each other, each covered by combats of its own. */
function components(graph: ContactGraph, remaining: string[]): string[][] {
  const seen = new Set<string>();
  const groups: string[][] = [];
  for (const start of remaining) {
    if (seen.has(start)) continue;
    const group: string[] = [];
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const h = stack.pop() as string;
      group.push(h);
      for (const n of graph.get(h) ?? []) {
        if (seen.has(n)) continue;
        seen.add(n);
        stack.push(n);
      }
    }
    groups.push(group.sort());
  }
  return groups;
}

/** The combats that may be declared next, by group of stacks in contact: a group with one choice only needs no decision. */
function combinationChoices(state: State): { combat: Combat; forced: boolean }[] {
  const pos = positionOf(state);
  // Most combat phases find no stacks in contact: nothing to combine.
  if (inContact(state, pos).length === 0) return [];
  const { graph, remaining } = contactGraph(state, pos, phase(state).declared);
  const search = new CombinationSearch(graph);
  return components(graph, remaining).flatMap((group) => {
    const stars = search.choices(group);
    return stars.map((star) => ({ combat: combatOfStar(star, (h) => (pos.get(h) as Stack).side), forced: stars.length === 1 }));
  });
}

/** The combats the current player may declare next. */
export function combinationMoves(state: State): LegalAction<Action>[] {
  return combinationChoices(state).map(({ combat }) => ({
    action: { type: 'combat', french: combat.french, allied: combat.allied },
    prompt: `Combination: ${combatWords(state, combat)}`,
  }));
}

/** Adds a combat to the declared combinations. */
export function declare(ctx: Ctx, state: State, combat: Combat): void {
  phase(state).declared.push({ french: [...combat.french].sort(), allied: [...combat.allied].sort() });
  if (logged(ctx)) ctx.log(`Combat declared: ${combatWords(state, combat)}.`);
  turnFaceUp(ctx, state, [...combat.french, ...combat.allied]);
}

// ——— 9-1 Napoleon appears ———

/** Where Napoleon may appear: on any French stack on the map. */
export function napoleonMoves(state: State): LegalAction<Action>[] {
  const pos = positionOf(state);
  const stacks = stacksOf(pos, 'french').filter((s) => s.units.length > 0);
  if (stacks.length === 0) return [];
  return [
    ...stacks.map((s) => ({
      action: { type: 'napoleon' as const, at: s.hex },
      prompt: `Napoleon appears with the stack at ${hexName(state.board, s.hex)} (${count(s.units.length, 'unit')})`,
    })),
    { action: { type: 'napoleon-waits' }, prompt: 'Napoleon stays in hand this combat phase' },
  ];
}

/** Places Napoleon from the hand onto a French stack (9-1). */
export function napoleonAppears(ctx: Ctx, state: State, at: string): void {
  const leader = state.units[state.rules.leader];
  if (leader) {
    moveUnit(leader, at);
    turnUp(leader);
  }
  phase(state).napoleonAsked = true;
  ctx.log(`Napoleon appears with the French stack at ${hexName(state.board, at)}.`);
}

// ——— 7-4, 7-5 resolution ———

/** The combats still to fight, for the current player to pick. */
export function resolveMoves(state: State): LegalAction<Action>[] {
  const c = phase(state);
  return c.declared
    .filter((_, i) => !c.fought.includes(i))
    .map((combat) => ({ action: { type: 'resolve', french: combat.french, allied: combat.allied }, prompt: `Fight next: ${combatWords(state, combat)}` }));
}

/** Starts fighting a declared combat: values before artillery, then the bid opens with the current player. */
export function beginCombat(ctx: Ctx, state: State, index: number): void {
  const c = phase(state);
  const combat = c.declared[index] as Combat;
  c.current = index;
  c.base = { french: sideValue(ctx, state, 'french', combat), allied: sideValue(ctx, state, 'allied', combat) };
  c.bid = { turn: state.player, played: { french: [], allied: [] }, lastCall: null };
  c.step = 'bid';
  if (logged(ctx)) ctx.log(`Combat: ${combatWords(state, combat)}. Before artillery: French ${c.base.french}, Allied ${c.base.allied}.`);
}

/** The combat being fought. */
export function currentCombat(state: State): Combat {
  const c = phase(state);
  return c.declared[c.current ?? 0] as Combat;
}

/** How many more cards a side may place in this combat. */
function roomFor(ctx: ReadCtx, state: State, side: Side): number {
  const c = phase(state);
  const played = c.bid?.played[side].length ?? 0;
  return Math.max(0, Math.min(ctx.hooks.artilleryLimit(side, currentCombat(state), state) - played, state.hands[side].length));
}

/** The calls a side may make: 0 cards, or up to its room, one choice per combination of values (equal cards are alike). */
export function bidMoves(ctx: ReadCtx, state: State, side: Side): LegalAction<Action>[] {
  const room = roomFor(ctx, state, side);
  const out: LegalAction<Action>[] = [{ action: { type: 'bid', cards: [] }, prompt: 'Artillery: call 0 cards' }];
  const byValue = new Map<number, string[]>();
  for (const id of [...state.hands[side]].sort()) {
    const v = state.cardValues[id] ?? 0;
    byValue.set(v, [...(byValue.get(v) ?? []), id]);
  }
  const values = [...byValue.keys()].sort((a, b) => a - b);
  const pick = (from: number, chosen: string[]) => {
    if (chosen.length > 0) {
      const shown = chosen.map((c) => state.cardValues[c]).join(' and ');
      out.push({ action: { type: 'bid', cards: chosen }, prompt: `Artillery: place ${count(chosen.length, 'card')} face down (${shown})` });
    }
    if (chosen.length >= room) return;
    for (let i = from; i < values.length; i++) {
      const ids = byValue.get(values[i] as number) ?? [];
      const used = chosen.filter((c) => ids.includes(c)).length;
      if (used < ids.length) pick(i, [...chosen, ids[used] as string]);
    }
  };
  pick(0, []);
  return out;
}

/** A call in the artillery bid: the cards go face down; the bid ends when both have reached their limit or two calls of 0 follow each other (7-5). */
export function call(ctx: Ctx, state: State, side: Side, cards: string[]): void {
  const c = phase(state);
  const bid = c.bid as NonNullable<CombatState['bid']>;
  for (const card of cards) state.hands[side] = state.hands[side].filter((h) => h !== card);
  bid.played[side].push(...cards);
  ctx.log(`${Army(side)} call ${count(cards.length, 'card')}${cards.length > 0 ? ' and place them face down' : ''}.`);
  if (cards.length > 0 && logged(ctx)) ctx.log(`Your face-down cards: ${cards.map((card) => cardWords(state, card)).join(', ')}.`, [state.roles[side]]);
  const combat = currentCombat(state);
  const full = SIDES.every((s) => bid.played[s].length >= ctx.hooks.artilleryLimit(s, combat, state));
  if ((cards.length === 0 && bid.lastCall === 0) || full) {
    settle(ctx, state);
    return;
  }
  bid.lastCall = cards.length;
  bid.turn = enemyOf(side);
}

/** Turns the cards up, decides the combat and queues the losses (7-4-4, 7-4-5). */
function settle(ctx: Ctx, state: State): void {
  const c = phase(state);
  const bid = c.bid as NonNullable<CombatState['bid']>;
  const combat = currentCombat(state);
  const base = c.base as Record<Side, number>;
  const cards = { french: bid.played.french.map((id) => state.cardValues[id] ?? 0), allied: bid.played.allied.map((id) => state.cardValues[id] ?? 0) };
  const total = { french: base.french + cards.french.reduce((a, b) => a + b, 0), allied: base.allied + cards.allied.reduce((a, b) => a + b, 0) };
  const winner: Side | null = total.french > total.allied ? 'french' : total.allied > total.french ? 'allied' : null;
  state.discard.push(...bid.played.french, ...bid.played.allied);
  state.lastCombat = { french: [...combat.french], allied: [...combat.allied], base: { ...base }, cards, total, winner };
  ctx.reveal();
  const shown = (side: Side) => (cards[side].length > 0 ? cards[side].join(' and ') : 'no card');
  ctx.log(
    `Artillery turned up: French ${shown('french')}, Allied ${shown('allied')}. French ${total.french} against Allied ${total.allied}: ${winner ? `${army(winner)} win` : 'a tie'}.`,
  );
  c.fought.push(c.current ?? 0);
  delete c.bid;
  const losses = ctx.hooks.combatLosses(winner, combat, state);
  const order: Side[] = [state.player, enemyOf(state.player)];
  c.losses = order.filter((s) => (losses[s] ?? 0) > 0).map((s) => ({ side: s, count: losses[s] }));
  c.step = 'losses';
}

/** Units a side may give up in the current combat. */
function lossCandidates(state: State, side: Side): string[] {
  const pos = positionOf(state);
  return currentCombat(state)[side].flatMap((h) => pos.get(h)?.units ?? []);
}

/** The units the losing side may remove next. */
export function lossMoves(state: State): LegalAction<Action>[] {
  const entry = phase(state).losses?.[0];
  if (!entry) return [];
  return lossCandidates(state, entry.side).map((u) => ({
    action: { type: 'lose', unit: u },
    prompt: `Remove ${unitsWords(state, [u])} from ${hexName(state.board, state.units[u]?.at ?? '')} (${count(entry.count, 'unit')} still to remove)`,
  }));
}

/** Removes units lost in combat; they are kept aside for good (10-2). */
export function removeUnits(ctx: Ctx, state: State, side: Side, units: string[]): void {
  for (const u of units) {
    const unit = state.units[u];
    if (!unit) continue;
    if (logged(ctx)) ctx.log(`${Army(side)} remove ${unitsWords(state, [u])} from ${hexName(state.board, unit.at)}.`);
    moveUnit(unit, 'removed');
  }
}

/** After the losses: Napoleon's chase into an emptied city or village next to him (9-3 a). */
function afterLosses(ctx: ReadCtx, state: State): void {
  const c = phase(state);
  const combat = currentCombat(state);
  const nap = napoleonHex(state);
  const pos = positionOf(state);
  const napStack = nap ? pos.get(nap) : undefined;
  c.step = 'choose';
  if (!nap || !napStack || napStack.units.length === 0 || !combat.french.includes(nap)) return;
  const targets = combat.allied.filter((h) => !pos.has(h) && isTown(state.board, h) && adjacent(state.board, nap, h) && ctx.hooks.napoleonChase(nap, h, state));
  if (targets.length > 0) c.chase = { targets, resume: 'choose' };
  if (targets.length > 0) c.step = 'chase';
}

/** Napoleon's chase choices. */
export function chaseMoves(state: State): LegalAction<Action>[] {
  const chase = phase(state).chase;
  const nap = napoleonHex(state);
  if (!chase || !nap) return [];
  return [
    ...chase.targets.map((to) => ({
      action: { type: 'chase' as const, to },
      prompt: `Napoleon's chase: his stack at ${hexName(state.board, nap)} enters ${hexName(state.board, to)}`,
    })),
    { action: { type: 'no-chase' }, prompt: "Napoleon's stack stays where it is" },
  ];
}

/** Napoleon and his stack enter the emptied city or village (9-3); a chase is not movement. */
export function performChase(ctx: Ctx, state: State, to: string | undefined): void {
  const c = phase(state);
  const resume = c.chase?.resume ?? 'choose';
  delete c.chase;
  c.step = resume;
  const nap = napoleonHex(state);
  if (!to || !nap) {
    ctx.log("Napoleon's stack does not chase.");
    return;
  }
  for (const unit of Object.values(state.units)) if (unit.at === nap) moveUnit(unit, to);
  delete state.markers[nap];
  ctx.log(`Napoleon's chase: his stack moves from ${hexName(state.board, nap)} into ${hexName(state.board, to)}.`);
  checkEntry(ctx, state);
}

// ——— the phase machine ———

/** Takes every step that needs no decision, until someone must choose or the phase ends. */
export function advanceCombat(ctx: Ctx, state: State): void {
  for (let guard = 0; guard < 1000 && !state.result && state.combat; guard++) {
    const c = state.combat;
    if (c.step === 'retreat') {
      if (anyRetreatMove(ctx, state, c.retreating)) return;
      if (c.retreating === state.player) c.retreating = enemyOf(state.player);
      else c.step = 'combine';
    } else if (c.step === 'combine') {
      const choices = combinationChoices(state);
      const forced = choices.filter((x) => x.forced);
      if (choices.length === 0) c.step = 'napoleon';
      else if (forced.length === 0) return;
      else for (const x of forced) declare(ctx, state, x.combat);
    } else if (c.step === 'napoleon') {
      if (!c.napoleonAsked && ctx.hooks.napoleonAppears(state) && napoleonMoves(state).length > 0) return;
      c.napoleonAsked = true;
      c.step = 'choose';
    } else if (c.step === 'choose') {
      const left = c.declared.map((_, i) => i).filter((i) => !c.fought.includes(i));
      if (left.length === 0) {
        endCombat(ctx, state);
        return;
      }
      if (left.length > 1) return;
      beginCombat(ctx, state, left[0] as number);
    } else if (c.step === 'bid') {
      const side = (c.bid as NonNullable<CombatState['bid']>).turn;
      if (roomFor(ctx, state, side) > 0) return;
      call(ctx, state, side, []);
    } else if (c.step === 'losses') {
      const entry = c.losses?.[0];
      if (!entry) {
        delete c.losses;
        afterLosses(ctx, state);
        continue;
      }
      const candidates = lossCandidates(state, entry.side);
      if (entry.count < candidates.length) return;
      removeUnits(ctx, state, entry.side, candidates);
      c.losses?.shift();
    } else {
      return;
    }
  }
}

/** Closes the combat phase: the capture check and whether the French can still win (3), then the reinforcement phase. */
function endCombat(ctx: Ctx, state: State): void {
  const c = phase(state);
  state.combatsFought += c.fought.length;
  delete state.combat;
  if (endIfWon(ctx, state, 'combat-end')) return;
  startReinforcement(ctx, state);
}

/** The loser's choice of a unit to remove. */
export function loseUnit(ctx: Ctx, state: State, unit: string): void {
  const c = phase(state);
  const entry = c.losses?.[0];
  if (!entry) return;
  removeUnits(ctx, state, entry.side, [unit]);
  entry.count -= 1;
  if (entry.count <= 0) c.losses?.shift();
}

/** Who must act in the combat phase. */
export function combatActor(state: State): Side {
  const c = phase(state);
  switch (c.step) {
    case 'retreat':
      return c.retreating;
    case 'napoleon':
    case 'chase':
      return 'french';
    case 'bid':
      return c.bid?.turn ?? state.player;
    case 'losses':
      return c.losses?.[0]?.side ?? state.player;
    default:
      return state.player;
  }
}
