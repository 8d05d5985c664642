import type { MapDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse, type PatchOperation } from '../json/patch';

/** Arguments of {@link removeArea}. */
export interface RemoveAreaArgs {
  /** Index of the area. */
  index: number;
}

/** Deletes an area and every connection to or from it, as one step. */
export const removeArea = defineCommand<MapDocument, RemoveAreaArgs>({
  id: 'remove-area',
  kinds: ['map'],
  label: () => 'Delete area',
  perform(map, { index }) {
    const area = map.areas?.[index];
    if (!area) return null;
    const ops: PatchOperation[] = [];
    const connections = map.connections ?? [];
    // Highest index first, so the earlier indices stay right.
    for (let i = connections.length - 1; i >= 0; i--) {
      const c = connections[i];
      if (c && (c.from === area.id || c.to === area.id)) ops.push({ op: 'remove', path: `/connections/${i}` });
    }
    ops.push({ op: 'remove', path: `/areas/${index}` });
    return withInverse(map, ops);
  },
});
