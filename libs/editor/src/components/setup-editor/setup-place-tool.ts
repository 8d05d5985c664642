// The set-up editor's map tool: a click (or Enter at the keyboard cursor) on a hex hands
// the hex to the editor, which places the chosen units there or selects the stack. A drag
// pans the map, as it does in every map view.
import type { MapPointer, MapToolDefinition } from '@kriegsspiel/editor-core';

/** A press that moved less than this (CSS pixels) is a click; more is a pan. */
const clickSlop = 5;

/** A map tool that reports the hex clicked and pans on a drag; it never edits the map itself. */
export function setupPlaceTool(onHex: (label: string) => void): MapToolDefinition {
  return {
    id: 'place-units',
    label: 'Place',
    cursor: 'copy',
    create: () => {
      let down: { at: MapPointer; last: MapPointer; dragged: boolean } | undefined;
      return {
        get state() {
          return down?.dragged ? 'dragging' : 'idle';
        },
        onPointerDown(_ctx, e) {
          if (e.button === 0 && !e.keyboard) down = { at: e, last: e, dragged: false };
        },
        onPointerMove(ctx, e) {
          if (!down || e.keyboard) return;
          if (!down.dragged && Math.hypot(e.screen.x - down.at.screen.x, e.screen.y - down.at.screen.y) < clickSlop) return;
          down.dragged = true;
          ctx.panBy(e.screen.x - down.last.screen.x, e.screen.y - down.last.screen.y);
          down.last = e;
        },
        onPointerUp(_ctx, e) {
          const dragged = down?.dragged ?? false;
          down = undefined;
          if (!dragged && e.button === 0 && e.label) onHex(e.label);
        },
        onCancel() {
          down = undefined;
        },
      };
    },
  };
}
