import { LitElement, html, nothing } from 'lit';
import type { MapDocument, ModManifest, TerrainType } from '@kriegsspiel/formats';
import {
  counterStacks,
  describeShortcut,
  hexOfPointer,
  mapDrawing,
  mapEditorTools,
  mapKindAt,
  resolveWorkspacePath,
  terrainTypesFor,
  type ActionManager,
  type CounterStack,
  type Editor,
  type MapDrawing,
  type MapSelection,
  type MapToolDefinition,
  type MapToolSettings,
  type StudioActionContext,
} from '@kriegsspiel/editor-core';
import { EditorController } from '../../controllers/editor-controller';
import { KsAnnounceEvent, KsToolSelectEvent, type KsMapDeleteRequestEvent, type KsMapSelectEvent, type KsTerrainSelectEvent } from '../../events';
import { sharedStyles } from '../shared.styles';
import { mapEditorStyles } from './map-editor.styles';
import type { KsMapView } from '../map-view/map-view.component';
import type { KsAreaMapEditor } from '../area-map-editor/area-map-editor.component';
import type { KsPlaceInspector } from '../place-inspector/place-inspector.component';
import { mapKindViews, viewOfSelection, viewOfTool, type MapKindView } from '../../map-kinds';

/** The tools of the map editor, in tool bar order: pan, every map kind's tools, the grid settings. */
export const mapTools: readonly MapToolDefinition[] = mapEditorTools();
const toolsOfKinds = new WeakMap<readonly MapKindView[], readonly MapToolDefinition[]>([[mapKindViews, mapTools]]);

/** The manifests whose terrain a document may use: its mod's and the ruleset that mod extends. */
export function manifestsFor(editor: Editor, path: string): ModManifest[] {
  const doc = editor.store.get(path);
  const manifests = editor.store.ofKind('mod').map((d) => d.value);
  const own = manifests.find((m) => m.id === doc?.mod);
  const ruleset = own?.extends ? manifests.find((m) => m.id === own.extends?.mod) : undefined;
  return [ruleset, own].filter((m): m is ModManifest => m !== undefined);
}

/** The scenarios in the store that are played on a map, the map's own mod's first. */
export function scenariosOfMap(editor: Editor, mapPath: string): { path: string; name: string }[] {
  const map = editor.store.get(mapPath, 'map');
  const id = map?.value.id;
  return editor.store
    .ofKind('scenario')
    .filter((d) => d.value.map === id)
    .sort((a, b) => Number(b.mod === map?.mod) - Number(a.mod === map?.mod) || (a.path < b.path ? -1 : 1))
    .map((d) => ({ path: d.path, name: d.value.name }));
}

/**
 * The editor of maps: a tool bar (every tool with its key), the palette the active tool
 * needs, the map view with the set-up of a scenario drawn on it, and beside it the
 * inspector of the selected place or the grid settings. Maps that also have areas get a
 * second view, the area graph. Tool shortcuts are registered with the studio's action
 * manager while the editor is shown.
 *
 * The Background tool lines up a picture of a printed map under the grid, to trace it;
 * Export saves the map as a PNG at print resolution or as a vector SVG at print size.
 *
 * @event ks-tool-select - A tool was chosen.
 * @event ks-announce - Says what an export saved.
 */
export class KsMapEditor extends LitElement {
  static override styles = [sharedStyles, mapEditorStyles];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    actions: { attribute: false },
    tools: { attribute: false },
    kinds: { attribute: false },
    tool: { type: String },
    terrain: { type: String },
    hexsideTerrain: { type: String, attribute: 'hexside-terrain' },
    pathTerrain: { type: String, attribute: 'path-terrain' },
    scenario: { type: String },
    view: { type: String },
    exportCounters: { type: Boolean, attribute: 'export-counters' },
    selection: { state: true },
  };

  /** The editor holding the map document. */
  declare editor: Editor | undefined;
  /** Workspace path of the map. */
  declare path: string;
  /** The studio's action manager, for tool shortcuts. */
  declare actions: ActionManager<StudioActionContext> | undefined;
  /** The tools offered; when unset, pan, the kinds' tools and the grid settings. */
  declare tools: readonly MapToolDefinition[] | undefined;
  /** The map kinds edited (see src/map-kinds): their tools, layers and inspectors; every kind by default. */
  declare kinds: readonly MapKindView[];
  /** Id of the active tool. */
  declare tool: string;
  /** Id of the terrain the brush and the fill paint. */
  declare terrain: string | undefined;
  /** Id of the hexside terrain the hexside tool puts down. */
  declare hexsideTerrain: string | undefined;
  /** Id of the road or trail terrain the road tool draws. */
  declare pathTerrain: string | undefined;
  /** Workspace path of the scenario whose set-up is drawn; '' for none; the first scenario on this map when absent. */
  declare scenario: string | undefined;
  /** `grid` (the hex map) or `areas` (the area graph), for maps that have both. */
  declare view: 'grid' | 'areas';
  /** Whether an export draws the counters of the scenario shown. */
  declare exportCounters: boolean;
  declare private selection: MapSelection | undefined;

  private drawingCache: { value: unknown; manifests: unknown[]; drawing: MapDrawing | { error: string } } | undefined;
  private countersCache: { inputs: unknown[]; stacks: readonly CounterStack[] } | undefined;
  private settingsCache: { key: string; settings: MapToolSettings } | undefined;
  private registered: string[] = [];

  constructor() {
    super();
    this.path = '';
    this.kinds = mapKindViews;
    this.tool = 'terrain-brush';
    this.view = 'grid';
    this.exportCounters = true;
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
    for (const tool of this.toolList()) {
      if (!tool.shortcut) continue;
      const name = `map-tool:${tool.id}`;
      this.actions.register({ name, label: tool.label, shortcuts: [tool.shortcut], perform: () => this.selectTool(tool.id) });
      this.registered.push(name);
    }
  }

  /** Shows the value a JSON pointer names: hexes, hexsides, paths and places select their hex; places and areas open in the inspector. */
  reveal(pointer: string): void {
    const map = this.map();
    if (!map) return;
    const [, section, index] = pointer.split('/');
    if ((section === 'areas' || section === 'connections') && map.areas) {
      this.view = 'areas';
      void this.updateComplete.then(() =>
        this.renderRoot
          .querySelector<KsAreaMapEditor>('ks-area-map-editor')
          ?.select({ kind: section === 'areas' ? 'area' : 'connection', index: Number(index) }),
      );
      return;
    }
    const kinds = this.kinds.map((v) => v.kind);
    const at = mapKindAt(pointer, kinds);
    const selection = at?.kind.selectionAt?.(map, at.tokens);
    const tool = at?.kind.tools[0];
    if (selection && tool) {
      this.selectTool(tool.id);
      this.selection = selection;
    }
    const label = hexOfPointer(map, pointer, kinds);
    const view = this.view === 'grid' ? this.renderRoot.querySelector<KsMapView>('ks-map-view') : null;
    this.view = 'grid';
    if (label && view) view.reveal(label);
    else if (label) void this.updateComplete.then(() => this.renderRoot.querySelector<KsMapView>('ks-map-view')?.reveal(label));
  }

  /** The tools offered: {@link tools}, or those of the kinds (the same array while the kinds are). */
  private toolList(): readonly MapToolDefinition[] {
    if (this.tools) return this.tools;
    let tools = toolsOfKinds.get(this.kinds);
    if (!tools) {
      tools = mapEditorTools(this.kinds.map((v) => v.kind));
      toolsOfKinds.set(this.kinds, tools);
    }
    return tools;
  }

  /** Chooses a tool by id. */
  selectTool(id: string): void {
    if (this.tool !== id) this.selection = undefined;
    this.tool = id;
    this.view = 'grid';
    this.dispatchEvent(new KsToolSelectEvent(id));
  }

  /** Saves the map as a PNG at print resolution or a vector SVG at print size (a download), with the counters shown when {@link exportCounters}. */
  async exportMap(format: 'png' | 'svg'): Promise<void> {
    const view = this.renderRoot.querySelector<KsMapView>('ks-map-view');
    const map = this.map();
    if (!view || !map) return;
    const size = view.exportSize();
    const blob = await view.exportMap(format, { counters: this.exportCounters });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${map.id}.${format}`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    const reduced = size?.reduced ? ' (reduced: the map is too large for a canvas at 300 dpi)' : '';
    // The SVG is vector: its size is the printed one, a map pixel to 1/96 inch.
    const inches = (px: number) => (px / 96).toFixed(2);
    const measure =
      format === 'svg' && size
        ? `${inches(size.rect.maxX - size.rect.minX)} × ${inches(size.rect.maxY - size.rect.minY)} inches, vector`
        : `${size?.width} × ${size?.height} pixels${reduced}`;
    this.dispatchEvent(new KsAnnounceEvent(`Exported ${link.download}, ${measure}`));
  }

  /** The address of the map's background picture, if it has one and the workspace serves images. */
  private backgroundUrl(map: MapDocument): string | undefined {
    const image = map.background?.image;
    const file = image ? resolveWorkspacePath(this.path, image) : undefined;
    return file ? this.editor?.imageUrl(file) : undefined;
  }

  private map(): MapDocument | undefined {
    return this.editor?.store.get(this.path, 'map')?.value;
  }

  private drawing(): MapDrawing | { error: string } | undefined {
    const map = this.map();
    if (!map || !this.editor) return undefined;
    const manifests = manifestsFor(this.editor, this.path);
    const cached = this.drawingCache;
    if (cached && cached.value === map && cached.manifests.length === manifests.length && cached.manifests.every((m, i) => m === manifests[i]))
      return cached.drawing;
    // The previous drawing lends its grid when the grid settings did not change: no re-layout per brush dab.
    const previous = cached && !('error' in cached.drawing) ? cached.drawing : undefined;
    const drawing = mapDrawing(map, terrainTypesFor(map, manifests), previous);
    this.drawingCache = { value: map, manifests, drawing };
    return drawing;
  }

  /** The set-up of the chosen scenario as stacks; the same array until one of its inputs changes. */
  private counters(map: MapDocument): readonly CounterStack[] {
    const editor = this.editor;
    if (!editor) return [];
    const path = this.scenario ?? scenariosOfMap(editor, this.path)[0]?.path;
    const scenario = path ? editor.store.get(path, 'scenario')?.value : undefined;
    const oob = scenario ? editor.store.ofKind('oob').find((d) => d.value.id === scenario.oob)?.value : undefined;
    const manifests = scenario ? manifestsFor(editor, path as string) : [];
    // Counters depend on the set-up, the OOB and the map's places, not on its terrain.
    const inputs = [scenario, oob, map.grid, map.locations, map.entryPoints, map.regions, ...manifests];
    const cached = this.countersCache;
    if (cached && cached.inputs.length === inputs.length && cached.inputs.every((x, i) => x === inputs[i])) return cached.stacks;
    const stacks = scenario ? counterStacks(scenario, oob, map, manifests) : [];
    this.countersCache = { inputs, stacks };
    return stacks;
  }

  private settings(terrain: string | undefined, hexside: string | undefined, path: string | undefined): MapToolSettings {
    const key = `${terrain}|${hexside}|${path}`;
    if (this.settingsCache?.key !== key) this.settingsCache = { key, settings: { terrain, hexsideTerrain: hexside, pathTerrain: path } };
    return this.settingsCache.settings;
  }

  protected override render() {
    const drawing = this.drawing();
    const map = this.map();
    if (!drawing || !map) return html`<p class="error">This map is not loaded.</p>`;
    const hasAreas = Array.isArray(map.areas);
    const views = hasAreas && map.grid ? this.renderViewSwitch() : nothing;
    if ((this.view === 'areas' || !map.grid) && hasAreas)
      return html`<div class="toolbar">${views}</div><ks-area-map-editor .editor=${this.editor} .path=${this.path}></ks-area-map-editor>`;
    if ('error' in drawing) return html`<div class="toolbar">${views}</div><p class="error">${drawing.error}</p>`;

    const all = [...drawing.terrain.values()];
    const ofKind = (kind: TerrainType['kind']) => all.filter((t) => t.kind === kind);
    const hexTerrain = ofKind('hex');
    const hexsideTerrain = ofKind('hexside');
    const pathTerrain = ofKind('path');
    const pick = (chosen: string | undefined, list: TerrainType[], fallback?: string) =>
      chosen && list.some((t) => t.id === chosen) ? chosen : (fallback ?? list[0]?.id);
    const terrain = pick(
      this.terrain,
      hexTerrain,
      (drawing.map.terrain?.find((t) => t.kind === 'hex' && t.id !== map.defaultTerrain) ?? hexTerrain.find((t) => t.id !== map.defaultTerrain))?.id,
    );
    const hexside = pick(this.hexsideTerrain, hexsideTerrain);
    const path = pick(this.pathTerrain, pathTerrain, pathTerrain.find((t) => /road/.test(t.id))?.id);
    const scenarios = this.editor ? scenariosOfMap(this.editor, this.path) : [];
    const scenarioPath = this.scenario ?? scenarios[0]?.path ?? '';
    const counters = this.counters(map);
    const tool = this.tool;
    const tools = this.toolList();
    const active = tools.find((t) => t.id === tool);
    const chosen = { terrain, hexsideTerrain: hexside, pathTerrain: path };
    const palette = (label: string, list: TerrainType[], value: string | undefined, set: (id: string) => void) =>
      list.length > 0
        ? html`<ks-terrain-palette label=${label} .terrain=${list} .value=${value} @ks-terrain-select=${(e: KsTerrainSelectEvent) => set(e.terrain)}></ks-terrain-palette>`
        : html`<span class="hint">This map and its ruleset define no ${label.toLowerCase()}.</span>`;
    // The inspector shows while the tool's kind has an empty state, or while a kind's entry is selected.
    const toolKind = viewOfTool(tool, this.kinds);
    const inspectorKind = toolKind?.inspector?.empty ? toolKind.kind.selects : undefined;
    const side =
      tool === 'grid'
        ? html`<ks-grid-settings .editor=${this.editor} .path=${this.path}></ks-grid-settings>`
        : tool === 'background'
          ? html`<ks-background-settings .editor=${this.editor} .path=${this.path}></ks-background-settings>`
          : inspectorKind || (this.selection && viewOfSelection(this.selection.kind, this.kinds))
            ? html`<ks-place-inspector .editor=${this.editor} .path=${this.path} .kinds=${this.kinds} .selection=${this.selection} .kind=${inspectorKind} @ks-map-select=${(e: KsMapSelectEvent) => (this.selection = e.selection)}></ks-place-inspector>`
            : undefined;

    return html`
      <div class="toolbar">
        <div role="toolbar" aria-label="Map tools">
          ${tools.map(
            (t) =>
              html`<button type="button" aria-pressed=${tool === t.id ? 'true' : 'false'} title=${t.shortcut ? `${t.label} (${describeShortcut(t.shortcut)})` : t.label} @click=${() => this.selectTool(t.id)}>
                ${t.label}${t.shortcut ? html` <kbd aria-hidden="true">${describeShortcut(t.shortcut)}</kbd>` : ''}
              </button>`,
          )}
        </div>
        ${views}
        <label class="counters"
          >Counters
          <select @change=${(e: Event) => (this.scenario = (e.target as HTMLSelectElement).value)}>
            <option value="" ?selected=${scenarioPath === ''}>None</option>
            ${scenarios.map((s) => html`<option value=${s.path} ?selected=${s.path === scenarioPath}>${s.name}</option>`)}
          </select></label
        >
        <div class="export" role="group" aria-label="Export the map">
          <button type="button" title="Save the whole map as a PNG picture at 300 dpi" @click=${() => void this.exportMap('png')}>Export PNG</button>
          <button type="button" title="Save the whole map as an SVG file sized for print" @click=${() => void this.exportMap('svg')}>Export SVG</button>
          <label
            ><input type="checkbox" .checked=${this.exportCounters} @change=${(e: Event) => (this.exportCounters = (e.target as HTMLInputElement).checked)} /> with
            counters</label
          >
        </div>
      </div>
      <div class="toolbar secondary">
        ${active?.palette ? palette(active.palette.label, ofKind(active.palette.terrain), chosen[active.palette.setting], (id) => (this[active.palette?.setting ?? 'terrain'] = id)) : nothing}
        <p class="hint" id="tool-hint">${active?.hint ?? ''}</p>
      </div>
      <div class="body">
        <ks-map-view
          .drawing=${drawing}
          .editor=${this.editor}
          .path=${this.path}
          .tools=${tools}
          .tool=${tool}
          .settings=${this.settings(terrain, hexside, path)}
          .selection=${this.selection}
          .counters=${counters}
          .kinds=${this.kinds}
          .backgroundUrl=${this.backgroundUrl(map)}
          name=${`Map ${drawing.map.name}`}
          ask-before-delete
          @ks-map-select=${(e: KsMapSelectEvent) => (this.selection = e.selection)}
          @ks-map-delete-request=${(e: KsMapDeleteRequestEvent) => void this.renderRoot.querySelector<KsPlaceInspector>('ks-place-inspector')?.deleteSelection(e.selection)}
        ></ks-map-view>
        ${side ? html`<aside aria-label=${tool === 'grid' ? 'Grid settings' : tool === 'background' ? 'Background image' : 'Inspector'}>${side}</aside>` : nothing}
      </div>
    `;
  }

  private renderViewSwitch() {
    const tab = (id: 'grid' | 'areas', label: string) =>
      html`<button type="button" role="tab" aria-selected=${this.view === id ? 'true' : 'false'} @click=${() => (this.view = id)}>${label}</button>`;
    return html`<div role="tablist" aria-label="Map views" class="views">${tab('grid', 'Hex grid')}${tab('areas', 'Areas')}</div>`;
  }
}

/** The hex label a pointer into a map document is about, if any (the map kinds say). */
export function labelAt(map: MapDocument, pointer: string): string | undefined {
  return hexOfPointer(map, pointer);
}
