import { LitElement, html, nothing } from 'lit';
import { describeReferences, type Reference } from '@kriegsspiel/editor-core';
import { sharedStyles } from '../shared.styles';
import { dialogStyles } from '../dialog.styles';
import { deleteDialogStyles } from './delete-dialog.styles';

/** What a deletion asks about. */
export interface DeleteRequest {
  /** What goes, as a person reads it: `unit Guard cavalry (fr-cav-1)`. */
  readonly what: string;
  /** More about what goes with it (`and its 3 units`). */
  readonly detail?: string;
  /** What refers to it, from `findReferences`. */
  readonly references: readonly Reference[];
}

/**
 * The question before a deletion: what goes, and what refers to it (scenarios' set-ups,
 * pools and reinforcements, commanders, tests), with the choice to delete it and those
 * references too, or to cancel. References that cannot go by themselves (a test's steps, a
 * rule's parameters) are listed as left for the person to change. Enter deletes, Escape
 * cancels.
 */
export class KsDeleteDialog extends LitElement {
  static override styles = [sharedStyles, dialogStyles, deleteDialogStyles];

  static override properties = { request: { attribute: false } };

  /** The deletion being asked about; set by {@link ask}. */
  declare request: DeleteRequest | undefined;
  private answer: ((yes: boolean) => void) | undefined;

  /** Opens the dialog; resolves true when the person chose to delete. */
  async ask(request: DeleteRequest): Promise<boolean> {
    this.answer?.(false);
    this.request = request;
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector('dialog');
    dialog?.showModal();
    this.renderRoot.querySelector<HTMLButtonElement>('button.danger')?.focus();
    return new Promise((resolve) => (this.answer = resolve));
  }

  private close(yes: boolean): void {
    const answer = this.answer;
    this.answer = undefined;
    this.renderRoot.querySelector('dialog')?.close();
    answer?.(yes);
  }

  protected override render() {
    const r = this.request;
    const refs = r?.references ?? [];
    const removable = refs.filter((x) => x.removal);
    const kept = refs.filter((x) => !x.removal);
    const summary = describeReferences(refs);
    return html`<dialog class="delete" aria-labelledby="delete-title" @close=${() => this.close(false)}>
      <h2 id="delete-title">Delete ${r?.what ?? ''}?</h2>
      ${r?.detail ? html`<p>${r.detail}</p>` : nothing}
      <p class="summary">${summary ? `It is ${summary}.` : 'Nothing else refers to it.'}</p>
      ${
        refs.length > 0
          ? html`<ul class="references" aria-label="References">
            ${refs.map(
              (x) => html`<li class=${x.removal ? 'goes' : 'stays'}>
                <span class="doc">${x.documentName}</span> <span class="role">${x.role}</span>${x.unit ? html` <span class="id">${x.unit}</span>` : nothing}
                <code>${x.pointer}</code>${x.removal ? nothing : html` <em>left as it is</em>`}
              </li>`,
            )}
          </ul>`
          : nothing
      }
      ${kept.length > 0 ? html`<p class="hint">${kept.length} ${kept.length === 1 ? 'reference is' : 'references are'} in test steps or rule parameters and stay: change them after, or the tests will fail.</p>` : nothing}
      <div class="actions">
        <button type="button" @click=${() => this.close(false)}>Cancel</button>
        <button type="button" class="danger" @click=${() => this.close(true)}>
          ${removable.length > 0 ? `Delete with ${removable.length} ${removable.length === 1 ? 'reference' : 'references'}` : 'Delete'}
        </button>
      </div>
    </dialog>`;
  }
}
