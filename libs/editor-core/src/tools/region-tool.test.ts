import { describe, expect, it } from 'vitest';
import { regionTool } from './region-tool';
import { key, toolHarness } from '../test-support/tool-harness';

describe('region tool', () => {
  it('selects a region by clicking one of its hexes, then paints hexes into it per stroke', () => {
    const { editor, map, ctx, at } = toolHarness();
    const tool = regionTool.create();
    tool.onPointerDown?.(ctx, at('1,1'));
    expect(ctx.selection).toEqual({ kind: 'region', index: 0 });
    expect(editor.history.undoStack).toHaveLength(0);
    tool.onPointerDown?.(ctx, at('3,1'));
    tool.onPointerMove?.(ctx, at('5,1'));
    tool.onPointerUp?.(ctx, at('5,1', { buttons: 0 }));
    expect(map().regions?.[0]?.hexes).toEqual(['1,1', '2,1', '3,1', '4,1', '5,1']);
    expect(tool.preview?.(ctx)?.hexes).toHaveLength(5);
    // A stroke that starts inside the region takes hexes out.
    tool.onPointerDown?.(ctx, at('4,1'));
    tool.onPointerMove?.(ctx, at('5,1'));
    tool.onPointerUp?.(ctx, at('5,1', { buttons: 0 }));
    expect(map().regions?.[0]?.hexes).toEqual(['1,1', '2,1', '3,1']);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Paint region', 'Take hexes out of region']);
  });

  it('starts a new region on a free hex when none is selected; Escape reverts a stroke', () => {
    const { editor, map, ctx, at } = toolHarness();
    const tool = regionTool.create();
    tool.onPointerDown?.(ctx, at('5,5'));
    expect(map().regions?.[1]).toEqual({ id: 'region', name: 'New region', hexes: ['5,5'] });
    expect(ctx.selection).toEqual({ kind: 'region', index: 1 });
    tool.onPointerDown?.(ctx, at('6,5'));
    expect(tool.state).toBe('painting');
    expect(tool.onKeyDown?.(ctx, key('Escape'))).toBe(true);
    expect(map().regions?.[1]?.hexes).toEqual(['5,5']);
    // Alt-click selects another region instead of painting.
    tool.onPointerDown?.(ctx, at('2,1', { altKey: true }));
    expect(ctx.selection).toEqual({ kind: 'region', index: 0 });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Add region']);
  });

  it('keeps the last hex of a region and says so', () => {
    const { map, ctx, at, messages } = toolHarness();
    const tool = regionTool.create();
    tool.onPointerDown?.(ctx, at('1,1'));
    tool.onPointerDown?.(ctx, at('1,1'));
    tool.onPointerMove?.(ctx, at('2,1'));
    tool.onPointerUp?.(ctx, at('2,1', { buttons: 0 }));
    expect(map().regions?.[0]?.hexes).toEqual(['2,1']);
    expect(messages.at(-1)).toMatch(/keeps at least one hex/);
  });
});
