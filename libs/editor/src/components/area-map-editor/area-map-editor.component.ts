import { LitElement, html, nothing, svg, type PropertyValues } from 'lit';
import { isPointer, pointerTokens, type Area, type Connection, type MapDocument } from '@kriegsspiel/formats';
import {
  addMapItem,
  areaMapSvg,
  containsRect,
  indexOob,
  moveArea,
  removeArea,
  removeMapItem,
  setupStacks,
  uniqueId,
  updateMapItem,
  type Editor,
  type HistoryMark,
} from '@kriegsspiel/editor-core';
import { EditorController } from '../../controllers/editor-controller';
import { PanZoomController } from '../../controllers/pan-zoom-controller';
import { KsAnnounceEvent, type KsMinimapMoveEvent } from '../../events';
import '../minimap/minimap';
import { downloadText } from '../print-export';
import { sharedStyles } from '../shared.styles';
import { areaMapEditorStyles } from './area-map-editor.styles';
import { areaBox, areaMapBounds, areaMinimapPainter, areaPositions, edgePoint, kindStyle, labelPoint, type Point } from './area-graph';

export { areaBox, areaPositions };

/** What is selected in the graph. */
export type AreaSelection = { readonly kind: 'area'; readonly index: number } | { readonly kind: 'connection'; readonly index: number };

const snap = 10;
const idPattern = /^[a-z0-9][a-z0-9-]*$/;

/**
 * An area map (Napoleon's Eagles' wings, reserves and front lines) drawn as a graph you
 * edit: drag an area to move it (one undo step, Escape puts it back); drag from an area's
 * handle (or Shift-drag from the area) to another area to connect them with the chosen
 * kind; select an area or a connection to edit it beside the graph or delete it. Keyboard:
 * Tab to an area, arrows move it, C then Enter on another area connects, Delete deletes.
 * Export SVG saves the map for print, with the set-up of a scenario played on it.
 *
 * @event ks-announce - Says what an edit did.
 */
export class KsAreaMapEditor extends LitElement {
  static override styles = [sharedStyles, areaMapEditorStyles];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    selection: { attribute: false },
    connectKind: { type: String, attribute: 'connect-kind' },
    problem: { state: true },
    rubber: { state: true },
    exportUnits: { state: true },
  };

  /** The editor holding the map. */
  declare editor: Editor | undefined;
  /** Workspace path of the map. */
  declare path: string;
  /** The selected area or connection. */
  declare selection: AreaSelection | undefined;
  /** The kind new connections get (`feeds`, `front`, `adjacent`…). */
  declare connectKind: string;
  /** Whether Export SVG lists the units a scenario on this map sets up in each area. */
  declare private exportUnits: boolean;
  declare private problem: string;
  declare private rubber: { from: number; to?: Point } | undefined;

  private drag: { index: number; grab: Point; origin: Point; mark?: HistoryMark } | undefined;
  private frozenViewBox: string | undefined;

  constructor() {
    super();
    this.path = '';
    this.connectKind = '';
    this.problem = '';
    this.exportUnits = true;
    new EditorController(this, () => this.editor);
  }

  /** Wheel zoom, pinch, and a drag on the ground between areas pans (as on every map view). */
  private readonly panZoom = new PanZoomController(this, {
    surface: () => this.renderRoot?.querySelector('svg.graph'),
    bounds: () => areaMapBounds(this.map()?.areas ?? []),
    onChange: () => this.requestUpdate(),
    dragPans: (e) => !(e.target as Element | null)?.closest?.('.area, .connection'),
  });

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('path')) this.panZoom.refit();
  }

  private map(): MapDocument | undefined {
    return this.editor?.store.get(this.path, 'map')?.value;
  }

  private announce(message: string): void {
    this.dispatchEvent(new KsAnnounceEvent(message));
  }

  /** The kinds of connection the map uses, the chosen one first. */
  private kinds(map: MapDocument): string[] {
    const kinds = [...new Set((map.connections ?? []).map((c) => c.kind))];
    return kinds.length > 0 ? kinds : ['adjacent'];
  }

  private currentKind(map: MapDocument): string {
    return this.connectKind.trim() || (this.kinds(map)[0] as string);
  }

  /** Side colours from the orders of battle in the workspace (side ids are shared across a game's files). */
  private sideColours(): Map<string, string> {
    const out = new Map<string, string>();
    for (const doc of this.editor?.store.ofKind('oob') ?? []) {
      for (const side of doc.value.sides ?? []) if (side.color && !out.has(side.id)) out.set(side.id, side.color);
    }
    return out;
  }

  /** Saves the map as a vector SVG at print size (a download), with the units the map's first scenario sets up in each area when asked. */
  exportSvg(): void {
    const editor = this.editor;
    const map = this.map();
    if (!editor || !map) return;
    let units: Map<string, string[]> | undefined;
    const own = editor.store.get(this.path)?.mod;
    const scenarios = editor.store.ofKind('scenario').filter((d) => d.value.map === map.id);
    const scenario = this.exportUnits ? (scenarios.find((d) => d.mod === own) ?? scenarios[0])?.value : undefined;
    if (scenario) {
      const oob = editor.store.ofKind('oob').find((d) => d.value.id === scenario.oob)?.value;
      const index = oob ? indexOob(oob) : undefined;
      units = new Map();
      for (const stack of setupStacks(scenario).values()) {
        if (stack.at.area)
          units.set(
            stack.at.area,
            stack.units.map((u) => index?.units.get(u.id)?.unit.name ?? u.id),
          );
      }
    }
    const out = areaMapSvg(map, { sideColours: this.sideColours(), units });
    const name = `${map.id}.svg`;
    downloadText(name, out.svg, 'image/svg+xml');
    const shown = scenario ? `, with the set-up of ${scenario.name}` : '';
    this.announce(`Exported ${name}, ${out.inches.width.toFixed(2)} × ${out.inches.height.toFixed(2)} inches, vector${shown}`);
  }

  private viewBox(positions: readonly Point[]): string {
    if (this.frozenViewBox) return this.frozenViewBox;
    if (positions.length === 0) return '0 0 600 400';
    const pad = 40;
    const minX = Math.min(...positions.map((p) => p.x)) - areaBox.width / 2 - pad;
    const maxX = Math.max(...positions.map((p) => p.x)) + areaBox.width / 2 + pad;
    const minY = Math.min(...positions.map((p) => p.y)) - areaBox.height / 2 - pad;
    const maxY = Math.max(...positions.map((p) => p.y)) + areaBox.height / 2 + pad;
    return `${minX} ${minY} ${maxX - minX} ${maxY - minY}`;
  }

  private svgPoint(e: { clientX: number; clientY: number }): Point {
    const svgEl = this.renderRoot.querySelector('svg');
    const m = svgEl?.getScreenCTM();
    if (!svgEl || !m) return { x: e.clientX, y: e.clientY };
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  private areaAt(map: MapDocument, p: Point): number {
    const positions = areaPositions(map.areas ?? []);
    return positions.findIndex((c) => Math.abs(p.x - c.x) <= areaBox.width / 2 && Math.abs(p.y - c.y) <= areaBox.height / 2);
  }

  /** Selects the area or connection a JSON pointer names (a validation problem). */
  reveal(pointer: string): void {
    const [section, index] = isPointer(pointer) ? pointerTokens(pointer) : [];
    if (section === 'areas' || section === 'connections') this.select({ kind: section === 'areas' ? 'area' : 'connection', index: Number(index) });
  }

  /** Selects an area or connection (undefined clears). */
  select(selection: AreaSelection | undefined): void {
    this.selection = selection;
    this.problem = '';
  }

  /** Adds an area to the right of the others, selected. */
  addArea(): void {
    const map = this.map();
    if (!map || !this.editor) return;
    const areas = map.areas ?? [];
    const positions = areaPositions(areas);
    const x = positions.length > 0 ? Math.max(...positions.map((p) => p.x)) + 200 : 0;
    const y = positions.length > 0 ? Math.min(...positions.map((p) => p.y)) : 0;
    const id = uniqueId(
      'area',
      areas.map((a) => a.id),
    );
    this.editor.run(addMapItem, this.path, { collection: 'areas', item: { id, name: 'New area', position: { x, y } } satisfies Area });
    this.select({ kind: 'area', index: areas.length });
    this.announce(`Added area ${id}: name it beside the graph`);
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLInputElement>('#area-name')?.focus());
  }

  /** Connects two areas with the chosen kind (nothing when that connection exists). */
  connect(from: number, to: number): void {
    const map = this.map();
    const a = map?.areas?.[from];
    const b = map?.areas?.[to];
    if (!map || !a || !b || !this.editor || from === to) return;
    const kind = this.currentKind(map);
    const existing = (map.connections ?? []).findIndex((c) => c.kind === kind && ((c.from === a.id && c.to === b.id) || (c.from === b.id && c.to === a.id)));
    if (existing >= 0) {
      this.select({ kind: 'connection', index: existing });
      this.announce(`${a.name} and ${b.name} are already joined by ${kind}`);
      return;
    }
    this.editor.run(addMapItem, this.path, {
      collection: 'connections',
      item: { from: a.id, to: b.id, kind } satisfies Connection,
      label: `Connect ${a.name} to ${b.name}`,
    });
    this.select({ kind: 'connection', index: (map.connections ?? []).length });
    this.announce(`Connected ${a.name} to ${b.name} (${kind})`);
  }

  /** Deletes the selected area (with its connections) or connection. */
  deleteSelection(): void {
    const map = this.map();
    const s = this.selection;
    if (!map || !s || !this.editor) return;
    if (s.kind === 'area') {
      const area = map.areas?.[s.index];
      this.editor.run(removeArea, this.path, { index: s.index });
      this.announce(`Deleted area ${area?.name ?? ''}`);
    } else {
      this.editor.run(removeMapItem, this.path, { collection: 'connections', index: s.index });
      this.announce('Deleted the connection');
    }
    this.select(undefined);
  }

  private moveBy(index: number, dx: number, dy: number): void {
    const map = this.map();
    const at = map ? areaPositions(map.areas ?? [])[index] : undefined;
    if (!at || !this.editor) return;
    this.editor.run(moveArea, this.path, { index, position: { x: at.x + dx, y: at.y + dy } });
  }

  // Pointer gestures: drag an area, or drag a connection out of one.

  private onPointerDown = (e: PointerEvent): void => {
    const map = this.map();
    if (!map || e.button !== 0) return;
    const target = (e.composedPath()[0] as Element).closest?.('[data-area], [data-handle], [data-connection]');
    const p = this.svgPoint(e);
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    if (target?.hasAttribute('data-connection')) {
      this.select({ kind: 'connection', index: Number(target.getAttribute('data-connection')) });
      return;
    }
    const handle = target?.getAttribute('data-handle');
    const area = target?.getAttribute('data-area');
    if (handle !== null && handle !== undefined) {
      this.rubber = { from: Number(handle), to: p };
      return;
    }
    if (area === null || area === undefined) {
      this.select(undefined);
      return;
    }
    const index = Number(area);
    this.select({ kind: 'area', index });
    if (e.shiftKey) {
      this.rubber = { from: index, to: p };
      return;
    }
    const origin = areaPositions(map.areas ?? [])[index] as Point;
    this.drag = { index, grab: p, origin };
    this.frozenViewBox = this.viewBox(areaPositions(map.areas ?? []));
  };

  private onPointerMove = (e: PointerEvent): void => {
    if (this.rubber) {
      this.rubber = { ...this.rubber, to: this.svgPoint(e) };
      return;
    }
    const drag = this.drag;
    if (!drag || !this.editor) return;
    const p = this.svgPoint(e);
    const round = (v: number) => (e.altKey ? Math.round(v) : Math.round(v / snap) * snap);
    const position = { x: round(drag.origin.x + p.x - drag.grab.x), y: round(drag.origin.y + p.y - drag.grab.y) };
    const area = this.map()?.areas?.[drag.index];
    if (!area || (area.position?.x === position.x && area.position?.y === position.y)) return;
    drag.mark ??= this.editor.mark('Move area');
    this.editor.run(moveArea, this.path, { index: drag.index, position });
  };

  private onPointerUp = (e: PointerEvent): void => {
    const map = this.map();
    if (this.rubber && map) {
      const from = this.rubber.from;
      const to = this.areaAt(map, this.svgPoint(e));
      this.rubber = undefined;
      if (to >= 0 && to !== from) this.connect(from, to);
      return;
    }
    this.endDrag(true);
  };

  private endDrag(keep: boolean): void {
    const drag = this.drag;
    this.drag = undefined;
    this.frozenViewBox = undefined;
    if (!drag?.mark || !this.editor) {
      this.requestUpdate();
      return;
    }
    if (keep) this.editor.squash(drag.mark);
    else this.editor.bail(drag.mark);
    const area = this.map()?.areas?.[drag.index];
    this.announce(keep ? `Moved ${area?.name ?? 'the area'} to ${area?.position?.x}, ${area?.position?.y}` : 'Move cancelled');
  }

  private onKeyDown = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') {
      if (this.drag) {
        this.endDrag(false);
        e.preventDefault();
      } else if (this.rubber) {
        this.rubber = undefined;
        this.announce('Connection cancelled');
        e.preventDefault();
      }
    }
  };

  private onAreaKey(e: KeyboardEvent, index: number): void {
    const step = e.shiftKey ? 50 : snap;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[e.key];
    const map = this.map();
    if (move) {
      this.select({ kind: 'area', index });
      this.moveBy(index, move[0], move[1]);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      this.select({ kind: 'area', index });
      this.deleteSelection();
    } else if (e.key === 'c' || e.key === 'C') {
      this.rubber = { from: index };
      this.announce(`Connecting from ${map?.areas?.[index]?.name ?? 'this area'}: go to another area and press Enter (Escape cancels)`);
    } else if (e.key === 'Enter' || e.key === ' ') {
      if (this.rubber && this.rubber.from !== index) {
        const from = this.rubber.from;
        this.rubber = undefined;
        this.connect(from, index);
      } else {
        this.select({ kind: 'area', index });
      }
    } else {
      return;
    }
    e.preventDefault();
    e.stopPropagation();
  }

  private onConnectionKey(e: KeyboardEvent, index: number): void {
    if (e.key === 'Enter' || e.key === ' ') this.select({ kind: 'connection', index });
    else if (e.key === 'Delete' || e.key === 'Backspace') {
      this.select({ kind: 'connection', index });
      this.deleteSelection();
    } else return;
    e.preventDefault();
    e.stopPropagation();
  }

  // Inspector edits.

  private editArea(index: number, changes: Record<string, unknown>, label: string): void {
    this.problem = '';
    this.editor?.run(updateMapItem, this.path, { collection: 'areas', index, changes, label });
  }

  /** Changes an area's id and every connection and location that names it, as one step. */
  private renameAreaId(index: number, input: HTMLInputElement): void {
    const map = this.map();
    const area = map?.areas?.[index];
    const id = input.value.trim();
    if (!map || !area || !this.editor || id === area.id) return;
    if (!idPattern.test(id) || (map.areas ?? []).some((a, i) => i !== index && a.id === id)) {
      input.setAttribute('aria-invalid', 'true');
      this.problem = idPattern.test(id)
        ? `The id ${id} is taken on this map.`
        : 'An id is lower-case letters, digits and dashes, starting with a letter or digit.';
      return;
    }
    input.removeAttribute('aria-invalid');
    this.problem = '';
    const mark = this.editor.mark('Change area id');
    this.editor.run(updateMapItem, this.path, { collection: 'areas', index, changes: { id } });
    (map.connections ?? []).forEach((c, i) => {
      const changes: Record<string, unknown> = {};
      if (c.from === area.id) changes.from = id;
      if (c.to === area.id) changes.to = id;
      if (Object.keys(changes).length > 0) this.editor?.run(updateMapItem, this.path, { collection: 'connections', index: i, changes });
    });
    (map.locations ?? []).forEach((l, i) => {
      if (l.area === area.id) this.editor?.run(updateMapItem, this.path, { collection: 'locations', index: i, changes: { area: id } });
    });
    this.editor.squash(mark);
  }

  private optional(index: number, key: string, label: string, parse: (v: string) => unknown = (v) => v) {
    return (e: Event) => {
      const raw = (e.target as HTMLInputElement).value.trim();
      this.editArea(index, { [key]: raw === '' ? undefined : parse(raw) }, label);
    };
  }

  protected override render() {
    const map = this.map();
    if (!map) return html`<p class="error">This map is not loaded.</p>`;
    const areas = map.areas ?? [];
    const positions = areaPositions(areas);
    const index = new Map(areas.map((a, i) => [a.id, i]));
    const colours = this.sideColours();
    const kinds = this.kinds(map);
    const s = this.selection;
    const rubber = this.rubber;
    const rubberFrom = rubber ? positions[rubber.from] : undefined;
    return html`
      <div class="toolbar">
        <button type="button" @click=${() => this.addArea()}>Add area</button>
        <label for="connect-kind">New connections</label>
        <input id="connect-kind" list="kinds" size="12" .value=${this.connectKind || kinds[0] || ''} @change=${(e: Event) => (this.connectKind = (e.target as HTMLInputElement).value)} />
        <datalist id="kinds">${kinds.map((k) => html`<option value=${k}></option>`)}</datalist>
        <button type="button" ?disabled=${!s} @click=${() => this.deleteSelection()}>Delete</button>
        <p class="hint">Drag an area to move it; drag from its handle to another area to connect them.</p>
        <div class="export" role="group" aria-label="Export the map">
          <button type="button" title="Save the area map as an SVG file sized for print" @click=${() => this.exportSvg()}>Export SVG</button>
          <label><input type="checkbox" .checked=${this.exportUnits} @change=${(e: Event) => (this.exportUnits = (e.target as HTMLInputElement).checked)} /> with the set-up</label>
        </div>
      </div>
      <div class="body">
        <svg
          class="graph"
          role="group"
          aria-label=${`Area map ${map.name}: ${areas.length} areas, ${(map.connections ?? []).length} connections`}
          viewBox=${this.panZoom.fitted ? this.panZoom.viewBox() : this.viewBox(positions)}
          preserveAspectRatio="xMidYMid meet"
          @pointerdown=${this.onPointerDown}
          @pointermove=${this.onPointerMove}
          @pointerup=${this.onPointerUp}
          @pointercancel=${() => this.endDrag(false)}
          @keydown=${this.onKeyDown}
        >
          <defs>
            <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" fill="#3b3628"></path>
            </marker>
          </defs>
          ${(map.connections ?? []).map((c, i) => {
            const a = positions[index.get(c.from) ?? -1];
            const b = positions[index.get(c.to) ?? -1];
            if (!a || !b) return nothing;
            const p = edgePoint(a, b);
            const q = edgePoint(b, a);
            const style = kindStyle(c.kind);
            const names = `${areas[index.get(c.from) as number]?.name} to ${areas[index.get(c.to) as number]?.name}`;
            const at = labelPoint(p, q, positions);
            return svg`<g class="connection ${s?.kind === 'connection' && s.index === i ? 'selected' : ''}" data-connection=${i} tabindex="0" role="button"
              aria-label=${`${c.kind} connection, ${names}${c.oneWay ? ', one way' : ''}`} @keydown=${(e: KeyboardEvent) => this.onConnectionKey(e, i)}>
              <line class="hit" x1=${p.x} y1=${p.y} x2=${q.x} y2=${q.y}></line>
              <line class="line" x1=${p.x} y1=${p.y} x2=${q.x} y2=${q.y} stroke=${style.stroke} stroke-width=${style.width} stroke-dasharray=${style.dash ?? 'none'}
                marker-end=${c.oneWay ? 'url(#arrow)' : 'none'}></line>
              ${at ? svg`<text x=${at.x + 4} y=${at.y - 4}>${c.kind}</text>` : nothing}
            </g>`;
          })}
          ${areas.map((area, i) => {
            const c = positions[i] as Point;
            const colour = (area.side && colours.get(area.side)) || '#9a927c';
            const front = area.kind === 'front-line';
            const name = area.name.length > 26 ? `${area.name.slice(0, 25)}…` : area.name;
            // Names longer than the box are squeezed into it (the full name is in the label and the inspector).
            const squeeze = name.length > 15 ? areaBox.width - 26 : undefined;
            return svg`<g class="area ${s?.kind === 'area' && s.index === i ? 'selected' : ''}" data-area=${i} tabindex="0" role="button"
              aria-label=${`${area.name}${area.kind ? `, ${area.kind}` : ''}${area.side ? `, ${area.side}` : ''}. Arrows move it, C connects it, Delete deletes it.`}
              @keydown=${(e: KeyboardEvent) => this.onAreaKey(e, i)}>
              <rect class="body" x=${c.x - areaBox.width / 2} y=${c.y - areaBox.height / 2} width=${areaBox.width} height=${areaBox.height} rx="8"
                fill=${front ? '#ddd6c4' : '#ffffff'} stroke-dasharray=${area.kind === 'reserve' ? '6 4' : 'none'}></rect>
              ${front ? nothing : svg`<rect x=${c.x - areaBox.width / 2} y=${c.y - areaBox.height / 2} width="10" height=${areaBox.height} rx="4" fill=${colour}></rect>`}
              <text x=${c.x + 2} y=${c.y - 3} text-anchor="middle" textLength=${squeeze ?? nothing} lengthAdjust="spacingAndGlyphs">${name}</text>
              <text class="kind" x=${c.x + 2} y=${c.y + 14} text-anchor="middle">${[area.kind, area.side].filter(Boolean).join(' · ')}</text>
              <circle class="handle" data-handle=${i} cx=${c.x + areaBox.width / 2} cy=${c.y} r="7"><title>Drag to another area to connect</title></circle>
            </g>`;
          })}
          ${rubberFrom && rubber?.to ? svg`<line class="rubber" x1=${rubberFrom.x} y1=${rubberFrom.y} x2=${rubber.to.x} y2=${rubber.to.y}></line>` : nothing}
        </svg>
        <ks-minimap
          class="minimap"
          name="Overview of the area map"
          .bounds=${areaMapBounds(areas)}
          .visible=${this.panZoom.fitted ? this.panZoom.visible() : undefined}
        ?whole=${!this.panZoom.fitted || containsRect(this.panZoom.visible(), areaMapBounds(areas))}
          .paint=${areaMinimapPainter(areas, colours)}
          @ks-minimap-move=${(e: KsMinimapMoveEvent) => this.panZoom.centreOn(e.world)}
        ></ks-minimap>
        <aside aria-label="Inspector">${this.renderInspector(map, kinds)}</aside>
      </div>
    `;
  }

  private renderInspector(map: MapDocument, kinds: readonly string[]) {
    const s = this.selection;
    const areas = map.areas ?? [];
    if (s?.kind === 'area' && areas[s.index]) {
      const area = areas[s.index] as Area;
      const i = s.index;
      const sides = [...this.sideColours().keys()];
      return html`<h2>Area: ${area.name}</h2>
        <form @submit=${(e: Event) => e.preventDefault()} aria-label=${`Area ${area.name}`}>
          <label for="area-id">Id</label>
          <input id="area-id" .value=${area.id} @change=${(e: Event) => this.renameAreaId(i, e.target as HTMLInputElement)} />
          <label for="area-name">Name</label>
          <input id="area-name" .value=${area.name} @change=${(e: Event) => {
            const v = (e.target as HTMLInputElement).value.trim();
            if (v) this.editArea(i, { name: v }, 'Rename area');
          }} />
          <label for="area-kind">Kind</label>
          <input id="area-kind" list="area-kinds" .value=${area.kind ?? ''} @change=${this.optional(i, 'kind', 'Change area kind')} />
          <datalist id="area-kinds">${[...new Set(areas.map((a) => a.kind).filter(Boolean))].map((k) => html`<option value=${k as string}></option>`)}</datalist>
          <label for="area-side">Side</label>
          <input id="area-side" list="sides" .value=${area.side ?? ''} @change=${this.optional(i, 'side', 'Change area side')} />
          <datalist id="sides">${sides.map((k) => html`<option value=${k}></option>`)}</datalist>
          <label for="area-capacity">Capacity</label>
          <input id="area-capacity" type="number" min="0" .value=${area.capacity === undefined ? '' : String(area.capacity)} @change=${this.optional(i, 'capacity', 'Change capacity', (v) => Math.max(0, Math.round(Number(v))))} />
          <label for="area-notes">Notes</label>
          <textarea id="area-notes" .value=${area.notes ?? ''} @change=${this.optional(i, 'notes', 'Edit notes')}></textarea>
        </form>
        <p class="error" role="alert">${this.problem}</p>
        <button type="button" class="danger" @click=${() => this.deleteSelection()}>Delete area</button>`;
    }
    const connections = map.connections ?? [];
    if (s?.kind === 'connection' && connections[s.index]) {
      const c = connections[s.index] as Connection;
      const i = s.index;
      const edit = (changes: Record<string, unknown>, label: string) =>
        this.editor?.run(updateMapItem, this.path, { collection: 'connections', index: i, changes, label });
      const areaSelect = (id: string, end: 'from' | 'to') =>
        html`<select id=${`connection-${end}`} @change=${(e: Event) => edit({ [end]: (e.target as HTMLSelectElement).value }, 'Change connection')}>
          ${areas.map((a) => html`<option value=${a.id} ?selected=${a.id === id}>${a.name}</option>`)}
        </select>`;
      return html`<h2>Connection</h2>
        <form @submit=${(e: Event) => e.preventDefault()} aria-label="Connection">
          <label for="connection-from">From</label>${areaSelect(c.from, 'from')}
          <label for="connection-to">To</label>${areaSelect(c.to, 'to')}
          <label for="connection-kind">Kind</label>
          <input id="connection-kind" list="kinds" .value=${c.kind} @change=${(e: Event) => {
            const v = (e.target as HTMLInputElement).value.trim();
            if (v) edit({ kind: v }, 'Change connection kind');
          }} />
          <label for="connection-one-way">One way</label>
          <input id="connection-one-way" type="checkbox" .checked=${c.oneWay === true} @change=${(e: Event) => edit({ oneWay: (e.target as HTMLInputElement).checked ? true : undefined }, 'Change connection direction')} />
          <label for="connection-notes">Notes</label>
          <textarea id="connection-notes" .value=${c.notes ?? ''} @change=${(e: Event) => edit({ notes: (e.target as HTMLTextAreaElement).value.trim() || undefined }, 'Edit notes')}></textarea>
        </form>
        ${c.from === c.to ? html`<p class="error">A connection must join two different areas.</p>` : nothing}
        <button type="button" class="danger" @click=${() => this.deleteSelection()}>Delete connection</button>`;
    }
    return html`<h2>${map.name}</h2>
      <p class="hint">${areas.length} areas, ${connections.length} connections (${kinds.join(', ')}). Select an area or a connection to edit it.</p>
      <p class="hint">Keyboard: Tab to an area; arrows move it (Shift: further); C, then Enter on another area, connects them; Delete deletes.</p>`;
  }
}
