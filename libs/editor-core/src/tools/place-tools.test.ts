import { describe, expect, it } from 'vitest';
import { entryPointTool } from '../map/kinds/entry-points';
import { locationTool } from '../map/kinds/locations';
import { key, toolHarness } from '../test-support/tool-harness';

describe('location and entry point tools', () => {
  it('create a place on an empty hex and select it', () => {
    const { editor, map, ctx, at, messages } = toolHarness();
    const tool = locationTool.create();
    tool.onPointerDown?.(ctx, at('2,2'));
    tool.onPointerUp?.(ctx, at('2,2', { buttons: 0 }));
    expect(map().locations?.[1]).toEqual({ id: 'location', name: 'New location', hex: '2,2' });
    expect(ctx.selection).toEqual({ kind: 'location', index: 1 });
    expect(messages.at(-1)).toBe('Added location location at 2,2: name it in the inspector');
    const entries = entryPointTool.create();
    entries.onPointerDown?.(ctx, at('6,1'));
    expect(map().entryPoints?.[1]).toEqual({ id: 'entry', name: 'New entry point', hex: '6,1' });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Add location', 'Add entry point']);
  });

  it('drag a place to move it in one step; Escape puts it back', () => {
    const { editor, map, ctx, at } = toolHarness();
    const tool = locationTool.create();
    tool.onPointerDown?.(ctx, at('4,4'));
    expect(ctx.selection).toEqual({ kind: 'location', index: 0 });
    tool.onPointerMove?.(ctx, at('4,5'));
    expect(tool.state).toBe('moving');
    tool.onPointerMove?.(ctx, at('5,5'));
    tool.onPointerUp?.(ctx, at('5,5', { buttons: 0 }));
    expect(map().locations?.[0]?.hex).toBe('5,5');
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Move location']);
    tool.onPointerDown?.(ctx, at('5,5'));
    tool.onPointerMove?.(ctx, at('1,1'));
    expect(tool.onKeyDown?.(ctx, key('Escape'))).toBe(true);
    expect(map().locations?.[0]?.hex).toBe('5,5');
    expect(editor.history.undoStack).toHaveLength(1);
  });

  it('delete the selected place with Delete', () => {
    const { map, ctx, at } = toolHarness();
    const tool = entryPointTool.create();
    tool.onPointerDown?.(ctx, at('1,3'));
    tool.onPointerUp?.(ctx, at('1,3', { buttons: 0 }));
    expect(tool.preview?.(ctx)?.hexes).toHaveLength(1);
    expect(tool.onKeyDown?.(ctx, key('Delete'))).toBe(true);
    expect(map().entryPoints).toEqual([]);
    expect(ctx.selection).toBeUndefined();
    expect(tool.onKeyDown?.(ctx, key('Delete'))).toBe(false);
  });

  it('asks the studio instead, when it wants to show what refers to the place first', () => {
    const { map, ctx, at } = toolHarness();
    const asked: unknown[] = [];
    const asking = { ...ctx, requestDelete: (s: unknown) => asked.push(s) };
    Object.defineProperty(asking, 'selection', { get: () => ctx.selection });
    const tool = entryPointTool.create();
    tool.onPointerDown?.(asking, at('1,3'));
    tool.onPointerUp?.(asking, at('1,3', { buttons: 0 }));
    expect(tool.onKeyDown?.(asking, key('Delete'))).toBe(true);
    expect(asked).toEqual([{ kind: 'entryPoint', index: 0 }]);
    expect(map().entryPoints).toHaveLength(1);
  });
});
