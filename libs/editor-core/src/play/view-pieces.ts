// The pieces a role's view shows on the map, found in the view's own shape so that any
// ruleset gets a board: an object keyed by hex labels (Hundred Days' `stacks`, each with
// its `units`), or pieces that carry their hex (Outpost's `units`, each with a `hex`).
// What a view hides (`hidden: true`, no id, face down without its details) is drawn face down.
import type { MapDocument, ModManifest, OobDocument, ScenarioDocument } from '@kriegsspiel/formats';
import { counterStacks, type CounterStack, type MapCounter } from '../map/map-counters';

/** One piece as the view shows it. */
export interface ViewPiece {
  /** The unit's id, unless the view hides it. */
  readonly id?: string;
  readonly side?: string;
  readonly nationality?: string;
  readonly type?: string;
  /** Hidden from this role (face down, or shown only by nationality). */
  readonly hidden: boolean;
}

/** The pieces the view shows on one hex. */
export interface ViewStack {
  readonly hex: string;
  readonly pieces: readonly ViewPiece[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const hexKeys = ['hex', 'at', 'position', 'location'];

function pieceOf(value: unknown, fallbackId?: string, stackSide?: string): ViewPiece | undefined {
  if (typeof value === 'string') return { id: value, hidden: false, ...(stackSide ? { side: stackSide } : {}) };
  if (!isObject(value)) return undefined;
  const id = text(value.id) ?? fallbackId;
  const side = text(value.side) ?? text(value.owner) ?? stackSide;
  const nationality = text(value.nationality);
  const type = text(value.type);
  // Face down and shown without its details: hidden from this role. A face-down piece whose
  // details the view gives is the role's own (it knows what it is).
  const hidden = value.hidden === true || id === undefined || ((value.faceUp === false || value.faceDown === true) && type === undefined);
  return { hidden, ...(id !== undefined ? { id } : {}), ...(side ? { side } : {}), ...(nationality ? { nationality } : {}), ...(type ? { type } : {}) };
}

/** Pieces of a value keyed by hex: `{ units: [...] }`, a list, or one piece. */
function stackPieces(value: unknown): ViewPiece[] {
  if (Array.isArray(value)) return value.map((v) => pieceOf(v)).filter((p): p is ViewPiece => p !== undefined);
  if (!isObject(value)) return [];
  const side = text(value.side) ?? text(value.owner);
  const units = value.units ?? value.pieces ?? value.counters;
  if (Array.isArray(units)) return units.map((v) => pieceOf(v, undefined, side)).filter((p): p is ViewPiece => p !== undefined);
  const one = pieceOf(value, undefined, side);
  return one ? [one] : [];
}

/** The objects of a view worth looking into: the view itself and its members, one level down. */
function candidates(view: unknown): Json[] {
  if (!isObject(view)) return [];
  return [view, ...Object.values(view).filter(isObject)];
}

function byHexKeys(view: unknown, isHex: (label: string) => boolean): ViewStack[] | undefined {
  for (const candidate of candidates(view)) {
    const keys = Object.keys(candidate);
    const hexes = keys.filter(isHex);
    if (hexes.length === 0 || hexes.length < keys.length * 0.8) continue;
    return hexes.map((hex) => ({ hex, pieces: stackPieces(candidate[hex]) })).filter((s) => s.pieces.length > 0);
  }
  return undefined;
}

function byPieceHexes(view: unknown, isHex: (label: string) => boolean): ViewStack[] | undefined {
  const collections: [string | undefined, unknown][][] = [];
  if (isObject(view)) {
    for (const value of Object.values(view)) {
      if (Array.isArray(value)) collections.push(value.map((v) => [undefined, v]));
      else if (isObject(value)) collections.push(Object.entries(value));
    }
  }
  for (const items of collections) {
    const stacks = new Map<string, ViewPiece[]>();
    let placed = 0;
    for (const [key, item] of items) {
      if (!isObject(item)) continue;
      const hex = hexKeys.map((k) => text(item[k])).find((h) => h !== undefined && isHex(h));
      if (hex === undefined) continue;
      const piece = pieceOf(item, key);
      if (!piece) continue;
      placed++;
      stacks.set(hex, [...(stacks.get(hex) ?? []), piece]);
    }
    if (placed > 0) return [...stacks].map(([hex, pieces]) => ({ hex, pieces }));
  }
  return undefined;
}

/** The pieces on the map as a role's view shows them, or `undefined` when the view shows no positions this can read. */
export function piecesInView(view: unknown, isHex: (label: string) => boolean): ViewStack[] | undefined {
  return byHexKeys(view, isHex) ?? byPieceHexes(view, isHex);
}

/** The hex of each unit the view places, by id. */
export function unitHexes(stacks: readonly ViewStack[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const stack of stacks) for (const piece of stack.pieces) if (piece.id !== undefined && !piece.hidden) out.set(piece.id, stack.hex);
  for (const stack of stacks) for (const piece of stack.pieces) if (piece.id !== undefined && !out.has(piece.id)) out.set(piece.id, stack.hex);
  return out;
}

/**
 * The view's pieces as counters to draw: known units with their counter's look (as a
 * scenario's set-up shows them), hidden ones face down in their nationality's or side's colours.
 */
export function viewCounterStacks(stacks: readonly ViewStack[], oob: OobDocument | undefined, map: MapDocument, manifests: readonly ModManifest[] = []): CounterStack[] {
  const nationalities = new Map((oob?.nationalities ?? []).map((n) => [n.id, n]));
  const sides = new Map((oob?.sides ?? []).map((s) => [s.id, s]));
  const known = new Set<string>();
  const walk = (units: { id: string }[] | undefined) => units?.forEach((u) => known.add(u.id));
  const walkFormations = (formations: OobDocument['formations']) =>
    formations?.forEach((f) => {
      walk(f.units);
      walkFormations(f.formations);
    });
  walk(oob?.units);
  walkFormations(oob?.formations);
  // Visible units look as their counters do: let the set-up drawing colour them.
  const setup = stacks.map((s) => ({ at: { hex: s.hex }, units: s.pieces.filter((p) => !p.hidden && p.id !== undefined && known.has(p.id)).map((p) => p.id as string) }));
  const looks = new Map(counterStacks({ setup } as unknown as ScenarioDocument, oob, map, manifests).map((s) => [s.label, s.counters]));
  return stacks.map((stack) => {
    const drawn = [...(looks.get(stack.hex) ?? [])];
    const counters: MapCounter[] = [];
    for (const [n, piece] of stack.pieces.entries()) {
      const look = !piece.hidden && piece.id !== undefined ? drawn.find((c) => c.id === piece.id) : undefined;
      if (look) {
        counters.push(look);
        continue;
      }
      const nationality = piece.nationality ? nationalities.get(piece.nationality) : undefined;
      const side = piece.side ?? nationality?.side;
      const sideColor = side ? sides.get(side)?.color : undefined;
      counters.push({
        id: piece.id ?? `${stack.hex}#${n + 1}`,
        name: piece.hidden ? `${nationality?.name ?? (side ? (sides.get(side)?.name ?? side) : 'Unknown')} piece, face down` : (piece.id ?? 'piece'),
        ...(side ? { side } : {}),
        background: nationality?.colors?.background ?? sideColor ?? '#d9d4c7',
        text: nationality?.colors?.text ?? (sideColor ? '#ffffff' : '#222222'),
        faceDown: piece.hidden,
      });
    }
    return { label: stack.hex, counters };
  });
}
