import { pointerJoin } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse, type PatchOperation } from '../json/patch';
import { isJsonObject, jsonEqual, valueAt } from '../json/pointer';

/** Arguments of {@link editMembers}. */
export interface EditMembersArgs {
  /** JSON pointer of an object (a unit, a placement, a row of the schedule). */
  pointer: string;
  /** New values by member name; `undefined` removes the member. */
  changes: Readonly<Record<string, unknown>>;
  /** History label; "Edit …" when absent. */
  label?: string;
}

/**
 * Sets or removes several members of one object as one step: the small forms of the data
 * editors (a unit's name and type, a placement's face-down and face toggles, notes and
 * sources). Members already as asked are left alone; nothing to change gives no step.
 */
export const editMembers = defineCommand<unknown, EditMembersArgs>({
  id: 'edit-members',
  label: (args) => args.label ?? `Edit ${Object.keys(args.changes).join(', ')}`,
  perform(doc, { pointer, changes }) {
    const target = valueAt(doc, pointer);
    if (!isJsonObject(target)) throw new Error(`there is no object at ${pointer || 'the top'} to edit`);
    const ops: PatchOperation[] = [];
    for (const [key, value] of Object.entries(changes)) {
      const path = pointerJoin(pointer, key);
      const has = Object.prototype.hasOwnProperty.call(target, key);
      if (value === undefined) {
        if (has) ops.push({ op: 'remove', path });
      } else if (!has) {
        ops.push({ op: 'add', path, value });
      } else if (!jsonEqual(target[key], value)) {
        ops.push({ op: 'replace', path, value });
      }
    }
    return ops.length === 0 ? null : withInverse(doc, ops);
  },
});
