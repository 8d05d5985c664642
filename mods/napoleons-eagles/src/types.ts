// The state of a game of Napoleon's Eagles: plain JSON, saved and hashed with the game.
// Static facts (cards, the area map, the scenario's rules) are copied in at set-up so that
// the rules never need the bundle again.

export type Side = 'french' | 'coalition';
export const SIDES: readonly Side[] = ['french', 'coalition'];
export const enemyOf = (side: Side): Side => (side === 'french' ? 'coalition' : 'french');

/** The printed face of a combat unit (2.1, 2.3). */
export interface Face {
  strength: number;
  manpower: number;
  artillery: number;
  infantry: 'black' | 'gray' | 'none';
  cavalry: 'black' | 'gray' | 'none';
  cavalrySupport: 'black' | 'gray' | 'none';
  initiative: 'none' | 'red' | 'black' | 'both';
  enhancedMelee?: number;
  /** Aces Up (2.3.5): an ace may count as this face's value; with crossed muskets (`melee`) it may be a melee card. */
  acesUp?: AcesUp;
  /**
   * Rally in Place (2.3.15): the unit may make a rally check as its move in a wing. Only a
   * disrupted unit rallies, so the disrupted face decides; where it says nothing, the full one.
   */
  rallyInPlace?: boolean;
}

/** An Aces Up rating (2.3.5): the value an ace is changed into, and the crossed-muskets symbol. */
export interface AcesUp {
  value: number;
  melee?: boolean;
}

/** A unit or leader card as printed. */
export interface Piece {
  id: string;
  name: string;
  side: Side;
  /** french, allied (Anglo-Allied) or prussian. */
  army: 'french' | 'allied' | 'prussian';
  type: 'infantry' | 'cavalry' | 'artillery' | 'leader';
  corps?: string;
  full?: Face;
  disrupted?: Face;
  guard?: boolean;
  orders?: number;
  leadership?: number;
  initiative?: Face['initiative'];
  initiativeOnAttackOnly?: boolean;
  /** A leader who may end the Movement Step in a wing only beside a unit of this kind (2.1.6 design note: Murat with cavalry). */
  accompaniedBy?: 'infantry' | 'cavalry' | 'artillery';
}

/** A terrain card's side (2.2). */
export interface TerrainFace {
  icon: 'hold' | 'advance' | 'terrain';
  manpower?: number;
  enhancedMelee?: number;
  infantry?: 'black' | 'gray' | 'none';
  /** Artillery rating the holder adds to its artillery fire check while this side shows (6.3). */
  artillery?: number;
  enemyArtillery?: number;
  /** Initiative the holder may use to change a played card's colour while this side shows (2.3, 2.3.4). */
  initiative?: Face['initiative'];
}

export interface Terrain {
  id: string;
  name: string;
  strength: number;
  /** False for a card that may not be surrendered to pay for damage or a hit (6.8.1). */
  surrenderable?: false;
  front: TerrainFace;
  back: TerrainFace;
  /** Who held it at the start: a `terrain`-icon card shows its front while this side holds it. */
  owner: Side;
}

/** A playing card with its check sections (2.4, data in the scenario's decks). */
export interface Card {
  id: string;
  value: number;
  color: 'red' | 'black';
  symbol: string;
  melee: boolean;
  artillery: number[];
  breakthrough: {
    infantry: { result: 'exhaust' | 'disrupt' | 'hdc' | 'none'; demoralizations: number };
    cavalry: { result: 'exhaust' | 'disrupt' | 'hdc' | 'none'; demoralizations: number; defense: number };
  };
  charge: { cavalry: 'none' | 'disrupt' | 'reserve' | 'hdc'; support: 'none' | 'exhaust' | 'disrupt' | 'both' };
  recovery: 'none' | 'full' | 'disrupted';
}

/** One front-line card and the two wings that face each other across it (4.1). */
export interface Front {
  letter: string;
  wing: Record<Side, string>;
  /** The reserve that feeds each side's wing (4.2). */
  reserve: Record<Side, string>;
}

export interface Board {
  fronts: Front[];
  reserves: Record<Side, string[]>;
  /** Reserves joined by a line on the set-up chart (4.2.1). */
  links: [string, string][];
  /** Wings next to each wing on the same side (6.2.2). */
  adjacent: Record<string, string[]>;
  names: Record<string, string>;
}

export interface UnitState {
  /** An area id, or `hdc`, `eliminated`, `pending` (not yet arrived). */
  at: string;
  disrupted: boolean;
  exhausted: boolean;
}

export interface Arrival {
  turn: number;
  units: string[];
  at: string;
  entryCheck: boolean;
  arrived: boolean;
  side: Side;
}

/** The scenario's own rules, read once at set-up (7.x). */
export interface Rules {
  battle: 'quatre-bras' | 'ligny' | 'wavre' | 'waterloo';
  lastTurn: number;
  stacking?: number;
  /** Turns in whose Preparation Step the Coalition may take the initiative, and when it must. */
  initiative?: { choiceTurns: number[]; automaticTurn: number };
  doubleBreakthroughTurn?: number;
  /** Sides that may not play 25s as melee cards (7.7). */
  no25Melee: Side[];
  oldGuard: boolean;
  /** Wings closed until the given turn (7.6 3a: Wavre fought beside Waterloo). */
  closedBefore?: Record<string, number>;
  /**
   * How the battle is won (3.2, 7.x 3), as the scenario's `victory` conditions give it. Each
   * part the scenario leaves out takes this ruleset's default (`victoryOf` in rules.ts).
   */
  victory?: VictoryRules | null;
}

/** Victory levels (7.0.3): a points victory is major or minor, breaking an army may be decisive. */
export type Level = 'decisive' | 'major' | 'minor';

/** What each item of a scenario's victory point list is worth (7.1 to 7.4, 3). */
export interface VictoryPoints {
  /** Per terrain card the side holds in its wings at the end. */
  terrainCardHeld: number;
  /** Per enemy combat unit eliminated. */
  enemyUnitEliminated: number;
  /** Per demoralization inflicted on the enemy army. */
  demoralizationInflicted: number;
  /** Per enemy playing card removed from the game by melee. */
  enemyCardRemovedByMelee: number;
  /** Named leaders worth points once they have been hors de combat during the battle. */
  leaderHdc?: Record<string, number>;
  /** Named leaders worth points once eliminated. */
  leaderEliminated?: Record<string, number>;
  /** The only side that scores the leader items; absent: the leader's enemy. */
  leaderPointsFor?: Side;
}

/**
 * One band of the victory level table, tried in order after the last turn: the first whose
 * bounds hold gives the winner and the level. `player` is the winner (absent: the side ahead on
 * points); `of` the side whose lead the bounds measure (absent: the winner); `margin` the
 * smallest lead and `below` a lead it must stay under (absent: no bound).
 */
export interface VictoryBand {
  player?: Side;
  of?: Side;
  margin?: number;
  below?: number;
  level: 'major' | 'minor';
}

/** A better level for a side once a named enemy leader has been eliminated (7.1 3: Wellington). */
export interface VictoryUpgrade {
  player: Side;
  leader: string;
  from: 'major' | 'minor';
  to: 'major' | 'minor';
}

export interface VictoryRules {
  /** The level won by breaking the enemy army (3.2). */
  breakLevel?: Level;
  /** Demoralizations that break an army (3.2); absent: nine. */
  breakAt?: number;
  points?: VictoryPoints;
  levels?: VictoryBand[];
  /** Who is the side ahead when the points are equal; absent: nobody, and only a band naming its `player` can give a result. */
  ties?: Side;
  upgrades?: VictoryUpgrade[];
}

/** A card played in a combat round, with the colour it counts as (2.3.4). */
export interface Played {
  card: string;
  color: 'red' | 'black';
}

/** An ace a side changed by Aces Up this round (2.3.5): it counts `value`, by `unit`'s ability. */
export interface AceUse {
  side: Side;
  card: string;
  value: number;
  unit: string;
}

export type Phase = 'bonus' | 'hits' | 'attack' | 'stand' | 'charge-attacker' | 'defend' | 'charge-defender' | 'absorb' | 'breakthrough' | 'counter';

export interface Battle {
  letter: string;
  declarer: Side;
  attacker: Side;
  phase: Phase;
  /**
   * Which bonus each side chose to draw extra cards by, where it could take either orders or
   * leadership but not both (2.3.1, 2.3.2, 6.2.1). A side without the choice has no entry.
   */
  bonus?: Partial<Record<Side, 'orders' | 'leadership'>>;
  /** Artillery hits each side still has to take (6.3). */
  hits: Record<Side, number>;
  attack: Played[];
  defense: Played[];
  charges: Record<Side, string[]>;
  /** Units that have charged this round. */
  charged: string[];
  damage: number;
  /** Aces changed by Aces Up this round (2.3.5); absent when none. */
  aces?: AceUse[];
  /** The cards shown in this battle so far, for the picture and the log. */
  shown: string[];
  breakthrough?: { side: Side; reserve: string; demoralizations: number; used: string[] };
}

export type Step = 'entry' | 'recovery' | 'initiative' | 'movement' | 'declaration' | 'order' | 'battle' | 'over';

export interface Outcome {
  winner: Side | null;
  level: 'decisive' | 'major' | 'minor' | 'draw';
  broken: Side | null;
  scores: Record<Side, number>;
  reason: string;
}

export interface State {
  rules: Rules;
  board: Board;
  pieces: Record<string, Piece>;
  terrainCards: Record<string, Terrain>;
  cards: Record<string, Card>;
  turn: number;
  first: Side;
  /** Whether the Coalition has taken the initiative (7.1 4b, 7.4 4f). */
  initiativeTaken: boolean;
  step: Step;
  /** Who acts in movement and declaration. */
  mover: Side;
  units: Record<string, UnitState>;
  terrain: Record<string, { at: string; exhausted: boolean }>;
  moved: string[];
  /** Each side's draw pile: an unordered pile, drawn from at random (2.4.1). */
  deck: Record<Side, string[]>;
  /** The data's id of a side's deck, where it is not `<side>-playing-cards` (draws are made, and scripted, under it). */
  deckId?: Partial<Record<Side, string>>;
  discard: Record<Side, string[]>;
  /** Cards removed from the game by melee (2.4.2). */
  removed: Record<Side, string[]>;
  /**
   * A campaign played with one deck per player (option `deckPerBattle` off): the melee cards
   * the other battles of the campaign have already removed from each player's deck. They are
   * missing from this battle's deck too, but score nothing here.
   */
  spent?: Record<Side, string[]>;
  hand: Record<Side, string[]>;
  /** Demoralizations each army has received, and those its enemy inflicted. */
  demoralization: Record<Side, number>;
  inflicted: Record<Side, number>;
  /** Enemy units each side has eliminated. */
  kills: Record<Side, number>;
  flanked: string[];
  /** Reserves out of command, with the turn they are out of command. */
  outOfCommand: Record<string, number>;
  /**
   * Reserves out of command this turn that a breakthrough has struck again: they stay out of
   * command for the rest of the turn and are out again next turn (4.2.2, 6.13).
   */
  outAgain?: string[];
  /** Fronts declared this turn, by side. */
  declared: Record<string, Side>;
  declarationsDone: Side[];
  battle?: Battle;
  arrivals: Arrival[];
  leaderHdc: string[];
  leaderDead: string[];
  /**
   * Units back from hors de combat that may return to more than one reserve: the owner picks
   * one for each before the turn goes on (7.4 4d, Prussian I Corps at Waterloo).
   */
  recovering?: string[];
  oldGuardTurn: number;
  /**
   * I Corps may still come on at the other battle of the day (7.5 3a): the French decide each
   * turn whether to make its entry check here, or skip it to keep the corps for the other.
   */
  iCorpsChoice?: boolean;
  /** French breakthrough demoralizations per turn (7.6 3b). */
  frenchBreakthrough: Record<string, number>;
  /**
   * Waterloo after Wavre in sequential play: Prussian II Corps units the Coalition must still
   * choose to disrupt for Wavre's breakthroughs before the battle goes on (7.6 3b).
   */
  iiDisruptions?: number;
  outcome?: Outcome;
}
