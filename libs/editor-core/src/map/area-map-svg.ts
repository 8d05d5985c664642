// An area map (Napoleon's Eagles' wings, reserves and front lines) as a vector SVG for print,
// drawn as the studio's area-map editor draws it: each area a box with its side's stripe, its
// name and kind; each connection a line styled by its kind, with an arrow when one-way; and,
// when given, the names of the units set up in each area. Sized in inches on the root (a map
// unit is 1/96 inch, as for hex maps). Pure: the studio downloads the text.
import type { MapDocument } from '@kriegsspiel/formats';
import { escapeXml } from '../counters/nato-symbols';
import { areaBox, areaMapBounds, areaPositions, edgePoint, kindStyle, labelPoint, type Point } from './area-geometry';
import type { MapSvg } from './map-svg';

/** What to put in an area map's SVG. */
export interface AreaMapSvgOptions {
  /** Colours of the sides, by side id (from the orders of battle): an area's stripe. */
  readonly sideColours?: ReadonlyMap<string, string>;
  /** Names of the units in each area, by area id, listed in its box (a scenario's set-up). */
  readonly units?: ReadonlyMap<string, readonly string[]>;
}

const font = 'DejaVu Sans, Arial, sans-serif';
const num = (v: number) => String(Math.round(v * 100) / 100);
/** The height of a line of unit names in an area's box. */
const lineHeight = 13;

/** The whole of an area map as an SVG document sized for print. */
export function areaMapSvg(map: MapDocument, options: AreaMapSvgOptions = {}): MapSvg {
  const areas = map.areas ?? [];
  const unitsOf = (id: string) => options.units?.get(id) ?? [];
  const heightOf = (id: string) => areaBox.height + (unitsOf(id).length > 0 ? lineHeight * unitsOf(id).length + 6 : 0);
  const tallest = Math.max(areaBox.height, ...areas.map((a) => heightOf(a.id)));
  // Rows of areas sit about 100 units apart: spread them when listed units make a box taller.
  const spread = Math.max(1, (tallest + 14) / 100);
  const positions = areaPositions(areas).map((p) => ({ x: p.x, y: p.y * spread }));
  const at = new Map(areas.map((a, i) => [a.id, i]));
  const b = areaMapBounds(
    areas.map((a, i) => ({ ...a, position: positions[i] as Point })),
    tallest,
  );
  const box = { minX: Math.floor(b.minX), minY: Math.floor(b.minY), maxX: Math.ceil(b.maxX), maxY: Math.ceil(b.maxY) };
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  const out: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${(width / 96).toFixed(3)}in" height="${(height / 96).toFixed(3)}in" viewBox="${box.minX} ${box.minY} ${width} ${height}">`,
    `<title>${escapeXml(map.name)}</title>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#3b3628"/></marker></defs>`,
    `<rect x="${box.minX}" y="${box.minY}" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<g id="connections" font-family="${font}" font-size="11" fill="#3b3628">`,
  ];
  for (const c of map.connections ?? []) {
    const a = positions[at.get(c.from) ?? -1];
    const z = positions[at.get(c.to) ?? -1];
    if (!a || !z) continue;
    const p = edgePoint(a, z);
    const q = edgePoint(z, a);
    const style = kindStyle(c.kind);
    // labelPoint keeps clear of boxes of the usual height; boxes made taller by their units are checked here.
    const found = labelPoint(p, q, positions);
    const label =
      found &&
      areas.every(
        (a, i) =>
          Math.abs(found.x - (positions[i] as Point).x) > areaBox.width / 2 + 30 || Math.abs(found.y - (positions[i] as Point).y) > heightOf(a.id) / 2 + 8,
      )
        ? found
        : undefined;
    out.push(
      `<g class="connection" data-from="${escapeXml(c.from)}" data-to="${escapeXml(c.to)}" data-kind="${escapeXml(c.kind)}"><line x1="${num(p.x)}" y1="${num(p.y)}" x2="${num(q.x)}" y2="${num(q.y)}" stroke="${style.stroke}" stroke-width="${style.width}"${style.dash ? ` stroke-dasharray="${style.dash}"` : ''}${c.oneWay ? ' marker-end="url(#arrow)"' : ''}/>${label ? `<text x="${num(label.x + 4)}" y="${num(label.y - 4)}">${escapeXml(c.kind)}</text>` : ''}</g>`,
    );
  }
  out.push(`</g>`, `<g id="areas" font-family="${font}" text-anchor="middle" fill="#1d1a12">`);
  areas.forEach((area, i) => {
    const c = positions[i] as Point;
    const units = unitsOf(area.id);
    const h = heightOf(area.id);
    const left = c.x - areaBox.width / 2;
    const top = c.y - h / 2;
    const front = area.kind === 'front-line';
    const colour = (area.side && options.sideColours?.get(area.side)) || '#9a927c';
    const name = area.name.length > 26 ? `${area.name.slice(0, 25)}…` : area.name;
    const squeeze = name.length > 15 ? ` textLength="${areaBox.width - 26}" lengthAdjust="spacingAndGlyphs"` : '';
    const facts = [area.kind, area.side].filter(Boolean).join(' · ');
    // Names wider than the box (about 6 units a character at size 10) are squeezed into it.
    const lines = units.map((u, k) => {
      const squeezeUnit = u.length * 6 > areaBox.width - 20 ? ` textLength="${areaBox.width - 20}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text class="unit" x="${num(c.x + 5)}" y="${num(top + areaBox.height + 6 + lineHeight * k)}" font-size="10"${squeezeUnit}>${escapeXml(u)}</text>`;
    });
    out.push(
      `<g class="area" data-area="${escapeXml(area.id)}"><rect x="${num(left)}" y="${num(top)}" width="${areaBox.width}" height="${num(h)}" rx="8" fill="${front ? '#ddd6c4' : '#ffffff'}" stroke="#5a5444" stroke-width="1.5"${area.kind === 'reserve' ? ' stroke-dasharray="6 4"' : ''}/>${front ? '' : `<rect x="${num(left)}" y="${num(top)}" width="10" height="${num(h)}" rx="4" fill="${escapeXml(colour)}"/>`}<text class="area-name" x="${num(c.x + 2)}" y="${num(top + 20)}" font-size="13" font-weight="600"${squeeze}>${escapeXml(name)}</text>${facts ? `<text x="${num(c.x + 2)}" y="${num(top + 35)}" font-size="10" fill="#555">${escapeXml(facts)}</text>` : ''}${lines.join('')}</g>`,
    );
  });
  out.push(`</g>`, `</svg>`, '');
  return { svg: out.join('\n'), viewBox: box, inches: { width: width / 96, height: height / 96 } };
}
