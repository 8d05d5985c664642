// How the studio draws and inspects one map entity kind: the screen side of a MapKind of
// @kriegsspiel/editor-core, registered the same way (one file per kind, a list in
// index.ts). The map renderer paints every kind's layers in `z` order into its tiles; the
// place inspector shows the form of whichever kind owns the selection.
import type { TemplateResult } from 'lit';
import type { MapDocument } from '@kriegsspiel/formats';
import type { Editor, MapCollection, MapKind, MapSelection } from '@kriegsspiel/editor-core';
import type { PlacedHex, MapScene } from '../components/map-view/map-renderer';
import type { Ctx2D, MapRect } from '../components/map-view/map-paint';

/** What a layer paints with: one rectangle of the map at one scale. */
export interface LayerPaint {
  readonly ctx: Ctx2D;
  readonly scene: MapScene;
  /** The part of the map to paint, in map pixels. */
  readonly rect: MapRect;
  /** Device pixels per map pixel. */
  readonly scale: number;
  /** The hexes whose outline reaches into `rect`. */
  readonly visible: readonly PlacedHex[];
  /** A hex's size in device pixels (layers leave out detail too small to see). */
  readonly hexPx: number;
  /** Map pixels for `n` device pixels. */
  px(n: number): number;
  /** True for a thumbnail (the minimap): hex numbers and names are left out. */
  readonly thumbnail?: boolean;
}

/** One static layer of the map; layers are painted bottom up by `z`. */
export interface MapLayer {
  /** Terrain fills 0, the background picture 5, the grid 10, regions 20, roads 30, hexsides 40, hex labels 50, names 55, places 60, counters 70. */
  readonly z: number;
  draw(paint: LayerPaint): void;
}

/** What the place inspector lends a kind's form: its fields, its checks and its edits. */
export interface InspectorForm {
  readonly editor: Editor | undefined;
  readonly path: string;
  /** A labelled text field saved on change. */
  text(label: string, value: string | undefined, onChange: (input: HTMLInputElement) => void, options: { id: string; required?: boolean }): TemplateResult;
  /** The change handler of an optional text member: blank removes it. */
  optional(collection: MapCollection, index: number, key: string, label: string): (input: HTMLInputElement) => void;
  /** Sets or clears members of one entry as one undo step. */
  edit(collection: MapCollection, index: number, changes: Record<string, unknown>, label: string): void;
  /** Moves a place to the hex label typed in `input`, or says why it cannot. */
  moveTo(collection: 'locations' | 'entryPoints', index: number, input: HTMLInputElement): void;
  /** Changes the selection (the map follows). */
  select(selection: MapSelection | undefined): void;
  /**
   * The form of one entry of a list kind: heading, id and name, the kind's own `fields`,
   * notes, the hint and the delete button (after `actions`).
   */
  entry(
    kind: MapKind,
    index: number,
    parts: { name: 'required' | 'optional'; before?: unknown; fields: unknown; hint: string; actions?: unknown },
  ): TemplateResult;
}

/** The inspector of a kind's entries. */
export interface KindInspector {
  /** The form of a selected entry; undefined when the selection names no entry of the map. */
  entry(form: InspectorForm, map: MapDocument, selection: MapSelection): TemplateResult | undefined;
  /** What to show while the kind's tool is active and nothing is selected; no side panel when absent. */
  empty?(form: InspectorForm, map: MapDocument): TemplateResult;
}

/** How the studio shows one kind of thing on a hex map. */
export interface MapKindView {
  /** Its data side: pointer, hexes covered, tools. */
  readonly kind: MapKind;
  /** Its static layers. */
  readonly layers: readonly MapLayer[];
  /** Its form beside the map, when its entries can be selected. */
  readonly inspector?: KindInspector;
}
