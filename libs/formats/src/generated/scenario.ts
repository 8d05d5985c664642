/* eslint-disable */
// Generated from schemas/ by libs/formats/scripts/generate-types.mjs. Do not edit by hand:
// change the schema and run `npm run generate`.

/**
 * A playable situation: which map, order of battle and ruleset it uses, the players, turns, set-up, reinforcements, decks, boxes, victory conditions and options.
 */
export interface ScenarioDocument {
  /**
   * Path or address of this schema, so that editors validate the file while it is typed.
   */
  $schema: string;
  /**
   * How commands and tests refer to this scenario.
   */
  id: string;
  /**
   * The scenario's name.
   */
  name: string;
  /**
   * The situation, in a few sentences.
   */
  description?: string;
  ruleset: ModReference;
  /**
   * House rules and content mods this scenario loads, in the order they stack.
   */
  mods?: ModReference[];
  /**
   * The id of the map.
   */
  map: string;
  /**
   * The id of the order of battle.
   */
  oob: string;
  /**
   * Ids of other orders of battle this scenario can be played with (their units must have the same ids as those set up).
   *
   * Items: A stable identifier: lower-case letters, digits and dashes, starting with a letter or digit (for example `fr-inf-6`).
   */
  alternateOobs?: string[];
  /**
   * The roles at the table and the sides each commands.
   *
   * @minItems 1
   */
  players: Player[];
  turns: Turns;
  /**
   * Where the pieces start: placed on hexes, areas or boxes, or drawn at random from pools.
   */
  setup?: Placement[];
  /**
   * Bags or cups of units drawn at random.
   */
  pools?: Pool[];
  reinforcements?: Reinforcements;
  /**
   * Places off the map: the turn track for returning units, eliminated units, hors de combat, a player's hand.
   */
  boxes?: OffMapBox[];
  /**
   * Decks of cards the scenario uses.
   */
  decks?: Deck[];
  /**
   * Game markers and how many of each there are.
   */
  markers?: Marker[];
  /**
   * How the scenario is won; the ruleset reads the `kind` and `params` of each.
   */
  victory?: VictoryCondition[];
  /**
   * Values for the ruleset's options, checked against the options schema in its manifest.
   */
  options?: {};
  /**
   * Rules of this scenario that the ruleset can turn on, with their parameters.
   */
  specialRules?: SpecialRule[];
  /**
   * Marks data that no source gives and that was chosen as a plausible figure. `true`, or a sentence saying what was estimated and why.
   */
  estimate?: boolean | string;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
  /**
   * The works that support this entry.
   */
  sources?: Source[];
  extensions?: Extensions;
}
/**
 * A mod by id, with the range of versions that will do.
 */
export interface ModReference {
  /**
   * The `id` in the mod's manifest.
   */
  mod: string;
  /**
   * A semver range such as `^1.0.0`; any version when absent.
   */
  version?: string;
}
/**
 * A role at the table.
 */
export interface Player {
  /**
   * How turns, pools and victory conditions refer to this player.
   */
  id: string;
  /**
   * The role's name (French player).
   */
  name: string;
  /**
   * Ids of the sides of the order of battle this player commands.
   *
   * @minItems 1
   *
   * Items: A stable identifier: lower-case letters, digits and dashes, starting with a letter or digit (for example `fr-inf-6`).
   */
  sides: string[];
}
/**
 * How many turns, how they are named and who goes first.
 */
export interface Turns {
  /**
   * Number of turns; absent when the game has no turn limit.
   */
  count?: number;
  /**
   * Number of the first turn played (a scenario may start on turn 3).
   */
  first?: number;
  /**
   * Id of the player who moves first.
   */
  firstPlayer: string;
  /**
   * Ids of the players in the order they take their turns.
   *
   * Items: A stable identifier: lower-case letters, digits and dashes, starting with a letter or digit (for example `fr-inf-6`).
   */
  order?: string[];
  /**
   * Names of the turns.
   */
  labels?: TurnLabel[];
  /**
   * Marks data that no source gives and that was chosen as a plausible figure. `true`, or a sentence saying what was estimated and why.
   */
  estimate?: boolean | string;
}
/**
 * A name for one turn, such as `June 16 AM`.
 */
export interface TurnLabel {
  /**
   * The turn number.
   */
  turn: number;
  /**
   * What the turn track shows.
   */
  label: string;
  /**
   * True for a night turn.
   */
  night?: boolean;
}
/**
 * Units set up together at one place: named units, or units drawn from a pool.
 */
export interface Placement {
  /**
   * Ids of the units placed here, bottom of the stack first.
   *
   * @minItems 1
   *
   * Items: A stable identifier: lower-case letters, digits and dashes, starting with a letter or digit (for example `fr-inf-6`).
   */
  units?: string[];
  draw?: Draw;
  /**
   * One place, or several to choose from (`1017 or 1018`).
   */
  at: Place | Place[];
  /**
   * Id of a ruleset placement rule that chooses among the places (for example alternating English draws between Brussels and Ghent).
   */
  rule?: string;
  /**
   * True when the units start face down, hidden from the enemy.
   */
  faceDown?: boolean;
  /**
   * Which face of the counter is up (a formation or mode side).
   */
  face?: 'front' | 'back';
  /**
   * The hexside the units face, for rules with facing (`n`, `ne`, `e`, `se`, `s`, `sw`, `w`, `nw`, as the grid allows).
   */
  facing?: 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';
  /**
   * For units set up on a turn track: the turn they come back.
   */
  returnsOn?: number;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
  /**
   * Marks data that no source gives and that was chosen as a plausible figure. `true`, or a sentence saying what was estimated and why.
   */
  estimate?: boolean | string;
}
/**
 * Units drawn at random from a pool.
 */
export interface Draw {
  /**
   * Id of the pool drawn from.
   */
  pool: string;
  /**
   * How many units are drawn.
   */
  count: number;
  /**
   * True when the player may stop drawing before `count`.
   */
  upTo?: boolean;
}
/**
 * Where something is: exactly one of a hex label, a named location, an entry point, an area, a region (a set-up zone: any of its hexes) or an off-map box.
 */
export interface Place {
  /**
   * A hex label in the map's scheme.
   */
  hex?: string;
  /**
   * The id of a named location on the map (for example `e1` for Brussels).
   */
  location?: string;
  /**
   * The id of an entry point on the map.
   */
  entry?: string;
  /**
   * The id of an area of an area map.
   */
  area?: string;
  /**
   * The id of a region of the map: any hex of it (a set-up zone).
   */
  region?: string;
  /**
   * The id of an off-map box of the scenario.
   */
  box?: string;
}
/**
 * A bag of units drawn at random.
 */
export interface Pool {
  /**
   * How draws refer to this pool.
   */
  id: string;
  /**
   * The pool's name (the French bag).
   */
  name: string;
  /**
   * Id of the player who draws from it.
   */
  owner?: string;
  /**
   * Ids of the units in the pool at the start.
   *
   * @minItems 1
   *
   * Items: A stable identifier: lower-case letters, digits and dashes, starting with a letter or digit (for example `fr-inf-6`).
   */
  units: string[];
  /**
   * True when players see only how many units remain, not which.
   */
  hidden?: boolean;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
  /**
   * Marks data that no source gives and that was chosen as a plausible figure. `true`, or a sentence saying what was estimated and why.
   */
  estimate?: boolean | string;
}
/**
 * Units that enter after the set-up: on a schedule, and drawn at random from pools.
 */
export interface Reinforcements {
  /**
   * Arrivals by turn.
   */
  schedule?: ScheduledArrival[];
  /**
   * Arrivals drawn at random from pools.
   */
  draws?: RandomReinforcements[];
}
/**
 * Units that enter on a given turn at a given place.
 */
export interface ScheduledArrival {
  /**
   * The turn they arrive.
   */
  turn: number;
  /**
   * Ids of the arriving units, in order of entry.
   *
   * @minItems 1
   *
   * Items: A stable identifier: lower-case letters, digits and dashes, starting with a letter or digit (for example `fr-inf-6`).
   */
  units: string[];
  /**
   * One place, or several to choose from (`1017 or 1018`).
   */
  at: Place | Place[];
  /**
   * Id of a unit these enter behind, on the same road.
   */
  after?: string;
  /**
   * Id of a ruleset condition that must hold for them to enter.
   */
  condition?: string;
  /**
   * The phase or step in which they arrive, if not the usual one.
   */
  phase?: string;
  /**
   * True when they enter face down.
   */
  faceDown?: boolean;
  /**
   * Which face of the counter is up.
   */
  face?: 'front' | 'back';
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
  /**
   * Marks data that no source gives and that was chosen as a plausible figure. `true`, or a sentence saying what was estimated and why.
   */
  estimate?: boolean | string;
  /**
   * The hexside the units face, for rules with facing (`n`, `ne`, `e`, `se`, `s`, `sw`, `w`, `nw`, as the grid allows).
   */
  facing?: 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';
}
/**
 * Reinforcements drawn from a pool each turn.
 */
export interface RandomReinforcements {
  /**
   * Id of the pool drawn from.
   */
  pool: string;
  /**
   * Most units drawn in one turn.
   */
  perTurn: number;
  /**
   * True when the player may draw fewer, declared before drawing.
   */
  optional?: boolean;
  /**
   * First turn of drawing.
   */
  fromTurn?: number;
  /**
   * Last turn of drawing.
   */
  toTurn?: number;
  /**
   * One place, or several to choose from (`1017 or 1018`).
   */
  at: Place | Place[];
  /**
   * Id of a ruleset rule that chooses among the places.
   */
  rule?: string;
  /**
   * True when drawn units enter face down.
   */
  faceDown?: boolean;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
  /**
   * Marks data that no source gives and that was chosen as a plausible figure. `true`, or a sentence saying what was estimated and why.
   */
  estimate?: boolean | string;
}
/**
 * A place off the map.
 */
export interface OffMapBox {
  /**
   * How placements and rules refer to this box.
   */
  id: string;
  /**
   * The box's name.
   */
  name: string;
  /**
   * What the box is for.
   */
  kind: 'turn-track' | 'eliminated' | 'hors-de-combat' | 'reorganization' | 'hand' | 'reserve' | 'other';
  /**
   * Id of the player the box belongs to, if any.
   */
  owner?: string;
  /**
   * True when the other players may not see what is inside.
   */
  hidden?: boolean;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
}
/**
 * A deck of cards: shared, or one per player.
 */
export interface Deck {
  /**
   * How rules refer to this deck.
   */
  id: string;
  /**
   * The deck's name.
   */
  name: string;
  /**
   * Id of the player who owns the deck; shared when absent.
   */
  owner?: string;
  /**
   * The cards of the deck.
   *
   * @minItems 1
   */
  cards: Card[];
  /**
   * Cards each player draws at the start.
   */
  hand?: number;
  /**
   * Marks data that no source gives and that was chosen as a plausible figure. `true`, or a sentence saying what was estimated and why.
   */
  estimate?: boolean | string;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
}
/**
 * One card, or several identical ones.
 */
export interface Card {
  /**
   * The card's id, for cards that differ from each other.
   */
  id?: string;
  /**
   * The card's title.
   */
  name?: string;
  /**
   * How many identical copies there are. Default 1.
   */
  count?: number;
  values?: Values;
  /**
   * What the card says, in our words.
   */
  text?: string;
  /**
   * Marks data that no source gives and that was chosen as a plausible figure. `true`, or a sentence saying what was estimated and why.
   */
  estimate?: boolean | string;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
}
/**
 * Ruleset-defined values (combat value, movement, strength …), checked against the schema the ruleset's manifest supplies.
 */
export interface Values {
  [k: string]: number | string | boolean | (number | string | boolean)[] | {};
}
/**
 * A game marker.
 */
export interface Marker {
  /**
   * How rules refer to this marker.
   */
  id: string;
  /**
   * The marker's name.
   */
  name: string;
  /**
   * How many the game has.
   */
  count?: number;
  /**
   * Id of the player it belongs to, if any.
   */
  owner?: string;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
}
/**
 * One way the game is won, lost or scored.
 */
export interface VictoryCondition {
  /**
   * The condition's id.
   */
  id: string;
  /**
   * Id of the player it favours; absent for scoring rules that serve both.
   */
  player?: string;
  /**
   * Id of the ruleset check that decides it (for example `hold-region`).
   */
  kind?: string;
  /**
   * The condition in a sentence.
   */
  description: string;
  /**
   * What the ruleset check needs (hexes, regions, turns, points).
   */
  params?: {};
  /**
   * Marks data that no source gives and that was chosen as a plausible figure. `true`, or a sentence saying what was estimated and why.
   */
  estimate?: boolean | string;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
}
/**
 * A rule that applies in this scenario only.
 */
export interface SpecialRule {
  /**
   * The ruleset's id for this rule.
   */
  id: string;
  /**
   * The rule's name.
   */
  name: string;
  /**
   * What the rule does, in a sentence or two.
   */
  description?: string;
  /**
   * False to switch the rule off. Default true.
   */
  enabled?: boolean;
  /**
   * Turns in which the rule applies; all when absent.
   */
  turns?: number[];
  /**
   * What the rule needs.
   */
  params?: {};
  /**
   * Marks data that no source gives and that was chosen as a plausible figure. `true`, or a sentence saying what was estimated and why.
   */
  estimate?: boolean | string;
}
/**
 * A work that supports a value: a rulebook, a history, an archive.
 */
export interface Source {
  /**
   * Title of the work.
   */
  title: string;
  /**
   * Author or publisher.
   */
  author?: string;
  /**
   * Year of publication.
   */
  year?: number;
  /**
   * Page, section or rule number cited.
   */
  page?: string;
  /**
   * Where the work can be found.
   */
  url?: string;
}
/**
 * Data for rulesets and tools that the format itself does not define, keyed by the id of the mod that reads it. This is the only place where undeclared members are allowed.
 */
export interface Extensions {
  [k: string]: {};
}
