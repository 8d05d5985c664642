import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { KsMinimapMoveEvent } from '../../events';
import type { KsMinimap, MinimapPainter } from './minimap';
import './minimap';

const meta: Meta = {
  title: 'Map/Minimap',
  component: 'ks-minimap',
};
export default meta;

const bounds = { minX: 0, minY: 0, maxX: 800, maxY: 500 };

/** A checkerboard of map squares, a river and a road, so the frame has something to frame. */
const paint: MinimapPainter = (ctx) => {
  for (let x = 0; x < 800; x += 50)
    for (let y = 0; y < 500; y += 50) {
      ctx.fillStyle = (x + y) % 100 === 0 ? '#b9cf8f' : '#d6c99a';
      ctx.fillRect(x, y, 50, 50);
    }
  ctx.strokeStyle = '#3f6fb5';
  ctx.lineWidth = 14;
  ctx.beginPath();
  ctx.moveTo(0, 120);
  ctx.bezierCurveTo(300, 60, 420, 420, 800, 380);
  ctx.stroke();
};

/** Click or drag on the minimap (or use the arrow keys): the frame follows, as a map view's would. */
export const FramesTheView: StoryObj = {
  render: () => {
    let visible = { minX: 200, minY: 100, maxX: 450, maxY: 260 };
    const move = (e: KsMinimapMoveEvent) => {
      const w = visible.maxX - visible.minX;
      const h = visible.maxY - visible.minY;
      visible = { minX: e.world.x - w / 2, minY: e.world.y - h / 2, maxX: e.world.x + w / 2, maxY: e.world.y + h / 2 };
      (e.currentTarget as KsMinimap).visible = visible;
    };
    return html`<ks-minimap style="width: 320px; height: 200px" .bounds=${bounds} .visible=${visible} .paint=${paint} @ks-minimap-move=${move}></ks-minimap>`;
  },
};

/** The whole map in view: the frame is the minimap's edge. */
export const WholeMapInView: StoryObj = {
  render: () => html`<ks-minimap .bounds=${bounds} .visible=${{ minX: -50, minY: -200, maxX: 850, maxY: 700 }} .paint=${paint}></ks-minimap>`,
};
