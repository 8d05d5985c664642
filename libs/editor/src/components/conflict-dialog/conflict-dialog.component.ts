import { LitElement, html } from 'lit';
import type { ConflictChoice } from '@kriegsspiel/editor-core';
import { sharedStyles } from '../shared.styles';
import { conflictDialogStyles } from './conflict-dialog.styles';

/** What the person chose when a file changed on disk (the kernel's `saveDocument` takes it). */
export type { ConflictChoice };

/**
 * Asks what to do when saving finds that the file changed on disk since it was loaded:
 * overwrite it with the studio's version, drop the studio's changes and load the file,
 * or do nothing for now.
 */
export class KsConflictDialog extends LitElement {
  static override styles = [sharedStyles, conflictDialogStyles];

  static override properties = { path: { state: true } };

  declare private path: string;
  private resolve: ((choice: ConflictChoice) => void) | undefined;

  constructor() {
    super();
    this.path = '';
  }

  /** Opens the dialog for a file; resolves with the choice. */
  async ask(path: string): Promise<ConflictChoice> {
    this.path = path;
    await this.updateComplete;
    this.renderRoot.querySelector('dialog')?.showModal();
    return new Promise((resolve) => (this.resolve = resolve));
  }

  private done(choice: ConflictChoice): void {
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog?.open) dialog.close();
    this.resolve?.(choice);
    this.resolve = undefined;
  }

  protected override render() {
    return html`<dialog aria-labelledby="conflict-title" @cancel=${() => this.done('cancel')}>
      <h2 id="conflict-title">The file changed on disk</h2>
      <p><code>${this.path}</code> was changed by another program since the studio loaded it. Saving now would overwrite that change.</p>
      <div class="actions">
        <button type="button" @click=${() => this.done('cancel')}>Not now</button>
        <button type="button" @click=${() => this.done('take-theirs')}>Discard mine, load the file</button>
        <button type="button" class="primary" @click=${() => this.done('keep-mine')}>Overwrite with mine</button>
      </div>
    </dialog>`;
  }
}
