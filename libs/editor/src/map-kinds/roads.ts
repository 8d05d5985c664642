import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Point } from '@kriegsspiel/hex';
import type { Path } from '@kriegsspiel/formats';
import { cycleLinkDirection, gridOfMap, hexOfLabel, linkDirection, removePathLink, roadsKind, type LinkDirection } from '@kriegsspiel/editor-core';
import { boxOf, cachedGeometry, intersects, type Ctx2D, type GeometryCache, type MapRect } from '../components/map-view/map-paint';
import type { MapScene, PlacedHex } from '../components/map-view/map-renderer';
import type { MapKindView } from './map-kind-view';

const geometryCache: GeometryCache = new WeakMap();

/** Roads as polylines through hex centres; once per `paths` list. */
function pathGeometry(scene: MapScene): readonly { path: Path; points: Point[]; labels: string[]; box: MapRect }[] {
  return cachedGeometry(geometryCache, scene.map.paths, scene, () =>
    (scene.map.paths ?? []).flatMap((path) => {
      const placed = path.hexes.map((l) => scene.resolve(l));
      const points = placed.filter((p): p is PlacedHex => p !== undefined).map((p) => p.center);
      if (points.length < 2) return [];
      return [{ path, points, labels: path.hexes, box: boxOf(points, scene.size * 0.5) }];
    }),
  );
}

const directionNames: Record<LinkDirection, string> = { 'two-way': 'Two-way', forward: 'One-way, in path order', backward: 'One-way, against path order' };
const cycleOrder: readonly LinkDirection[] = ['two-way', 'forward', 'backward'];

/** Roads and trails: a line through the centres, an arrow on one-way links; the inspector sets a link's direction. */
export const roadsView: MapKindView = {
  kind: roadsKind,
  layers: [
    {
      z: 30,
      draw({ ctx, scene, rect, px }) {
        const size = scene.size;
        ctx.lineCap = 'round';
        ctx.lineJoin = 'round';
        for (const { path, points, labels, box } of pathGeometry(scene)) {
          if (!intersects(box, rect)) continue;
          ctx.strokeStyle = scene.drawing.colorOf(path.terrain);
          ctx.lineWidth = Math.max(px(1.5), size * 0.12);
          ctx.beginPath();
          points.forEach((pt, i) => (i === 0 ? ctx.moveTo(pt.x, pt.y) : ctx.lineTo(pt.x, pt.y)));
          ctx.stroke();
          for (const link of path.oneWay ?? []) {
            const from = labels.includes(link.from) ? scene.resolve(link.from) : undefined;
            const to = labels.includes(link.to) ? scene.resolve(link.to) : undefined;
            if (from && to) drawArrow(ctx, from.center, to.center, Math.max(px(4), size * 0.25));
          }
        }
      },
    },
  ],
  inspector: {
    entry(form, map, selection) {
      if (selection.kind !== 'link') return undefined;
      const { path: pathIndex, link } = selection;
      const p = map.paths?.[pathIndex];
      const from = p?.hexes[link];
      const to = p?.hexes[link + 1];
      if (!p || from === undefined || to === undefined) return undefined;
      const dir = linkDirection(p, link);
      const grid = gridOfMap(map);
      const known = grid && hexOfLabel(grid, from) && hexOfLabel(grid, to);
      const setDirection = (want: LinkDirection) => {
        const editor = form.editor;
        if (!editor) return;
        const steps = (cycleOrder.indexOf(want) - cycleOrder.indexOf(dir) + 3) % 3;
        if (steps === 0) return;
        const mark = editor.mark('Change road direction');
        for (let i = 0; i < steps; i++) editor.run(cycleLinkDirection, form.path, { path: pathIndex, link });
        editor.squash(mark);
      };
      return html`<h2>Road link ${from}–${to}</h2>
        <form @submit=${(e: Event) => e.preventDefault()} aria-label=${`Road link ${from} to ${to}`}>
          <span>Road</span><span>${p.name ?? p.id ?? p.terrain} (${p.hexes.length} hexes)</span>
          <label for="direction">Direction</label>
          <select id="direction" .value=${live(dir)} @change=${(e: Event) => setDirection((e.target as HTMLSelectElement).value as LinkDirection)}>
            ${cycleOrder.map((d) => html`<option value=${d} ?selected=${d === dir}>${d === 'forward' ? `One-way ${from} → ${to}` : d === 'backward' ? `One-way ${to} → ${from}` : directionNames[d]}</option>`)}
          </select>
        </form>
        ${known ? nothing : html`<p class="error">This link names a hex that is not on the map.</p>`}
        <p class="hint">Click the link again to turn its direction; Alt-click or Delete deletes it.</p>
        <div class="actions">
          <button
            type="button"
            class="danger"
            @click=${() => {
              form.editor?.run(removePathLink, form.path, { path: pathIndex, link });
              form.select(undefined);
            }}
          >
            Delete link
          </button>
        </div>`;
    },
  },
};

function drawArrow(ctx: Ctx2D, from: Point, to: Point, size: number): void {
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const at = (x: number, y: number) => ({ x: mid.x + x * cos - y * sin, y: mid.y + x * sin + y * cos });
  const tip = at(size, 0);
  const left = at(-size * 0.6, size * 0.6);
  const right = at(-size * 0.6, -size * 0.6);
  ctx.fillStyle = '#1d1a12';
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(left.x, left.y);
  ctx.lineTo(right.x, right.y);
  ctx.closePath();
  ctx.fill();
}
