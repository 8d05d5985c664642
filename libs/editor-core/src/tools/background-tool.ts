import type { BackgroundImage } from '@kriegsspiel/formats';
import { setMapBackground } from '../commands/set-map-background';
import { movedBackground } from '../map/map-background';
import type { HistoryMark } from '../history/history';
import type { MapPointer, MapTool, MapToolContext, MapToolDefinition } from './tool';

/** Map pixels an arrow key moves the background; Shift moves ten times as far. */
export const BACKGROUND_NUDGE = 1;

const nudges: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * Aligns the map's background image with the grid: drag it (one undo step per drag), or
 * nudge it with Alt and the arrow keys (Shift for ten times as far). The editor shows the
 * background's numeric fields beside the map while it is active.
 */
export const backgroundTool: MapToolDefinition = {
  id: 'background',
  label: 'Background',
  shortcut: 'Shift+I',
  hint: 'Drag the background image to line it up with the grid; Alt+arrows nudge it, Shift+Alt+arrows ten times as far. Set the file, scale, rotation and opacity beside the map.',
  cursor: 'move',
  create: (): MapTool => {
    let drag: { from: MapPointer; start: BackgroundImage; mark: HistoryMark } | undefined;
    const end = (ctx: MapToolContext, keep: boolean) => {
      if (!drag) return;
      if (keep) ctx.editor.squash(drag.mark);
      else ctx.editor.bail(drag.mark);
      drag = undefined;
    };
    return {
      get state() {
        return drag ? 'dragging' : 'idle';
      },
      onPointerDown(ctx, e) {
        const start = ctx.map().background;
        if (e.button !== 0) return;
        if (!start) {
          ctx.announce('This map has no background image: name its file beside the map first.');
          return;
        }
        drag = { from: e, start, mark: ctx.editor.mark('Move background') };
      },
      onPointerMove(ctx, e) {
        if (!drag) return;
        const moved = movedBackground(drag.start, e.point.x - drag.from.point.x, e.point.y - drag.from.point.y);
        ctx.editor.run(setMapBackground, ctx.path, { background: moved, label: 'Move background' });
      },
      onPointerUp(ctx) {
        end(ctx, true);
      },
      onCancel(ctx) {
        end(ctx, false);
      },
      onExit(ctx) {
        end(ctx, true);
      },
      onKeyDown(ctx, e) {
        const move = nudges[e.key];
        const background = ctx.map().background;
        if (!move || !e.altKey || !background || drag) return false;
        const step = BACKGROUND_NUDGE * (e.shiftKey ? 10 : 1);
        ctx.editor.run(setMapBackground, ctx.path, { background: movedBackground(background, move[0] * step, move[1] * step), label: 'Nudge background' });
        return true;
      },
    };
  },
};
