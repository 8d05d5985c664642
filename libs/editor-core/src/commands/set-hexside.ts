import type { Hexside, MapDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse } from '../json/patch';

/** Arguments of {@link setHexside}. */
export interface SetHexsideArgs {
  /** Labels of the two adjacent hexes sharing the side. */
  between: readonly [string, string];
  /** Id of a hexside terrain type (river, stream, bridge, steep slope). */
  terrain: string;
  /** For slopes: the label of the hex on the high side (one of `between`). */
  uphill?: string;
  /** Name of the terrain, for the history label. */
  terrainName?: string;
}

/** The index of the hexside with this terrain between two hexes (either order), or -1. */
export function findHexside(map: MapDocument, between: readonly [string, string], terrain: string): number {
  const [a, b] = between;
  return (map.hexsides ?? []).findIndex(
    (s) => s.terrain === terrain && ((s.between[0] === a && s.between[1] === b) || (s.between[0] === b && s.between[1] === a)),
  );
}

/**
 * Puts a hexside terrain on the side between two hexes, or changes which side of an
 * existing slope is uphill. Nothing when the side already has it as asked.
 */
export const setHexside = defineCommand<MapDocument, SetHexsideArgs>({
  id: 'set-hexside',
  kinds: ['map'],
  label: (args) => `Add ${(args.terrainName ?? args.terrain).toLowerCase()}`,
  perform(map, { between, terrain, uphill }) {
    const at = findHexside(map, between, terrain);
    if (at >= 0) {
      const existing = (map.hexsides as Hexside[])[at] as Hexside;
      if (existing.uphill === uphill) return null;
      const path = `/hexsides/${at}/uphill`;
      if (uphill === undefined) return withInverse(map, [{ op: 'remove', path }]);
      return withInverse(map, [{ op: existing.uphill === undefined ? 'add' : 'replace', path, value: uphill }]);
    }
    const side: Hexside = { between: [between[0], between[1]], terrain, ...(uphill !== undefined ? { uphill } : {}) };
    return withInverse(map, [map.hexsides ? { op: 'add', path: '/hexsides/-', value: side } : { op: 'add', path: '/hexsides', value: [side] }]);
  },
});
