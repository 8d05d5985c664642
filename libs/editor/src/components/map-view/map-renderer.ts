// Draws a map on a 2D canvas: one fill per terrain colour (hexes batched into one path
// each), the grid, terrain patterns, hexsides, paths, names and labels, then the
// overlays (hover, keyboard cursor, selection). Only hexes in view are visited, so a
// 100 x 100 map costs what is on screen.
import { directionBetween, hexCornerOffset, hexsideEndpoints, hexToPixel, type Hex, type Layout, type Point } from '@kriegsspiel/hex';
import type { MapDrawing } from '@kriegsspiel/editor-core';

/** Pan and zoom: screen = world × zoom + pan (CSS pixels). */
export interface ViewTransform {
  readonly zoom: number;
  readonly pan: Point;
}

/** A hex of the grid with what drawing it needs, computed once per map. */
export interface PlacedHex {
  readonly hex: Hex;
  readonly label: string;
  readonly center: Point;
}

/** The hexes of a grid with their centres and labels (recomputed only when the grid changes). */
export function placeHexes(drawing: MapDrawing, layout: Layout): PlacedHex[] {
  return drawing.grid.hexes().map((hex) => ({ hex, label: drawing.grid.hexToLabel(hex) ?? '', center: hexToPixel(layout, hex) }));
}

/** What to highlight on top of the map. */
export interface MapOverlay {
  readonly hover?: Hex;
  readonly cursor?: Hex;
  readonly selected?: Hex;
  /** Whether the canvas has keyboard focus (the cursor is drawn only then). */
  readonly focused?: boolean;
}

export const mapColors = {
  background: '#d8d3c4',
  grid: 'rgba(60, 50, 30, 0.45)',
  label: 'rgba(30, 25, 15, 0.75)',
  name: '#1d1a12',
  hover: '#1f5fa8',
  cursor: '#e07b00',
  selected: '#b3261e',
} as const;

function hexPath(path: Path2D, corners: readonly Point[], c: Point, zoom: number, pan: Point): void {
  const first = corners[0] as Point;
  path.moveTo((c.x + first.x) * zoom + pan.x, (c.y + first.y) * zoom + pan.y);
  for (let i = 1; i < 6; i++) {
    const k = corners[i] as Point;
    path.lineTo((c.x + k.x) * zoom + pan.x, (c.y + k.y) * zoom + pan.y);
  }
  path.closePath();
}

/** Draws the map and overlays into `ctx`, whose transform maps CSS pixels (device pixel ratio applied by the caller). */
export function drawMap(ctx: CanvasRenderingContext2D, drawing: MapDrawing, layout: Layout, placed: readonly PlacedHex[], view: ViewTransform, size: { width: number; height: number }, overlay: MapOverlay = {}): { drawn: number } {
  const { zoom, pan } = view;
  const hexSize = layout.size.x * zoom;
  const corners = [0, 1, 2, 3, 4, 5].map((i) => hexCornerOffset(layout, i));
  const margin = layout.size.x * 2;
  const minX = -pan.x / zoom - margin;
  const minY = -pan.y / zoom - margin;
  const maxX = (size.width - pan.x) / zoom + margin;
  const maxY = (size.height - pan.y) / zoom + margin;
  const toScreen = (p: Point): Point => ({ x: p.x * zoom + pan.x, y: p.y * zoom + pan.y });

  ctx.fillStyle = mapColors.background;
  ctx.fillRect(0, 0, size.width, size.height);

  const visible = placed.filter((p) => p.center.x >= minX && p.center.x <= maxX && p.center.y >= minY && p.center.y <= maxY);
  const fills = new Map<string, Path2D>();
  const outline = new Path2D();
  for (const p of visible) {
    const color = drawing.fillOf(p.label);
    let path = fills.get(color);
    if (!path) {
      path = new Path2D();
      fills.set(color, path);
    }
    hexPath(path, corners, p.center, zoom, pan);
    hexPath(outline, corners, p.center, zoom, pan);
  }
  for (const [color, path] of fills) {
    ctx.fillStyle = color;
    ctx.fill(path);
  }

  // Patterns of the top terrain layer, once hexes are big enough to show them.
  if (hexSize >= 14) {
    ctx.save();
    for (const p of visible) {
      const top = drawing.hexTerrain(p.label).at(-1);
      if (!top?.pattern || top.pattern === 'none') continue;
      drawPattern(ctx, top.pattern, toScreen(p.center), hexSize);
    }
    ctx.restore();
  }

  ctx.strokeStyle = mapColors.grid;
  ctx.lineWidth = Math.max(0.5, Math.min(1.2, hexSize / 30));
  ctx.stroke(outline);

  const resolve = (label: string): Hex | undefined => {
    const found = drawing.grid.labelToHex(label);
    return found.ok ? found.hex : undefined;
  };

  // Paths: a line through the centres; one-way links get an arrow.
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const path of drawing.map.paths ?? []) {
    const points = path.hexes.map((l) => resolve(l)).filter((h): h is Hex => h !== undefined).map((h) => toScreen(hexToPixel(layout, h)));
    if (points.length < 2) continue;
    ctx.strokeStyle = drawing.colorOf(path.terrain);
    ctx.lineWidth = Math.max(1.5, hexSize * 0.12);
    ctx.beginPath();
    points.forEach((pt, i) => (i === 0 ? ctx.moveTo(pt.x, pt.y) : ctx.lineTo(pt.x, pt.y)));
    ctx.stroke();
    for (const link of path.oneWay ?? []) {
      const from = resolve(link.from);
      const to = resolve(link.to);
      if (from && to) drawArrow(ctx, toScreen(hexToPixel(layout, from)), toScreen(hexToPixel(layout, to)), Math.max(4, hexSize * 0.25));
    }
  }

  // Hexsides: a thick stroke on the shared edge; slopes get ticks pointing downhill.
  for (const side of drawing.map.hexsides ?? []) {
    const [la, lb] = side.between;
    const a = la === undefined ? undefined : resolve(la);
    const b = lb === undefined ? undefined : resolve(lb);
    if (!a || !b) continue;
    const d = directionBetween(a, b);
    if (d === undefined) continue;
    const [p, q] = hexsideEndpoints(layout, a, d).map(toScreen) as [Point, Point];
    ctx.strokeStyle = drawing.colorOf(side.terrain);
    ctx.lineWidth = Math.max(2, hexSize * 0.14);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(q.x, q.y);
    ctx.stroke();
    if (side.uphill) {
      const low = toScreen(hexToPixel(layout, side.uphill === la ? b : a));
      const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
      const len = Math.hypot(low.x - mid.x, low.y - mid.y) || 1;
      const ux = ((low.x - mid.x) / len) * hexSize * 0.18;
      const uy = ((low.y - mid.y) / len) * hexSize * 0.18;
      ctx.lineWidth = Math.max(1, hexSize * 0.05);
      ctx.beginPath();
      for (const t of [0.25, 0.5, 0.75]) {
        const x = p.x + (q.x - p.x) * t;
        const y = p.y + (q.y - p.y) * t;
        ctx.moveTo(x, y);
        ctx.lineTo(x + ux, y + uy);
      }
      ctx.stroke();
    }
  }

  // Labels at the top of each hex, names across the middle.
  if (hexSize >= 12) {
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillStyle = mapColors.label;
    ctx.font = `${Math.max(7, Math.round(Math.min(13, hexSize * 0.3)))}px system-ui, 'DejaVu Sans', sans-serif`;
    const top = corners.reduce((m, c) => Math.min(m, c.y), 0) * zoom;
    for (const p of visible) {
      const s = toScreen(p.center);
      ctx.fillText(p.label, s.x, s.y + top + 2);
    }
  }
  if (hexSize >= 22) {
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `600 ${Math.round(Math.min(13, hexSize * 0.26))}px system-ui, 'DejaVu Sans', sans-serif`;
    for (const p of visible) {
      const name = drawing.map.hexes?.[p.label]?.name;
      if (!name) continue;
      const s = toScreen(p.center);
      const text = name.length > 14 ? name.slice(0, 13) + '…' : name;
      ctx.lineWidth = 3;
      ctx.strokeStyle = 'rgba(255,255,255,0.8)';
      ctx.strokeText(text, s.x, s.y + hexSize * 0.25);
      ctx.fillStyle = mapColors.name;
      ctx.fillText(text, s.x, s.y + hexSize * 0.25);
    }
  }

  const ring = (hex: Hex | undefined, color: string, width: number, dash: number[] = []) => {
    if (!hex || !drawing.grid.contains(hex)) return;
    const path = new Path2D();
    hexPath(path, corners, hexToPixel(layout, hex), zoom, pan);
    ctx.save();
    ctx.setLineDash(dash);
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.stroke(path);
    ctx.restore();
  };
  ring(overlay.selected, mapColors.selected, 3);
  ring(overlay.hover, mapColors.hover, 2);
  if (overlay.focused) ring(overlay.cursor, mapColors.cursor, 3, [5, 3]);
  return { drawn: visible.length };
}

function drawArrow(ctx: CanvasRenderingContext2D, from: Point, to: Point, size: number): void {
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  ctx.save();
  ctx.translate(mid.x, mid.y);
  ctx.rotate(angle);
  ctx.fillStyle = '#1d1a12';
  ctx.beginPath();
  ctx.moveTo(size, 0);
  ctx.lineTo(-size * 0.6, size * 0.6);
  ctx.lineTo(-size * 0.6, -size * 0.6);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

function drawPattern(ctx: CanvasRenderingContext2D, pattern: string, c: Point, size: number): void {
  const s = size * 0.16;
  ctx.fillStyle = 'rgba(20, 40, 15, 0.55)';
  ctx.strokeStyle = 'rgba(20, 20, 20, 0.5)';
  ctx.lineWidth = 1;
  switch (pattern) {
    case 'trees':
      for (const [dx, dy] of [
        [-0.45, 0.05],
        [0.45, 0.05],
        [0, -0.35],
        [0, 0.45],
      ] as const) {
        const x = c.x + dx * size;
        const y = c.y + dy * size;
        ctx.beginPath();
        ctx.moveTo(x, y - s);
        ctx.lineTo(x + s * 0.8, y + s * 0.6);
        ctx.lineTo(x - s * 0.8, y + s * 0.6);
        ctx.closePath();
        ctx.fill();
      }
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
