import type { MapDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { mapCollectionNouns } from './add-map-item';
import { withInverse } from '../json/patch';

/** Arguments of {@link moveMapPlace}. */
export interface MoveMapPlaceArgs {
  collection: 'locations' | 'entryPoints';
  index: number;
  /** Label of the hex it moves to. */
  hex: string;
}

/**
 * Moves a location or entry point to another hex (its `hex`). A location that covers
 * several hexes (`hexes`) and no single one is not moved: that is region-like editing.
 */
export const moveMapPlace = defineCommand<MapDocument, MoveMapPlaceArgs>({
  id: 'move-map-place',
  kinds: ['map'],
  label: (args) => `Move ${mapCollectionNouns[args.collection]}`,
  perform(map, { collection, index, hex }) {
    const item = map[collection]?.[index];
    if (!item || item.hex === undefined || item.hex === hex) return null;
    return withInverse(map, [{ op: 'replace', path: `/${collection}/${index}/hex`, value: hex }]);
  },
});
