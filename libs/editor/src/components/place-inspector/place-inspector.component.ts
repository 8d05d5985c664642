import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { MapDocument } from '@kriegsspiel/formats';
import {
  describeReferences,
  findReferences,
  gridOfMap,
  moveMapPlace,
  removeMapItem,
  updateMapItem,
  type Editor,
  type MapCollection,
  type MapKind,
  type MapSelection,
  type Reference,
} from '@kriegsspiel/editor-core';
import { EditorController } from '../../controllers/editor-controller';
import { KsAnnounceEvent, KsMapSelectEvent } from '../../events';
import { mapKindViews, viewOfSelection, type InspectorForm, type MapKindView } from '../../map-kinds';
import { deleteWithReferences } from '../../data/delete-with-references';
import type { KsDeleteDialog } from '../delete-dialog/delete-dialog.component';
import '../delete-dialog/delete-dialog';
import { sharedStyles } from '../shared.styles';
import { placeInspectorStyles } from './place-inspector.styles';

const idPattern = /^[a-z0-9][a-z0-9-]*$/;
const capitalized = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/**
 * The form beside the map for what a map tool selected: the form of the map kind that owns
 * the selection (src/map-kinds: a location, entry point or region, a road link), built
 * from the fields this element lends it. Each field is saved when it changes, as one undo
 * step; ids are checked before saving. With nothing selected it shows the active tool's
 * kind's empty state (what the tool does; for regions, the list of them).
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
    kinds: { attribute: false },
    problem: { state: true },
  };

  /** The editor holding the map. */
  declare editor: Editor | undefined;
  /** Workspace path of the map. */
  declare path: string;
  /** What is selected on the map. */
  declare selection: MapSelection | undefined;
  /** The selection kind of the active tool's map kind, for the empty state: `location`, `entryPoint` or `region`. */
  declare kind: MapSelection['kind'] | undefined;
  /** The map kinds whose forms it shows (see src/map-kinds); every kind by default. */
  declare kinds: readonly MapKindView[];
  declare private problem: string;

  constructor() {
    super();
    this.path = '';
    this.problem = '';
    this.kinds = mapKindViews;
    new EditorController(this, () => this.editor);
  }

  private map(): MapDocument | undefined {
    return this.editor?.store.get(this.path, 'map')?.value;
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

  /** What refers to a location, entry point or region of this map (scenarios' set-ups and arrivals, tests). */
  private referencesTo(collection: MapCollection, index: number): Reference[] {
    const kinds: Partial<Record<MapCollection, 'location' | 'entry' | 'region'>> = { locations: 'location', entryPoints: 'entry', regions: 'region' };
    const kind = kinds[collection];
    const map = this.map();
    const id = (map?.[collection] as { id?: string }[] | undefined)?.[index]?.id;
    return kind && map && id && this.editor ? findReferences(this.editor.store.all(), { kind, map: map.id, id }) : [];
  }

  /** Deletes a selected location, entry point or region as its Delete button does: after showing what refers to it. */
  async deleteSelection(selection: MapSelection): Promise<void> {
    const collections: Partial<Record<MapSelection['kind'], MapCollection>> = { location: 'locations', entryPoint: 'entryPoints', region: 'regions' };
    const collection = collections[selection.kind];
    if (!collection || !('index' in selection)) return;
    const item = (this.map()?.[collection] as { id: string; name?: string }[] | undefined)?.[selection.index];
    if (item) await this.deleteItem(collection, selection.index, item.name ?? item.id);
  }

  /** Deletes the item after a dialog shows what refers to it; the references go with it, as one undo step. */
  private async deleteItem(collection: MapCollection, index: number, name: string): Promise<void> {
    const editor = this.editor;
    if (!editor) return;
    const references = this.referencesTo(collection, index);
    const dialog = this.renderRoot.querySelector<KsDeleteDialog>('ks-delete-dialog');
    if (!(await dialog?.ask({ what: name, references }))) return;
    deleteWithReferences(editor, `Delete ${name}`, references, () => editor.run(removeMapItem, this.path, { collection, index }));
    this.select(undefined);
    this.dispatchEvent(new KsAnnounceEvent(`Deleted ${name}${references.some((r) => r.removal) ? ' and the placements at it' : ''}`));
  }

  private text(
    label: string,
    value: string | undefined,
    onChange: (input: HTMLInputElement) => void,
    options: { id: string; required?: boolean; hint?: string } = { id: '' },
  ): TemplateResult {
    return html`<label for=${options.id}>${label}</label>
      <input id=${options.id} .value=${live(value ?? '')} ?required=${options.required} aria-describedby="problem" @change=${(e: Event) => onChange(e.target as HTMLInputElement)} />`;
  }

  private optional(collection: MapCollection, index: number, key: string, label: string) {
    return (input: HTMLInputElement) => this.edit(collection, index, { [key]: input.value.trim() === '' ? undefined : input.value.trim() }, label);
  }

  /** What this element lends the kinds' forms (see `InspectorForm`). */
  private readonly form: InspectorForm = ((host: KsPlaceInspector): InspectorForm => ({
    get editor() {
      return host.editor;
    },
    get path() {
      return host.path;
    },
    text: (label, value, onChange, options) => host.text(label, value, onChange, options),
    optional: (collection, index, key, label) => host.optional(collection, index, key, label),
    edit: (collection, index, changes, label) => host.edit(collection, index, changes, label),
    moveTo: (collection, index, input) => host.onHex(collection, index, input),
    select: (selection) => host.select(selection),
    entry: (kind, index, parts) => host.renderEntry(kind, index, parts),
  }))(this);

  protected override render() {
    const map = this.map();
    if (!map) return nothing;
    const s = this.selection;
    const form = s ? viewOfSelection(s.kind, this.kinds)?.inspector?.entry(this.form, map, s) : undefined;
    return form ?? this.renderEmpty(map);
  }

  private renderEmpty(map: MapDocument) {
    return (this.kind ? viewOfSelection(this.kind, this.kinds)?.inspector?.empty?.(this.form, map) : undefined) ?? nothing;
  }

  private renderEntry(kind: MapKind, index: number, parts: Parameters<InspectorForm['entry']>[2]) {
    const collection = kind.id as MapCollection;
    const item = this.map()?.[collection]?.[index] as { id: string; name?: string; notes?: string };
    const name = item.name ?? item.id;
    const referenced = describeReferences(this.referencesTo(collection, index));
    const title = capitalized(kind.noun);
    const rename = `Rename ${kind.noun}`;
    return html`<h2>${title}: ${name}</h2>
      ${parts.before ?? nothing}
      <form @submit=${(e: Event) => e.preventDefault()} aria-label=${`${title} ${name}`}>
        ${this.text('Id', item.id, (input) => this.onId(collection, index, input), { id: 'id', required: true })}
        ${this.text(
          'Name',
          item.name,
          parts.name === 'optional'
            ? this.optional(collection, index, 'name', rename)
            : (input) => (input.value.trim() ? this.edit(collection, index, { name: input.value.trim() }, rename) : undefined),
          {
            id: 'name',
            required: parts.name === 'required',
          },
        )}
        ${parts.fields}
        <label for="notes" class="full">Notes</label>
        <textarea id="notes" class="full" .value=${item.notes ?? ''} @change=${(e: Event) => this.optional(collection, index, 'notes', 'Edit notes')(e.target as HTMLInputElement)}></textarea>
      </form>
      <p class="error" id="problem" role="alert">${this.problem}</p>
      <p class="hint">${parts.hint} Scenarios refer to it by its id${referenced ? `: it is ${referenced}` : ''}.</p>
      <div class="actions">
        ${parts.actions ?? nothing}
        <button type="button" class="danger" @click=${() => void this.deleteItem(collection, index, name)}>Delete ${kind.noun}</button>
      </div>
      <ks-delete-dialog></ks-delete-dialog>`;
  }
}
