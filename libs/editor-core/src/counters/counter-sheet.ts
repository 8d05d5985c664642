// A printable counter sheet: every piece of a mod laid out on A4 pages, fronts on one
// page and backs on the next with the columns mirrored (so a sheet printed on both sides,
// flipped on its long edge, puts each back behind its front), with cut lines along the
// edges of every counter. Pure: the studio offers it as a download, a command-line tool
// could write the same pages to files.
import type { OobDocument, UnitType } from '@kriegsspiel/formats';
import { indexOob } from '../oob/oob-index';
import { faceSvg, pieceOfTemplate, pieceOfUnit, type CounterSymbol, type PrintablePiece } from './counter-art';

/** Options of {@link counterSheet}. */
export interface CounterSheetOptions {
  /** Page width and height in millimetres; A4 portrait by default. */
  readonly page?: { readonly width: number; readonly height: number };
  /** Margin on every side, in millimetres; 10 by default. */
  readonly margin?: number;
  /** A line of text at the top of each page (the mod's name). */
  readonly title?: string;
}

/** One sheet: the fronts, and the backs mirrored to print on the reverse. */
export interface CounterSheetPage {
  readonly front: string;
  readonly back: string;
  /** Ids of the pieces on the page, in reading order of the front. */
  readonly pieces: readonly string[];
}

/** The pages of a sheet, and all of them stacked in one SVG for a single download. */
export interface CounterSheet {
  readonly pages: readonly CounterSheetPage[];
  readonly combined: string;
  readonly count: number;
}

/** Every piece of some orders of battle: each unit, then each blank as many times as the game ships it. */
export function printablePieces(oobs: readonly OobDocument[], types: ReadonlyMap<string, UnitType> = new Map()): PrintablePiece[] {
  const pieces: PrintablePiece[] = [];
  for (const oob of oobs) {
    const symbolOf = (type: string | undefined) =>
      (type ? (types.get(type)?.symbol ?? oob.unitTypes?.find((t) => t.id === type)?.symbol) : undefined) as CounterSymbol | undefined;
    for (const { unit } of indexOob(oob).units.values()) pieces.push(pieceOfUnit(oob, unit, symbolOf(unit.type)));
    for (const t of oob.templates ?? []) {
      const copies = t.count ?? 1;
      for (let i = 1; i <= copies; i++) pieces.push(pieceOfTemplate(oob, t, copies > 1 ? i : undefined, symbolOf(t.type)));
    }
  }
  return pieces;
}

interface Placed {
  readonly piece: PrintablePiece;
  readonly x: number;
  readonly y: number;
}

const n = (v: number) => String(Math.round(v * 1000) / 1000);

/** Lays pieces out in rows (a new row where the height changes) and pages. */
function layout(pieces: readonly PrintablePiece[], width: number, height: number, top: number): Placed[][] {
  const pages: Placed[][] = [];
  let page: Placed[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const piece of pieces) {
    const { width: w, height: h } = piece.box;
    if (x > 0 && (x + w > width + 1e-6 || h !== rowHeight)) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    if (y + h > height - top + 1e-6 && page.length > 0) {
      pages.push(page);
      page = [];
      x = 0;
      y = 0;
      rowHeight = 0;
    }
    page.push({ piece, x, y });
    x += w;
    rowHeight = Math.max(rowHeight, h);
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

/** Cut lines: every edge of every counter, drawn once, running a little into the margin. */
function cutLines(placed: readonly Placed[], offsetX: number, offsetY: number, mirror: (p: Placed) => number): string {
  const lines = new Set<string>();
  for (const p of placed) {
    const x = offsetX + mirror(p);
    const y = offsetY + p.y;
    const { width: w, height: h } = p.piece.box;
    for (const [x1, y1, x2, y2] of [
      [x, y, x + w, y],
      [x, y + h, x + w, y + h],
      [x, y, x, y + h],
      [x + w, y, x + w, y + h],
    ] as const)
      lines.add(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`);
  }
  return `<path d="${[...lines].join('')}" stroke="#888" stroke-width="0.1" fill="none" stroke-dasharray="1 0.6"/>`;
}

function pageSvg(body: string, width: number, height: number, heading: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}mm" height="${n(height)}mm" viewBox="0 0 ${n(width)} ${n(height)}"><rect width="${n(width)}" height="${n(height)}" fill="#ffffff"/>${heading}${body}</svg>`;
}

/** Lays out pieces on pages, fronts and mirrored backs, with cut lines. */
export function counterSheet(pieces: readonly PrintablePiece[], options: CounterSheetOptions = {}): CounterSheet {
  const { width, height } = options.page ?? { width: 210, height: 297 };
  const margin = options.margin ?? 10;
  const inner = width - 2 * margin;
  const top = options.title ? 6 : 0;
  const pages = layout(pieces, inner, height - 2 * margin, top);
  const escape = (t: string) => t.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
  const out: CounterSheetPage[] = pages.map((placed, i) => {
    const heading = (side: string) =>
      options.title
        ? `<text x="${n(margin)}" y="${n(margin + 3)}" font-size="3.5" font-family="DejaVu Sans, Arial, sans-serif" fill="#333">${escape(options.title)} — sheet ${i + 1} of ${pages.length}, ${side}</text>`
        : '';
    const ox = margin;
    const oy = margin + top;
    const straight = (p: Placed) => p.x;
    // Backs mirror left to right, so each lands behind its front when the sheet is turned over its long edge.
    const mirrored = (p: Placed) => inner - p.x - p.piece.box.width;
    const fronts = placed.map((p) => faceSvg(p.piece.front, p.piece.box, ox + p.x, oy + p.y)).join('');
    const backs = placed.map((p) => faceSvg(p.piece.back, p.piece.box, ox + mirrored(p), oy + p.y)).join('');
    return {
      front: pageSvg(fronts + cutLines(placed, ox, oy, straight), width, height, heading('fronts')),
      back: pageSvg(backs + cutLines(placed, ox, oy, mirrored), width, height, heading('backs')),
      pieces: placed.map((p) => p.piece.id),
    };
  });
  const all = out.flatMap((p) => [p.front, p.back]);
  const combined = `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}mm" height="${n(height * all.length)}mm" viewBox="0 0 ${n(width)} ${n(height * all.length)}">${all
    .map((svg, i) => `<g transform="translate(0 ${n(height * i)})">${svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')}</g>`)
    .join('')}</svg>`;
  return { pages: out, combined, count: pieces.length };
}
