import type { MapDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { mapCollectionNouns, type MapCollection } from './add-map-item';
import { withInverse } from '../json/patch';

/** Arguments of {@link removeMapItem}. */
export interface RemoveMapItemArgs {
  collection: MapCollection;
  index: number;
  /** History label; "Delete <noun>" when absent. */
  label?: string;
}

/** Deletes one location, entry point, region or connection (areas: see {@link removeArea}, which takes their connections too). */
export const removeMapItem = defineCommand<MapDocument, RemoveMapItemArgs>({
  id: 'remove-map-item',
  kinds: ['map'],
  label: (args) => args.label ?? `Delete ${mapCollectionNouns[args.collection]}`,
  perform(map, { collection, index }) {
    if (map[collection]?.[index] === undefined) return null;
    return withInverse(map, [{ op: 'remove', path: `/${collection}/${index}` }]);
  },
});
