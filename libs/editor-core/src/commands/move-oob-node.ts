import type { Formation, OobDocument } from '@kriegsspiel/formats';
import { CommandRefusedError, defineCommand } from './command';
import { applyPatch, parentPointer, withInverse, type PatchOperation } from '../json/patch';
import { valueAt } from '../json/pointer';
import { indexOob } from '../oob/oob-index';

/** Arguments of {@link moveOobNode}. */
export interface MoveOobNodeArgs {
  /** Whether a unit or a formation moves. */
  kind: 'unit' | 'formation';
  /** Its id. */
  id: string;
  /** The formation it joins; the top level (loose units, top formations) when undefined. */
  to: string | undefined;
  /** Its place among the units (or formations) there; at the end when absent. */
  index?: number;
  /** Name for the history ("Move Guard Corps"). */
  name?: string;
}

function pointerOf(oob: OobDocument, kind: 'unit' | 'formation', id: string): string | undefined {
  const index = indexOob(oob);
  return (kind === 'unit' ? index.units.get(id) : index.formations.get(id))?.pointer;
}

/** True when formation `inner` is `outer` or lies below it. */
function isWithin(oob: OobDocument, inner: string, outer: string): boolean {
  const entry = indexOob(oob).formations.get(inner);
  return inner === outer || (entry?.path.includes(outer) ?? false);
}

/**
 * Moves a unit or a formation (with everything below it) to another formation or to the
 * top level, as one step. A list the move empties is removed, so the file keeps no
 * `"units": []`. A formation cannot move into itself or below itself.
 */
export const moveOobNode = defineCommand<OobDocument, MoveOobNodeArgs>({
  id: 'move-oob-node',
  kinds: ['oob'],
  label: (args) => `Move ${args.name ?? args.id}`,
  perform(oob, { kind, id, to, index }) {
    const from = pointerOf(oob, kind, id);
    if (!from) throw new CommandRefusedError(`There is no ${kind} ${id} to move.`);
    if (to !== undefined && !indexOob(oob).formations.has(to)) throw new CommandRefusedError(`There is no formation ${to} to move ${id} into.`);
    if (kind === 'formation' && to !== undefined && isWithin(oob, to, id))
      throw new CommandRefusedError(`A formation cannot move into itself or a formation below it.`);
    const member = kind === 'unit' ? 'units' : 'formations';
    const sourceList = parentPointer(from);
    const sourceIndex = Number(from.slice(sourceList.length + 1));
    const sameList = (to === undefined ? `/${member}` : `${pointerOf(oob, 'formation', to)}/${member}`) === sourceList;
    if (sameList) {
      const length = (valueAt(oob, sourceList) as unknown[]).length;
      const target = Math.max(0, Math.min(index ?? length - 1, length - 1));
      return target === sourceIndex ? null : withInverse(oob, [{ op: 'move', from, path: `${sourceList}/${target}` }]);
    }
    const node = valueAt(oob, from);
    const ops: PatchOperation[] = [];
    const sourceEmptied = (valueAt(oob, sourceList) as unknown[]).length === 1;
    // Take it out first, then find the target in the document as it is without it (its pointer may have shifted).
    ops.push(sourceEmptied ? { op: 'remove', path: sourceList } : { op: 'remove', path: from });
    const without = applyPatch(oob, ops);
    const parent = to === undefined ? '' : (pointerOf(without, 'formation', to) as string);
    const list = valueAt(without, `${parent}/${member}`) as unknown[] | undefined;
    if (!list) ops.push({ op: 'add', path: `${parent}/${member}`, value: [node] });
    else ops.push({ op: 'add', path: `${parent}/${member}/${Math.max(0, Math.min(index ?? list.length, list.length))}`, value: node });
    return withInverse(oob, ops);
  },
});

/** The formations a unit or formation may move into, in document order (a formation's own subtree is left out). */
export function moveTargets(oob: OobDocument, kind: 'unit' | 'formation', id: string): Formation[] {
  return [...indexOob(oob).formations.values()].filter((f) => kind === 'unit' || !isWithin(oob, f.formation.id, id)).map((f) => f.formation);
}
