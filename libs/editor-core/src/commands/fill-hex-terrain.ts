import type { Hex as HexEntry, MapDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse } from '../json/patch';
import { sameTerrainRegion } from '../map/flood-fill';
import { gridOfMap, hexOfLabel } from '../map/map-grid';

/** Arguments of {@link fillHexTerrain}. */
export interface FillHexTerrainArgs {
  /** Label of the hex the fill starts from. */
  start: string;
  /** Id of a hex terrain type. */
  terrain: string;
  /** Name of the terrain, for the history label. */
  terrainName?: string;
}

/**
 * Flood fill: makes the terrain of every hex connected to `start` through hexes with the
 * same terrain set exactly `terrain` (as {@link paintHexTerrain} would, hex by hex). The
 * whole `hexes` member is replaced in one operation, so filling thousands of hexes copies
 * the object once instead of once per hex.
 */
export const fillHexTerrain = defineCommand<MapDocument, FillHexTerrainArgs>({
  id: 'fill-hex-terrain',
  kinds: ['map'],
  label: (args) => `Fill with ${(args.terrainName ?? args.terrain).toLowerCase()}`,
  perform(map, { start, terrain }) {
    const grid = gridOfMap(map);
    const from = grid ? hexOfLabel(grid, start) : undefined;
    if (!grid || !from) return null;
    const hexes: Record<string, HexEntry> = { ...map.hexes };
    let changed = false;
    for (const hex of sameTerrainRegion(map, grid, from)) {
      const label = grid.hexToLabel(hex) as string;
      const entry = hexes[label];
      if (terrain === map.defaultTerrain) {
        if (!entry?.terrain) continue;
        const { terrain: _dropped, ...rest } = entry;
        if (Object.keys(rest).length === 0) delete hexes[label];
        else hexes[label] = rest;
      } else {
        if (entry?.terrain?.length === 1 && entry.terrain[0] === terrain) continue;
        hexes[label] = entry ? { ...entry, terrain: [terrain] } : { terrain: [terrain] };
      }
      changed = true;
    }
    if (!changed) return null;
    return withInverse(map, [{ op: map.hexes ? 'replace' : 'add', path: '/hexes', value: hexes }]);
  },
});
