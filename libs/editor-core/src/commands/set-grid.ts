import type { HexGrid, MapDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse, type PatchOperation } from '../json/patch';
import { reshapeGrid } from '../map/reshape-grid';

/** Arguments of {@link setGrid}. */
export interface SetGridArgs {
  /** The new grid settings: orientation, offset, size, labels (boards as they were). */
  grid: HexGrid;
  /** History label; "Change grid" when absent. */
  label?: string;
}

const members = ['hexes', 'hexsides', 'paths', 'locations', 'regions', 'entryPoints'] as const;

/**
 * Changes the grid and carries everything on the map over to it by column and row (see
 * `reshapeGrid`): labels are rewritten in the new scheme, and what falls off a smaller map
 * goes. Ask first with `reshapeGrid(map, grid).dropped`; this command does not ask.
 */
export const setGrid = defineCommand<MapDocument, SetGridArgs>({
  id: 'set-grid',
  kinds: ['map'],
  label: (args) => args.label ?? 'Change grid',
  perform(map, { grid }) {
    const change = reshapeGrid(map, grid);
    if ('error' in change) return null;
    const ops: PatchOperation[] = [];
    if (JSON.stringify(map.grid) !== JSON.stringify(grid)) ops.push({ op: map.grid ? 'replace' : 'add', path: '/grid', value: grid });
    for (const key of members) {
      const before = map[key];
      const after = change.map[key];
      if (before === after) continue;
      const empty = after === undefined || (Array.isArray(after) ? after.length === 0 : Object.keys(after).length === 0);
      if (empty) ops.push({ op: 'remove', path: `/${key}` });
      else ops.push({ op: before === undefined ? 'add' : 'replace', path: `/${key}`, value: after });
    }
    return ops.length === 0 ? null : withInverse(map, ops);
  },
});
