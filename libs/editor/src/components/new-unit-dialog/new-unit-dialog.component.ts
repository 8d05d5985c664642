import { LitElement, html, nothing } from 'lit';
import { addUnit, addUnitProblems, defaultValues, freeId, indexOob, type AddUnitArgs, type Editor } from '@kriegsspiel/editor-core';
import { oobContext, runOrAnnounce } from '../../data/document-context';
import { sharedStyles } from '../shared.styles';
import { dialogStyles } from '../dialog.styles';
import { dataEditorStyles } from '../data-editor.styles';
import { newUnitDialogStyles } from './new-unit-dialog.styles';

/**
 * Makes a unit from scratch, without a blank piece: asks for its type and id (and name,
 * formation, nationality or side when the formation gives none), fills the values the
 * ruleset's `unitAttributes` schema requires with their defaults, and adds it as one undo
 * step. The values are edited afterwards in the tree's details.
 */
export class KsNewUnitDialog extends LitElement {
  static override styles = [sharedStyles, dataEditorStyles, dialogStyles, newUnitDialogStyles];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    form: { state: true },
  };

  /** The editor holding the order of battle. */
  declare editor: Editor | undefined;
  /** Workspace path of the order of battle. */
  declare path: string;
  declare private form: AddUnitArgs | undefined;
  private answer: ((id: string | undefined) => void) | undefined;

  constructor() {
    super();
    this.path = '';
  }

  /** Opens the form, for a unit of `formation` by default; resolves with the new unit's id, or undefined when cancelled. */
  async ask(formation?: string): Promise<string | undefined> {
    const ctx = this.editor ? oobContext(this.editor, this.path) : undefined;
    if (!ctx) return undefined;
    this.answer?.(undefined);
    const type = [...ctx.types.keys()][0] ?? '';
    this.form = { id: freeId(ctx.oob, type || 'unit'), name: '', type, formation };
    await this.updateComplete;
    this.renderRoot.querySelector('dialog')?.showModal();
    this.renderRoot.querySelector<HTMLSelectElement>('#new-unit-type')?.focus();
    return new Promise((resolve) => (this.answer = resolve));
  }

  private finish(id: string | undefined): void {
    const answer = this.answer;
    this.answer = undefined;
    this.renderRoot.querySelector('dialog')?.close();
    this.form = undefined;
    answer?.(id);
  }

  private submit(): void {
    const ctx = this.editor ? oobContext(this.editor, this.path) : undefined;
    const form = this.form;
    if (!ctx || !form || Object.keys(addUnitProblems(ctx.oob, form, new Set(ctx.types.keys()))).length > 0) return;
    const values = defaultValues(ctx.schemas[form.type], ctx.schemas['*']);
    if (runOrAnnounce(this, () => this.editor?.run(addUnit, this.path, { ...form, ...(values ? { values } : {}) }))) this.finish(form.id);
  }

  protected override render() {
    const ctx = this.editor ? oobContext(this.editor, this.path) : undefined;
    const form = this.form;
    if (!ctx) return nothing;
    const problems = form ? addUnitProblems(ctx.oob, form, new Set(ctx.types.keys())) : {};
    const edit = (change: Partial<AddUnitArgs>) => this.form && (this.form = { ...this.form, ...change });
    const values = form ? defaultValues(ctx.schemas[form.type], ctx.schemas['*']) : undefined;
    const formations = [...indexOob(ctx.oob).formations.values()];
    const field = (name: keyof AddUnitArgs) =>
      problems[name] ? html`<span class="message" role="alert" id=${`new-unit-${name}-message`}>${problems[name]}</span>` : nothing;
    return html`<dialog class="new-unit-dialog" aria-labelledby="new-unit-title" @close=${() => this.finish(undefined)}>
      <h2 id="new-unit-title">New unit</h2>
      ${
        form
          ? html`<form
              class="grid"
              @submit=${(e: Event) => {
                e.preventDefault();
                this.submit();
              }}
            >
              <label class="field"
                ><span>Type</span>
                <select id="new-unit-type" @change=${(e: Event) => edit({ type: (e.target as HTMLSelectElement).value })}>
                  ${[...ctx.types.values()].map((t) => html`<option value=${t.id} ?selected=${t.id === form.type}>${t.name}</option>`)}
                </select>
                ${field('type')}</label
              >
              <label class="field"
                ><span>Id</span>
                <input id="new-unit-id" .value=${form.id} aria-invalid=${problems.id ? 'true' : 'false'} @input=${(e: Event) => edit({ id: (e.target as HTMLInputElement).value.trim() })} />
                ${field('id')}</label
              >
              <label class="field"
                ><span>Name</span>
                <input id="new-unit-name" .value=${form.name} aria-invalid=${problems.name ? 'true' : 'false'} @input=${(e: Event) => edit({ name: (e.target as HTMLInputElement).value })} />
                ${field('name')}</label
              >
              <label class="field"
                ><span>Formation</span>
                <select id="new-unit-formation" @change=${(e: Event) => edit({ formation: (e.target as HTMLSelectElement).value || undefined })}>
                  <option value="" ?selected=${form.formation === undefined}>(no formation)</option>
                  ${formations.map((f) => html`<option value=${f.formation.id} ?selected=${f.formation.id === form.formation}>${'  '.repeat(f.path.length)}${f.formation.name}</option>`)}
                </select></label
              >
              <label class="field"
                ><span>Nationality</span>
                <select id="new-unit-nationality" @change=${(e: Event) => edit({ nationality: (e.target as HTMLSelectElement).value || undefined })}>
                  <option value="" ?selected=${form.nationality === undefined}>(from formation)</option>
                  ${(ctx.oob.nationalities ?? []).map((n) => html`<option value=${n.id} ?selected=${n.id === form.nationality}>${n.name}</option>`)}
                </select></label
              >
              <label class="field"
                ><span>Side</span>
                <select id="new-unit-side" @change=${(e: Event) => edit({ side: (e.target as HTMLSelectElement).value || undefined })}>
                  <option value="" ?selected=${form.side === undefined}>(from nationality)</option>
                  ${ctx.oob.sides.map((s) => html`<option value=${s.id} ?selected=${s.id === form.side}>${s.name}</option>`)}
                </select>
                ${field('side')}</label
              >
              <p class="hint values">
                ${
                  values
                    ? `Starts with ${Object.entries(values)
                        .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
                        .join(', ')} (what the ruleset requires); edit them after.`
                    : 'The ruleset requires no values of this type.'
                }
              </p>
              <div class="actions">
                <button type="button" @click=${() => this.finish(undefined)}>Cancel</button>
                <button type="submit" class="primary" ?disabled=${Object.keys(problems).length > 0}>Make unit</button>
              </div>
            </form>`
          : nothing
      }
    </dialog>`;
  }
}
