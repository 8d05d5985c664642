import type { MapDocument, Path } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse } from '../json/patch';

/** Arguments of {@link extendPath}. */
export interface ExtendPathArgs {
  /** Index of the path to extend; a new path when absent. */
  path?: number;
  /** Label of the hex the new link starts from: an end of the path. */
  from: string;
  /** Label of the adjacent hex the link leads to. */
  to: string;
  /** Path terrain of a new path (road, trail). */
  terrain: string;
  /** Name of the terrain, for the history label. */
  terrainName?: string;
}

/**
 * Adds a link to a road or trail: a new two-hex path, or one more hex at the end of an
 * existing path that `from` ends (or at its start, when `from` is its first hex).
 */
export const extendPath = defineCommand<MapDocument, ExtendPathArgs>({
  id: 'extend-path',
  kinds: ['map'],
  label: (args) => `Draw ${(args.terrainName ?? args.terrain).toLowerCase()}`,
  perform(map, { path, from, to, terrain }) {
    if (from === to) return null;
    if (path === undefined) {
      const created: Path = { terrain, hexes: [from, to] };
      return withInverse(map, [map.paths ? { op: 'add', path: '/paths/-', value: created } : { op: 'add', path: '/paths', value: [created] }]);
    }
    const existing = map.paths?.[path];
    if (!existing) return null;
    if (existing.hexes.at(-1) === from) return withInverse(map, [{ op: 'add', path: `/paths/${path}/hexes/-`, value: to }]);
    if (existing.hexes[0] === from) return withInverse(map, [{ op: 'add', path: `/paths/${path}/hexes/0`, value: to }]);
    return null;
  },
});
