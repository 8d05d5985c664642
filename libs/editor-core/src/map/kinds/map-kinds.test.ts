import { describe, expect, it } from 'vitest';
import type { MapDocument } from '@kriegsspiel/formats';
import { addMapItem } from '../../commands/add-map-item';
import { paintHexTerrain } from '../../commands/paint-hex-terrain';
import { mapPath, richMap, toolHarness } from '../../test-support/tool-harness';
import {
  entryPointsKind,
  hexOfPointer,
  hexsidesKind,
  locationsKind,
  mapEditorTools,
  mapKindAt,
  mapKindOfSelection,
  mapKindOfTool,
  mapKinds,
  regionsKind,
  roadsKind,
  terrainKind,
} from './index';

describe('map kinds', () => {
  it('give the map editor its tools in order, each with a hint and its own shortcut', () => {
    const tools = mapEditorTools();
    expect(tools.map((t) => t.id)).toEqual([
      'pan',
      'terrain-brush',
      'terrain-fill',
      'hexside',
      'road',
      'location',
      'region',
      'entry-point',
      'background',
      'grid',
    ]);
    for (const tool of tools) expect(tool.hint, tool.id).toMatch(/\w/);
    const keys = tools.map((t) => t.shortcut);
    expect(new Set(keys).size).toBe(keys.length);
    expect(mapKindOfTool('terrain-fill')).toBe(terrainKind);
    expect(mapKindOfTool('pan')).toBeUndefined();
    expect(mapKindOfSelection('link')).toBe(roadsKind);
  });

  it('each own one member of the map document, named by its pointer', () => {
    expect(mapKinds.map((k) => k.pointer)).toEqual(['/hexes', '/hexsides', '/paths', '/locations', '/regions', '/entryPoints']);
    expect(mapKindAt('/paths/0/hexes/2')).toEqual({ kind: roadsKind, tokens: ['0', 'hexes', '2'] });
    expect(mapKindAt('/grid/width')).toBeUndefined();
  });

  it('say which hex a pointer into the map is about', () => {
    const map = richMap;
    expect(hexOfPointer(map, '/hexes/2,2/name')).toBe('2,2');
    expect(hexOfPointer(map, '/hexsides/0/between/1')).toBe('2,1');
    expect(hexOfPointer(map, '/hexsides/0')).toBe('1,1');
    expect(hexOfPointer(map, '/paths/0/hexes/2')).toBe('3,4');
    expect(hexOfPointer(map, '/paths/0/oneWay/0/from')).toBe('1,3');
    expect(hexOfPointer(map, '/locations/0/name')).toBe('4,4');
    expect(hexOfPointer(map, '/regions/0/hexes/1')).toBe('2,1');
    expect(hexOfPointer(map, '/entryPoints/0')).toBe('1,3');
    expect(hexOfPointer(map, '/name')).toBeUndefined();
    expect(hexOfPointer(map, '/hexsides/5')).toBeUndefined();
    expect(hexOfPointer({ ...map, locations: [{ id: 'big', name: 'Big', hexes: ['5,1', '5,2'] }] }, '/locations/0')).toBe('5,1');
  });

  it('select places and regions by index, not road entries', () => {
    expect(locationsKind.selectionAt?.(richMap, ['0'])).toEqual({ kind: 'location', index: 0 });
    expect(entryPointsKind.selectionAt?.(richMap, ['0', 'name'])).toEqual({ kind: 'entryPoint', index: 0 });
    expect(regionsKind.selectionAt?.(richMap, ['3'])).toBeUndefined();
    expect(roadsKind.selectionAt).toBeUndefined();
  });

  it('find and describe their entries on a hex', () => {
    expect(regionsKind.indexAt?.(richMap, '2,1')).toBe(0);
    expect(locationsKind.indexAt?.(richMap, '2,1')).toBe(-1);
    expect(mapKinds.flatMap((k) => k.describeAt?.(richMap, '4,4') ?? [])).toEqual(['T Town']);
    expect(mapKinds.flatMap((k) => k.describeAt?.(richMap, '1,3') ?? [])).toEqual(['entry West road']);
    expect(regionsKind.describeAt?.(richMap, '1,1')).toEqual(['region North']);
  });

  it('say which hexes an edit changed, kind by kind', () => {
    const { editor, map } = toolHarness();
    const before = map();
    editor.run(addMapItem, mapPath, { collection: 'locations', item: { id: 'mill', name: 'Mill', hex: '2,2' } });
    editor.run(paintHexTerrain, mapPath, { label: '5,1', terrain: 'forest' });
    const after = map();
    expect(locationsKind.changedHexes(before, after)).toEqual(['2,2']);
    expect(terrainKind.changedHexes(before, after)).toEqual(['5,1']);
    expect(hexsidesKind.changedHexes(before, after)).toEqual([]);
    expect(regionsKind.changedHexes(before, after)).toEqual([]);
    const removed: MapDocument = { ...after, entryPoints: [] };
    expect(entryPointsKind.changedHexes(after, removed)).toEqual(['1,3']);
    expect(terrainKind.changedHexes(after, { ...after, defaultTerrain: 'forest' })).toBe('all');
  });
});
