// The geometry and look of an area map drawn as a graph (Napoleon's Eagles' wings, reserves
// and front lines): where each area's box stands, where a connection leaves it, and how each
// kind of connection is drawn. Pure, so the studio's views and the SVG export draw alike.
import type { Area } from '@kriegsspiel/formats';
import type { ViewRect } from './map-viewport';

/** A point in the area map's own units. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Width and height of an area's box, in the map's abstract units (areas sit about 100 apart). */
export const areaBox = { width: 150, height: 46 } as const;

/** Where each area is drawn: its `position`, or, for areas without one, a row under the others. */
export function areaPositions(areas: readonly Area[]): Point[] {
  const placed = areas.filter((a) => a.position);
  const bottom = placed.length > 0 ? Math.max(...placed.map((a) => a.position?.y ?? 0)) + 100 : 0;
  let free = 0;
  return areas.map((a) => a.position ?? { x: free++ * 200, y: bottom });
}

/** Where to write a connection's kind: the first of its middle, third points and quarter points that lies clear of every area box. */
export function labelPoint(p: Point, q: Point, boxes: readonly Point[]): Point | undefined {
  const clear = (x: number, y: number) => boxes.every((c) => Math.abs(x - c.x) > areaBox.width / 2 + 30 || Math.abs(y - c.y) > areaBox.height / 2 + 8);
  for (const t of [0.5, 0.35, 0.65, 0.25, 0.75]) {
    const x = p.x + (q.x - p.x) * t;
    const y = p.y + (q.y - p.y) * t;
    if (clear(x, y)) return { x, y };
  }
  return undefined;
}

/** The point where the segment from `c` towards `to` leaves the box centred on `c`. */
export function edgePoint(c: Point, to: Point): Point {
  const dx = to.x - c.x;
  const dy = to.y - c.y;
  const t = Math.min(dx === 0 ? Infinity : areaBox.width / 2 / Math.abs(dx), dy === 0 ? Infinity : areaBox.height / 2 / Math.abs(dy));
  return Number.isFinite(t) ? { x: c.x + dx * t, y: c.y + dy * t } : c;
}

/** How the connection kinds the rulesets use are drawn. */
const kindStyles: Record<string, { stroke: string; width: number; dash?: string }> = {
  feeds: { stroke: '#5a4a2a', width: 2.5 },
  front: { stroke: '#8a1c1c', width: 4 },
  adjacent: { stroke: '#6b6b6b', width: 2, dash: '5 5' },
  'reserve-link': { stroke: '#2d6a4f', width: 2.5, dash: '12 5' },
};
const otherKindColours = ['#1f5fa8', '#7a3db8', '#b35900', '#0b6e4f'];

/** The stroke of a connection of this kind: the known kinds' own, else a colour stable per kind. */
export function kindStyle(kind: string): { stroke: string; width: number; dash?: string } {
  const known = kindStyles[kind];
  if (known) return known;
  let h = 0;
  for (const c of kind) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return { stroke: otherKindColours[h % otherKindColours.length] as string, width: 2.5 };
}

/** The rectangle round every area's box (of `boxHeight`), with `pad` units to spare: what fitting an area map shows. */
export function areaMapBounds(areas: readonly Area[], boxHeight: number = areaBox.height, pad = 40): ViewRect {
  const positions = areaPositions(areas);
  if (positions.length === 0) return { minX: 0, minY: 0, maxX: 600, maxY: 400 };
  const xs = positions.map((p) => p.x);
  const ys = positions.map((p) => p.y);
  return {
    minX: Math.min(...xs) - areaBox.width / 2 - pad,
    minY: Math.min(...ys) - boxHeight / 2 - pad,
    maxX: Math.max(...xs) + areaBox.width / 2 + pad,
    maxY: Math.max(...ys) + boxHeight / 2 + pad,
  };
}
