// The shapes of the Waterloo Campaign 1815 state. Everything is plain JSON: the board and the
// pieces are read once at set-up and never change; `units` and the phase fields change in play.
import type { GameResult } from '@kriegsspiel/rules-sdk';

export type Side = 'french' | 'coalition';
export type Army = 'french' | 'anglo-allied' | 'prussian';
export type Kind = 'infantry' | 'cavalry' | 'detachment' | 'hq';
export type Mode = 'normal' | 'battle';

export const SIDES: readonly Side[] = ['french', 'coalition'];
export const enemyOf = (side: Side): Side => (side === 'french' ? 'coalition' : 'french');

/** What the order of battle says of a counter; fixed for the game. */
export interface Piece {
  name: string;
  side: Side;
  army: Army;
  kind: Kind;
  /** Battle stars of a corps or detachment; an HQ's stars in Battle mode. */
  stars: number;
  /** The corps formation a corps or detachment belongs to (a detachment's parent is the corps of that formation). */
  formation?: string;
  /** Detachments only. */
  role?: 'standard' | 'grand-battery' | 'old-guard';
  /** Movement: infantry [Advance, Battle], cavalry [Fresh, Exhausted]. */
  move?: [number, number];
  /** HQs only: command range [Normal, Battle]. */
  range?: [number, number];
  /** Victory points the opponent scores when it is eliminated. */
  vp: number;
  /** The side that scores `vp`, where the scenario's rule names one other than the opponent. */
  scoredBy?: Side;
}

/**
 * Where a counter is and which face is up. `at` is a hex label, or one of: `off` (a reinforcement
 * not yet on the map), `ready` (a detachment that may be placed), `blown` (on the turn track),
 * `eliminated`, `spare` (the Hill counter not in use), `hq-box` (an HQ waiting for Step A),
 * `recalled` (a detachment set up in the recalled box: ready from the next turn).
 * `back` is Battle formation, Exhausted, or Battle mode.
 */
export interface Unit {
  at: string;
  back: boolean;
  /** Blown corps: the turn they come back. */
  returns?: number;
}

export interface Arrival {
  unit: string;
  turn: number;
  entries: string[];
  /** Enters only once this unit has entered (it marches behind it). */
  after?: string;
}

/** What a terrain type does to the rules, read from its `values` (absent: no effect). */
export interface TerrainEffect {
  /** Added to a defender in the hex or behind the hexside (at most +1 counts). */
  defense?: number;
  /** A hexside no unit may cross (the river). */
  impassable?: true;
  /** A cavalry corps attacking into the hex adds no stars. */
  noCavalryCharge?: true;
  /** A cavalry corps defending in the hex adds no stars. */
  noCavalryDefence?: true;
  /** A path terrain that is a road. */
  road?: true;
}

export interface Board {
  grid: Record<string, unknown>;
  /** Terrain id of each hex that is not clear. */
  terrain: Record<string, string>;
  /** Terrain of hexsides, keyed `a|b` with the labels sorted. */
  sides: Record<string, string>;
  /** Road links, keyed `a|b` sorted. */
  roads: Record<string, true>;
  names: Record<string, string>;
  /** The terrain of hexes the map does not list, when it is not clear ground. */
  defaultTerrain?: string;
  /** Terrain effects by terrain id, from the manifest and the map. */
  effects: Record<string, TerrainEffect>;
  /** Where an HQ without units of its own is placed near (the Brussels–Couillet road). */
  fallback: string[];
  pathFrom: string[];
  pathTo: string[];
}

export type Phase = 'modes' | 'hq' | 'keep' | 'return' | 'detach' | 'recall' | 'withdraw' | 'movement' | 'attack' | 'over';

/** A unit that has lost and must retreat three hexes: its owner chooses where. */
export interface PendingRetreat {
  unit: string;
  options: string[];
  /** The attacker that may pursue into the hex it leaves. */
  pursuer?: string;
  from: string;
}

/** A June 15 allowance roll: the moves allowed are `roll + base`. */
export interface SecretRoll {
  turn: number;
  side: Side;
  roll: number;
  base: number;
}

export interface Special {
  june15: boolean;
  /** The June 15 move allowances are rolled behind a screen (the play note's option `hiddenJune15Rolls`). */
  hiddenRolls: boolean;
  /** Turns on which the June 17 rain may fall (The Deluge). */
  deluge: number[];
  rainOn: number[];
  /** Turns whose Blown results eliminate. */
  lastDay: number[];
  ricochet: number;
  /** What the French score for an open road to Brussels (the scenario's trace-path points). */
  roadPoints: number;
  /** British Line of Communication Angst: whose detachments count, where, how many, and the two counters. */
  angst: { nationality: Army; counts: ('on-map' | 'eliminated')[]; threshold: number; whenAtLeast: string; whenFewer: string };
  /** Surprise: on these turns this side may move only these corps (with the June 15 rules on). */
  surprise: { side: Side; turns: number[]; onlyMovable: string[] };
  /** Delayed Reaction as the scenario lists it: on these turns this army's corps stay put (absent: the rulebook's, Anglo-Allied on turn 2). */
  delayed?: { turns: number[]; nationality: Army };
  /**
   * Concentrating the Army as the scenario lists it: on these turns the army's side moves only that
   * army's corps, as many times as `dice` dice plus `plus` (absent: the rulebook's, Prussian, one die, on turn 2).
   */
  concentrating?: { turns: number[]; nationality: Army; dice: number; plus: number };
}

export interface State {
  board: Board;
  pieces: Record<string, Piece>;
  roles: Record<Side, string>;
  special: Special;
  lastTurn: number;
  turn: number;
  phase: Phase;
  units: Record<string, Unit>;
  arrivals: Arrival[];
  /** The HQs (Steps A and D, the June 15 mode choice) or blown corps (Step B) still to be dealt with, in order. */
  queue: string[];
  /** The side whose HQs are placed (Step A) or whose blown corps are returning (Step B). */
  stepSide: Side;
  /** The side choosing now in the alternating steps and phases. */
  player: Side;
  /** The side that has passed in this step or phase. */
  passed: Side | null;
  /** Moves, attacks or withdrawals left to the side that did not pass. */
  remaining: number | null;
  /** June 15 caps on the number of moves a side makes this phase (on June 15 AM, of French corps that move). */
  limit: Partial<Record<Side, number>>;
  /** Corps that have moved this Movement Phase, where the cap counts corps rather than moves. */
  moved?: string[];
  /** The June 15 allowance rolls (die and what is added to it), kept to be shown at the end when rolled in secret. */
  rolls: SecretRoll[];
  /** The corps chosen to move, before its destination is chosen. */
  selected: string | null;
  /** Hexes the selected corps has already used (1 for a reinforcement standing on its entry hex). */
  used: number;
  /** Blown corps the opponent has chosen to come back in Step B. */
  kept: string[];
  retreat: PendingRetreat | null;
  /** A reinforcement waiting at its entry hex while the enemy corps near it fall back, one by one, each to a hex its owner picks. */
  entering?: { unit: string; entry: string; enemies: string[] } | null;
  /** Turns on which it rained. */
  rain: number[];
  result: GameResult | null;
  /** The last combat, for the log and the picture. */
  lastCombat: { attacker: string; defender: string; hex: string; rolls: [number, number]; totals: [number, number]; outcome: string } | null;
}

export type Action =
  | { type: 'hq-mode'; hq: string; mode: Mode }
  | { type: 'place-hq'; hq: string; hex: string; mode: Mode }
  | { type: 'keep'; unit: string }
  | { type: 'return'; unit: string; hex: string }
  | { type: 'no-return'; unit: string }
  | { type: 'detach'; hq: string; unit: string; hex: string }
  | { type: 'no-detachment'; hq: string }
  | { type: 'recall'; unit: string }
  | { type: 'end-recall' }
  | { type: 'withdraw'; unit: string; to: string }
  | { type: 'select'; unit: string; entry?: string }
  | { type: 'move'; unit: string; to: string }
  /** `hold`: fresh supporting cavalry corps that do not charge (none when absent). */
  | { type: 'attack'; unit: string; target: string; hold?: string[] }
  | { type: 'retreat'; unit: string; to: string }
  | { type: 'pass' };
