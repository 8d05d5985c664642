// Counters drawn as SVG text, without a DOM, so the studio's preview, the printable sheet
// and a command-line tool draw the same piece. Every length is in millimetres: a face of
// a 16 mm counter is a 16 × 16 box, and an <svg> sized in mm prints at the real size.
import type { BlankPiece, Counter, CounterColours, CounterFace, OobDocument, Unit } from '@kriegsspiel/formats';
import { indexOob } from '../oob/oob-index';
import { escapeXml, natoSymbol, symbolPrimitivesToSvg } from './nato-symbols';

/** Width of a counter whose `size` is not given, in millimetres (the common ½-inch-plus counter). */
export const defaultCounterSize = 16;

/** The symbols of the format's `symbol` enum. */
export const counterSymbols = [
  'infantry',
  'light-infantry',
  'cavalry',
  'light-cavalry',
  'heavy-cavalry',
  'artillery',
  'horse-artillery',
  'engineer',
  'militia',
  'headquarters',
  'leader',
  'supply',
  'train',
  'marker',
  'terrain',
  'none',
] as const;

/** One of {@link counterSymbols}. */
export type CounterSymbol = (typeof counterSymbols)[number];

/** A face ready to draw: its texts and symbol, with colours resolved from the face, the nationality or the side. */
export interface ResolvedFace {
  readonly name?: string;
  readonly label?: string;
  readonly printed?: string;
  readonly symbol?: CounterSymbol;
  readonly blank: boolean;
  readonly background: string;
  readonly text: string;
  readonly stripe?: string;
}

/** A piece's shape and size: width and height in millimetres. */
export interface CounterBox {
  readonly width: number;
  readonly height: number;
  readonly shape: NonNullable<Counter['shape']>;
}

/** The box of a counter: `size` is its width; rectangles are 2:1 wide blocks, cards 5:7 upright. */
export function counterBox(counter: Counter | undefined): CounterBox {
  const width = counter?.size ?? defaultCounterSize;
  const shape = counter?.shape ?? 'square';
  const height = shape === 'rectangle' ? width / 2 : shape === 'card' ? (width * 7) / 5 : width;
  return { width, height, shape };
}

const fallback = { background: '#d9d4c4', text: '#1d1a12' };

/** Resolves one face of a counter: the face's colours, else the front's, else the given defaults. */
export function resolveFace(counter: Counter | undefined, which: 'front' | 'back', defaults: CounterColours = {}, symbol?: CounterSymbol): ResolvedFace {
  const face: CounterFace | undefined = which === 'front' ? counter?.front : counter?.back;
  const colors = { ...fallback, ...defaults, ...(counter?.front.colors ?? {}), ...(face?.colors ?? {}) };
  // A piece without a printed back shows the front's colours and nothing else.
  const blank = face === undefined ? which === 'back' : face.blank === true;
  return {
    name: face?.name,
    label: face?.label,
    printed: face?.printed,
    symbol: (face?.symbol ?? (which === 'front' ? symbol : undefined)) as CounterSymbol | undefined,
    blank,
    background: colors.background,
    text: colors.text,
    stripe: face?.colors?.stripe ?? (which === 'front' ? counter?.front.colors?.stripe : undefined),
  };
}

/** The colours a piece takes when its faces give none: its nationality's, else its side's. */
export function pieceColors(oob: OobDocument, piece: { nationality?: string; side?: string }): CounterColours {
  const nationality = oob.nationalities?.find((n) => n.id === piece.nationality);
  if (nationality?.colors) return nationality.colors;
  const side = oob.sides.find((s) => s.id === (piece.side ?? nationality?.side));
  return side?.color ? { background: side.color, text: '#ffffff' } : {};
}

export { escapeXml };

const n = (v: number) => String(Math.round(v * 1000) / 1000);

/**
 * The NATO-style symbol in a box (x, y, w, h), drawn in `color`, as SVG: the one description
 * of each symbol (`natoSymbol`, which the map's canvas draws too) through the SVG back end.
 */
export function symbolSvg(symbol: CounterSymbol | undefined, x: number, y: number, w: number, h: number, color: string): string {
  return symbolPrimitivesToSvg(natoSymbol(symbol, h > 0 ? w / h : 1), { x, y, w, h, color, lineWidth: Math.max(0.18, h * 0.07), fontFamily: symbolFont });
}

/** The font of a symbol's letters (L, H) on printed counters. */
const symbolFont = 'DejaVu Sans, Arial, sans-serif';

const font = 'font-family="DejaVu Sans, Arial, sans-serif"';

/** One face as an SVG group, its top left at (x, y), in millimetres. */
export function faceSvg(face: ResolvedFace, box: CounterBox, x = 0, y = 0): string {
  const { width: w, height: h, shape } = box;
  const bg = escapeXml(face.background);
  const fg = escapeXml(face.text);
  const outline = `stroke="#333" stroke-width="0.15"`;
  const parts: string[] = [];
  if (shape === 'disc') parts.push(`<circle cx="${n(x + w / 2)}" cy="${n(y + h / 2)}" r="${n(Math.min(w, h) / 2 - 0.1)}" fill="${bg}" ${outline}/>`);
  else
    parts.push(
      `<rect x="${n(x + 0.05)}" y="${n(y + 0.05)}" width="${n(w - 0.1)}" height="${n(h - 0.1)}" rx="${n(shape === 'card' ? w * 0.05 : w * 0.03)}" fill="${bg}" ${outline}/>`,
    );
  if (face.stripe)
    parts.push(`<rect x="${n(x + 0.05)}" y="${n(y + h * 0.08)}" width="${n(w - 0.1)}" height="${n(h * 0.1)}" fill="${escapeXml(face.stripe)}"/>`);
  if (!face.blank) {
    const unit = Math.min(w, h);
    const text = (t: string, cy: number, size: number, weight = 'normal') =>
      `<text x="${n(x + w / 2)}" y="${n(y + cy)}" font-size="${n(size)}" text-anchor="middle" dominant-baseline="central" ${font} font-weight="${weight}" fill="${fg}">${escapeXml(t)}</text>`;
    if (face.label) parts.push(text(face.label, h * 0.11, unit * 0.13, 'bold'));
    const symbolH = h * (shape === 'rectangle' ? 0.34 : 0.3);
    const symbolW = Math.min(w * 0.56, symbolH * 1.55);
    const symbolTop = y + h * 0.2;
    parts.push(symbolSvg(face.symbol, x + (w - symbolW) / 2, symbolTop, symbolW, symbolH, face.text));
    const named = face.name !== undefined && face.name !== '';
    if (face.printed) parts.push(text(face.printed, h * (named ? 0.7 : 0.76), unit * 0.24, 'bold'));
    if (named)
      parts.push(text(fitName(face.name as string, w), h * 0.9, Math.min(unit * 0.12, (w * 1.6) / Math.max(6, (face.name as string).length)), 'normal'));
  }
  return `<g>${parts.join('')}</g>`;
}

/** A name shortened to what fits a counter's width (the preview shows it whole). */
function fitName(name: string, width: number): string {
  const max = Math.max(6, Math.round(width * 1.1));
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

/** A face as a standalone SVG document at print size (`width="16mm"`). */
export function faceSvgDocument(face: ResolvedFace, box: CounterBox, title?: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n(box.width)}mm" height="${n(box.height)}mm" viewBox="0 0 ${n(box.width)} ${n(box.height)}">${title ? `<title>${escapeXml(title)}</title>` : ''}${faceSvg(face, box)}</svg>`;
}

/** A printable piece: a unit, or one blank of a template. */
export interface PrintablePiece {
  /** The unit's or blank's id (blanks get `-1`, `-2` … for each copy). */
  readonly id: string;
  readonly name: string;
  readonly box: CounterBox;
  readonly front: ResolvedFace;
  readonly back: ResolvedFace;
}

/** The pieces of a unit: its counter with colours from its nationality or side and its type's symbol. */
export function pieceOfUnit(oob: OobDocument, unit: Unit, symbol?: CounterSymbol): PrintablePiece {
  const entry = indexOob(oob).units.get(unit.id);
  const colors = pieceColors(oob, { nationality: entry?.nationality ?? unit.nationality, side: entry?.side ?? unit.side });
  return {
    id: unit.id,
    name: unit.name,
    box: counterBox(unit.counter),
    front: resolveFace(unit.counter, 'front', colors, symbol),
    back: resolveFace(unit.counter, 'back', colors),
  };
}

/** A blank piece as printed: its counter, in its nationality's colours. */
export function pieceOfTemplate(oob: OobDocument, template: BlankPiece, copy?: number, symbol?: CounterSymbol): PrintablePiece {
  const colors = pieceColors(oob, template);
  return {
    id: copy === undefined ? template.id : `${template.id}-${copy}`,
    name: template.name,
    box: counterBox(template.counter),
    front: resolveFace(template.counter, 'front', colors, symbol),
    back: resolveFace(template.counter, 'back', colors),
  };
}
