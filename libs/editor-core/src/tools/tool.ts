// Map tools are small state machines, as tldraw's StateNode: the map view forwards
// pointer and key events to the active tool, which edits through the editor's commands
// and gestures. A tool knows nothing of canvas or DOM events: the view hands it map
// coordinates and the hex under the pointer, so tools are tested without a browser.
//
// To add a tool: write a `MapToolDefinition` in its own file (one `create()` returning a
// fresh `MapTool` per view), export it, and add it to the list the map view receives.
import type { Grid, Hex, Layout, Point } from '@kriegsspiel/hex';
import type { MapDocument, TerrainType } from '@kriegsspiel/formats';
import type { Editor } from '../editor';
import type { KeyLike } from '../shortcuts/shortcut';

/** A pointer event as a tool sees it. */
export interface MapPointer {
  /** Position in map pixels (the layout's space, before pan and zoom). */
  readonly point: Point;
  /** Position in CSS pixels from the view's top left (for tools that pan). */
  readonly screen: Point;
  /** The hex under the pointer, on the map or not. */
  readonly hex: Hex;
  /** Its printed label; undefined off the map. */
  readonly label?: string;
  /** The button that changed (0 primary, 1 middle, 2 secondary), as in DOM pointer events. */
  readonly button: number;
  /** The buttons held down (bit 1 primary). */
  readonly buttons: number;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}

/** Settings the tool bar and palettes set and tools read (the brush's terrain…). Editors add fields. */
export interface MapToolSettings {
  /** Hex terrain id the terrain brush paints. */
  terrain?: string;
  readonly [setting: string]: unknown;
}

/** What a tool may use. */
export interface MapToolContext {
  readonly editor: Editor;
  /** Path of the map document the view shows. */
  readonly path: string;
  /** The map as it is now (after every edit so far). */
  map(): MapDocument;
  readonly grid: Grid;
  readonly layout: Layout;
  /** The terrain types the map may use (its ruleset's, its mod's and its own), by id. */
  readonly terrainTypes: ReadonlyMap<string, TerrainType>;
  readonly settings: MapToolSettings;
  /** Pans the view by CSS pixels. */
  panBy(dx: number, dy: number): void;
  /** Redraws the view (tools that show a preview). */
  requestRender(): void;
  /** A short message for the status bar ("Pick a terrain first"). */
  announce(message: string): void;
}

/** One active tool in one map view. Every handler is optional. */
export interface MapTool {
  /** The current state of the machine (`idle`, `painting`…), for the view's cursor and tests. */
  readonly state: string;
  onEnter?(ctx: MapToolContext): void;
  /** The tool is being switched away: end or cancel what is in progress. */
  onExit?(ctx: MapToolContext): void;
  onPointerDown?(ctx: MapToolContext, e: MapPointer): void;
  onPointerMove?(ctx: MapToolContext, e: MapPointer): void;
  onPointerUp?(ctx: MapToolContext, e: MapPointer): void;
  /** A key while the view has focus; true when the tool used it. */
  onKeyDown?(ctx: MapToolContext, e: KeyLike): boolean;
  /** Escape, a lost pointer, a window that lost focus: undo the gesture in progress. */
  onCancel?(ctx: MapToolContext): void;
}

/** A tool as the tool bar lists it. */
export interface MapToolDefinition {
  /** Stable kebab-case id (`terrain-brush`). */
  readonly id: string;
  /** Button label and accessible name ("Terrain brush"). */
  readonly label: string;
  /** Key that selects it (`B`); the action manager refuses clashes. */
  readonly shortcut?: string;
  /** CSS cursor over the map while it is active. */
  readonly cursor?: string;
  /** A fresh tool for one view. */
  create(): MapTool;
}
