import type { MapPointer, MapTool, MapToolContext, MapToolDefinition } from './tool';

/** Drag to pan the map. The default tool: it changes nothing. */
export const panTool: MapToolDefinition = {
  id: 'pan',
  label: 'Pan',
  shortcut: 'H',
  hint: 'Drag to pan; wheel, pinch or + and − to zoom; 0 fits the map; click the minimap to go there.',
  cursor: 'grab',
  create: (): MapTool => {
    let last: MapPointer | undefined;
    return {
      get state() {
        return last ? 'dragging' : 'idle';
      },
      onPointerDown(_ctx: MapToolContext, e: MapPointer) {
        if (e.button === 0) last = e;
      },
      onPointerMove(ctx: MapToolContext, e: MapPointer) {
        if (!last) return;
        ctx.panBy(e.screen.x - last.screen.x, e.screen.y - last.screen.y);
        last = e;
      },
      onPointerUp() {
        last = undefined;
      },
      onCancel() {
        last = undefined;
      },
      onExit() {
        last = undefined;
      },
    };
  },
};
