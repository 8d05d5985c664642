import { LitElement, html } from 'lit';
import { fuzzyFind, type FuzzyMatch } from '@kriegsspiel/editor-core';
import { KsDocumentOpenEvent } from '../../events';
import { sharedStyles } from '../shared.styles';
import { quickOpenStyles } from './quick-open.styles';

/** Matches listed at most. */
const shownMatches = 30;

/**
 * Opens a document by name from the keyboard (Ctrl+P): type a few letters of its path, move
 * with the arrow keys, Enter opens, Escape closes. Letters are matched in order, not together
 * (`hdoob` finds `hundred-days.oob.json`); the letters matched are marked.
 *
 * @event ks-document-open - A document was chosen.
 */
export class KsQuickOpen extends LitElement {
  static override styles = [sharedStyles, quickOpenStyles];

  static override properties = {
    paths: { attribute: false },
    query: { state: true },
    selected: { state: true },
  };

  /** Every path that may be opened. */
  declare paths: readonly string[];
  declare private query: string;
  declare private selected: number;

  constructor() {
    super();
    this.paths = [];
    this.query = '';
    this.selected = 0;
  }

  /** Whether the dialog is open. */
  get isOpen(): boolean {
    return this.renderRoot.querySelector('dialog')?.open ?? false;
  }

  /** Opens the dialog with an empty query and the focus in it. */
  async show(): Promise<void> {
    this.query = '';
    this.selected = 0;
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
    this.renderRoot.querySelector('input')?.focus();
  }

  close(): void {
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog?.open) dialog.close();
  }

  private found(): FuzzyMatch[] {
    return fuzzyFind(this.query, this.paths, shownMatches);
  }

  private choose(path: string | undefined): void {
    if (!path) return;
    this.close();
    this.dispatchEvent(new KsDocumentOpenEvent(path));
  }

  private onKeyDown(e: KeyboardEvent): void {
    const count = this.found().length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (count > 0) this.selected = (this.selected + (e.key === 'ArrowDown' ? 1 : count - 1)) % count;
      void this.updateComplete.then(() => this.renderRoot.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' }));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      this.choose(this.found()[this.selected]?.path);
    }
  }

  private marked(match: FuzzyMatch) {
    const at = new Set(match.indices);
    return [...match.path].map((ch, i) => (at.has(i) ? html`<mark>${ch}</mark>` : ch));
  }

  protected override render() {
    const matches = this.found();
    const active = matches[this.selected];
    return html`<dialog aria-label="Open a document by name" @close=${() => (this.query = '')}>
      <input
        type="text"
        role="combobox"
        aria-label="Document name"
        aria-controls="quick-open-list"
        aria-expanded="true"
        aria-activedescendant=${active ? `quick-open-${this.selected}` : ''}
        placeholder="Type part of a document’s name"
        autocomplete="off"
        spellcheck="false"
        .value=${this.query}
        @input=${(e: Event) => {
          this.query = (e.target as HTMLInputElement).value;
          this.selected = 0;
        }}
        @keydown=${this.onKeyDown}
      />
      <ul id="quick-open-list" role="listbox" aria-label="Documents">
        ${matches.map(
          (m, i) =>
            html`<li id=${`quick-open-${i}`} role="option" aria-selected=${i === this.selected ? 'true' : 'false'} data-path=${m.path} @click=${() => this.choose(m.path)}>
              ${this.marked(m)}
            </li>`,
        )}
      </ul>
      ${matches.length === 0 ? html`<p class="empty">No document’s path has “${this.query}” in it, letter by letter. Try fewer letters.</p>` : ''}
    </dialog>`;
  }
}
