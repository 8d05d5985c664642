import { defineCommand } from './command';
import { withInverse } from '../json/patch';
import { hasValueAt, valueAt } from '../json/pointer';

/** Arguments of {@link insertItem}. */
export interface InsertItemArgs {
  /** JSON pointer of the array; it is created when missing (its parent must exist). */
  pointer: string;
  value: unknown;
  /** Where the item goes; at the end when absent. */
  index?: number;
  label?: string;
}

/** Inserts an item into a list (a row of the schedule, a unit into a pool), creating the list if needed. */
export const insertItem = defineCommand<unknown, InsertItemArgs>({
  id: 'insert-item',
  label: (args) => args.label ?? 'Add an item',
  perform(doc, { pointer, value, index }) {
    if (!hasValueAt(doc, pointer)) return withInverse(doc, [{ op: 'add', path: pointer, value: [value] }]);
    const list = valueAt(doc, pointer);
    if (!Array.isArray(list)) throw new Error(`${pointer} is not a list`);
    const at = index === undefined ? list.length : Math.max(0, Math.min(index, list.length));
    return withInverse(doc, [{ op: 'add', path: `${pointer}/${at}`, value }]);
  },
});
