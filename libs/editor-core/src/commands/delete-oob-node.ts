import type { OobDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { parentPointer, withInverse } from '../json/patch';
import { valueAt } from '../json/pointer';
import { indexOob } from '../oob/oob-index';

/** Arguments of {@link deleteOobNode}. */
export interface DeleteOobNodeArgs {
  kind: 'unit' | 'formation';
  id: string;
  /** Its name, for the history ("Delete Guard cavalry"). */
  name?: string;
}

/**
 * Deletes a unit (or leader), or a formation with everything in it, from an order of
 * battle. A list it leaves empty goes too, as the schema wants lists of one or more.
 * References elsewhere are `remove-references`'s work, run in the same gesture.
 */
export const deleteOobNode = defineCommand<OobDocument, DeleteOobNodeArgs>({
  id: 'delete-oob-node',
  kinds: ['oob'],
  label: (args) => `Delete ${args.name ?? args.id}`,
  perform(oob, { kind, id }) {
    const index = indexOob(oob);
    const pointer = kind === 'unit' ? index.units.get(id)?.pointer : index.formations.get(id)?.pointer;
    if (pointer === undefined) return null;
    const list = parentPointer(pointer);
    const emptied = (valueAt(oob, list) as unknown[]).length === 1;
    return withInverse(oob, [{ op: 'remove', path: emptied ? list : pointer }]);
  },
});
