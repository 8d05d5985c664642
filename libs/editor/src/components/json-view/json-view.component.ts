import { LitElement, html } from 'lit';
import { parseJsonSource } from '@kriegsspiel/formats';
import type { Editor } from '@kriegsspiel/editor-core';
import { EditorController } from '../../controllers/editor-controller';
import { sharedStyles } from '../shared.styles';
import { jsonViewStyles } from './json-view.styles';

/**
 * A document as the text it would be saved as, with line numbers; read-only until its
 * kind gets an editor. `reveal(pointer)` highlights and scrolls to the value's line.
 */
export class KsJsonView extends LitElement {
  static override styles = [sharedStyles, jsonViewStyles];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    line: { state: true },
  };

  /** The editor holding the document. */
  declare editor: Editor | undefined;
  /** Workspace path of the document. */
  declare path: string;
  declare private line: number | undefined;

  constructor() {
    super();
    this.path = '';
    new EditorController(this, () => this.editor);
  }

  private text(): string {
    return this.editor?.store.get(this.path) ? this.editor.store.textOf(this.path) : '';
  }

  /** Highlights the line of the value a JSON pointer names. */
  reveal(pointer: string): void {
    this.line = parseJsonSource(this.path, this.text()).locate(pointer).line;
    void this.updateComplete.then(() => this.renderRoot.querySelector('li.selected')?.scrollIntoView({ block: 'center' }));
  }

  protected override render() {
    const lines = this.text().replace(/\n$/, '').split('\n');
    return html`<p class="note">Shown as text: an editor for this kind of document comes later.</p>
      <ol aria-label=${`Text of ${this.path}`}>
        ${lines.map((l, i) => html`<li class=${this.line === i + 1 ? 'selected' : ''}>${l}</li>`)}
      </ol>`;
  }
}
