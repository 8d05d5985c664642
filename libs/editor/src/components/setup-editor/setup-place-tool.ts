// The set-up editor's map tool: a click (or Enter at the keyboard cursor) on a hex hands
// the hex to the editor, which places the chosen units there or selects the stack.
import type { MapToolDefinition } from '@kriegsspiel/editor-core';

/** A map tool that reports the hex clicked; it never edits the map itself. */
export function setupPlaceTool(onHex: (label: string) => void): MapToolDefinition {
  return {
    id: 'place-units',
    label: 'Place',
    cursor: 'copy',
    create: () => ({
      state: 'idle',
      onPointerUp(_ctx, e) {
        if (e.button === 0 && e.label) onHex(e.label);
      },
    }),
  };
}
