import { terrainBrush } from '../../tools/terrain-brush';
import { terrainFill } from '../../tools/terrain-fill';
import type { MapKind } from './map-kind';

/** Beyond this many changed hexes a view redraws everything rather than hex by hex. */
const widestChange = 400;

/**
 * Hex terrain and hex names: `/hexes` is an object keyed by hex label, and hexes without
 * an entry carry the default terrain. Painted with the brush and the fill.
 */
export const terrainKind: MapKind = {
  id: 'hexes',
  label: 'Terrain',
  noun: 'hex',
  pointer: '/hexes',
  tools: [terrainBrush, terrainFill],
  hexAt: (_map, [label]) => label,
  changedHexes(before, after) {
    // Another default or other terrain types can change the look of every hex.
    if (before.defaultTerrain !== after.defaultTerrain || before.terrain !== after.terrain) return 'all';
    if (before.hexes === after.hexes) return [];
    const a = before.hexes ?? {};
    const b = after.hexes ?? {};
    const changed: string[] = [];
    for (const k of Object.keys(b)) if (a[k] !== b[k]) changed.push(k);
    for (const k of Object.keys(a)) if (!(k in b)) changed.push(k);
    return changed.length > widestChange ? 'all' : changed;
  },
};
