// The studio's side of the map entity kinds: how each is drawn and inspected, in the order
// of @kriegsspiel/editor-core's `mapKinds`. Adding a kind is one file there and one here.
import type { MapKindView, MapLayer } from './map-kind-view';
import { entryPointsView } from './entry-points';
import { hexsidesView } from './hexsides';
import { locationsView } from './locations';
import { regionsView } from './regions';
import { roadsView } from './roads';
import { terrainView } from './terrain';

/** Every kind's view, in tool bar order. */
export const mapKindViews: readonly MapKindView[] = [terrainView, hexsidesView, roadsView, locationsView, regionsView, entryPointsView];

/** The layers of some kinds and of the map itself (grid, labels, counters), bottom up; equal `z` keep list order. */
export function layersOf(views: readonly MapKindView[], own: readonly MapLayer[] = []): MapLayer[] {
  return [...views.flatMap((v) => v.layers), ...own].sort((a, b) => a.z - b.z);
}

/** The view of the kind whose entries a selection is made of. */
export function viewOfSelection(kind: string, views: readonly MapKindView[] = mapKindViews): MapKindView | undefined {
  return views.find((v) => v.kind.selects === kind && v.inspector);
}

/** The view of the kind whose tools include `toolId`. */
export function viewOfTool(toolId: string, views: readonly MapKindView[] = mapKindViews): MapKindView | undefined {
  return views.find((v) => v.kind.tools.some((t) => t.id === toolId));
}

export type { InspectorForm, KindInspector, LayerPaint, MapKindView, MapLayer } from './map-kind-view';
export { drawSlopeTicks, hexsideGeometry } from './hexsides';
export { entryPointsView, hexsidesView, locationsView, regionsView, roadsView, terrainView };
