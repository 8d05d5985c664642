// The map as the rules read it: a compact board kept in the state (only what is not clear), and an
// index by hex number (neighbours, costs, edges) built once per map and kept outside the state.
import { hex, type MapDocument, type ModManifest } from '@kriegsspiel/rules-sdk';
import type { Army, Board } from './types';

export const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

export function buildBoard(map: MapDocument, manifest: ModManifest): Board {
  const hexes: Board['hexes'] = {};
  const names: Board['names'] = {};
  // A map whose unlisted hexes are not clear keeps its default, and then its listed clear hexes too.
  const fallback = map.defaultTerrain && map.defaultTerrain !== 'clear' ? map.defaultTerrain : undefined;
  for (const [label, h] of Object.entries(map.hexes ?? {})) {
    const t = (h.terrain ?? []).filter((id) => id !== 'clear');
    if (t.length || fallback) hexes[label] = t;
    if (h.name) names[label] = h.name;
  }
  const sides: Board['sides'] = {};
  for (const s of map.hexsides ?? []) {
    const [a, b] = s.between;
    if (!a || !b) continue;
    const prior = sides[pairKey(a, b)];
    // A bridge wins over the river or stream it crosses.
    if (prior && prior.terrain === 'bridge') continue;
    sides[pairKey(a, b)] = { terrain: s.terrain, ...(s.uphill ? { uphill: s.uphill } : {}) };
  }
  const links: Board['links'] = {};
  // A path is a road, a trail, or another path terrain the manifest or the map declares; a path of
  // a terrain neither declares is no path at all (it does not silently play as a trail).
  const pathKinds = new Set(['road', 'trail', ...[...(manifest.terrain ?? []), ...(map.terrain ?? [])].filter((t) => t.kind === 'path').map((t) => t.id)]);
  for (const p of map.paths ?? []) {
    const kind = p.terrain;
    if (!pathKinds.has(kind)) continue;
    for (let i = 1; i < p.hexes.length; i++) {
      const k = pairKey(p.hexes[i - 1] as string, p.hexes[i] as string);
      if (links[k] !== 'road') links[k] = kind;
    }
  }
  const locations: Board['locations'] = {};
  for (const l of map.locations ?? []) locations[l.id] = l.hexes ? [...l.hexes] : l.hex ? [l.hex] : [];
  const entries: Board['entries'] = {};
  for (const e of map.entryPoints ?? []) if (e.hex) entries[e.id] = e.hex;
  const values: Board['values'] = {};
  for (const t of [...(manifest.terrain ?? []), ...(map.terrain ?? [])]) values[t.id] = { ...(t.values ?? {}) };
  return {
    grid: { ...(map.grid as unknown as Record<string, unknown>) },
    ...(fallback ? { defaultTerrain: fallback } : {}),
    hexes,
    sides,
    links,
    names,
    locations,
    entries,
    values,
    edges: { french: 'south', prussian: 'east', 'anglo-allied': 'west' },
  };
}

/** Movement classes: the columns of the terrain costs. */
export const INF = 0;
export const CAV = 1;
export const ART = 2;

export interface Index {
  n: number;
  labels: string[];
  ids: Map<string, number>;
  /** Six neighbour numbers per hex (-1 off the map), in direction order. */
  nb: Int32Array;
  q: Int32Array;
  r: Int32Array;
  /** Half movement points to enter each hex, by class (n per class); 0 for clear. */
  enter: Int32Array[];
  clear: Uint8Array;
  defense: Float64Array;
  /** Per hex and direction: extra half-points to cross by class, prohibited, the path along it (0 none, else 1 + its place in `linkKinds`: road 1, trail 2), defence multiplier. */
  sideCost: Int32Array[];
  prohibited: Uint8Array;
  link: Uint8Array;
  sideDefense: Float64Array;
  /** The path terrains of `link`, by code less one: road, trail, then any other the board's terrain values give a cost (`mpPerHex`). */
  linkKinds: string[];
  /** Bit flags of the map edges a hex lies on: 1 north, 2 east, 4 south, 8 west. */
  edge: Uint8Array;
}

const EDGE_BITS: Record<string, number> = { north: 1, east: 2, south: 4, west: 8 };
export const edgeBit = (army: Army, board: Board): number => EDGE_BITS[board.edges[army]] ?? 0;

let last: { board: Board; index: Index } | undefined;
const kept = new Map<string, Index>();

/** The index of a board: built on first use, reused for the same board and later games on the same map. */
export function indexOf(board: Board): Index {
  if (last?.board === board) return last.index;
  // The whole of what the index is built from: two maps of one size that differ only in a road, or
  // in terrain written with as many letters, must not share an index.
  const key = JSON.stringify([board.grid, board.defaultTerrain, board.hexes, board.sides, board.links, board.values]);
  let index = kept.get(key);
  if (!index) {
    index = build(board);
    if (kept.size > 4) kept.clear();
    kept.set(key, index);
  }
  last = { board, index };
  return index;
}

const num = (v: unknown, d: number): number => (typeof v === 'number' ? v : d);

function build(board: Board): Index {
  const grid = hex.createGrid(board.grid as unknown as hex.GridConfig);
  const all = grid.hexes();
  const n = all.length;
  const labels: string[] = [];
  const ids = new Map<string, number>();
  const q = new Int32Array(n);
  const r = new Int32Array(n);
  const edge = new Uint8Array(n);
  all.forEach((h, i) => {
    const label = grid.hexToLabel(h) as string;
    labels.push(label);
    ids.set(label, i);
    q[i] = h.q;
    r[i] = h.r;
    for (const e of grid.edgesOf(h)) edge[i] = (edge[i] as number) | (EDGE_BITS[e] ?? 0);
  });
  const nb = new Int32Array(n * 6).fill(-1);
  all.forEach((h, i) => {
    for (let d = 0; d < 6; d++) {
      const m = hex.neighbor(h, d as hex.HexDirection);
      const label = grid.contains(m) ? grid.hexToLabel(m) : undefined;
      if (label !== undefined) nb[i * 6 + d] = ids.get(label) as number;
    }
  });
  const cols = ['mpInfantry', 'mpCavalry', 'mpArtillery'];
  const enter = cols.map(() => new Int32Array(n));
  const clear = new Uint8Array(n).fill(1);
  const defense = new Float64Array(n).fill(1);
  // Hexes of a terrain that is prohibited (a lake, a marsh a designer adds): closed as a river hexside is.
  const closed = new Uint8Array(n);
  const fallback = board.defaultTerrain ? [board.defaultTerrain] : undefined;
  const listed = fallback ? labels.map((l): [string, string[]] => [l, board.hexes[l] ?? fallback]) : Object.entries(board.hexes);
  for (const [label, ts] of listed) {
    const i = ids.get(label);
    if (i === undefined || !ts.length) continue;
    clear[i] = 0;
    for (const t of ts) {
      const v = board.values[t] ?? {};
      if (v['prohibited'] === true) closed[i] = 1;
      cols.forEach((c, k) => (enter[k]![i] = Math.max(enter[k]![i]!, Math.round(num(v[c], 1) * 2))));
      defense[i] = Math.max(defense[i]!, num(v['defense'], 1));
    }
  }
  const sideCost = cols.map(() => new Int32Array(n * 6));
  const prohibited = new Uint8Array(n * 6);
  const link = new Uint8Array(n * 6);
  const sideDefense = new Float64Array(n * 6).fill(1);
  // Road and trail, then any other path terrain with a cost per hex; a link of a terrain with no
  // cost is left out, as no path.
  const linkKinds = ['road', 'trail'];
  for (const l of Object.values(board.links)) if (!linkKinds.includes(l) && typeof board.values[l]?.['mpPerHex'] === 'number') linkKinds.push(l);
  for (let i = 0; i < n; i++)
    for (let d = 0; d < 6; d++) {
      const j = nb[i * 6 + d] as number;
      if (j < 0) continue;
      const k = pairKey(labels[i]!, labels[j]!);
      const l = board.links[k];
      if (l) link[i * 6 + d] = linkKinds.indexOf(l) + 1;
      // Every way into a prohibited hex is closed like a prohibited hexside (a road or trail still opens it).
      if (closed[j]) prohibited[i * 6 + d] = 1;
      const s = board.sides[k];
      if (!s) continue;
      const v = board.values[s.terrain] ?? {};
      if (v['prohibited'] === true) prohibited[i * 6 + d] = 1;
      // A hexside with an uphill hex (a slope) costs and defends only towards it: from i (downhill) into j.
      const counts = !s.uphill || s.uphill === labels[j];
      if (counts) cols.forEach((c, m) => (sideCost[m]![i * 6 + d] = Math.round(num(v[c], 0) * 2)));
      if (counts) sideDefense[i * 6 + d] = num(v['defense'], 1);
    }
  return { n, labels, ids, nb, q, r, enter, clear, defense, sideCost, prohibited, link, sideDefense, linkKinds, edge };
}

export function dist(ix: Index, a: number, b: number): number {
  const dq = (ix.q[a] as number) - (ix.q[b] as number);
  const dr = (ix.r[a] as number) - (ix.r[b] as number);
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Half movement points of a step along a path (its terrain's `mpPerHex`: by default half a point for a road, one for a trail). */
export function linkCost(board: Board, ix: Index, code: number): number {
  const kind = ix.linkKinds[code - 1] ?? 'trail';
  return Math.max(1, Math.round(num(board.values[kind]?.['mpPerHex'], kind === 'road' ? 0.5 : 1) * 2));
}

/** For each path code, whether a supply line may follow it (the path terrains the daily-supply rule names: road and trail). */
export function supplyLinks(ix: Index, paths: readonly string[] | undefined): boolean[] {
  const ok = paths ?? ['road', 'trail'];
  return [false, ...ix.linkKinds.map((k) => ok.includes(k))];
}

/** `Fleurus (L0827)` for named hexes. */
export const hexName = (board: Board, label: string): string => (board.names[label] ? `${board.names[label]} (${label})` : label);

/**
 * Marks for one search at a time, cleared by moving to a new stamp, with a queue (long enough for
 * a hex to be queued again when a cheaper way to it is found) and a value per hex: allocated once per map.
 */
export interface Scratch {
  seen: Int32Array;
  stamp: number;
  queue: Int32Array;
  value: Int32Array;
}
const scratches = new WeakMap<Index, Scratch[]>();
/** Scratch space number `k` of a map (searches that run inside another use another number). */
export function scratchOf(ix: Index, k = 0): Scratch {
  let list = scratches.get(ix);
  if (!list) scratches.set(ix, (list = []));
  let s = list[k];
  if (!s) list[k] = s = { seen: new Int32Array(ix.n), stamp: 0, queue: new Int32Array(ix.n * 8), value: new Int32Array(ix.n) };
  s.stamp++;
  return s;
}
