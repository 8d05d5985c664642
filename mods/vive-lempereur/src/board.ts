// The map as the rules read it (2.0-2.2, 8.0): hexes by index with their terrain, roads
// and sectors, built once at set-up; neighbours and label lookups are cached per board.
import { hex, type MapDocument, type ModManifest, type ScenarioDocument } from '@kriegsspiel/rules-sdk';
import type { Board, Side, TerrainRules } from './types';

const BUILDINGS = new Set(['farm', 'town', 'fortified-buildings']);

function rulesOf(id: string, values: Record<string, unknown>): TerrainRules {
  const n = (k: string) => (typeof values[k] === 'number' ? (values[k] as number) : 0);
  const b = (k: string, d: boolean) => (typeof values[k] === 'boolean' ? (values[k] as boolean) : d);
  return {
    stopOnEntry: b('stopOnEntry', false),
    impassable: b('impassable', false),
    blocksLos: b('blocksLos', false),
    targetIn: n('targetIn'),
    firingFrom: n('firingFrom'),
    fireThrough: n('fireThrough'),
    artilleryMayFire: b('artilleryMayFire', true),
    noFireOnEntry: b('noFireOnEntry', false),
    noFlank: b('noFlank', false),
    cavalryMayShock: b('cavalryMayShock', true),
    squareAllowed: b('squareAllowed', id === 'clear' || id === 'hill'),
    hill: id === 'hill',
    buildings: BUILDINGS.has(id),
  };
}

export function buildBoard(map: MapDocument, manifest: ModManifest, scenario: ScenarioDocument, roles: Record<Side, string>): Board {
  if (!map.grid) throw new Error(`map ${map.id} has no grid`);
  const grid = hex.createGrid(map.grid);
  const special = (scenario.specialRules ?? []).filter((r) => r.enabled !== false);
  const treatAs = new Map<string, string>();
  for (const r of special) {
    const p = (r.params ?? {}) as Record<string, unknown>;
    if (typeof p['terrain'] === 'string' && typeof p['treatAs'] === 'string') treatAs.set(p['terrain'], p['treatAs']);
  }
  const types: Record<string, TerrainRules> = {};
  for (const t of manifest.terrain ?? []) if (t.kind !== 'path') types[t.id] = rulesOf(t.id, (t.values ?? {}) as Record<string, unknown>);
  const labels: string[] = [];
  const q: number[] = [];
  const r: number[] = [];
  for (const h of grid.hexes()) {
    labels.push(grid.hexToLabel(h) as string);
    q.push(h.q);
    r.push(h.r);
  }
  const index = new Map(labels.map((l, i) => [l, i]));
  const terrain = labels.map(() => map.defaultTerrain ?? 'clear');
  for (const [label, h] of Object.entries(map.hexes ?? {})) {
    const i = index.get(label);
    const ids = (h.terrain ?? []).filter((t) => types[t]);
    if (i !== undefined && ids.length > 0) {
      const id = ids[ids.length - 1] as string;
      terrain[i] = treatAs.get(id) ?? id;
    }
  }
  const road = labels.map(() => false);
  for (const p of map.paths ?? []) for (const l of p.hexes ?? []) if (index.has(l)) road[index.get(l) as number] = true;
  const sector = labels.map(() => 1);
  const names = ['sector-west', 'sector-centre', 'sector-east'];
  for (const reg of map.regions ?? []) {
    const s = names.indexOf(reg.id);
    if (s >= 0) for (const l of reg.hexes ?? []) if (index.has(l)) sector[index.get(l) as number] = s;
  }
  // A map that draws no sector lines (2.0 divides every board in three) gets three equal bands of columns, west to east.
  if (!(map.regions ?? []).some((reg) => names.includes(reg.id))) {
    const columns = [...new Set(q)].sort((x, y) => x - y);
    for (let i = 0; i < labels.length; i++) sector[i] = Math.min(2, Math.floor((columns.indexOf(q[i] as number) * 3) / columns.length));
  }
  const infantryOnly = labels.map(() => false);
  for (const rule of special) {
    const p = (rule.params ?? {}) as Record<string, unknown>;
    const classes = p['allowedClasses'];
    const loc = (map.locations ?? []).find((l) => l.id === p['location']);
    if (Array.isArray(classes) && classes.length === 1 && classes[0] === 'infantry' && loc)
      for (const l of loc.hex ? [loc.hex] : (loc.hexes ?? [])) if (index.has(l)) infantryOnly[index.get(l) as number] = true;
  }
  // Deployment zones (14.0): the map's own regions, else the four rows at each edge.
  const regionHexes = (id: string) => (map.regions ?? []).find((reg) => reg.id === id)?.hexes?.filter((l) => index.has(l));
  const row = (l: string) => Number(/\d+/.exec(l)?.[0] ?? 0);
  const lastRow = Math.max(...labels.map(row));
  const zones = {
    south: regionHexes('zone-south') ?? labels.filter((l) => row(l) <= 4),
    north: regionHexes('zone-north') ?? labels.filter((l) => row(l) > lastRow - 4),
    disputed: regionHexes('zone-disputed') ?? [],
  };
  let objective: Board['objective'] = null;
  for (const v of scenario.victory ?? []) {
    const p = (v.params ?? {}) as Record<string, unknown>;
    if (v.kind === 'control-hexes' && Array.isArray(p['hexes'])) {
      const side = (Object.entries(roles).find(([, role]) => role === v.player)?.[0] ?? 'french') as Side;
      objective = { side, hexes: p['hexes'] as string[] };
    }
  }
  return { id: map.id, labels, q, r, terrain, road, sector, infantryOnly, types, zones, objective };
}

interface Index {
  board: Board;
  of: Map<string, number>;
  neighbours: number[][];
  at: Map<string, number>;
}
let cache: Index | undefined;

/** Lookups for a board, rebuilt only when another board comes along. */
export function indexOf(board: Board): Index {
  if (cache && (cache.board === board || (cache.board.id === board.id && cache.board.labels.length === board.labels.length))) return cache;
  const at = new Map(board.labels.map((_, i) => [`${board.q[i]},${board.r[i]}`, i]));
  const neighbours = board.labels.map((_, i) =>
    hex.allDirections.map((d) => at.get(hex.hexKey(hex.neighbor(hex.hex(board.q[i] as number, board.r[i] as number), d))) ?? -1),
  );
  cache = { board, of: new Map(board.labels.map((l, i) => [l, i])), neighbours, at };
  return cache;
}

export const hexAt = (board: Board, label: string): hex.Hex => {
  const i = indexOf(board).of.get(label);
  if (i === undefined) throw new Error(`no hex ${label} on the map`);
  return hex.hex(board.q[i] as number, board.r[i] as number);
};

export const labelAt = (board: Board, h: hex.Hex): string | undefined => {
  const i = indexOf(board).at.get(`${h.q},${h.r}`);
  return i === undefined ? undefined : board.labels[i];
};

export const idx = (board: Board, label: string): number => indexOf(board).of.get(label) ?? -1;

export const terrainOf = (board: Board, label: string) =>
  board.types[board.terrain[idx(board, label)] ?? 'clear'] ?? (board.types['clear'] as Board['types'][string]);

/** The neighbouring hex labels in direction order, undefined off the map. */
export function neighbourLabels(board: Board, label: string): (string | undefined)[] {
  return (indexOf(board).neighbours[idx(board, label)] ?? []).map((n) => (n < 0 ? undefined : board.labels[n]));
}

/** How far north a hex lies (flat grid, north up): larger is nearer the north edge. */
export const northness = (board: Board, label: string): number => {
  const i = idx(board, label);
  return -(2 * (board.r[i] as number) + (board.q[i] as number));
};
