import { describe, expect, it } from 'vitest';
import { setRegionHex } from './set-region-hex';
import { mapPath, toolHarness } from '../test-support/tool-harness';

describe('setRegionHex', () => {
  it('puts hexes into a region and takes them out', () => {
    const { editor, map } = toolHarness();
    editor.run(setRegionHex, mapPath, { region: 0, label: '3,1', member: true });
    expect(map().regions?.[0]?.hexes).toEqual(['1,1', '2,1', '3,1']);
    expect(editor.run(setRegionHex, mapPath, { region: 0, label: '3,1', member: true })).toBe(false);
    editor.run(setRegionHex, mapPath, { region: 0, label: '1,1', member: false });
    expect(map().regions?.[0]?.hexes).toEqual(['2,1', '3,1']);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Add hex to region', 'Take hex out of region']);
  });

  it('keeps the last hex of a region', () => {
    const { editor, map } = toolHarness();
    editor.run(setRegionHex, mapPath, { region: 0, label: '1,1', member: false });
    expect(editor.run(setRegionHex, mapPath, { region: 0, label: '2,1', member: false })).toBe(false);
    expect(map().regions?.[0]?.hexes).toEqual(['2,1']);
    expect(editor.run(setRegionHex, mapPath, { region: 4, label: '2,1', member: true })).toBe(false);
  });
});
