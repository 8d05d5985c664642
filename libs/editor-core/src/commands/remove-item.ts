import { defineCommand } from './command';
import { withInverse, type PatchOperation } from '../json/patch';
import { valueAt } from '../json/pointer';

/** Arguments of {@link removeItem}. */
export interface RemoveItemArgs {
  /** JSON pointer of the array. */
  pointer: string;
  index: number;
  /** Removes the list itself when it ends up empty (for lists the schema wants non-empty or absent). */
  dropEmpty?: boolean;
  label?: string;
}

/** Removes one item of a list; nothing when the index is past its end. */
export const removeItem = defineCommand<unknown, RemoveItemArgs>({
  id: 'remove-item',
  label: (args) => args.label ?? 'Remove an item',
  perform(doc, { pointer, index, dropEmpty }) {
    const list = valueAt(doc, pointer);
    if (!Array.isArray(list) || index < 0 || index >= list.length) return null;
    const ops: PatchOperation[] = dropEmpty && list.length === 1 ? [{ op: 'remove', path: pointer }] : [{ op: 'remove', path: `${pointer}/${index}` }];
    return withInverse(doc, ops);
  },
});
