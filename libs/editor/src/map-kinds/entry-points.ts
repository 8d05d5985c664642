import { html } from 'lit';
import type { Point } from '@kriegsspiel/hex';
import type { EntryPoint } from '@kriegsspiel/formats';
import { entryPointsKind } from '@kriegsspiel/editor-core';
import { cachedGeometry, mapColors, mapFont, type Ctx2D, type GeometryCache } from '../components/map-view/map-paint';
import type { MapScene } from '../components/map-view/map-renderer';
import type { MapKindView } from './map-kind-view';

const geometryCache: GeometryCache = new WeakMap();

/** Entry points with the centre of their hex; once per `entryPoints` list. */
function entryGeometry(scene: MapScene): readonly { place: EntryPoint; center: Point }[] {
  return cachedGeometry(geometryCache, scene.map.entryPoints, scene, () =>
    (scene.map.entryPoints ?? []).flatMap((place) => {
      const at = scene.resolve(place.hex);
      return at ? [{ place, center: at.center }] : [];
    }),
  );
}

/** Entry points: a green arrowhead at the lower left of their hex; the inspector edits id, name, code and hex. */
export const entryPointsView: MapKindView = {
  kind: entryPointsKind,
  layers: [
    {
      z: 60,
      draw({ ctx, scene, rect, scale, hexPx }) {
        const size = scene.size;
        const pad = size * 1.2;
        for (const { place, center } of entryGeometry(scene)) {
          if (center.x < rect.minX - pad || center.x > rect.maxX + pad || center.y < rect.minY - pad || center.y > rect.maxY + pad) continue;
          drawEntryMarker(ctx, place.code ?? '', center, size, scale, hexPx);
        }
      },
    },
  ],
  inspector: {
    entry(form, map, selection) {
      const index = selection.kind === 'entryPoint' ? selection.index : -1;
      const place = map.entryPoints?.[index];
      if (!place) return undefined;
      return form.entry(entryPointsKind, index, {
        name: 'optional',
        fields: html`${form.text('Code', place.code, form.optional('entryPoints', index, 'code', 'Change code'), { id: 'code' })}
        ${form.text('Hex', place.hex, (input) => form.moveTo('entryPoints', index, input), { id: 'hex' })}`,
        hint: 'Drag it on the map, or type a hex label, to move it.',
      });
    },
    empty: () =>
      html`<h2>Entry points</h2>
        <p class="hint">Click a hex to add an entry point, or click one to select it. Drag a selected one to move it; Delete deletes it.</p>`,
  },
};

function drawEntryMarker(ctx: Ctx2D, code: string, c: Point, size: number, scale: number, hexPx: number): void {
  const x = c.x - size * 0.5;
  const y = c.y + size * 0.38;
  const s = size * 0.2;
  ctx.fillStyle = mapColors.entry;
  ctx.beginPath();
  ctx.moveTo(x + s, y);
  ctx.lineTo(x - s * 0.7, y - s * 0.8);
  ctx.lineTo(x - s * 0.7, y + s * 0.8);
  ctx.closePath();
  ctx.fill();
  if (code && hexPx >= 26) {
    ctx.font = `700 ${Math.min(11, hexPx * 0.2) / scale}px ${mapFont}`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(code, x + s * 1.2, y);
  }
}
