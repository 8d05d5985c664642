// The map view's layers and tools in the browser: counters, tiles that follow edits, and
// the hexside and road tools driven by pointer and keyboard events.
import { afterEach, describe, expect, it } from 'vitest';
import {
  Editor,
  hexsideTool,
  mapDrawing,
  paintHexTerrain,
  panTool,
  roadTool,
  terrainTypesFor,
  type CounterStack,
  type MapCounter,
} from '@kriegsspiel/editor-core';
import { directionBetween } from '@kriegsspiel/hex';
import './map-view';
import type { KsMapView } from './map-view';
import { hundredDays, hundredDaysMapPath, modFile } from '../../test-support/mods-fixtures';

afterEach(() => document.body.replaceChildren());

const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

/** A view over an editor whose drawing follows every edit, as the map editor does. */
async function live(tools = [panTool, hexsideTool, roadTool]) {
  const editor = new Editor();
  editor.store.load([{ ...modFile(hundredDaysMapPath), version: 'v1' }]);
  const { manifest } = hundredDays();
  const map = () => editor.store.require(hundredDaysMapPath, 'map').value;
  const view = document.createElement('ks-map-view');
  view.style.cssText = 'width: 800px; height: 600px; display: block';
  const redraw = () => {
    const d = mapDrawing(map(), terrainTypesFor(map(), [manifest]), view.drawing);
    if (!('error' in d)) view.drawing = d;
  };
  redraw();
  editor.subscribe(redraw);
  view.editor = editor;
  view.path = hundredDaysMapPath;
  view.tools = tools;
  document.body.append(view);
  await view.updateComplete;
  await frames();
  return { view, editor, map };
}

function canvasOf(view: KsMapView): HTMLCanvasElement {
  return view.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
}

function pixel(view: KsMapView, at: { x: number; y: number }): [number, number, number] {
  const canvas = canvasOf(view);
  const dpr = canvas.width / 800;
  const [r, g, b] = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(Math.round(at.x * dpr), Math.round(at.y * dpr), 1, 1).data;
  return [r as number, g as number, b as number];
}

function pointer(view: KsMapView, type: string, at: { x: number; y: number }, init: PointerEventInit = {}): void {
  const rect = canvasOf(view).getBoundingClientRect();
  canvasOf(view).dispatchEvent(
    new PointerEvent(type, {
      clientX: rect.left + at.x,
      clientY: rect.top + at.y,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
      bubbles: true,
      pointerId: 1,
      isPrimary: true,
      ...init,
    }),
  );
}

/** A point inside hex `a`, near the side it shares with hex `b`, on screen. */
function nearSide(view: KsMapView, a: string, b: string): { x: number; y: number } {
  const ca = view.screenOf(a) as { x: number; y: number };
  const cb = view.screenOf(b) as { x: number; y: number };
  return { x: ca.x + (cb.x - ca.x) * 0.42, y: ca.y + (cb.y - ca.y) * 0.42 };
}

const counter = (id: string, background: string, extra: Partial<MapCounter> = {}): MapCounter => ({
  id,
  name: id,
  background,
  text: '#ffffff',
  faceDown: false,
  ...extra,
});

describe('ks-map-view layers', () => {
  it('draws counter stacks on their hexes', async () => {
    const { view } = await live();
    const stacks: CounterStack[] = [
      { label: '0305', counters: [counter('a', '#ff0000')] },
      { label: '0307', counters: [counter('b', '#0000ff'), counter('c', '#00ff00'), counter('d', '#00ff00', { symbol: 'infantry' })] },
    ];
    view.counters = stacks;
    await view.updateComplete;
    view.renderNow();
    expect(pixel(view, view.screenOf('0305') as { x: number; y: number })).toEqual([255, 0, 0]);
    // The hover readout counts the stack.
    pointer(view, 'pointermove', view.screenOf('0307') as { x: number; y: number }, { buttons: 0 });
    await view.updateComplete;
    expect(view.shadowRoot?.querySelector('.readout')?.textContent).toContain('3 units');
  });

  it('marks a counter’s facing with a dark wedge on its edge toward the faced hexside', async () => {
    const { view } = await live();
    const [c, toward] = [view.screenOf('0305') as { x: number; y: number }, view.screenOf('0306') as { x: number; y: number }];
    const dark = () => {
      view.renderNow();
      // Points from the hex's centre toward the neighbour's, past the counter's edge.
      const along = Array.from({ length: 50 }, (_, i) => 0.2 + i * 0.01).map((t) =>
        pixel(view, { x: c.x + (toward.x - c.x) * t, y: c.y + (toward.y - c.y) * t }),
      );
      return along.filter(([r, g, b]) => r < 40 && g < 40 && b < 40).length;
    };
    view.counters = [{ label: '0305', counters: [counter('a', '#ff0000')] }];
    await view.updateComplete;
    expect(dark()).toBe(0);
    view.counters = [{ label: '0305', counters: [counter('a', '#ff0000', { facing: Math.atan2(toward.y - c.y, toward.x - c.x) })] }];
    await view.updateComplete;
    expect(dark()).toBeGreaterThan(0);
  });

  it('repaints only the hexes whose stacks changed when the counters are rebuilt', async () => {
    const { view } = await live();
    view.counters = [{ label: '0305', counters: [counter('a', '#ff0000')] }];
    await view.updateComplete;
    view.renderNow();
    // The same stacks in new objects: nothing to repaint.
    view.counters = [{ label: '0305', counters: [counter('a', '#ff0000')] }];
    await view.updateComplete;
    view.renderNow();
    expect(view.lastFrame.hexes).toBe(0);
    // The unit moves to 0307: both hexes, and only their neighbourhood, are repainted.
    view.counters = [{ label: '0307', counters: [counter('a', '#ff0000')] }];
    await view.updateComplete;
    view.renderNow();
    expect(view.lastFrame.hexes).toBeGreaterThan(0);
    expect(view.lastFrame.hexes).toBeLessThan(60);
    expect(pixel(view, view.screenOf('0307') as { x: number; y: number })).toEqual([255, 0, 0]);
    expect(pixel(view, view.screenOf('0305') as { x: number; y: number })).not.toEqual([255, 0, 0]);
  });

  it('repaints only the part of the map an edit touched, and shows the edit', async () => {
    const { view, editor, map } = await live();
    view.renderNow();
    const visible = view.lastFrame.visible;
    expect(visible).toBe(15 * 18);
    const before = pixel(view, view.screenOf('0303') as { x: number; y: number });
    editor.run(paintHexTerrain, hundredDaysMapPath, { label: '0303', terrain: 'city' });
    expect(map().hexes?.['0303']).toEqual({ terrain: ['city'] });
    await view.updateComplete;
    view.renderNow();
    expect(view.lastFrame.hexes).toBeGreaterThan(0);
    expect(view.lastFrame.hexes).toBeLessThan(visible / 4);
    const after = pixel(view, view.screenOf('0303') as { x: number; y: number });
    expect(after).not.toEqual(before);
    expect(after).toEqual([0xa9, 0xa2, 0x9b]);
  });

  it('stretches tiles while zooming and paints them sharp once the zoom rests', async () => {
    const { view } = await live();
    view.renderNow();
    view.zoomBy(1.2);
    await frames();
    // Within the stretch range, a zoom frame copies tiles and paints none.
    expect(view.lastFrame.tiles.painted).toBe(0);
    expect(view.lastFrame.tiles.drawn).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 250));
    await frames();
    view.renderNow();
    expect(view.lastFrame.tiles.complete).toBe(true);
    expect(view.lastFrame.visible).toBeGreaterThan(0);
  });
});

describe('ks-map-view with the hexside and road tools', () => {
  it('puts a slope on the side nearest the pointer, uphill where the pointer is, and previews it', async () => {
    const { view, editor, map } = await live();
    view.tool = 'hexside';
    view.settings = { hexsideTerrain: 'steep-slope' };
    await view.updateComplete;
    const at = nearSide(view, '0505', '0506');
    pointer(view, 'pointermove', at, { buttons: 0 });
    view.renderNow();
    // The aimed side is drawn in the preview colour.
    const ca = view.screenOf('0505') as { x: number; y: number };
    const cb = view.screenOf('0506') as { x: number; y: number };
    expect(pixel(view, { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 })).toEqual([0xe0, 0x7b, 0x00]);
    pointer(view, 'pointerdown', at);
    pointer(view, 'pointerup', at);
    expect(map().hexsides?.at(-1)).toEqual({ between: ['0505', '0506'], terrain: 'steep-slope', uphill: '0505' });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Add steep slope']);
  });

  it('draws a road by clicking hexes and makes a link one-way by clicking it', async () => {
    const { view, editor, map } = await live();
    view.tool = 'road';
    view.settings = { pathTerrain: 'road' };
    await view.updateComplete;
    const click = (p: { x: number; y: number }) => {
      pointer(view, 'pointerdown', p);
      pointer(view, 'pointerup', p);
    };
    for (const label of ['0303', '0304', '0305', '0305']) click(view.screenOf(label) as { x: number; y: number });
    const roads = map().paths ?? [];
    expect(roads.at(-1)).toEqual({ terrain: 'road', hexes: ['0303', '0304', '0305'] });
    click(nearSide(view, '0304', '0305'));
    expect(map().paths?.at(-1)?.oneWay).toEqual([{ from: '0304', to: '0305' }]);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Draw road', 'Change road direction']);
  });

  it('aims at a hexside and toggles it from the keyboard', async () => {
    const { view, map } = await live();
    view.tool = 'hexside';
    view.settings = { hexsideTerrain: 'steep-slope' };
    view.reveal('0505');
    await view.updateComplete;
    const canvas = canvasOf(view);
    canvas.focus();
    const key = (k: string) => canvas.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
    key('ArrowDown');
    key(']');
    key('Enter');
    const side = map().hexsides?.at(-1);
    expect(side?.between[0]).toBe('0506');
    expect(side?.uphill).toBe('0506');
    // The side chosen with ] is the next direction after the first (east-north-east on a flat map).
    const grid = view.drawing?.grid;
    const a = grid?.labelToHex('0506');
    const b = grid?.labelToHex(side?.between[1] ?? '');
    expect(a?.ok && b?.ok && directionBetween(a.hex, b.hex)).toBe(1);
  });
});
