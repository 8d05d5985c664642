import { describe, expect, it } from 'vitest';
import { extendPath } from './extend-path';
import { mapPath, toolHarness } from '../test-support/tool-harness';

describe('extendPath', () => {
  it('starts a new two-hex path', () => {
    const { editor, map } = toolHarness();
    editor.run(extendPath, mapPath, { from: '5,1', to: '5,2', terrain: 'trail', terrainName: 'Trail' });
    expect(map().paths?.at(-1)).toEqual({ terrain: 'trail', hexes: ['5,1', '5,2'] });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Draw trail']);
  });

  it('extends a path at its end or at its start', () => {
    const { editor, map } = toolHarness();
    editor.run(extendPath, mapPath, { path: 0, from: '4,3', to: '5,3', terrain: 'road' });
    editor.run(extendPath, mapPath, { path: 0, from: '1,3', to: '1,4', terrain: 'road' });
    expect(map().paths?.[0]?.hexes).toEqual(['1,4', '1,3', '2,3', '3,4', '4,3', '5,3']);
    editor.undo();
    editor.undo();
    expect(map().paths?.[0]?.hexes).toEqual(['1,3', '2,3', '3,4', '4,3']);
  });

  it('refuses a link from the middle of a path, a missing path and a link to itself', () => {
    const { editor } = toolHarness();
    expect(editor.run(extendPath, mapPath, { path: 0, from: '2,3', to: '2,4', terrain: 'road' })).toBe(false);
    expect(editor.run(extendPath, mapPath, { path: 5, from: '2,3', to: '2,4', terrain: 'road' })).toBe(false);
    expect(editor.run(extendPath, mapPath, { from: '2,3', to: '2,3', terrain: 'road' })).toBe(false);
  });
});
