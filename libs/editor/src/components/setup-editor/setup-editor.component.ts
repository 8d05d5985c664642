import { LitElement, html, nothing, svg } from 'lit';
import {
  containsRect,
  describePlace,
  editMembers,
  entryWays,
  facingsOf,
  indexOob,
  manifestsOfOob,
  mapDrawing,
  newArrival,
  panTool,
  pieceOfUnit,
  placeKey,
  placeUnits,
  scheduleUnits,
  setupSheet,
  setupStacks,
  terrainTypesFor,
  unplaceUnits,
  unplacedUnits,
  type CounterSymbol,
  type Editor,
  type MapDrawing,
  type MapToolDefinition,
  type PaperSize,
  type PrintablePiece,
  type SetupStack,
  type ViewRect,
} from '@kriegsspiel/editor-core';
import type { Area, MapDocument, Place, Placement, Unit } from '@kriegsspiel/formats';
import { EditorController } from '../../controllers/editor-controller';
import { KsAnnounceEvent, type KsMinimapMoveEvent } from '../../events';
import { PanZoomController } from '../../controllers/pan-zoom-controller';
import { areaBox, areaMapBounds, areaPositions, type Point } from '../area-map-editor/area-graph';
import '../minimap/minimap';
import { downloadText, printHtml } from '../print-export';
import { scenarioContext, type ScenarioContext } from '../../data/document-context';
import type { KsMapView } from '../map-view/map-view.component';
import { sharedStyles } from '../shared.styles';
import { dataEditorStyles } from '../data-editor.styles';
import { setupEditorStyles } from './setup-editor.styles';
import { setupPlaceTool } from './setup-place-tool';

const dragType = 'application/x-kriegsspiel-units';

/** Size of a stack's counter on the map, in CSS pixels. */
const markerSize = 26;

/** An area's box in the set-up's area map: a title line and a line per unit, in the map's units. */
const areaTitle = 26;
const areaLine = 18;
const areaHeight = (units: number) => areaTitle + areaLine * Math.max(1, units) + 6;

/** Where each area's box stands: the map's positions, rows spread apart when the tallest box needs room. */
function setupAreaLayout(areas: readonly Area[], unitsAt: (id: string) => number): { positions: Point[]; bounds: ViewRect; tallest: number } {
  const tallest = Math.max(areaBox.height, ...areas.map((a) => areaHeight(unitsAt(a.id))));
  // Rows of areas sit about 100 units apart (see area-graph): spread them when a box is taller.
  const spread = Math.max(1, (tallest + 14) / 100);
  const positions = areaPositions(areas).map((p) => ({ x: p.x, y: p.y * spread }));
  const moved = areas.map((a, i) => ({ ...a, position: positions[i] as Point }));
  return { positions, bounds: areaMapBounds(moved, tallest), tallest };
}

/**
 * The set-up of a scenario: drag units from the list of units not yet placed (neither set
 * up, nor in a pool, nor scheduled) onto hexes of the map or onto areas of an area map;
 * stacks show where units stand, and dragging a stack moves it. The chosen stack's
 * face-down, face and facing are toggled below the map. Keyboard: choose units in the
 * list, then a hex with the map's cursor and Enter, or type a place and press Place.
 * Every placement is one undo step.
 *
 * @event ks-announce - What was placed, or why not.
 */
export class KsSetupEditor extends LitElement {
  static override styles = [sharedStyles, dataEditorStyles, setupEditorStyles];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    chosen: { state: true },
    stack: { state: true },
    target: { state: true },
    dropArea: { state: true },
    filter: { state: true },
    paper: { state: true },
  };

  /** The editor holding the scenario. */
  declare editor: Editor | undefined;
  /** Workspace path of the scenario. */
  declare path: string;
  /** Ids of the units chosen to place. */
  declare chosen: readonly string[];
  /** Key of the stack shown below the map (`hex:0303`). */
  declare stack: string | undefined;
  /** The place typed in the keyboard form. */
  declare private target: string;
  declare private dropArea: string | undefined;
  declare private filter: string;
  /** The paper the set-up sheet is laid out for. */
  declare private paper: PaperSize;

  private drawingCache: { map: MapDocument; drawing: MapDrawing | { error: string } } | undefined;
  private readonly tools: readonly MapToolDefinition[];
  private frame = 0;
  private lastView = '';
  /** A gesture is moving the map's last picture: the stacks move with it instead of being laid out again. */
  private pictureMoved = false;

  constructor() {
    super();
    this.path = '';
    this.chosen = [];
    this.target = '';
    this.filter = '';
    this.paper = 'a4';
    this.tools = [setupPlaceTool((label) => this.onHex(label)), panTool];
    new EditorController(this, () => this.editor);
  }

  /** Wheel zoom, pinch and a drag on the ground between areas pan an area map, as on every map view. */
  private readonly areaZoom = new PanZoomController(this, {
    surface: () => this.renderRoot?.querySelector('svg.area-map'),
    bounds: () => this.areaLayout()?.bounds,
    onChange: () => this.requestUpdate(),
    // Until the person moves the map, the whole of it stays in view as the board changes size.
    onResize: () => {
      if (!this.areaZoom.fitted || this.areaZoom.view === this.areaFitted) {
        this.areaZoom.fit();
        this.areaFitted = this.areaZoom.view;
      }
      this.requestUpdate();
    },
    dragPans: (e) => !(e.target as Element | null)?.closest?.('.area'),
  });
  /** The view the area map was last fitted to. */
  private areaFitted: unknown;

  /** The layout of the area map shown, if the scenario's map is one. */
  private areaLayout(): ReturnType<typeof setupAreaLayout> | undefined {
    const ctx = this.context();
    const areas = ctx?.map?.grid ? undefined : ctx?.map?.areas;
    if (!ctx || !areas?.length) return undefined;
    const stacks = setupStacks(ctx.scenario);
    return setupAreaLayout(areas, (id) => stacks.get(`area:${id}`)?.units.length ?? 0);
  }

  /** The scenario's set-up, arrivals and pools as a printable page, for {@link paper}. */
  private sheet(ctx: ScenarioContext) {
    return setupSheet({ scenario: ctx.scenario, oob: ctx.oob?.oob, map: ctx.map, paper: this.paper });
  }

  /** Saves the set-up sheet as an HTML page (a download) and says what is on it. */
  downloadSheet(): void {
    const ctx = this.context();
    if (!ctx) return;
    const sheet = this.sheet(ctx);
    const name = `${ctx.scenario.id}-setup.html`;
    downloadText(name, sheet.html, 'text/html');
    const count = (list: 'setup' | 'arrivals') => sheet.sides.reduce((n, s) => n + s[list].reduce((k, r) => k + r.units.length, 0), 0);
    this.dispatchEvent(
      new KsAnnounceEvent(`Exported ${name}: ${count('setup')} units set up, ${count('arrivals')} arriving, for ${this.paper === 'a4' ? 'A4' : 'Letter'}`),
    );
  }

  private printSheet(): void {
    const ctx = this.context();
    if (ctx && !printHtml(this.sheet(ctx).html)) this.dispatchEvent(new KsAnnounceEvent('The browser blocked the print window; allow pop-ups for the studio'));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The map view pans and zooms on its own: follow its view so the stacks stay on their hexes.
    // During a gesture the view only moves its last picture, and the stacks are moved the same
    // way (one style change, no layout of every stack each frame) until the map is drawn again.
    const follow = () => {
      const view = this.mapView();
      if (view && view.onPictureMoved === undefined) {
        view.onPictureMoved = (transform) => {
          this.pictureMoved = true;
          const markers = this.renderRoot.querySelector<HTMLElement>('.markers');
          if (markers) markers.style.transform = transform;
        };
        view.onFrame = () => {
          if (!this.pictureMoved) return;
          this.pictureMoved = false;
          const markers = this.renderRoot.querySelector<HTMLElement>('.markers');
          if (markers) markers.style.transform = '';
          this.lastView = JSON.stringify(view.view);
          this.requestUpdate();
        };
      }
      const now = view ? JSON.stringify(view.view) : '';
      if (now !== this.lastView && !this.pictureMoved) {
        this.lastView = now;
        this.requestUpdate();
      }
      this.frame = requestAnimationFrame(follow);
    };
    this.frame = requestAnimationFrame(follow);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    cancelAnimationFrame(this.frame);
  }

  private context(): ScenarioContext | undefined {
    return this.editor ? scenarioContext(this.editor, this.path) : undefined;
  }

  private mapView(): KsMapView | null {
    return this.renderRoot.querySelector<KsMapView>('ks-map-view');
  }

  private drawing(ctx: ScenarioContext): MapDrawing | { error: string } | undefined {
    const map = ctx.map;
    if (!map || !this.editor || !ctx.mapPath) return undefined;
    if (this.drawingCache?.map === map) return this.drawingCache.drawing;
    const previous = this.drawingCache && !('error' in this.drawingCache.drawing) ? this.drawingCache.drawing : undefined;
    // The manifests of the map's mod and ruleset give its terrain, as for an order of battle.
    const drawing = mapDrawing(map, terrainTypesFor(map, manifestsOfOob(this.editor.store.all(), ctx.mapPath)), previous);
    this.drawingCache = { map, drawing };
    return drawing;
  }

  /** Shows the placement a pointer names: selects its stack and brings its hex into view. */
  reveal(pointer: string): void {
    const ctx = this.context();
    const m = /^\/setup\/(\d+)/.exec(pointer);
    const placement = m ? ctx?.scenario.setup?.[Number(m[1])] : undefined;
    if (!placement || Array.isArray(placement.at)) return;
    this.stack = placeKey(placement.at);
    const hex = this.hexOf(ctx as ScenarioContext, placement.at);
    if (hex) this.mapView()?.reveal(hex);
  }

  /** The hex a place stands on: a hex, or a location with a hex. */
  private hexOf(ctx: ScenarioContext, at: Place): string | undefined {
    if (at.hex) return at.hex;
    if (at.location) {
      const l = ctx.map?.locations?.find((x) => x.id === at.location);
      return l?.hex ?? l?.hexes?.[0];
    }
    return undefined;
  }

  /** Places units at a place (one undo step); tells why not when the place is unknown. */
  place(units: readonly string[], at: Place): boolean {
    const ctx = this.context();
    if (!ctx || !this.editor || units.length === 0) return false;
    const names = units.map((id) => (ctx.oob ? indexOob(ctx.oob.oob).units.get(id)?.unit.name : undefined) ?? id);
    const where = describePlace(at);
    const done = this.editor.run(placeUnits, this.path, { units, at, label: `Place ${names.join(', ')} on ${where}` });
    if (done) {
      this.dispatchEvent(new KsAnnounceEvent(`Placed ${names.join(', ')} on ${where}`));
      this.stack = placeKey(at);
      this.chosen = [];
    }
    return done;
  }

  /** Takes a unit off the map into a new scheduled arrival (one undo step) and says where it now arrives. */
  private arrivesLater(id: string, name: string, arrival: { turn: number; at: Place } | undefined): void {
    if (!arrival || !this.editor) return;
    const where = describePlace(arrival.at);
    if (this.editor.run(scheduleUnits, this.path, { units: [id], arrival, label: `${name} arrives later` })) {
      this.dispatchEvent(new KsAnnounceEvent(`${name} now arrives on turn ${arrival.turn} at ${where}: see Reinforcements`));
    }
  }

  private onHex(label: string): void {
    if (this.chosen.length > 0) this.place(this.chosen, { hex: label });
    else this.stack = setupStacks(this.context()?.scenario ?? ({} as never)).has(`hex:${label}`) ? `hex:${label}` : undefined;
  }

  private unitsFrom(e: DragEvent): string[] {
    const data = e.dataTransfer?.getData(dragType);
    return data ? (JSON.parse(data) as string[]) : [];
  }

  private onMapDrop(e: DragEvent, drawing: MapDrawing): void {
    e.preventDefault();
    const units = this.unitsFrom(e);
    const view = this.mapView();
    if (!view || units.length === 0) return;
    const rect = view.getBoundingClientRect();
    const hex = view.hexAt({ x: e.clientX - rect.left, y: e.clientY - rect.top });
    if (!hex || !drawing.grid.contains(hex)) {
      this.dispatchEvent(new KsAnnounceEvent('Drop the units on a hex of the map'));
      return;
    }
    this.place(units, { hex: drawing.grid.hexToLabel(hex) as string });
  }

  private piece(ctx: ScenarioContext, unit: Unit): PrintablePiece | undefined {
    const oob = ctx.oob;
    return oob ? pieceOfUnit(oob.oob, unit, oob.types.get(unit.type)?.symbol as CounterSymbol | undefined) : undefined;
  }

  private dragUnits(e: DragEvent, units: readonly string[]): void {
    e.dataTransfer?.setData(dragType, JSON.stringify(units));
    e.dataTransfer?.setData('text/plain', units.join(' '));
    if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
  }

  private renderUnplaced(ctx: ScenarioContext) {
    const oob = ctx.oob;
    if (!oob) return html`<p class="hint">The scenario's order of battle ${ctx.scenario.oob} is not in the workspace.</p>`;
    const index = indexOob(oob.oob);
    const needle = this.filter.toLowerCase();
    const units = unplacedUnits(ctx.scenario, oob.oob).filter((u) => needle === '' || u.name.toLowerCase().includes(needle) || u.id.includes(needle));
    const sideName = (id: string | undefined) => oob.oob.sides.find((s) => s.id === id)?.name ?? 'No side';
    const bySide = new Map<string, Unit[]>();
    for (const u of units) {
      const side = sideName(index.units.get(u.id)?.side);
      bySide.set(side, [...(bySide.get(side) ?? []), u]);
    }
    const toggle = (id: string) => (this.chosen = this.chosen.includes(id) ? this.chosen.filter((x) => x !== id) : [...this.chosen, id]);
    return html`<section class="unplaced" aria-labelledby="unplaced-title">
      <h3 id="unplaced-title">Not yet placed <span class="count">${unplacedUnits(ctx.scenario, oob.oob).length}</span></h3>
      <p class="hint">Neither set up, nor in a pool, nor scheduled. Drag onto the map, or choose and click ${ctx.map?.grid ? 'a hex' : 'an area'}.</p>
      <input type="search" aria-label="Filter the units not yet placed" placeholder="Filter" .value=${this.filter} @input=${(e: Event) => (this.filter = (e.target as HTMLInputElement).value)} />
      ${[...bySide].map(
        ([side, list]) => html`<h4>${side}</h4>
          <ul aria-label=${`${side}: units not yet placed`}>
            ${list.map((u) => {
              const p = this.piece(ctx, u);
              return html`<li>
                <button
                  type="button"
                  class="unit"
                  data-unit=${u.id}
                  draggable="true"
                  aria-pressed=${this.chosen.includes(u.id) ? 'true' : 'false'}
                  @click=${() => toggle(u.id)}
                  @dragstart=${(e: DragEvent) => this.dragUnits(e, this.chosen.includes(u.id) ? this.chosen : [u.id])}
                >
                  ${p ? html`<ks-counter-face .face=${p.front} .box=${{ ...p.box, width: 7, height: (7 * p.box.height) / p.box.width }} label=""></ks-counter-face>` : nothing}
                  <span>${u.name}</span><span class="id">${u.id}</span>
                </button>
              </li>`;
            })}
          </ul>`,
      )}
      ${units.length === 0 ? html`<p class="hint">Every unit is brought into play.</p>` : nothing}
    </section>`;
  }

  private renderPlaceForm(ctx: ScenarioContext, drawing: MapDrawing | undefined) {
    const areas = ctx.map?.areas ?? [];
    const kind = drawing ? 'hex' : areas.length > 0 ? 'area' : 'box';
    const text = this.target.trim();
    const problem =
      text === ''
        ? undefined
        : kind === 'hex'
          ? drawing?.grid.labelToHex(text).ok
            ? undefined
            : `Hex ${text} is not on the map.`
          : kind === 'area'
            ? areas.some((a) => a.id === text)
              ? undefined
              : `${text} is not an area of the map.`
            : undefined;
    return html`<form
      class="place-form row"
      aria-label="Place the chosen units"
      @submit=${(e: Event) => {
        e.preventDefault();
        if (problem || text === '') return;
        if (this.place(this.chosen, { [kind]: text } as Place)) this.target = '';
      }}
    >
      <span>${this.chosen.length === 0 ? 'Choose units to place' : `${this.chosen.length} chosen`}</span>
      <label class="row">On ${kind}
        <input id="place-target" list="place-choices" size="8" .value=${this.target} aria-invalid=${problem ? 'true' : 'false'} aria-describedby=${problem ? 'place-message' : nothing} @input=${(e: Event) => (this.target = (e.target as HTMLInputElement).value)} />
      </label>
      <datalist id="place-choices">${areas.map((a) => html`<option value=${a.id}>${a.name}</option>`)}</datalist>
      <button type="submit" ?disabled=${this.chosen.length === 0 || Boolean(problem) || text === ''}>Place</button>
      ${this.chosen.length > 0 ? html`<button type="button" @click=${() => (this.chosen = [])}>Clear choice</button>` : nothing}
      ${problem ? html`<span class="message" id="place-message" role="alert">${problem}</span>` : nothing}
    </form>`;
  }

  private renderStack(ctx: ScenarioContext, stack: SetupStack | undefined, facings: readonly string[] | undefined) {
    if (!stack) return html`<p class="hint stack-detail">Click a stack on the map to see and change it.</p>`;
    const placements = [...new Set(stack.units.map((u) => u.placement))];
    const name = (id: string) => (ctx.oob ? indexOob(ctx.oob.oob).units.get(id)?.unit.name : undefined) ?? id;
    const arrival = newArrival(ctx.scenario, ctx.map);
    const edit = (i: number, changes: Partial<Placement>, label: string) =>
      this.editor?.run(editMembers, this.path, { pointer: `/setup/${i}`, changes, label });
    return html`<section class="stack-detail" aria-label=${`Stack on ${describePlace(stack.at)}`}>
      <h3>On ${describePlace(stack.at)}</h3>
      ${placements.map((i) => {
        const p = ctx.scenario.setup?.[i] as Placement;
        return html`<div class="placement">
          <ol class="row" aria-label="Units, bottom of the stack first">
            ${(p.units ?? []).map(
              (id) =>
                html`<li class="chip">
                  ${name(id)}<button type="button" aria-label=${`${name(id)} arrives later`} title=${arrival ? `Take it off the map: it arrives on turn ${arrival.turn} at ${describePlace(arrival.at)} (change that in Reinforcements)` : 'The map has no place to arrive at'} ?disabled=${!arrival} @click=${() => this.arrivesLater(id, name(id), arrival)}>⤵</button
                  ><button type="button" aria-label=${`Take ${name(id)} off the set-up`} @click=${() => this.editor?.run(unplaceUnits, this.path, { units: [id], label: `Take ${name(id)} off the set-up` })}>✕</button>
                </li>`,
            )}
          </ol>
          <div class="row">
            <label class="row"><input type="checkbox" .checked=${p.faceDown === true} @change=${(e: Event) => edit(i, { faceDown: (e.target as HTMLInputElement).checked || undefined }, 'Toggle face down')} /> Face down</label>
            <label class="row"
              >Face
              <select @change=${(e: Event) => edit(i, { face: ((e.target as HTMLSelectElement).value || undefined) as Placement['face'] }, 'Set the face up')}>
                <option value="" ?selected=${!p.face}>(front, by default)</option>
                <option value="front" ?selected=${p.face === 'front'}>front</option>
                <option value="back" ?selected=${p.face === 'back'}>back (formation side)</option>
              </select></label
            >
            ${
              facings && stack.at.hex
                ? html`<label class="row"
                  >Facing
                  <select @change=${(e: Event) => edit(i, { facing: ((e.target as HTMLSelectElement).value || undefined) as Placement['facing'] }, 'Set the facing')}>
                    <option value="" ?selected=${!p.facing}>(none)</option>
                    ${facings.map((f) => html`<option value=${f} ?selected=${p.facing === f}>${f}</option>`)}
                  </select></label
                >`
                : nothing
            }
          </div>
        </div>`;
      })}
    </section>`;
  }

  private renderMarkers(ctx: ScenarioContext, stacks: ReadonlyMap<string, SetupStack>, drawing: MapDrawing) {
    const view = this.mapView();
    if (!view) return nothing;
    const zoom = view.view.zoom;
    const size = Math.max(14, Math.min(markerSize * 1.6, markerSize * zoom * 0.9));
    return [...stacks.values()].map((stack) => {
      const hex = this.hexOf(ctx, stack.at);
      const at = hex ? view.screenOf(hex) : undefined;
      if (!at || !drawing.grid.labelToHex(hex as string).ok) return nothing;
      // The stack sits below the hex's number, which is drawn across the top of the hex.
      const labelFloor = view.labelBottomOf(hex as string) ?? -Infinity;
      const top = stack.units.at(-1);
      const unit = top && ctx.oob ? indexOob(ctx.oob.oob).units.get(top.id)?.unit : undefined;
      const p = unit ? this.piece(ctx, unit) : undefined;
      const names = stack.units.map((u) => (ctx.oob ? indexOob(ctx.oob.oob).units.get(u.id)?.unit.name : undefined) ?? u.id);
      const faceDown = stack.units.some((u) => ctx.scenario.setup?.[u.placement]?.faceDown);
      return html`<button
        type="button"
        class="marker ${this.stack === stack.key ? 'selected' : ''}"
        data-stack=${stack.key}
        draggable="true"
        style=${`left: ${at.x - size / 2}px; top: ${Math.max(at.y - size / 2, labelFloor)}px; width: ${size}px; height: ${size}px`}
        aria-label=${`Stack on ${describePlace(stack.at)}: ${names.join(', ')}${faceDown ? ', face down' : ''}`}
        title=${names.join(', ')}
        @click=${() => (this.stack = stack.key)}
        @dragstart=${(e: DragEvent) =>
          this.dragUnits(
            e,
            stack.units.map((u) => u.id),
          )}
      >
        ${p ? html`<ks-counter-face .face=${faceDown ? p.back : p.front} .box=${{ ...p.box, width: (size * 25.4) / 96, height: (size * 25.4) / 96 }} label=""></ks-counter-face>` : nothing}
        ${stack.units.length > 1 ? html`<span class="badge">${stack.units.length}</span>` : nothing}
      </button>`;
    });
  }

  private renderAreas(ctx: ScenarioContext, stacks: ReadonlyMap<string, SetupStack>) {
    const areas = ctx.map?.areas ?? [];
    const layout = setupAreaLayout(areas, (id) => stacks.get(`area:${id}`)?.units.length ?? 0);
    const { bounds } = layout;
    const name = (id: string) => (ctx.oob ? indexOob(ctx.oob.oob).units.get(id)?.unit.name : undefined) ?? id;
    const colours = new Map((ctx.oob?.oob.sides ?? []).flatMap((s) => (s.color ? [[s.id, s.color] as const] : [])));
    const viewBox = this.areaZoom.fitted ? this.areaZoom.viewBox() : `${bounds.minX} ${bounds.minY} ${bounds.maxX - bounds.minX} ${bounds.maxY - bounds.minY}`;
    return html`<div class="area-board">
      <svg class="area-map" role="list" aria-label=${`Areas of ${ctx.map?.name ?? 'the map'}`} viewBox=${viewBox} preserveAspectRatio="xMidYMid meet">
        ${areas.map((a, i) => {
          const stack = stacks.get(`area:${a.id}`);
          const c = layout.positions[i] as Point;
          const h = areaHeight(stack?.units.length ?? 0);
          const colour = (a.side && colours.get(a.side)) || '#9a927c';
          return svg`<foreignObject x=${c.x - areaBox.width / 2} y=${c.y - h / 2} width=${areaBox.width} height=${h}>
            ${html`<div
              role="listitem"
              class="area ${this.dropArea === a.id ? 'drop' : ''} ${this.stack === `area:${a.id}` ? 'selected' : ''}"
              data-area=${a.id}
              style=${`border-left-color: ${colour}`}
              @dragover=${(e: DragEvent) => {
                if (!e.dataTransfer?.types.includes(dragType)) return;
                e.preventDefault();
                this.dropArea = a.id;
              }}
              @dragleave=${() => (this.dropArea = undefined)}
              @drop=${(e: DragEvent) => {
                e.preventDefault();
                this.dropArea = undefined;
                this.place(this.unitsFrom(e), { area: a.id });
              }}
            >
              <button type="button" class="area-name" title=${a.name} @click=${() => (this.chosen.length > 0 ? this.place(this.chosen, { area: a.id }) : (this.stack = `area:${a.id}`))}>${a.name}</button>
              <ul>
                ${(stack?.units ?? []).map((u) => {
                  const unit = ctx.oob ? indexOob(ctx.oob.oob).units.get(u.id)?.unit : undefined;
                  const p = unit ? this.piece(ctx, unit) : undefined;
                  return html`<li draggable="true" title=${name(u.id)} @dragstart=${(e: DragEvent) => this.dragUnits(e, [u.id])}>
                    ${p ? html`<ks-counter-face .face=${p.front} .box=${{ ...p.box, width: 3.6, height: 3.6 }} label=""></ks-counter-face>` : nothing}<span>${name(u.id)}</span>
                  </li>`;
                })}
              </ul>
            </div>`}
          </foreignObject>`;
        })}
      </svg>
      <ks-minimap
        class="minimap"
        name="Overview of the area map"
        .bounds=${bounds}
        .visible=${this.areaZoom.fitted ? this.areaZoom.visible() : undefined}
        ?whole=${!this.areaZoom.fitted || containsRect(this.areaZoom.visible(), bounds)}
        .paint=${areaPainter(areas, layout, colours)}
        @ks-minimap-move=${(e: KsMinimapMoveEvent) => this.areaZoom.centreOn(e.world)}
      ></ks-minimap>
    </div>`;
  }

  private renderSheetExport() {
    return html`<div class="sheet-export row" role="group" aria-label="Set-up sheet">
      <label class="row"
        >Set-up sheet on
        <select aria-label="Paper of the set-up sheet" @change=${(e: Event) => (this.paper = (e.target as HTMLSelectElement).value as PaperSize)}>
          <option value="a4" ?selected=${this.paper === 'a4'}>A4</option>
          <option value="letter" ?selected=${this.paper === 'letter'}>Letter</option>
        </select></label
      >
      <button type="button" title="Save a page listing each side's set-up, arrivals by turn and pools, to print" @click=${() => this.downloadSheet()}>Download sheet</button>
      <button type="button" title="Opens the sheet in a window and the browser's print dialog: choose Save as PDF" @click=${() => this.printSheet()}>Print…</button>
    </div>`;
  }

  protected override render() {
    const ctx = this.context();
    if (!ctx) return html`<p class="hint">This scenario is not loaded or not valid JSON.</p>`;
    const drawing = this.drawing(ctx);
    const grid = drawing && !('error' in drawing) ? drawing : undefined;
    const stacks = setupStacks(ctx.scenario);
    const ways = entryWays(ctx.scenario);
    const elsewhere = [...stacks.values()].filter((s) => !(grid && this.hexOf(ctx, s.at)) && !s.at.area);
    const draws = (ctx.scenario.setup ?? []).filter((p) => p.draw);
    return html`
      <div class="body">
        ${this.renderUnplaced(ctx)}
        <div class="board">
          <div class="top row">${this.renderPlaceForm(ctx, grid)}${this.renderSheetExport()}</div>
          ${
            grid
              ? html`<div class="map" @dragover=${(e: DragEvent) => e.dataTransfer?.types.includes(dragType) && e.preventDefault()} @drop=${(e: DragEvent) => this.onMapDrop(e, grid)}>
                <ks-map-view .drawing=${grid} .editor=${this.editor} .path=${ctx.mapPath ?? ''} .tools=${this.tools} tool="place-units" name=${`Set-up map ${grid.map.name}`}></ks-map-view>
                <div class="markers" @wheel=${(e: WheelEvent) => this.mapView()?.wheel(e)}>${this.renderMarkers(ctx, stacks, grid)}</div>
              </div>`
              : ctx.map?.areas?.length
                ? this.renderAreas(ctx, stacks)
                : html`<p class="hint">${drawing && 'error' in drawing ? drawing.error : `The map ${ctx.scenario.map} is not in the workspace.`}</p>`
          }
          <div class="below">
            ${this.renderStack(ctx, this.stack ? stacks.get(this.stack) : undefined, grid ? facingsOf(grid.grid.config.orientation) : undefined)}
            ${
              elsewhere.length > 0 || draws.length > 0
                ? html`<section class="elsewhere" aria-label="Off the map">
                  <h3>Off the map and drawn</h3>
                  <ul>
                    ${elsewhere.map((s) => html`<li><button type="button" class="small" @click=${() => (this.stack = s.key)}>${describePlace(s.at)}</button> ${s.units.map((u) => u.id).join(', ')}</li>`)}
                    ${draws.map((p) => html`<li>${p.draw?.count} drawn from ${p.draw?.pool} at ${describePlace(p.at)}${p.faceDown ? ', face down' : ''}</li>`)}
                  </ul>
                  <p class="hint">${[...ways.values()].filter((w) => w.way === 'pool').length} units wait in pools, ${[...ways.values()].filter((w) => w.way === 'schedule').length} are scheduled.</p>
                </section>`
                : nothing
            }
          </div>
        </div>
      </div>
    `;
  }
}

const areaPainters = new WeakMap<readonly Area[], { tallest: number; paint: (ctx: CanvasRenderingContext2D) => void }>();

/** Paints the set-up's area map small for the minimap: each area's box in its side's colour; one painter per list of areas and box height. */
function areaPainter(
  areas: readonly Area[],
  layout: ReturnType<typeof setupAreaLayout>,
  colours: ReadonlyMap<string, string>,
): (ctx: CanvasRenderingContext2D) => void {
  const known = areaPainters.get(areas);
  if (known && known.tallest === layout.tallest) return known.paint;
  const paint = (ctx: CanvasRenderingContext2D) => {
    areas.forEach((area, i) => {
      const c = layout.positions[i] as Point;
      ctx.fillStyle = (area.side && colours.get(area.side)) || '#9a927c';
      ctx.fillRect(c.x - areaBox.width / 2, c.y - layout.tallest / 2, areaBox.width, layout.tallest);
    });
  };
  areaPainters.set(areas, { tallest: layout.tallest, paint });
  return paint;
}
