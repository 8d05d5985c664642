// The pieces of a ruleset's picture as counters to draw: stacks per place (a hex label or an
// area id), bottom first in the order the picture lists them. A face-up unit of the order of
// battle looks as its counter does in a scenario's set-up, with the values the picture gives;
// a face-down piece shows only its back, in its nationality's or side's colours; a facing
// becomes the screen angle of the faced hexside in the map's orientation.
import type { MapDocument, ModManifest, OobDocument, ScenarioDocument } from '@kriegsspiel/formats';
import { createLayout, directions, hexToPixel, type HexDirection, type Orientation } from '@kriegsspiel/hex';
import type { Picture, PicturePiece, PicturePlace } from '@kriegsspiel/rules-sdk';
import { counterStacks, type CounterStack, type MapCounter } from '../map/map-counters';

/** The key of a place on the board: the hex label, or the area id (`<battle>/<area>` on the map of a battle beside the game's). */
export function placeOnBoard(at: PicturePlace): string {
  if ('hex' in at) return at.hex;
  return at.map !== undefined ? besideAreaId(at.map, at.area) : at.area;
}

/** The id an area of the map of a battle fought beside the game's has on the board (see `mapWithBeside`). */
export function besideAreaId(battle: string, area: string): string {
  return `${battle}/${area}`;
}

/** Where each face-up unit of the picture stands (a hex label or an area id), by id. */
export function piecePlaces(picture: Picture | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const piece of picture?.pieces ?? []) if (!piece.faceDown && piece.id !== undefined && !out.has(piece.id)) out.set(piece.id, placeOnBoard(piece.at));
  return out;
}

/** The screen angle (radians, clockwise from east, as y grows down) of the hexside in direction `d`. */
export function facingAngle(orientation: Orientation, d: HexDirection): number {
  const p = hexToPixel(createLayout(orientation, 1), directions[d]);
  return Math.atan2(p.y, p.x);
}

const neutral = { background: '#d9d4c7', text: '#222222' };

/** Every unit id the order of battle has. */
function unitIds(oob: OobDocument | undefined): Set<string> {
  const known = new Set<string>();
  const walk = (formations: OobDocument['formations']) =>
    formations?.forEach((f) => {
      f.units?.forEach((u) => known.add(u.id));
      walk(f.formations);
    });
  oob?.units?.forEach((u) => known.add(u.id));
  walk(oob?.formations);
  return known;
}

/**
 * The picture's pieces as counter stacks, keyed by place: hexes by their label, areas by
 * their id. Stacks come in the order their places are first named.
 */
export function pictureCounterStacks(
  picture: Picture | null | undefined,
  oob: OobDocument | undefined,
  map: MapDocument,
  manifests: readonly ModManifest[] = [],
): CounterStack[] {
  const pieces = picture?.pieces ?? [];
  const nationalities = new Map((oob?.nationalities ?? []).map((n) => [n.id, n]));
  const sides = new Map((oob?.sides ?? []).map((s) => [s.id, s]));
  const symbols = new Map<string, string>();
  for (const m of manifests) for (const t of m.unitTypes ?? []) if (t.symbol) symbols.set(t.id, t.symbol);
  for (const t of oob?.unitTypes ?? []) if (t.symbol) symbols.set(t.id, t.symbol);
  const orientation = map.grid?.orientation;
  // Units of the order of battle look as their counters do: the set-up drawing colours them.
  const known = unitIds(oob);
  const ids = pieces.flatMap((p) => (!p.faceDown && known.has(p.id) ? [p.id] : []));
  const setup = [{ at: { hex: '' }, units: ids }];
  const looks = new Map((counterStacks({ setup } as unknown as ScenarioDocument, oob, map, manifests)[0]?.counters ?? []).map((c) => [c.id, c]));

  const counterOf = (piece: PicturePiece, place: string, n: number): MapCounter => {
    const nationality = piece.nationality ? nationalities.get(piece.nationality) : undefined;
    const sideColor = sides.get(piece.side)?.color;
    const colours = {
      background: nationality?.colors?.background ?? sideColor ?? neutral.background,
      text: nationality?.colors?.text ?? (sideColor ? '#ffffff' : neutral.text),
      ...(nationality?.colors?.stripe ? { stripe: nationality.colors.stripe } : {}),
    };
    const facing = piece.facing !== undefined && orientation ? { facing: facingAngle(orientation, piece.facing) } : {};
    if (piece.faceDown) {
      const whose = nationality?.name ?? sides.get(piece.side)?.name ?? piece.side;
      return { id: `${place}#${n + 1}`, name: `${whose} piece, face down`, side: piece.side, ...colours, faceDown: true, ...facing };
    }
    const look = looks.get(piece.id);
    const symbol = look?.symbol ?? (piece.type ? symbols.get(piece.type) : undefined);
    const printed = piece.values ?? look?.printed;
    return {
      ...(look ?? { id: piece.id, name: piece.id, side: piece.side, ...colours }),
      ...(piece.label ? { name: piece.label } : {}),
      ...(piece.hidden ? { name: `${piece.label ?? look?.name ?? piece.id} (face down to the enemy)`, hidden: true } : {}),
      ...(symbol ? { symbol } : {}),
      ...(printed ? { printed } : {}),
      faceDown: false,
      ...facing,
    };
  };

  const stacks = new Map<string, MapCounter[]>();
  for (const piece of pieces) {
    const place = placeOnBoard(piece.at);
    const stack = stacks.get(place) ?? [];
    stack.push(counterOf(piece, place, stack.length));
    stacks.set(place, stack);
  }
  return [...stacks].map(([label, counters]) => ({ label, counters }));
}

/**
 * The map as the picture says it is now: the hexes whose terrain the rules changed in play
 * (`picture.terrain`, a laid tile) carry that terrain instead of the map's. The same map
 * object when nothing changed, so a board redraws only when the terrain did.
 */
export function mapWithPictureTerrain(map: MapDocument, picture: Picture | null | undefined): MapDocument {
  const changed = picture?.terrain ?? [];
  if (changed.length === 0) return map;
  const hexes = { ...map.hexes };
  for (const { hex, terrain } of changed) hexes[hex] = { ...hexes[hex], terrain: [...terrain] };
  return { ...map, hexes };
}

/** A key that is the same for two pictures with the same changed terrain. */
export function pictureTerrainKey(picture: Picture | null | undefined): string {
  return JSON.stringify(picture?.terrain ?? []);
}
