/* eslint-disable */
// Generated from schemas/ by libs/formats/scripts/generate-types.mjs. Do not edit by hand:
// change the schema and run `npm run generate`.

/**
 * Pins a rule down: start from a scenario (or a small set-up of its own), script the dice and draws, take actions, and check what is legal, what is refused and what each role sees.
 */
export interface ScenarioTestDocument {
  /**
   * Path or address of this schema, so that editors validate the file while it is typed.
   */
  $schema: string;
  /**
   * What the test shows, as a sentence (`Five units cannot move`).
   */
  name: string;
  /**
   * The rulebook section the test pins down (`6-1-1`).
   */
  rule?: string;
  /**
   * More about the case.
   */
  description?: string;
  /**
   * Id of the scenario to start from.
   */
  scenario?: string;
  /**
   * A small self-contained position: a scenario to borrow the map, order of battle and ruleset from, with the given placements instead of its set-up.
   */
  setup?: {
    /**
     * Id of the scenario whose map, order of battle and ruleset are used.
     */
    base: string;
    /**
     * Where the pieces are; pieces not listed are off the map.
     */
    placements: Placement[];
    /**
     * Ruleset state to set after the set-up (whose turn, the phase, the hands).
     */
    state?: {};
  };
  /**
   * Ruleset options for this test.
   */
  options?: {};
  /**
   * House rules and content mods loaded for this test, in stacking order.
   */
  mods?: ModReference[];
  /**
   * Seed of the engine's random generator.
   */
  seed?: number;
  /**
   * Outcomes the generator gives next, in order, before it falls back to the seed.
   */
  random?: ScriptedOutcome[];
  /**
   * The reason this test is known to fail; the run reports it as an expected failure.
   */
  expectedFailure?: string;
  /**
   * Actions and expectations, in order.
   *
   * @minItems 1
   */
  steps: Step[];
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
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
 * The next random outcomes of one kind: die rolls or cards and pieces drawn.
 */
export interface ScriptedOutcome {
  /**
   * The next die results (`[3, 5]`).
   *
   * @minItems 1
   */
  dice?: number[];
  /**
   * Sides of the die these results are for; any die when absent.
   */
  sides?: number;
  /**
   * Ids of the next cards or pieces drawn.
   *
   * @minItems 1
   */
  draws?: string[];
  /**
   * Id of the deck or pool these draws come from.
   */
  from?: string;
}
/**
 * An action taken by a role, or only checks, with the expectations that follow.
 */
export interface Step {
  /**
   * Id of the player taking the action.
   */
  role?: string;
  /**
   * The action as the ruleset defines it.
   */
  action?: {};
  /**
   * Text the refusal message must contain when the action is expected to be refused.
   */
  refused?: string;
  /**
   * Checks made after the action.
   */
  expect?: Expectation[];
  /**
   * What this step does.
   */
  note?: string;
}
/**
 * One check: an action is legal or not, a value equals or contains something, a view does not contain something, or the game has ended.
 */
export interface Expectation {
  /**
   * What the check means, shown when it fails.
   */
  message: string;
  /**
   * `state`, or the id of a role whose view is checked. Default `state`.
   */
  in?: string;
  /**
   * For `legal` and `illegal`: the role whose actions are checked.
   */
  role?: string;
  /**
   * An action (or part of one) that must be among the legal actions.
   */
  legal?: {};
  /**
   * An action (or part of one) that must not be among the legal actions.
   */
  illegal?: {};
  /**
   * JSON pointer into the state or view (`/units/fr-inf-6/hex`).
   */
  path?: string;
  /**
   * The value the path must hold.
   */
  equals?: unknown;
  /**
   * A value the array or string at the path must contain, or an object the value must match in part.
   */
  contains?: unknown;
  /**
   * A value that must appear nowhere in the view or log (a secret).
   */
  notContains?: string | number | {};
  /**
   * The game must have ended; with a winner when given.
   */
  ended?: {
    /**
     * Id of the winning player; `null` for a draw.
     */
    winner?: string | null;
    /**
     * Text the result's reason must contain.
     */
    reason?: string;
  };
}
