// The points of the rules a house rule may wrap. Each default is the rulebook's rule; the
// rules always call them through `ctx.hooks`, so a wrapper changes every use at once.
import { defineHookResults, type GameResult } from '@kriegsspiel/rules-sdk';
import { adjacent, hexLinksOf, indexOf, isRoadHex, terrainAt, type HexLinks } from './board';
import { hasMoved, napoleonHex, nextToEnemy, positionOf } from './stacks';
import type { Board, Combat, Side, State } from './types';
import { combatModifierOf } from './values';
import { defaultVictory, type VictoryMoment } from './victory';

/** How a stack is moving: the two kinds of order movement, or a cavalry retreat (which is not movement, 7-2). */
export type StepKind = 'road' | 'plains' | 'retreat';

export type HundredDaysHooks = {
  /** Hexes a stack of these units may go by road or across country; 0 when it may not move that way (6-1-1, 6-1-2). Napoleon is never among the units. */
  movementAllowance: (kind: 'road' | 'plains', units: string[], state: State) => number;
  /** Whether terrain and roads let a stack step from one hex into the next (2-3, 6-1, 6-3); other stacks are judged elsewhere. */
  canEnterHex: (from: string, to: string, kind: StepKind, state: State) => boolean;
  /** Whether moving units may end in a hex with these units of their own side (2-4). */
  stackingAllowed: (moving: string[], staying: string[], state: State) => boolean;
  /** Whether the marked stack in this hex must make its continued movement now (6-2 and its exceptions). */
  continuedMovement: (hex: string, state: State) => boolean;
  /** How many special order movements a side may buy per turn, one card each (6-1-4). */
  specialOrders: (side: Side, state: State) => number;
  /** What terrain adds to a side in a combat: +2 a stack in a city, +1 in a village, the slope at Quatre-Bras -1 a stack below it (7-4-2). */
  combatModifier: (side: Side, combat: Combat, state: State) => number;
  /** How many artillery cards a side may commit to one combat (7-5). */
  artilleryLimit: (side: Side, combat: Combat, state: State) => number;
  /** How many units each side removes once a combat is decided; `winner` is null for a tie (7-4-5). */
  combatLosses: (winner: Side | null, combat: Combat, state: State) => Record<Side, number>;
  /** Whether the lone cavalry brigade in this hex may retreat, and then how many cards it costs and how many hexes it goes (7-2). */
  cavalryRetreat: (hex: string, state: State) => { cards: number; hexes: number } | null;
  /** What Napoleon adds to the stack he is with (9-2). */
  napoleonBonus: (units: string[], state: State) => number;
  /** Whether Napoleon may be brought on from the hand in this combat phase (9-1). */
  napoleonAppears: (state: State) => boolean;
  /** Whether Napoleon's stack may chase from one hex into an emptied city or village (9-3, 9-4). */
  napoleonChase: (from: string, to: string, state: State) => boolean;
  /** The most units a side may draw in its reinforcement phase (8). */
  reinforcementCount: (side: Side, state: State) => number;
  /** How many artillery cards a side draws at the end of a turn in which this many combats were fought (5-4). */
  cardResupply: (side: Side, combats: number, state: State) => number;
  /** Whether the game is won at this moment of the turn (3). */
  victoryCheck: (moment: VictoryMoment, state: State) => GameResult | undefined;
};

/**
 * What each hook returns, checked on a house rule's wrapper at run time (the types above are
 * erased when a mod is bundled): counts are whole numbers, judgements booleans.
 */
export const hookResults = defineHookResults<HundredDaysHooks>({
  movementAllowance: 'integer',
  canEnterHex: 'boolean',
  stackingAllowed: 'boolean',
  continuedMovement: 'boolean',
  specialOrders: 'integer',
  combatModifier: 'number',
  artilleryLimit: 'integer',
  combatLosses: { french: 'integer', allied: 'integer' },
  cavalryRetreat: ['null', { cards: 'integer', hexes: 'integer' }],
  napoleonBonus: 'number',
  napoleonAppears: 'boolean',
  napoleonChase: 'boolean',
  reinforcementCount: 'integer',
  cardResupply: 'integer',
  victoryCheck: ['undefined', { winner: ['string', 'null'], reason: 'string' }],
});

/** Road hexes by stack size: 4, 3, 2, 1, then none from five units (6-1-1). */
const ROAD_BY_SIZE = [4, 4, 3, 2, 1];

/** Why terrain or roads forbid a step between two neighbouring hexes, in words; undefined when they allow it. */
export function terrainRefusal(state: State, from: string, to: string, kind: StepKind): string | undefined {
  return terrainCheck(state.board, from, to, kind, true);
}

/** What `canEnterHex` answers by default: the same judgement as {@link terrainRefusal}, without building the words. */
export function terrainAllows(state: State, from: string, to: string, kind: StepKind): boolean {
  return terrainCheck(state.board, from, to, kind, false) === undefined;
}

/**
 * The neighbours of each hex that plains movement may enter as far as terrain and roads go
 * by default ({@link terrainAllows}), in the map's order: built once per map, with its index, outside the state.
 */
export function plainsStepsOf(board: Board): Map<string, string[]> {
  const index = indexOf(board);
  let steps = index.plainsSteps;
  if (!steps) {
    steps = new Map();
    for (const [from, around] of index.neighbours)
      steps.set(
        from,
        around.filter((to) => terrainCheck(board, from, to, 'plains', false) === undefined),
      );
    index.plainsSteps = steps;
  }
  return steps;
}

/** {@link plainsStepsOf} by hex number (see `HexLinks`). */
export function plainsStepIdsOf(board: Board): HexLinks {
  const index = indexOf(board);
  index.plainsStepIds ??= hexLinksOf(index, plainsStepsOf(board));
  return index.plainsStepIds;
}

/** The terrain's judgement of a step: undefined when allowed, else the reason (or only `refused` without `words`). */
function terrainCheck(board: Board, from: string, to: string, kind: StepKind, words: boolean): string | undefined {
  const t = terrainAt(board, to);
  if (!t.enter) return 'no stack may ever enter a forest hex';
  if (kind === 'retreat') return undefined;
  const links = indexOf(board).roads.get(from);
  if (kind === 'road') {
    const link = links?.find((l) => l.to === to);
    if (!link) return words ? `road movement must follow a road, and none runs from ${from} to ${to}` : 'refused';
    if (!link.allowed) return words ? `the road from ${from} to ${to} is one-way the other way` : 'refused';
    return undefined;
  }
  if (t.roadOnly) return 'plains movement may not enter a city or village';
  // As againstArrow reads it, from the links already in hand.
  if (links !== undefined && links.some((l) => l.to === to && !l.allowed))
    return words ? `plains movement may not go against the one-way road from ${to} to ${from}` : 'refused';
  return undefined;
}

/** Why a step is impossible on the map itself: off the map, or not to a neighbouring hex. */
export function mapRefusal(state: State, from: string, to: string): string | undefined {
  if (!indexOf(state.board).neighbours.has(to)) return `${to} is not a hex of the map`;
  if (!adjacent(state.board, from, to)) return `${to} is not next to ${from}`;
  return undefined;
}

/** Why moving units may not join those in a hex, in words (the first pair of nationalities kept apart). */
export function stackingRefusal(state: State, moving: string[], staying: string[]): string {
  for (const a of moving) {
    for (const b of staying) {
      const x = state.pieces[a]?.nationality ?? '';
      const y = state.pieces[b]?.nationality ?? '';
      if (!nationalitiesMix(state, x, y)) return `${state.rules.nations[x] ?? x} and ${state.rules.nations[y] ?? y} units may never share a hex`;
    }
  }
  return 'these units may not share a hex';
}

/** True when two nationalities may share a hex. */
export function nationalitiesMix(state: State, a: string, b: string): boolean {
  // Indexed loops, no destructuring: in QuickJS, where the rules run, both go through the
  // iterator protocol and cost several times a plain read (the move searches ask often).
  const apart = state.rules.apart;
  for (let i = 0; i < apart.length; i++) {
    const pair = apart[i] as [string, string];
    if ((pair[0] === a && pair[1] === b) || (pair[0] === b && pair[1] === a)) return false;
  }
  return true;
}

export const defaultHooks: HundredDaysHooks = {
  movementAllowance(kind, units, state) {
    const size = Math.max(units.length, 1);
    if (kind === 'road') return ROAD_BY_SIZE[size] ?? 0;
    if (size > 2) return 0;
    let cavalryOnly = units.length > 0;
    for (let i = 0; cavalryOnly && i < units.length; i++) cavalryOnly = state.pieces[units[i] as string]?.type === 'cavalry';
    return cavalryOnly ? 3 : 2;
  },
  canEnterHex(from, to, kind, state) {
    return terrainAllows(state, from, to, kind);
  },
  stackingAllowed(moving, staying, state) {
    // Pair by pair rather than by sets of nationalities: the same answer, without building
    // two sets for every step a move search tries into a friendly stack.
    if (state.rules.apart.length === 0) return true;
    for (let i = 0; i < moving.length; i++) {
      const x = state.pieces[moving[i] as string]?.nationality ?? '';
      for (let j = 0; j < staying.length; j++) if (!nationalitiesMix(state, x, state.pieces[staying[j] as string]?.nationality ?? '')) return false;
    }
    return true;
  },
  continuedMovement(label, state) {
    const marker = state.markers[label];
    if (!marker || marker.round >= state.round) return false;
    const pos = positionOf(state);
    const stack = pos.get(label);
    // Napoleon alone is a unit and so a stack (2-1, 2-4): his road march goes on like any other.
    if (!stack || stack.side !== state.player || (stack.units.length === 0 && !stack.napoleon)) return false;
    // (a) it has moved this turn; (d) it began the turn next to an enemy (enemies do not move in our turn).
    if (hasMoved(state, stack) || nextToEnemy(state, pos, label, stack.side)) return false;
    return isRoadHex(state.board, label);
  },
  specialOrders() {
    return 1;
  },
  combatModifier(side, combat, state) {
    return combatModifierOf(side, combat, state);
  },
  artilleryLimit() {
    return 2;
  },
  combatLosses(winner, combat) {
    if (winner === null) return { french: 1, allied: 1 };
    const loser = winner === 'french' ? 'allied' : 'french';
    return { [winner]: 0, [loser]: combat[winner].length } as Record<Side, number>;
  },
  cavalryRetreat() {
    return { cards: 1, hexes: 2 };
  },
  napoleonBonus(units) {
    return Math.min(units.length, 3);
  },
  napoleonAppears(state) {
    return state.units[state.rules.leader]?.at === 'hand';
  },
  napoleonChase(from, to, state) {
    const index = indexOf(state.board);
    return napoleonHex(state) === from && (index.row.get(to) ?? 0) <= (index.row.get(from) ?? 0);
  },
  reinforcementCount(side, state) {
    return state.rules.draws.find((d) => d.side === side)?.perTurn ?? 0;
  },
  cardResupply(_side, combats) {
    return combats;
  },
  victoryCheck(moment, state) {
    return defaultVictory(moment, state, defaultHooks);
  },
};
