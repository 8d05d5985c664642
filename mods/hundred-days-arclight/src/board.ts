// The map as the rules read it: built once from the map document at set-up and kept in
// the state, with an index (neighbours, road links, rows) built once per map and kept outside it.
import { hex, type MapDocument, type ModManifest, type Place } from '@kriegsspiel/rules-sdk';
import type { Board, HexTerrain } from './types';

const OPEN: HexTerrain = { enter: true, roadOnly: false, bonus: 0 };

/** A road link leaving a hex. */
export interface RoadLink {
  to: string;
  path: string;
  /** False when an arrow forbids going this way. */
  allowed: boolean;
}

/** Lookups derived from a board. */
export interface BoardIndex {
  /** Every hex of the grid; a hex's position here is its number in the numeric lookups. */
  labels: string[];
  /** The number of each hex: its position in `labels`. */
  ids: Map<string, number>;
  /** `row` by hex number. */
  rows: Int32Array;
  neighbours: Map<string, string[]>;
  roads: Map<string, RoadLink[]>;
  /** Row of each hex counted from the north edge: a larger row is nearer the south edge. */
  row: Map<string, number>;
  /** Position of each hex on each path. */
  onPath: Map<string, Map<string, number>>;
  paths: Map<string, string[]>;
  /** How each named hex is written in the log. */
  names: Map<string, string>;
  /** The neighbours plains movement may enter by default, filled in by `plainsStepsOf` on first use. */
  plainsSteps?: Map<string, string[]>;
  /** The same by hex number, filled in by `plainsStepIdsOf` on first use. */
  plainsStepIds?: HexLinks;
  /** `neighbours` by hex number, filled in by {@link neighbourIdsOf} on first use. */
  neighbourIds?: HexLinks;
  /** The road links by hex number, filled in by {@link roadStepIdsOf} on first use. */
  roadStepIds?: RoadSteps;
}

/**
 * The road links of every hex by number, as the road searches try them: the first link to
 * each neighbour only (two roads may join the same hexes), in the map's order, with
 * whether the default terrain rule lets a road step follow it (its arrow allows the way and
 * the hex may be entered), and which hexes stop road movement (cities and villages).
 */
export interface RoadSteps extends HexLinks {
  /** 1 where the default terrain rule lets a road step follow the link, by link. */
  open: Uint8Array;
  /** 1 for a hex entered only by road movement, which stops there, by hex number. */
  roadOnly: Uint8Array;
  /** False when a road leads to a hex off the grid: the searches then use the labels. */
  complete: boolean;
}

/** The road links by hex number of a board, built once per map. */
export function roadStepIdsOf(board: Board): RoadSteps {
  const index = indexOf(board);
  if (index.roadStepIds) return index.roadStepIds;
  const n = index.labels.length;
  const start = new Int32Array(n + 1);
  const next: number[] = [];
  const open: number[] = [];
  const roadOnly = new Uint8Array(n);
  let complete = true;
  for (let i = 0; i < n; i++) {
    const label = index.labels[i] as string;
    start[i] = next.length;
    if (board.terrain[label]?.roadOnly === true) roadOnly[i] = 1;
    const links = index.roads.get(label) ?? [];
    const seen = new Set<string>();
    for (const link of links) {
      if (seen.has(link.to)) continue;
      seen.add(link.to);
      const id = index.ids.get(link.to);
      if (id === undefined) {
        complete = false;
        continue;
      }
      next.push(id);
      open.push(link.allowed && terrainAt(board, link.to).enter ? 1 : 0);
    }
  }
  start[n] = next.length;
  index.roadStepIds = { start, next: Int32Array.from(next), open: Uint8Array.from(open), roadOnly, complete };
  return index.roadStepIds;
}

/**
 * Links between hexes by number, in one flat list: those of hex `i` are
 * `next[start[i]]` to `next[start[i + 1] - 1]`, in the order of the map. The searches that
 * try every step (reach, retreats) read these typed arrays far faster than maps of labels
 * in QuickJS, where the rules run.
 */
export interface HexLinks {
  start: Int32Array;
  next: Int32Array;
}

/** Builds {@link HexLinks} from lists of labels. */
export function hexLinksOf(index: BoardIndex, lists: Map<string, string[]>): HexLinks {
  const start = new Int32Array(index.labels.length + 1);
  const next: number[] = [];
  index.labels.forEach((label, i) => {
    start[i] = next.length;
    for (const to of lists.get(label) ?? []) {
      const id = index.ids.get(to);
      if (id !== undefined) next.push(id);
    }
  });
  start[index.labels.length] = next.length;
  return { start, next: Int32Array.from(next) };
}

/** The neighbours of every hex by number, built once per map. */
export function neighbourIdsOf(index: BoardIndex): HexLinks {
  index.neighbourIds ??= hexLinksOf(index, index.neighbours);
  return index.neighbourIds;
}

/**
 * Marks on the hexes for one search at a time, cleared in constant time by moving to a new
 * stamp, with a queue and a distance per queued hex: what a breadth-first search over hex
 * numbers needs, allocated once per map.
 */
export interface HexScratch {
  seen: Int32Array;
  stamp: number;
  queue: Int32Array;
  distance: Int32Array;
  /** Free for a search's own number per queued hex (plains reach: the hexes it takes). */
  steps: Int32Array;
}

const scratches = new WeakMap<BoardIndex, HexScratch>();

/** The scratch space of a map's searches; a search begins with `++scratch.stamp` and marks `seen[i] = stamp`. */
export function hexScratchOf(index: BoardIndex): HexScratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    const n = index.labels.length;
    scratch = { seen: new Int32Array(n), stamp: 0, queue: new Int32Array(n), distance: new Int32Array(n), steps: new Int32Array(n) };
    scratches.set(index, scratch);
  }
  return scratch;
}

/** Reads the rules' view of the map from the map document and the terrain the ruleset and the map define. */
export function buildBoard(map: MapDocument, manifest: ModManifest): Board {
  const types = new Map([...(manifest.terrain ?? []), ...(map.terrain ?? [])].map((t) => [t.id, t]));
  const terrainOf = (ids: string[]): HexTerrain => {
    const out: HexTerrain = { ...OPEN };
    for (const id of ids) {
      const values = types.get(id)?.values ?? {};
      if (values['enterable'] === false) out.enter = false;
      if (values['roadEntryOnly'] === true) out.roadOnly = true;
      if (typeof values['stackCombatBonus'] === 'number') out.bonus += values['stackCombatBonus'];
    }
    return out;
  };
  const terrain: Board['terrain'] = {};
  const names: Board['names'] = {};
  for (const [label, h] of Object.entries(map.hexes ?? {})) {
    const t = terrainOf(h.terrain ?? []);
    if (!t.enter || t.roadOnly || t.bonus !== 0) terrain[label] = t;
    if (h.name) names[label] = h.name;
  }
  const slopes: Board['slopes'] = [];
  for (const side of map.hexsides ?? []) {
    const modifier = types.get(side.terrain)?.values?.['downhillStackModifier'];
    const [a, b] = side.between;
    if (typeof modifier !== 'number' || !a || !b) continue;
    // The high side is the one the map names; failing that, the town, as Quatre-Bras is the
    // village above its slope (7-4-2: the low stacks are those not in the village).
    const town = (label: string) => terrain[label]?.roadOnly === true;
    const high = side.uphill ?? (town(a) !== town(b) ? (town(a) ? a : b) : undefined);
    if (high === undefined) continue;
    slopes.push({ high, low: high === a ? b : a, modifier });
  }
  const locations: Board['locations'] = {};
  for (const l of map.locations ?? []) {
    if (l.hex) locations[l.id] = { hex: l.hex, name: l.name, ...(l.code ? { code: l.code } : {}) };
  }
  const regions: Board['regions'] = {};
  for (const r of map.regions ?? []) regions[r.id] = [...(r.hexes ?? [])];
  const paths = (map.paths ?? []).map((p, i) => ({
    id: p.id ?? `road-${i + 1}`,
    hexes: [...p.hexes],
    oneWay: (p.oneWay ?? []).map((o): [string, string] => [o.from, o.to]),
  }));
  return { grid: { ...(map.grid as unknown as Record<string, unknown>) }, terrain, paths, slopes, locations, regions, names };
}

/** The board last asked about and its index: the rules ask many times per action. */
let cache: { board: Board; index: BoardIndex } | undefined;
/**
 * Indexes by the board's JSON text. Every game builds its board afresh at set-up, but the
 * same map gives the same board, so a run of many games (a playout batch, a test file)
 * builds each map's index once. A few maps at most are kept.
 */
const indexes = new Map<string, BoardIndex>();
const KEPT_INDEXES = 8;

/** The index of a board, built on first use and reused while the state keeps the same board, and for later games on the same map. */
export function indexOf(board: Board): BoardIndex {
  if (cache?.board === board) return cache.index;
  const key = JSON.stringify(board);
  let index = indexes.get(key);
  if (!index) {
    index = buildIndex(board);
    if (indexes.size >= KEPT_INDEXES) indexes.clear();
    indexes.set(key, index);
  }
  cache = { board, index };
  return index;
}

function buildIndex(board: Board): BoardIndex {
  const grid = hex.createGrid(board.grid as unknown as hex.GridConfig);
  const labels: string[] = [];
  const neighbours = new Map<string, string[]>();
  const row = new Map<string, number>();
  for (const h of grid.hexes()) {
    const label = grid.hexToLabel(h) as string;
    labels.push(label);
    row.set(label, grid.hexToOffset(h).row);
    neighbours.set(
      label,
      grid.neighborsInGrid(h).map((n) => grid.hexToLabel(n) as string),
    );
  }
  const roads = new Map<string, RoadLink[]>();
  const onPath = new Map<string, Map<string, number>>();
  const paths = new Map<string, string[]>();
  for (const p of board.paths) {
    paths.set(p.id, p.hexes);
    const oneWay = new Set(p.oneWay.map(([from, to]) => `${from}>${to}`));
    p.hexes.forEach((h, i) => {
      if (!onPath.has(h)) onPath.set(h, new Map());
      onPath.get(h)?.set(p.id, i);
      const next = p.hexes[i + 1];
      if (next === undefined) return;
      const oneWayLink = oneWay.has(`${h}>${next}`) || oneWay.has(`${next}>${h}`);
      const add = (from: string, to: string) => {
        if (!roads.has(from)) roads.set(from, []);
        roads.get(from)?.push({ to, path: p.id, allowed: !oneWayLink || oneWay.has(`${from}>${to}`) });
      };
      add(h, next);
      add(next, h);
    });
  }
  const names = new Map<string, string>();
  for (const [label, name] of Object.entries(board.names)) names.set(label, `${name} (${label})`);
  for (const l of Object.values(board.locations)) if (l.code) names.set(l.hex, `${l.name} (${l.code}, ${l.hex})`);
  const ids = new Map(labels.map((label, i) => [label, i]));
  const rows = Int32Array.from(labels, (label) => row.get(label) ?? 0);
  return { labels, ids, rows, neighbours, roads, row, onPath, paths, names };
}

/** The terrain of a hex (plains when the map says nothing). */
export function terrainAt(board: Board, label: string): HexTerrain {
  return board.terrain[label] ?? OPEN;
}

/** True for a city or village hex. */
export function isTown(board: Board, label: string): boolean {
  return terrainAt(board, label).roadOnly;
}

/** True for a hex a road runs through that is not a city or village (rule 2-3). */
export function isRoadHex(board: Board, label: string): boolean {
  return !isTown(board, label) && (indexOf(board).roads.get(label)?.length ?? 0) > 0;
}

/** True when road movement may start here: a road hex, city or village with a road. */
export function onRoadNetwork(board: Board, label: string): boolean {
  return (indexOf(board).roads.get(label)?.length ?? 0) > 0;
}

/** True when the two hexes touch. */
export function adjacent(board: Board, a: string, b: string): boolean {
  return indexOf(board).neighbours.get(a)?.includes(b) ?? false;
}

/** True when a road link runs from one hex to the next against its arrow. */
export function againstArrow(board: Board, from: string, to: string): boolean {
  return (indexOf(board).roads.get(from) ?? []).some((l) => l.to === to && !l.allowed);
}

/** The hex a place of the scenario stands for, if it is a hex or a named location. */
export function hexOfPlace(board: Board, place: Place): string | undefined {
  if (place.hex) return place.hex;
  if (place.location) return board.locations[place.location]?.hex;
  return undefined;
}

/** How a hex is written in the log: `Hal (0504)` for named hexes, `Brussels (E1, 0801)` for coded ones. */
export function hexName(board: Board, label: string): string {
  return indexOf(board).names.get(label) ?? label;
}
