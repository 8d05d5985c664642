import { directionBetween, hexsideEndpoints, type Point } from '@kriegsspiel/hex';
import type { Hexside } from '@kriegsspiel/formats';
import { hexsidesKind } from '@kriegsspiel/editor-core';
import { boxOf, cachedGeometry, intersects, type Ctx2D, type GeometryCache, type Segment } from '../components/map-view/map-paint';
import type { MapScene } from '../components/map-view/map-renderer';
import type { MapKindView } from './map-kind-view';

const geometryCache: GeometryCache = new WeakMap();

/** Hexsides as strokes on the shared edge, with the low hex's centre of slopes; once per `hexsides` list. */
export function hexsideGeometry(scene: MapScene): readonly { side: Hexside; seg: Segment; low?: Point }[] {
  return cachedGeometry(geometryCache, scene.map.hexsides, scene, () =>
    (scene.map.hexsides ?? []).flatMap((side) => {
      const [la, lb] = side.between;
      const a = la === undefined ? undefined : scene.resolve(la);
      const b = lb === undefined ? undefined : scene.resolve(lb);
      if (!a || !b) return [];
      const d = directionBetween(a.hex, b.hex);
      if (d === undefined) return [];
      const [p, q] = hexsideEndpoints(scene.layout, a.hex, d);
      const low = side.uphill === undefined ? undefined : (side.uphill === la ? b : a).center;
      return [{ side, seg: { a: p, b: q, box: boxOf([p, q], scene.size * 0.3) }, low }];
    }),
  );
}

/** Hexsides: a thick stroke on the shared edge; slopes get ticks pointing downhill. */
export const hexsidesView: MapKindView = {
  kind: hexsidesKind,
  layers: [
    {
      z: 40,
      draw({ ctx, scene, rect, px }) {
        const size = scene.size;
        ctx.lineCap = 'round';
        ctx.lineJoin = 'round';
        for (const { side, seg, low } of hexsideGeometry(scene)) {
          if (!intersects(seg.box, rect)) continue;
          const { a: p, b: q } = seg;
          ctx.strokeStyle = scene.drawing.colorOf(side.terrain);
          ctx.lineWidth = Math.max(px(2), size * 0.14);
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
          ctx.lineTo(q.x, q.y);
          ctx.stroke();
          if (low) drawSlopeTicks(ctx, p, q, low, size, Math.max(px(1), size * 0.05));
        }
      },
    },
  ],
};

/** Three ticks along the side p–q, pointing towards `low` (the downhill hex's centre). */
export function drawSlopeTicks(ctx: Ctx2D, p: Point, q: Point, low: Point, size: number, width: number): void {
  const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  const len = Math.hypot(low.x - mid.x, low.y - mid.y) || 1;
  const ux = ((low.x - mid.x) / len) * size * 0.18;
  const uy = ((low.y - mid.y) / len) * size * 0.18;
  ctx.lineWidth = width;
  ctx.beginPath();
  for (const t of [0.25, 0.5, 0.75]) {
    const x = p.x + (q.x - p.x) * t;
    const y = p.y + (q.y - p.y) * t;
    ctx.moveTo(x, y);
    ctx.lineTo(x + ux, y + uy);
  }
  ctx.stroke();
}
