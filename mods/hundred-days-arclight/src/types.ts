// The shapes the Hundred Days rules keep in their state. Everything is plain JSON: the
// engine saves, hashes and replays it, and a test may patch any part of it.
import type { GameResult } from '@kriegsspiel/rules-sdk';

/** The two armies. Player ids may differ; `State.roles` maps each side to its player. */
export type Side = 'french' | 'allied';

export const SIDES: readonly Side[] = ['allied', 'french'];

/** The other army. */
export function enemyOf(side: Side): Side {
  return side === 'french' ? 'allied' : 'french';
}

/** What a piece is, read once from the order of battle. */
export interface Piece {
  side: Side;
  nationality: string;
  type: 'infantry' | 'cavalry' | 'leader';
  combat: number;
  /** Only leaders keep their name: the log calls units by their ids. */
  name?: string;
}

/** Where a piece is: a hex label, `hand` (Napoleon before he appears) or `removed`. Units still in a bag are listed in `State.bags` instead. */
export interface UnitState {
  at: string;
  faceUp: boolean;
}

/** The terrain of one hex as the rules need it. */
export interface HexTerrain {
  /** False for forest: no stack may ever enter. */
  enter: boolean;
  /** True for cities and villages: entered only by road movement, which stops there. */
  roadOnly: boolean;
  /** Added to a stack's combat value when it fights from here (city 2, village 1). */
  bonus: number;
}

/** The map, reduced to what the rules read; kept in the state because the rules see nothing else between calls. */
export interface Board {
  grid: Record<string, unknown>;
  /** Hexes whose terrain differs from plains. */
  terrain: Record<string, HexTerrain>;
  paths: { id: string; hexes: string[]; oneWay: [string, string][] }[];
  /** Steep slopes: the high hex, the low hex and what each low stack loses. */
  slopes: { high: string; low: string; modifier: number }[];
  /** Named locations by id: their hex, name and printed code. */
  locations: Record<string, { hex: string; name: string; code?: string }>;
  regions: Record<string, string[]>;
  /** Names of hexes, for the log. */
  names: Record<string, string>;
}

/** How a side brings in reinforcements drawn from its bag (rule 8), as the scenario describes it. */
export interface DrawRule {
  side: Side;
  pool: string;
  perTurn: number;
  optional: boolean;
  fromTurn: number;
  toTurn?: number;
  /** Hexes the units may enter at. */
  places: string[];
  /** `choose-places`: the player names distinct places first, one unit each (French, 8-1). `by-nationality`: each nationality has its own places; where it has several, the player names one before each draw (Allied, 8-2). */
  mode: 'choose-places' | 'by-nationality';
  byNationality: Record<string, string[]>;
  /** A second unit of a nationality with several places, in one turn, must go to a place the first did not use (a nationality with one place keeps it). */
  secondToOther: boolean;
  faceDown: boolean;
}

/** Units that arrive on a given turn without being drawn. */
export interface Arrival {
  id: string;
  turn: number;
  units: string[];
  places: string[];
  faceDown: boolean;
}

/** Scenario data the rules read during play. */
export interface Rules {
  leader: string;
  /** Hexes Napoleon must reach with infantry (P, E1, E2). */
  objectives: string[];
  /** The ringed central villages and for how many full French turns the Allies must hold them. */
  central: string[];
  holdTurns: number;
  /** Nationalities of one side that may never share a hex. */
  apart: [string, string][];
  draws: DrawRule[];
  arrivals: Arrival[];
  /** The artillery deck's id, which tests name to script draws. */
  deck: string;
  /** Cards each player takes at the start (4-4). */
  handSize: number;
  /** Names of the nationalities, for the log. */
  nations: Record<string, string>;
}

/** A moving marker (6-2): the stack in this hex road-moved last turn and must carry on the same way. */
export interface Marker {
  /** The hex it came from, which gives the direction. */
  from: string;
  /** The road it was on. */
  path: string;
  /** The round in which it was placed. */
  round: number;
}

/** One combat as declared (7-3): the stacks of each side, by hex; one side has exactly one. */
export interface Combat {
  french: string[];
  allied: string[];
}

/** The artillery bid of the combat being resolved (7-5). */
export interface Bid {
  /** Whose call it is. */
  turn: Side;
  /** Cards placed face down so far. */
  played: Record<Side, string[]>;
  /** How many cards the previous call placed; null before the first call. */
  lastCall: number | null;
}

/** The combat phase in progress. */
export interface CombatState {
  step: 'retreat' | 'combine' | 'napoleon' | 'choose' | 'bid' | 'losses' | 'chase';
  /** Whose cavalry may retreat now; the current player's go first. */
  retreating: Side;
  declared: Combat[];
  /** Indexes of declared combats already fought. */
  fought: number[];
  /** The combat being resolved. */
  current?: number;
  /** Values before artillery, for the log and the view. */
  base?: Record<Side, number>;
  bid?: Bid;
  /** Units still to be removed, side by side in order. */
  losses?: { side: Side; count: number }[];
  /** Hexes Napoleon's stack may chase into, and the step to return to. */
  chase?: { targets: string[]; resume: CombatState['step'] };
  napoleonAsked: boolean;
}

/** The reinforcement phase in progress (8). */
export interface ReinforceState {
  /** Index into `Rules.draws`. */
  rule: number;
  /** Declared number of units, once declared. */
  count?: number;
  drawn: number;
  /** Places already used this turn, by nationality. */
  used: Record<string, string[]>;
  /** French villages declared and not yet filled (8-1). */
  places?: string[];
  /** A French unit drawn and not yet placed: the player picks which declared village it enters. */
  holding?: string;
}

/** The Allied set-up draws that the player may stop early (4-3). */
export interface SetupDraw {
  side: Side;
  pool: string;
  left: number;
  drawn: number;
  places: string[];
  byNationality: Record<string, string[]>;
  alternate: string[];
  faceDown: boolean;
}

/** The outcome of the last combat, for the view and tests. */
export interface CombatReport {
  /** The hexes of each side's stacks. */
  french: string[];
  allied: string[];
  base: Record<Side, number>;
  cards: Record<Side, number[]>;
  total: Record<Side, number>;
  winner: Side | null;
}

export type Phase = 'setup' | 'order' | 'special' | 'special-move' | 'continued' | 'combat' | 'reinforce' | 'over';

export interface State {
  board: Board;
  rules: Rules;
  pieces: Record<string, Piece>;
  /** The player id of each side. */
  roles: Record<Side, string>;
  options: Record<string, unknown>;
  units: Record<string, UnitState>;
  bags: Record<string, string[]>;
  /** Scheduled arrivals not yet on the map. */
  pending: string[];
  deck: string[];
  discard: string[];
  hands: Record<Side, string[]>;
  cardValues: Record<string, number>;
  /** Game turn: an Allied and a French player turn. */
  round: number;
  player: Side;
  /** The order of player turns in a game turn (the Allies first, 2-5). */
  order: Side[];
  phase: Phase;
  /** Units that moved this player turn (a stack with any of them has moved). */
  moved: string[];
  /** Special order movements bought this turn. */
  specials: number;
  /** Combats fought this player turn: the cards each side draws at its end (5-4). */
  combatsFought: number;
  markers: Record<string, Marker>;
  setupDraw?: SetupDraw;
  combat?: CombatState;
  reinforce?: ReinforceState;
  /** Full French turns in a row with Allied units in all the central villages, and whether they have held all through the current one. */
  hold: { turns: number; intact: boolean };
  lastCombat?: CombatReport;
  result?: GameResult;
}

/** What may be asked of the rules. */
export type Action =
  | { type: 'setup-draw' }
  | { type: 'setup-stop' }
  | { type: 'move'; kind: 'road'; from: string; path: string[]; unit?: string }
  | { type: 'move'; kind: 'plains'; from: string; to: string; unit?: string }
  | { type: 'pass' }
  | { type: 'special'; card: string }
  | { type: 'end-orders' }
  | { type: 'continue'; from: string; path: string[] }
  | { type: 'retreat'; from: string; to?: string; card: string }
  | { type: 'end-retreats' }
  | { type: 'combat'; french: string[]; allied: string[] }
  | { type: 'napoleon'; at: string }
  | { type: 'napoleon-waits' }
  | { type: 'resolve'; french: string[]; allied: string[] }
  | { type: 'bid'; cards: string[] }
  | { type: 'lose'; unit: string }
  | { type: 'chase'; to: string }
  | { type: 'no-chase' }
  | { type: 'reinforce'; places?: string[]; count?: number }
  | { type: 'place'; at: string }
  | { type: 'draw'; declare: Record<string, string> }
  | { type: 'concede' };

export type MoveAction = Extract<Action, { type: 'move' }>;
