import { describe, expect, it } from 'vitest';
import { fillHexTerrain } from './fill-hex-terrain';
import { mapPath, toolHarness } from '../test-support/tool-harness';

describe('fillHexTerrain', () => {
  it('fills the connected hexes of the same terrain set, and only those, as one step', () => {
    const { editor, map } = toolHarness();
    expect(editor.run(fillHexTerrain, mapPath, { start: '2,2', terrain: 'village', terrainName: 'Village' })).toBe(true);
    // 2,2, 3,2 and 3,3 are one forest; 5,5 is forest too but not connected to it.
    expect(map().hexes?.['2,2']).toEqual({ terrain: ['village'], name: 'Wood' });
    expect(map().hexes?.['3,2']).toEqual({ terrain: ['village'] });
    expect(map().hexes?.['3,3']).toEqual({ terrain: ['village'] });
    expect(map().hexes?.['5,5']).toEqual({ terrain: ['forest'] });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Fill with village']);
    editor.undo();
    expect(map().hexes?.['3,2']).toEqual({ terrain: ['forest'] });
  });

  it('fills the default terrain by listing hexes, and clears them when filling with the default', () => {
    const { editor, map } = toolHarness();
    editor.run(fillHexTerrain, mapPath, { start: '1,1', terrain: 'forest' });
    const listed = Object.keys(map().hexes ?? {});
    // Every clear hex was connected, so all 30 hexes but the village are forest now.
    expect(listed).toHaveLength(30);
    expect(map().hexes?.['4,4']?.terrain).toEqual(['clear', 'village']);
    editor.run(fillHexTerrain, mapPath, { start: '1,1', terrain: 'clear' });
    expect(Object.keys(map().hexes ?? {})).toEqual(['2,2', '4,4']);
    expect(map().hexes?.['2,2']).toEqual({ name: 'Wood' });
  });

  it('keeps a hex with terrain and village apart from plain ones, and changes nothing when there is nothing to do', () => {
    const { editor, map } = toolHarness();
    expect(editor.run(fillHexTerrain, mapPath, { start: '4,4', terrain: 'forest' })).toBe(true);
    expect(map().hexes?.['4,4']?.terrain).toEqual(['forest']);
    expect(map().hexes?.['4,3']).toBeUndefined();
    expect(editor.run(fillHexTerrain, mapPath, { start: '5,5', terrain: 'forest' })).toBe(false);
    expect(editor.run(fillHexTerrain, mapPath, { start: '9,9', terrain: 'forest' })).toBe(false);
    expect(editor.history.undoStack).toHaveLength(1);
  });
});
