// The map as the rules read it: terrain of hexes and hexsides, road links and the named hexes,
// kept in the state; neighbours and distances come from an index built once per board.
import { hex, type MapDocument } from '@kriegsspiel/rules-sdk';
import type { Board } from './types';

const key = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Reads the rules' view of the map document. */
export function buildBoard(map: MapDocument): Board {
  const terrain: Board['terrain'] = {};
  const names: Board['names'] = {};
  for (const [label, h] of Object.entries(map.hexes ?? {})) {
    const t = (h.terrain ?? []).find((id) => id !== 'clear');
    if (t) terrain[label] = t;
    if (h.name) names[label] = h.name;
  }
  const sides: Board['sides'] = {};
  for (const s of map.hexsides ?? []) {
    const [a, b] = s.between;
    if (a && b) sides[key(a, b)] = s.terrain;
  }
  const roads: Board['roads'] = {};
  for (const p of map.paths ?? []) for (let i = 1; i < p.hexes.length; i++) roads[key(p.hexes[i - 1] as string, p.hexes[i] as string)] = true;
  const region = (id: string): string[] => [...((map.regions ?? []).find((r) => r.id === id)?.hexes ?? [])];
  return {
    grid: { ...(map.grid as unknown as Record<string, unknown>) },
    terrain,
    sides,
    roads,
    names,
    fallback: region('brussels-couillet-road'),
    pathFrom: region('french-path-start'),
    pathTo: region('french-path-goals'),
  };
}

export interface BoardIndex {
  labels: string[];
  neighbours: Map<string, string[]>;
  axial: Map<string, hex.Hex>;
  /** Hexes on a road. */
  onRoad: Set<string>;
}

let cache: { board: Board; index: BoardIndex } | undefined;

export function indexOf(board: Board): BoardIndex {
  if (cache?.board === board) return cache.index;
  const grid = hex.createGrid(board.grid as unknown as hex.GridConfig);
  const labels: string[] = [];
  const neighbours = new Map<string, string[]>();
  const axial = new Map<string, hex.Hex>();
  for (const h of grid.hexes()) {
    const label = grid.hexToLabel(h) as string;
    labels.push(label);
    axial.set(label, h);
    neighbours.set(
      label,
      grid.neighborsInGrid(h).map((n) => grid.hexToLabel(n) as string),
    );
  }
  const onRoad = new Set<string>();
  for (const k of Object.keys(board.roads)) for (const h of k.split('|')) onRoad.add(h);
  const index = { labels, neighbours, axial, onRoad };
  cache = { board, index };
  return index;
}

export const neighboursOf = (board: Board, label: string): string[] => indexOf(board).neighbours.get(label) ?? [];

export function distance(board: Board, a: string, b: string): number {
  const ix = indexOf(board).axial;
  const ha = ix.get(a);
  const hb = ix.get(b);
  return ha && hb ? hex.distance(ha, hb) : 99;
}

export const isHex = (board: Board, label: string): boolean => indexOf(board).axial.has(label);
export const hexsideTerrain = (board: Board, a: string, b: string): string | undefined => board.sides[key(a, b)];
export const roadLink = (board: Board, a: string, b: string): boolean => board.roads[key(a, b)] === true;
export const onRoad = (board: Board, label: string): boolean => indexOf(board).onRoad.has(label);

/** True when a unit may step across this hexside: rivers only at a bridge (the map is an estimate). */
export function crossable(board: Board, a: string, b: string): boolean {
  return hexsideTerrain(board, a, b) !== 'river' || roadLink(board, a, b);
}

/** Hexes within `n` of a hex. */
export function within(board: Board, center: string, n: number): string[] {
  const out: string[] = [center];
  const seen = new Set(out);
  let frontier = [center];
  for (let d = 0; d < n; d++) {
    const next: string[] = [];
    for (const h of frontier)
      for (const m of neighboursOf(board, h))
        if (!seen.has(m)) {
          seen.add(m);
          next.push(m);
          out.push(m);
        }
    frontier = next;
  }
  return out;
}

/** `Charleroi (1217)` for named hexes. */
export const hexName = (board: Board, label: string): string => (board.names[label] ? `${board.names[label]} (${label})` : label);
