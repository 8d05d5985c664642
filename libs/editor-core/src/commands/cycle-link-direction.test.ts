import { describe, expect, it } from 'vitest';
import { cycleLinkDirection } from './cycle-link-direction';
import { linkDirection } from '../map/path-links';
import { mapPath, toolHarness } from '../test-support/tool-harness';

describe('cycleLinkDirection', () => {
  it('turns a link two-way → forward → backward → two-way, one step each', () => {
    const { editor, map } = toolHarness();
    const dir = () => linkDirection(map().paths?.[0] as never, 0);
    expect(dir()).toBe('two-way');
    editor.run(cycleLinkDirection, mapPath, { path: 0, link: 0 });
    expect(dir()).toBe('forward');
    expect(map().paths?.[0]?.oneWay).toEqual([
      { from: '2,3', to: '3,4' },
      { from: '1,3', to: '2,3' },
    ]);
    editor.run(cycleLinkDirection, mapPath, { path: 0, link: 0 });
    expect(dir()).toBe('backward');
    editor.run(cycleLinkDirection, mapPath, { path: 0, link: 0 });
    expect(dir()).toBe('two-way');
    expect(editor.history.undoStack).toHaveLength(3);
    editor.undo();
    expect(dir()).toBe('backward');
  });

  it('drops the oneWay list when its last link becomes two-way again', () => {
    const { editor, map } = toolHarness();
    editor.run(cycleLinkDirection, mapPath, { path: 0, link: 1 });
    editor.run(cycleLinkDirection, mapPath, { path: 0, link: 1 });
    expect(map().paths?.[0]).not.toHaveProperty('oneWay');
    expect(editor.run(cycleLinkDirection, mapPath, { path: 0, link: 3 })).toBe(false);
    expect(editor.run(cycleLinkDirection, mapPath, { path: 2, link: 0 })).toBe(false);
  });
});
