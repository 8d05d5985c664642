import { describe, expect, it } from 'vitest';
import { roadTool, pathEndingAt } from './road-tool';
import { linkDirection } from '../map/path-links';
import { key, toolHarness } from '../test-support/tool-harness';

describe('road tool', () => {
  it('draws a chain of clicked hexes, filling gaps, as one undo step', () => {
    const { editor, map, ctx, at } = toolHarness(undefined, { pathTerrain: 'trail' });
    const tool = roadTool.create();
    tool.onPointerDown?.(ctx, at('5,1'));
    expect(tool.state).toBe('drawing');
    tool.onPointerDown?.(ctx, at('5,2'));
    tool.onPointerMove?.(ctx, at('5,4', { buttons: 0 }));
    expect(tool.preview?.(ctx)?.chain).toHaveLength(4);
    tool.onPointerDown?.(ctx, at('5,4'));
    expect(editor.canUndo).toBe(false);
    tool.onPointerDown?.(ctx, at('5,4'));
    expect(tool.state).toBe('idle');
    expect(map().paths?.at(-1)).toEqual({ terrain: 'trail', hexes: ['5,1', '5,2', '5,3', '5,4'] });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Draw trail']);
    editor.undo();
    expect(map().paths).toHaveLength(1);
  });

  it('extends a road of the same terrain from its end, and Escape cancels the chain', () => {
    const { editor, map, ctx, at, messages } = toolHarness(undefined, { pathTerrain: 'road' });
    expect(pathEndingAt(map(), '4,3', 'road')).toBe(0);
    const tool = roadTool.create();
    tool.onPointerDown?.(ctx, at('4,3'));
    tool.onPointerDown?.(ctx, at('5,3'));
    tool.onPointerDown?.(ctx, at('5,3'));
    expect(map().paths?.[0]?.hexes).toEqual(['1,3', '2,3', '3,4', '4,3', '5,3']);
    tool.onPointerDown?.(ctx, at('6,1'));
    tool.onPointerDown?.(ctx, at('6,2'));
    expect(tool.onKeyDown?.(ctx, key('Escape'))).toBe(true);
    expect(map().paths).toHaveLength(1);
    expect(messages.at(-1)).toBe('Road cancelled');
    expect(editor.history.undoStack).toHaveLength(1);
  });

  it('turns a clicked link two-way → one-way → the other way, and deletes with Alt-click', () => {
    const { editor, map, ctx, between, messages } = toolHarness(undefined, { pathTerrain: 'road' });
    const tool = roadTool.create();
    const road = () => map().paths?.[0] as never;
    tool.onPointerDown?.(ctx, between('1,3', '2,3'));
    expect(linkDirection(road(), 0)).toBe('forward');
    expect(messages.at(-1)).toBe('1,3 → 2,3 is one-way');
    expect(ctx.selection).toEqual({ kind: 'link', path: 0, link: 0 });
    expect(tool.preview?.(ctx)?.segment).toHaveLength(2);
    tool.onPointerDown?.(ctx, between('2,3', '1,3'));
    expect(linkDirection(road(), 0)).toBe('backward');
    tool.onPointerDown?.(ctx, between('2,3', '1,3'));
    expect(linkDirection(road(), 0)).toBe('two-way');
    tool.onPointerDown?.(ctx, between('4,3', '3,4', { altKey: true }));
    expect(map().paths?.[0]?.hexes).toEqual(['1,3', '2,3', '3,4']);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual([
      'Change road direction',
      'Change road direction',
      'Change road direction',
      'Delete road link',
    ]);
  });

  it('picks, turns and deletes links with the keyboard', () => {
    const { map, ctx, at } = toolHarness(undefined, { pathTerrain: 'road' });
    const tool = roadTool.create();
    tool.onPointerMove?.(ctx, at('2,3', { keyboard: true, buttons: 0 }));
    expect(tool.onKeyDown?.(ctx, key(']'))).toBe(true);
    expect(ctx.selection).toEqual({ kind: 'link', path: 0, link: 0 });
    tool.onKeyDown?.(ctx, key(']'));
    expect(ctx.selection).toEqual({ kind: 'link', path: 0, link: 1 });
    tool.onKeyDown?.(ctx, key('/'));
    expect(linkDirection(map().paths?.[0] as never, 1)).toBe('backward');
    tool.onKeyDown?.(ctx, key('Delete'));
    expect(map().paths?.map((p) => p.hexes)).toEqual([
      ['1,3', '2,3'],
      ['3,4', '4,3'],
    ]);
    expect(ctx.selection).toBeUndefined();
    // Enter at the cursor (a press at the hex centre) draws, never aims at a link.
    tool.onPointerDown?.(ctx, at('6,1', { keyboard: true }));
    expect(tool.state).toBe('drawing');
    tool.onExit?.(ctx);
    expect(tool.state).toBe('idle');
  });

  it('needs a road or trail terrain', () => {
    const { ctx, at, messages } = toolHarness(undefined, {});
    roadTool.create().onPointerDown?.(ctx, at('1,1'));
    roadTool.create().onPointerDown?.({ ...ctx, settings: { pathTerrain: 'river' } }, at('1,1'));
    expect(messages).toEqual(['Pick a road or trail for the road tool first', 'River is hexside terrain; the road tool uses a road or trail']);
  });
});
