// An area map drawn as a graph, for the area-map editor, the set-up editor and the playtest
// board: the geometry (editor-core's area-geometry, re-exported here) and the minimap painter.
import type { Area } from '@kriegsspiel/formats';

export { areaBox, areaMapBounds, areaPositions, edgePoint, kindStyle, labelPoint, type AreaPoint as Point } from '@kriegsspiel/editor-core';
import { areaBox, areaPositions, type AreaPoint as Point } from '@kriegsspiel/editor-core';

const minimapPainters = new WeakMap<readonly Area[], (ctx: CanvasRenderingContext2D) => void>();

/** Paints an area map small for the minimap: each area's box, in its side's colour. One painter per list of areas. */
export function areaMinimapPainter(areas: readonly Area[], sideColours: ReadonlyMap<string, string>): (ctx: CanvasRenderingContext2D) => void {
  let paint = minimapPainters.get(areas);
  if (!paint) {
    const positions = areaPositions(areas);
    paint = (ctx) => {
      areas.forEach((area, i) => {
        const c = positions[i] as Point;
        ctx.fillStyle = (area.side && sideColours.get(area.side)) || '#9a927c';
        ctx.fillRect(c.x - areaBox.width / 2, c.y - areaBox.height / 2, areaBox.width, areaBox.height);
      });
    };
    minimapPainters.set(areas, paint);
  }
  return paint;
}
