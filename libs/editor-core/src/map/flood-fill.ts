// The connected region of hexes that carry the same terrain, for the fill tool
// (a breadth-first search over on-map neighbours, Red Blob § Movement range without obstacles).
import { hexKey, type Grid, type Hex } from '@kriegsspiel/hex';
import type { MapDocument } from '@kriegsspiel/formats';

/** The terrain set of a hex as one comparable string: its ids (or the default), sorted. */
export function terrainSetKey(map: MapDocument, label: string): string {
  const ids = map.hexes?.[label]?.terrain ?? (map.defaultTerrain ? [map.defaultTerrain] : []);
  return [...new Set(ids)].sort().join('+');
}

/**
 * The hexes connected to `start` through neighbours with exactly the same terrain set
 * (so a fill started on plains does not spill into plains-and-village), `start` first.
 */
export function sameTerrainRegion(map: MapDocument, grid: Grid, start: Hex): Hex[] {
  const startLabel = grid.hexToLabel(start);
  if (startLabel === undefined) return [];
  const key = terrainSetKey(map, startLabel);
  const seen = new Set([hexKey(start)]);
  const region: Hex[] = [start];
  for (let i = 0; i < region.length; i++) {
    for (const next of grid.neighborsInGrid(region[i] as Hex)) {
      const k = hexKey(next);
      if (seen.has(k)) continue;
      seen.add(k);
      const label = grid.hexToLabel(next);
      if (label !== undefined && terrainSetKey(map, label) === key) region.push(next);
    }
  }
  return region;
}
