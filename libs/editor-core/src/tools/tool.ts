// Map tools are small state machines, as tldraw's StateNode: the map view forwards
// pointer and key events to the active tool, which edits through the editor's commands
// and gestures. A tool knows nothing of canvas or DOM events: the view hands it map
// coordinates and the hex under the pointer, so tools are tested without a browser.
//
// To add a tool: write a `MapToolDefinition` in its own file (one `create()` returning a
// fresh `MapTool` per view), export it, and add it to the list the map view receives.
import type { Grid, Hex, HexDirection, Layout, Point } from '@kriegsspiel/hex';
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
  /**
   * True when the keyboard made it: Enter or Space at the hex cursor (a press and a
   * release at the hex's centre), or an arrow key moving the cursor (a move, no button).
   * Tools that aim at part of a hex (a hexside, a road link) aim with keys instead.
   */
  readonly keyboard?: boolean;
}

/** Settings the tool bar and palettes set and tools read (the brush's terrain…). Editors add fields. */
export interface MapToolSettings {
  /** Hex terrain id the terrain brush and the fill paint. */
  terrain?: string;
  /** Hexside terrain id the hexside tool puts on sides. */
  hexsideTerrain?: string;
  /** Path terrain id (road, trail) the road tool draws. */
  pathTerrain?: string;
  readonly [setting: string]: unknown;
}

/** What is selected on the map: a place the inspector shows, or a road link. */
export type MapSelection =
  { readonly kind: 'location' | 'entryPoint' | 'region'; readonly index: number } | { readonly kind: 'link'; readonly path: number; readonly link: number };

/** What a tool wants drawn over the map while it works: plain data, the view draws it. */
export interface MapToolPreview {
  /** Hexes to highlight (the region being painted, the hexes of a road being drawn). */
  readonly hexes?: readonly Hex[];
  /** A chain of hexes drawn as a line through their centres (the road so far). */
  readonly chain?: readonly Hex[];
  /** A hexside to highlight: the side of `hex` facing `direction`; `uphill` marks `hex` as the high side. */
  readonly hexside?: { readonly hex: Hex; readonly direction: HexDirection; readonly uphill?: boolean };
  /** A link between two adjacent hexes to highlight (the selected road link). */
  readonly segment?: readonly [Hex, Hex];
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
  /** What is selected (shared with the editor's inspector). */
  readonly selection: MapSelection | undefined;
  /** Selects a place or a link (undefined clears); the inspector follows. */
  select(selection: MapSelection | undefined): void;
  /** Pans the view by CSS pixels. */
  panBy(dx: number, dy: number): void;
  /** Redraws the view (tools that show a preview). */
  requestRender(): void;
  /** A short message for the status bar ("Pick a terrain first"). */
  announce(message: string): void;
  /**
   * Asks the studio to delete a selected place: it shows what refers to it first and
   * deletes those references with it. Absent where nobody asks (tests, a bare view): the
   * tool deletes the place itself.
   */
  requestDelete?(selection: MapSelection): void;
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
  /** What to draw over the map now (hover, the gesture so far); nothing when absent. */
  preview?(ctx: MapToolContext): MapToolPreview | undefined;
}

/** The terrain palette a tool shows while it is active: which setting it sets, from which kind of terrain. */
export interface MapToolPalette {
  readonly setting: 'terrain' | 'hexsideTerrain' | 'pathTerrain';
  readonly terrain: TerrainType['kind'];
  /** The palette's accessible name ("Terrain to paint"). */
  readonly label: string;
}

/** A tool as the tool bar lists it. */
export interface MapToolDefinition {
  /** Stable kebab-case id (`terrain-brush`). */
  readonly id: string;
  /** Button label and accessible name ("Terrain brush"). */
  readonly label: string;
  /** Key that selects it (`B`); the action manager refuses clashes. */
  readonly shortcut?: string;
  /** What the tool does, in a sentence for the hint line shown while it is active. */
  readonly hint?: string;
  /** The terrain palette it needs, if any. */
  readonly palette?: MapToolPalette;
  /** CSS cursor over the map while it is active. */
  readonly cursor?: string;
  /** A fresh tool for one view. */
  create(): MapTool;
}
