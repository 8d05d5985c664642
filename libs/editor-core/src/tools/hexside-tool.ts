import { nearestHexside, neighbor, type Hex, type HexDirection } from '@kriegsspiel/hex';
import type { MapDocument, TerrainType } from '@kriegsspiel/formats';
import { findHexside, setHexside } from '../commands/set-hexside';
import { removeHexside } from '../commands/remove-hexside';
import { chosenTerrain } from './terrain-choice';
import type { MapPointer, MapTool, MapToolContext, MapToolDefinition } from './tool';

/**
 * Whether a hexside terrain is a slope, whose high side matters: the map already marks an
 * uphill hex on it somewhere, or its id or name says slope, ridge, escarpment, crest or cliff.
 */
export function isSlopeTerrain(type: TerrainType | undefined, map: MapDocument): boolean {
  if (!type) return false;
  if ((map.hexsides ?? []).some((s) => s.terrain === type.id && s.uphill !== undefined)) return true;
  return /slope|ridge|escarpment|crest|cliff/i.test(`${type.id} ${type.name}`);
}

interface AimedSide {
  readonly hex: Hex;
  readonly other: Hex;
  readonly direction: HexDirection;
}

/**
 * Click near a hexside to put the chosen hexside terrain (`settings.hexsideTerrain`) on it,
 * click again to take it off. For slopes the hex the pointer is in is the uphill side;
 * clicking the same side from the other hex turns the slope round. With the keyboard,
 * `[` and `]` turn the aimed side round the cursor hex and Enter toggles it.
 */
export const hexsideTool: MapToolDefinition = {
  id: 'hexside',
  label: 'Hexside',
  shortcut: 'S',
  hint: 'Click near a hexside to toggle it; for slopes the hex you click in is uphill. Keyboard: [ and ] aim, Enter toggles.',
  palette: { setting: 'hexsideTerrain', terrain: 'hexside', label: 'Hexside terrain' },
  cursor: 'crosshair',
  create: (): MapTool => {
    let aimed: AimedSide | undefined;
    let lastHex: Hex | undefined;
    let keyDirection: HexDirection = 0;

    const aim = (ctx: MapToolContext, e: MapPointer): AimedSide | undefined => {
      const hex = e.hex;
      lastHex = hex;
      return sideOf(ctx, hex, e.keyboard ? keyDirection : nearestHexside(ctx.layout, e.point).direction);
    };
    const sideOf = (ctx: MapToolContext, hex: Hex, direction: HexDirection): AimedSide | undefined => {
      const other = neighbor(hex, direction);
      if (!ctx.grid.contains(hex) || !ctx.grid.contains(other)) return undefined;
      return { hex, other, direction };
    };

    return {
      state: 'idle',
      onPointerMove(ctx: MapToolContext, e: MapPointer) {
        aimed = aim(ctx, e);
        ctx.requestRender();
      },
      onPointerDown(ctx: MapToolContext, e: MapPointer) {
        if (e.button !== 0) return;
        const terrain = chosenTerrain(ctx, 'hexsideTerrain', 'hexside', 'hexside tool');
        if (!terrain) return;
        const side = aim(ctx, e);
        aimed = side;
        if (!side) {
          ctx.announce('That side is on the edge of the map: there is no hex beyond it');
          return;
        }
        const a = ctx.grid.hexToLabel(side.hex) as string;
        const b = ctx.grid.hexToLabel(side.other) as string;
        const map = ctx.map();
        const slope = isSlopeTerrain(terrain.type, map);
        const uphill = slope ? a : undefined;
        const between: [string, string] = slope || a < b ? [a, b] : [b, a];
        const at = findHexside(map, between, terrain.id);
        const name = terrain.name.toLowerCase();
        if (at >= 0 && map.hexsides?.[at]?.uphill === uphill) {
          ctx.editor.run(removeHexside, ctx.path, { between, terrain: terrain.id, terrainName: terrain.name });
          ctx.announce(`Removed the ${name} between ${a} and ${b}`);
        } else {
          ctx.editor.run(setHexside, ctx.path, { between, terrain: terrain.id, uphill, terrainName: terrain.name });
          ctx.announce(`${terrain.name} between ${a} and ${b}${uphill ? `, uphill ${uphill}` : ''}`);
        }
        ctx.requestRender();
      },
      onKeyDown(ctx: MapToolContext, e) {
        if (e.key !== '[' && e.key !== ']') return false;
        keyDirection = ((keyDirection + (e.key === ']' ? 1 : 5)) % 6) as HexDirection;
        aimed = lastHex ? sideOf(ctx, lastHex, keyDirection) : undefined;
        const label = aimed ? ctx.grid.hexToLabel(aimed.other) : undefined;
        ctx.announce(label ? `Aiming at the side towards ${label}` : 'Aiming at a side on the edge of the map');
        ctx.requestRender();
        return true;
      },
      onExit() {
        aimed = undefined;
      },
      preview(ctx: MapToolContext) {
        if (!aimed) return undefined;
        const id = ctx.settings.hexsideTerrain;
        const slope = isSlopeTerrain(id ? ctx.terrainTypes.get(id) : undefined, ctx.map());
        return { hexside: { hex: aimed.hex, direction: aimed.direction, uphill: slope } };
      },
    };
  },
};
