import { afterEach, describe, expect, it } from 'vitest';
import './minimap';
import type { KsMinimap } from './minimap';
import type { KsMinimapMoveEvent } from '../../events';

const bounds = { minX: 0, minY: 0, maxX: 400, maxY: 200 };

async function mount(visible = { minX: 100, minY: 50, maxX: 200, maxY: 100 }): Promise<KsMinimap> {
  const mini = document.createElement('ks-minimap');
  mini.style.cssText = 'width: 204px; height: 104px';
  mini.bounds = bounds;
  mini.visible = visible;
  let painted = 0;
  mini.paint = (ctx) => {
    painted++;
    ctx.fillStyle = '#00ff00';
    ctx.fillRect(0, 0, 400, 200);
  };
  document.body.append(mini);
  await mini.updateComplete;
  await mini.updateComplete;
  expect(painted).toBe(1);
  return mini;
}

function frameBox(mini: KsMinimap): DOMRect {
  const frame = mini.shadowRoot?.querySelector('.frame') as HTMLElement;
  expect(frame).toBeTruthy();
  return frame.getBoundingClientRect();
}

afterEach(() => document.body.replaceChildren());

describe('ks-minimap', () => {
  it('paints the whole map and frames the part in view', async () => {
    const mini = await mount();
    // 400 × 200 map units into 204 × 104 pixels (1 pixel of border, 2 of padding): half a pixel per unit.
    const host = mini.getBoundingClientRect();
    const box = frameBox(mini);
    expect(box.left - host.left - 1).toBeCloseTo(2 + 50, 0);
    expect(box.width).toBeCloseTo(50, 0);
    expect(box.height).toBeCloseTo(25, 0);
    const canvas = mini.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
    const [r, g] = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
    expect([r, g]).toEqual([0, 255]);
  });

  it('moves the view to where it is clicked and dragged', async () => {
    const mini = await mount();
    const moves: { x: number; y: number }[] = [];
    mini.addEventListener('ks-minimap-move', (e: KsMinimapMoveEvent) => moves.push(e.world));
    const surface = mini.shadowRoot?.querySelector('.surface') as HTMLElement;
    const rect = surface.getBoundingClientRect();
    const at = (x: number, y: number, type: string) =>
      surface.dispatchEvent(new PointerEvent(type, { clientX: rect.left + x, clientY: rect.top + y, button: 0, buttons: 1, pointerId: 7, bubbles: true }));
    at(2 + 300 / 2, 2 + 150 / 2, 'pointerdown');
    at(2 + 100 / 2, 2 + 50 / 2, 'pointermove');
    at(2 + 100 / 2, 2 + 50 / 2, 'pointerup');
    at(2 + 10, 2 + 10, 'pointermove');
    expect(moves).toHaveLength(2);
    expect(moves[0]?.x).toBeCloseTo(300, 0);
    expect(moves[0]?.y).toBeCloseTo(150, 0);
    expect(moves[1]?.x).toBeCloseTo(100, 0);
  });

  it('moves the view a tenth of the map with the arrow keys', async () => {
    const mini = await mount();
    const moves: { x: number; y: number }[] = [];
    mini.addEventListener('ks-minimap-move', (e: KsMinimapMoveEvent) => moves.push(e.world));
    const surface = mini.shadowRoot?.querySelector('.surface') as HTMLElement;
    surface.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(moves).toEqual([{ x: 190, y: 75 }]);
    expect(surface.getAttribute('aria-valuetext')).toBe('view centred 38% across, 38% down');
  });

  it('keeps the frame inside when the whole map is in view', async () => {
    const mini = await mount({ minX: -100, minY: -100, maxX: 900, maxY: 900 });
    const host = mini.getBoundingClientRect();
    const box = frameBox(mini);
    expect(box.width).toBeLessThanOrEqual(host.width);
    expect(box.height).toBeLessThanOrEqual(host.height);
  });
});
