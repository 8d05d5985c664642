import { LitElement, html } from 'lit';
import type { ModListing } from '@kriegsspiel/editor-core';
import { KsDocumentOpenEvent } from '../../events';
import { sharedStyles } from '../shared.styles';
import { documentListStyles } from './document-list.styles';

/** One document as the list shows it. */
export interface ListedDocument {
  readonly kind?: string;
  readonly title?: string;
  readonly dirty?: boolean;
}

/**
 * The mods of the workspace and their documents. Each document is a button (Tab moves
 * between them); the open one is marked current, unsaved ones with a dot.
 *
 * @event ks-document-open - A document was chosen.
 */
export class KsDocumentList extends LitElement {
  static override styles = [sharedStyles, documentListStyles];

  static override properties = {
    mods: { attribute: false },
    documents: { attribute: false },
    active: { type: String },
  };

  /** The mods and the paths of their documents. */
  declare mods: readonly ModListing[];
  /** What is known of each document, by path (kind, title, dirty). */
  declare documents: ReadonlyMap<string, ListedDocument>;
  /** Path of the active document. */
  declare active: string | undefined;

  constructor() {
    super();
    this.mods = [];
    this.documents = new Map();
  }

  protected override render() {
    return html`<nav aria-label="Documents">
      <h2>Mods</h2>
      <ul>
        ${this.mods.map(
          (mod) => html`<li class="mod">
            <span>${mod.name ?? mod.id ?? mod.folder}</span>
            <ul>
              ${mod.documents.map((path) => {
                const info = this.documents.get(path) ?? {};
                const file = path.slice(mod.folder.length + 1);
                return html`<li>
                  <button type="button" aria-current=${path === this.active ? 'page' : 'false'} title=${path} @click=${() => this.dispatchEvent(new KsDocumentOpenEvent(path))}>
                    <span class="kind">${info.kind ?? 'json'}</span>
                    <span class="name">${file}</span>
                    ${info.dirty ? html`<span class="dirty" aria-label="unsaved changes">●</span>` : ''}
                  </button>
                </li>`;
              })}
            </ul>
          </li>`,
        )}
      </ul>
    </nav>`;
  }
}
