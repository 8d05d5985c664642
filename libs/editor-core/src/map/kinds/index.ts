// The registry of map entity kinds. Adding a kind is one file here (its data side) and one
// in libs/editor's map kinds (how it is drawn and inspected); the tool bar, "show me",
// the readout and the redraw after an edit all read these lists.
import { isPointer, pointerTokens, type MapDocument } from '@kriegsspiel/formats';
import { backgroundTool } from '../../tools/background-tool';
import { gridTool } from '../../tools/grid-tool';
import { panTool } from '../../tools/pan-tool';
import type { MapSelection, MapToolDefinition } from '../../tools/tool';
import type { MapKind } from './map-kind';
import { entryPointsKind } from './entry-points';
import { hexsidesKind } from './hexsides';
import { locationsKind } from './locations';
import { regionsKind } from './regions';
import { roadsKind } from './roads';
import { terrainKind } from './terrain';

/** Every kind of thing on a hex map, in tool bar order. */
export const mapKinds: readonly MapKind[] = [terrainKind, hexsidesKind, roadsKind, locationsKind, regionsKind, entryPointsKind];

/** The map editor's tools: pan, then every kind's tools in order, then the background image and the grid settings. */
export function mapEditorTools(kinds: readonly MapKind[] = mapKinds): MapToolDefinition[] {
  return [panTool, ...kinds.flatMap((k) => k.tools), backgroundTool, gridTool];
}

/** The kind a JSON pointer into a map document falls in, with the pointer's tokens below it. */
export function mapKindAt(pointer: string, kinds: readonly MapKind[] = mapKinds): { kind: MapKind; tokens: string[] } | undefined {
  if (!isPointer(pointer)) return undefined;
  const [member, ...tokens] = pointerTokens(pointer);
  const kind = kinds.find((k) => k.id === member);
  return kind ? { kind, tokens } : undefined;
}

/** The hex label a pointer into a map document is about, if any. */
export function hexOfPointer(map: MapDocument, pointer: string, kinds: readonly MapKind[] = mapKinds): string | undefined {
  const at = mapKindAt(pointer, kinds);
  return at?.kind.hexAt(map, at.tokens);
}

/** The kind whose tools include `toolId`. */
export function mapKindOfTool(toolId: string, kinds: readonly MapKind[] = mapKinds): MapKind | undefined {
  return kinds.find((k) => k.tools.some((t) => t.id === toolId));
}

/** The kind whose entries a selection is made of. */
export function mapKindOfSelection(selection: MapSelection['kind'], kinds: readonly MapKind[] = mapKinds): MapKind | undefined {
  return kinds.find((k) => k.selects === selection);
}

export type { ListKindOptions, MapKind } from './map-kind';
export { listKind } from './map-kind';
export { terrainKind } from './terrain';
export { hexsidesKind } from './hexsides';
export { roadsKind } from './roads';
export { locationsKind, locationTool } from './locations';
export { regionsKind } from './regions';
export { entryPointsKind, entryPointTool } from './entry-points';
