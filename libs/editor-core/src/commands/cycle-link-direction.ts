import type { MapDocument, OneWayLink } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse, type PatchOperation } from '../json/patch';
import { linkDirection } from '../map/path-links';

/** Arguments of {@link cycleLinkDirection}. */
export interface CycleLinkDirectionArgs {
  /** Index of the path. */
  path: number;
  /** The link from `hexes[link]` to `hexes[link + 1]`. */
  link: number;
}

/**
 * Turns a road link two-way → one-way forward (in the path's order) → one-way backward →
 * two-way again, through the path's `oneWay` list (dropped when it empties).
 */
export const cycleLinkDirection = defineCommand<MapDocument, CycleLinkDirectionArgs>({
  id: 'cycle-link-direction',
  kinds: ['map'],
  label: () => 'Change road direction',
  perform(map, { path, link }) {
    const p = map.paths?.[path];
    const from = p?.hexes[link];
    const to = p?.hexes[link + 1];
    if (!p || from === undefined || to === undefined) return null;
    const base = `/paths/${path}/oneWay`;
    const list = p.oneWay ?? [];
    const at = list.findIndex((w) => (w.from === from && w.to === to) || (w.from === to && w.to === from));
    let ops: PatchOperation[];
    switch (linkDirection(p, link)) {
      case 'two-way': {
        const forward: OneWayLink = { from, to };
        ops = [p.oneWay ? { op: 'add', path: `${base}/-`, value: forward } : { op: 'add', path: base, value: [forward] }];
        break;
      }
      case 'forward':
        ops = [{ op: 'replace', path: `${base}/${at}`, value: { from: to, to: from } }];
        break;
      case 'backward':
        ops = [list.length === 1 ? { op: 'remove', path: base } : { op: 'remove', path: `${base}/${at}` }];
        break;
    }
    return withInverse(map, ops);
  },
});
