import { defineCommand } from './command';
import { withInverse } from '../json/patch';
import { valueAt } from '../json/pointer';

/** Arguments of {@link moveItem}. */
export interface MoveItemArgs {
  /** JSON pointer of the array. */
  pointer: string;
  from: number;
  /** The item's index once moved. */
  to: number;
  label?: string;
}

/** Moves an item within its list (reordering the rows of a table). */
export const moveItem = defineCommand<unknown, MoveItemArgs>({
  id: 'move-item',
  label: (args) => args.label ?? 'Reorder',
  perform(doc, { pointer, from, to }) {
    const list = valueAt(doc, pointer);
    if (!Array.isArray(list) || from < 0 || from >= list.length) return null;
    const target = Math.max(0, Math.min(to, list.length - 1));
    if (target === from) return null;
    return withInverse(doc, [{ op: 'move', from: `${pointer}/${from}`, path: `${pointer}/${target}` }]);
  },
});
