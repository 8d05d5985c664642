import { LitElement, html, nothing } from 'lit';
import {
  importOobCsv,
  indexOob,
  oobTable,
  planCellEdit,
  planTablePaste,
  readOnlyTableColumns,
  searchOob,
  sortTableRows,
  tableColumnTitle,
  type Editor,
  type OobTableRow,
  type SortDirection,
} from '@kriegsspiel/editor-core';
import { EditorController } from '../../controllers/editor-controller';
import { KsAnnounceEvent, KsNodeSelectEvent } from '../../events';
import { oobContext, type OobContext } from '../../data/document-context';
import { sharedStyles } from '../shared.styles';
import { dataEditorStyles } from '../data-editor.styles';
import { oobTableStyles } from './oob-table.styles';

/** The cell with the keyboard focus: a unit and a column (kept by name, so a sort or an edit does not lose it). */
export interface TableCell {
  readonly id: string;
  readonly column: string;
}

interface CellEditing extends TableCell {
  text: string;
  problem?: string;
}

/**
 * The order of battle as a table, one row per unit, with the columns of its CSV export
 * (id, name, type, side, nationality, formation, each value, notes). A heading sorts by its
 * column (again: the other way). Keyboard as a WAI-ARIA grid: arrows, Home and End (with
 * Ctrl: the first and last row), Page Up and Down; Enter, F2 or typing edits the cell,
 * Enter keeps it and goes down, Tab keeps it and goes right, Escape gives up. An edit is
 * checked as an imported row is (type, side, nationality, formation, values against the
 * ruleset's schema) and is one undo step in the editor's history; a refused one stays open
 * with the reason below. Cells copied from a spreadsheet paste (Ctrl+V) from the chosen cell
 * down and right, as one undo step, or not at all when a cell is refused. Ids are not
 * edited here, since references name units by them.
 *
 * @event ks-node-select - A unit's row was chosen.
 * @event ks-announce - An edit was made.
 */
export class KsOobTable extends LitElement {
  static override styles = [sharedStyles, dataEditorStyles, oobTableStyles];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    query: { type: String },
    sort: { attribute: false },
    active: { attribute: false },
    editing: { state: true },
    pasteProblems: { state: true },
  };

  /** The editor holding the order of battle. */
  declare editor: Editor | undefined;
  /** Workspace path of the order of battle. */
  declare path: string;
  /** The search: only the units it finds are listed (see `searchOob`); empty lists all. */
  declare query: string;
  /** The column the rows are sorted by, or undefined for document order. */
  declare sort: { column: string; direction: SortDirection } | undefined;
  /** The cell with the keyboard focus. */
  declare active: TableCell | undefined;
  declare private editing: CellEditing | undefined;
  /** Why the last paste pasted nothing. */
  declare private pasteProblems: readonly string[];
  private focusAfterRender = false;
  private tabStop: TableCell | undefined;

  constructor() {
    super();
    this.path = '';
    this.query = '';
    this.pasteProblems = [];
    new EditorController(this, () => this.editor);
  }

  private context(): OobContext | undefined {
    return this.editor ? oobContext(this.editor, this.path) : undefined;
  }

  /** The columns and the rows shown: those the search finds, in the chosen order. */
  view(): { columns: readonly string[]; rows: readonly OobTableRow[]; total: number } {
    const ctx = this.context();
    if (!ctx) return { columns: [], rows: [], total: 0 };
    const table = oobTable(ctx.oob, ctx);
    const found = searchOob(ctx.oob, this.query, ctx);
    const rows = found ? table.rows.filter((r) => found.units.has(r.id)) : table.rows;
    return { columns: table.columns, rows: this.sort ? sortTableRows(rows, this.sort.column, this.sort.direction) : rows, total: table.rows.length };
  }

  /** Sorts by a column: ascending first, then the other way. */
  sortBy(column: string): void {
    this.sort = { column, direction: this.sort?.column === column && this.sort.direction === 'ascending' ? 'descending' : 'ascending' };
  }

  /** Moves the keyboard focus to a cell. */
  focusCell(cell: TableCell): void {
    const changedRow = this.active?.id !== cell.id;
    this.active = cell;
    this.pasteProblems = [];
    this.focusAfterRender = true;
    if (changedRow) this.dispatchEvent(new KsNodeSelectEvent('unit', cell.id));
  }

  /** Opens a cell for editing, with the given text or its own. */
  startEdit(cell: TableCell, text?: string): void {
    if (readOnlyTableColumns.has(cell.column)) {
      this.dispatchEvent(new KsAnnounceEvent(`The ${cell.column} is not edited in the table: references name a unit by it`));
      return;
    }
    const row = this.view().rows.find((r) => r.id === cell.id);
    if (!row) return;
    this.active = cell;
    this.editing = { ...cell, text: text ?? row.cells[cell.column] ?? '' };
    void this.updateComplete.then(() => {
      const input = this.renderRoot.querySelector<HTMLInputElement>('td.editing input');
      input?.focus();
      if (text === undefined) input?.select();
    });
  }

  /** Keeps the cell being edited; false when its text is refused (the reason is shown). */
  commitEdit(): boolean {
    const edit = this.editing;
    const ctx = this.context();
    const editor = this.editor;
    if (!edit || !ctx || !editor) return true;
    const plan = planCellEdit(ctx.oob, edit.id, edit.column, edit.text, ctx);
    if (plan?.problem !== undefined) {
      this.editing = { ...edit, problem: plan.problem };
      return false;
    }
    this.editing = undefined;
    if (plan) {
      const name = indexOob(ctx.oob).units.get(edit.id)?.unit.name ?? edit.id;
      const label = `Edit ${tableColumnTitle(edit.column)} of ${name}`;
      editor.run(importOobCsv, this.path, { changes: [plan.change], label });
      this.dispatchEvent(new KsAnnounceEvent(`${label}; Ctrl+Z undoes it`));
    }
    this.focusAfterRender = true;
    return true;
  }

  /** Pastes copied cells (tab-separated lines) from the chosen cell on; false when refused (the reasons are shown). */
  paste(text: string): boolean {
    const ctx = this.context();
    const editor = this.editor;
    const from = this.active;
    if (!ctx || !editor || !from) return false;
    const { columns, rows } = this.view();
    const plan = planTablePaste(ctx.oob, columns, rows, from, text, ctx);
    this.pasteProblems = plan.problems;
    if (plan.problems.length > 0) return false;
    if (plan.changes.length > 0) {
      const label = `Paste ${plan.cells} ${plan.cells === 1 ? 'cell' : 'cells'} into ${plan.changes.length} ${plan.changes.length === 1 ? 'unit' : 'units'}`;
      editor.run(importOobCsv, this.path, { changes: plan.changes, label });
      this.dispatchEvent(new KsAnnounceEvent(`${label}; Ctrl+Z undoes it`));
    }
    this.focusAfterRender = true;
    return true;
  }

  private cancelEdit(): void {
    this.editing = undefined;
    this.focusAfterRender = true;
  }

  protected override updated(): void {
    if (!this.focusAfterRender || this.editing) return;
    this.focusAfterRender = false;
    const a = this.active;
    const cell = a ? this.renderRoot.querySelector<HTMLElement>(`td[data-id="${CSS.escape(a.id)}"][data-column="${CSS.escape(a.column)}"]`) : null;
    cell?.focus();
    cell?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  private move(rows: readonly OobTableRow[], columns: readonly string[], dRow: number, dCol: number, absolute?: { row?: number; col?: number }): void {
    const a = this.active;
    const r = rows.findIndex((x) => x.id === a?.id);
    const c = columns.indexOf(a?.column ?? '');
    const row = Math.max(0, Math.min(rows.length - 1, absolute?.row ?? Math.max(r, 0) + dRow));
    const col = Math.max(0, Math.min(columns.length - 1, absolute?.col ?? Math.max(c, 0) + dCol));
    const target = rows[row];
    const column = columns[col];
    if (target && column) this.focusCell({ id: target.id, column });
  }

  private onGridKey(e: KeyboardEvent, rows: readonly OobTableRow[], columns: readonly string[]): void {
    if (this.editing) return;
    const a = this.active;
    const ctrl = e.ctrlKey || e.metaKey;
    switch (e.key) {
      case 'ArrowDown':
        this.move(rows, columns, 1, 0);
        break;
      case 'ArrowUp':
        this.move(rows, columns, -1, 0);
        break;
      case 'ArrowRight':
        this.move(rows, columns, 0, 1);
        break;
      case 'ArrowLeft':
        this.move(rows, columns, 0, -1);
        break;
      case 'PageDown':
        this.move(rows, columns, 10, 0);
        break;
      case 'PageUp':
        this.move(rows, columns, -10, 0);
        break;
      case 'Home':
        this.move(rows, columns, 0, 0, ctrl ? { row: 0, col: 0 } : { col: 0 });
        break;
      case 'End':
        this.move(rows, columns, 0, 0, ctrl ? { row: rows.length - 1, col: columns.length - 1 } : { col: columns.length - 1 });
        break;
      case 'Enter':
      case 'F2':
        if (a) this.startEdit(a);
        break;
      default:
        // Typing a character starts editing the cell with it, as a spreadsheet does.
        if (a && e.key.length === 1 && !ctrl && !e.altKey) {
          this.startEdit(a, e.key);
          break;
        }
        return;
    }
    // The grid's keys are its own, not the studio's shortcuts (`?` is a cell's text here).
    e.preventDefault();
    e.stopPropagation();
  }

  private onEditKey(e: KeyboardEvent, rows: readonly OobTableRow[], columns: readonly string[]): void {
    if (e.key === 'Escape') this.cancelEdit();
    else if (e.key === 'Enter') {
      if (this.commitEdit()) this.move(rows, columns, e.shiftKey ? -1 : 1, 0);
    } else if (e.key === 'Tab') {
      if (this.commitEdit()) this.move(rows, columns, 0, e.shiftKey ? -1 : 1);
    } else return;
    e.preventDefault();
    e.stopPropagation();
  }

  /** The choices a column offers while editing (types, sides, nationalities, formation paths). */
  private choices(ctx: OobContext, column: string): string[] {
    if (column === 'type') return [...ctx.types.keys()];
    if (column === 'side') return ctx.oob.sides.map((s) => s.id);
    if (column === 'nationality') return (ctx.oob.nationalities ?? []).map((n) => n.id);
    if (column === 'formation') return [...indexOob(ctx.oob).formations.entries()].map(([id, f]) => [...f.path, id].join('/'));
    return [];
  }

  private renderCell(ctx: OobContext, row: OobTableRow, column: string, rows: readonly OobTableRow[], columns: readonly string[]) {
    const text = row.cells[column] ?? '';
    const edit = this.editing?.id === row.id && this.editing.column === column ? this.editing : undefined;
    const isActive = this.tabStop?.id === row.id && this.tabStop.column === column;
    const readOnly = readOnlyTableColumns.has(column);
    if (edit) {
      const list = this.choices(ctx, column);
      return html`<td role="gridcell" class="editing" data-id=${row.id} data-column=${column}>
        <input
          aria-label=${`${tableColumnTitle(column)} of ${row.id}`}
          aria-invalid=${edit.problem ? 'true' : 'false'}
          aria-describedby=${edit.problem ? 'cell-problem' : nothing}
          list=${list.length > 0 ? `choices-${column}` : nothing}
          .value=${edit.text}
          @input=${(e: Event) => (this.editing = { ...edit, text: (e.target as HTMLInputElement).value, problem: undefined })}
          @keydown=${(e: KeyboardEvent) => this.onEditKey(e, rows, columns)}
          @blur=${() => {
            // Leaving the cell with the pointer keeps a good edit and gives up a refused one.
            if (this.editing === edit && !this.commitEdit()) this.editing = undefined;
          }}
        />
        ${list.length > 0 ? html`<datalist id=${`choices-${column}`}>${list.map((c) => html`<option value=${c}></option>`)}</datalist>` : nothing}
      </td>`;
    }
    return html`<td
      role="gridcell"
      class=${/^-?\d+(\.\d+)?$/.test(text) ? 'number' : ''}
      data-id=${row.id}
      data-column=${column}
      tabindex=${isActive ? 0 : -1}
      aria-readonly=${readOnly ? 'true' : 'false'}
      title=${text.length > 40 ? text : nothing}
      @focus=${() => (this.active?.id !== row.id || this.active.column !== column) && this.focusCell({ id: row.id, column })}
      @click=${() => this.focusCell({ id: row.id, column })}
      @dblclick=${() => this.startEdit({ id: row.id, column })}
    >
      ${text}
    </td>`;
  }

  protected override render() {
    const ctx = this.context();
    if (!ctx) return html`<p class="hint">This order of battle is not loaded or not valid JSON.</p>`;
    const { columns, rows, total } = this.view();
    // The one cell reached with Tab: the chosen one when shown (a search may hide it), else the first.
    const first = rows[0] && columns[0] ? { id: rows[0].id, column: columns[0] } : undefined;
    this.tabStop = this.active && rows.some((r) => r.id === this.active?.id) ? this.active : first;
    const sortOf = (c: string) => (this.sort?.column === c ? this.sort.direction : 'none');
    return html`
      <div class="toolbar row">
        <span class="hint"
          >${rows.length === total ? `${total} units` : `${rows.length} of ${total} units`}. Click a heading to sort; Enter, F2 or typing edits a cell, Escape gives
          up; Ctrl+V pastes cells copied from a spreadsheet.</span
        >
      </div>
      <div class="scroll">
        ${
          rows.length === 0
            ? html`<p class="hint empty">${total === 0 ? 'This order of battle has no units yet: make one in the tree (New unit…).' : `No unit matches “${this.query.trim()}”.`}</p>`
            : html`<table role="grid" aria-label=${`Units of ${ctx.oob.name}`} aria-rowcount=${rows.length + 1} @keydown=${(e: KeyboardEvent) => this.onGridKey(e, rows, columns)}
              @paste=${(e: ClipboardEvent) => {
                if (this.editing) return;
                const text = e.clipboardData?.getData('text/plain');
                if (!text) return;
                e.preventDefault();
                this.paste(text);
              }}>
              <thead>
                <tr>
                  ${columns.map(
                    (c) => html`<th scope="col" aria-sort=${sortOf(c)} data-column=${c}>
                      <button type="button" tabindex="-1" title=${`Sort by ${tableColumnTitle(c)}`} @click=${() => this.sortBy(c)}>
                        ${tableColumnTitle(c)}${sortOf(c) === 'ascending' ? ' ▲' : sortOf(c) === 'descending' ? ' ▼' : ''}
                      </button>
                    </th>`,
                  )}
                </tr>
              </thead>
              <tbody>
                ${rows.map(
                  (row) =>
                    html`<tr data-id=${row.id} aria-selected=${this.active?.id === row.id ? 'true' : 'false'}>
                      ${columns.map((c) => this.renderCell(ctx, row, c, rows, columns))}
                    </tr>`,
                )}
              </tbody>
            </table>`
        }
      </div>
      ${this.editing?.problem ? html`<p class="message problem" id="cell-problem" role="alert">${this.editing.problem}</p>` : nothing}
      ${
        this.pasteProblems.length > 0
          ? html`<div class="message problem paste-problems" role="alert">
              Nothing pasted:
              <ul>
                ${this.pasteProblems.map((p) => html`<li>${p}</li>`)}
              </ul>
            </div>`
          : nothing
      }
    `;
  }
}
