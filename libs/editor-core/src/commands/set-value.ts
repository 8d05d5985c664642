import { defineCommand } from './command';
import { withInverse } from '../json/patch';
import { hasValueAt, jsonEqual, valueAt } from '../json/pointer';

/** Arguments of {@link setValue}. */
export interface SetValueArgs {
  /** JSON pointer of the member or item to set; its container must exist. */
  pointer: string;
  value: unknown;
  /** History label; "Edit <pointer>" when absent. */
  label?: string;
}

/** Sets one value anywhere in a document (adds the member when it is missing). The generic edit of inline editors. */
export const setValue = defineCommand<unknown, SetValueArgs>({
  id: 'set-value',
  label: (args) => args.label ?? `Edit ${args.pointer || 'document'}`,
  perform(doc, { pointer, value }) {
    const exists = hasValueAt(doc, pointer);
    if (exists && jsonEqual(valueAt(doc, pointer), value)) return null;
    return withInverse(doc, [exists ? { op: 'replace', path: pointer, value } : { op: 'add', path: pointer, value }]);
  },
});
