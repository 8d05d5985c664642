import type { MapDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse, type PatchOperation } from '../json/patch';
import { uniqueId } from '../map/map-grid';
import { pathPieces } from '../map/path-links';

/** Arguments of {@link removePathLink}. */
export interface RemovePathLinkArgs {
  /** Index of the path. */
  path: number;
  /** The link from `hexes[link]` to `hexes[link + 1]`. */
  link: number;
}

/**
 * Deletes one link of a road: an end link shortens the path, a middle link cuts it in two
 * (the second piece gets a fresh id if the path has one), and a path left with a single
 * hex goes. One-way links stay with their hexes.
 */
export const removePathLink = defineCommand<MapDocument, RemovePathLinkArgs>({
  id: 'remove-path-link',
  kinds: ['map'],
  label: () => 'Delete road link',
  perform(map, { path, link }) {
    const p = map.paths?.[path];
    if (!p || link < 0 || link + 1 >= p.hexes.length) return null;
    const ids = (map.paths ?? []).map((x) => x.id);
    const pieces = pathPieces(
      p,
      p.hexes,
      (i) => i !== link,
      (id) => uniqueId(id, ids),
    );
    const ops: PatchOperation[] = [];
    if (pieces.length === 0) ops.push({ op: 'remove', path: `/paths/${path}` });
    else ops.push({ op: 'replace', path: `/paths/${path}`, value: pieces[0] });
    if (pieces[1]) ops.push({ op: 'add', path: `/paths/${path + 1}`, value: pieces[1] });
    return withInverse(map, ops);
  },
});
