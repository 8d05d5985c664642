import { defineCommand } from './command';
import { withInverse } from '../json/patch';
import { hasValueAt } from '../json/pointer';

/** Arguments of {@link removeValue}. */
export interface RemoveValueArgs {
  /** JSON pointer of the member or item to remove. */
  pointer: string;
  label?: string;
}

/** Removes one member or array item; nothing when it is already gone. */
export const removeValue = defineCommand<unknown, RemoveValueArgs>({
  id: 'remove-value',
  label: (args) => args.label ?? `Remove ${args.pointer}`,
  perform(doc, { pointer }) {
    if (pointer === '' || !hasValueAt(doc, pointer)) return null;
    return withInverse(doc, [{ op: 'remove', path: pointer }]);
  },
});
