import { describe, expect, it } from 'vitest';
import { checkSemantics, readDocument, type LoadedDocument, type MapDocument } from '@kriegsspiel/formats';
import { reshapeGrid } from './reshape-grid';
import { richMap } from '../test-support/tool-harness';

const grid = richMap.grid as NonNullable<MapDocument['grid']>;

/** The errors `kriegsspiel validate` would report for a map on its own. */
function errorsOf(map: MapDocument): string[] {
  const read = readDocument({ file: 'mods/demo/maps/rich.map.json', text: JSON.stringify(map) });
  const semantic = [...checkSemantics([read.doc as LoadedDocument]).values()].flat();
  return [...read.problems, ...semantic].filter((p) => p.severity === 'error').map((p) => `${p.pointer} ${p.message}`);
}

function reshaped(next: NonNullable<MapDocument['grid']>) {
  const change = reshapeGrid(richMap, next);
  if ('error' in change) throw new Error(change.error);
  return change;
}

describe('reshapeGrid', () => {
  it('keeps everything that stays on a smaller map, the same objects where nothing changed', () => {
    const change = reshaped({ ...grid, width: 4, height: 4 });
    expect(change.dropped).toEqual(['hex 5,5 (forest)']);
    expect(change.relabelled).toBe(0);
    expect(change.map.hexsides).toBe(richMap.hexsides);
    expect(change.map.paths).toBe(richMap.paths);
    expect(Object.keys(change.map.hexes ?? {})).toEqual(['2,2', '3,2', '3,3', '4,4']);
    expect(errorsOf(change.map)).toEqual([]);
  });

  it('drops and cuts what falls off, and lists it', () => {
    const change = reshaped({ ...grid, width: 3, height: 3 });
    expect(change.dropped).toEqual([
      'hex 5,5 (forest)',
      'hex 4,4 (clear, village, )'.replace(', )', ')'),
      '2 hexes of the High road (3,4, 4,3)',
      'location Town (4,4)',
    ]);
    expect(change.map.paths).toEqual([{ id: 'high-road', name: 'High road', terrain: 'road', hexes: ['1,3', '2,3'] }]);
    expect(change.map.locations).toEqual([]);
    expect(errorsOf(change.map)).toEqual([]);
  });

  it('rewrites every label in a new scheme without moving anything', () => {
    const change = reshaped({ ...grid, labels: { order: 'column-row', column: { style: 'letter' }, row: { style: 'number' } } });
    expect(change.dropped).toEqual([]);
    expect(Object.keys(change.map.hexes ?? {})).toEqual(['B2', 'C2', 'C3', 'E5', 'D4']);
    expect(change.map.hexsides).toEqual([{ between: ['A1', 'B1'], terrain: 'river' }]);
    expect(change.map.paths?.[0]).toMatchObject({ hexes: ['A3', 'B3', 'C4', 'D3'], oneWay: [{ from: 'B3', to: 'C4' }] });
    expect(change.map.locations?.[0]?.hex).toBe('D4');
    expect(change.map.regions?.[0]?.hexes).toEqual(['A1', 'B1']);
    expect(change.map.entryPoints?.[0]?.hex).toBe('A3');
    expect(change.relabelled).toBe(11);
    expect(errorsOf(change.map)).toEqual([]);
  });

  it('keeps terrain in place when rows counted from the bottom edge gain a row', () => {
    const north = reshaped({ ...grid, labels: { ...grid.labels, row: { style: 'number', direction: 'north' } } } as never).map;
    expect(north.hexes?.['2,4']).toEqual({ terrain: ['forest'], name: 'Wood' });
    const taller = reshapeGrid(north, { ...(north.grid as never as typeof grid), height: 6 });
    if ('error' in taller) throw new Error(taller.error);
    expect(taller.map.hexes?.['2,5']).toEqual({ terrain: ['forest'], name: 'Wood' });
    expect(taller.dropped).toEqual([]);
  });

  it('drops hexsides and road links that stop joining neighbours when the orientation changes', () => {
    const change = reshaped({ ...grid, orientation: 'pointy' });
    expect(change.dropped.length).toBeGreaterThan(0);
    expect(errorsOf(change.map)).toEqual([]);
  });

  it('says why a grid cannot be used', () => {
    expect(reshapeGrid(richMap, { ...grid, width: 0 })).toHaveProperty('error');
  });
});
