import { html, nothing } from 'lit';
import type { Point } from '@kriegsspiel/hex';
import type { Location } from '@kriegsspiel/formats';
import { locationsKind } from '@kriegsspiel/editor-core';
import { cachedGeometry, mapColors, mapFont, type Ctx2D, type GeometryCache } from '../components/map-view/map-paint';
import type { MapScene } from '../components/map-view/map-renderer';
import type { MapKindView } from './map-kind-view';

const geometryCache: GeometryCache = new WeakMap();

/** Locations with the centre of their (first) hex; once per `locations` list. */
function locationGeometry(scene: MapScene): readonly { place: Location; center: Point }[] {
  return cachedGeometry(geometryCache, scene.map.locations, scene, () =>
    (scene.map.locations ?? []).flatMap((place) => {
      const label = place.hex ?? place.hexes?.[0];
      const at = label === undefined ? undefined : scene.resolve(label);
      return at ? [{ place, center: at.center }] : [];
    }),
  );
}

/** Locations: a code badge at the upper right of their hex; the inspector edits id, name, code, kind and hex. */
export const locationsView: MapKindView = {
  kind: locationsKind,
  layers: [
    {
      z: 60,
      draw({ ctx, scene, rect, scale, hexPx }) {
        const size = scene.size;
        const pad = size * 1.2;
        for (const { place, center } of locationGeometry(scene)) {
          if (center.x < rect.minX - pad || center.x > rect.maxX + pad || center.y < rect.minY - pad || center.y > rect.maxY + pad) continue;
          drawLocationBadge(ctx, place.code, center, size, scale, hexPx);
        }
      },
    },
  ],
  inspector: {
    entry(form, map, selection) {
      const index = selection.kind === 'location' ? selection.index : -1;
      const place = map.locations?.[index];
      if (!place) return undefined;
      return form.entry(locationsKind, index, {
        name: 'required',
        fields: html`${form.text('Code', place.code, form.optional('locations', index, 'code', 'Change code'), { id: 'code' })}
        ${form.text('Kind', place.kind, form.optional('locations', index, 'kind', 'Change kind'), { id: 'kind' })}
        ${place.hex !== undefined ? form.text('Hex', place.hex, (input) => form.moveTo('locations', index, input), { id: 'hex' }) : nothing}
        ${place.hexes ? html`<span>Hexes</span><span class="hexes">${place.hexes.join(', ')}</span>` : nothing}`,
        hint: 'Drag it on the map, or type a hex label, to move it.',
      });
    },
    empty: () =>
      html`<h2>Locations</h2>
        <p class="hint">Click a hex to add a location, or click one to select it. Drag a selected one to move it; Delete deletes it.</p>`,
  },
};

/** A location's printed code in a badge, or a dot for a location without one (or hexes too small for text). */
function drawLocationBadge(ctx: Ctx2D, text: string | undefined, c: Point, size: number, scale: number, hexPx: number): void {
  const r = size * 0.16;
  const x = c.x + size * 0.45;
  const y = c.y - size * 0.42;
  ctx.fillStyle = mapColors.location;
  if (hexPx < 22 || !text) {
    ctx.beginPath();
    ctx.arc(x, y, Math.max(r * 0.8, 1.5 / scale), 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  const fontPx = Math.min(12, hexPx * 0.22);
  ctx.font = `700 ${fontPx / scale}px ${mapFont}`;
  const w = ctx.measureText(text).width + 4 / scale;
  const h = (fontPx + 4) / scale;
  ctx.fillRect(x - w / 2, y - h / 2, w, h);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 0.5 / scale);
}
