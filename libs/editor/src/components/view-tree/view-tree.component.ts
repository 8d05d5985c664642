import { LitElement, html, type TemplateResult } from 'lit';
import { sharedStyles } from '../shared.styles';
import { viewTreeStyles } from './view-tree.styles';

/** Members shown per object or array before "… N more". */
const shownMembers = 200;

function preview(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length}]`;
  return `{${Object.keys(value as object).length}}`;
}

/**
 * A JSON value as a tree of collapsible members: what a ruleset's view shows when the board
 * cannot draw it (or besides the board, for the rest). Objects and arrays are
 * `<details>`, so the keyboard and screen readers open and close them natively.
 */
export class KsViewTree extends LitElement {
  static override styles = [sharedStyles, viewTreeStyles];

  static override properties = {
    value: { attribute: false },
    label: { type: String },
    openDepth: { type: Number, attribute: 'open-depth' },
  };

  /** The value to show (any JSON). */
  declare value: unknown;
  /** The name of the root. */
  declare label: string;
  /** Levels open at first (1: the root's members are listed, closed). */
  declare openDepth: number;

  constructor() {
    super();
    this.label = 'view';
    this.openDepth = 1;
  }

  private node(key: string, value: unknown, depth: number): TemplateResult {
    if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      return html`<li>
        <details ?open=${depth < this.openDepth}>
          <summary><span class="key">${key}</span> <span class="preview">${preview(value)}</span></summary>
          <ul>
            ${entries.slice(0, shownMembers).map(([k, v]) => this.node(k, v, depth + 1))}
            ${entries.length > shownMembers ? html`<li class="more">… ${entries.length - shownMembers} more</li>` : ''}
          </ul>
        </details>
      </li>`;
    }
    const type = value === null ? 'null' : typeof value;
    return html`<li class="leaf"><span class="key">${key}</span>: <span class=${`value ${type}`}>${JSON.stringify(value) ?? 'undefined'}</span></li>`;
  }

  protected override render() {
    return html`<ul class="root" role="tree" aria-label=${this.label}>
      ${this.node(this.label, this.value, 0)}
    </ul>`;
  }
}
