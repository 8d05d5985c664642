import type { Point } from '@kriegsspiel/hex';
import { minLabelPx, terrainKind, textWidthPx, thinLabels } from '@kriegsspiel/editor-core';
import { mapColors, mapFont, type Ctx2D } from '../components/map-view/map-paint';
import type { MapScene } from '../components/map-view/map-renderer';
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
      // Names across the middle of their hex (lower down where counters stand), over the
      // counters so that none is hidden; never smaller than the hex numbers' minimum, and
      // those that would run into another left out.
      z: 78,
      draw({ ctx, scene, visible, scale, hexPx, px, thumbnail }) {
        const names = thumbnail ? undefined : placeNamesShown(scene, scale, hexPx);
        if (!names) return;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.font = `600 ${px(names.fontPx)}px ${mapFont}`;
        ctx.lineWidth = px(3);
        for (const p of visible) {
          const name = names.shown.get(p.label);
          if (!name) continue;
          ctx.strokeStyle = 'rgba(255,255,255,0.8)';
          ctx.strokeText(name.text, name.at.x, name.at.y);
          ctx.fillStyle = mapColors.name;
          ctx.fillText(name.text, name.at.x, name.at.y);
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

/** Under this many CSS pixels per hex, place names are not drawn at all. */
const minNameHexPx = 4;

interface ShownNames {
  /** Type size in device pixels. */
  readonly fontPx: number;
  /** The names drawn, by hex label, with where. */
  readonly shown: ReadonlyMap<string, { readonly text: string; readonly at: Point }>;
}

// Which names are drawn depends on the whole map at a scale (a name must be kept or left out
// alike in every tile it crosses), so it is worked out once per scene and scale.
const namesShown = new WeakMap<MapScene, Map<number, ShownNames>>();

/** The place names drawn at a scale: their size and the ones that do not run into each other. */
export function placeNamesShown(scene: MapScene, scale: number, hexPx: number): ShownNames | undefined {
  const dpr = globalThis.devicePixelRatio || 1;
  const css = hexPx / dpr;
  if (css < minNameHexPx) return undefined;
  let byScale = namesShown.get(scene);
  if (!byScale) {
    byScale = new Map();
    namesShown.set(scene, byScale);
  }
  const known = byScale.get(scale);
  if (known) return known;
  const fontCss = Math.max(minLabelPx, Math.min(13, Math.round(css * 0.26)));
  const stacked = scene.labelsWithStacks();
  const entries: { label: string; text: string; at: Point }[] = [];
  for (const [label, hex] of Object.entries(scene.map.hexes ?? {})) {
    const name = hex?.name;
    const p = name ? scene.at(label) : undefined;
    if (!name || !p) continue;
    const text = name.length > 14 ? name.slice(0, 13) + '…' : name;
    entries.push({ label, text, at: { x: p.center.x, y: p.center.y + scene.size * (stacked.has(label) ? 0.62 : 0.25) } });
  }
  const toMap = dpr / scale;
  const boxes = entries.map((e) => {
    const w = (textWidthPx(e.text.length, fontCss) * toMap) / 2;
    const h = ((fontCss + 2) * toMap) / 2;
    return { minX: e.at.x - w, minY: e.at.y - h, maxX: e.at.x + w, maxY: e.at.y + h };
  });
  const shown = new Map(thinLabels(boxes, 2 * toMap).map((i) => [entries[i]?.label as string, entries[i] as (typeof entries)[number]]));
  if (byScale.size > 8) byScale.clear();
  const result = { fontPx: fontCss * dpr, shown };
  byScale.set(scale, result);
  return result;
}
