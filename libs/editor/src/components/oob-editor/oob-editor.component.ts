import { LitElement, html, nothing } from 'lit';
import { freeId, idProblem, insertItem, replaceDocument, searchOob, type ActionManager, type Editor, type StudioActionContext } from '@kriegsspiel/editor-core';
import type { OobDocument } from '@kriegsspiel/formats';
import { EditorController } from '../../controllers/editor-controller';
import { KsAnnounceEvent, KsDocumentOpenEvent } from '../../events';
import { documentById, oobContext, scenariosUsing } from '../../data/document-context';
import type { KsOobTree } from '../oob-tree/oob-tree.component';
import type { KsPieceDesigner } from '../piece-designer/piece-designer.component';
import { sharedStyles } from '../shared.styles';
import { dataEditorStyles } from '../data-editor.styles';
import { oobEditorStyles } from './oob-editor.styles';

/** The views of an order of battle. */
export type OobView = 'tree' | 'table' | 'pieces';

/** Where a new alternate order of battle goes: beside the one it copies. */
export function alternatePath(fromPath: string, id: string): string {
  return `${fromPath.slice(0, fromPath.lastIndexOf('/') + 1)}${id}.oob.json`;
}

/**
 * The editor of an order of battle: the tree (formations, units, values, notes and
 * sources, CSV), the table (a unit a row, sortable, edited in place) and the pieces
 * (counter designer, blanks, counter sheet). A search box above the tree and the table
 * filters both (name, id, type, formation; Ctrl+F goes to it, Escape clears it) and says
 * how many units it finds. With the
 * scenarios that play it and their alternate orders of battle: open one, or create one as
 * a copy of this one (a new file and the scenario's `alternateOobs`, one undo step; both
 * unsaved, and both opened so the person sees what is to save).
 *
 * @event ks-document-open - Another order of battle was asked for (after a copy: the scenario, then the copy).
 * @event ks-announce - An alternate was created.
 */
export class KsOobEditor extends LitElement {
  static override styles = [sharedStyles, dataEditorStyles, oobEditorStyles];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    actions: { attribute: false },
    view: { type: String },
    query: { type: String },
    creating: { state: true },
  };

  /** The editor holding the order of battle. */
  declare editor: Editor | undefined;
  /** Workspace path of the order of battle. */
  declare path: string;
  /** The studio's actions (unused for now; editors receive them). */
  declare actions: ActionManager<StudioActionContext> | undefined;
  /** The view shown. */
  declare view: OobView;
  /** The search typed in the box, shared by the tree and the table. */
  declare query: string;
  /** The alternate being created: the scenario it is for, its id and name as typed. */
  declare private creating: { scenario: string; id: string; name: string } | undefined;

  constructor() {
    super();
    this.path = '';
    this.view = 'tree';
    this.query = '';
    new EditorController(this, () => this.editor);
    this.addEventListener('keydown', (e) => {
      if (e.key.toLowerCase() !== 'f' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey) return;
      // The browser's find does not see into the tree and table; the search box does.
      e.preventDefault();
      e.stopPropagation();
      void this.focusSearch();
    });
  }

  /** Moves the focus to the search box (showing the tree when the pieces are shown). */
  async focusSearch(): Promise<void> {
    if (this.view === 'pieces') this.view = 'tree';
    await this.updateComplete;
    const input = this.renderRoot.querySelector<HTMLInputElement>('#oob-search');
    input?.focus();
    input?.select();
  }

  private renderSearch() {
    const editor = this.editor;
    const ctx = editor ? oobContext(editor, this.path) : undefined;
    const found = ctx ? searchOob(ctx.oob, this.query, ctx) : undefined;
    return html`<div class="search row" role="search">
      <input
        type="search"
        id="oob-search"
        aria-label="Search the order of battle"
        placeholder="Search units: name, id, type, formation (Ctrl+F)"
        .value=${this.query}
        @input=${(e: Event) => (this.query = (e.target as HTMLInputElement).value)}
        @keydown=${(e: KeyboardEvent) => {
          if (e.key !== 'Escape' || this.query === '') return;
          e.stopPropagation();
          this.query = '';
        }}
      />
      <span class="count" aria-live="polite">${found ? `${found.matched} of ${found.total} units` : ''}</span>
    </div>`;
  }

  /** Shows the value a pointer names: counters in the pieces, the rest in the tree. */
  async reveal(pointer: string): Promise<void> {
    this.view = /^\/templates\b|\/counter(\/|$)/.test(pointer) ? 'pieces' : 'tree';
    // A search could hide what is asked for.
    this.query = '';
    await this.updateComplete;
    const child = this.renderRoot.querySelector<KsOobTree | KsPieceDesigner>(this.view === 'tree' ? 'ks-oob-tree' : 'ks-piece-designer');
    await child?.updateComplete;
    child?.reveal(pointer);
  }

  private oob(): OobDocument | undefined {
    return this.editor?.store.get(this.path, 'oob')?.value;
  }

  /** Creates an alternate order of battle for a scenario as a copy of this one; returns its path. */
  createAlternate(scenarioPath: string, id: string, name: string): string | undefined {
    const editor = this.editor;
    const oob = this.oob();
    const scenario = editor?.store.get(scenarioPath);
    if (!editor || !oob || !scenario) return undefined;
    const path = alternatePath(this.path, id);
    if (editor.store.get(path) && editor.store.get(path)?.version !== '') return undefined;
    // A file that is not on disk yet: version '' until its first save writes it.
    if (!editor.store.get(path)) editor.store.load([{ path, text: '{}\n', version: '', mod: editor.store.get(this.path)?.mod }]);
    const gesture = editor.mark(`New alternate order of battle ${id}`);
    editor.run(replaceDocument, path, { value: { ...oob, id, name, description: `${oob.description ? `${oob.description} ` : ''}Alternate of ${oob.id}.` } });
    editor.run(insertItem, scenarioPath, { pointer: '/alternateOobs', value: id });
    editor.squash(gesture);
    const scenarioName = scenarioPath.slice(scenarioPath.lastIndexOf('/') + 1);
    this.dispatchEvent(
      new KsAnnounceEvent(
        `Created ${path.slice(path.lastIndexOf('/') + 1)} as an alternate of ${oob.id} and linked it from ${scenarioName}; both are unsaved: save them (Save all: Ctrl+Alt+S)`,
      ),
    );
    return path;
  }

  private renderAlternates() {
    const editor = this.editor;
    const oob = this.oob();
    if (!editor || !oob) return nothing;
    const scenarios = scenariosUsing(editor, oob.id);
    if (scenarios.length === 0) return html`<p class="hint scenarios">No scenario plays this order of battle.</p>`;
    const open = (id: string) => {
      const doc = documentById(editor, 'oob', id);
      if (doc) this.dispatchEvent(new KsDocumentOpenEvent(doc.path));
    };
    const taken = (id: string) => Boolean(documentById(editor, 'oob', id)) || Boolean(editor.store.get(alternatePath(this.path, id)));
    return html`<ul class="scenarios" aria-label="Scenarios that play it">
      ${scenarios.map((d) => {
        const s = d.value;
        const all = [s.oob, ...(s.alternateOobs ?? [])];
        const form = this.creating?.scenario === d.path ? this.creating : undefined;
        const problem = form
          ? (idProblem(form.id) ?? (taken(form.id) ? `${form.id} is already an order of battle.` : form.name.trim() === '' ? 'Give it a name.' : undefined))
          : undefined;
        return html`<li>
          <span>${s.name}:</span>
          ${all.map(
            (id, i) => html`<span class="chip ${id === oob.id ? 'current' : ''}">
              ${i === 0 ? 'main' : 'alternate'} ${id}
              ${id === oob.id ? nothing : html`<button type="button" aria-label=${`Open order of battle ${id}`} @click=${() => open(id)}>Open</button>`}
            </span>`,
          )}
          ${
            form
              ? html`<form
                class="row"
                aria-label="New alternate order of battle"
                @submit=${(e: Event) => {
                  e.preventDefault();
                  if (problem) return;
                  const path = this.createAlternate(d.path, form.id, form.name.trim());
                  this.creating = undefined;
                  if (!path) return;
                  // The scenario's link is an unsaved edit too: its tab shows it, beside the new one.
                  this.dispatchEvent(new KsDocumentOpenEvent(d.path));
                  this.dispatchEvent(new KsDocumentOpenEvent(path));
                }}
              >
                <label class="row">Id <input id="alternate-id" .value=${form.id} aria-invalid=${problem && !problem.startsWith('Give') ? 'true' : 'false'} @input=${(e: Event) => (this.creating = { ...form, id: (e.target as HTMLInputElement).value.trim() })} /></label>
                <label class="row">Name <input id="alternate-name" .value=${form.name} @input=${(e: Event) => (this.creating = { ...form, name: (e.target as HTMLInputElement).value })} /></label>
                <button type="submit" class="primary" ?disabled=${Boolean(problem)}>Create copy</button>
                <button type="button" @click=${() => (this.creating = undefined)}>Cancel</button>
                ${problem ? html`<span class="message" role="alert">${problem}</span>` : nothing}
              </form>`
              : html`<button type="button" class="small" @click=${() => (this.creating = { scenario: d.path, id: freeId({ ...oob, formations: [], units: [] }, `${oob.id}-alternate`), name: `${oob.name} (alternate)` })}>New alternate as a copy…</button>`
          }
        </li>`;
      })}
    </ul>`;
  }

  protected override render() {
    if (!this.oob()) return html`<p class="hint">This order of battle is not loaded or not valid JSON.</p>`;
    const tab = (view: OobView, label: string) =>
      html`<button type="button" role="tab" id=${`tab-${view}`} aria-selected=${this.view === view ? 'true' : 'false'} aria-controls="view" @click=${() => (this.view = view)}>${label}</button>`;
    const views = {
      tree: () => html`<ks-oob-tree .editor=${this.editor} .path=${this.path} .query=${this.query}></ks-oob-tree>`,
      table: () => html`<ks-oob-table .editor=${this.editor} .path=${this.path} .query=${this.query}></ks-oob-table>`,
      pieces: () => html`<ks-piece-designer .editor=${this.editor} .path=${this.path}></ks-piece-designer>`,
    };
    return html`
      <div class="head">
        <div class="tabs" role="tablist" aria-label="Views of the order of battle">${tab('tree', 'Order of battle')}${tab('table', 'Table')}${tab('pieces', 'Pieces')}</div>
        ${this.renderAlternates()} ${this.view === 'pieces' ? nothing : this.renderSearch()}
      </div>
      <div id="view" role="tabpanel" aria-labelledby=${`tab-${this.view}`} class="view">${views[this.view]()}</div>
    `;
  }
}
