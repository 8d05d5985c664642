import { describe, expect, it } from 'vitest';
import { backgroundTool } from './background-tool';
import { setMapBackground } from '../commands/set-map-background';
import { imageToMapPoint } from '../map/map-background';
import { key, mapPath, toolHarness } from '../test-support/tool-harness';

describe('the background tool', () => {
  it('drags the image as one undo step, and a cancelled drag leaves it where it was', () => {
    const h = toolHarness();
    h.editor.run(setMapBackground, mapPath, { background: { image: 'scan.png', scale: 2 }, label: 'Add background' });
    const tool = backgroundTool.create();
    tool.onPointerDown?.(h.ctx, h.at('2,2'));
    tool.onPointerMove?.(h.ctx, h.at('3,2'));
    tool.onPointerMove?.(h.ctx, h.at('4,2'));
    tool.onPointerUp?.(h.ctx, h.at('4,2'));
    const moved = h.map().background;
    expect(moved?.offset?.x).toBe(30);
    expect(moved?.offset?.y).toBeCloseTo(0, 5);
    expect(moved?.scale).toBe(2);
    expect(h.editor.history.undoStack.map((s) => s.label)).toEqual(['Add background', 'Move background']);
    h.editor.undo();
    expect(h.map().background).toEqual({ image: 'scan.png', scale: 2 });

    tool.onPointerDown?.(h.ctx, h.at('2,2'));
    tool.onPointerMove?.(h.ctx, h.at('5,5'));
    tool.onCancel?.(h.ctx);
    expect(h.map().background).toEqual({ image: 'scan.png', scale: 2 });
    expect(tool.state).toBe('idle');
  });

  it('nudges with Alt and the arrows, ten times as far with Shift; plain arrows are left to the cursor', () => {
    const h = toolHarness();
    h.editor.run(setMapBackground, mapPath, { background: { image: 'scan.png' } });
    const tool = backgroundTool.create();
    expect(tool.onKeyDown?.(h.ctx, key('ArrowRight'))).toBe(false);
    expect(tool.onKeyDown?.(h.ctx, key('ArrowRight', { altKey: true }))).toBe(true);
    expect(tool.onKeyDown?.(h.ctx, key('ArrowUp', { altKey: true, shiftKey: true }))).toBe(true);
    expect(h.map().background?.offset).toEqual({ x: 1, y: -10 });
    expect(h.editor.history.undoStack.map((s) => s.label).slice(-2)).toEqual(['Nudge background', 'Nudge background']);
  });

  it('says what to do on a map without a background', () => {
    const h = toolHarness();
    const tool = backgroundTool.create();
    tool.onPointerDown?.(h.ctx, h.at('2,2'));
    expect(h.messages).toEqual([expect.stringMatching(/no background image/)]);
    expect(tool.onKeyDown?.(h.ctx, key('ArrowLeft', { altKey: true }))).toBe(false);
  });
});

describe('setMapBackground and the background geometry', () => {
  it('adds, changes nothing when equal, removes, and places image points by offset, scale and rotation', () => {
    const h = toolHarness();
    const bg = { image: 'scan.png', offset: { x: 10, y: 20 }, scale: 2, rotation: 90 };
    expect(h.editor.run(setMapBackground, mapPath, { background: bg })).toBe(true);
    expect(h.editor.run(setMapBackground, mapPath, { background: { ...bg } })).toBe(false);
    const p = imageToMapPoint(bg, { x: 5, y: 0 });
    expect(p.x).toBeCloseTo(10, 9);
    expect(p.y).toBeCloseTo(30, 9);
    expect(h.editor.run(setMapBackground, mapPath, { background: undefined })).toBe(true);
    expect(h.map()).not.toHaveProperty('background');
    expect(h.editor.history.undoStack.at(-1)?.label).toBe('Remove background');
  });
});
