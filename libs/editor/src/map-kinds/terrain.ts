import type { Point } from '@kriegsspiel/hex';
import { terrainKind } from '@kriegsspiel/editor-core';
import { mapColors, mapFont, type Ctx2D } from '../components/map-view/map-paint';
import type { MapKindView } from './map-kind-view';

/** Hex terrain: one fill per colour (hexes batched into one path each), the top layer's pattern, and hex names. */
export const terrainView: MapKindView = {
  kind: terrainKind,
  layers: [
    {
      z: 0,
      draw({ ctx, scene, visible, scale, hexPx }) {
        const fills = new Map<string, Path2D>();
        for (const p of visible) {
          const { fill } = scene.fillOf(p.label);
          let path = fills.get(fill);
          if (!path) {
            path = new Path2D();
            fills.set(fill, path);
          }
          scene.hexPath(path, p.center);
        }
        for (const [color, path] of fills) {
          ctx.fillStyle = color;
          ctx.fill(path);
        }
        // Patterns of the top terrain layer, once hexes are big enough to show them.
        if (hexPx >= 14) {
          for (const p of visible) {
            const top = scene.fillOf(p.label).top;
            if (top?.pattern && top.pattern !== 'none') drawPattern(ctx, top.pattern, p.center, scene.size, scale);
          }
        }
      },
    },
    {
      // Names across the middle of their hex, over the labels.
      z: 55,
      draw({ ctx, scene, visible, hexPx, px }) {
        if (hexPx < 22) return;
        const size = scene.size;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.font = `600 ${px(Math.round(Math.min(13, hexPx * 0.26)))}px ${mapFont}`;
        ctx.lineWidth = px(3);
        for (const p of visible) {
          const name = scene.map.hexes?.[p.label]?.name;
          if (!name) continue;
          const text = name.length > 14 ? name.slice(0, 13) + '…' : name;
          ctx.strokeStyle = 'rgba(255,255,255,0.8)';
          ctx.strokeText(text, p.center.x, p.center.y + size * 0.25);
          ctx.fillStyle = mapColors.name;
          ctx.fillText(text, p.center.x, p.center.y + size * 0.25);
        }
      },
    },
  ],
};

function drawPattern(ctx: Ctx2D, pattern: string, c: Point, size: number, scale: number): void {
  const s = size * 0.16;
  ctx.fillStyle = 'rgba(20, 40, 15, 0.55)';
  ctx.strokeStyle = 'rgba(20, 20, 20, 0.5)';
  ctx.lineWidth = 1 / scale;
  switch (pattern) {
    case 'trees':
      ctx.beginPath();
      for (const [dx, dy] of [
        [-0.45, 0.05],
        [0.45, 0.05],
        [0, -0.35],
        [0, 0.45],
      ] as const) {
        const x = c.x + dx * size;
        const y = c.y + dy * size;
        ctx.moveTo(x, y - s);
        ctx.lineTo(x + s * 0.8, y + s * 0.6);
        ctx.lineTo(x - s * 0.8, y + s * 0.6);
        ctx.closePath();
      }
      ctx.fill();
      break;
    case 'buildings':
      ctx.fillStyle = 'rgba(60, 30, 20, 0.7)';
      for (const [dx, dy] of [
        [-0.3, -0.15],
        [0.2, -0.25],
        [0.05, 0.15],
      ] as const)
        ctx.fillRect(c.x + dx * size, c.y + dy * size, s * 1.2, s);
      break;
    case 'marsh':
    case 'hatch':
    case 'hachures':
    case 'crosshatch':
    case 'dashed':
    case 'dots':
      ctx.beginPath();
      for (const dy of [-0.3, 0, 0.3]) {
        ctx.moveTo(c.x - size * 0.35, c.y + dy * size);
        ctx.lineTo(c.x + size * 0.35, c.y + dy * size);
      }
      ctx.stroke();
      break;
  }
}
