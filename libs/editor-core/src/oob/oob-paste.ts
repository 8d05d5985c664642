// Pasting cells copied from a spreadsheet into the order of battle's table: tab-separated
// lines laid over the rows shown from the chosen cell on, down and to the right, each unit's
// row then checked as an imported row is. All or nothing: one refused cell pastes none, so a
// paste is one undo step or no step at all.
import type { OobDocument } from '@kriegsspiel/formats';
import { planCsvImport, type CsvUnitChange, type OobCsvContext } from './oob-csv';
import { readOnlyTableColumns, tableColumnTitle, type OobTableRow } from './oob-table';

/** What a paste would change, or why it pastes nothing. */
export interface TablePastePlan {
  readonly changes: readonly CsvUnitChange[];
  /** Each refused cell: unit, column and what to do. Non-empty means nothing is pasted. */
  readonly problems: readonly string[];
  /** How many cells the text covers. */
  readonly cells: number;
}

/** The cells of copied text: lines of tab-separated cells, as spreadsheets put them on the clipboard. */
export function clipboardCells(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((line) => line.split('\t'));
}

/**
 * Plans a paste of copied cells into the table from a cell on, over the rows in the order
 * shown (sorted and searched as the person sees them).
 */
export function planTablePaste(
  oob: OobDocument,
  columns: readonly string[],
  rows: readonly OobTableRow[],
  from: { readonly id: string; readonly column: string },
  text: string,
  ctx: OobCsvContext = {},
): TablePastePlan {
  const cells = clipboardCells(text);
  const top = rows.findIndex((r) => r.id === from.id);
  const left = columns.indexOf(from.column);
  const problems: string[] = [];
  const count = cells.reduce((n, line) => n + line.length, 0);
  if (top < 0 || left < 0) return { changes: [], problems: ['Choose the cell to paste into first.'], cells: count };
  if (top + cells.length > rows.length)
    problems.push(`The text has ${cells.length} rows but only ${rows.length - top} units are shown from ${from.id} down; paste fewer rows.`);
  const widest = Math.max(...cells.map((line) => line.length));
  if (left + widest > columns.length)
    problems.push(`The text has ${widest} columns but only ${columns.length - left} are shown from ${tableColumnTitle(from.column)} on; paste fewer columns.`);
  const edited: string[][] = [];
  const unitOfRow: string[] = [];
  cells.forEach((line, i) => {
    const row = rows[top + i];
    if (!row) return;
    const next = columns.map((c) => row.cells[c] ?? '');
    line.forEach((value, j) => {
      const column = columns[left + j];
      if (column === undefined) return;
      if (readOnlyTableColumns.has(column)) {
        if (value.trim() !== row.id)
          problems.push(`${row.id}, ${column}: the table does not change ids; paste from the next column on, or paste the same ids.`);
        return;
      }
      next[left + j] = value;
    });
    edited.push(next);
    unitOfRow.push(row.id);
  });
  const plan = planCsvImport(oob, [columns, ...edited], ctx);
  for (const p of plan.problems) problems.push(`${unitOfRow[p.row - 2] ?? `row ${p.row}`}${p.column ? `, ${tableColumnTitle(p.column)}` : ''}: ${p.message}`);
  return { changes: problems.length > 0 ? [] : plan.changes, problems, cells: count };
}
