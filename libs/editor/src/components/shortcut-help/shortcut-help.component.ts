import { LitElement, html } from 'lit';
import type { ShortcutLine } from '@kriegsspiel/editor-core';
import { sharedStyles } from '../shared.styles';
import { shortcutHelpStyles } from './shortcut-help.styles';

/**
 * The list of keyboard shortcuts (`?`). The shell hands it the lines made from its action
 * manager, the table the keys are bound from, so the list is always what the keys do.
 */
export class KsShortcutHelp extends LitElement {
  static override styles = [sharedStyles, shortcutHelpStyles];

  static override properties = { lines: { attribute: false } };

  /** The shortcuts, one line per action. */
  declare lines: readonly ShortcutLine[];

  constructor() {
    super();
    this.lines = [];
  }

  /** Whether the list is open. */
  get isOpen(): boolean {
    return this.renderRoot.querySelector('dialog')?.open ?? false;
  }

  async show(): Promise<void> {
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
  }

  close(): void {
    this.renderRoot.querySelector('dialog')?.close();
  }

  protected override render() {
    return html`<dialog aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Action</th>
            <th scope="col">Keys</th>
          </tr>
        </thead>
        <tbody>
          ${this.lines.map(
            (l) => html`<tr data-action=${l.name}>
              <td>${l.label}</td>
              <td>${l.keys.map((k, i) => html`${i > 0 ? ' or ' : ''}<kbd>${k}</kbd>`)}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <p class="note">Tool keys do not fire while you type in a field. Editors add their own keys while they are open.</p>
      <div class="actions"><slot name="footer" @click=${() => this.close()}></slot><button type="button" class="primary" autofocus @click=${() => this.close()}>Close</button></div>
    </dialog>`;
  }
}
