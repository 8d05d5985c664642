import { hexKey, linedraw, type Hex } from '@kriegsspiel/hex';
import type { HistoryMark } from '../history/history';
import { paintHexTerrain } from '../commands/paint-hex-terrain';
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
  cursor: 'crosshair',
  create: (): MapTool => {
    let mark: HistoryMark | undefined;
    let last: Hex | undefined;
    const painted = new Set<string>();

    const paint = (ctx: MapToolContext, hex: Hex) => {
      const terrain = ctx.settings.terrain;
      if (!terrain || !ctx.grid.contains(hex) || painted.has(hexKey(hex))) return;
      painted.add(hexKey(hex));
      const label = ctx.grid.hexToLabel(hex);
      if (label === undefined) return;
      ctx.editor.run(paintHexTerrain, ctx.path, { label, terrain, terrainName: ctx.terrainTypes.get(terrain)?.name });
    };

    const end = (ctx: MapToolContext, keep: boolean) => {
      if (!mark) return;
      if (keep) ctx.editor.squash(mark);
      else ctx.editor.bail(mark);
      mark = undefined;
      last = undefined;
      painted.clear();
    };

    return {
      get state() {
        return mark ? 'painting' : 'idle';
      },
      onPointerDown(ctx: MapToolContext, e: MapPointer) {
        if (e.button !== 0 || mark) return;
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
        mark = ctx.editor.mark(`Paint ${(type?.name ?? terrain).toLowerCase()}`);
        last = e.hex;
        paint(ctx, e.hex);
      },
      onPointerMove(ctx: MapToolContext, e: MapPointer) {
        if (!mark || !last) return;
        for (const hex of linedraw(last, e.hex)) paint(ctx, hex);
        last = e.hex;
      },
      onPointerUp(ctx: MapToolContext) {
        end(ctx, true);
      },
      onKeyDown(ctx: MapToolContext, e) {
        if (e.key === 'Escape' && mark) {
          end(ctx, false);
          return true;
        }
        return false;
      },
      onCancel(ctx: MapToolContext) {
        end(ctx, false);
      },
      onExit(ctx: MapToolContext) {
        // Switching tools mid-stroke keeps what was painted, as lifting the pen would.
        end(ctx, true);
      },
    };
  },
};
