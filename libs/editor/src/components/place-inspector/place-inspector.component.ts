import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { EntryPoint, Location, MapDocument, Region } from '@kriegsspiel/formats';
import {
  cycleLinkDirection,
  gridOfMap,
  hexOfLabel,
  linkDirection,
  moveMapPlace,
  removeMapItem,
  removePathLink,
  updateMapItem,
  type Editor,
  type LinkDirection,
  type MapCollection,
  type MapSelection,
} from '@kriegsspiel/editor-core';
import { EditorController } from '../../controllers/editor-controller';
import { KsAnnounceEvent, KsMapSelectEvent } from '../../events';
import { sharedStyles } from '../shared.styles';
import { placeInspectorStyles } from './place-inspector.styles';

const idPattern = /^[a-z0-9][a-z0-9-]*$/;
const collections = { location: 'locations', entryPoint: 'entryPoints', region: 'regions' } as const;
const nouns = { location: 'Location', entryPoint: 'Entry point', region: 'Region' } as const;
const directionNames: Record<LinkDirection, string> = { 'two-way': 'Two-way', forward: 'One-way, in path order', backward: 'One-way, against path order' };
const cycleOrder: readonly LinkDirection[] = ['two-way', 'forward', 'backward'];

/**
 * The form beside the map for what a map tool selected: a location, entry point or region
 * (id, name, code, kind, hex or hexes, colour, notes), or a road link (its direction).
 * Each field is saved when it changes, as one undo step; ids are checked before saving.
 * With nothing selected it says what the active tool does, and for regions lists them.
 *
 * @event ks-map-select - A region was chosen from the list, or the selection was deleted.
 */
export class KsPlaceInspector extends LitElement {
  static override styles = [sharedStyles, placeInspectorStyles];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    selection: { attribute: false },
    kind: { type: String },
    problem: { state: true },
  };

  /** The editor holding the map. */
  declare editor: Editor | undefined;
  /** Workspace path of the map. */
  declare path: string;
  /** What is selected on the map. */
  declare selection: MapSelection | undefined;
  /** The kind of place the active tool edits, for the empty state: `location`, `entryPoint` or `region`. */
  declare kind: 'location' | 'entryPoint' | 'region' | undefined;
  declare private problem: string;

  constructor() {
    super();
    this.path = '';
    this.problem = '';
    new EditorController(this, () => this.editor);
  }

  private map(): MapDocument | undefined {
    return this.editor?.store.get(this.path)?.value as MapDocument | undefined;
  }

  private select(selection: MapSelection | undefined): void {
    this.selection = selection;
    this.problem = '';
    this.dispatchEvent(new KsMapSelectEvent(selection));
  }

  private edit(collection: MapCollection, index: number, changes: Record<string, unknown>, label: string): void {
    if (!this.editor) return;
    this.problem = '';
    this.editor.run(updateMapItem, this.path, { collection, index, changes, label });
  }

  private onId(collection: MapCollection, index: number, input: HTMLInputElement): void {
    const id = input.value.trim();
    const list = (this.map()?.[collection] ?? []) as { id?: string }[];
    const current = list[index]?.id;
    if (id === current) return;
    if (!idPattern.test(id)) {
      this.problem = 'An id is lower-case letters, digits and dashes, starting with a letter or digit (fr-inf-6).';
      input.setAttribute('aria-invalid', 'true');
      return;
    }
    if (list.some((item, i) => i !== index && item.id === id)) {
      this.problem = `The id ${id} is taken on this map.`;
      input.setAttribute('aria-invalid', 'true');
      return;
    }
    input.removeAttribute('aria-invalid');
    this.edit(collection, index, { id }, 'Change id');
  }

  private onHex(collection: 'locations' | 'entryPoints', index: number, input: HTMLInputElement): void {
    const map = this.map();
    const grid = map ? gridOfMap(map) : undefined;
    const label = input.value.trim();
    if (!grid || !this.editor) return;
    const found = grid.labelToHex(label);
    if (!found.ok) {
      this.problem = found.error;
      input.setAttribute('aria-invalid', 'true');
      return;
    }
    input.removeAttribute('aria-invalid');
    this.problem = '';
    this.editor.run(moveMapPlace, this.path, { collection, index, hex: label });
  }

  private deleteItem(collection: MapCollection, index: number, name: string): void {
    if (!this.editor) return;
    this.editor.run(removeMapItem, this.path, { collection, index });
    this.select(undefined);
    this.dispatchEvent(new KsAnnounceEvent(`Deleted ${name}`));
  }

  private text(label: string, value: string | undefined, onChange: (input: HTMLInputElement) => void, options: { id: string; required?: boolean; hint?: string } = { id: '' }): TemplateResult {
    return html`<label for=${options.id}>${label}</label>
      <input id=${options.id} .value=${live(value ?? '')} ?required=${options.required} aria-describedby="problem" @change=${(e: Event) => onChange(e.target as HTMLInputElement)} />`;
  }

  private optional(collection: MapCollection, index: number, key: string, label: string) {
    return (input: HTMLInputElement) => this.edit(collection, index, { [key]: input.value.trim() === '' ? undefined : input.value.trim() }, label);
  }

  protected override render() {
    const map = this.map();
    if (!map) return nothing;
    const s = this.selection;
    if (s?.kind === 'link') return this.renderLink(map, s.path, s.link);
    if (s && map[collections[s.kind]]?.[s.index]) return this.renderPlace(map, s.kind, s.index);
    return this.renderEmpty(map);
  }

  private renderEmpty(map: MapDocument) {
    if (this.kind === 'region') {
      const regions = map.regions ?? [];
      return html`<h2>Regions</h2>
        ${regions.length === 0 ? html`<p class="hint">No regions yet. Click a hex to start one.</p>` : nothing}
        <ul role="list">
          ${regions.map((r, i) => html`<li><button type="button" @click=${() => this.select({ kind: 'region', index: i })}>${r.name}</button> <span class="hint">${r.hexes.length} hexes</span></li>`)}
        </ul>
        <p class="hint">Click a hex of a region to select it, or a free hex to start a new one.</p>`;
    }
    const what = this.kind === 'entryPoint' ? 'an entry point' : 'a location';
    return html`<h2>${this.kind === 'entryPoint' ? 'Entry points' : 'Locations'}</h2>
      <p class="hint">Click a hex to add ${what}, or click one to select it. Drag a selected one to move it; Delete deletes it.</p>`;
  }

  private renderPlace(map: MapDocument, kind: 'location' | 'entryPoint' | 'region', index: number) {
    const collection = collections[kind];
    const item = map[collection]?.[index] as Location | EntryPoint | Region;
    const name = item.name ?? item.id;
    const region = kind === 'region' ? (item as Region) : undefined;
    const place = kind === 'region' ? undefined : (item as Location | EntryPoint);
    return html`<h2>${nouns[kind]}: ${name}</h2>
      ${kind === 'region' && (map.regions ?? []).length > 1
        ? html`<p>
            <label for="region-choice">Region</label>
            <select id="region-choice" .value=${live(String(index))} @change=${(e: Event) => this.select({ kind: 'region', index: Number((e.target as HTMLSelectElement).value) })}>
              ${(map.regions ?? []).map((r, i) => html`<option value=${i} ?selected=${i === index}>${r.name}</option>`)}
            </select>
          </p>`
        : nothing}
      <form @submit=${(e: Event) => e.preventDefault()} aria-label=${`${nouns[kind]} ${name}`}>
        ${this.text('Id', item.id, (input) => this.onId(collection, index, input), { id: 'id', required: true })}
        ${this.text('Name', item.name, kind === 'entryPoint' ? this.optional(collection, index, 'name', 'Rename entry point') : (input) => (input.value.trim() ? this.edit(collection, index, { name: input.value.trim() }, `Rename ${kind === 'region' ? 'region' : 'location'}`) : undefined), {
          id: 'name',
          required: kind !== 'entryPoint',
        })}
        ${kind !== 'region' ? this.text('Code', (item as Location).code, this.optional(collection, index, 'code', 'Change code'), { id: 'code' }) : nothing}
        ${kind !== 'entryPoint' ? this.text('Kind', (item as Location | Region).kind, this.optional(collection, index, 'kind', 'Change kind'), { id: 'kind' }) : nothing}
        ${place && place.hex !== undefined ? this.text('Hex', place.hex, (input) => this.onHex(collection as 'locations' | 'entryPoints', index, input), { id: 'hex' }) : nothing}
        ${place && 'hexes' in place && place.hexes ? html`<span>Hexes</span><span class="hexes">${place.hexes.join(', ')}</span>` : nothing}
        ${region
          ? html`<label for="color">Colour</label>
              <span
                ><input id="color" type="color" .value=${region.color && region.color.length === 7 ? region.color : '#7a3db8'} @change=${(e: Event) => this.edit('regions', index, { color: (e.target as HTMLInputElement).value }, 'Change region colour')} />
                ${region.color ? html`<button type="button" @click=${() => this.edit('regions', index, { color: undefined }, 'Change region colour')}>Default</button>` : nothing}</span
              >
              <span>Hexes</span><span class="hexes">${region.hexes.length}: ${region.hexes.slice(0, 24).join(', ')}${region.hexes.length > 24 ? '…' : ''}</span>`
          : nothing}
        <label for="notes" class="full">Notes</label>
        <textarea id="notes" class="full" .value=${item.notes ?? ''} @change=${(e: Event) => this.optional(collection, index, 'notes', 'Edit notes')(e.target as HTMLInputElement)}></textarea>
      </form>
      <p class="error" id="problem" role="alert">${this.problem}</p>
      <p class="hint">${kind === 'region' ? 'Paint hexes to add them; a stroke started inside the region takes hexes out.' : 'Drag it on the map, or type a hex label, to move it.'} Scenarios refer to it by its id.</p>
      <div class="actions">
        ${kind === 'region' ? html`<button type="button" @click=${() => this.select(undefined)}>New region…</button>` : nothing}
        <button type="button" class="danger" @click=${() => this.deleteItem(collection, index, name)}>Delete ${nouns[kind].toLowerCase()}</button>
      </div>`;
  }

  private renderLink(map: MapDocument, pathIndex: number, link: number) {
    const p = map.paths?.[pathIndex];
    const from = p?.hexes[link];
    const to = p?.hexes[link + 1];
    if (!p || from === undefined || to === undefined) return this.renderEmpty(map);
    const dir = linkDirection(p, link);
    const grid = gridOfMap(map);
    const known = grid && hexOfLabel(grid, from) && hexOfLabel(grid, to);
    const setDirection = (want: LinkDirection) => {
      if (!this.editor) return;
      const steps = (cycleOrder.indexOf(want) - cycleOrder.indexOf(dir) + 3) % 3;
      if (steps === 0) return;
      const mark = this.editor.mark('Change road direction');
      for (let i = 0; i < steps; i++) this.editor.run(cycleLinkDirection, this.path, { path: pathIndex, link });
      this.editor.squash(mark);
    };
    return html`<h2>Road link ${from}–${to}</h2>
      <form @submit=${(e: Event) => e.preventDefault()} aria-label=${`Road link ${from} to ${to}`}>
        <span>Road</span><span>${p.name ?? p.id ?? p.terrain} (${p.hexes.length} hexes)</span>
        <label for="direction">Direction</label>
        <select id="direction" .value=${live(dir)} @change=${(e: Event) => setDirection((e.target as HTMLSelectElement).value as LinkDirection)}>
          ${cycleOrder.map((d) => html`<option value=${d} ?selected=${d === dir}>${d === 'forward' ? `One-way ${from} → ${to}` : d === 'backward' ? `One-way ${to} → ${from}` : directionNames[d]}</option>`)}
        </select>
      </form>
      ${known ? nothing : html`<p class="error">This link names a hex that is not on the map.</p>`}
      <p class="hint">Click the link again to turn its direction; Alt-click or Delete deletes it.</p>
      <div class="actions">
        <button
          type="button"
          class="danger"
          @click=${() => {
            this.editor?.run(removePathLink, this.path, { path: pathIndex, link });
            this.select(undefined);
          }}
        >
          Delete link
        </button>
      </div>`;
  }
}
