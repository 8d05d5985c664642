import type { MapDocument } from '@kriegsspiel/formats';
import { pointerJoin } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { mapCollectionNouns, type MapCollection } from './add-map-item';
import { withInverse, type PatchOperation } from '../json/patch';
import { isJsonObject, jsonEqual } from '../json/pointer';

/** Arguments of {@link updateMapItem}. */
export interface UpdateMapItemArgs {
  collection: MapCollection;
  index: number;
  /** Members to set; `undefined` removes the member. */
  changes: Readonly<Record<string, unknown>>;
  /** History label; "Edit <noun>" when absent. */
  label?: string;
}

/** Sets or clears members of one entry (a rename, a new code, a connection's kind) as one step. */
export const updateMapItem = defineCommand<MapDocument, UpdateMapItemArgs>({
  id: 'update-map-item',
  kinds: ['map'],
  label: (args) => args.label ?? `Edit ${mapCollectionNouns[args.collection]}`,
  perform(map, { collection, index, changes }) {
    const item: unknown = map[collection]?.[index];
    if (!isJsonObject(item)) return null;
    const ops: PatchOperation[] = [];
    for (const [key, value] of Object.entries(changes)) {
      const path = pointerJoin(`/${collection}/${index}`, key);
      const has = Object.prototype.hasOwnProperty.call(item, key);
      if (value === undefined) {
        if (has) ops.push({ op: 'remove', path });
      } else if (!has) {
        ops.push({ op: 'add', path, value });
      } else if (!jsonEqual(item[key], value)) {
        ops.push({ op: 'replace', path, value });
      }
    }
    return ops.length === 0 ? null : withInverse(map, ops);
  },
});
