import { describe, expect, it } from 'vitest';
import { terrainFill } from './terrain-fill';
import { toolHarness } from '../test-support/tool-harness';

describe('terrain fill', () => {
  it('fills the connected forest with village in one undo step', () => {
    const { editor, map, ctx, at } = toolHarness(undefined, { terrain: 'village' });
    const fill = terrainFill.create();
    fill.onPointerDown?.(ctx, at('3,3'));
    expect(['2,2', '3,2', '3,3'].map((l) => map().hexes?.[l]?.terrain)).toEqual([['village'], ['village'], ['village']]);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Fill with village']);
    expect(fill.state).toBe('idle');
  });

  it('says when there is nothing to fill, no terrain chosen or the wrong kind', () => {
    const { editor, ctx, at, messages } = toolHarness(undefined, { terrain: 'forest' });
    const fill = terrainFill.create();
    fill.onPointerDown?.(ctx, at('5,5'));
    fill.onPointerDown?.({ ...ctx, settings: {} }, at('1,1'));
    fill.onPointerDown?.({ ...ctx, settings: { terrain: 'road' } }, at('1,1'));
    fill.onPointerDown?.(ctx, at('1,1', { button: 2 }));
    expect(messages).toEqual(['5,5 is already forest', 'Pick a terrain to paint first', 'Road is path terrain; the fill uses hex terrain']);
    expect(editor.history.undoStack).toHaveLength(0);
  });
});
