// The terrain a tool is about to use, checked against the kind it needs; tools share it
// so that every one says the same thing when the palette is empty or holds the wrong kind.
import type { TerrainType } from '@kriegsspiel/formats';
import type { MapToolContext } from './tool';

const what: Readonly<Record<TerrainType['kind'], string>> = { hex: 'hex terrain', hexside: 'a hexside terrain', path: 'a road or trail' };

/**
 * The terrain id in `settings[setting]` with its type, or undefined after telling the
 * person why it cannot be used (none chosen, or a terrain of another kind).
 */
export function chosenTerrain(
  ctx: MapToolContext,
  setting: 'terrain' | 'hexsideTerrain' | 'pathTerrain',
  kind: TerrainType['kind'],
  tool: string,
): { id: string; name: string; type?: TerrainType } | undefined {
  const id = ctx.settings[setting];
  if (!id) {
    ctx.announce(kind === 'hex' ? 'Pick a terrain to paint first' : `Pick ${what[kind]} for the ${tool} first`);
    return undefined;
  }
  const type = ctx.terrainTypes.get(id);
  if (type && type.kind !== kind) {
    ctx.announce(`${type.name} is ${type.kind} terrain; the ${tool} uses ${what[kind]}`);
    return undefined;
  }
  return { id, name: type?.name ?? id, type };
}
