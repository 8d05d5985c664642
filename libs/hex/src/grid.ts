// A map: a rectangle of hexes in offset coordinates, optionally assembled from
// several printed boards that each label their own hexes. Storage and
// algorithms stay axial; the grid only answers "is it on the map", "what is it
// called" and "where is that label" (Red Blob § Map storage, rectangular maps).
import type { Hex } from './axial';
import { hexKey, neighbors } from './axial';
import type { LabelArea, LabelScheme } from './labels';
import { checkLabelScheme, createLabelFormatter, parseLabel } from './labels';
import type { OffsetCoord, OffsetParity } from './offset';
import { axialToOffset, offsetToAxial } from './offset';
import type { Orientation } from './orientation';

/**
 * One printed board placed in the map. Its hexes are labelled with its own
 * scheme from local coordinates (col − column, row − row). Geometry stays the
 * map's: see {@link boardOffsetParity} for boards placed at an odd column/row.
 */
export interface BoardConfig {
  id: string;
  name?: string;
  /** Map column of the board's left-most column. */
  column: number;
  /** Map row of the board's top row. */
  row: number;
  width: number;
  height: number;
  labels: LabelScheme;
}

/** A whole map: its geometry, its labels and the boards it is made of. */
export interface GridConfig {
  orientation: Orientation;
  offset: OffsetParity;
  /** Columns of the whole map. */
  width: number;
  /** Rows of the whole map. */
  height: number;
  /** Used where no board covers the hex; {@link DEFAULT_LABEL_SCHEME} when absent. */
  labels?: LabelScheme;
  /** Several boards linked into one map; each labels its own hexes with its local col/row. */
  boards?: BoardConfig[];
}

/** A side of the map rectangle. */
export type MapEdge = 'north' | 'east' | 'south' | 'west';

/** The outcome of looking up a label. */
export type LabelResult = { readonly ok: true; readonly hex: Hex } | { readonly ok: false; readonly error: string };

/** A map built from a {@link GridConfig}. */
export interface Grid {
  readonly config: GridConfig;
  /** Number of hexes on the map. */
  readonly size: number;
  /** True when the hex is on the map. */
  contains(hex: Hex): boolean;
  /** The map column/row of a hex (whether or not it is on the map). */
  hexToOffset(hex: Hex): OffsetCoord;
  /** The hex at a map column/row. */
  offsetToHex(coord: OffsetCoord): Hex;
  /** The printed label of a hex, or undefined when it is off the map. */
  hexToLabel(hex: Hex): string | undefined;
  /** The hex with that printed label, or why no hex of this map is written that way. */
  labelToHex(label: string): LabelResult;
  /** Every hex of the map in row-major order (row 0 west to east, then row 1 …); a fresh array each call. */
  hexes(): Hex[];
  /** The map edges the hex lies on (first/last row or column), in the order north, east, south, west; none when off the map. */
  edgesOf(hex: Hex): MapEdge[];
  /** The on-map neighbours of a hex, in direction order. */
  neighborsInGrid(hex: Hex): Hex[];
  /** The board the hex is printed on, if any. */
  boardOf(hex: Hex): BoardConfig | undefined;
}

/** The labels of hexes no board and no `labels` cover: 1-based "column,row", e.g. `3,7`. */
export const DEFAULT_LABEL_SCHEME: LabelScheme = Object.freeze({
  order: 'column-row',
  separator: ',',
  column: Object.freeze({ style: 'number' }),
  row: Object.freeze({ style: 'number' }),
});

// Flat grids shove columns, pointy grids rows: the axis whose parity matters.
const SHOVED_AXIS: Readonly<Record<Orientation, 'column' | 'row'>> = { flat: 'column', pointy: 'row' };
const FLIPPED: Readonly<Record<OffsetParity, OffsetParity>> = { odd: 'even', even: 'odd' };

/**
 * The offset parity of a board's own local columns (flat) or rows (pointy).
 * A board that starts on an odd map column/row sees the map's alternation
 * shifted by one, so its local parity is the opposite of the map's: a board
 * printed "odd-q" fits a flat odd-q map only at an even column.
 */
export function boardOffsetParity(config: GridConfig, board: BoardConfig): OffsetParity {
  const start = board[SHOVED_AXIS[config.orientation]];
  return (start & 1) === 0 ? config.offset : FLIPPED[config.offset];
}

// Where the labels of one part of the map come from.
interface LabelSource {
  readonly scheme: LabelScheme;
  readonly area: LabelArea;
  readonly col: number;
  readonly row: number;
  readonly board?: BoardConfig;
}

const isWholeNumber = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

function boardName(board: BoardConfig): string {
  return `board ${board.name ?? board.id}`;
}

function boardSource(board: BoardConfig): LabelSource {
  return { scheme: board.labels, area: { width: board.width, height: board.height, name: boardName(board) }, col: board.column, row: board.row, board };
}

function overlaps(a: BoardConfig, b: BoardConfig): boolean {
  return a.column < b.column + b.width && b.column < a.column + a.width && a.row < b.row + b.height && b.row < a.row + a.height;
}

// Problems found without enumerating the hexes; createGrid refuses a config with any.
function structuralProblems(config: GridConfig): string[] {
  const problems: string[] = [];
  if (config.orientation !== 'flat' && config.orientation !== 'pointy')
    problems.push(`orientation must be 'flat' or 'pointy', not ${JSON.stringify(config.orientation)}`);
  if (config.offset !== 'odd' && config.offset !== 'even') problems.push(`offset must be 'odd' or 'even', not ${JSON.stringify(config.offset)}`);
  if (!(isWholeNumber(config.width) && config.width > 0)) problems.push('width must be a whole number of columns ≥ 1');
  if (!(isWholeNumber(config.height) && config.height > 0)) problems.push('height must be a whole number of rows ≥ 1');
  if (problems.length > 0) return problems;
  if (config.labels !== undefined) {
    problems.push(...checkLabelScheme(config.labels, { width: config.width, height: config.height }).map((p) => `labels: ${p}`));
  }
  const boards = config.boards ?? [];
  const seen = new Set<string>();
  for (const board of boards) {
    const name = typeof board.id === 'string' && board.id !== '' ? board.id : '(no id)';
    if (name === '(no id)') problems.push('every board needs a non-empty id');
    else if (seen.has(name)) problems.push(`board id ${name} is used twice`);
    seen.add(name);
    if (![board.column, board.row].every((n) => isWholeNumber(n) && n >= 0) || ![board.width, board.height].every((n) => isWholeNumber(n) && n > 0)) {
      problems.push(`board ${name}: column and row must be whole numbers ≥ 0, width and height ≥ 1`);
      continue;
    }
    if (board.column + board.width > config.width || board.row + board.height > config.height) {
      problems.push(
        `board ${name} (columns ${board.column}–${board.column + board.width - 1}, rows ${board.row}–${board.row + board.height - 1}) does not fit in the ${config.width}×${config.height} map`,
      );
    }
    problems.push(...checkLabelScheme(board.labels, { width: board.width, height: board.height, name: boardName(board) }).map((p) => `board ${name}: ${p}`));
  }
  boards.forEach((a, i) => {
    for (const b of boards.slice(i + 1)) if (overlaps(a, b)) problems.push(`boards ${a.id} and ${b.id} overlap`);
  });
  return problems;
}

interface LabelIndex {
  readonly labels: readonly string[];
  readonly byLabel: ReadonlyMap<string, number>;
  readonly clashes: ReadonlyMap<string, Hex[]>;
}

// The sources of a map, most specific first: its boards, then the map's own scheme.
function sourcesOf(config: GridConfig): LabelSource[] {
  const mapSource: LabelSource = { scheme: config.labels ?? DEFAULT_LABEL_SCHEME, area: { width: config.width, height: config.height }, col: 0, row: 0 };
  return [...(config.boards ?? []).map(boardSource), mapSource];
}

const covers = (s: LabelSource, col: number, row: number): boolean => col >= s.col && col < s.col + s.area.width && row >= s.row && row < s.row + s.area.height;

// The first source covering a map cell; the map source covers everything, so one is always found.
function sourceAt(sources: readonly LabelSource[], col: number, row: number): LabelSource {
  const found = sources.find((s) => covers(s, col, row));
  if (found === undefined) throw new Error(`no labels cover column ${col}, row ${row}`);
  return found;
}

/**
 * Everything wrong with a map config, including labels printed on two hexes
 * (which takes a pass over all hexes). Empty when the config is usable.
 */
export function checkGridConfig(config: GridConfig): string[] {
  const problems = structuralProblems(config);
  if (problems.length > 0) return problems;
  const clashes = [...createLabelIndex(config).clashes.entries()];
  return clashes.slice(0, 10).map(([label, hexes]) => `label \`${label}\` is printed on ${hexes.length} hexes (${hexes.map(hexKey).join(', ')})`);
}

// One pass over the map: every label, row-major, and the reverse lookup.
function createLabelIndex(config: GridConfig): LabelIndex {
  const sources = sourcesOf(config);
  const writers = sources.map((source) => createLabelFormatter(source.scheme, source.area));
  const labels: string[] = [];
  const byLabel = new Map<string, number>();
  const clashes = new Map<string, Hex[]>();
  for (let row = 0; row < config.height; row++) {
    for (let col = 0; col < config.width; col++) {
      // A map has a handful of boards, so finding the one under each hex stays cheap.
      const at = sources.findIndex((s) => covers(s, col, row));
      const source = sources[at];
      const write = writers[at];
      if (source === undefined || write === undefined) throw new Error(`no labels cover column ${col}, row ${row}`);
      const label = write({ col: col - source.col, row: row - source.row });
      const index = labels.length;
      labels.push(label);
      const earlier = byLabel.get(label);
      if (earlier === undefined) {
        byLabel.set(label, index);
      } else {
        const known = clashes.get(label) ?? [offsetToAxial({ col: earlier % config.width, row: Math.floor(earlier / config.width) }, config)];
        clashes.set(label, [...known, offsetToAxial({ col, row }, config)]);
      }
    }
  }
  return { labels, byLabel, clashes };
}

/** Builds a grid; throws an Error listing the problems when the config is unusable (see {@link checkGridConfig}). */
export function createGrid(config: GridConfig): Grid {
  const problems = structuralProblems(config);
  if (problems.length > 0) throw new Error(`invalid map config: ${problems.join('; ')}`);
  const { width, height } = config;
  const boards = config.boards ?? [];
  const sources = sourcesOf(config);
  let labelIndex: LabelIndex | undefined;
  let allHexes: readonly Hex[] | undefined;

  // Built on first use: a map that is never labelled never pays for it.
  const index = (): LabelIndex => (labelIndex ??= createLabelIndex(config));

  const hexToOffset = (h: Hex): OffsetCoord => axialToOffset(h, config);
  const offsetToHex = (c: OffsetCoord): Hex => offsetToAxial(c, config);
  const inBounds = (c: OffsetCoord): boolean =>
    Number.isInteger(c.col) && Number.isInteger(c.row) && c.col >= 0 && c.col < width && c.row >= 0 && c.row < height;
  const contains = (h: Hex): boolean => inBounds(hexToOffset(h));

  // Explains a label that is not in the index: the most specific reason we can find.
  const explain = (label: string): string => {
    const clash = index().clashes.get(label);
    if (clash !== undefined) return `\`${label}\` is printed on ${clash.length} hexes (${clash.map(hexKey).join(', ')}); give the boards different prefixes`;
    const coversAll = boards.reduce((sum, b) => sum + b.width * b.height, 0) === width * height;
    const used = coversAll ? sources.slice(0, -1) : sources;
    const candidates = used.filter((s) => label.startsWith(s.scheme.prefix ?? ''));
    if (candidates.length === 0) {
      const prefixes = used.map((s) => `\`${s.scheme.prefix ?? ''}\``).join(', ');
      return `\`${label}\` does not start with any prefix used on this map (${prefixes})`;
    }
    // Longest prefix first: `B12` is more likely board B's than an unprefixed board's.
    const [best] = [...candidates].sort((a, b) => (b.scheme.prefix ?? '').length - (a.scheme.prefix ?? '').length);
    if (best === undefined) return `\`${label}\` is not a label of this map`;
    const parsed = parseLabel(best.scheme, label, best.area);
    if (!parsed.ok) return parsed.error;
    const col = parsed.offset.col + best.col;
    const row = parsed.offset.row + best.row;
    const owner = sourceAt(sources, col, row).board;
    const printed = index().labels[row * width + col];
    return owner === undefined ? `\`${label}\` is not a label of this map` : `\`${label}\` is on ${boardName(owner)}, where it is printed \`${printed}\``;
  };

  return {
    config,
    size: width * height,
    contains,
    hexToOffset,
    offsetToHex,
    hexToLabel(h) {
      const c = hexToOffset(h);
      return inBounds(c) ? index().labels[c.row * width + c.col] : undefined;
    },
    labelToHex(label) {
      const found = index().byLabel.get(label);
      if (found === undefined || index().clashes.has(label)) return { ok: false, error: explain(label) };
      return { ok: true, hex: offsetToHex({ col: found % width, row: Math.floor(found / width) }) };
    },
    hexes() {
      allHexes ??= Array.from({ length: width * height }, (_, i) => offsetToHex({ col: i % width, row: Math.floor(i / width) }));
      return [...allHexes];
    },
    edgesOf(h) {
      const { col, row } = hexToOffset(h);
      if (!inBounds({ col, row })) return [];
      const edges: MapEdge[] = [];
      if (row === 0) edges.push('north');
      if (col === width - 1) edges.push('east');
      if (row === height - 1) edges.push('south');
      if (col === 0) edges.push('west');
      return edges;
    },
    neighborsInGrid: (h) => neighbors(h).filter(contains),
    boardOf(h) {
      const { col, row } = hexToOffset(h);
      if (!inBounds({ col, row })) return undefined;
      return sourceAt(sources, col, row).board;
    },
  };
}
