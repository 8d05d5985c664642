import { pointerJoin, type MapDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse, type PatchOperation } from '../json/patch';

/** Arguments of {@link paintHexTerrain}. */
export interface PaintHexTerrainArgs {
  /** The hex, by its printed label (`0408`). */
  label: string;
  /** Id of a hex terrain type. */
  terrain: string;
  /** Name of the terrain, for the history label. */
  terrainName?: string;
}

/**
 * Makes a hex's terrain exactly `terrain`. Painting the map's `defaultTerrain` clears the
 * hex's list instead (and drops the hex entry when nothing else is left in it), so the
 * file only lists hexes that differ from the default.
 */
export const paintHexTerrain = defineCommand<MapDocument, PaintHexTerrainArgs>({
  id: 'paint-hex-terrain',
  kinds: ['map'],
  label: (args) => `Paint ${(args.terrainName ?? args.terrain).toLowerCase()}`,
  perform(map, { label, terrain }) {
    const hexPointer = pointerJoin('/hexes', label);
    const entry = map.hexes?.[label];
    const ops: PatchOperation[] = [];
    if (terrain === map.defaultTerrain) {
      if (!entry?.terrain) return null;
      const others = Object.keys(entry).filter((k) => k !== 'terrain');
      ops.push(others.length === 0 ? { op: 'remove', path: hexPointer } : { op: 'remove', path: pointerJoin(hexPointer, 'terrain') });
    } else if (!map.hexes) {
      ops.push({ op: 'add', path: '/hexes', value: { [label]: { terrain: [terrain] } } });
    } else if (!entry) {
      ops.push({ op: 'add', path: hexPointer, value: { terrain: [terrain] } });
    } else if (entry.terrain?.length === 1 && entry.terrain[0] === terrain) {
      return null;
    } else {
      ops.push({ op: entry.terrain ? 'replace' : 'add', path: pointerJoin(hexPointer, 'terrain'), value: [terrain] });
    }
    return withInverse(map, ops);
  },
});
