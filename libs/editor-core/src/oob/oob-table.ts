// An order of battle as a table and a search over it: the rows and columns of the studio's
// table view (the same columns as its CSV export), sorting, the search that filters both
// the tree and the table, and the plan of one cell's edit. A cell is checked the way an
// imported row is (`planCsvImport`), so the table and a spreadsheet import cannot disagree
// about what a unit may be; `importOobCsv` applies the change as one undo step.
import type { OobDocument } from '@kriegsspiel/formats';
import { oobToCsvRows, planCsvImport, type CsvUnitChange, type OobCsvContext } from './oob-csv';
import { indexOob } from './oob-index';

/** One unit of the table: its id, JSON pointer, and its cells by column. */
export interface OobTableRow {
  readonly id: string;
  readonly pointer: string;
  /** Cell text by column name (`name`, `values.combat`), as the CSV export writes it. */
  readonly cells: Readonly<Record<string, string>>;
}

/** The table of an order of battle: its columns in order and one row per unit in document order. */
export interface OobTable {
  readonly columns: readonly string[];
  readonly rows: readonly OobTableRow[];
}

/** Columns the table shows but does not edit in place: an id is what references name. */
export const readOnlyTableColumns: ReadonlySet<string> = new Set(['id']);

/** The table of an order of battle: the columns and cells of its CSV export. */
export function oobTable(oob: OobDocument, ctx: OobCsvContext = {}): OobTable {
  const [header = [], ...body] = oobToCsvRows(oob, ctx);
  const units = [...indexOob(oob).units.values()];
  const rows = body.map((cells, i) => ({
    id: units[i]?.unit.id ?? '',
    pointer: units[i]?.pointer ?? '',
    cells: Object.fromEntries(header.map((c, j) => [c, cells[j] ?? ''])),
  }));
  return { columns: header, rows };
}

/** A column's heading: value columns without their `values.` prefix (`movement.advance`). */
export function tableColumnTitle(column: string): string {
  return column.startsWith('values.') ? column.slice('values.'.length) : column;
}

/** The order of a sorted column. */
export type SortDirection = 'ascending' | 'descending';

const numberPattern = /^-?\d+(\.\d+)?$/;

/** Compares two cells: numbers by value, other text in the reader's order; empty cells last either way. */
function compareCells(a: string, b: string): number {
  if (numberPattern.test(a) && numberPattern.test(b)) return Number(a) - Number(b);
  return a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
}

/** Sorts rows by a column (stable: equal cells keep document order); empty cells go last. */
export function sortTableRows(rows: readonly OobTableRow[], column: string, direction: SortDirection): OobTableRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((x, y) => {
      const a = x.row.cells[column] ?? '';
      const b = y.row.cells[column] ?? '';
      if (a === '' || b === '') return a === b ? x.i - y.i : a === '' ? 1 : -1;
      return sign * compareCells(a, b) || x.i - y.i;
    })
    .map((e) => e.row);
}

/** What a search found in an order of battle. */
export interface OobSearchResult {
  /** Units that match, by id. */
  readonly units: ReadonlySet<string>;
  /** Formations that match, or hold a unit or formation that does, by id. */
  readonly formations: ReadonlySet<string>;
  /** How many units match, and how many there are: the "n of m" shown beside the box. */
  readonly matched: number;
  readonly total: number;
}

/** The words of a query, lower-cased; none for a blank query. */
function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Searches an order of battle. A unit matches when every word of the query is found in its
 * name, id, type (id or name) or in the id or name of a formation above it; so searching a
 * corps's name finds all its units. A formation is kept when it matches the same way or
 * holds something that does. Returns undefined for a blank query (nothing filtered).
 */
export function searchOob(oob: OobDocument, query: string, ctx: OobCsvContext = {}): OobSearchResult | undefined {
  const words = queryWords(query);
  if (words.length === 0) return undefined;
  const index = indexOob(oob);
  const formationText = (id: string) => {
    const f = index.formations.get(id)?.formation;
    return f ? `${f.id} ${f.name} ${f.kind ?? ''}` : id;
  };
  const matches = (text: string) => {
    const lower = text.toLowerCase();
    return words.every((w) => lower.includes(w));
  };
  const units = new Set<string>();
  const formations = new Set<string>();
  for (const [id, entry] of index.formations) {
    if (matches([formationText(id), ...entry.path.map(formationText)].join(' '))) [...entry.path, id].forEach((f) => formations.add(f));
  }
  for (const [id, entry] of index.units) {
    const u = entry.unit;
    const text = [u.id, u.name, u.type, ctx.types?.get(u.type)?.name ?? '', ...entry.path.map(formationText)].join(' ');
    if (!matches(text)) continue;
    units.add(id);
    entry.path.forEach((f) => formations.add(f));
  }
  return { units, formations, matched: units.size, total: index.units.size };
}

/** The plan of one cell's edit: the change to apply, or why the text is refused. */
export type CellEditPlan = { readonly change: CsvUnitChange; readonly problem?: undefined } | { readonly change?: undefined; readonly problem: string };

/**
 * Plans the edit of one cell of the table: the unit's row with the new text, checked as an
 * import checks a row (known type, side and nationality, an existing formation, values
 * against the ruleset's attribute schema). Returns undefined when the text changes nothing.
 */
export function planCellEdit(oob: OobDocument, unitId: string, column: string, text: string, ctx: OobCsvContext = {}): CellEditPlan | undefined {
  if (readOnlyTableColumns.has(column)) return { problem: `The ${column} is not edited in the table; references name a unit by it.` };
  const table = oobTable(oob, ctx);
  const row = table.rows.find((r) => r.id === unitId);
  if (!row) return { problem: `There is no unit ${unitId} in ${oob.id}.` };
  if (!table.columns.includes(column)) return { problem: `There is no column ${column}.` };
  const cells = table.columns.map((c) => (c === column ? text : (row.cells[c] ?? '')));
  const plan = planCsvImport(oob, [table.columns, cells], ctx);
  const problem = plan.problems.find((p) => p.column === column) ?? plan.problems[0];
  if (problem) return { problem: problem.message };
  const change = plan.changes[0];
  return change ? { change } : undefined;
}
