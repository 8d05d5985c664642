import { LitElement, html } from 'lit';
import { KsTabCloseEvent, KsTabSelectEvent } from '../../events';
import { sharedStyles } from '../shared.styles';
import { documentTabsStyles } from './document-tabs.styles';

/** One tab. */
export interface DocumentTab {
  readonly path: string;
  readonly title: string;
  /** Shown after the title, dimmed: the mod, when another open file has the same name. */
  readonly detail?: string;
  readonly dirty?: boolean;
}

/**
 * Tabs of the open documents (WAI-ARIA tabs: arrow keys, Home and End move between
 * them, Delete closes one). An unsaved document shows a dot.
 *
 * @event ks-tab-select - A tab was chosen.
 * @event ks-tab-close - A tab's close button was pressed.
 */
export class KsDocumentTabs extends LitElement {
  static override styles = [sharedStyles, documentTabsStyles];

  static override properties = {
    tabs: { attribute: false },
    active: { type: String },
    controls: { type: String },
  };

  /** The open documents, in order. */
  declare tabs: readonly DocumentTab[];
  /** Path of the selected tab. */
  declare active: string | undefined;
  /** Id of the panel the tabs control (for aria-controls). */
  declare controls: string;

  constructor() {
    super();
    this.tabs = [];
    this.controls = 'document-panel';
  }

  private onKeyDown(e: KeyboardEvent): void {
    const i = this.tabs.findIndex((t) => t.path === this.active);
    let next = -1;
    if (e.key === 'ArrowRight') next = (i + 1) % this.tabs.length;
    else if (e.key === 'ArrowLeft') next = (i - 1 + this.tabs.length) % this.tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = this.tabs.length - 1;
    else if (e.key === 'Delete' && this.active) {
      e.preventDefault();
      this.dispatchEvent(new KsTabCloseEvent(this.active));
      return;
    } else return;
    e.preventDefault();
    const tab = this.tabs[next];
    if (!tab) return;
    this.dispatchEvent(new KsTabSelectEvent(tab.path));
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`[data-path="${CSS.escape(tab.path)}"]`)?.focus());
  }

  protected override render() {
    if (this.tabs.length === 0)
      return html`<div class="empty">No document open: choose one in the list on the left, or press Ctrl+P and type part of its name. Press ? for every shortcut.</div>`;
    return html`<div role="tablist" aria-label="Open documents" @keydown=${this.onKeyDown}>
      ${this.tabs.map((t) => {
        const selected = t.path === this.active;
        return html`<div class="tab ${selected ? 'selected' : ''}">
          <button
            type="button"
            role="tab"
            data-path=${t.path}
            aria-selected=${selected ? 'true' : 'false'}
            aria-controls=${this.controls}
            tabindex=${selected ? 0 : -1}
            title=${t.path}
            @click=${() => this.dispatchEvent(new KsTabSelectEvent(t.path))}
          >
            ${t.title}${t.detail ? html` <span class="detail">${t.detail}</span>` : ''}${t.dirty ? html`<span class="dirty" aria-label="unsaved changes">●</span>` : ''}
          </button>
          <button type="button" class="close" aria-label=${`Close ${t.title}`} title="Close" tabindex=${selected ? 0 : -1} @click=${() => this.dispatchEvent(new KsTabCloseEvent(t.path))}>×</button>
        </div>`;
      })}
    </div>`;
  }
}
