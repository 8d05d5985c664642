// A hex map as a vector SVG for print: each hex a path filled with its terrain, roads and
// hexsides (rivers, slopes) as strokes, regions as dashed borders, hex numbers, place names
// and location codes as text, and, when given, the set-up's counter stacks. Sized in
// inches on the root (a map pixel is a CSS pixel, 1/96 inch), so layout programs place it at
// the map's real size, and every part stays sharp at any print resolution. Pure: the
// studio downloads the text; a command-line tool could write it to a file.
import {
  createLayout,
  directionBetween,
  hexCornerOffset,
  hexToPixel,
  hexsideEndpoints,
  pixelBounds,
  allDirections,
  hexKey,
  neighbor,
  type Point,
} from '@kriegsspiel/hex';
import { natoSymbol, symbolPrimitivesToSvg, escapeXml } from '../counters/nato-symbols';
import type { CounterStack, MapCounter } from './map-counters';
import type { MapDrawing } from './map-drawing';
import { hexLabelPx, hexLabelStride, minLabelPx, showsHexLabel, textWidthPx, thinLabels, type ViewRect } from './map-viewport';

/** What to put in a map's SVG. */
export interface MapSvgOptions {
  /** Hex size in map pixels, centre to corner; the grid's `hexSize`, else 30. */
  readonly hexSize?: number;
  /** The counter stacks to draw on their hexes (a scenario's set-up); none by default. */
  readonly counters?: readonly CounterStack[];
}

/** A map's SVG and its extent. */
export interface MapSvg {
  /** The SVG document's text. */
  readonly svg: string;
  /** The `viewBox`: the map's hexes with half a hex to spare, in map pixels. */
  readonly viewBox: ViewRect;
  /** The printed size in inches (a map pixel is 1/96 inch). */
  readonly inches: { readonly width: number; readonly height: number };
}

/** Colours of the printed map: those of the studio's map view, on a white sheet. */
const ink = {
  paper: '#ffffff',
  grid: '#6b6250',
  label: '#3a3326',
  name: '#1d1a12',
  region: '#7a3db8',
  location: '#1d1a12',
  entry: '#0b6e4f',
} as const;
const font = 'DejaVu Sans, Arial, sans-serif';

const num = (v: number) => String(Math.round(v * 100) / 100);
const attr = (text: string) => escapeXml(text);

/** The whole of a hex map as an SVG document sized for print (see {@link MapSvg}). */
export function mapSvg(drawing: MapDrawing, options: MapSvgOptions = {}): MapSvg {
  const map = drawing.map;
  const grid = drawing.grid;
  const size = options.hexSize ?? map.grid?.hexSize ?? 30;
  const layout = createLayout(grid.config.orientation, size);
  const hexes = grid.hexes().map((hex) => ({ hex, label: grid.hexToLabel(hex) ?? '', center: hexToPixel(layout, hex) }));
  const byLabel = new Map(hexes.map((p) => [p.label, p]));
  const corners = [0, 1, 2, 3, 4, 5].map((i) => hexCornerOffset(layout, i));
  const b = pixelBounds(
    layout,
    hexes.map((p) => p.hex),
  );
  const pad = size / 2;
  const box: ViewRect = { minX: Math.floor(b.minX - pad), minY: Math.floor(b.minY - pad), maxX: Math.ceil(b.maxX + pad), maxY: Math.ceil(b.maxY + pad) };
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  const stacks = (options.counters ?? []).filter((s) => s.counters.length > 0 && byLabel.has(s.label));
  const stacked = new Set(stacks.map((s) => s.label));

  const outline = (c: Point) => `M${corners.map((k) => `${num(c.x + k.x)} ${num(c.y + k.y)}`).join('L')}Z`;
  const out: string[] = [];
  out.push(
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${(width / 96).toFixed(3)}in" height="${(height / 96).toFixed(3)}in" viewBox="${box.minX} ${box.minY} ${width} ${height}">`,
    `<title>${attr(map.name)}</title>`,
    `<rect x="${box.minX}" y="${box.minY}" width="${width}" height="${height}" fill="${ink.paper}"/>`,
  );

  // Terrain: one path per hex, named by its label and terrain, so the file can be edited hex by hex.
  out.push(`<g id="hexes" stroke="${ink.grid}" stroke-width="${num(Math.max(0.5, size / 40))}" stroke-linejoin="round">`);
  for (const p of hexes) {
    const terrain = drawing.hexTerrain(p.label).map((t) => t.id);
    out.push(
      `<path class="hex" data-hex="${attr(p.label)}" data-terrain="${attr(terrain.join(' '))}" d="${outline(p.center)}" fill="${attr(drawing.fillOf(p.label))}"/>`,
    );
  }
  out.push(`</g>`);

  // Regions: a dashed border just inside the sides their hexes share with hexes outside.
  const regions = map.regions ?? [];
  if (regions.length > 0) {
    out.push(
      `<g id="regions" fill="none" stroke-width="${num(size * 0.07)}" stroke-dasharray="${num(size * 0.18)} ${num(size * 0.1)}" stroke-linecap="round">`,
    );
    for (const region of regions) {
      const inRegion = region.hexes.map((l) => byLabel.get(l)).filter((p) => p !== undefined);
      const inside = new Set(inRegion.map((p) => hexKey(p.hex)));
      const d: string[] = [];
      for (const p of inRegion) {
        for (const dir of allDirections) {
          if (inside.has(hexKey(neighbor(p.hex, dir)))) continue;
          const inset = (q: Point) => `${num(q.x + (p.center.x - q.x) * 0.08)} ${num(q.y + (p.center.y - q.y) * 0.08)}`;
          const [s, e] = hexsideEndpoints(layout, p.hex, dir);
          d.push(`M${inset(s)}L${inset(e)}`);
        }
      }
      if (d.length > 0) out.push(`<path class="region" data-region="${attr(region.id)}" stroke="${attr(region.color ?? ink.region)}" d="${d.join('')}"/>`);
    }
    out.push(`</g>`);
  }

  // Roads and trails: a polyline through the centres of their hexes.
  const paths = map.paths ?? [];
  if (paths.length > 0) {
    out.push(`<g id="roads" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-width="${num(size * 0.12)}">`);
    for (const path of paths) {
      const points = path.hexes.map((l) => byLabel.get(l)?.center).filter((c) => c !== undefined);
      if (points.length < 2) continue;
      const name = path.name ? `<title>${attr(path.name)}</title>` : '';
      out.push(
        `<polyline class="road" data-terrain="${attr(path.terrain)}" data-hexes="${attr(path.hexes.join(' '))}" stroke="${attr(drawing.colorOf(path.terrain))}" points="${points.map((c) => `${num(c.x)},${num(c.y)}`).join(' ')}">${name}</polyline>`,
      );
    }
    out.push(`</g>`);
  }

  // Hexsides (rivers, streams, slopes): a thick stroke on the shared side, ticks pointing downhill.
  const sides = map.hexsides ?? [];
  if (sides.length > 0) {
    out.push(`<g id="hexsides" fill="none" stroke-linecap="round">`);
    for (const side of sides) {
      const [la, lb] = side.between;
      const a = la === undefined ? undefined : byLabel.get(la);
      const c = lb === undefined ? undefined : byLabel.get(lb);
      const dir = a && c ? directionBetween(a.hex, c.hex) : undefined;
      if (!a || !c || dir === undefined) continue;
      const [p, q] = hexsideEndpoints(layout, a.hex, dir);
      const color = attr(drawing.colorOf(side.terrain));
      let ticks = '';
      if (side.uphill !== undefined) {
        const low = (side.uphill === la ? c : a).center;
        const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
        const len = Math.hypot(low.x - mid.x, low.y - mid.y) || 1;
        const ux = ((low.x - mid.x) / len) * size * 0.18;
        const uy = ((low.y - mid.y) / len) * size * 0.18;
        const d = [0.25, 0.5, 0.75].map((t) => {
          const x = p.x + (q.x - p.x) * t;
          const y = p.y + (q.y - p.y) * t;
          return `M${num(x)} ${num(y)}l${num(ux)} ${num(uy)}`;
        });
        ticks = `<path d="${d.join('')}" stroke="${color}" stroke-width="${num(size * 0.05)}"/>`;
      }
      out.push(
        `<g class="hexside" data-terrain="${attr(side.terrain)}" data-between="${attr(side.between.join(' '))}"><line x1="${num(p.x)}" y1="${num(p.y)}" x2="${num(q.x)}" y2="${num(q.y)}" stroke="${color}" stroke-width="${num(size * 0.14)}"/>${ticks}</g>`,
      );
    }
    out.push(`</g>`);
  }

  // Locations (a code badge at the upper right of their hex) and entry points (an arrowhead at the lower left).
  const badges: string[] = [];
  const codePx = Math.max(minLabelPx * 0.75, Math.min(12, size * 0.22));
  for (const place of map.locations ?? []) {
    const label = place.hex ?? place.hexes?.[0];
    const at = label === undefined ? undefined : byLabel.get(label);
    if (!at) continue;
    const x = at.center.x + size * 0.45;
    const y = at.center.y - size * 0.42;
    if (!place.code) {
      badges.push(`<circle class="location" data-location="${attr(place.id)}" cx="${num(x)}" cy="${num(y)}" r="${num(size * 0.13)}" fill="${ink.location}"/>`);
      continue;
    }
    const w = textWidthPx(place.code.length, codePx) + 4;
    const h = codePx + 4;
    badges.push(
      `<g class="location" data-location="${attr(place.id)}"><rect x="${num(x - w / 2)}" y="${num(y - h / 2)}" width="${num(w)}" height="${num(h)}" fill="${ink.location}"/><text x="${num(x)}" y="${num(y)}" font-size="${num(codePx)}" font-weight="bold" fill="#ffffff" text-anchor="middle" dominant-baseline="central">${attr(place.code)}</text></g>`,
    );
  }
  for (const entry of map.entryPoints ?? []) {
    const at = byLabel.get(entry.hex);
    if (!at) continue;
    const x = at.center.x - size * 0.5;
    const y = at.center.y + size * 0.38;
    const s = size * 0.2;
    const code = entry.code
      ? `<text x="${num(x + s * 1.3)}" y="${num(y)}" font-size="${num(codePx)}" font-weight="bold" fill="${ink.entry}" dominant-baseline="central">${attr(entry.code)}</text>`
      : '';
    badges.push(
      `<g class="entry" data-entry="${attr(entry.id)}"><path d="M${num(x - s)} ${num(y - s)}L${num(x + s)} ${num(y)}L${num(x - s)} ${num(y + s)}Z" fill="${ink.entry}"/>${code}</g>`,
    );
  }
  if (badges.length > 0) out.push(`<g id="places" font-family="${font}">${badges.join('')}</g>`);

  // Hex numbers across the top of each hex, at a stride when hexes are too small for every one.
  const labelPx = hexLabelPx(size);
  const chars = hexes.reduce((n, p) => Math.max(n, p.label.length), 1);
  const stride = hexLabelStride(size, textWidthPx(chars, labelPx), labelPx);
  const top = grid.config.orientation === 'flat' ? -Math.sqrt(3) / 2 : -1;
  const numberOf = (p: (typeof hexes)[number]) => {
    const { col, row } = grid.hexToOffset(p.hex);
    if (!showsHexLabel(col, row, stride)) return '';
    const y = p.center.y + top * size + 2 + labelPx * 0.8;
    const plate = stacked.has(p.label)
      ? `<rect x="${num(p.center.x - (textWidthPx(p.label.length, labelPx) + 4) / 2)}" y="${num(y - labelPx * 0.8 - 1)}" width="${num(textWidthPx(p.label.length, labelPx) + 4)}" height="${num(labelPx + 2)}" fill="#ffffff" fill-opacity="0.85"/>`
      : '';
    return `${plate}<text class="hex-number" x="${num(p.center.x)}" y="${num(y)}">${attr(p.label)}</text>`;
  };
  const numbersGroup = (list: readonly (typeof hexes)[number][], id: string) =>
    `<g id="${id}" font-family="${font}" font-size="${num(labelPx)}" fill="${ink.label}" text-anchor="middle">${list.map(numberOf).join('')}</g>`;
  out.push(
    numbersGroup(
      hexes.filter((p) => !stacked.has(p.label)),
      'hex-numbers',
    ),
  );

  // Counters: the top of each stack with its symbol and values, the ones under it peeking out, and a count.
  if (stacks.length > 0) {
    out.push(`<g id="counters" font-family="${font}">`);
    for (const s of stacks) out.push(stackSvg(s, (byLabel.get(s.label) as (typeof hexes)[number]).center, size));
    out.push(`</g>`);
    out.push(
      numbersGroup(
        hexes.filter((p) => stacked.has(p.label)),
        'hex-numbers-over-counters',
      ),
    );
  }

  // Place names across their hex (lower where counters stand), those that would run into another left out.
  const namePx = Math.max(minLabelPx, Math.min(13, Math.round(size * 0.26)));
  const names: { label: string; text: string; at: Point }[] = [];
  for (const [label, hex] of Object.entries(map.hexes ?? {})) {
    const p = hex?.name ? byLabel.get(label) : undefined;
    if (!hex?.name || !p) continue;
    names.push({ label, text: hex.name, at: { x: p.center.x, y: p.center.y + size * (stacked.has(label) ? 0.62 : 0.25) } });
  }
  const boxes = names.map((e) => {
    const w = textWidthPx(e.text.length, namePx) / 2;
    const h = (namePx + 2) / 2;
    return { minX: e.at.x - w, minY: e.at.y - h, maxX: e.at.x + w, maxY: e.at.y + h };
  });
  const kept = thinLabels(boxes, 2).map((i) => names[i] as (typeof names)[number]);
  if (kept.length > 0) {
    out.push(
      `<g id="place-names" font-family="${font}" font-size="${num(namePx)}" font-weight="600" fill="${ink.name}" text-anchor="middle" dominant-baseline="central" stroke="#ffffff" stroke-opacity="0.8" stroke-width="3" paint-order="stroke">`,
      ...kept.map((e) => `<text class="place-name" data-hex="${attr(e.label)}" x="${num(e.at.x)}" y="${num(e.at.y)}">${attr(e.text)}</text>`),
      `</g>`,
    );
  }
  out.push(`</svg>`, '');
  return { svg: out.join('\n'), viewBox: box, inches: { width: width / 96, height: height / 96 } };
}

/** A stack of counters on its hex centre: up to three offset up and left, the top one's face, and a count badge. */
function stackSvg(stack: CounterStack, c: Point, size: number): string {
  const side = size * 0.95;
  const step = size * 0.07;
  const n = stack.counters.length;
  const shown = Math.min(n, 3);
  const x0 = c.x - side / 2 + step * (shown - 1) * 0.5;
  const y0 = c.y - side / 2 + step * (shown - 1) * 0.5;
  const parts: string[] = [];
  for (let i = 0; i < shown; i++) {
    const counter = stack.counters[n - shown + i] as MapCounter;
    const x = x0 - step * i;
    const y = y0 - step * i;
    parts.push(
      `<rect x="${num(x)}" y="${num(y)}" width="${num(side)}" height="${num(side)}" fill="${attr(counter.background)}" stroke="#000000" stroke-opacity="0.55" stroke-width="${num(size * 0.02)}"/>`,
    );
    if (i === shown - 1) parts.push(faceSvg(counter, x, y, side));
  }
  if (n > 1) {
    const r = size * 0.2;
    const bx = x0 - step * (shown - 1) + side;
    const by = y0 - step * (shown - 1);
    parts.push(
      `<circle cx="${num(bx)}" cy="${num(by)}" r="${num(r)}" fill="#b3261e"/><text x="${num(bx)}" y="${num(by)}" font-size="${num(r * 1.2)}" font-weight="bold" fill="#ffffff" text-anchor="middle" dominant-baseline="central">${n}</text>`,
    );
  }
  return `<g class="stack" data-hex="${attr(stack.label)}" data-units="${attr(stack.counters.map((k) => k.id).join(' '))}"><title>${attr(stack.counters.map((k) => k.name).join(', '))}</title>${parts.join('')}</g>`;
}

/** The top counter's face: its stripe, its NATO-style symbol and printed values, or a ? face down. */
function faceSvg(counter: MapCounter, x: number, y: number, side: number): string {
  const text = attr(counter.text);
  const stripe = counter.stripe
    ? `<rect x="${num(x)}" y="${num(y + side * 0.08)}" width="${num(side)}" height="${num(side * 0.12)}" fill="${attr(counter.stripe)}"/>`
    : '';
  if (counter.faceDown)
    return `${stripe}<text x="${num(x + side / 2)}" y="${num(y + side / 2)}" font-size="${num(side * 0.5)}" font-weight="bold" fill="${text}" text-anchor="middle" dominant-baseline="central">?</text>`;
  const bw = side * 0.56;
  const bh = side * 0.34;
  const symbol = symbolPrimitivesToSvg(natoSymbol(counter.symbol, bw / bh), {
    x: x + (side - bw) / 2,
    y: y + side * 0.22,
    w: bw,
    h: bh,
    color: counter.text,
    lineWidth: side * 0.04,
    fontFamily: font,
  });
  const printed = counter.printed
    ? `<text x="${num(x + side / 2)}" y="${num(y + side * 0.9)}" font-size="${num(side * 0.24)}" font-weight="bold" fill="${text}" text-anchor="middle">${attr(counter.printed)}</text>`
    : '';
  return stripe + symbol + printed + (counter.hidden ? hiddenSvg(counter, x, y, side) : '');
}

/** The mark of a counter its owner sees face up and the enemy face down: a turned-down corner and a dashed edge (as the board draws it). */
function hiddenSvg(counter: MapCounter, x: number, y: number, side: number): string {
  const fold = side * 0.28;
  const inset = side * 0.06;
  return (
    `<path class="hidden-mark" d="M${num(x + side - fold)} ${num(y)}H${num(x + side)}V${num(y + fold)}Z" fill="#000000" fill-opacity="0.55"/>` +
    `<rect x="${num(x + inset)}" y="${num(y + inset)}" width="${num(side - 2 * inset)}" height="${num(side - 2 * inset)}" fill="none" stroke="${attr(counter.text)}" stroke-width="${num(side * 0.03)}" stroke-dasharray="${num(side * 0.08)} ${num(side * 0.06)}"/>`
  );
}
