import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { allDirections, hexKey, hexsideEndpoints, neighbor, type Point } from '@kriegsspiel/hex';
import type { Region } from '@kriegsspiel/formats';
import { regionsKind } from '@kriegsspiel/editor-core';
import { boxOf, cachedGeometry, intersects, mapColors, type GeometryCache, type MapRect, type Segment } from '../components/map-view/map-paint';
import type { MapScene, PlacedHex } from '../components/map-view/map-renderer';
import type { MapKindView } from './map-kind-view';

const geometryCache: GeometryCache = new WeakMap();

/** Region borders: the sides of region hexes whose neighbour is outside the region; once per `regions` list. */
function regionGeometry(scene: MapScene): readonly { region: Region; segments: Segment[]; box: MapRect }[] {
  return cachedGeometry(geometryCache, scene.map.regions, scene, () =>
    (scene.map.regions ?? []).flatMap((region) => {
      const hexes = region.hexes.map((l) => scene.resolve(l)).filter((p): p is PlacedHex => p !== undefined);
      if (hexes.length === 0) return [];
      const inside = new Set(hexes.map((p) => hexKey(p.hex)));
      const segments: Segment[] = [];
      for (const p of hexes) {
        for (const d of allDirections) {
          if (inside.has(hexKey(neighbor(p.hex, d)))) continue;
          const [a, b] = hexsideEndpoints(scene.layout, p.hex, d);
          // Drawn a little inside the hex, so two regions sharing a side both show.
          const inset = (q: Point) => ({ x: q.x + (p.center.x - q.x) * 0.08, y: q.y + (p.center.y - q.y) * 0.08 });
          const ia = inset(a);
          const ib = inset(b);
          segments.push({ a: ia, b: ib, box: boxOf([ia, ib], scene.size * 0.2) });
        }
      }
      return [
        {
          region,
          segments,
          box: boxOf(
            hexes.map((p) => p.center),
            scene.size * 1.2,
          ),
        },
      ];
    }),
  );
}

/** Regions: a coloured dashed border just inside their edge; the inspector names, colours and lists them. */
export const regionsView: MapKindView = {
  kind: regionsKind,
  layers: [
    {
      z: 20,
      draw({ ctx, scene, rect, px }) {
        const size = scene.size;
        ctx.lineCap = 'round';
        ctx.lineJoin = 'round';
        for (const { region, segments, box } of regionGeometry(scene)) {
          if (!intersects(box, rect)) continue;
          ctx.strokeStyle = region.color ?? mapColors.region;
          ctx.lineWidth = Math.max(px(1.5), size * 0.07);
          ctx.setLineDash([size * 0.18, size * 0.1]);
          ctx.beginPath();
          for (const s of segments) {
            if (!intersects(s.box, rect)) continue;
            ctx.moveTo(s.a.x, s.a.y);
            ctx.lineTo(s.b.x, s.b.y);
          }
          ctx.stroke();
        }
        ctx.setLineDash([]);
      },
    },
  ],
  inspector: {
    entry(form, map, selection) {
      const regions = map.regions ?? [];
      const index = selection.kind === 'region' ? selection.index : -1;
      const region = regions[index];
      if (!region) return undefined;
      return form.entry(regionsKind, index, {
        name: 'required',
        before:
          regions.length > 1
            ? html`<p>
                <label for="region-choice">Region</label>
                <select id="region-choice" .value=${live(String(index))} @change=${(e: Event) => form.select({ kind: 'region', index: Number((e.target as HTMLSelectElement).value) })}>
                  ${regions.map((r, i) => html`<option value=${i} ?selected=${i === index}>${r.name}</option>`)}
                </select>
              </p>`
            : nothing,
        fields: html`${form.text('Kind', region.kind, form.optional('regions', index, 'kind', 'Change kind'), { id: 'kind' })}
          <label for="color">Colour</label>
          <span
            ><input id="color" type="color" .value=${region.color && region.color.length === 7 ? region.color : mapColors.region} @change=${(e: Event) => form.edit('regions', index, { color: (e.target as HTMLInputElement).value }, 'Change region colour')} />
            ${region.color ? html`<button type="button" @click=${() => form.edit('regions', index, { color: undefined }, 'Change region colour')}>Default</button>` : nothing}</span
          >
          <span>Hexes</span><span class="hexes">${region.hexes.length}: ${region.hexes.slice(0, 24).join(', ')}${region.hexes.length > 24 ? '…' : ''}</span>`,
        hint: 'Paint hexes to add them; a stroke started inside the region takes hexes out.',
        actions: html`<button type="button" @click=${() => form.select(undefined)}>New region…</button>`,
      });
    },
    empty(form, map) {
      const regions = map.regions ?? [];
      return html`<h2>Regions</h2>
        ${regions.length === 0 ? html`<p class="hint">No regions yet. Click a hex to start one.</p>` : nothing}
        <ul role="list">
          ${regions.map((r, i) => html`<li><button type="button" @click=${() => form.select({ kind: 'region', index: i })}>${r.name}</button> <span class="hint">${r.hexes.length} hexes</span></li>`)}
        </ul>
        <p class="hint">Click a hex of a region to select it, or a free hex to start a new one.</p>`;
    },
  },
};
