import { paintHexTerrain } from '../commands/paint-hex-terrain';
import { HexStroke } from './hex-stroke';
import type { MapPointer, MapTool, MapToolContext, MapToolDefinition } from './tool';

/**
 * Click or drag to paint the selected terrain (`settings.terrain`) onto hexes. A stroke
 * is one undo step: the history is marked at pointer-down, squashed at pointer-up and
 * bailed back to on Escape. Hexes between two pointer samples are painted too (a fast
 * drag leaves no gaps).
 *
 * States: `idle` → (pointer down on the map) → `painting` → (up) → `idle`;
 * `painting` → (cancel) → `idle` with the stroke reverted.
 */
export const terrainBrush: MapToolDefinition = {
  id: 'terrain-brush',
  label: 'Terrain brush',
  shortcut: 'B',
  hint: 'Click or drag to paint; Escape cancels a stroke.',
  palette: { setting: 'terrain', terrain: 'hex', label: 'Terrain to paint' },
  cursor: 'crosshair',
  create: (): MapTool => {
    const stroke = new HexStroke((ctx, hex) => {
      const terrain = ctx.settings.terrain;
      const label = ctx.grid.hexToLabel(hex);
      if (!terrain || label === undefined) return;
      ctx.editor.run(paintHexTerrain, ctx.path, { label, terrain, terrainName: ctx.terrainTypes.get(terrain)?.name });
    });

    return {
      get state() {
        return stroke.active ? 'painting' : 'idle';
      },
      onPointerDown(ctx: MapToolContext, e: MapPointer) {
        if (e.button !== 0 || stroke.active) return;
        const terrain = ctx.settings.terrain;
        if (!terrain) {
          ctx.announce('Pick a terrain to paint first');
          return;
        }
        const type = ctx.terrainTypes.get(terrain);
        if (type && type.kind !== 'hex') {
          ctx.announce(`${type.name} is ${type.kind} terrain; the brush paints hex terrain`);
          return;
        }
        stroke.begin(ctx, `Paint ${(type?.name ?? terrain).toLowerCase()}`, e.hex);
      },
      // Switching tools mid-stroke keeps what was painted, as lifting the pen would.
      ...stroke.handlers(),
    };
  },
};
