import { LitElement, html, nothing } from 'lit';
import { foldedByDefault, groupByFolder, matchesFilter, type DocumentGroup, type ModListing } from '@kriegsspiel/editor-core';
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
 * The mods of the workspace and their documents, grouped by folder. Each mod and folder
 * folds (a mod's seventy tests sit under one `tests` entry, folded at first); a filter box
 * keeps the documents whose path, mod or kind has every word typed. Each document is a
 * button (Tab moves between them); the open one is marked current, unsaved ones with a dot.
 *
 * @event ks-document-open - A document was chosen.
 */
export class KsDocumentList extends LitElement {
  static override styles = [sharedStyles, documentListStyles];

  static override properties = {
    mods: { attribute: false },
    documents: { attribute: false },
    active: { type: String },
    filter: { type: String },
    opened: { state: true },
  };

  /** The mods and the paths of their documents. */
  declare mods: readonly ModListing[];
  /** What is known of each document, by path (kind, title, dirty). */
  declare documents: ReadonlyMap<string, ListedDocument>;
  /** Path of the active document. */
  declare active: string | undefined;
  /** The filter typed in the box. */
  declare filter: string;
  /** Mods and folders the person folded or unfolded, by key (`mods/x`, `mods/x/tests`): true when open. */
  declare private opened: ReadonlyMap<string, boolean>;

  constructor() {
    super();
    this.mods = [];
    this.documents = new Map();
    this.filter = '';
    this.opened = new Map();
  }

  /** Whether a mod or folder is open: as the person left it, else open unless it is a big folder. */
  private isOpen(key: string, group?: DocumentGroup): boolean {
    return this.opened.get(key) ?? !(group && foldedByDefault(group));
  }

  private toggle(key: string, open: boolean): void {
    this.opened = new Map(this.opened).set(key, !open);
  }

  /** Folds every mod (the list is then one line per mod), or unfolds them all. */
  foldAll(fold = true): void {
    const next = new Map(this.opened);
    for (const m of this.mods) next.set(m.folder, !fold);
    this.opened = next;
  }

  /** Opens the mod and folder of a path (the active document is always in sight). */
  reveal(path: string): void {
    const mod = this.mods.find((m) => path.startsWith(`${m.folder}/`));
    if (!mod) return;
    const next = new Map(this.opened).set(mod.folder, true);
    const inside = path.slice(mod.folder.length + 1);
    if (inside.includes('/')) next.set(`${mod.folder}/${inside.slice(0, inside.lastIndexOf('/'))}`, true);
    this.opened = next;
  }

  private renderDocument(mod: ModListing, path: string, prefix: string) {
    const info = this.documents.get(path) ?? {};
    const file = path.slice(prefix.length + 1);
    return html`<li>
      <button type="button" class="document" aria-current=${path === this.active ? 'page' : 'false'} title=${path} @click=${() => this.dispatchEvent(new KsDocumentOpenEvent(path))}>
        <span class="kind">${info.kind ?? 'json'}</span>
        <span class="name">${file}</span>
        ${info.dirty ? html`<span class="dirty" aria-label="unsaved changes">●</span>` : ''}
      </button>
    </li>`;
  }

  private renderMod(mod: ModListing, filtering: boolean) {
    const name = mod.name ?? mod.id ?? mod.folder;
    const shown = filtering ? mod.documents.filter((p) => matchesFilter(this.filter, p, [name, this.documents.get(p)?.kind ?? ''])) : mod.documents;
    if (filtering && shown.length === 0) return nothing;
    const open = filtering || this.isOpen(mod.folder);
    return html`<li class="mod">
      <button type="button" class="fold mod-name" aria-expanded=${open ? 'true' : 'false'} data-key=${mod.folder} @click=${() => this.toggle(mod.folder, open)}>
        <span class="chevron" aria-hidden="true">${open ? '▾' : '▸'}</span><span class="name">${name}</span><span class="count">${shown.length}</span>
      </button>
      ${
        open
          ? html`<ul>
            ${groupByFolder(mod.folder, shown).map((group) => {
              if (group.folder === '') return group.paths.map((p) => this.renderDocument(mod, p, mod.folder));
              const key = `${mod.folder}/${group.folder}`;
              const folderOpen = filtering || this.isOpen(key, group);
              return html`<li class="folder">
                <button type="button" class="fold" aria-expanded=${folderOpen ? 'true' : 'false'} data-key=${key} @click=${() => this.toggle(key, folderOpen)}>
                  <span class="chevron" aria-hidden="true">${folderOpen ? '▾' : '▸'}</span><span class="name">${group.folder}/</span><span class="count">${group.paths.length}</span>
                </button>
                ${folderOpen ? html`<ul>${group.paths.map((p) => this.renderDocument(mod, p, key))}</ul>` : nothing}
              </li>`;
            })}
          </ul>`
          : nothing
      }
    </li>`;
  }

  protected override render() {
    const filtering = this.filter.trim() !== '';
    const mods = this.mods.map((mod) => this.renderMod(mod, filtering));
    const none = filtering && mods.every((m) => m === nothing);
    return html`<nav aria-label="Documents">
      <h2>
        Mods
        ${
          this.mods.length > 1
            ? html`<button type="button" class="fold-all" @click=${() => this.foldAll(this.mods.some((m) => this.isOpen(m.folder)))}>
                ${this.mods.some((m) => this.isOpen(m.folder)) ? 'Fold all' : 'Unfold all'}
              </button>`
            : nothing
        }
      </h2>
      <input
        type="search"
        class="filter"
        aria-label="Filter documents"
        placeholder="Filter (Ctrl+P opens by name)"
        .value=${this.filter}
        @input=${(e: Event) => (this.filter = (e.target as HTMLInputElement).value)}
        @keydown=${(e: KeyboardEvent) => {
          if (e.key === 'Escape') this.filter = '';
        }}
      />
      ${
        this.mods.length === 0
          ? html`<p class="empty">No mods in the workspace yet. Start one with “New house rule…”, or serve a folder of mods: <code>npx kriegsspiel studio --mods &lt;folder&gt;</code>.</p>`
          : none
            ? html`<p class="empty">No document matches “${this.filter}”. <button type="button" class="clear" @click=${() => (this.filter = '')}>Clear the filter</button></p>`
            : html`<ul>${mods}</ul>`
      }
    </nav>`;
  }
}
