// What a map view needs to draw a map document, computed without a screen: the grid,
// the terrain types in force and the terrain of each hex. The canvas component turns
// this into pixels; tools and tests use it to ask "what is at this hex".
import { checkGridConfig, createGrid, type Grid } from '@kriegsspiel/hex';
import type { MapDocument, ModManifest, TerrainType } from '@kriegsspiel/formats';

/** The terrain types a map may use: its ruleset's, its mod's, then its own (later ones win). */
export function terrainTypesFor(map: MapDocument, manifests: readonly ModManifest[] = []): Map<string, TerrainType> {
  const out = new Map<string, TerrainType>();
  for (const manifest of manifests) for (const t of manifest.terrain ?? []) out.set(t.id, t);
  for (const t of map.terrain ?? []) out.set(t.id, t);
  return out;
}

/** A map document made ready to draw. */
export interface MapDrawing {
  readonly map: MapDocument;
  readonly grid: Grid;
  readonly terrain: ReadonlyMap<string, TerrainType>;
  /** The hex terrain of a hex by label: its own list, or the default; lowest layer first. */
  hexTerrain(label: string): TerrainType[];
  /** The colour to fill a hex with: the colour of its top terrain layer that has one. */
  fillOf(label: string): string;
  /** The colour of a hexside or path terrain. */
  colorOf(terrainId: string): string;
}

/** Colours for terrain types that name none: stable per id, muted so labels stay readable. */
const fallbackPalette = ['#d9d2b0', '#b8c9a3', '#c9b59a', '#a9bcc9', '#c9a9b8', '#b0b0b0'];

function fallbackColor(id: string): string {
  let h = 0;
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return fallbackPalette[h % fallbackPalette.length] as string;
}

/**
 * Builds the drawing of a map with a hex grid, or says why it has none. Pass the previous
 * drawing of the same map to keep its grid when the grid settings did not change (edits
 * share untouched subtrees, so an unchanged `grid` is the same object).
 */
export function mapDrawing(map: MapDocument, terrain: ReadonlyMap<string, TerrainType>, previous?: MapDrawing): MapDrawing | { readonly error: string } {
  if (!map.grid) return { error: 'this map has no hex grid (an area map); it has nothing to draw here yet' };
  let grid: Grid;
  if (previous && previous.map.grid === map.grid) {
    grid = previous.grid;
  } else {
    const problems = checkGridConfig(map.grid);
    if (problems.length > 0) return { error: `the grid cannot be drawn: ${problems.join('; ')}` };
    grid = createGrid(map.grid);
  }
  // Terrain types listed afresh but unchanged keep the previous map, so views can tell nothing changed.
  if (previous && previous.terrain.size === terrain.size && [...terrain].every(([id, t]) => previous.terrain.get(id) === t)) terrain = previous.terrain;
  const colorOf = (id: string) => terrain.get(id)?.color ?? fallbackColor(id);
  const hexTerrain = (label: string): TerrainType[] => {
    const ids = map.hexes?.[label]?.terrain ?? (map.defaultTerrain ? [map.defaultTerrain] : []);
    return ids
      .map((id, i) => ({ t: terrain.get(id) ?? ({ id, name: id, kind: 'hex' } as TerrainType), i }))
      .sort((a, b) => (a.t.layer ?? 0) - (b.t.layer ?? 0) || a.i - b.i)
      .map((x) => x.t);
  };
  return {
    map,
    grid,
    terrain,
    hexTerrain,
    fillOf(label) {
      const layers = hexTerrain(label);
      for (let i = layers.length - 1; i >= 0; i--) {
        const t = layers[i] as TerrainType;
        if (t.color) return t.color;
      }
      const top = layers[layers.length - 1];
      return top ? fallbackColor(top.id) : '#ffffff';
    },
    colorOf,
  };
}
