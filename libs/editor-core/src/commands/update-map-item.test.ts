import { describe, expect, it } from 'vitest';
import { updateMapItem } from './update-map-item';
import { mapPath, toolHarness } from '../test-support/tool-harness';

describe('updateMapItem', () => {
  it('sets, adds and removes members of one entry as one step', () => {
    const { editor, map } = toolHarness();
    editor.run(updateMapItem, mapPath, { collection: 'locations', index: 0, changes: { name: 'Market town', kind: 'town', code: undefined } });
    expect(map().locations?.[0]).toEqual({ id: 'town', name: 'Market town', hex: '4,4', kind: 'town' });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Edit location']);
    editor.undo();
    expect(map().locations?.[0]).toEqual({ id: 'town', name: 'Town', code: 'T', hex: '4,4' });
  });

  it('records nothing when nothing changes or the entry is missing', () => {
    const { editor } = toolHarness();
    expect(editor.run(updateMapItem, mapPath, { collection: 'locations', index: 0, changes: { name: 'Town', kind: undefined } })).toBe(false);
    expect(editor.run(updateMapItem, mapPath, { collection: 'areas', index: 0, changes: { name: 'X' } })).toBe(false);
    expect(editor.history.undoStack).toHaveLength(0);
  });
});
