// The map as the rules read it: terrain of hexes and hexsides, road links and the named hexes,
// kept in the state; neighbours and distances come from an index built once per board.
import { hex, type MapDocument, type ModManifest } from '@kriegsspiel/rules-sdk';
import type { Board, TerrainEffect } from './types';

const key = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * What each terrain type does, from its `values` in the manifest (and in the map, which may add
 * types of its own): the defender's bonus, whether a hexside may be crossed, whether a cavalry
 * corps adds its stars attacking into or defending in the hex, and whether a path is a road.
 */
function effectsOf(types: { id: string; values?: Record<string, unknown> }[]): Record<string, TerrainEffect> {
  const out: Record<string, TerrainEffect> = {};
  for (const t of types) {
    const v = t.values ?? {};
    const e: TerrainEffect = {};
    if (typeof v['defenseBonus'] === 'number' && v['defenseBonus'] !== 0) e.defense = v['defenseBonus'];
    if (v['crossable'] === false) e.impassable = true;
    if (v['cavalryStarsAttacking'] === false) e.noCavalryCharge = true;
    if (v['cavalryStarsDefending'] === false) e.noCavalryDefence = true;
    if (typeof v['roadMovementMultiplier'] === 'number') e.road = true;
    out[t.id] = e;
  }
  return out;
}

/** Reads the rules' view of the map document, with the terrain effects the manifest and the map declare. */
export function buildBoard(map: MapDocument, manifest: ModManifest): Board {
  const effects = effectsOf([
    ...((manifest.terrain ?? []) as { id: string; values?: Record<string, unknown> }[]),
    ...((map.terrain ?? []) as { id: string; values?: Record<string, unknown> }[]),
  ]);
  const terrain: Board['terrain'] = {};
  const names: Board['names'] = {};
  for (const [label, h] of Object.entries(map.hexes ?? {})) {
    // A hex with several terrains is read by the one that does most for a defender (a town before woods).
    const weight = (id: string) => {
      const e = effects[id] ?? {};
      return Math.min(1, e.defense ?? 0) * 4 + (e.noCavalryCharge ? 2 : 0) + (e.noCavalryDefence ? 1 : 0);
    };
    const t = (h.terrain ?? []).filter((id) => id !== 'clear').sort((a, b) => weight(b) - weight(a))[0];
    if (t) terrain[label] = t;
    if (h.name) names[label] = h.name;
  }
  const sides: Board['sides'] = {};
  for (const s of map.hexsides ?? []) {
    const [a, b] = s.between;
    if (a && b) sides[key(a, b)] = s.terrain;
  }
  // Paths are roads when their terrain says so (a road multiplier), or are called `road`.
  const roads: Board['roads'] = {};
  for (const p of map.paths ?? [])
    if (p.terrain === 'road' || effects[p.terrain]?.road === true)
      for (let i = 1; i < p.hexes.length; i++) roads[key(p.hexes[i - 1] as string, p.hexes[i] as string)] = true;
  const region = (id: string): string[] => [...((map.regions ?? []).find((r) => r.id === id)?.hexes ?? [])];
  return {
    grid: { ...(map.grid as unknown as Record<string, unknown>) },
    terrain,
    sides,
    roads,
    names,
    ...(map.defaultTerrain && map.defaultTerrain !== 'clear' ? { defaultTerrain: map.defaultTerrain } : {}),
    effects,
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

/** The terrain a hex is read by (none for clear ground). */
export const hexTerrain = (board: Board, label: string): string | undefined => board.terrain[label] ?? board.defaultTerrain;

/** What a terrain type does; nothing for one the manifest does not describe. */
export const effectOf = (board: Board, id: string | undefined): TerrainEffect => (id ? board.effects?.[id] : undefined) ?? {};

/** True when a unit may step across this hexside: not across an uncrossable one (the river) unless a road bridges it. */
export function crossable(board: Board, a: string, b: string): boolean {
  return effectOf(board, hexsideTerrain(board, a, b)).impassable !== true || roadLink(board, a, b);
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
