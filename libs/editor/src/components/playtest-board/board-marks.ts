// The playtest's marks over the map: where the legal actions start and end, the places the
// rules' picture highlights and the markers it puts on hexes. Drawn on a
// canvas of their own over the map view after each of its frames, so the map view stays
// read-only and knows nothing of games.
import { createLayout, hexCorners, hexToPixel, type Grid } from '@kriegsspiel/hex';
import type { MapDrawing } from '@kriegsspiel/editor-core';
import type { KsMapView } from '../map-view/map-view.component';

/** The hexes to mark, by kind. */
export interface BoardMarks {
  readonly starts: readonly string[];
  readonly ends: readonly string[];
  readonly selected?: string;
  /** Hexes the picture highlights, each in the colour of its note (see `highlight-legend.ts`). */
  readonly highlights?: readonly { readonly hex: string; readonly colour: string }[];
  /** Markers on hexes, with what they say. */
  readonly markers?: readonly { readonly hex: string; readonly text: string }[];
}

const styles = {
  starts: { stroke: '#1f5fa8', fill: 'rgba(31, 95, 168, 0.14)', width: 3 },
  ends: { stroke: '#e07b00', fill: 'rgba(224, 123, 0, 0.22)', width: 3 },
  selected: { stroke: '#0b2f5a', fill: 'rgba(31, 95, 168, 0.28)', width: 5 },
} as const;

/** A highlight's outline and light fill in its colour (`#rrggbb`). */
function highlightStyle(colour: string): { stroke: string; fill: string; width: number } {
  const n = Number.parseInt(colour.slice(1), 16);
  return { stroke: colour, fill: `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, 0.14)`, width: 3 };
}

function hexOf(grid: Grid, label: string) {
  const found = grid.labelToHex(label);
  return found.ok && grid.contains(found.hex) ? found.hex : undefined;
}

/** Draws the marks on `canvas`, which covers `view` exactly. */
export function drawBoardMarks(canvas: HTMLCanvasElement, view: KsMapView, drawing: MapDrawing, marks: BoardMarks): void {
  const rect = view.getBoundingClientRect();
  const dpr = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(rect.width * dpr));
  const height = Math.max(1, Math.round(rect.height * dpr));
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const layout = createLayout(drawing.grid.config.orientation, view.hexSize || drawing.map.grid?.hexSize || 30);
  const outline = (label: string, style: { stroke: string; fill: string; width: number }) => {
    const hex = hexOf(drawing.grid, label);
    if (!hex) return;
    const corners = hexCorners(layout, hex).map((p) => view.toScreen(p));
    ctx.beginPath();
    corners.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
    ctx.fillStyle = style.fill;
    ctx.fill();
    ctx.lineWidth = style.width;
    ctx.strokeStyle = style.stroke;
    ctx.stroke();
  };
  for (const h of marks.highlights ?? []) outline(h.hex, highlightStyle(h.colour));
  for (const label of marks.starts) if (label !== marks.selected) outline(label, styles.starts);
  for (const label of marks.ends) outline(label, styles.ends);
  if (marks.selected) outline(marks.selected, styles.selected);
  // Markers: a tag at the top of the hex, several on one hex one under the other.
  const onHex = new Map<string, number>();
  ctx.font = '600 11px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const marker of marks.markers ?? []) {
    const hex = hexOf(drawing.grid, marker.hex);
    if (!hex) continue;
    const n = onHex.get(marker.hex) ?? 0;
    onHex.set(marker.hex, n + 1);
    const corners = hexCorners(layout, hex);
    const top = view.toScreen({ x: hexToPixel(layout, hex).x, y: Math.min(...corners.map((p) => p.y)) });
    const text = marker.text.slice(0, 14);
    const width = ctx.measureText(text).width + 8;
    const y = top.y + 2 + n * 15;
    ctx.fillStyle = '#fff8d6';
    ctx.strokeStyle = '#5a4a2a';
    ctx.lineWidth = 1;
    ctx.fillRect(top.x - width / 2, y, width, 14);
    ctx.strokeRect(top.x - width / 2, y, width, 14);
    ctx.fillStyle = '#3b3628';
    ctx.fillText(text, top.x, y + 7);
  }
}
