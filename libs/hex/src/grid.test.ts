import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hex, hexKey, neighbors } from './axial';
import type { BoardConfig, GridConfig } from './grid';
import { boardOffsetParity, checkGridConfig, createGrid, DEFAULT_LABEL_SCHEME } from './grid';
import type { LabelScheme } from './labels';
import { checkLabelScheme } from './labels';
import { offsetToAxial } from './offset';

const WATERLOO: GridConfig = {
  orientation: 'flat',
  offset: 'odd',
  width: 40,
  height: 31,
  labels: {
    order: 'row-column',
    row: { style: 'number', origin: 10, direction: 'north', digits: 2 },
    column: { style: 'number', origin: 0, direction: 'east', digits: 2 },
  },
};

const boardLabels = (prefix: string): LabelScheme => ({
  order: 'column-row',
  prefix,
  column: { style: 'number', digits: 2 },
  row: { style: 'number', digits: 2 },
});

// Four 10×8 boards, A B on top and C D below, joined into one 20×16 map.
const board = (id: string, column: number, row: number): BoardConfig => ({ id, column, row, width: 10, height: 8, labels: boardLabels(id) });
const FOUR_BOARDS: GridConfig = {
  orientation: 'flat',
  offset: 'odd',
  width: 20,
  height: 16,
  boards: [board('A', 0, 0), board('B', 10, 0), board('C', 0, 8), board('D', 10, 8)],
};

const at = (config: GridConfig, col: number, row: number) => offsetToAxial({ col, row }, config);

describe('the Waterloo Campaign map', () => {
  const grid = createGrid(WATERLOO);

  it('finds 1017 on the south edge and 4025 on the north edge', () => {
    const south = grid.labelToHex('1017');
    const north = grid.labelToHex('4025');
    if (!south.ok || !north.ok) throw new Error('expected both labels on the map');
    expect(grid.hexToOffset(south.hex)).toEqual({ col: 17, row: 30 });
    expect(grid.edgesOf(south.hex)).toEqual(['south']);
    expect(grid.hexToOffset(north.hex)).toEqual({ col: 25, row: 0 });
    expect(grid.edgesOf(north.hex)).toEqual(['north']);
  });

  it('explains labels that are not on it', () => {
    expect(grid.labelToHex('9917')).toEqual({ ok: false, error: '`9917` is outside this map (rows 10–40)' });
    expect(grid.labelToHex('107')).toEqual({ ok: false, error: '`107` is not how this map writes that hex: did you mean `1007`?' });
  });

  it('labels its corners', () => {
    expect(grid.hexToLabel(at(WATERLOO, 0, 0))).toBe('4000');
    expect(grid.hexToLabel(at(WATERLOO, 39, 30))).toBe('1039');
    expect(grid.edgesOf(at(WATERLOO, 39, 30))).toEqual(['east', 'south']);
    expect(grid.edgesOf(at(WATERLOO, 0, 0))).toEqual(['north', 'west']);
    expect(grid.edgesOf(at(WATERLOO, 5, 5))).toEqual([]);
  });
});

describe('four boards linked into one map', () => {
  const grid = createGrid(FOUR_BOARDS);

  it('labels each hex with its board prefix and board-local column and row', () => {
    expect(grid.hexToLabel(at(FOUR_BOARDS, 0, 0))).toBe('A0101');
    expect(grid.hexToLabel(at(FOUR_BOARDS, 12, 3))).toBe('B0304');
    expect(grid.hexToLabel(at(FOUR_BOARDS, 19, 15))).toBe('D1008');
    expect(grid.boardOf(at(FOUR_BOARDS, 3, 12))?.id).toBe('C');
    expect(grid.boardOf(at(FOUR_BOARDS, 30, 12))).toBeUndefined();
  });

  it('reads every label back to its hex', () => {
    for (const h of grid.hexes()) {
      const label = grid.hexToLabel(h);
      expect(label).toBeDefined();
      expect(grid.labelToHex(label ?? '')).toEqual({ ok: true, hex: h });
    }
    expect(checkGridConfig(FOUR_BOARDS)).toEqual([]);
  });

  it("explains labels in a board's own terms", () => {
    expect(grid.labelToHex('E0101')).toEqual({ ok: false, error: '`E0101` does not start with any prefix used on this map (`A`, `B`, `C`, `D`)' });
    expect(grid.labelToHex('A1101')).toEqual({ ok: false, error: '`A1101` is outside board A (columns 01–10)' });
    expect(grid.labelToHex('B101')).toEqual({ ok: false, error: '`B101` is not how board B writes that hex: did you mean `B1001`?' });
  });

  it('tells how each board sees the map parity', () => {
    expect(boardOffsetParity(FOUR_BOARDS, board('B', 10, 0))).toBe('odd');
    expect(boardOffsetParity(FOUR_BOARDS, board('X', 11, 0))).toBe('even');
    expect(boardOffsetParity({ ...FOUR_BOARDS, orientation: 'pointy' }, board('X', 11, 0))).toBe('odd');
    expect(boardOffsetParity({ ...FOUR_BOARDS, orientation: 'pointy', offset: 'even' }, board('X', 0, 3))).toBe('odd');
  });
});

describe('boards that leave gaps', () => {
  const config: GridConfig = { ...FOUR_BOARDS, width: 22, boards: [board('A', 0, 0)] };
  const grid = createGrid(config);

  it('labels uncovered hexes with the map scheme', () => {
    expect(grid.hexToLabel(at(config, 21, 0))).toBe('22,1');
    expect(grid.labelToHex('22,1')).toEqual({ ok: true, hex: at(config, 21, 0) });
    expect(DEFAULT_LABEL_SCHEME.separator).toBe(',');
  });

  it('points from a map label to the board that prints that hex', () => {
    expect(grid.labelToHex('1,1')).toEqual({ ok: false, error: '`1,1` is on board A, where it is printed `A0101`' });
  });
});

describe('labels printed twice', () => {
  const config: GridConfig = { ...FOUR_BOARDS, boards: [board('A', 0, 0), { ...board('A2', 10, 0), labels: boardLabels('A') }] };

  it('are found by checkGridConfig and refused by labelToHex', () => {
    const problems = checkGridConfig(config);
    expect(problems).toHaveLength(10);
    expect(problems[0]).toBe(`label \`A0101\` is printed on 2 hexes (${hexKey(at(config, 0, 0))}, ${hexKey(at(config, 10, 0))})`);
    const result = createGrid(config).labelToHex('A0101');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^`A0101` is printed on 2 hexes/);
  });
});

describe('invalid configs', () => {
  it('are refused with every reason', () => {
    expect(() => createGrid({ ...FOUR_BOARDS, boards: [board('A', 0, 0), board('B', 5, 5)] })).toThrow('boards A and B overlap');
    expect(() => createGrid({ ...FOUR_BOARDS, boards: [board('A', 15, 0)] })).toThrow('board A (columns 15–24, rows 0–7) does not fit in the 20×16 map');
    expect(() => createGrid({ ...FOUR_BOARDS, boards: [board('A', 0, 0), board('A', 10, 0)] })).toThrow('board id A is used twice');
    expect(() => createGrid({ ...WATERLOO, width: 0 })).toThrow('width must be a whole number of columns ≥ 1');
    expect(() => createGrid({ ...WATERLOO, height: 95 })).toThrow(/labels: rows of this map run up to 104/);
    expect(() => createGrid({ ...WATERLOO, orientation: 'round' as 'flat' })).toThrow(/orientation must be 'flat' or 'pointy'/);
    expect(
      checkGridConfig({
        ...FOUR_BOARDS,
        boards: [{ ...board('A', 0, 0), labels: { order: 'column-row', column: { style: 'number' }, row: { style: 'number' } } }],
      }),
    ).toEqual([
      'board A: with no separator the column part needs a fixed width (`1217` could be column 1, row 217 or column 12, row 17): set column.digits or a separator',
    ]);
  });
});

describe('grid queries', () => {
  const config: GridConfig = { orientation: 'pointy', offset: 'even', width: 7, height: 5 };
  const grid = createGrid(config);

  it('lists its hexes in row-major order, a fresh array each time', () => {
    const hexes = grid.hexes();
    expect(hexes).toHaveLength(grid.size);
    expect(grid.size).toBe(35);
    expect(hexes.map((h) => grid.hexToOffset(h))).toEqual(Array.from({ length: 35 }, (_, i) => ({ col: i % 7, row: Math.floor(i / 7) })));
    hexes.pop();
    expect(grid.hexes()).toHaveLength(35);
  });

  it('knows what is on the map', () => {
    expect(grid.contains(at(config, 6, 4))).toBe(true);
    expect(grid.contains(at(config, 7, 4))).toBe(false);
    expect(grid.contains(at(config, -1, 0))).toBe(false);
    expect(grid.contains(hex(0.5, 0))).toBe(false);
    expect(grid.hexToLabel(at(config, 7, 0))).toBeUndefined();
    expect(grid.edgesOf(at(config, 7, 0))).toEqual([]);
    expect(grid.hexToLabel(at(config, 6, 4))).toBe('7,5');
  });

  it('keeps neighbours on the map, in direction order', () => {
    for (const h of grid.hexes()) {
      const inside = grid.neighborsInGrid(h);
      expect(inside).toEqual(neighbors(h).filter((n) => grid.contains(n)));
      expect(inside.length).toBeGreaterThanOrEqual(2);
      expect(inside.length === 6).toBe(grid.edgesOf(h).length === 0);
    }
  });
});

describe('any grid', () => {
  const scheme: fc.Arbitrary<LabelScheme> = fc
    .record({
      order: fc.constantFrom('column-row' as const, 'row-column' as const),
      separator: fc.constantFrom('', ',', '.'),
      prefix: fc.constantFrom('', 'X'),
      column: fc.record({
        style: fc.constantFrom('number' as const, 'letter' as const),
        direction: fc.constantFrom('east' as const, 'west' as const),
        digits: fc.constant(undefined),
      }),
      row: fc.record({
        style: fc.constantFrom('number' as const, 'letter' as const),
        origin: fc.integer({ min: 1, max: 30 }),
        direction: fc.constantFrom('south' as const, 'north' as const),
        digits: fc.constant(undefined),
      }),
    })
    .map((s) => ({
      ...s,
      column: { ...s.column, digits: s.column.style === 'number' ? 2 : undefined },
      row: { ...s.row, digits: s.row.style === 'number' ? 2 : undefined },
    }));

  const config: fc.Arbitrary<GridConfig> = fc
    .record({
      orientation: fc.constantFrom('flat' as const, 'pointy' as const),
      offset: fc.constantFrom('odd' as const, 'even' as const),
      width: fc.integer({ min: 1, max: 40 }),
      height: fc.integer({ min: 1, max: 40 }),
      labels: scheme,
    })
    .filter((c) => checkLabelScheme(c.labels, c).length === 0);

  it('round-trips every hex through its label', () => {
    fc.assert(
      fc.property(config, (c) => {
        const grid = createGrid(c);
        const hexes = grid.hexes();
        expect(hexes).toHaveLength(c.width * c.height);
        for (const h of hexes) {
          expect(grid.contains(h)).toBe(true);
          expect(grid.labelToHex(grid.hexToLabel(h) ?? '')).toEqual({ ok: true, hex: h });
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('performance', () => {
  it('round-trips all labels of a 100×100 map in a few milliseconds', () => {
    const grid = createGrid({ ...WATERLOO, width: 100, height: 100, labels: { ...(WATERLOO.labels as LabelScheme), separator: '.' } });
    const started = performance.now();
    let ok = 0;
    for (const h of grid.hexes()) if (grid.labelToHex(grid.hexToLabel(h) ?? '').ok) ok++;
    const elapsed = performance.now() - started;
    expect(ok).toBe(10_000);
    // Typically 5–10 ms including building the index; the bound only catches regressions to quadratic work.
    expect(elapsed).toBeLessThan(250);
  });
});
