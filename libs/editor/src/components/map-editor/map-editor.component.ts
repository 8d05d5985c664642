import { LitElement, html } from 'lit';
import type { MapDocument, ModManifest, TerrainType } from '@kriegsspiel/formats';
import { mapDrawing, panTool, terrainBrush, terrainTypesFor, type ActionManager, type Editor, type MapDrawing, type MapToolDefinition, type StudioActionContext } from '@kriegsspiel/editor-core';
import { EditorController } from '../../controllers/editor-controller';
import { KsToolSelectEvent, type KsTerrainSelectEvent } from '../../events';
import { sharedStyles } from '../shared.styles';
import { mapEditorStyles } from './map-editor.styles';
import type { KsMapView } from '../map-view/map-view.component';

/** The tools of the map editor, in tool bar order. The next tools (hexsides, roads…) join this list. */
export const mapTools: readonly MapToolDefinition[] = [panTool, terrainBrush];

/** The manifests whose terrain a document may use: its mod's and the ruleset that mod extends. */
export function manifestsFor(editor: Editor, path: string): ModManifest[] {
  const doc = editor.store.get(path);
  const manifests = editor.store.all().filter((d) => d.kind === 'mod' && d.value !== undefined).map((d) => d.value as ModManifest);
  const own = manifests.find((m) => m.id === doc?.mod);
  const ruleset = own?.extends ? manifests.find((m) => m.id === own.extends?.mod) : undefined;
  return [ruleset, own].filter((m): m is ModManifest => m !== undefined);
}

/**
 * The editor of hex maps: a tool bar, a terrain palette and the map view. Tool shortcuts
 * are registered with the studio's action manager while the editor is shown.
 *
 * @event ks-tool-select - A tool was chosen.
 */
export class KsMapEditor extends LitElement {
  static override styles = [sharedStyles, mapEditorStyles];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    actions: { attribute: false },
    tools: { attribute: false },
    tool: { type: String },
    terrain: { type: String },
  };

  /** The editor holding the map document. */
  declare editor: Editor | undefined;
  /** Workspace path of the map. */
  declare path: string;
  /** The studio's action manager, for tool shortcuts. */
  declare actions: ActionManager<StudioActionContext> | undefined;
  /** The tools offered. */
  declare tools: readonly MapToolDefinition[];
  /** Id of the active tool. */
  declare tool: string;
  /** Id of the terrain the brush paints. */
  declare terrain: string | undefined;

  private drawingCache: { value: unknown; manifests: unknown[]; drawing: MapDrawing | { error: string } } | undefined;
  private registered: string[] = [];

  constructor() {
    super();
    this.path = '';
    this.tools = mapTools;
    this.tool = 'terrain-brush';
    new EditorController(this, () => this.editor);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    queueMicrotask(() => this.registerShortcuts());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const name of this.registered) this.actions?.unregister(name);
    this.registered = [];
  }

  private registerShortcuts(): void {
    if (!this.actions || this.registered.length > 0 || !this.isConnected) return;
    for (const tool of this.tools) {
      if (!tool.shortcut) continue;
      const name = `map-tool:${tool.id}`;
      this.actions.register({ name, label: tool.label, shortcuts: [tool.shortcut], perform: () => this.selectTool(tool.id) });
      this.registered.push(name);
    }
  }

  /** Shows the value a JSON pointer names: hexes, hexsides, paths and locations select their hex. */
  reveal(pointer: string): void {
    const map = this.map();
    const view = this.renderRoot.querySelector<KsMapView>('ks-map-view');
    if (!map || !view) return;
    const label = labelAt(map, pointer);
    if (label) view.reveal(label);
  }

  /** Chooses a tool by id. */
  selectTool(id: string): void {
    this.tool = id;
    this.dispatchEvent(new KsToolSelectEvent(id));
  }

  private map(): MapDocument | undefined {
    return this.editor?.store.get(this.path)?.value as MapDocument | undefined;
  }

  private drawing(): MapDrawing | { error: string } | undefined {
    const map = this.map();
    if (!map || !this.editor) return undefined;
    const manifests = manifestsFor(this.editor, this.path);
    const cached = this.drawingCache;
    if (cached && cached.value === map && cached.manifests.length === manifests.length && cached.manifests.every((m, i) => m === manifests[i])) return cached.drawing;
    // The previous drawing lends its grid when the grid settings did not change: no re-layout per brush dab.
    const previous = cached && !('error' in cached.drawing) ? cached.drawing : undefined;
    const drawing = mapDrawing(map, terrainTypesFor(map, manifests), previous);
    this.drawingCache = { value: map, manifests, drawing };
    return drawing;
  }

  protected override render() {
    const drawing = this.drawing();
    if (!drawing) return html`<p class="error">This map is not loaded.</p>`;
    if ('error' in drawing) return html`<p class="error">${drawing.error}</p>`;
    const hexTerrain = [...drawing.terrain.values()].filter((t): t is TerrainType => t.kind === 'hex');
    const terrain = this.terrain ?? drawing.map.terrain?.find((t) => t.kind === 'hex' && t.id !== drawing.map.defaultTerrain)?.id ?? hexTerrain.find((t) => t.id !== drawing.map.defaultTerrain)?.id;
    return html`
      <div class="toolbar">
        <div role="toolbar" aria-label="Map tools">
          ${this.tools.map(
            (t) => html`<button type="button" aria-pressed=${this.tool === t.id ? 'true' : 'false'} title=${t.shortcut ? `${t.label} (${t.shortcut})` : t.label} @click=${() => this.selectTool(t.id)}>
              ${t.label}${t.shortcut ? html` <kbd aria-hidden="true">${t.shortcut}</kbd>` : ''}
            </button>`,
          )}
        </div>
        ${this.tool === 'terrain-brush'
          ? html`<ks-terrain-palette
              label="Terrain to paint"
              .terrain=${hexTerrain}
              .value=${terrain}
              @ks-terrain-select=${(e: KsTerrainSelectEvent) => (this.terrain = e.terrain)}
            ></ks-terrain-palette>`
          : ''}
      </div>
      <ks-map-view
        .drawing=${drawing}
        .editor=${this.editor}
        .path=${this.path}
        .tools=${this.tools}
        .tool=${this.tool}
        .settings=${{ terrain }}
        name=${`Map ${drawing.map.name}`}
      ></ks-map-view>
    `;
  }
}

/** The hex label a pointer into a map document is about, if any. */
export function labelAt(map: MapDocument, pointer: string): string | undefined {
  const [, section, key, sub, index] = pointer.split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (section === 'hexes') return key;
  const i = Number(key);
  if (section === 'hexsides') return map.hexsides?.[i]?.between[sub === 'between' && index === '1' ? 1 : 0];
  if (section === 'paths') return map.paths?.[i]?.hexes[sub === 'hexes' && index !== undefined ? Number(index) : 0];
  if (section === 'locations') return map.locations?.[i]?.hex ?? map.locations?.[i]?.hexes?.[0];
  if (section === 'entryPoints') return map.entryPoints?.[i]?.hex;
  return undefined;
}
