import { hex, type MapDocument, type ModManifest, type Place, type ScenarioDocument } from '@kriegsspiel/rules-sdk';
import type { Board, OutpostState, Unit } from './types';

/** Reads what the rules need of the map once, at the set-up, so the state carries it. */
export function boardOf(map: MapDocument, manifest: ModManifest, scenario: ScenarioDocument): Board {
  if (!map.grid) throw new Error(`map ${map.id} has no hex grid; Outpost is played on hexes`);
  const grid = hex.createGrid(map.grid as hex.GridConfig);
  const terrain: Record<string, string[]> = {};
  const adjacent: Record<string, string[]> = {};
  for (const h of grid.hexes()) {
    const label = grid.hexToLabel(h) as string;
    terrain[label] = map.hexes?.[label]?.terrain ?? (map.defaultTerrain ? [map.defaultTerrain] : []);
    adjacent[label] = grid.neighborsInGrid(h).map((n) => grid.hexToLabel(n) as string);
  }
  const defence: Record<string, number> = {};
  const impassable: string[] = [];
  for (const t of [...(manifest.terrain ?? []), ...(map.terrain ?? [])]) {
    defence[t.id] = Number(t.values?.defence ?? 0);
    if (t.values?.impassable === true) impassable.push(t.id);
  }
  const hold = scenario.victory?.find((v) => v.kind === 'hold-location');
  const place = (hold?.params as { location?: string } | undefined)?.location;
  const objective = map.locations?.find((l) => l.id === place)?.hex;
  if (!objective) throw new Error(`scenario ${scenario.id} names no location to hold (a \`hold-location\` victory condition with params.location)`);
  return { terrain, adjacent, defence, impassable, objective };
}

/** The hex label of a set-up place: a hex, or a named location of the map. */
export function hexOfPlace(place: Place, map: MapDocument): string {
  if (place.hex !== undefined) return place.hex;
  const location = map.locations?.find((l) => l.id === place.location);
  if (location?.hex !== undefined) return location.hex;
  throw new Error(`Outpost sets units up on hexes or named locations, not ${JSON.stringify(place)}`);
}

/** The unit standing on a hex, if any (one unit per hex). */
export function unitAt(state: OutpostState, label: string): Unit | undefined {
  return Object.values(state.units).find((u) => u.hex === label);
}

/** True when no unit may enter the hex. */
export function isImpassable(board: Board, label: string): boolean {
  return (board.terrain[label] ?? []).some((t) => board.impassable.includes(t));
}
