// The shapes of the Napoleon's Last Battles state. Everything is plain JSON. The board and the
// pieces are read once at set-up and never change; the rest changes in play.
import type { GameResult } from '@kriegsspiel/rules-sdk';

export type Side = 'french' | 'coalition';
export type Army = 'french' | 'prussian' | 'anglo-allied';
export type Kind = 'infantry' | 'cavalry' | 'artillery' | 'horse-artillery' | 'commander' | 'officer';

export const enemyOf = (side: Side): Side => (side === 'french' ? 'coalition' : 'french');

/** What the order of battle says of a counter. */
export interface Piece {
  name: string;
  side: Side;
  army: Army;
  kind: Kind;
  /** Anglo-Allied combat units: their nationality (british, kgl …); others: their army. */
  nationality: string;
  /** The formation (corps or division) whose designation the counter bears; commanders have none. */
  formation?: string;
  strength: number;
  reduced: number;
  /** Movement allowance in whole movement points. */
  move: number;
  /** Artillery: bombardment range in hexes. */
  range: number;
  /** Commanders: command capacity. */
  capacity: number;
}

export interface Formation {
  name: string;
  army: Army;
  designation: string;
  officer: string;
  /** French and Prussian corps: the printed demoralization level. */
  level: number;
  /** French cavalry corps neither spread nor catch demoralization by proximity. */
  cavalryCorps: boolean;
}

/**
 * Where a counter is: a hex label, `out` (not used in this game), `off` (a reinforcement not yet entered), `reorg` (its army's
 * Reorganization area) or `dead` (Permanently Destroyed, or an eliminated leader).
 */
export interface Unit {
  at: string;
  reduced: boolean;
  /** `reorg`: the game turn it was destroyed. */
  since?: number;
  /** `off`: the turn it may enter, and where. */
  turn?: number;
  entry?: string;
}

export interface Board {
  grid: Record<string, unknown>;
  /** The terrain of every hex `hexes` does not list, when the map's default is not clear (absent: clear). */
  defaultTerrain?: string;
  /** Terrain ids of each hex that is not clear (and, on a map whose default is not clear, of each listed hex: `[]` is clear). */
  hexes: Record<string, string[]>;
  /** Hexside terrain keyed `a|b` (labels sorted), with the uphill hex of a slope. */
  sides: Record<string, { terrain: string; uphill?: string }>;
  /** Path links keyed `a|b` (labels sorted): the path terrain (road, trail, or another the terrain declares). */
  links: Record<string, string>;
  names: Record<string, string>;
  locations: Record<string, string[]>;
  entries: Record<string, string>;
  /** The manifest's terrain values by terrain id. */
  values: Record<string, Record<string, unknown>>;
  /** Each army's supply edge. */
  edges: Record<Army, string>;
}

/** The standard-rules tables read from the scenario's special rules. */
export interface Tables {
  columns: string[];
  /** Odds column ratios: `[attack, defence]` of each column. */
  ratios: [number, number][];
  /** Results by die roll (index 0 is a roll of 1), then by column. */
  rows: string[][];
  stacking: number;
  supplyTurns: number[];
  nightTurns: number[];
  supplyFree: number;
  commanderRange: number;
  officerRange: number;
  reorgRadius: number;
  reorgMax: number;
  reorgFailOn: number[];
  /** Whole game turns a destroyed unit waits in the Reorganization area (absent in games saved before it was read: 1). */
  reorgWait?: number;
  /** Movement points a demoralized unit pays for a clear hex (absent in games saved before it was read: 2). */
  demoralizedClearCost?: number;
  proximityRadius: number;
  proximityCut: number;
  guardUnits: string[];
  guardRadius: number;
  guardCut: number;
  leaderLossOn: number[];
  victory: VictoryParams;
  /** The path terrains a supply line may follow, where the scenario names others than road and trail (absent: road and trail). */
  supplyPaths?: string[];
  /** The side that plays first in each game turn, when a scenario makes it the Coalition (absent: the French). */
  firstPlayer?: Side;
}

/** The scenario's scoring (an estimate: the campaign rules give none). */
export interface VictoryParams {
  reorganization: number;
  destroyed: number;
  leader: number;
  perCorps: number;
  perNationality: number;
  britishBonus: number;
  ignore: string[];
  /** `requireSupply`: the holding units must trace supply at the end. */
  brussels: { locations: string[]; points: number; requireSupply: boolean };
  junction: { around: string; radius: number; points: number; requireSupply: boolean };
  decisive: number;
  /** The game turn at whose end the score is taken and the game ends, where the scenario names one before the turn record's last (absent: the last turn). */
  atTurn?: number;
}

export type Phase = 'command' | 'reorganize' | 'movement' | 'combat' | 'losses' | 'retreat' | 'advance' | 'over';

/** A combat whose results wait on a player: the attacker's Exchange losses, then each retreat. */
export interface PendingCombat {
  side: Side;
  /** The hexes attacked (the chosen one first). */
  hexes: string[];
  /** Attacking units next to a defending hex (bombarding artillery is never hurt). */
  adjacent: string[];
  defenders: string[];
  result: string;
  attackerHexes: string[];
  /** Exchange: strength points the attacker has still to lose. */
  owed: number;
  /** Units still to retreat, in order, and the hexes they retreat away from. */
  retreat: string[];
  away: string[];
  /** The hex of an attacking Guard unit, and how many Coalition parts were demoralized before the roll. */
  guardAt?: string;
  /** The French corps within the Guard's radius when the combat was resolved (absent in games saved before it was kept). */
  guardNear?: string[];
  brokenBefore: number;
  /**
   * What was demoralized before the roll, by its losses or already marked so (by proximity): the
   * Guard's attack demoralizes only Coalition parts not among these (absent in games saved before
   * it was kept: `brokenBefore` counts them then).
   */
  brokenParts?: string[];
}

export interface PendingAdvance {
  /** The side advancing (the attacker after a defeat of the defender, the defender after Ar or Ae). */
  side: Side;
  into: string;
  units: string[];
  /**
   * The emptied attacker hexes the defenders may advance into, each with the units that may,
   * while they have not yet chosen one (absent when there is one hex to advance into).
   */
  choices?: { into: string; units: string[] }[];
}

export interface State {
  board: Board;
  pieces: Record<string, Piece>;
  formations: Record<string, Formation>;
  /** Anglo-Allied national demoralization levels, exactly as printed. */
  nationalLevels: Record<string, number>;
  tables: Tables;
  roles: Record<Side, string>;
  options: { command: boolean; reorganization: boolean; proximity: boolean; guard: boolean; supply: boolean; leaderLosses: boolean };
  lastTurn: number;
  turn: number;
  player: Side;
  phase: Phase;
  units: Record<string, Unit>;
  /** Permanent cuts to corps levels (the Guard's repulse). */
  levelCuts: Record<string, number>;
  /** Demoralized French and Prussian corps (formation ids) and Anglo-Allied nationalities. */
  demoralized: string[];
  /** Units and officers out of command for each side's current or last player turn. */
  outOfCommand: Record<Side, string[]>;
  /**
   * During a night turn: each side's markers as its last day Command segment left them (with the
   * units that have entered since), given back when the night ends; at night `outOfCommand` lists
   * every unit on the map.
   */
  dayStatus?: Partial<Record<Side, string[]>>;
  /**
   * Who commands whom this player turn, as the Command segment found it: unit or officer → the
   * leader giving or passing command (a reorganizing officer's links stay, their loss is in `outOfCommand`).
   */
  commandedBy: Record<string, string>;
  /**
   * The Command segment's picks so far: officer or combat unit → the commander the player gave it
   * to; the rest is shared out for him (absent in games saved before command was a choice).
   */
  commandPicks?: Record<string, string>;
  /** While the phase is `command`: whether officers or single units are being picked. */
  commandStage?: 'officers' | 'units';
  /** Officers that reorganized this player turn (no command, half movement). */
  reorganizing: string[];
  /**
   * Units each officer has brought back this player turn (a failed roll counts as the limit): he
   * may reorganize again, one unit after another, until the limit (absent from older saves, where
   * an officer in `reorganizing` is done).
   */
  reorganized?: Record<string, number>;
  /** Officers that made this player turn's one roll for a demoralized formation and kept their units. */
  reorgRolled?: string[];
  /**
   * Formations (French and Prussian corps; `anglo-allied` for the whole Anglo-Allied army, whose
   * losses are one total) that had units brought back by reorganization this player turn: only
   * these may recover from demoralization (absent from states saved before it was kept).
   */
  restored?: string[];
  /** Units that have moved (or are moving) this phase; movement points each has spent this player turn (half-points). */
  moved: string[];
  spent: Record<string, number>;
  /** The unit chosen to move, before its destination; it stays chosen between the legs of a move (see `underWay`). */
  selected: string | null;
  /** Combat phase: units and artillery that have attacked, hexes that were attacked. */
  attacked: string[];
  targets: string[];
  pending: PendingAdvance | null;
  /** The combat being resolved, while its losses or retreats are chosen. */
  combat: PendingCombat | null;
  /** Leaders that gave or passed command to an attack this player turn. */
  commandUsed: string[];
  /**
   * Hexes of the Road to Brussels places → the side of the last combat unit that entered or passed
   * through each (absent in games saved before it was kept).
   */
  passedBy?: Record<string, Side>;
  result: GameResult | null;
  lastCombat: { target: string; hexes: string[]; attackers: string[]; odds: string; roll: number; result: string } | null;
}

export type Action =
  | { type: 'command'; commander: string; unit: string }
  | { type: 'end-command' }
  | { type: 'reorganize'; officer: string; units: string[] }
  | { type: 'end-reorganization' }
  | { type: 'select'; unit: string }
  | { type: 'move'; unit: string; to: string }
  | { type: 'end-movement' }
  | { type: 'attack'; target: string }
  | { type: 'end-combat' }
  | { type: 'lose'; unit: string }
  | { type: 'retreat'; unit: string; to: string }
  | { type: 'advance'; unit: string; into?: string }
  | { type: 'stop-advance' };
