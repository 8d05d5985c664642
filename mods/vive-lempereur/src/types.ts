// The state of an Advanced Vive l'Empereur battle. Plain JSON: the board and the pieces
// never change in play (but for a garrison disc made when the spare ones run out); the units,
// the cards and the round do.

export type Side = 'french' | 'allied';
export const SIDES: readonly Side[] = ['french', 'allied'];
export const enemyOf = (side: Side): Side => (side === 'french' ? 'allied' : 'french');

/** The arms of 1.1: what a command die picture matches and how a unit moves and fires. */
export type Arm = 'infantry' | 'cavalry' | 'artillery' | 'general' | 'garrison';

/** What a hex's terrain does (8.0-8.8), read from the manifest's terrain values. */
export interface TerrainRules {
  stopOnEntry: boolean;
  impassable: boolean;
  blocksLos: boolean;
  targetIn: number;
  firingFrom: number;
  fireThrough: number;
  artilleryMayFire: boolean;
  noFireOnEntry: boolean;
  noFlank: boolean;
  cavalryMayShock: boolean;
  squareAllowed: boolean;
  hill: boolean;
  buildings: boolean;
}

/** The map as the rules read it, by hex index. */
export interface Board {
  id: string;
  labels: string[];
  q: number[];
  r: number[];
  /** The terrain id of each hex (after a scenario's special rules), 'clear' for open ground. */
  terrain: string[];
  road: boolean[];
  /** 0 west, 1 centre, 2 east (the map's sector regions). */
  sector: number[];
  /** Only infantry may stand here (Hougoumont, 13.1). */
  infantryOnly: boolean[];
  types: Record<string, TerrainRules>;
  /** The deployment zones (14.0): four rows at each edge, and the disputed ground between (hypothetical maps only). */
  zones: { south: string[]; north: string[]; disputed: string[] };
  /** Hexes a side must hold all of to win at once (Quatre Bras, 13.2). */
  objective: { side: Side; hexes: string[] } | null;
}

/** An unchanging piece of the order of battle. */
export interface Piece {
  side: Side;
  nationality: string;
  type: string;
  arm: Arm;
  name: string;
  /** Fire values by range, nearest first (7.3, reference sheet). */
  fire: number[];
  elements: number;
  moveAndFire: number;
  moveOnly: number;
  rallyDice: number;
  horse: boolean;
  /** Fires in any direction (7.1: skirmishers); set for a unit type whose map symbol is light infantry. */
  allRound?: boolean;
}

export type UnitStatus = 'map' | 'pool' | 'eliminated';

export interface UnitState {
  hex: string | null;
  /** A hexside direction 0-5 (hex.directions, flat grid: 2 is north); generals keep 0. */
  facing: number;
  elements: number;
  square: boolean;
  status: UnitStatus;
  /** Elements this unit gave up to garrisons it left (6.0): not losses, so a rally never brings them back (12.0). */
  detached?: number;
}

/** What a command card does (3.1, 3.2). */
export interface CardRules {
  kind: 'order' | 'automatic';
  sector?: 'left' | 'centre' | 'right' | 'all';
  dice?: number;
  maxUnits?: number;
  maxPerSector?: number;
  unitClass?: 'infantry' | 'cavalry' | 'artillery';
  oneSector?: boolean;
  moveAndFire?: number;
  moveOnly?: number;
  fireMultiplier?: number;
  horseArtilleryMoveOnly?: number;
}

/** The face of a command die (1.2). */
export type Face = 'flag' | 'general' | 'cavalry' | 'artillery' | 'infantry';
export const COMMAND_FACES: readonly Face[] = ['flag', 'general', 'cavalry', 'artillery', 'infantry', 'infantry'];

/** One unit carrying out its order, step by step. */
export interface Activation {
  unit: string;
  side: Side;
  step: 'move' | 'face' | 'fire' | 'advance';
  /** The hex a charged enemy has left, which the cavalry may take (7.3). */
  vacated?: string;
  from: string;
  fromFacing: number;
  /** False once it has moved further than it may and still fire, formed square, or rallied. */
  mayFire: boolean;
  /** The general who came along, if any. */
  general: string | null;
  /** A lone general given the order (6.3). */
  isGeneral: boolean;
  /** The building hex where this infantry has just left a garrison: it must now move on (6.0). */
  garrisoned?: string;
  /** The part of the move made before a garrison was left on the way (6.0): its hexes, and whether it kept to the road. */
  leg?: { cost: number; road: boolean };
  /** Counter-charges met at the end of this cavalry's move (9.3), rolled then and applied with its shock, or when the order ends without one. */
  counters?: CounterCharge[];
  /** Units that may still try to react to this cavalry's move (9.3), in order, with their dice; `asked` once the head's try has succeeded and its owner must say whether it reacts. */
  reacting?: {
    queue: { unit: string; dice: number; asked?: boolean }[];
    halted: boolean;
    /** The hex where the cavalry stopped: units go on trying to react only while it stands there (absent in games saved before it was kept). */
    at?: string;
  };
  /** The batteries whose opportunity fire this cavalry took on a d6 of 3-4: it may shock only them (9.3). */
  shockOnly?: string[];
  /** Units that reacted to this cavalry and may now turn to face it or keep their facing (9.3), each with the facing it would take. */
  turns?: { unit: string; facing: number }[];
  /** A shock rolled and waiting to land after the counter-charges, while a retreat hex is being chosen (10.1). */
  shock?: { target: string; hits: number; was: string; chargeFrom: string; landed: boolean };
}

/** A retreat waiting for its unit's owner: to stand fast or fall back (10.1 E), which of two equal flank hexes to take (10.1), or a general's next hex (9.4). */
export interface RetreatChoice {
  unit: string;
  options: string[];
  /** Hexes still to go, the one being chosen included. */
  left: number;
  moved: number;
  /** Where the fire came from: the unit faces it once the retreat ends. */
  from: string;
  /** The unit may ignore the retreat (10.1 E): its own hex is then among the options, for standing fast. */
  stand?: boolean;
  /** A lone general driven off by an enemy move (9.4.2): the capture die is rolled once his retreat ends. */
  capture?: boolean;
}

/** A counter-charge (9.3): the reacting cavalry, where it stood, and the hits it rolled. */
export interface CounterCharge {
  by: string;
  byHex: string;
  hits: number;
}

export interface Round {
  /** Cards played this round by each side; hidden from the enemy until both are in. */
  cards: Partial<Record<Side, string>>;
  revealed: boolean;
  /** Command dice still to be used, by side (5.1). */
  dice: Record<Side, Face[]>;
  /** Orders an automatic card still allows, and the sector an infantry manoeuvre is tied to. */
  autoLeft: Record<Side, number>;
  autoSector: Record<Side, number | null>;
  /** Units ordered per sector under a coordinated attack (at most two each). */
  perSector: Record<Side, number[]>;
  ordered: string[];
  fired: string[];
  retreated: string[];
  reacted: string[];
  done: Record<Side, boolean>;
  next: Side;
}

/** One Prussian still to come on: any unit of the pool or one of the rolled arm, on a hex chosen or rolled. */
export interface PendingEntry {
  /** Whose unit this is, when not the arrivals' side (the hypothetical battle's reinforcements come to both). */
  side?: Side;
  /** A reinforcement of 14.0: it gets no free order on arrival, unlike Waterloo's Prussians. */
  unordered?: boolean;
  pool: string;
  /** The units that may be chosen; null for any left in the pool. */
  candidates: string[] | null;
  hexes: string[];
  /** The entry hex is rolled on a d6 after the unit is chosen (1-3, 4, 5, 6: the four hexes in order). */
  roll: boolean;
  /** The player may leave this arrival off the map (a Prussian flag: he "may place" the unit, 13.1). */
  optional?: boolean;
}

export interface Arrivals {
  side: Side;
  pending: PendingEntry[];
  /** Units that came on this turn and may be ordered once without a card. */
  units: string[];
}

/** The players placing terrain tiles and then units (4.0, 14.0). */
export interface Deployment {
  stage: 'tiles' | 'units';
  /** Terrain tiles each side has drawn and not yet laid (hypothetical battles). */
  tiles?: Record<Side, string[]>;
  tilesPlaced?: Record<Side, { friendly: number; disputed: number }>;
  /** Units each side has still to place. */
  remaining: Record<Side, string[]>;
  /** How many a side places at a time. */
  batch: Record<Side, number>;
  next: Side;
  /** Left in the current batch. */
  left: number;
  /** Both sides place at once behind a screen (a tied exploration roll). */
  hidden: boolean;
  /** Whether a tie puts up the screen (the hiddenDeployment option). */
  screen: boolean;
  /** Combat units each friendly sector must get (14.0: four). */
  minPerSector: number;
}

export interface Rules {
  /** Eliminated units a side needs to win (4.2), by the enemy nationality or side. */
  substantial: Record<Side, { nationality?: string; side?: Side; count: number }[]>;
  substantialAt: 'round' | 'turn';
  turns: number;
  /** Scheduled arrivals (Quatre Bras). */
  schedule: { turn: number; units: string[]; hexes: string[] }[];
  /** Random arrivals (Waterloo's Prussians, the hypothetical battle). */
  draws: { side: Side; pool: string; perTurn: number; fromTurn: number; toTurn: number; rule: string; hexes: string[] }[];
  /** Generals of these nationalities do not attach to each other's units (13.1). */
  separateNationalities: string[];
}

export interface State {
  board: Board;
  /** Terrain tiles laid in a random-terrain deployment (14.0), by hex: what the board draws there now. */
  laidTiles?: Record<string, string>;
  pieces: Record<string, Piece>;
  cards: Record<string, CardRules>;
  rules: Rules;
  roles: Record<Side, string>;
  units: Record<string, UnitState>;
  /** Each side's ten cards: those it has not played this turn and those it has. */
  decks: Record<Side, { all: string[]; hand: string[]; played: string[]; reserve: string[] }>;
  /** Cards a side is still choosing for its next hand (4.1): how many more to take. */
  choosing: Record<Side, number>;
  pools: Record<string, string[]>;
  turn: number;
  round: number;
  phase: 'deploy' | 'hand' | 'card' | 'orders' | 'arrivals' | 'over';
  /** The players' own deployment (4.0, 14.0) while it lasts. */
  deploy?: Deployment | null;
  /** Who gives the first order of every round after an exploration roll (14.0); 'random' after a tie. */
  initiative?: Side | 'random';
  /** Waterloo's Prussians coming on at the start of a turn (13.1): entries still to make, then free orders. */
  arrivals?: Arrivals | null;
  current: Round;
  activation: Activation | null;
  /** A retreat waiting for its owner's word: stand or fall back, which of two equally good flank hexes, or a general's next hex (10.1, 9.4). */
  retreat?: RetreatChoice;
  /** Enemy units a side has eliminated (generals killed or captured count, garrisons do not). */
  eliminated: Record<Side, string[]>;
  result?: { winner: string | null; reason: string };
}

export type Action =
  | { type: 'take'; card: string }
  | { type: 'play'; card: string }
  | { type: 'order'; unit: string; die?: Face }
  | { type: 'done' }
  | { type: 'move'; to: string; general?: boolean }
  | { type: 'square' }
  | { type: 'rally' }
  | { type: 'face'; facing: number }
  | { type: 'fire'; at: string }
  | { type: 'hold' }
  | { type: 'advance' }
  | { type: 'garrison'; at?: string; general?: boolean }
  | { type: 'retreat'; to: string }
  | { type: 'turn'; toward: boolean }
  | { type: 'react'; yes: boolean }
  | { type: 'enter'; unit: string; at?: string; with?: string }
  | { type: 'decline' }
  | { type: 'tile'; tile: string; at: string }
  | { type: 'place'; unit: string; at: string };

/** The points a house rule may change (the ruleset's `hooks`). */
export type ViveHooks = {
  /** Hits from a final fire value and the d10 (9.0, 11.0). */
  hits: (value: number, roll: number) => number;
};
