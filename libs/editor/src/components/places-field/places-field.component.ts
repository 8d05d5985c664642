import { LitElement, html, nothing } from 'lit';
import type { Place } from '@kriegsspiel/formats';
import { KsPlacesChangeEvent } from '../../events';
import { sharedStyles } from '../shared.styles';
import { dataEditorStyles } from '../data-editor.styles';
import { placesFieldStyles } from './places-field.styles';

/** The kinds of place the format knows. */
export const placeKinds = ['hex', 'location', 'entry', 'area', 'region', 'box'] as const;
export type PlaceKind = (typeof placeKinds)[number];

/** Named places to offer per kind (ids with names), from the map and the scenario. */
export type PlaceChoices = Partial<Record<PlaceKind, readonly { readonly id: string; readonly name?: string }[]>>;

const kindNames: Record<PlaceKind, string> = { hex: 'Hex', location: 'Location', entry: 'Entry point', area: 'Area', region: 'Region', box: 'Box' };

/**
 * Edits where something is: one place (`{ "hex": "0303" }`) or several to choose from. Each
 * place is a kind and a value, with the map's and scenario's names offered as you type;
 * a value that is not one of them (or a hex label the map does not have) is flagged.
 *
 * @event ks-places-change - The places changed (committed on change).
 */
export class KsPlacesField extends LitElement {
  static override styles = [sharedStyles, dataEditorStyles, placesFieldStyles];

  static override properties = {
    at: { attribute: false },
    choices: { attribute: false },
    checkHex: { attribute: false },
    label: { type: String },
    typed: { state: true },
    pending: { state: true },
  };

  /** The places. */
  declare at: Place | Place[] | undefined;
  /** Names to offer, per kind. */
  declare choices: PlaceChoices;
  /** Says what is wrong with a hex label (not on the map), or undefined. */
  declare checkHex: ((label: string) => string | undefined) | undefined;
  /** Accessible name of the field. */
  declare label: string;
  declare private typed: Record<number, string>;
  /** The kind of a place being added, not written until it has a value. */
  declare private pending: PlaceKind | undefined;

  constructor() {
    super();
    this.choices = {};
    this.label = 'Place';
    this.typed = {};
  }

  private get list(): Place[] {
    return this.at === undefined ? [] : Array.isArray(this.at) ? this.at : [this.at];
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('at')) {
      this.typed = {};
      this.pending = undefined;
    }
  }

  /** What is wrong with a place's value, if anything. */
  problemOf(kind: PlaceKind, value: string): string | undefined {
    if (value === '') return `Write a ${kindNames[kind].toLowerCase()}.`;
    if (kind === 'hex') return this.checkHex?.(value);
    const known = this.choices[kind];
    if (known && !known.some((c) => c.id === value))
      return `${value} is not one of the ${kindNames[kind].toLowerCase()}s here${
        known.length
          ? ` (${known
              .slice(0, 6)
              .map((c) => c.id)
              .join(', ')}${known.length > 6 ? '…' : ''})`
          : ''
      }.`;
    return undefined;
  }

  private emit(list: Place[]): void {
    this.dispatchEvent(new KsPlacesChangeEvent(list.length === 0 ? undefined : list.length === 1 ? list[0] : list));
  }

  private kindOf(p: Place): PlaceKind {
    return (Object.keys(p)[0] as PlaceKind | undefined) ?? 'hex';
  }

  protected override render() {
    const list = this.list;
    // A place being added shows as one more row; it is written once it has a value.
    const rows: Place[] = this.pending ? [...list, { [this.pending]: '' } as Place] : list;
    return html`<div role="group" aria-label=${this.label} class="places">
      ${rows.map((p, i) => {
        const kind = this.kindOf(p);
        const value = this.typed[i] ?? String(Object.values(p)[0] ?? '');
        const problem = i < list.length || value !== '' ? this.problemOf(kind, value) : undefined;
        const id = `place-${i}`;
        const commit = (next: Place) => {
          if (i < list.length) this.emit(list.map((q, j) => (j === i ? next : q)));
          else if (Object.values(next)[0] !== '') this.emit([...list, next]);
          else this.pending = this.kindOf(next);
        };
        return html`<div class="place">
          ${i > 0 ? html`<span class="or" aria-hidden="true">or</span>` : nothing}
          <select aria-label=${`${this.label} ${i + 1}: kind`} @change=${(e: Event) => commit({ [(e.target as HTMLSelectElement).value]: value } as Place)}>
            ${placeKinds.map((k) => html`<option value=${k} ?selected=${k === kind}>${kindNames[k]}</option>`)}
          </select>
          <input
            id=${id}
            list=${`${id}-choices`}
            .value=${value}
            aria-label=${`${this.label} ${i + 1}: ${kindNames[kind].toLowerCase()}`}
            aria-invalid=${problem ? 'true' : 'false'}
            aria-describedby=${problem ? `${id}-message` : nothing}
            size="10"
            @input=${(e: Event) => (this.typed = { ...this.typed, [i]: (e.target as HTMLInputElement).value.trim() })}
            @change=${(e: Event) => {
              const v = (e.target as HTMLInputElement).value.trim();
              if (v !== '') commit({ [kind]: v } as Place);
            }}
          />
          <datalist id=${`${id}-choices`}>${(this.choices[kind] ?? []).map((c) => html`<option value=${c.id}>${c.name ?? ''}</option>`)}</datalist>
          ${
            rows.length > 1
              ? html`<button type="button" class="small" aria-label=${`Remove place ${i + 1}`} @click=${() => (i < list.length ? this.emit(list.filter((_, j) => j !== i)) : (this.pending = undefined))}>✕</button>`
              : nothing
          }
          ${problem ? html`<p class="message" id=${`${id}-message`}>${problem}</p>` : nothing}
        </div>`;
      })}
      ${this.pending ? nothing : html`<button type="button" class="small" @click=${() => (this.pending = list.length > 0 ? this.kindOf(list[list.length - 1] as Place) : 'hex')}>${list.length === 0 ? '+ Place' : '+ or…'}</button>`}
    </div>`;
  }
}
