import { LitElement, html } from 'lit';
import type { Problem } from '@kriegsspiel/formats';
import { KsProblemSelectEvent } from '../../events';
import { sharedStyles } from '../shared.styles';
import { validationPanelStyles } from './validation-panel.styles';

/**
 * The schema and semantic problems of the documents (and the code editor's errors): one row
 * per problem with its file by its path from the workspace root,
 * line and column, JSON pointer and message. Choosing a row asks the editor that owns
 * the document to show the value at fault.
 *
 * @event ks-problem-select - A problem was chosen; carries its document path and pointer.
 */
export class KsValidationPanel extends LitElement {
  static override styles = [sharedStyles, validationPanelStyles];

  static override properties = {
    problems: { attribute: false },
    openPaths: { attribute: false },
    scope: { type: String },
    checking: { type: Boolean },
  };

  /** Every problem of the workspace. */
  declare problems: readonly Problem[];
  /** Paths of the open documents; with scope `open` only their problems are listed. */
  declare openPaths: readonly string[];
  /** `open` (the documents in tabs) or `all` (the whole workspace). */
  declare scope: 'open' | 'all';
  /** True while a validation run is pending. */
  declare checking: boolean;

  constructor() {
    super();
    this.problems = [];
    this.openPaths = [];
    this.scope = 'open';
    this.checking = false;
  }

  /** The problems listed under the current scope. */
  get shown(): readonly Problem[] {
    if (this.scope === 'all') return this.problems;
    const open = new Set(this.openPaths);
    return this.problems.filter((p) => open.has(p.file));
  }

  private select(p: Problem): void {
    this.dispatchEvent(new KsProblemSelectEvent(p.file, p.pointer, p));
  }

  protected override render() {
    const shown = this.shown;
    const errors = shown.filter((p) => p.severity === 'error').length;
    const warnings = shown.length - errors;
    return html`
      <header>
        <h2 id="title">Problems</h2>
        <span class="counts" aria-live="polite">
          <span class="error-count">${errors} ${errors === 1 ? 'error' : 'errors'}</span>,
          <span class="warning-count">${warnings} ${warnings === 1 ? 'warning' : 'warnings'}</span>${this.checking ? ' · checking…' : ''}
        </span>
        <label>
          <input type="checkbox" .checked=${this.scope === 'all'} @change=${(e: Event) => (this.scope = (e.target as HTMLInputElement).checked ? 'all' : 'open')} />
          Whole workspace
        </label>
      </header>
      ${
        shown.length === 0
          ? html`<p class="empty">No problems ${this.scope === 'all' ? 'in the workspace' : 'in the open documents'}.</p>`
          : html`<ul aria-labelledby="title">
            ${shown.map(
              (p) => html`<li>
                <button type="button" @click=${() => this.select(p)} title=${`${p.file}:${p.line}:${p.column} ${p.pointer}`}>
                  <span class="severity-${p.severity}" aria-label=${p.severity}>${p.severity === 'error' ? '✖' : '⚠'}</span>
                  <span class="file">${p.file}:${p.line}:${p.column}</span>
                  <span class="pointer">${p.pointer || '/'}</span>
                  <span class="message">${p.message}</span>
                </button>
              </li>`,
            )}
          </ul>`
      }
    `;
  }
}
