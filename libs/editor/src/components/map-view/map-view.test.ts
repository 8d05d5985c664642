import { afterEach, describe, expect, it } from 'vitest';
import { Editor, mapDrawing, terrainBrush, panTool, terrainTypesFor, type MapDrawing } from '@kriegsspiel/editor-core';
import type { MapDocument } from '@kriegsspiel/formats';
import './map-view';
import type { KsMapView } from './map-view';
import { hundredDays, hundredDaysMapPath, modFile } from '../../test-support/mods-fixtures';
import type { KsHexHoverEvent } from '../../events';

function drawingOf(map: MapDocument): MapDrawing {
  const { manifest } = hundredDays();
  const d = mapDrawing(map, terrainTypesFor(map, [manifest]));
  if ('error' in d) throw new Error(d.error);
  return d;
}

async function mount(withEditor: boolean): Promise<{ view: KsMapView; editor: Editor }> {
  const editor = new Editor();
  editor.store.load([{ ...modFile(hundredDaysMapPath), version: 'v1' }]);
  const view = document.createElement('ks-map-view');
  view.style.cssText = 'width: 800px; height: 600px; display: block';
  view.drawing = drawingOf(editor.store.require(hundredDaysMapPath, 'map').value);
  view.path = hundredDaysMapPath;
  view.tools = [panTool, terrainBrush];
  if (withEditor) view.editor = editor;
  document.body.append(view);
  await view.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return { view, editor };
}

function pointer(view: KsMapView, type: string, at: { x: number; y: number }, buttons = 1): void {
  const canvas = view.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
  // The canvas's frame: during a gesture the canvas itself is moved by a transform.
  const rect = (canvas.parentElement as HTMLElement).getBoundingClientRect();
  canvas.dispatchEvent(
    new PointerEvent(type, { clientX: rect.left + at.x, clientY: rect.top + at.y, button: 0, buttons, bubbles: true, pointerId: 1, isPrimary: true }),
  );
}

afterEach(() => document.body.replaceChildren());

describe('ks-map-view', () => {
  it('draws the Hundred Days map fitted into the view', async () => {
    const { view } = await mount(false);
    view.renderNow();
    expect(view.lastFrame.visible).toBe(15 * 18);
    const canvas = view.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    // The pixel at the centre of Brussels' hex is the city colour, not the background.
    const at = view.screenOf('0801');
    expect(at).toBeDefined();
    const dpr = canvas.width / 800;
    const [r, g, b] = ctx.getImageData(Math.round((at?.x ?? 0) * dpr), Math.round(((at?.y ?? 0) - 4) * dpr), 1, 1).data;
    expect([r, g, b]).not.toEqual([0xd8, 0xd3, 0xc4]);
  });

  it('tells the hex under the pointer: label and terrain', async () => {
    const { view } = await mount(false);
    const seen: KsHexHoverEvent[] = [];
    view.addEventListener('ks-hex-hover', (e) => seen.push(e));
    const forest = view.screenOf('0408');
    pointer(view, 'pointermove', forest ?? { x: 0, y: 0 }, 0);
    await view.updateComplete;
    expect(seen.at(-1)).toMatchObject({ label: '0408', terrain: ['Forest'] });
    expect(view.shadowRoot?.querySelector('.readout')?.textContent).toContain('0408 Bois de la Houssière · Forest');
  });

  it('zooms around the pointer with the wheel and pans with the keyboard', async () => {
    const { view } = await mount(false);
    const before = view.view;
    const canvas = view.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
    const rect = canvas.getBoundingClientRect();
    const under = view.hexAt({ x: 300, y: 200 });
    canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: -200, clientX: rect.left + 300, clientY: rect.top + 200, bubbles: true }));
    expect(view.view.zoom).toBeGreaterThan(before.zoom);
    expect(view.hexAt({ x: 300, y: 200 })).toEqual(under);
    canvas.focus();
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', shiftKey: true, bubbles: true }));
    expect(view.view.pan.x).toBeGreaterThan(before.pan.x);
  });

  it('moves the last picture during a wheel zoom or a drag, and draws the map sharp once the gesture rests', async () => {
    const { view } = await mount(false);
    view.renderNow();
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    await frame();
    await frame();
    const canvas = view.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
    const box = (view.shadowRoot?.querySelector('.surface') as HTMLElement).getBoundingClientRect();
    let drawn = 0;
    view.onFrame = () => drawn++;
    canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: -200, clientX: box.left + 300, clientY: box.top + 200, bubbles: true, cancelable: true }));
    await frame();
    expect(drawn).toBe(0);
    expect(canvas.style.transform).toMatch(/^translate\(.+\) scale\(1\.\d+\)$/);
    // The pointer is read against the view's box, which the transform does not move.
    const seen: KsHexHoverEvent[] = [];
    view.addEventListener('ks-hex-hover', (e) => seen.push(e));
    const forest = view.screenOf('0408') ?? { x: 0, y: 0 };
    canvas.dispatchEvent(new PointerEvent('pointermove', { clientX: box.left + forest.x, clientY: box.top + forest.y, bubbles: true, pointerId: 1 }));
    expect(seen.at(-1)).toMatchObject({ label: '0408' });
    await new Promise((r) => setTimeout(r, 200));
    await frame();
    expect(drawn).toBeGreaterThan(0);
    expect(canvas.style.transform).toBe('');
    // A drag of the pan tool: moved while it lasts, drawn as soon as it ends.
    const pan = view.view.pan;
    pointer(view, 'pointerdown', { x: 400, y: 300 });
    await frame();
    drawn = 0;
    pointer(view, 'pointermove', { x: 430, y: 310 });
    pointer(view, 'pointermove', { x: 460, y: 320 });
    await frame();
    expect(view.view.pan).toEqual({ x: pan.x + 60, y: pan.y + 20 });
    expect(drawn).toBe(0);
    expect(canvas.style.transform).toMatch(/^translate\(60px, 20px\) scale\(1\)$/);
    // Dragged far, it is drawn again rather than show a wide strip of bare ground.
    pointer(view, 'pointermove', { x: 600, y: 320 });
    expect(drawn).toBe(1);
    expect(canvas.style.transform).toBe('');
    pointer(view, 'pointerup', { x: 600, y: 320 }, 0);
    await frame();
    expect(drawn).toBe(2);
    expect(canvas.style.transform).toBe('');
  });

  it('paints forest with the brush in one undo step per stroke', async () => {
    const { view, editor } = await mount(true);
    view.tool = 'terrain-brush';
    view.settings = { terrain: 'forest' };
    await view.updateComplete;
    const a = view.screenOf('0101') ?? { x: 0, y: 0 };
    const b = view.screenOf('0103') ?? { x: 0, y: 0 };
    pointer(view, 'pointerdown', a);
    pointer(view, 'pointermove', b);
    pointer(view, 'pointerup', b, 0);
    const map = () => editor.store.require(hundredDaysMapPath, 'map').value;
    expect(map().hexes?.['0101']?.terrain).toEqual(['forest']);
    expect(map().hexes?.['0102']?.terrain).toEqual(['forest']);
    expect(map().hexes?.['0103']?.terrain).toEqual(['forest']);
    expect(editor.history.undoStack).toHaveLength(1);
    editor.undo();
    expect(map().hexes?.['0101']).toBeUndefined();
  });

  it('paints with the keyboard: arrows move the cursor, Enter applies the tool, Escape cancels a stroke', async () => {
    const { view, editor } = await mount(true);
    view.tool = 'terrain-brush';
    view.settings = { terrain: 'forest' };
    view.reveal('0101');
    await view.updateComplete;
    const canvas = view.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
    canvas.focus();
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(editor.store.require(hundredDaysMapPath, 'map').value.hexes?.['0102']?.terrain).toEqual(['forest']);
    pointer(view, 'pointerdown', view.screenOf('0105') ?? { x: 0, y: 0 });
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(editor.store.require(hundredDaysMapPath, 'map').value.hexes?.['0105']).toBeUndefined();
    expect(editor.history.undoStack).toHaveLength(1);
  });

  it('stays read-only without an editor', async () => {
    const { view, editor } = await mount(false);
    view.tool = 'terrain-brush';
    view.settings = { terrain: 'forest' };
    await view.updateComplete;
    const a = view.screenOf('0101') ?? { x: 0, y: 0 };
    pointer(view, 'pointerdown', a);
    pointer(view, 'pointerup', a, 0);
    expect(editor.history.undoStack).toHaveLength(0);
  });
});
