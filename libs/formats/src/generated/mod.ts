/* eslint-disable */
// Generated from schemas/ by libs/formats/scripts/generate-types.mjs. Do not edit by hand:
// change the schema and run `npm run generate`.

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
   * Overrides of the sandbox's limits for this mod's calls.
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
 * Data for rulesets and tools that the format itself does not define, keyed by the id of the mod that reads it. This is the only place where undeclared members are allowed.
 */
export interface Extensions {
  [k: string]: {};
}
