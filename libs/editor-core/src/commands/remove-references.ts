import { defineCommand } from './command';
import { parentPointer, withInverse } from '../json/patch';
import { valueAt } from '../json/pointer';
import type { Reference } from '../references/find-references';
import { pointerTokens } from '@kriegsspiel/formats';

/** Arguments of {@link removeReferences}. */
export interface RemoveReferencesArgs {
  /** References found by `findReferences`; those of other documents and those with no removal are skipped. */
  references: readonly Reference[];
  /** Workspace path of the document edited (the editor passes it to `run` too; kept to pick its references). */
  path: string;
  label?: string;
}

/** Later pointers first, so that removing one never shifts the index of another still to go. */
function comparePointersDescending(a: string, b: string): number {
  const x = pointerTokens(a);
  const y = pointerTokens(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i] as string;
    const q = y[i] as string;
    if (p === q) continue;
    const m = Number(p);
    const n = Number(q);
    return Number.isInteger(m) && Number.isInteger(n) ? n - m : q < p ? -1 : 1;
  }
  return y.length - x.length;
}

/**
 * Takes the references to a deleted unit or place out of one document, as one step: an id
 * leaves its list (and the placement, pool or arrival goes when it named nothing else), a
 * member naming it goes, a placement at a deleted place goes.
 */
export const removeReferences = defineCommand<unknown, RemoveReferencesArgs>({
  id: 'remove-references',
  label: (args) => args.label ?? 'Remove references',
  perform(doc, { references, path }) {
    const mine = references.filter((r) => r.path === path && r.removal);
    const whole = new Set<string>();
    const lists = new Map<string, { container: string; items: Set<string> }>();
    for (const r of mine) {
      const removal = r.removal;
      if (!removal) continue;
      if (removal.how !== 'list-item') {
        whole.add(removal.pointer);
        continue;
      }
      const list = parentPointer(removal.pointer);
      const entry = lists.get(list) ?? { container: removal.container, items: new Set<string>() };
      entry.items.add(removal.pointer);
      lists.set(list, entry);
    }
    // A list the removal would empty takes its entry with it (a placement of no units means nothing).
    for (const [list, { container, items }] of lists) {
      const value = valueAt(doc, list);
      if (Array.isArray(value) && items.size >= value.length) whole.add(container);
      else for (const p of items) whole.add(p);
    }
    const pointers = [...whole]
      .filter((p) => valueAt(doc, p) !== undefined)
      .filter((p, _, all) => !all.some((q) => q !== p && p.startsWith(`${q}/`)))
      .sort(comparePointersDescending);
    return pointers.length === 0
      ? null
      : withInverse(
          doc,
          pointers.map((p) => ({ op: 'remove' as const, path: p })),
        );
  },
});
