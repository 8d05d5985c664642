import { LitElement, html, nothing } from 'lit';
import { checkLabelScheme, createLabelFormatter, type LabelAxis, type LabelScheme } from '@kriegsspiel/hex';
import type { HexGrid, MapDocument } from '@kriegsspiel/formats';
import { reshapeGrid, setGrid, type Editor } from '@kriegsspiel/editor-core';
import { EditorController } from '../../controllers/editor-controller';
import { KsAnnounceEvent } from '../../events';
import { dialogStyles } from '../dialog.styles';
import { sharedStyles } from '../shared.styles';
import { gridSettingsStyles } from './grid-settings.styles';

type AxisName = 'column' | 'row';

const defaultScheme: LabelScheme = { order: 'column-row', separator: ',', column: { style: 'number' }, row: { style: 'number' } };

/** Labels of a few hexes of a grid (corners and first neighbours), with where they are. */
export function previewLabels(grid: HexGrid): { where: string; label: string }[] {
  const scheme = grid.labels ?? defaultScheme;
  const w = grid.width;
  const h = grid.height;
  if (!(w >= 1 && h >= 1) || checkLabelScheme(scheme, { width: w, height: h }).length > 0) return [];
  const write = createLabelFormatter(scheme, { width: w, height: h });
  const at = (where: string, col: number, row: number) => ({ where, label: write({ col: Math.min(col, w - 1), row: Math.min(row, h - 1) }) });
  return [
    at('Top left', 0, 0),
    at('Next east', 1, 0),
    at('Next south', 0, 1),
    at('Top right', w - 1, 0),
    at('Bottom left', 0, h - 1),
    at('Bottom right', w - 1, h - 1),
  ];
}

/** Why a draft grid cannot be applied, as sentences (empty when it can). */
export function gridProblems(grid: HexGrid): string[] {
  const problems: string[] = [];
  const whole = (n: number) => Number.isInteger(n) && n >= 1 && n <= 1000;
  if (!whole(grid.width)) problems.push('Width must be a whole number of columns from 1 to 1000.');
  if (!whole(grid.height)) problems.push('Height must be a whole number of rows from 1 to 1000.');
  if (grid.labels) {
    const scheme = grid.labels;
    if ((scheme.separator ?? '').length > 3) problems.push('The separator is at most 3 characters.');
    if ((scheme.prefix ?? '').length > 8) problems.push('The prefix is at most 8 characters.');
    for (const axis of ['column', 'row'] as const) {
      const skip = scheme[axis].skip;
      if (skip !== undefined && !/^[A-Z]+$/.test(skip)) problems.push(`Skipped ${axis} letters are capital letters, such as J.`);
      const digits = scheme[axis].digits;
      if (digits !== undefined && !(Number.isInteger(digits) && digits >= 0 && digits <= 4))
        problems.push(`${axis === 'column' ? 'Column' : 'Row'} digits are 0 to 4.`);
    }
    if (problems.length === 0)
      problems.push(
        ...checkLabelScheme(scheme, whole(grid.width) && whole(grid.height) ? { width: grid.width, height: grid.height } : undefined).map(
          (p) => `Labels: ${p}.`,
        ),
      );
  }
  for (const board of grid.boards ?? []) {
    if (board.column + board.width > grid.width || board.row + board.height > grid.height)
      problems.push(`Board ${board.name ?? board.id} (${board.width} × ${board.height} at column ${board.column}, row ${board.row}) does not fit.`);
  }
  return problems;
}

/**
 * The grid settings of a hex map: orientation, offset, size, and the labelling scheme
 * (order, origin, direction, digits, skipped letters, separator, prefix), with a live
 * preview of a few labels and the scheme's problems. Applying keeps everything where it
 * is on the map, rewriting labels in the new scheme; when a smaller map would drop hexes,
 * roads or places, a dialog lists them first. One undo step.
 *
 * @event ks-announce - Says what applying did.
 */
export class KsGridSettings extends LitElement {
  static override styles = [sharedStyles, dialogStyles, gridSettingsStyles];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    draft: { state: true },
    pending: { state: true },
  };

  /** The editor holding the map. */
  declare editor: Editor | undefined;
  /** Workspace path of the map. */
  declare path: string;
  declare private draft: HexGrid | undefined;
  declare private pending: { grid: HexGrid; dropped: readonly string[]; relabelled: number } | undefined;
  private draftOf: unknown;

  constructor() {
    super();
    this.path = '';
    new EditorController(this, () => this.editor);
  }

  private map(): MapDocument | undefined {
    return this.editor?.store.get(this.path, 'map')?.value;
  }

  protected override willUpdate(): void {
    // A new grid on the map (applied, undone) replaces the draft.
    const grid = this.map()?.grid;
    if (grid !== this.draftOf) {
      this.draftOf = grid;
      this.draft = grid ? structuredClone(grid) : undefined;
    }
  }

  private set(change: Partial<HexGrid>): void {
    if (this.draft) this.draft = { ...this.draft, ...change };
  }

  private setScheme(change: Partial<LabelScheme>): void {
    const labels = { ...(this.draft?.labels ?? defaultScheme), ...change };
    for (const key of ['separator', 'prefix'] as const) if (labels[key] === '') delete labels[key];
    this.set({ labels: labels as HexGrid['labels'] });
  }

  private setAxis(axis: AxisName, change: Partial<LabelAxis>): void {
    const scheme = this.draft?.labels ?? defaultScheme;
    const next: LabelAxis = { ...scheme[axis], ...change };
    for (const [key, value] of Object.entries(next))
      if (value === undefined || value === '' || Number.isNaN(value)) delete (next as unknown as Record<string, unknown>)[key];
    // Letters have no digits; numbers skip no letters.
    if (next.style === 'letter') delete next.digits;
    else delete next.skip;
    this.setScheme({ [axis]: next });
  }

  /** Applies the draft; asks first when things would be dropped. */
  apply(): void {
    const map = this.map();
    const grid = this.draft;
    if (!map || !grid || !this.editor || gridProblems(grid).length > 0) return;
    const change = reshapeGrid(map, grid);
    if ('error' in change) {
      this.dispatchEvent(new KsAnnounceEvent(`The grid cannot be used: ${change.error}`));
      return;
    }
    if (change.dropped.length > 0) {
      this.pending = { grid, dropped: change.dropped, relabelled: change.relabelled };
      void this.updateComplete.then(() => this.renderRoot.querySelector('dialog')?.showModal());
      return;
    }
    this.commit(grid, change.relabelled);
  }

  private commit(grid: HexGrid, relabelled: number): void {
    const map = this.map();
    if (!map || !this.editor) return;
    const resized = map.grid?.width !== grid.width || map.grid?.height !== grid.height;
    const changed = this.editor.run(setGrid, this.path, { grid, label: resized ? 'Resize map' : 'Change grid' });
    const message = !changed
      ? 'The grid is unchanged'
      : `${resized ? `Map resized to ${grid.width} × ${grid.height}` : 'Grid changed'}${relabelled > 0 ? `; ${relabelled} hex labels rewritten in the new scheme` : ''}`;
    this.dispatchEvent(new KsAnnounceEvent(message));
  }

  private closeDialog(confirm: boolean): void {
    const pending = this.pending;
    this.renderRoot.querySelector('dialog')?.close();
    this.pending = undefined;
    if (confirm && pending) this.commit(pending.grid, pending.relabelled);
  }

  private axisFields(axis: AxisName) {
    const scheme = this.draft?.labels ?? defaultScheme;
    const a = scheme[axis];
    const dirs = axis === 'column' ? ['east', 'west'] : ['south', 'north'];
    const id = (name: string) => `${axis}-${name}`;
    const num = (e: Event) => {
      const v = (e.target as HTMLInputElement).value;
      return v === '' ? undefined : Number(v);
    };
    return html`<fieldset>
      <legend>${axis === 'column' ? 'Column part' : 'Row part'}</legend>
      <label for=${id('style')}>Style</label>
      <select id=${id('style')} @change=${(e: Event) => this.setAxis(axis, { style: (e.target as HTMLSelectElement).value as LabelAxis['style'] })}>
        <option value="number" ?selected=${a.style === 'number'}>Numbers (12)</option>
        <option value="letter" ?selected=${a.style === 'letter'}>Letters (A … Z, AA)</option>
      </select>
      <label for=${id('origin')}>Origin</label>
      <input id=${id('origin')} type="number" min="0" .value=${String(a.origin ?? 1)} @input=${(e: Event) => this.setAxis(axis, { origin: num(e) })} />
      <label for=${id('direction')}>Direction</label>
      <select id=${id('direction')} @change=${(e: Event) => this.setAxis(axis, { direction: (e.target as HTMLSelectElement).value as LabelAxis['direction'] })}>
        ${dirs.map((d, i) => html`<option value=${d} ?selected=${(a.direction ?? dirs[0]) === d}>${i === 0 ? `Growing ${d} (default)` : `Growing ${d}`}</option>`)}
      </select>
      <label for=${id('digits')}>Digits</label>
      <input id=${id('digits')} type="number" min="0" max="4" ?disabled=${a.style === 'letter'} .value=${String(a.digits ?? 0)} @input=${(e: Event) => this.setAxis(axis, { digits: num(e) || undefined })} />
      <label for=${id('skip')}>Skip letters</label>
      <input id=${id('skip')} ?disabled=${a.style !== 'letter'} placeholder="J" .value=${a.skip ?? ''} @input=${(e: Event) => this.setAxis(axis, { skip: (e.target as HTMLInputElement).value.toUpperCase() || undefined })} />
    </fieldset>`;
  }

  protected override render() {
    const map = this.map();
    const grid = this.draft;
    if (!map?.grid || !grid) return html`<p>This map has no hex grid.</p>`;
    const scheme = grid.labels ?? defaultScheme;
    const problems = gridProblems(grid);
    const preview = problems.length === 0 ? previewLabels(grid) : [];
    const dirty = JSON.stringify(grid) !== JSON.stringify(map.grid);
    const pending = this.pending;
    return html`<h2>Grid and labels</h2>
      <form @submit=${(e: Event) => (e.preventDefault(), this.apply())} aria-label="Grid settings">
        <fieldset>
          <legend>Grid</legend>
          <label for="orientation">Orientation</label>
          <select id="orientation" @change=${(e: Event) => this.set({ orientation: (e.target as HTMLSelectElement).value as HexGrid['orientation'] })}>
            <option value="flat" ?selected=${grid.orientation === 'flat'}>Flat top (columns)</option>
            <option value="pointy" ?selected=${grid.orientation === 'pointy'}>Pointy top (rows)</option>
          </select>
          <label for="offset">Offset</label>
          <select id="offset" @change=${(e: Event) => this.set({ offset: (e.target as HTMLSelectElement).value as HexGrid['offset'] })}>
            <option value="odd" ?selected=${grid.offset === 'odd'}>Odd ${grid.orientation === 'flat' ? 'columns' : 'rows'} pushed</option>
            <option value="even" ?selected=${grid.offset === 'even'}>Even ${grid.orientation === 'flat' ? 'columns' : 'rows'} pushed</option>
          </select>
          <label for="width">Width</label>
          <input id="width" type="number" min="1" max="1000" .value=${String(grid.width)} @input=${(e: Event) => this.set({ width: Number((e.target as HTMLInputElement).value) })} />
          <label for="height">Height</label>
          <input id="height" type="number" min="1" max="1000" .value=${String(grid.height)} @input=${(e: Event) => this.set({ height: Number((e.target as HTMLInputElement).value) })} />
        </fieldset>
        <fieldset>
          <legend>Labels${grid.boards ? ' (outside the boards)' : ''}</legend>
          <label for="order">Order</label>
          <select id="order" @change=${(e: Event) => this.setScheme({ order: (e.target as HTMLSelectElement).value as LabelScheme['order'] })}>
            <option value="column-row" ?selected=${scheme.order === 'column-row'}>Column, then row</option>
            <option value="row-column" ?selected=${scheme.order === 'row-column'}>Row, then column</option>
          </select>
          <label for="separator">Separator</label>
          <input id="separator" maxlength="3" .value=${scheme.separator ?? ''} @input=${(e: Event) => this.setScheme({ separator: (e.target as HTMLInputElement).value })} />
          <label for="prefix">Prefix</label>
          <input id="prefix" maxlength="8" .value=${scheme.prefix ?? ''} @input=${(e: Event) => this.setScheme({ prefix: (e.target as HTMLInputElement).value })} />
        </fieldset>
        ${this.axisFields('column')} ${this.axisFields('row')}
        ${grid.boards ? html`<p class="hint">${grid.boards.length} boards label their own hexes: ${grid.boards.map((b) => b.name ?? b.id).join(', ')}.</p>` : nothing}
        <section class="preview" aria-live="polite" aria-label="Label preview">
          <strong>Preview</strong>
          ${preview.length > 0 ? html`<dl>${preview.map((p) => html`<dt>${p.where}</dt><dd>${p.label}</dd>`)}</dl>` : html`<p class="hint">No preview until the problems below are fixed.</p>`}
        </section>
        <ul class="problems" role="alert">${problems.map((p) => html`<li>${p}</li>`)}</ul>
        <p class="hint">Applying keeps terrain, roads and places where they are and rewrites their labels; a smaller map drops what falls off, after asking.</p>
        <div class="actions">
          <button type="submit" class="primary" ?disabled=${!dirty || problems.length > 0}>Apply</button>
          <button type="button" ?disabled=${!dirty} @click=${() => (this.draft = structuredClone(map.grid))}>Reset</button>
        </div>
      </form>
      <dialog aria-labelledby="drop-title" @cancel=${() => this.closeDialog(false)}>
        <h2 id="drop-title">Drop what falls off the map?</h2>
        ${
          pending
            ? html`<p>The new grid (${pending.grid.width} × ${pending.grid.height}) leaves ${pending.dropped.length} ${pending.dropped.length === 1 ? 'thing' : 'things'} off the map:</p>
              <ul>
                ${pending.dropped.slice(0, 60).map((d) => html`<li>${d}</li>`)}
                ${pending.dropped.length > 60 ? html`<li>and ${pending.dropped.length - 60} more</li>` : nothing}
              </ul>
              <p>Undo brings them back.</p>`
            : nothing
        }
        <div class="actions">
          <button type="button" @click=${() => this.closeDialog(false)}>Cancel</button>
          <button type="button" class="primary" @click=${() => this.closeDialog(true)}>Apply and drop them</button>
        </div>
      </dialog>`;
  }
}
