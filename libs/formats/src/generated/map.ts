/* eslint-disable */
// Generated from schemas/ by libs/formats/scripts/generate-types.mjs. Do not edit by hand:
// change the schema and run `npm run generate`.

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
