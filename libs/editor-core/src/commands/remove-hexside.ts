import type { MapDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse } from '../json/patch';
import { findHexside } from './set-hexside';

/** Arguments of {@link removeHexside}. */
export interface RemoveHexsideArgs {
  /** Labels of the two hexes sharing the side, in either order. */
  between: readonly [string, string];
  /** Id of the hexside terrain to take off. */
  terrain: string;
  /** Name of the terrain, for the history label. */
  terrainName?: string;
}

/** Takes a hexside terrain off the side between two hexes; nothing when it is not there. */
export const removeHexside = defineCommand<MapDocument, RemoveHexsideArgs>({
  id: 'remove-hexside',
  kinds: ['map'],
  label: (args) => `Remove ${(args.terrainName ?? args.terrain).toLowerCase()}`,
  perform(map, { between, terrain }) {
    const at = findHexside(map, between, terrain);
    if (at < 0) return null;
    return withInverse(map, [{ op: 'remove', path: `/hexsides/${at}` }]);
  },
});
