import type { OobDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { applyPatch, parentPointer, withInverse, type PatchOperation } from '../json/patch';
import { valueAt } from '../json/pointer';
import { indexOob } from '../oob/oob-index';
import type { CsvUnitChange } from '../oob/oob-csv';

/** Arguments of {@link importOobCsv}: the changes of a plan from `planCsvImport`. */
export interface ImportOobCsvArgs {
  changes: readonly CsvUnitChange[];
  /** The file's name, for the history ("Import units.csv"). */
  fileName?: string;
  /** The history's label instead of "Import <file>" (the table's "Edit name of Napoleon"). */
  label?: string;
}

/**
 * Applies the changes of a CSV import as one step: updated units are replaced where they
 * are (or moved to their new formation), new units join their formation at its end.
 */
export const importOobCsv = defineCommand<OobDocument, ImportOobCsvArgs>({
  id: 'import-oob-csv',
  kinds: ['oob'],
  label: (args) => args.label ?? `Import ${args.fileName ?? 'CSV'}`,
  perform(oob, { changes }) {
    let doc = oob;
    const ops: PatchOperation[] = [];
    const step = (patch: PatchOperation[]) => {
      doc = applyPatch(doc, patch);
      ops.push(...patch);
    };
    const append = (change: CsvUnitChange) => {
      const target = change.formation === undefined ? undefined : indexOob(doc).formations.get(change.formation);
      const list = target ? `${target.pointer}/units` : '/units';
      step([valueAt(doc, list) ? { op: 'add', path: `${list}/-`, value: change.unit } : { op: 'add', path: list, value: [change.unit] }]);
    };
    for (const change of changes) {
      const existing = indexOob(doc).units.get(change.id);
      if (change.kind === 'update' && existing && !change.moves) {
        step([{ op: 'replace', path: existing.pointer, value: change.unit }]);
      } else if (change.kind === 'update' && existing) {
        const list = parentPointer(existing.pointer);
        step([(valueAt(doc, list) as unknown[]).length === 1 ? { op: 'remove', path: list } : { op: 'remove', path: existing.pointer }]);
        append(change);
      } else if (!existing) {
        append(change);
      }
    }
    return ops.length === 0 ? null : withInverse(oob, ops);
  },
});
