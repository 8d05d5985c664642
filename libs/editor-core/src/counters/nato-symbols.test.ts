import { describe, expect, it } from 'vitest';
import { counterSymbols, symbolSvg } from './counter-art';
import { drawSymbolPrimitives, natoSymbol, symbolPrimitivesToSvg, type SymbolCanvas, type SymbolPlacement } from './nato-symbols';

// A mark as either back end puts it on the page, in absolute coordinates rounded to 0.001.
type Drawn = { kind: string; fill: boolean; numbers: number[]; text?: string };
const r = (v: number) => Math.round(v * 1000) / 1000;

/** Reads the SVG back end's elements back into marks. */
function fromSvg(svg: string): Drawn[] {
  return [...svg.matchAll(/<(\w+) ([^>]*?)\/?>(?:([^<]*)<\/text>)?/g)].map(([, tag, attrs = '', text]) => {
    const attr = (name: string) => Number(new RegExp(` ?${name}="([^"]+)"`).exec(` ${attrs}`)?.[1]);
    const fill = !/fill="none"/.test(attrs);
    switch (tag) {
      case 'line':
        return { kind: 'line', fill: false, numbers: ['x1', 'y1', 'x2', 'y2'].map(attr) };
      case 'rect':
        return { kind: 'rect', fill: false, numbers: ['x', 'y', 'width', 'height'].map(attr) };
      case 'circle':
        return { kind: 'ellipse', fill, numbers: [attr('cx'), attr('cy'), attr('r'), attr('r')] };
      case 'ellipse':
        return { kind: 'ellipse', fill, numbers: ['cx', 'cy', 'rx', 'ry'].map(attr) };
      case 'path':
        return { kind: 'polygon', fill, numbers: (/d="([^"]+)"/.exec(attrs)?.[1] ?? '').match(/-?[\d.]+/g)?.map(Number) ?? [] };
      default:
        return { kind: 'text', fill: true, numbers: [attr('x'), attr('y'), attr('font-size')], text };
    }
  });
}

/** A Canvas 2D stand-in that records each shape the canvas back end strokes or fills. */
function recordingCanvas(): SymbolCanvas & { drawn: Drawn[] } {
  let path: { kind: string; numbers: number[] } | undefined;
  const drawn: Drawn[] = [];
  const end = (fill: boolean) => {
    if (path) drawn.push({ kind: path.kind, fill, numbers: path.numbers.map(r) });
  };
  let font = '';
  return {
    drawn,
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    get font() {
      return font;
    },
    set font(value: string) {
      font = value;
    },
    textAlign: 'start',
    textBaseline: 'alphabetic',
    beginPath: () => (path = undefined),
    closePath: () => undefined,
    moveTo: (x, y) => {
      if (path?.kind === 'line') path.kind = 'polygon';
      path = path ? { kind: path.kind, numbers: [...path.numbers, x, y] } : { kind: 'line', numbers: [x, y] };
    },
    lineTo: (x, y) => {
      if (path && path.numbers.length >= 4) path.kind = 'polygon';
      path?.numbers.push(x, y);
    },
    ellipse: (x, y, rx, ry) => (path = { kind: 'ellipse', numbers: [x, y, rx, ry] }),
    rect: (x, y, w, h) => (path = { kind: 'rect', numbers: [x, y, w, h] }),
    stroke: () => end(false),
    fill: () => end(true),
    setLineDash: () => undefined,
    fillText: (text, x, y) => drawn.push({ kind: 'text', fill: true, numbers: [r(x), r(y), r(Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1]))], text }),
    save: () => undefined,
    restore: () => undefined,
  };
}

const at: SymbolPlacement = { x: 10, y: 20, w: 7.75, h: 5, color: '#fff', lineWidth: 0.35, fontFamily: 'sans-serif' };

describe('NATO symbols: one description, two back ends', () => {
  it('draws a leader as a flag on a pole, the same in SVG and on a canvas', () => {
    const marks = natoSymbol('leader', at.w / at.h);
    expect(marks.map((m) => m.kind)).toEqual(['line', 'polygon']);
    const canvas = recordingCanvas();
    drawSymbolPrimitives(canvas, marks, at);
    const svg = fromSvg(symbolPrimitivesToSvg(marks, at));
    expect(canvas.drawn).toEqual(svg);
    // The pole stands at 30% of the width, a little above and below the box; the flag is filled.
    expect(svg[0]).toEqual({ kind: 'line', fill: false, numbers: [r(10 + 0.3 * 7.75), r(20 - 0.25), r(10 + 0.3 * 7.75), r(20 + 5.75)] });
    expect(svg[1]?.fill).toBe(true);
  });

  it.each(counterSymbols)('draws %s the same in SVG and on a canvas', (symbol) => {
    const marks = natoSymbol(symbol, at.w / at.h);
    const canvas = recordingCanvas();
    drawSymbolPrimitives(canvas, marks, at);
    expect(canvas.drawn).toEqual(fromSvg(symbolPrimitivesToSvg(marks, at)));
    expect(marks.length === 0).toBe(symbol === 'none');
  });

  it('keeps discs round in a wide box, and the counter sheet draws through the same description', () => {
    const [, disc] = natoSymbol('artillery', 2);
    expect(disc).toMatchObject({ kind: 'ellipse', rx: 0.1, ry: 0.2, fill: true });
    expect(symbolSvg('artillery', 0, 0, 8, 4, '#fff')).toBe(
      symbolPrimitivesToSvg(natoSymbol('artillery', 2), {
        x: 0,
        y: 0,
        w: 8,
        h: 4,
        color: '#fff',
        lineWidth: 0.28,
        fontFamily: 'DejaVu Sans, Arial, sans-serif',
      }),
    );
  });

  it('draws a militia frame dashed, and an unknown symbol as a bare frame', () => {
    expect(natoSymbol('militia').at(-1)).toMatchObject({ kind: 'rect', dash: 0.15 });
    expect(symbolSvg('militia', 0, 0, 8, 5, '#fff')).toContain('stroke-dasharray="0.75"');
    expect(natoSymbol('zeppelin')).toEqual([{ kind: 'rect', x: 0, y: 0, w: 1, h: 1 }]);
  });
});
