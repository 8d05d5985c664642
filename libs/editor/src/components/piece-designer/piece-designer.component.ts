import { LitElement, html, nothing } from 'lit';
import {
  blanksLeft,
  counterBox,
  counterSheet,
  inheritedIn,
  pieceColors,
  resolveFace,
  counterSymbols,
  defaultCounterSize,
  editCounter,
  editMembers,
  freeId,
  indexOob,
  makeUnitFromTemplate,
  newUnitProblems,
  pieceOfTemplate,
  pieceOfUnit,
  printablePieces,
  unitFromTemplate,
  type CounterSymbol,
  type Editor,
  type FaceChanges,
  type MakeUnitFromTemplateArgs,
  type PrintablePiece,
} from '@kriegsspiel/editor-core';
import type { BlankPiece, Counter, CounterFace, Unit, Values } from '@kriegsspiel/formats';
import { EditorController } from '../../controllers/editor-controller';
import { KsAnnounceEvent, KsNodeSelectEvent, type KsValuesChangeEvent } from '../../events';
import { oobContext, runOrAnnounce, type OobContext } from '../../data/document-context';
import { sharedStyles } from '../shared.styles';
import { dialogStyles } from '../dialog.styles';
import { dataEditorStyles } from '../data-editor.styles';
import { pieceDesignerStyles } from './piece-designer.styles';
import { downloadText, printHtml } from '../print-export';

/** Which piece is shown: a unit or a blank piece, by id. */
export interface PieceSelection {
  readonly kind: 'unit' | 'template';
  readonly id: string;
}

type FaceName = 'front' | 'back';
type NewUnitForm = Omit<MakeUnitFromTemplateArgs, 'template'>;

const shapes = ['square', 'rectangle', 'card', 'block', 'disc'] as const;

/**
 * The counter designer of an order of battle: the pieces (units and blank pieces), a live
 * preview of both faces at print size and magnified, the faces' texts, symbol and
 * colours, the counter's size and shape, and the unit's values. A blank piece can be made
 * into a new unit (its fixed type, side, nationality and values kept; its count of blanks
 * respected). The counter sheet of the whole mod is offered as SVG, and as PDF through
 * the browser's print dialog.
 *
 * @event ks-node-select - A piece was chosen.
 * @event ks-announce - Something to tell (a unit made, a refusal).
 */
export class KsPieceDesigner extends LitElement {
  static override styles = [sharedStyles, dataEditorStyles, dialogStyles, pieceDesignerStyles];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    selected: { attribute: false },
    form: { state: true },
    sheetPage: { state: true },
    sheetOpen: { state: true },
  };

  /** The editor holding the order of battle. */
  declare editor: Editor | undefined;
  /** Workspace path of the order of battle. */
  declare path: string;
  /** The piece shown; the first unit when absent. */
  declare selected: PieceSelection | undefined;
  /** The new-unit form of the selected blank piece, as typed. */
  declare private form: NewUnitForm | undefined;
  /** The page of the counter sheet shown in its dialog. */
  declare private sheetPage: number;
  declare private sheetOpen: boolean;

  constructor() {
    super();
    this.path = '';
    this.sheetPage = 0;
    this.sheetOpen = false;
    new EditorController(this, () => this.editor);
  }

  private context(): OobContext | undefined {
    return this.editor ? oobContext(this.editor, this.path) : undefined;
  }

  /** Selects the piece a JSON pointer is about (a unit's or a blank's counter). */
  reveal(pointer: string): void {
    const ctx = this.context();
    if (!ctx) return;
    const template = /^\/templates\/(\d+)/.exec(pointer);
    if (template) {
      const t = ctx.oob.templates?.[Number(template[1])];
      if (t) this.select({ kind: 'template', id: t.id });
      return;
    }
    const unit = [...indexOob(ctx.oob).units.values()].find((e) => pointer === e.pointer || pointer.startsWith(`${e.pointer}/`));
    if (unit) this.select({ kind: 'unit', id: unit.unit.id });
  }

  /** Shows a piece. */
  select(selection: PieceSelection): void {
    this.selected = selection;
    this.form = undefined;
    this.dispatchEvent(new KsNodeSelectEvent(selection.kind, selection.id));
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>(`[data-piece="${selection.kind}:${selection.id}"]`)?.scrollIntoView?.({ block: 'nearest' }),
    );
  }

  private symbolOf(ctx: OobContext, type: string | undefined): CounterSymbol | undefined {
    return type ? (ctx.types.get(type)?.symbol as CounterSymbol | undefined) : undefined;
  }

  private current(ctx: OobContext): { piece: Unit | BlankPiece; pointer: string; printable: PrintablePiece; kind: 'unit' | 'template' } | undefined {
    const index = indexOob(ctx.oob);
    const sel = this.selected ?? (index.units.size > 0 ? { kind: 'unit' as const, id: [...index.units.keys()][0] as string } : undefined);
    if (sel?.kind === 'unit') {
      const entry = index.units.get(sel.id);
      if (entry)
        return { piece: entry.unit, pointer: entry.pointer, printable: pieceOfUnit(ctx.oob, entry.unit, this.symbolOf(ctx, entry.unit.type)), kind: 'unit' };
    }
    if (sel?.kind === 'template') {
      const i = ctx.oob.templates?.findIndex((t) => t.id === sel.id) ?? -1;
      const t = ctx.oob.templates?.[i];
      if (t) return { piece: t, pointer: `/templates/${i}`, printable: pieceOfTemplate(ctx.oob, t, undefined, this.symbolOf(ctx, t.type)), kind: 'template' };
    }
    return undefined;
  }

  private editFace(pointer: string, which: FaceName, changes: FaceChanges, what: string): void {
    this.editor?.run(editCounter, this.path, { pointer, [which]: changes, label: `Edit ${which} ${what}` });
  }

  private renderFaceForm(pointer: string, counter: Counter | undefined, which: FaceName, resolved: PrintablePiece) {
    const face: CounterFace | undefined = which === 'front' ? counter?.front : counter?.back;
    const shown = which === 'front' ? resolved.front : resolved.back;
    const id = (f: string) => `${which}-${f}`;
    const text = (field: 'name' | 'label' | 'printed', title: string, hint: string) => html`<label class="field">
      <span>${title}</span>
      <input id=${id(field)} .value=${face?.[field] ?? ''} placeholder=${hint} @change=${(e: Event) => this.editFace(pointer, which, { [field]: (e.target as HTMLInputElement).value }, field)} />
    </label>`;
    const color = (field: 'background' | 'text' | 'stripe', title: string) => {
      const own = face?.colors?.[field];
      const value = own ?? (field === 'stripe' ? undefined : shown[field]);
      return html`<div class="field color">
        <label for=${id(field)}>${title}</label>
        <span class="row">
          <input id=${id(field)} type="color" .value=${value && value.length === 7 ? value : '#888888'} @change=${(e: Event) => this.editFace(pointer, which, { colors: { [field]: (e.target as HTMLInputElement).value } }, `${field} colour`)} />
          ${
            own
              ? html`<button type="button" class="small" aria-label=${`Use the default ${title.toLowerCase()} on the ${which}`} @click=${() => this.editFace(pointer, which, { colors: { [field]: undefined } }, `${field} colour`)}>Default</button>`
              : html`<span class="hint">${field === 'stripe' ? 'none' : 'from the nationality'}</span>`
          }
        </span>
      </div>`;
    };
    return html`<fieldset>
      <legend>${which === 'front' ? 'Front' : 'Back'}</legend>
      ${which === 'back' && !counter?.back ? html`<p class="hint">No printed back: it shows the front's colours.</p>` : nothing}
      <div class="grid">
        ${text('name', 'Name', 'printed name')} ${text('label', 'Label', 'II, Garde')} ${text('printed', 'Printed values', '4-6')}
        <label class="field">
          <span>Symbol</span>
          <select id=${id('symbol')} @change=${(e: Event) => this.editFace(pointer, which, { symbol: ((e.target as HTMLSelectElement).value || undefined) as CounterFace['symbol'] }, 'symbol')}>
            <option value="" ?selected=${!face?.symbol}>${which === 'front' && shown.symbol ? `(unit type: ${shown.symbol})` : '(none)'}</option>
            ${counterSymbols.map((s) => html`<option value=${s} ?selected=${face?.symbol === s}>${s}</option>`)}
          </select>
        </label>
        ${color('background', 'Background')} ${color('text', 'Text')} ${color('stripe', 'Stripe')}
        <label class="field checkbox">
          <span>Blank face</span>
          <input id=${id('blank')} type="checkbox" .checked=${face?.blank === true} @change=${(e: Event) => this.editFace(pointer, which, { blank: (e.target as HTMLInputElement).checked || undefined }, 'blank')} />
        </label>
      </div>
    </fieldset>`;
  }

  private renderPreview(p: PrintablePiece) {
    return html`<section class="preview" aria-label="Preview">
      <div>
        <h3>Print size (${p.box.width} × ${p.box.height} mm)</h3>
        <div class="row faces">
          <ks-counter-face .face=${p.front} .box=${p.box} label=${`${p.name}, front, at print size`}></ks-counter-face>
          <ks-counter-face .face=${p.back} .box=${p.box} label=${`${p.name}, back, at print size`}></ks-counter-face>
        </div>
      </div>
      <div>
        <h3>Magnified ×4</h3>
        <div class="row faces">
          <figure><ks-counter-face .face=${p.front} .box=${p.box} scale="4" label=${`${p.name}, front`}></ks-counter-face><figcaption>Front</figcaption></figure>
          <figure><ks-counter-face .face=${p.back} .box=${p.box} scale="4" label=${`${p.name}, back`}></ks-counter-face><figcaption>Back</figcaption></figure>
        </div>
      </div>
    </section>`;
  }

  private newUnitArgs(ctx: OobContext, t: BlankPiece): MakeUnitFromTemplateArgs {
    const index = indexOob(ctx.oob);
    const formation = t.nationality ? [...index.formations.values()].find((f) => f.nationality === t.nationality)?.formation.id : undefined;
    const form = this.form ?? { id: freeId(ctx.oob, t.id), name: '', formation, type: t.type };
    return { template: t.id, ...form };
  }

  private updateForm(change: Partial<NewUnitForm>): void {
    const ctx = this.context();
    const cur = this.current(ctx as OobContext);
    if (!ctx || cur?.kind !== 'template') return;
    const { template: _template, ...form } = this.newUnitArgs(ctx, cur.piece as BlankPiece);
    this.form = { ...form, ...change };
  }

  private createUnit(args: MakeUnitFromTemplateArgs): void {
    const made = runOrAnnounce(this, () => this.editor?.run(makeUnitFromTemplate, this.path, args));
    if (!made) return;
    this.dispatchEvent(new KsAnnounceEvent(`Made ${args.name} (${args.id}) from a blank piece`));
    this.select({ kind: 'unit', id: args.id });
  }

  private renderNewUnit(ctx: OobContext, t: BlankPiece) {
    const args = this.newUnitArgs(ctx, t);
    const problems = newUnitProblems(ctx.oob, args);
    const left = blanksLeft(ctx.oob, t);
    const typed = this.form !== undefined;
    const show = (field: keyof MakeUnitFromTemplateArgs) => (typed || field === 'template' ? problems[field] : undefined);
    const index = indexOob(ctx.oob);
    const unitType = t.type ?? args.type;
    const made = unitType ? unitFromTemplate(ctx.oob, t, args) : undefined;
    const colors = pieceColors(ctx.oob, {
      nationality: t.nationality ?? args.nationality ?? inheritedIn(ctx.oob, args.formation).nationality,
      side: t.side ?? args.side,
    });
    const preview = made ? { front: resolveFace(made.counter, 'front', colors, this.symbolOf(ctx, unitType)), box: counterBox(made.counter) } : undefined;
    const field = (name: keyof NewUnitForm, title: string, control: unknown) => html`<div class="field">
      <label for=${`new-${name}`}>${title}</label>
      ${control} ${show(name) ? html`<p class="message" id=${`new-${name}-message`} role="alert">${show(name)}</p>` : nothing}
    </div>`;
    const invalid = (name: keyof NewUnitForm) => (show(name) ? 'true' : 'false');
    return html`<form class="new-unit" aria-labelledby="new-unit-title" @submit=${(e: Event) => {
      e.preventDefault();
      this.form = this.form ?? { ...args };
      if (Object.keys(newUnitProblems(ctx.oob, args)).length === 0) this.createUnit(args);
    }}>
      <h3 id="new-unit-title">Make a unit from this blank</h3>
      <p class="hint">${left === Infinity ? 'The game gives no count for this blank.' : `${left} of ${t.count} blanks left.`}
        ${t.type ? `Type ${t.type}` : ''}${t.nationality ? `, nationality ${t.nationality}` : ''}${t.side ? `, side ${t.side}` : ''}${t.type || t.nationality || t.side ? ' fixed by the blank.' : ''}</p>
      ${problems.template ? html`<p class="message" role="alert">${problems.template}</p>` : nothing}
      <div class="grid">
        ${field('id', 'Id', html`<input id="new-id" required .value=${args.id} aria-invalid=${invalid('id')} aria-describedby=${show('id') ? 'new-id-message' : nothing} @input=${(e: Event) => this.updateForm({ id: (e.target as HTMLInputElement).value.trim() })} />`)}
        ${field('name', 'Name', html`<input id="new-name" required .value=${args.name} aria-invalid=${invalid('name')} aria-describedby=${show('name') ? 'new-name-message' : nothing} @input=${(e: Event) => this.updateForm({ name: (e.target as HTMLInputElement).value })} />`)}
        ${field(
          'formation',
          'Formation',
          html`<select id="new-formation" aria-invalid=${invalid('formation')} @change=${(e: Event) => this.updateForm({ formation: (e.target as HTMLSelectElement).value || undefined })}>
            <option value="" ?selected=${!args.formation}>(none: a loose unit)</option>
            ${[...index.formations.values()].map((f) => html`<option value=${f.formation.id} ?selected=${args.formation === f.formation.id}>${'  '.repeat(f.path.length)}${f.formation.name}</option>`)}
          </select>`,
        )}
        ${field(
          'type',
          'Type',
          html`<select id="new-type" ?disabled=${Boolean(t.type)} aria-invalid=${invalid('type')} @change=${(e: Event) => this.updateForm({ type: (e.target as HTMLSelectElement).value || undefined })}>
            <option value="" ?selected=${!unitType}>—</option>
            ${[...ctx.types.values()].map((ty) => html`<option value=${ty.id} ?selected=${unitType === ty.id}>${ty.name}</option>`)}
          </select>`,
        )}
        ${field(
          'nationality',
          'Nationality',
          html`<select id="new-nationality" ?disabled=${Boolean(t.nationality)} aria-invalid=${invalid('nationality')} @change=${(e: Event) => this.updateForm({ nationality: (e.target as HTMLSelectElement).value || undefined })}>
            <option value="" ?selected=${!(t.nationality ?? args.nationality)}>(from the formation)</option>
            ${(ctx.oob.nationalities ?? []).map((n) => html`<option value=${n.id} ?selected=${(t.nationality ?? args.nationality) === n.id}>${n.name}</option>`)}
          </select>`,
        )}
        ${field(
          'side',
          'Side',
          html`<select id="new-side" ?disabled=${Boolean(t.side || t.nationality)} aria-invalid=${invalid('side')} aria-describedby=${show('side') ? 'new-side-message' : nothing} @change=${(e: Event) => this.updateForm({ side: (e.target as HTMLSelectElement).value || undefined })}>
            <option value="" ?selected=${!(t.side ?? args.side)}>(from the nationality)</option>
            ${ctx.oob.sides.map((s) => html`<option value=${s.id} ?selected=${(t.side ?? args.side) === s.id}>${s.name}</option>`)}
          </select>`,
        )}
        ${field('printed', 'Printed values', html`<input id="new-printed" .value=${args.printed ?? ''} placeholder="4" @input=${(e: Event) => this.updateForm({ printed: (e.target as HTMLInputElement).value || undefined })} />`)}
      </div>
      ${
        unitType
          ? html`<ks-values-editor
            label="Values of the new unit"
            .schemas=${ctx.schemas}
            .type=${unitType}
            .values=${{ ...(args.values ?? {}), ...(t.values ?? {}) } as Values}
            @ks-values-change=${(e: KsValuesChangeEvent) => this.updateForm({ values: e.values })}
          ></ks-values-editor>`
          : nothing
      }
      <div class="row">
        ${preview ? html`<ks-counter-face .face=${preview.front} .box=${preview.box} label="The new unit's front at print size"></ks-counter-face>` : nothing}
        <button type="submit" class="primary" ?disabled=${Boolean(problems.template)}>Make unit</button>
      </div>
    </form>`;
  }

  private sheet(ctx: OobContext) {
    const doc = this.editor?.store.get(this.path);
    const oobs = (this.editor?.store.ofKind('oob') ?? []).filter((d) => d.mod === doc?.mod).map((d) => d.value);
    const mod = this.editor?.store.ofKind('mod').find((d) => d.value.id === doc?.mod)?.value;
    return counterSheet(printablePieces(oobs.length > 0 ? oobs : [ctx.oob], ctx.types), { title: mod?.name ?? ctx.oob.name });
  }

  /** Opens the counter sheet dialog. */
  openSheet(): void {
    this.sheetPage = 0;
    this.sheetOpen = true;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLDialogElement>('dialog.sheet')?.showModal());
  }

  private printSheet(ctx: OobContext): void {
    const sheet = this.sheet(ctx);
    const pages = sheet.pages.flatMap((p) => [p.front, p.back]).join('\n');
    const page = `<!doctype html><title>Counter sheet</title><style>@page{size:A4;margin:0}body{margin:0}svg{display:block;page-break-after:always}</style>${pages}`;
    if (!printHtml(page)) this.dispatchEvent(new KsAnnounceEvent('The browser blocked the print window; allow pop-ups for the studio'));
  }

  private renderSheetDialog(ctx: OobContext) {
    const sheet = this.sheetOpen ? this.sheet(ctx) : undefined;
    const close = () => this.renderRoot.querySelector<HTMLDialogElement>('dialog.sheet')?.close();
    const page = sheet?.pages[Math.min(this.sheetPage, sheet.pages.length - 1)];
    const scaled = (svg: string) => svg.replace(/width="210mm" height="297mm"/, 'width="100%" height="100%"');
    const name = (this.editor?.store.get(this.path)?.mod ?? ctx.oob.id) + '-counters.svg';
    return html`<dialog class="sheet" aria-labelledby="sheet-title" @close=${() => (this.sheetOpen = false)}>
      <h2 id="sheet-title">Counter sheet</h2>
      ${
        sheet && page
          ? html`<p>${sheet.count} pieces on ${sheet.pages.length} A4 ${sheet.pages.length === 1 ? 'sheet' : 'sheets'}, fronts and backs (backs mirrored for printing on both sides), with cut lines.</p>
            <div class="row sheet-pages">
              <figure><div class="page" role="img" aria-label=${`Sheet ${this.sheetPage + 1}, fronts`} .innerHTML=${scaled(page.front)}></div><figcaption>Fronts</figcaption></figure>
              <figure><div class="page" role="img" aria-label=${`Sheet ${this.sheetPage + 1}, backs`} .innerHTML=${scaled(page.back)}></div><figcaption>Backs</figcaption></figure>
            </div>
            <div class="row">
              <button type="button" ?disabled=${this.sheetPage === 0} @click=${() => (this.sheetPage -= 1)}>‹ Previous sheet</button>
              <span>Sheet ${this.sheetPage + 1} of ${sheet.pages.length}</span>
              <button type="button" ?disabled=${this.sheetPage >= sheet.pages.length - 1} @click=${() => (this.sheetPage += 1)}>Next sheet ›</button>
            </div>`
          : nothing
      }
      <div class="actions">
        <button type="button" @click=${() => sheet && downloadText(name, sheet.combined, 'image/svg+xml')}>Download SVG</button>
        <button type="button" title="Opens the sheets in a window and the browser's print dialog: choose Save as PDF" @click=${() => this.printSheet(ctx)}>Print or save as PDF…</button>
        <button type="button" class="primary" @click=${close}>Close</button>
      </div>
    </dialog>`;
  }

  protected override render() {
    const ctx = this.context();
    if (!ctx) return html`<p class="hint">This order of battle is not loaded or not valid JSON.</p>`;
    const index = indexOob(ctx.oob);
    const cur = this.current(ctx);
    const thumb = (p: PrintablePiece) =>
      html`<ks-counter-face .face=${p.front} .box=${{ ...p.box, width: defaultCounterSize * 0.55, height: (p.box.height / p.box.width) * defaultCounterSize * 0.55 }} label=""></ks-counter-face>`;
    const item = (kind: 'unit' | 'template', id: string, name: string, p: PrintablePiece, extra = '') => html`<li>
      <button type="button" data-piece=${`${kind}:${id}`} aria-current=${cur?.kind === kind && cur.piece.id === id ? 'true' : 'false'} @click=${() => this.select({ kind, id })}>
        ${thumb(p)}<span class="name">${name}</span><span class="id">${id}${extra}</span>
      </button>
    </li>`;
    return html`
      <div class="toolbar row">
        <span class="hint">${index.units.size} units, ${(ctx.oob.templates ?? []).reduce((n, t) => n + (t.count ?? 1), 0)} blanks</span>
        <button type="button" @click=${() => this.openSheet()}>Counter sheet…</button>
      </div>
      <div class="body">
        <nav class="pieces" aria-label="Pieces">
          <h3 id="units-title">Units</h3>
          <ul aria-labelledby="units-title">
            ${[...index.units.values()].map((e) => item('unit', e.unit.id, e.unit.name, pieceOfUnit(ctx.oob, e.unit, this.symbolOf(ctx, e.unit.type))))}
          </ul>
          ${
            (ctx.oob.templates ?? []).length > 0
              ? html`<h3 id="blanks-title">Blank pieces</h3>
                <ul aria-labelledby="blanks-title">
                  ${(ctx.oob.templates ?? []).map((t) => {
                    const left = blanksLeft(ctx.oob, t);
                    return item(
                      'template',
                      t.id,
                      t.name,
                      pieceOfTemplate(ctx.oob, t, undefined, this.symbolOf(ctx, t.type)),
                      left === Infinity ? '' : ` · ${left} left`,
                    );
                  })}
                </ul>`
              : nothing
          }
        </nav>
        ${
          cur
            ? html`<section class="detail" aria-label=${`Piece ${cur.piece.name}`}>
              <h2>${cur.piece.name} <span class="id">${cur.kind === 'template' ? 'blank piece' : cur.piece.id}</span></h2>
              ${this.renderPreview(cur.printable)}
              ${cur.kind === 'template' ? this.renderNewUnit(ctx, cur.piece as BlankPiece) : nothing}
              <div class="faces-form">
                ${this.renderFaceForm(cur.pointer, cur.piece.counter, 'front', cur.printable)} ${this.renderFaceForm(cur.pointer, cur.piece.counter, 'back', cur.printable)}
                <fieldset>
                  <legend>Counter</legend>
                  <div class="grid">
                    <label class="field">
                      <span>Size (mm)</span>
                      <input
                        id="counter-size"
                        type="number"
                        min="1"
                        step="0.5"
                        .value=${String(cur.piece.counter?.size ?? '')}
                        placeholder=${String(defaultCounterSize)}
                        @change=${(e: Event) => {
                          const v = Number((e.target as HTMLInputElement).value);
                          this.editor?.run(editCounter, this.path, {
                            pointer: cur.pointer,
                            size: (e.target as HTMLInputElement).value === '' ? null : v > 0 ? v : undefined,
                            label: 'Edit counter size',
                          });
                        }}
                      />
                    </label>
                    <label class="field">
                      <span>Shape</span>
                      <select id="counter-shape" @change=${(e: Event) => this.editor?.run(editCounter, this.path, { pointer: cur.pointer, shape: ((e.target as HTMLSelectElement).value || null) as Counter['shape'] | null, label: 'Edit counter shape' })}>
                        <option value="" ?selected=${!cur.piece.counter?.shape}>(square)</option>
                        ${shapes.map((s) => html`<option value=${s} ?selected=${cur.piece.counter?.shape === s}>${s}</option>`)}
                      </select>
                    </label>
                  </div>
                </fieldset>
                ${
                  cur.kind === 'unit'
                    ? html`<ks-values-editor
                      .schemas=${ctx.schemas}
                      .type=${(cur.piece as Unit).type}
                      .values=${cur.piece.values}
                      @ks-values-change=${(e: KsValuesChangeEvent) => this.editor?.run(editMembers, this.path, { pointer: cur.pointer, changes: { values: e.values }, label: `Edit values of ${cur.piece.name}` })}
                    ></ks-values-editor>`
                    : nothing
                }
              </div>
            </section>`
            : html`<p class="hint">This order of battle has no pieces yet.</p>`
        }
      </div>
      ${this.renderSheetDialog(ctx)}
    `;
  }
}
