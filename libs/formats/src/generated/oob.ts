/* eslint-disable */
// Generated from schemas/ by libs/formats/scripts/generate-types.mjs. Do not edit by hand:
// change the schema and run `npm run generate`.

/**
 * The forces of a game: sides, nationalities, a tree of formations, the units and leaders in it, and blank pieces for variants.
 */
export interface OobDocument {
  /**
   * Path or address of this schema, so that editors validate the file while it is typed.
   */
  $schema: string;
  /**
   * How scenarios refer to this order of battle.
   */
  id: string;
  /**
   * The order of battle's name.
   */
  name: string;
  /**
   * What forces this describes, and when.
   */
  description?: string;
  ruleset?: ModReference;
  /**
   * The sides of the war (French, Coalition).
   *
   * @minItems 1
   */
  sides: Side[];
  /**
   * Armies or nations, each on one side, with the colours of their counters.
   */
  nationalities?: Nationality[];
  /**
   * Unit types this order of battle defines, in addition to those of its ruleset.
   */
  unitTypes?: UnitType[];
  /**
   * The top formations (armies, wings, corps); each holds formations and units below it.
   */
  formations?: Formation[];
  /**
   * Units and leaders that belong to no formation.
   */
  units?: Unit[];
  /**
   * Templates for new units: the blank pieces a game ships for variants.
   */
  templates?: BlankPiece[];
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
 * One side of the war.
 */
export interface Side {
  /**
   * How nationalities, units and scenarios refer to this side.
   */
  id: string;
  /**
   * The side's name.
   */
  name: string;
  /**
   * The side's colour in the studio.
   */
  color?: string;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
  values?: Values;
  /**
   * Marks data that no source gives and that was chosen as a plausible figure. `true`, or a sentence saying what was estimated and why.
   */
  estimate?: boolean | string;
}
/**
 * Ruleset-defined values (combat value, movement, strength …), checked against the schema the ruleset's manifest supplies.
 */
export interface Values {
  [k: string]: number | string | boolean | (number | string | boolean)[] | {};
}
/**
 * An army or nation (English, Prussian) fighting on one side.
 */
export interface Nationality {
  /**
   * How units refer to this nationality.
   */
  id: string;
  /**
   * The nationality's name.
   */
  name: string;
  /**
   * The id of its side.
   */
  side: string;
  colors?: CounterColours;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
  values?: Values;
  /**
   * Marks data that no source gives and that was chosen as a plausible figure. `true`, or a sentence saying what was estimated and why.
   */
  estimate?: boolean | string;
}
/**
 * Colours of a counter face.
 */
export interface CounterColours {
  /**
   * Fill of the counter.
   */
  background?: string;
  /**
   * Colour of the printed text and symbol.
   */
  text?: string;
  /**
   * Colour of a band across the counter, if any.
   */
  stripe?: string;
}
/**
 * A kind of piece (infantry division, cavalry brigade, leader, headquarters, terrain card).
 */
export interface UnitType {
  /**
   * How units refer to this type.
   */
  id: string;
  /**
   * The type's name.
   */
  name: string;
  /**
   * A NATO-style unit type symbol drawn on the counter.
   */
  symbol?:
    | 'infantry'
    | 'light-infantry'
    | 'cavalry'
    | 'light-cavalry'
    | 'heavy-cavalry'
    | 'artillery'
    | 'horse-artillery'
    | 'engineer'
    | 'militia'
    | 'headquarters'
    | 'leader'
    | 'supply'
    | 'train'
    | 'marker'
    | 'terrain'
    | 'none';
  /**
   * What the piece is in play: a fighting unit, a leader, a headquarters, a marker or a terrain piece.
   */
  category?: 'combat' | 'leader' | 'headquarters' | 'marker' | 'terrain' | 'other';
  /**
   * What the type represents.
   */
  description?: string;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
}
/**
 * An army, wing, corps, division or brigade, holding formations and units.
 */
export interface Formation {
  /**
   * How rules and other formations refer to this formation.
   */
  id: string;
  /**
   * The formation's name.
   */
  name: string;
  /**
   * army, wing, corps, division, brigade …
   */
  kind?: string;
  /**
   * The id of its side, when its parent or nationality does not give it.
   */
  side?: string;
  /**
   * The id of its nationality, inherited by everything below.
   */
  nationality?: string;
  /**
   * The id of the leader or headquarters unit commanding it.
   */
  commander?: string;
  values?: Values;
  /**
   * Formations below this one.
   */
  formations?: Formation[];
  /**
   * Units and leaders of this formation.
   */
  units?: Unit[];
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
}
/**
 * A piece: a fighting unit, a leader or a headquarters.
 */
export interface Unit {
  /**
   * How set-ups and rules refer to this unit; unique in the order of battle.
   */
  id: string;
  /**
   * The unit's name.
   */
  name: string;
  /**
   * A unit type id.
   */
  type: string;
  /**
   * The id of its side, when neither its nationality nor its formation gives it.
   */
  side?: string;
  /**
   * The id of its nationality, when its formation does not give it.
   */
  nationality?: string;
  values?: Values;
  counter?: Counter;
  /**
   * The id of the blank piece this unit was made from.
   */
  template?: string;
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
 * The printed piece: its front and back faces.
 */
export interface Counter {
  front: CounterFace;
  back?: CounterFace;
  /**
   * Width of the counter in millimetres.
   */
  size?: number;
  /**
   * The piece's shape.
   */
  shape?: 'square' | 'rectangle' | 'card' | 'block' | 'disc';
}
/**
 * What is printed on one face of a counter.
 */
export interface CounterFace {
  /**
   * The name printed on the face.
   */
  name?: string;
  /**
   * A short text such as a designation (`II`).
   */
  label?: string;
  /**
   * The values as printed, for example `5` or `4-6`.
   */
  printed?: string;
  /**
   * A NATO-style unit type symbol drawn on the counter.
   */
  symbol?:
    | 'infantry'
    | 'light-infantry'
    | 'cavalry'
    | 'light-cavalry'
    | 'heavy-cavalry'
    | 'artillery'
    | 'horse-artillery'
    | 'engineer'
    | 'militia'
    | 'headquarters'
    | 'leader'
    | 'supply'
    | 'train'
    | 'marker'
    | 'terrain'
    | 'none';
  colors?: CounterColours;
  /**
   * True for a face that shows nothing but colours (a hidden side).
   */
  blank?: boolean;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
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
/**
 * A blank piece that a designer turns into new units; it may fix some of their properties.
 */
export interface BlankPiece {
  /**
   * How units made from it refer to it.
   */
  id: string;
  /**
   * What the blank is (for example a blank infantry piece).
   */
  name: string;
  /**
   * How many of these blanks the game ships.
   */
  count?: number;
  /**
   * The unit type of units made from it, if fixed.
   */
  type?: string;
  /**
   * The side of units made from it, if fixed.
   */
  side?: string;
  /**
   * The nationality of units made from it, if fixed.
   */
  nationality?: string;
  values?: Values;
  counter?: Counter;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
  /**
   * Marks data that no source gives and that was chosen as a plausible figure. `true`, or a sentence saying what was estimated and why.
   */
  estimate?: boolean | string;
}
