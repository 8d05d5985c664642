import type { MapDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse } from '../json/patch';

/** The lists of a map whose entries the map editors add, edit and delete. */
export type MapCollection = 'locations' | 'entryPoints' | 'regions' | 'areas' | 'connections';

/** How the history names one entry of each list. */
export const mapCollectionNouns: Readonly<Record<MapCollection, string>> = {
  locations: 'location',
  entryPoints: 'entry point',
  regions: 'region',
  areas: 'area',
  connections: 'connection',
};

/** Arguments of {@link addMapItem}. */
export interface AddMapItemArgs {
  collection: MapCollection;
  /** The new entry, as it will be written. */
  item: object;
  /** History label; "Add <noun>" when absent. */
  label?: string;
}

/** Appends a location, entry point, region, area or connection (creating the list if the map has none). */
export const addMapItem = defineCommand<MapDocument, AddMapItemArgs>({
  id: 'add-map-item',
  kinds: ['map'],
  label: (args) => args.label ?? `Add ${mapCollectionNouns[args.collection]}`,
  perform(map, { collection, item }) {
    return withInverse(map, [map[collection] ? { op: 'add', path: `/${collection}/-`, value: item } : { op: 'add', path: `/${collection}`, value: [item] }]);
  },
});
