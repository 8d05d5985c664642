// A map tool's world without a screen: an editor over a small map, the context a map
// view would hand the tool, and pointers aimed at hexes (or at a point near a hexside).
import { createLayout, hexToPixel, hexsideMidpoint, type Hex, type HexDirection, type Point } from '@kriegsspiel/hex';
import type { MapDocument } from '@kriegsspiel/formats';
import { Editor } from '../editor';
import { mapDrawing, terrainTypesFor, type MapDrawing } from '../map/map-drawing';
import type { MapPointer, MapSelection, MapToolContext, MapToolSettings } from '../tools/tool';
import type { KeyLike } from '../shortcuts/shortcut';

export const mapPath = 'mods/demo/maps/small.map.json';

/** A 6 x 5 flat map (labels `c,r`) with every kind of thing the map tools edit. */
export const richMap: MapDocument = {
  $schema: '../../../schemas/map.schema.json',
  id: 'rich',
  name: 'Rich map',
  grid: {
    orientation: 'flat',
    offset: 'odd',
    width: 6,
    height: 5,
    labels: { order: 'column-row', separator: ',', column: { style: 'number' }, row: { style: 'number' } },
  },
  terrain: [
    { id: 'clear', name: 'Clear', kind: 'hex', color: '#eeeecc' },
    { id: 'forest', name: 'Forest', kind: 'hex', color: '#448844' },
    { id: 'village', name: 'Village', kind: 'hex', color: '#cc9966' },
    { id: 'river', name: 'River', kind: 'hexside', color: '#3366cc' },
    { id: 'steep-slope', name: 'Steep slope', kind: 'hexside', color: '#883311' },
    { id: 'road', name: 'Road', kind: 'path', color: '#553311' },
    { id: 'trail', name: 'Trail', kind: 'path', color: '#997755' },
  ],
  defaultTerrain: 'clear',
  hexes: {
    '2,2': { terrain: ['forest'], name: 'Wood' },
    '3,2': { terrain: ['forest'] },
    '3,3': { terrain: ['forest'] },
    '5,5': { terrain: ['forest'] },
    '4,4': { terrain: ['clear', 'village'] },
  },
  hexsides: [{ between: ['1,1', '2,1'], terrain: 'river' }],
  paths: [{ id: 'high-road', name: 'High road', terrain: 'road', hexes: ['1,3', '2,3', '3,4', '4,3'], oneWay: [{ from: '2,3', to: '3,4' }] }],
  locations: [{ id: 'town', name: 'Town', code: 'T', hex: '4,4' }],
  regions: [{ id: 'north', name: 'North', hexes: ['1,1', '2,1'] }],
  entryPoints: [{ id: 'west-road', name: 'West road', hex: '1,3' }],
};

export const richMapText = `${JSON.stringify(richMap, null, 2)}\n`;

export const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

/** An editor holding `text` (the rich map by default) and a tool context over it. */
export function toolHarness(text = richMapText, settings: MapToolSettings = {}) {
  const editor = new Editor();
  editor.store.load([{ path: mapPath, text, version: 'v1' }]);
  const map = () => editor.store.require(mapPath, 'map').value;
  const drawing = mapDrawing(map(), terrainTypesFor(map())) as MapDrawing;
  const layout = createLayout('flat', 10);
  const messages: string[] = [];
  const panned: [number, number][] = [];
  let selection: MapSelection | undefined;
  const ctx: MapToolContext = {
    editor,
    path: mapPath,
    map,
    grid: drawing.grid,
    layout,
    terrainTypes: drawing.terrain,
    settings,
    get selection() {
      return selection;
    },
    select: (s) => void (selection = s),
    panBy: (dx, dy) => void panned.push([dx, dy]),
    requestRender: () => undefined,
    announce: (m) => void messages.push(m),
  };
  const hex = (label: string): Hex => {
    const found = drawing.grid.labelToHex(label);
    if (!found.ok) throw new Error(found.error);
    return found.hex;
  };
  const pointerAt = (h: Hex, point: Point, extra: Partial<MapPointer> = {}): MapPointer => ({
    point,
    screen: point,
    hex: h,
    label: drawing.grid.hexToLabel(h),
    button: 0,
    buttons: 1,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...extra,
  });
  /** A pointer at the centre of a hex. */
  const at = (label: string, extra: Partial<MapPointer> = {}) => pointerAt(hex(label), hexToPixel(layout, hex(label)), extra);
  /** A pointer inside hex `label`, close to its side facing `direction`. */
  const nearSide = (label: string, direction: HexDirection, extra: Partial<MapPointer> = {}) => {
    const c = hexToPixel(layout, hex(label));
    const m = hexsideMidpoint(layout, hex(label), direction);
    return pointerAt(hex(label), { x: c.x + (m.x - c.x) * 0.85, y: c.y + (m.y - c.y) * 0.85 }, extra);
  };
  /** A pointer in hex `a`, near the side it shares with hex `b`. */
  const between = (a: string, b: string, extra: Partial<MapPointer> = {}) => {
    const ha = hex(a);
    const hb = hex(b);
    const ca = hexToPixel(layout, ha);
    const cb = hexToPixel(layout, hb);
    return pointerAt(ha, { x: ca.x + (cb.x - ca.x) * 0.45, y: ca.y + (cb.y - ca.y) * 0.45 }, extra);
  };
  return {
    editor,
    map,
    ctx,
    hex,
    at,
    nearSide,
    between,
    messages,
    panned,
    get selection() {
      return selection;
    },
  };
}
