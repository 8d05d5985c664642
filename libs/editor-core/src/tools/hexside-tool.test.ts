import { describe, expect, it } from 'vitest';
import { hexsideTool, isSlopeTerrain } from './hexside-tool';
import { key, toolHarness } from '../test-support/tool-harness';

describe('hexside tool', () => {
  it('puts a slope on the side nearest the pointer, uphill being the hex the pointer is in', () => {
    const { editor, map, ctx, between, messages } = toolHarness(undefined, { hexsideTerrain: 'steep-slope' });
    const tool = hexsideTool.create();
    tool.onPointerMove?.(ctx, between('2,3', '2,4'));
    expect(tool.preview?.(ctx)?.hexside).toMatchObject({ uphill: true });
    tool.onPointerDown?.(ctx, between('2,3', '2,4'));
    expect(map().hexsides?.at(-1)).toEqual({ between: ['2,3', '2,4'], terrain: 'steep-slope', uphill: '2,3' });
    expect(messages.at(-1)).toBe('Steep slope between 2,3 and 2,4, uphill 2,3');
    // From the other hex the slope turns round; from the same hex again it goes.
    tool.onPointerDown?.(ctx, between('2,4', '2,3'));
    expect(map().hexsides?.at(-1)).toEqual({ between: ['2,3', '2,4'], terrain: 'steep-slope', uphill: '2,4' });
    tool.onPointerDown?.(ctx, between('2,4', '2,3'));
    expect(map().hexsides).toHaveLength(1);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Add steep slope', 'Add steep slope', 'Remove steep slope']);
  });

  it('toggles a river on and off, whichever side it is clicked from', () => {
    const { map, ctx, between } = toolHarness(undefined, { hexsideTerrain: 'river' });
    const tool = hexsideTool.create();
    tool.onPointerDown?.(ctx, between('2,1', '1,1'));
    expect(map().hexsides).toEqual([]);
    tool.onPointerDown?.(ctx, between('3,2', '3,1'));
    expect(map().hexsides).toEqual([{ between: ['3,1', '3,2'], terrain: 'river' }]);
  });

  it('aims with [ and ] from the keyboard, and refuses sides on the map edge', () => {
    const { map, ctx, at, messages } = toolHarness(undefined, { hexsideTerrain: 'river' });
    const tool = hexsideTool.create();
    tool.onPointerMove?.(ctx, at('3,3', { keyboard: true, buttons: 0 }));
    expect(tool.onKeyDown?.(ctx, key(']'))).toBe(true);
    const aimed = tool.preview?.(ctx)?.hexside;
    expect(aimed?.direction).toBe(1);
    tool.onPointerDown?.(ctx, at('3,3', { keyboard: true }));
    expect(map().hexsides).toHaveLength(2);
    expect(tool.onKeyDown?.(ctx, key('x'))).toBe(false);
    // North-east of 1,1 is off the map.
    tool.onPointerDown?.(ctx, at('1,1', { keyboard: true }));
    expect(messages.at(-1)).toMatch(/edge of the map/);
    tool.onKeyDown?.(ctx, key('['));
    tool.onKeyDown?.(ctx, key('['));
    expect(messages.at(-1)).toBe('Aiming at the side towards 1,2');
    tool.onPointerDown?.(ctx, at('1,1', { keyboard: true }));
    expect(messages.at(-1)).toBe('River between 1,1 and 1,2');
  });

  it('needs a hexside terrain', () => {
    const { ctx, between, messages } = toolHarness(undefined, { hexsideTerrain: 'forest' });
    hexsideTool.create().onPointerDown?.(ctx, between('2,3', '2,4'));
    hexsideTool.create().onPointerDown?.({ ...ctx, settings: {} }, between('2,3', '2,4'));
    expect(messages).toEqual(['Forest is hex terrain; the hexside tool uses a hexside terrain', 'Pick a hexside terrain for the hexside tool first']);
  });

  it('knows slopes by name or by the uphill sides the map already marks', () => {
    const { ctx, map } = toolHarness();
    expect(isSlopeTerrain(ctx.terrainTypes.get('steep-slope'), map())).toBe(true);
    expect(isSlopeTerrain(ctx.terrainTypes.get('river'), map())).toBe(false);
    expect(isSlopeTerrain({ id: 'crest', name: 'Crest', kind: 'hexside' }, map())).toBe(true);
    expect(
      isSlopeTerrain({ id: 'hedge', name: 'Hedge', kind: 'hexside' }, { ...map(), hexsides: [{ between: ['1,1', '1,2'], terrain: 'hedge', uphill: '1,1' }] }),
    ).toBe(true);
    expect(isSlopeTerrain(undefined, map())).toBe(false);
  });
});
