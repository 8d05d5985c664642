import type { MapDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse } from '../json/patch';

/** Arguments of {@link setRegionHex}. */
export interface SetRegionHexArgs {
  /** Index of the region. */
  region: number;
  /** Label of the hex. */
  label: string;
  /** True to put the hex into the region, false to take it out. */
  member: boolean;
}

/**
 * Puts a hex into a region or takes it out. A region keeps at least one hex (the format
 * requires one): taking out the last is refused; delete the region instead.
 */
export const setRegionHex = defineCommand<MapDocument, SetRegionHexArgs>({
  id: 'set-region-hex',
  kinds: ['map'],
  label: (args) => (args.member ? 'Add hex to region' : 'Take hex out of region'),
  perform(map, { region, label, member }) {
    const r = map.regions?.[region];
    if (!r) return null;
    const at = r.hexes.indexOf(label);
    if (member) return at >= 0 ? null : withInverse(map, [{ op: 'add', path: `/regions/${region}/hexes/-`, value: label }]);
    if (at < 0 || r.hexes.length === 1) return null;
    return withInverse(map, [{ op: 'remove', path: `/regions/${region}/hexes/${at}` }]);
  },
});
