// A game may hold several battles, each on its own area map (a campaign day's battles fought
// side by side: `campaign.beside`). The board draws them as one area map: the game's own map,
// then each battle's beside it to the right, its areas and connections renamed
// `<battle>/<area>` so that ids shared by the maps (`front-a`) stay apart. A picture names an
// area of such a map as `{ area, map: battle }` (see `placeOnBoard`).
import type { Area, MapDocument } from '@kriegsspiel/formats';
import { besideAreaId } from './picture-pieces';

/** A battle drawn beside the game's own: its id and its map. */
export interface BesideMap {
  readonly battle: string;
  /** What its heading says (the scenario's name); the battle's id when unset. */
  readonly name?: string;
  readonly map: MapDocument;
}

/** A heading over one battle's part of the board, at the top left corner of its areas' centres. */
export interface MapSection {
  /** The battle's id; undefined for the game's own map. */
  readonly battle?: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
}

/** Space between the centres of the last area of one map and the first of the next, in board units. */
const gap = 360;

function positioned(areas: readonly Area[]): { x: number; y: number }[] {
  // As the board places areas without a position: a row under the others.
  const placed = areas.filter((a) => a.position);
  const bottom = placed.length > 0 ? Math.max(...placed.map((a) => a.position?.y ?? 0)) + 100 : 0;
  let free = 0;
  return areas.map((a) => a.position ?? { x: free++ * 200, y: bottom });
}

/**
 * The game's area map with each battle beside it laid out to its right, and a heading per
 * battle. The same map object, and no headings, when there is nothing beside it or the map
 * has no areas.
 */
export function mapWithBeside(map: MapDocument, name: string, beside: readonly BesideMap[] | undefined): { map: MapDocument; sections: MapSection[] } {
  const own = map.areas ?? [];
  const others = (beside ?? []).filter((b) => (b.map.areas ?? []).length > 0);
  if (own.length === 0 || others.length === 0) return { map, sections: [] };
  const ownAt = positioned(own);
  const areas: Area[] = own.map((a, i) => ({ ...a, position: ownAt[i] as { x: number; y: number } }));
  const connections = [...(map.connections ?? [])];
  const sections: MapSection[] = [{ name, x: Math.min(...ownAt.map((p) => p.x)), y: Math.min(...ownAt.map((p) => p.y)) }];
  let right = Math.max(...ownAt.map((p) => p.x));
  for (const b of others) {
    const theirs = b.map.areas ?? [];
    const at = positioned(theirs);
    const dx = right + gap - Math.min(...at.map((p) => p.x));
    theirs.forEach((a, i) => {
      const p = at[i] as { x: number; y: number };
      areas.push({ ...a, id: besideAreaId(b.battle, a.id), position: { x: p.x + dx, y: p.y } });
    });
    for (const c of b.map.connections ?? []) connections.push({ ...c, from: besideAreaId(b.battle, c.from), to: besideAreaId(b.battle, c.to) });
    sections.push({ battle: b.battle, name: b.name ?? b.battle, x: Math.min(...at.map((p) => p.x)) + dx, y: Math.min(...at.map((p) => p.y)) });
    right = Math.max(...at.map((p) => p.x)) + dx;
  }
  return { map: { ...map, areas, connections }, sections };
}
