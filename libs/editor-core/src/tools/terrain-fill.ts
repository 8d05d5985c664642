import { fillHexTerrain } from '../commands/fill-hex-terrain';
import { chosenTerrain } from './terrain-choice';
import type { MapPointer, MapTool, MapToolContext, MapToolDefinition } from './tool';

/**
 * Click a hex to flood-fill the connected hexes that carry exactly its terrain with the
 * chosen terrain (`settings.terrain`). One click, one undo step, however many hexes.
 */
export const terrainFill: MapToolDefinition = {
  id: 'terrain-fill',
  label: 'Fill',
  shortcut: 'F',
  hint: 'Click a hex to fill the connected hexes of the same terrain.',
  palette: { setting: 'terrain', terrain: 'hex', label: 'Terrain to paint' },
  cursor: 'cell',
  create: (): MapTool => ({
    state: 'idle',
    onPointerDown(ctx: MapToolContext, e: MapPointer) {
      if (e.button !== 0 || e.label === undefined) return;
      const terrain = chosenTerrain(ctx, 'terrain', 'hex', 'fill');
      if (!terrain) return;
      const filled = ctx.editor.run(fillHexTerrain, ctx.path, { start: e.label, terrain: terrain.id, terrainName: terrain.name });
      if (!filled) ctx.announce(`${e.label} is already ${terrain.name.toLowerCase()}`);
    },
  }),
};
