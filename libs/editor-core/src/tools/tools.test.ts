import { describe, expect, it } from 'vitest';
import { createLayout, hexToPixel, type Hex } from '@kriegsspiel/hex';
import { Editor } from '../editor';
import { smallMapText } from '../test-support/memory-workspace';
import { mapDrawing, terrainTypesFor, type MapDrawing } from '../map/map-drawing';
import { terrainBrush } from './terrain-brush';
import { panTool } from './pan-tool';
import type { MapPointer, MapToolContext } from './tool';

const path = 'mods/demo/maps/small.map.json';

function setup() {
  const editor = new Editor();
  editor.store.load([{ path, text: smallMapText, version: 'v1' }]);
  const map = () => editor.store.require(path, 'map').value;
  const drawing = mapDrawing(map(), terrainTypesFor(map())) as MapDrawing;
  const layout = createLayout('flat', 10);
  const panned: [number, number][] = [];
  const messages: string[] = [];
  const ctx: MapToolContext = {
    editor,
    path,
    map,
    grid: drawing.grid,
    layout,
    terrainTypes: drawing.terrain,
    settings: { terrain: 'forest' },
    selection: undefined,
    select: () => undefined,
    panBy: (dx, dy) => void panned.push([dx, dy]),
    requestRender: () => undefined,
    announce: (m) => void messages.push(m),
  };
  const at = (label: string, extra: Partial<MapPointer> = {}): MapPointer => {
    const found = drawing.grid.labelToHex(label);
    if (!found.ok) throw new Error(found.error);
    return pointer(found.hex, extra);
  };
  const pointer = (hex: Hex, extra: Partial<MapPointer> = {}): MapPointer => {
    const point = hexToPixel(layout, hex);
    return {
      point,
      screen: point,
      hex,
      label: drawing.grid.hexToLabel(hex),
      button: 0,
      buttons: 1,
      shiftKey: false,
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      ...extra,
    };
  };
  return { editor, map, ctx, at, pointer, panned, messages };
}

const escape = { key: 'Escape', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

describe('terrain brush', () => {
  it('paints every hex a stroke crosses, as one undo step', () => {
    const { editor, map, ctx, at } = setup();
    const brush = terrainBrush.create();
    brush.onPointerDown?.(ctx, at('1,1'));
    expect(brush.state).toBe('painting');
    // A fast drag from 1,1 to 4,1 paints the hexes between the samples too.
    brush.onPointerMove?.(ctx, at('4,1'));
    brush.onPointerUp?.(ctx, at('4,1', { buttons: 0 }));
    expect(brush.state).toBe('idle');
    expect(Object.keys(map().hexes ?? {}).sort()).toEqual(['1,1', '2,1', '2,2', '3,1', '4,1'].sort());
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Paint forest']);
    editor.undo();
    expect(Object.keys(map().hexes ?? {})).toEqual(['2,2']);
  });

  it('reverts the stroke on Escape or cancel', () => {
    const { editor, map, ctx, at } = setup();
    const brush = terrainBrush.create();
    brush.onPointerDown?.(ctx, at('1,1'));
    expect(brush.onKeyDown?.(ctx, escape)).toBe(true);
    expect(map().hexes?.['1,1']).toBeUndefined();
    brush.onPointerDown?.(ctx, at('1,2'));
    brush.onCancel?.(ctx);
    expect(map().hexes?.['1,2']).toBeUndefined();
    expect(editor.history.undoStack).toHaveLength(0);
    expect(brush.onKeyDown?.(ctx, escape)).toBe(false);
  });

  it('ignores hexes off the map, secondary buttons and a missing terrain', () => {
    const { editor, ctx, at, pointer, messages } = setup();
    const brush = terrainBrush.create();
    brush.onPointerDown?.(ctx, pointer({ q: -5, r: -5 }));
    brush.onPointerUp?.(ctx, pointer({ q: -5, r: -5 }));
    brush.onPointerDown?.(ctx, at('1,1', { button: 2 }));
    expect(brush.state).toBe('idle');
    brush.onPointerDown?.({ ...ctx, settings: {} }, at('1,1'));
    expect(messages).toEqual(['Pick a terrain to paint first']);
    brush.onPointerDown?.({ ...ctx, settings: { terrain: 'river' } }, at('1,1'));
    expect(messages[1]).toMatch(/hexside terrain/);
    expect(editor.history.undoStack).toHaveLength(0);
  });

  it('keeps the stroke when the tool is switched mid-stroke', () => {
    const { editor, ctx, at } = setup();
    const brush = terrainBrush.create();
    brush.onPointerDown?.(ctx, at('1,1'));
    brush.onExit?.(ctx);
    expect(editor.history.undoStack).toHaveLength(1);
    expect(editor.history.inGesture).toBe(false);
  });
});

describe('pan tool', () => {
  it('pans by the distance the pointer travels while held', () => {
    const { ctx, at, panned } = setup();
    const pan = panTool.create();
    pan.onPointerMove?.(ctx, at('1,1'));
    pan.onPointerDown?.(ctx, at('1,1', { screen: { x: 0, y: 0 } }));
    pan.onPointerMove?.(ctx, at('1,1', { screen: { x: 5, y: -3 } }));
    pan.onPointerUp?.(ctx, at('1,1'));
    pan.onPointerMove?.(ctx, at('1,1', { screen: { x: 50, y: 50 } }));
    expect(panned).toEqual([[5, -3]]);
  });
});

describe('mapDrawing', () => {
  it('knows each hex terrain, its colour, and falls back to the default terrain', () => {
    const { map } = setup();
    const drawing = mapDrawing(map(), terrainTypesFor(map())) as MapDrawing;
    expect(drawing.fillOf('2,2')).toBe('#448844');
    expect(drawing.fillOf('1,1')).toBe('#eeeecc');
    expect(drawing.hexTerrain('1,1').map((t) => t.id)).toEqual(['clear']);
    expect(drawing.colorOf('unknown')).toMatch(/^#/);
  });

  it('keeps the previous terrain map when the types are the same, so views know nothing changed', () => {
    const { map } = setup();
    const first = mapDrawing(map(), terrainTypesFor(map())) as MapDrawing;
    const second = mapDrawing({ ...map(), hexes: {} }, terrainTypesFor(map()), first) as MapDrawing;
    expect(second.terrain).toBe(first.terrain);
    expect(second.grid).toBe(first.grid);
    const other = mapDrawing(map(), terrainTypesFor({ ...map(), terrain: [] }), first) as MapDrawing;
    expect(other.terrain).not.toBe(first.terrain);
  });

  it('says why a map cannot be drawn', () => {
    expect(mapDrawing({ $schema: '', id: 'a', name: 'A', areas: [] }, new Map())).toHaveProperty('error');
  });

  it('takes terrain from the manifests, the map winning', () => {
    const { map } = setup();
    const types = terrainTypesFor(map(), [
      {
        terrain: [
          { id: 'clear', name: 'Ruleset clear', kind: 'hex' },
          { id: 'road', name: 'Road', kind: 'path' },
        ],
      } as never,
    ]);
    expect(types.get('clear')?.name).toBe('Clear');
    expect(types.get('road')?.name).toBe('Road');
  });
});
