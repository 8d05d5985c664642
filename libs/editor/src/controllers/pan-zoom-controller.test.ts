// The shared pan and zoom as the hex map view uses it: a pinch, a middle-button drag, the
// minimap, and the hex numbers' size at the default fit (real Chromium, real map).
import { afterEach, describe, expect, it } from 'vitest';
import { mapDrawing, panTool, terrainTypesFor, worldFromMinimap, type MinimapFit } from '@kriegsspiel/editor-core';
import type { MapDocument, ModManifest } from '@kriegsspiel/formats';
import '../components/map-view/map-view';
import type { KsMapView } from '../components/map-view/map-view';
import { modFile } from '../test-support/mods-fixtures';

const waterloo = 'mods/waterloo-campaign-rbm/maps/waterloo-campaign.map.json';

async function mount(): Promise<KsMapView> {
  const map = JSON.parse(modFile(waterloo).text) as MapDocument;
  const manifest = JSON.parse(modFile('mods/waterloo-campaign-rbm/mod.json').text) as ModManifest;
  const drawing = mapDrawing(map, terrainTypesFor(map, [manifest]));
  if ('error' in drawing) throw new Error(drawing.error);
  const view = document.createElement('ks-map-view');
  view.style.cssText = 'width: 800px; height: 600px; display: block';
  view.drawing = drawing;
  view.tools = [panTool];
  document.body.append(view);
  await view.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return view;
}

function canvasOf(view: KsMapView): HTMLCanvasElement {
  return view.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
}

function send(view: KsMapView, type: string, at: { x: number; y: number }, init: PointerEventInit): void {
  const canvas = canvasOf(view);
  // The canvas's frame: during a gesture the canvas itself is moved by a transform.
  const rect = (canvas.parentElement as HTMLElement).getBoundingClientRect();
  canvas.dispatchEvent(new PointerEvent(type, { clientX: rect.left + at.x, clientY: rect.top + at.y, bubbles: true, composed: true, ...init }));
}

afterEach(() => document.body.replaceChildren());

describe('PanZoomController on the map view', () => {
  it('pinches: two touches spread apart zoom about their midpoint', async () => {
    const view = await mount();
    const before = view.view.zoom;
    const under = view.hexAt({ x: 400, y: 300 });
    const touch = (id: number) => ({ pointerId: id, pointerType: 'touch', button: 0, buttons: 1, isPrimary: id === 1 });
    send(view, 'pointerdown', { x: 350, y: 300 }, touch(1));
    send(view, 'pointerdown', { x: 450, y: 300 }, touch(2));
    send(view, 'pointermove', { x: 300, y: 300 }, touch(1));
    send(view, 'pointermove', { x: 500, y: 300 }, touch(2));
    send(view, 'pointerup', { x: 300, y: 300 }, touch(1));
    send(view, 'pointerup', { x: 500, y: 300 }, touch(2));
    expect(view.view.zoom).toBeCloseTo(before * 2, 5);
    expect(view.hexAt({ x: 400, y: 300 })).toEqual(under);
  });

  it('pans with a middle-button drag, whatever the tool', async () => {
    const view = await mount();
    const before = view.view.pan;
    send(view, 'pointerdown', { x: 100, y: 100 }, { pointerId: 3, button: 1, buttons: 4 });
    send(view, 'pointermove', { x: 160, y: 130 }, { pointerId: 3, button: -1, buttons: 4 });
    send(view, 'pointerup', { x: 160, y: 130 }, { pointerId: 3, button: 1, buttons: 0 });
    expect(view.view.pan.x - before.x).toBeCloseTo(60, 5);
    expect(view.view.pan.y - before.y).toBeCloseTo(30, 5);
  });

  it('moves the view to the point clicked on the minimap', async () => {
    const view = await mount();
    view.zoomBy(4);
    const mini = view.shadowRoot?.querySelector('ks-minimap');
    const surface = mini?.shadowRoot?.querySelector('.surface') as HTMLElement;
    const rect = surface.getBoundingClientRect();
    const fit = mini?.fit;
    expect(fit).toBeDefined();
    // The map's top left corner, on the minimap.
    const corner = { x: fit?.offset.x ?? 0, y: fit?.offset.y ?? 0 };
    surface.dispatchEvent(
      new PointerEvent('pointerdown', { clientX: rect.left + corner.x + 1, clientY: rect.top + corner.y + 1, button: 0, buttons: 1, bubbles: true }),
    );
    const seen = view.visibleRect();
    const expected = worldFromMinimap(fit as MinimapFit, { x: corner.x + 1, y: corner.y + 1 });
    expect((seen.minX + seen.maxX) / 2).toBeCloseTo(expected.x, 3);
    expect((seen.minY + seen.maxY) / 2).toBeCloseTo(expected.y, 3);
    // The frame follows the view on the next frame.
    view.renderNow();
    await mini?.updateComplete;
    const frame = mini?.shadowRoot?.querySelector('.frame') as HTMLElement;
    expect(frame.getBoundingClientRect().left).toBeLessThanOrEqual(rect.left + corner.x + 1);
  });

  it('draws hex numbers at a legible size at the default fit, thinned rather than hidden', async () => {
    const view = await mount();
    const sizes = view.labelSizes();
    // Before, numbers were left out under 18 pixels per hex and names under 22.
    expect(sizes.hexPx).toBeLessThan(18);
    expect(sizes.hexNumberPx).toBeGreaterThanOrEqual(9);
    expect(sizes.stride).toBeGreaterThanOrEqual(1);
    expect(sizes.placeNamePx).toBeGreaterThanOrEqual(9);
  });
});
