import { LitElement, html, type TemplateResult } from 'lit';
import { pointerJoin } from '@kriegsspiel/formats';
import { KsValuePickEvent } from '../../events';
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
 *
 * With `pickable`, every member gets a button that picks it (a test recorder turns picks
 * into expectations); picked members are marked.
 *
 * @event ks-value-pick - A member was picked: its JSON pointer and value.
 */
export class KsViewTree extends LitElement {
  static override styles = [sharedStyles, viewTreeStyles];

  static override properties = {
    value: { attribute: false },
    label: { type: String },
    openDepth: { type: Number, attribute: 'open-depth' },
    pickable: { type: Boolean },
    picked: { attribute: false },
  };

  /** The value to show (any JSON). */
  declare value: unknown;
  /** The name of the root. */
  declare label: string;
  /** Levels open at first (1: the root's members are listed, closed). */
  declare openDepth: number;
  /** Offer a pick button on every member. */
  declare pickable: boolean;
  /** Pointers already picked (marked). */
  declare picked: ReadonlySet<string>;

  constructor() {
    super();
    this.label = 'view';
    this.openDepth = 1;
    this.pickable = false;
    this.picked = new Set();
  }

  private pick(pointer: string, value: unknown, e: Event): void {
    // A pick button inside a <summary> must not also open or close the member.
    e.preventDefault();
    e.stopPropagation();
    this.dispatchEvent(new KsValuePickEvent(pointer, value));
  }

  private pickButton(pointer: string, value: unknown, key: string) {
    if (!this.pickable) return '';
    const picked = this.picked.has(pointer);
    return html`<button type="button" class="pick" aria-pressed=${picked ? 'true' : 'false'} aria-label=${`Expect ${pointer || key}`} title=${picked ? 'Picked as an expectation' : 'Expect this value in the test'} @click=${(e: Event) => this.pick(pointer, value, e)}>
      ${picked ? '✓' : '+'}
    </button>`;
  }

  private node(key: string, value: unknown, depth: number, pointer: string): TemplateResult {
    const marked = this.pickable && this.picked.has(pointer);
    if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      return html`<li class=${marked ? 'picked' : ''}>
        <details ?open=${depth < this.openDepth}>
          <summary><span class="key">${key}</span> <span class="preview">${preview(value)}</span>${this.pickButton(pointer, value, key)}</summary>
          <ul>
            ${entries.slice(0, shownMembers).map(([k, v]) => this.node(k, v, depth + 1, pointerJoin(pointer, k)))}
            ${entries.length > shownMembers ? html`<li class="more">… ${entries.length - shownMembers} more</li>` : ''}
          </ul>
        </details>
      </li>`;
    }
    const type = value === null ? 'null' : typeof value;
    return html`<li class=${marked ? 'leaf picked' : 'leaf'}><span class="key">${key}</span>: <span class=${`value ${type}`}>${JSON.stringify(value) ?? 'undefined'}</span>${this.pickButton(pointer, value, key)}</li>`;
  }

  protected override render() {
    return html`<ul class="root" role="tree" aria-label=${this.label}>
      ${this.node(this.label, this.value, 0, '')}
    </ul>`;
  }
}
