// NATO-style unit symbols described once, as geometry, and drawn by two small back ends: SVG
// text (the counter preview and the printable sheet) and a Canvas 2D context (the map). So
// a leader looks the same on the sheet and on the map. Pure: the canvas back end takes any
// object with the few Canvas 2D members it uses, so this file needs no DOM.
//
// A description lives in a unit box: x from 0 (left) to 1 (right) of the symbol's width, y
// from 0 (top) to 1 (bottom) of its height. Some marks reach outside it on purpose (a
// headquarters' staff, a leader's pole). Lengths that must stay round or upright (a disc's
// radius, a letter's size) are given in heights, so the description takes the box's aspect.

/** One mark of a symbol, in the unit box. */
export type SymbolPrimitive =
  /** A stroked rectangle (the frame); `dash` in heights makes it dashed. */
  | { readonly kind: 'rect'; readonly x: number; readonly y: number; readonly w: number; readonly h: number; readonly dash?: number }
  /** A stroked straight line. */
  | { readonly kind: 'line'; readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number }
  /** An ellipse, filled (a disc) or stroked (a wheel). */
  | { readonly kind: 'ellipse'; readonly cx: number; readonly cy: number; readonly rx: number; readonly ry: number; readonly fill: boolean }
  /** A closed polygon, filled or stroked. */
  | { readonly kind: 'polygon'; readonly points: readonly (readonly [number, number])[]; readonly fill: boolean }
  /** A bold letter whose baseline ends at (x, y); `size` in heights. */
  | { readonly kind: 'text'; readonly x: number; readonly y: number; readonly size: number; readonly text: string };

const frame = { kind: 'rect', x: 0, y: 0, w: 1, h: 1 } as const satisfies SymbolPrimitive;
const line = (x1: number, y1: number, x2: number, y2: number): SymbolPrimitive => ({ kind: 'line', x1, y1, x2, y2 });
const cross = [line(0, 0, 1, 1), line(0, 1, 1, 0)];
const diagonal = line(0, 1, 1, 0);

/**
 * The marks of a NATO-style symbol in a box `aspect` times as wide as high: a frame with a
 * cross for infantry, a diagonal for cavalry, a disc for artillery, a flag for a leader, a
 * staff for a headquarters; light and heavy troops add a letter, militia a dashed frame.
 * `none` or no symbol draws nothing; a symbol this does not know draws the bare frame.
 */
export function natoSymbol(symbol: string | undefined, aspect = 1.55): readonly SymbolPrimitive[] {
  // A disc or wheel of radius r heights is r / aspect widths wide.
  const disc = (cx: number, cy: number, r: number, fill: boolean): SymbolPrimitive => ({ kind: 'ellipse', cx, cy, rx: r / aspect, ry: r, fill });
  const letter = (text: string): SymbolPrimitive => ({ kind: 'text', x: 1 - 0.08 / aspect, y: 0.92, size: 0.42, text });
  switch (symbol) {
    case undefined:
    case '':
    case 'none':
      return [];
    case 'infantry':
      return [frame, ...cross];
    case 'light-infantry':
      return [frame, ...cross, letter('L')];
    case 'militia':
      return [frame, ...cross, { ...frame, dash: 0.15 }];
    case 'cavalry':
      return [frame, diagonal];
    case 'light-cavalry':
      return [frame, diagonal, letter('L')];
    case 'heavy-cavalry':
      return [frame, diagonal, line(0, 0.6, 0.6, 0), letter('H')];
    case 'artillery':
      return [frame, disc(0.5, 0.5, 0.2, true)];
    case 'horse-artillery':
      return [frame, diagonal, disc(0.5, 0.5, 0.2, true)];
    case 'engineer':
      return [frame, line(0.25, 0.35, 0.75, 0.35), line(0.25, 0.35, 0.25, 0.7), line(0.5, 0.35, 0.5, 0.7), line(0.75, 0.35, 0.75, 0.7)];
    case 'headquarters':
      return [frame, line(0, 0, 0, 1.6)];
    case 'leader':
      return [
        line(0.3, -0.05, 0.3, 1.15),
        {
          kind: 'polygon',
          points: [
            [0.3, 0],
            [0.8, 0.22],
            [0.3, 0.45],
          ],
          fill: true,
        },
      ];
    case 'supply':
      return [frame, line(0, 0.72, 1, 0.72)];
    case 'train':
      return [frame, disc(0.3, 0.68, 0.13, false), disc(0.7, 0.68, 0.13, false), line(0.15, 0.45, 0.85, 0.45)];
    case 'marker':
      return [disc(0.5, 0.5, 0.45, false)];
    case 'terrain':
      return [
        {
          kind: 'polygon',
          points: [
            [0.1, 1],
            [0.45, 0.15],
            [0.65, 0.55],
            [0.75, 0.4],
            [0.95, 1],
          ],
          fill: false,
        },
      ];
    default:
      return [frame];
  }
}

/** Where and how a symbol is drawn: its box (x, y, w, h), colour, stroke width and font family. */
export interface SymbolPlacement {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly color: string;
  readonly lineWidth: number;
  readonly fontFamily: string;
}

const round = (v: number) => String(Math.round(v * 1000) / 1000);
/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The SVG back end: the marks as SVG elements, placed in the box. */
export function symbolPrimitivesToSvg(marks: readonly SymbolPrimitive[], at: SymbolPlacement): string {
  const { x, y, w, h } = at;
  const color = escapeXml(at.color);
  const px = (u: number) => round(x + u * w);
  const py = (v: number) => round(y + v * h);
  const stroke = `stroke="${color}" stroke-width="${round(at.lineWidth)}" fill="none" stroke-linecap="round"`;
  return marks
    .map((m) => {
      switch (m.kind) {
        case 'rect':
          return `<rect x="${px(m.x)}" y="${py(m.y)}" width="${round(m.w * w)}" height="${round(m.h * h)}" ${stroke}${m.dash === undefined ? '' : ` stroke-dasharray="${round(m.dash * h)}"`}/>`;
        case 'line':
          return `<line x1="${px(m.x1)}" y1="${py(m.y1)}" x2="${px(m.x2)}" y2="${py(m.y2)}" ${stroke}/>`;
        case 'ellipse':
          // A round one is written as the circle it is.
          if (Math.abs(m.rx * w - m.ry * h) < 1e-9)
            return `<circle cx="${px(m.cx)}" cy="${py(m.cy)}" r="${round(m.ry * h)}" ${m.fill ? `fill="${color}"` : stroke}/>`;
          return `<ellipse cx="${px(m.cx)}" cy="${py(m.cy)}" rx="${round(m.rx * w)}" ry="${round(m.ry * h)}" ${m.fill ? `fill="${color}"` : stroke}/>`;
        case 'polygon':
          return `<path d="${m.points.map(([u, v], i) => `${i === 0 ? 'M' : 'L'}${px(u)} ${py(v)}`).join(' ')} Z" ${m.fill ? `fill="${color}"` : stroke}/>`;
        case 'text':
          return `<text x="${px(m.x)}" y="${py(m.y)}" font-size="${round(m.size * h)}" text-anchor="end" font-family="${escapeXml(at.fontFamily)}" font-weight="bold" fill="${color}">${escapeXml(m.text)}</text>`;
      }
    })
    .join('');
}

/** The members of a Canvas 2D context the canvas back end uses (a real `CanvasRenderingContext2D` has them all). */
export interface SymbolCanvas {
  strokeStyle: unknown;
  fillStyle: unknown;
  lineWidth: number;
  lineCap: string;
  font: string;
  textAlign: string;
  textBaseline: string;
  beginPath(): void;
  closePath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  ellipse(x: number, y: number, radiusX: number, radiusY: number, rotation: number, startAngle: number, endAngle: number): void;
  rect(x: number, y: number, w: number, h: number): void;
  stroke(): void;
  fill(): void;
  setLineDash(segments: number[]): void;
  fillText(text: string, x: number, y: number): void;
  save(): void;
  restore(): void;
}

/** The Canvas 2D back end: draws the marks in the box, leaving the context's state as it found it. */
export function drawSymbolPrimitives(ctx: SymbolCanvas, marks: readonly SymbolPrimitive[], at: SymbolPlacement): void {
  const { x, y, w, h } = at;
  const px = (u: number) => x + u * w;
  const py = (v: number) => y + v * h;
  ctx.save();
  ctx.strokeStyle = at.color;
  ctx.fillStyle = at.color;
  ctx.lineWidth = at.lineWidth;
  ctx.lineCap = 'round';
  for (const m of marks) {
    ctx.beginPath();
    switch (m.kind) {
      case 'rect':
        ctx.setLineDash(m.dash === undefined ? [] : [m.dash * h]);
        ctx.rect(px(m.x), py(m.y), m.w * w, m.h * h);
        ctx.stroke();
        ctx.setLineDash([]);
        break;
      case 'line':
        ctx.moveTo(px(m.x1), py(m.y1));
        ctx.lineTo(px(m.x2), py(m.y2));
        ctx.stroke();
        break;
      case 'ellipse':
        ctx.ellipse(px(m.cx), py(m.cy), m.rx * w, m.ry * h, 0, 0, Math.PI * 2);
        if (m.fill) ctx.fill();
        else ctx.stroke();
        break;
      case 'polygon':
        m.points.forEach(([u, v], i) => (i === 0 ? ctx.moveTo(px(u), py(v)) : ctx.lineTo(px(u), py(v))));
        ctx.closePath();
        if (m.fill) ctx.fill();
        else ctx.stroke();
        break;
      case 'text':
        ctx.font = `700 ${m.size * h}px ${at.fontFamily}`;
        ctx.textAlign = 'right';
        ctx.textBaseline = 'alphabetic';
        ctx.fillText(m.text, px(m.x), py(m.y));
        break;
    }
  }
  ctx.restore();
}
