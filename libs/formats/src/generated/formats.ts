/* eslint-disable */
// Generated from schemas/ by libs/formats/scripts/generate-types.mjs. Do not edit by hand:
// change the schema and run `npm run generate`.

/**
 * Every kind of document, by kind.
 */
export interface Documents {
  campaign?: CampaignDocument;
  map?: MapDocument;
  mod?: ModManifest;
  oob?: OobDocument;
  'scenario-test'?: ScenarioTestDocument;
  scenario?: ScenarioDocument;
}
/**
 * Battles linked into one game: which scenario each battle plays, which battle follows which (by result), battles fought side by side, and options for every battle. What carries from one battle to the next (losses, morale, who holds what) is written by the ruleset's `carry` hook.
 */
export interface CampaignDocument {
  /**
   * Path or address of this schema, so that editors validate the file while it is typed.
   */
  $schema: string;
  /**
   * How commands and tests refer to this campaign.
   */
  id: string;
  /**
   * The campaign's name.
   */
  name: string;
  /**
   * The campaign, in a few sentences.
   */
  description?: string;
  ruleset: ModReference;
  /**
   * The battles, each a scenario. The campaign starts with the first; each battle's `next` says which follows it.
   *
   * @minItems 1
   */
  battles: CampaignBattle[];
  /**
   * Groups of battles fought at the same time: the campaign reaching a group's first battle fights all of its battles, one after another in the group's order, each set up from what came before the group.
   */
  sideBySide?: SideBySideGroup[];
  /**
   * Ruleset options for every battle of the campaign, over the scenario's own (a player's or test's still come last).
   */
  options?: {};
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
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
 * One battle of a campaign: the scenario it plays and what follows it.
 */
export interface CampaignBattle {
  /**
   * How the campaign's branches, the rules and tests refer to this battle.
   */
  id: string;
  /**
   * The battle's name, where it differs from the scenario's.
   */
  name?: string;
  /**
   * Id of the scenario this battle plays.
   */
  scenario: string;
  /**
   * Battles a ruleset may fight together with this one, on one turn track in one game, when its options ask for it: their bundles reach this battle's `setup` as `campaign.beside`. The campaign still goes on to them by `next`, and the ruleset's `carry` then brings in how they ended.
   *
   * Items: A stable identifier: lower-case letters, digits and dashes, starting with a letter or digit (for example `fr-inf-6`).
   */
  beside?: string[];
  /**
   * What follows this battle: the first branch whose condition holds. When none holds (or there are none) the campaign ends. In a side-by-side group only the last battle has `next`.
   */
  next?: CampaignBranch[];
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
}
/**
 * A battle that follows, and when.
 */
export interface CampaignBranch {
  /**
   * Id of the battle fought next.
   */
  battle: string;
  /**
   * The condition on a battle's result; the branch is always taken when absent.
   */
  when?: {
    /**
     * Id of the battle whose result is tested (an earlier one, or one of the same group); the battle that owns this branch when absent.
     */
    of?: string;
    /**
     * Id of the role that must have won; `null` for a draw.
     */
    winner: string | null;
    /**
     * How well the winner must have won, as the ruleset's result names it (`decisive`, `major`, `minor`); any level when absent.
     */
    level?: string;
  };
}
/**
 * Battles fought at the same time, on different fields.
 */
export interface SideBySideGroup {
  /**
   * How messages refer to this group.
   */
  id: string;
  /**
   * The group's name (`The twin battles of Ligny and Quatre-Bras`).
   */
  name?: string;
  /**
   * Ids of the battles of the group, in the order they are played.
   *
   * @minItems 2
   *
   * Items: A stable identifier: lower-case letters, digits and dashes, starting with a letter or digit (for example `fr-inf-6`).
   */
  battles: string[];
}
/**
 * A game map: a hex grid (one board or several linked boards) with terrain, hexsides, roads, named places and entry points, or an area map of named areas and their connections, or both.
 */
export interface MapDocument {
  /**
   * Path or address of this schema, so that editors validate the file while it is typed.
   */
  $schema: string;
  /**
   * How scenarios refer to this map.
   */
  id: string;
  /**
   * The map's name.
   */
  name: string;
  /**
   * What the map shows.
   */
  description?: string;
  grid?: HexGrid;
  background?: BackgroundImage;
  /**
   * Terrain types this map defines, in addition to those of its ruleset.
   */
  terrain?: TerrainType[];
  /**
   * Terrain of every hex that `hexes` does not list (usually clear or plains).
   */
  defaultTerrain?: string;
  /**
   * Hexes that differ from the default, keyed by their label.
   */
  hexes?: {
    [k: string]: Hex;
  };
  /**
   * Features drawn on the border between two hexes: rivers, streams, bridges, steep slopes.
   */
  hexsides?: Hexside[];
  /**
   * Chains of adjacent hexes joined by a road, trail or other path terrain.
   */
  paths?: Path[];
  /**
   * Places with a name or a printed code, such as Brussels (`E1`).
   */
  locations?: Location[];
  /**
   * Named groups of hexes: sectors, objectives, set-up zones.
   */
  regions?: Region[];
  /**
   * Named map edges, for rules such as supply traced to the southern edge.
   */
  edges?: MapEdge[];
  /**
   * Hexes where units enter the map. Reinforcements enter at an entry point or on a map-edge hex.
   */
  entryPoints?: EntryPoint[];
  /**
   * The areas of an area map (wings, reserves, regions, boxes).
   */
  areas?: Area[];
  /**
   * Links between areas, each with a kind (for example a reserve that feeds a wing).
   */
  connections?: Connection[];
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
 * The shape of the hex grid and how its hexes are labelled.
 */
export interface HexGrid {
  /**
   * `flat`: hexes have a flat top and form columns; `pointy`: a pointed top and rows.
   */
  orientation: 'flat' | 'pointy';
  /**
   * Which columns (flat) or rows (pointy), counted from 0 at the top left, are pushed half a hex down or right: `odd` or `even`.
   */
  offset: 'odd' | 'even';
  /**
   * Number of hex columns.
   */
  width: number;
  /**
   * Number of hex rows.
   */
  height: number;
  labels?: Labels;
  /**
   * Several boards linked into one map; each labels its own hexes.
   *
   * @minItems 1
   */
  boards?: Board[];
  /**
   * Printed width of a hex across its flats, in millimetres.
   */
  hexSize?: number;
}
/**
 * How hexes are labelled: `1217` (two padded numbers), `K10` (letter and number), `3,7` (column and row).
 */
export interface Labels {
  /**
   * Which part is written first.
   */
  order: 'column-row' | 'row-column';
  /**
   * Text between the two parts; empty by default.
   */
  separator?: string;
  /**
   * Text before the label, such as a board's letter.
   */
  prefix?: string;
  column: LabelPart;
  row: LabelPart;
}
/**
 * How one part of a hex label (the column or the row) is written.
 */
export interface LabelPart {
  /**
   * Numbers (`12`) or letters (`A` … `Z`, then `AA`).
   */
  style: 'number' | 'letter';
  /**
   * The value of the first column or row counted in `direction` (1 = `A` for letters). Default 1.
   */
  origin?: number;
  /**
   * Where the values grow: `east` or `west` for columns, `south` or `north` for rows. Default east and south.
   */
  direction?: 'east' | 'west' | 'south' | 'north';
  /**
   * Pad numbers with zeros to this many digits (0 for none).
   */
  digits?: number;
  /**
   * Letters a letter axis never uses, as printed maps often leave out I or J (`"J"`).
   */
  skip?: string;
}
/**
 * One board of a map made of several; it covers a rectangle of the whole grid.
 */
export interface Board {
  /**
   * The board's id.
   */
  id: string;
  /**
   * The board's name.
   */
  name?: string;
  /**
   * Column of the whole grid (from 0) where this board's first column lies.
   */
  column: number;
  /**
   * Row of the whole grid (from 0) where this board's first row lies.
   */
  row: number;
  /**
   * Columns on this board.
   */
  width: number;
  /**
   * Rows on this board.
   */
  height: number;
  labels: Labels;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
}
/**
 * A picture drawn under the grid, such as a scan of a printed map to trace terrain, roads and rivers from. It is a design aid: play ignores it.
 */
export interface BackgroundImage {
  /**
   * The image file (PNG, JPEG or SVG), as a path relative to this map file that stays inside the mod, such as `hundred-days.png`.
   */
  image: string;
  /**
   * Where the image's top left corner is, in map pixels (the grid's hex size is in the same unit).
   */
  offset?: {
    /**
     * Map pixels to the right.
     */
    x: number;
    /**
     * Map pixels down.
     */
    y: number;
  };
  /**
   * Map pixels per image pixel (1 when absent).
   */
  scale?: number;
  /**
   * Degrees clockwise about the image's top left corner (0 when absent).
   */
  rotation?: number;
  /**
   * From 0 (hidden) to 1 (opaque); 0.5 when absent.
   */
  opacity?: number;
}
/**
 * A kind of terrain a map can show: on hexes (forest, village), on hexsides (river, steep slope) or along paths (road, trail).
 */
export interface TerrainType {
  /**
   * How hexes, hexsides and paths refer to this terrain.
   */
  id: string;
  /**
   * The name a player reads.
   */
  name: string;
  /**
   * Where this terrain lies: on a hex, on a hexside, or along a path of linked hexes.
   */
  kind: 'hex' | 'hexside' | 'path';
  /**
   * Fill colour (hexes), line colour (hexsides and paths).
   */
  color?: string;
  /**
   * A pattern drawn over the colour.
   */
  pattern?: 'none' | 'dots' | 'hatch' | 'crosshatch' | 'trees' | 'buildings' | 'marsh' | 'hachures' | 'dashed';
  /**
   * Drawing order among hex terrains: higher layers are drawn on top (a village over plains).
   */
  layer?: number;
  /**
   * What the terrain represents.
   */
  description?: string;
  values?: Values;
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
 * Ruleset-defined values (combat value, movement, strength …), checked against the schema the ruleset's manifest supplies.
 */
export interface Values {
  [k: string]: number | string | boolean | (number | string | boolean)[] | {};
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
 * What one hex holds.
 */
export interface Hex {
  /**
   * Hex terrain ids; a hex may carry several (plains and a village).
   *
   * @minItems 1
   *
   * Items: A stable identifier: lower-case letters, digits and dashes, starting with a letter or digit (for example `fr-inf-6`).
   */
  terrain?: string[];
  /**
   * A place name printed in the hex.
   */
  name?: string;
  /**
   * Height level, for line-of-sight rules.
   */
  elevation?: number;
  values?: Values;
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
 * A feature on the side shared by two adjacent hexes.
 */
export interface Hexside {
  /**
   * The labels of the two hexes that share this side.
   *
   * @minItems 2
   * @maxItems 2
   *
   * Items: A hex as the map labels it, in the map's own scheme (for example `1217`, `K10` or `3,7`).
   */
  between: string[];
  /**
   * A hexside terrain id (river, stream, bridge, steep slope).
   */
  terrain: string;
  /**
   * For slopes: the label of the hex on the high side.
   */
  uphill?: string;
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
 * A road, trail or other path: a chain of adjacent hexes. Each link is two-way unless listed in `oneWay`.
 */
export interface Path {
  /**
   * An optional id, for rules that name a road.
   */
  id?: string;
  /**
   * The road's name (for example the Roman Road).
   */
  name?: string;
  /**
   * A path terrain id (road, trail).
   */
  terrain: string;
  /**
   * Labels of the hexes in order; each must be adjacent to the one before.
   *
   * @minItems 2
   *
   * Items: A hex as the map labels it, in the map's own scheme (for example `1217`, `K10` or `3,7`).
   */
  hexes: string[];
  /**
   * Links of this path that may be travelled in one direction only.
   */
  oneWay?: OneWayLink[];
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
 * A link of a path that may be travelled only from `from` to `to`.
 */
export interface OneWayLink {
  /**
   * Label of the hex the link may be left from.
   */
  from: string;
  /**
   * Label of the hex the link leads to.
   */
  to: string;
}
/**
 * A named place: one hex, several hexes, or an area.
 */
export interface Location {
  /**
   * How scenarios and rules refer to this place.
   */
  id: string;
  /**
   * The place's name (Brussels).
   */
  name: string;
  /**
   * A code printed on the map (`E1`).
   */
  code?: string;
  /**
   * Label of the hex of this place.
   */
  hex?: string;
  /**
   * Labels of the hexes of a place that covers several.
   *
   * @minItems 1
   *
   * Items: A hex as the map labels it, in the map's own scheme (for example `1217`, `K10` or `3,7`).
   */
  hexes?: string[];
  /**
   * The area of this place, on an area map.
   */
  area?: string;
  /**
   * What sort of place this is (city, village, farm, bridge …).
   */
  kind?: string;
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
 * A named group of hexes, such as a sector or a set of objective villages.
 */
export interface Region {
  /**
   * How rules refer to this region.
   */
  id: string;
  /**
   * The region's name.
   */
  name: string;
  /**
   * What the region is for (sector, objective, set-up zone …).
   */
  kind?: string;
  /**
   * Outline colour in the editor.
   */
  color?: string;
  /**
   * Labels of the hexes in the region.
   *
   * @minItems 1
   *
   * Items: A hex as the map labels it, in the map's own scheme (for example `1217`, `K10` or `3,7`).
   */
  hexes: string[];
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
 * A named edge of the map.
 */
export interface MapEdge {
  /**
   * How rules refer to this edge.
   */
  id: string;
  /**
   * The edge's name.
   */
  name?: string;
  /**
   * Which side of the map.
   */
  side: 'north' | 'south' | 'east' | 'west';
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
}
/**
 * A hex where units may enter the map.
 */
export interface EntryPoint {
  /**
   * How reinforcement schedules refer to this entry point.
   */
  id: string;
  /**
   * The entry point's name (for example the road it is on).
   */
  name?: string;
  /**
   * Label of the entry hex.
   */
  hex: string;
  /**
   * A code printed on the map (`B`).
   */
  code?: string;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
}
/**
 * One area of an area map.
 */
export interface Area {
  /**
   * How set-ups and rules refer to this area.
   */
  id: string;
  /**
   * The area's name.
   */
  name: string;
  /**
   * The area's kind as the ruleset understands it (wing, reserve, front …).
   */
  kind?: string;
  /**
   * The id of the side this area belongs to, if any.
   */
  side?: string;
  /**
   * Where the editor draws the area, in abstract units with y growing downwards.
   */
  position?: {
    /**
     * Horizontal position.
     */
    x: number;
    /**
     * Vertical position.
     */
    y: number;
  };
  /**
   * Most units allowed in the area, if the rules limit it.
   */
  capacity?: number;
  values?: Values;
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
 * A link between two areas.
 */
export interface Connection {
  /**
   * Id of an area.
   */
  from: string;
  /**
   * Id of another area.
   */
  to: string;
  /**
   * What the link means to the ruleset (`feeds`: a reserve feeds a wing; `adjacent`; `road` …).
   */
  kind: string;
  /**
   * True when the link may be used only from `from` to `to`.
   */
  oneWay?: boolean;
  /**
   * Free text for designers and historians: why a value was chosen, what the sources disagree on.
   */
  notes?: string;
}
/**
 * Data for rulesets and tools that the format itself does not define, keyed by the id of the mod that reads it. This is the only place where undeclared members are allowed.
 */
export interface Extensions {
  [k: string]: {};
}
/**
 * Describes a mod (`mod.json` at the mod's root): a ruleset, a house rule on top of one, or content (maps, orders of battle, scenarios) for one.
 */
export interface ModManifest {
  /**
   * Path or address of this schema, so that editors validate the file while it is typed.
   */
  $schema: string;
  /**
   * The mod's id, unique among mods; scenarios and other mods refer to it.
   */
  id: string;
  /**
   * The mod's name.
   */
  name: string;
  /**
   * Semantic version (`1.2.0`).
   */
  version: string;
  /**
   * `ruleset`: a complete set of rules; `house-rule`: changes to a ruleset; `content`: data for a ruleset.
   */
  kind: 'ruleset' | 'house-rule' | 'content';
  /**
   * What the mod is, in a few sentences.
   */
  description?: string;
  extends?: ModReference;
  /**
   * Path of the rules module inside the mod (`src/index.ts`).
   */
  entry?: string;
  /**
   * Semver range of the rules SDK the mod is written for.
   */
  sdk?: string;
  /**
   * A JSON Schema for the options a scenario or player may set.
   */
  options?: {};
  /**
   * JSON Schemas for the `values` of units, keyed by unit type id; `*` applies to every unit.
   */
  unitAttributes?: {
    [k: string]: {};
  };
  /**
   * Unit types the ruleset knows.
   */
  unitTypes?: UnitType[];
  /**
   * Terrain types the ruleset knows; maps may add their own.
   */
  terrain?: TerrainType[];
  /**
   * For a ruleset: the named hooks house rules may wrap. For a house rule: the hooks it wraps.
   */
  hooks?: {
    /**
     * The hook's name (`combatModifier`).
     */
    name: string;
    /**
     * What the hook decides.
     */
    description?: string;
  }[];
  /**
   * Paths of the maps, orders of battle and scenarios the mod ships, relative to the manifest.
   */
  data?: string[];
  /**
   * Folders or files of scenario tests, relative to the manifest.
   */
  tests?: string[];
  /**
   * Overrides of the sandbox's limits for this mod's calls, and of how many actions one of its games may take.
   */
  limits?: {
    /**
     * Interrupt checks one call may use before it is stopped.
     */
    budget?: number;
    /**
     * Milliseconds one call may take before the worker is killed.
     */
    wallClockMs?: number;
    /**
     * Megabytes the mod's heap may use.
     */
    memoryMb?: number;
    /**
     * Kilobytes of stack the mod may use.
     */
    stackKb?: number;
    /**
     * Actions one game may take before it is counted unfinished; 10,000 by default. Only a ruleset's manifest sets it (a house rule's is ignored), and a player's --max-actions overrides it.
     */
    maxActions?: number;
  };
  /**
   * The published game this mod implements.
   */
  game?: {
    /**
     * The game's title.
     */
    title?: string;
    /**
     * Who published it.
     */
    publisher?: string;
    /**
     * Who designed it.
     */
    designer?: string;
    /**
     * Year of publication.
     */
    year?: number;
  };
  /**
   * Who wrote the mod.
   */
  author?: string;
  /**
   * SPDX licence identifier.
   */
  license?: string;
  /**
   * Where the mod lives.
   */
  homepage?: string;
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
/**
 * Pins a rule down: start from a scenario (or a small set-up of its own, or a campaign), script the dice and draws, take actions, and check what is legal, what is refused and what each role sees.
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
   * Id of a campaign to play instead of one scenario: the test starts in its first battle, and when a battle is over the next step goes on in the battle that follows.
   */
  campaign?: string;
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
 * One check: an action is legal or not, a value equals or contains something, nothing is at a path, an array or object has so many entries, a view does not contain something, or the game has ended.
 */
export interface Expectation {
  /**
   * What the check means, shown when it fails.
   */
  message: string;
  /**
   * `state`, or the id of a role whose view is checked, or (in a campaign test) `campaign`: the battle being fought, what was carried into it and the results so far. Default `state`.
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
   * Nothing may be at the path: no such member or item (`equals: null` wants a `null` there instead).
   */
  absent?: true;
  /**
   * How many items the array, or members the object, at the path must have.
   */
  count?: number;
  /**
   * A value that must appear nowhere in the view or log (a secret).
   */
  notContains?: string | number | {};
  /**
   * In a campaign test: the id of the battle that must be being fought.
   */
  battle?: string;
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
