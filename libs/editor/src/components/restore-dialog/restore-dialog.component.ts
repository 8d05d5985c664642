import { LitElement, html } from 'lit';
import type { DraftOffer } from '@kriegsspiel/editor-core';
import { sharedStyles } from '../shared.styles';
import { restoreDialogStyles } from './restore-dialog.styles';

/** What the person chose for unsaved work found at start-up. */
export type RestoreChoice = 'restore' | 'discard';

/** Offers to restore unsaved work that a crash or a closed tab left behind. */
export class KsRestoreDialog extends LitElement {
  static override styles = [sharedStyles, restoreDialogStyles];

  static override properties = { offers: { state: true } };

  declare private offers: readonly DraftOffer[];
  private resolve: ((choice: RestoreChoice) => void) | undefined;

  constructor() {
    super();
    this.offers = [];
  }

  /** Opens the dialog for some drafts; resolves with the choice. */
  async ask(offers: readonly DraftOffer[]): Promise<RestoreChoice> {
    this.offers = offers;
    await this.updateComplete;
    this.renderRoot.querySelector('dialog')?.showModal();
    return new Promise((resolve) => (this.resolve = resolve));
  }

  private done(choice: RestoreChoice): void {
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog?.open) dialog.close();
    this.resolve?.(choice);
    this.resolve = undefined;
  }

  protected override render() {
    return html`<dialog aria-labelledby="restore-title" @cancel=${(e: Event) => e.preventDefault()}>
      <h2 id="restore-title">Restore unsaved work?</h2>
      <p>The studio kept changes that were not saved when it last closed:</p>
      <ul>
        ${this.offers.map(
          (o) => html`<li>
            <code>${o.draft.path}</code>, ${new Date(o.draft.savedAt).toLocaleString()}
            ${o.diskChanged ? html`<span class="warn">— the file changed on disk since; saving will ask before overwriting it</span>` : ''}
          </li>`,
        )}
      </ul>
      <div class="actions">
        <button type="button" @click=${() => this.done('discard')}>Discard</button>
        <button type="button" class="primary" @click=${() => this.done('restore')} autofocus>Restore</button>
      </div>
    </dialog>`;
  }
}
