import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import type { LabelArea, LabelAxis, LabelScheme } from './labels';
import { alphabetOf, checkLabelScheme, createLabelFormatter, formatLabel, lettersToNumber, numberToLetters, parseLabel } from './labels';

// Waterloo Campaign: RRCC, rows counted from the south edge starting at 10,
// columns from the west edge starting at 00.
const WATERLOO: LabelScheme = {
  order: 'row-column',
  row: { style: 'number', origin: 10, direction: 'north', digits: 2 },
  column: { style: 'number', origin: 0, direction: 'east', digits: 2 },
};
const WATERLOO_MAP: LabelArea = { width: 40, height: 31 };

const LETTER_NUMBER: LabelScheme = { order: 'column-row', column: { style: 'letter' }, row: { style: 'number' } };
const PLAIN: LabelScheme = { order: 'column-row', separator: ',', column: { style: 'number' }, row: { style: 'number' } };

describe('letters', () => {
  it('count A‥Z, then AA, AB …', () => {
    const cases: [number, string][] = [
      [1, 'A'],
      [11, 'K'],
      [26, 'Z'],
      [27, 'AA'],
      [28, 'AB'],
      [52, 'AZ'],
      [53, 'BA'],
      [702, 'ZZ'],
      [703, 'AAA'],
    ];
    for (const [n, text] of cases) {
      expect(numberToLetters(n)).toBe(text);
      expect(lettersToNumber(text)).toBe(n);
    }
  });

  it('round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => {
        expect(lettersToNumber(numberToLetters(n))).toBe(n);
      }),
    );
  });

  it('have no zero and no lower case', () => {
    expect(() => numberToLetters(0)).toThrow(RangeError);
    expect(lettersToNumber('k')).toBeNaN();
    expect(lettersToNumber('')).toBeNaN();
  });
});

describe('Waterloo Campaign four-digit labels', () => {
  it('is an unambiguous scheme', () => {
    expect(checkLabelScheme(WATERLOO, WATERLOO_MAP)).toEqual([]);
  });

  it('puts 1017 on the south edge and 4025 on the north edge', () => {
    expect(parseLabel(WATERLOO, '1017', WATERLOO_MAP)).toEqual({ ok: true, offset: { col: 17, row: 30 } });
    expect(parseLabel(WATERLOO, '4025', WATERLOO_MAP)).toEqual({ ok: true, offset: { col: 25, row: 0 } });
    expect(formatLabel(WATERLOO, { col: 0, row: 30 }, WATERLOO_MAP)).toBe('1000');
    expect(formatLabel(WATERLOO, { col: 39, row: 0 }, WATERLOO_MAP)).toBe('4039');
  });

  it('explains labels that are not on the map', () => {
    expect(parseLabel(WATERLOO, '9917', WATERLOO_MAP)).toEqual({ ok: false, error: '`9917` is outside this map (rows 10–40)' });
    expect(parseLabel(WATERLOO, '0917', WATERLOO_MAP)).toEqual({ ok: false, error: '`0917` is outside this map (rows 10–40)' });
    expect(parseLabel(WATERLOO, '1050', WATERLOO_MAP)).toEqual({ ok: false, error: '`1050` is outside this map (columns 00–39)' });
    expect(parseLabel(WATERLOO, '9999', WATERLOO_MAP)).toEqual({ ok: false, error: '`9999` is outside this map (rows 10–40; columns 00–39)' });
  });

  it('rejects text that is not how the map writes a hex', () => {
    expect(parseLabel(WATERLOO, '107', WATERLOO_MAP)).toEqual({ ok: false, error: '`107` is not how this map writes that hex: did you mean `1007`?' });
    expect(parseLabel(WATERLOO, '10', WATERLOO_MAP)).toEqual({ ok: false, error: '`10` has no column' });
    expect(parseLabel(WATERLOO, '10a7', WATERLOO_MAP)).toEqual({ ok: false, error: '`10a7`: `a7` is not a column number' });
    expect(parseLabel(WATERLOO, '', WATERLOO_MAP)).toEqual({ ok: false, error: '`` has no row' });
  });

  it('notices when rows outgrow the padding', () => {
    expect(checkLabelScheme(WATERLOO, { width: 40, height: 95 })).toEqual([
      'rows of this map run up to 104, which needs 3 digits but row.digits is 2; with no separator the labels would be ambiguous',
    ]);
  });
});

describe('letter-and-number labels', () => {
  const map: LabelArea = { width: 30, height: 20 };

  it('write K10 for the 11th column, 10th row', () => {
    expect(formatLabel(LETTER_NUMBER, { col: 10, row: 9 }, map)).toBe('K10');
    expect(parseLabel(LETTER_NUMBER, 'K10', map)).toEqual({ ok: true, offset: { col: 10, row: 9 } });
    expect(formatLabel(LETTER_NUMBER, { col: 26, row: 0 }, map)).toBe('AA1');
  });

  it('mirror: rows as letters, columns as numbers, row first', () => {
    const mirror: LabelScheme = { order: 'row-column', row: { style: 'letter' }, column: { style: 'number' } };
    expect(checkLabelScheme(mirror, map)).toEqual([]);
    expect(formatLabel(mirror, { col: 10, row: 9 }, map)).toBe('J11');
    expect(parseLabel(mirror, 'J11', map)).toEqual({ ok: true, offset: { col: 10, row: 9 } });
  });

  it('and numbers first: 10K', () => {
    const numberLetter: LabelScheme = { order: 'column-row', column: { style: 'number' }, row: { style: 'letter' } };
    expect(formatLabel(numberLetter, { col: 9, row: 10 }, map)).toBe('10K');
    expect(parseLabel(numberLetter, '10K', map)).toEqual({ ok: true, offset: { col: 9, row: 10 } });
  });

  it('suggest the printed spelling for near misses', () => {
    expect(parseLabel(LETTER_NUMBER, 'k10', map)).toEqual({ ok: false, error: '`k10` is not how this map writes that hex: did you mean `K10`?' });
    expect(parseLabel(LETTER_NUMBER, 'K010', map)).toEqual({ ok: false, error: '`K010` is not how this map writes that hex: did you mean `K10`?' });
    expect(parseLabel(LETTER_NUMBER, 'AE10', map)).toEqual({ ok: false, error: '`AE10` is outside this map (columns A–AD)' });
    expect(parseLabel(LETTER_NUMBER, '10', map)).toEqual({ ok: false, error: '`10` has no column' });
    expect(parseLabel(LETTER_NUMBER, 'K', map)).toEqual({ ok: false, error: '`K` has no row' });
    expect(parseLabel(LETTER_NUMBER, 'K1-0', map)).toEqual({ ok: false, error: '`K1-0`: `1-0` is not a row number' });
  });

  it('count columns west and rows north when asked', () => {
    const mirrored: LabelScheme = { order: 'column-row', column: { style: 'letter', direction: 'west' }, row: { style: 'number', direction: 'north' } };
    expect(formatLabel(mirrored, { col: 29, row: 19 }, map)).toBe('A1');
    expect(formatLabel(mirrored, { col: 0, row: 0 }, map)).toBe('AD20');
  });
});

describe('plain and prefixed labels', () => {
  it('write 3,7', () => {
    expect(formatLabel(PLAIN, { col: 2, row: 6 }, { width: 10, height: 10 })).toBe('3,7');
    expect(parseLabel(PLAIN, '3,7', { width: 10, height: 10 })).toEqual({ ok: true, offset: { col: 2, row: 6 } });
    expect(parseLabel(PLAIN, '37', { width: 10, height: 10 })).toEqual({ ok: false, error: '`37` has no `,` between the column and the row' });
    expect(parseLabel(PLAIN, '3,7,1', { width: 10, height: 10 })).toEqual({ ok: false, error: '`3,7,1`: `7,1` is not a row number' });
  });

  it('check the prefix first', () => {
    const board: LabelScheme = { ...PLAIN, prefix: 'B:' };
    expect(formatLabel(board, { col: 0, row: 0 }, { width: 5, height: 5 })).toBe('B:1,1');
    expect(parseLabel(board, 'A:1,1', { width: 5, height: 5 })).toEqual({ ok: false, error: '`A:1,1` does not start with `B:`' });
  });

  it('name the area in messages', () => {
    expect(parseLabel(PLAIN, '9,9', { width: 5, height: 5, name: 'board B' })).toEqual({
      ok: false,
      error: '`9,9` is outside board B (rows 1–5; columns 1–5)',
    });
  });
});

describe('checkLabelScheme', () => {
  it('rejects numbers run together without padding', () => {
    const [problem] = checkLabelScheme({ order: 'column-row', column: { style: 'number' }, row: { style: 'number' } });
    expect(problem).toBe(
      'with no separator the column part needs a fixed width (`1217` could be column 1, row 217 or column 12, row 17): set column.digits or a separator',
    );
  });

  it('accepts numbers run together when the first part is padded', () => {
    expect(checkLabelScheme({ order: 'column-row', column: { style: 'number', digits: 2 }, row: { style: 'number' } })).toEqual([]);
  });

  it('rejects two letter parts without a separator', () => {
    expect(checkLabelScheme({ order: 'column-row', column: { style: 'letter' }, row: { style: 'letter' } })).toHaveLength(1);
    expect(checkLabelScheme({ order: 'column-row', separator: '-', column: { style: 'letter' }, row: { style: 'letter' } })).toEqual([]);
  });

  it('rejects nonsense settings with a reason each', () => {
    const bad = {
      order: 'row-column',
      separator: 'x',
      column: { style: 'letter', origin: 0, direction: 'north', digits: 2 },
      row: { style: 'roman', origin: 1.5 },
    } as unknown as LabelScheme;
    expect(checkLabelScheme(bad)).toEqual([
      "column.direction must be 'east' or 'west', not \"north\"",
      'column.origin must be at least 1 for letters (1 = A)',
      'column.digits pads numbers only; remove it from a letter axis',
      "row.style must be 'number' or 'letter', not \"roman\"",
      'row.origin must be a whole number',
    ]);
    expect(checkLabelScheme({ ...PLAIN, separator: '0' })).toEqual([
      'separator `0` contains a letter or digit, which would be read as part of the column or row',
    ]);
    expect(checkLabelScheme({ ...PLAIN, order: 'sideways' } as unknown as LabelScheme)).toHaveLength(1);
    expect(checkLabelScheme({ ...PLAIN, column: { style: 'number', origin: -1 } })).toEqual(['column.origin must not be negative']);
  });
});

// Random schemes that checkLabelScheme accepts, on random areas.
const axisArbitrary = (directions: readonly ['east', 'west'] | readonly ['south', 'north']): fc.Arbitrary<LabelAxis> =>
  fc.oneof(
    fc.record({
      style: fc.constant('number' as const),
      origin: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
      direction: fc.option(fc.constantFrom(...directions), { nil: undefined }),
      digits: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
    }),
    fc.record({
      style: fc.constant('letter' as const),
      origin: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
      direction: fc.option(fc.constantFrom(...directions), { nil: undefined }),
    }),
  );

const schemeArbitrary: fc.Arbitrary<LabelScheme> = fc.record({
  order: fc.constantFrom('column-row' as const, 'row-column' as const),
  separator: fc.option(fc.constantFrom('', ',', '.', '-', ' ', '/', '::'), { nil: undefined }),
  prefix: fc.option(fc.constantFrom('', 'A', 'B-', 'map2:', '7'), { nil: undefined }),
  column: axisArbitrary(['east', 'west']),
  row: axisArbitrary(['south', 'north']),
});

const areaArbitrary = fc.record({ width: fc.integer({ min: 1, max: 60 }), height: fc.integer({ min: 1, max: 60 }) });

const validSchemeOnArea = fc.tuple(schemeArbitrary, areaArbitrary).filter(([scheme, area]) => checkLabelScheme(scheme, area).length === 0);

describe('any valid scheme', () => {
  it('reads back every label it writes', () => {
    fc.assert(
      fc.property(
        validSchemeOnArea.chain(([scheme, area]) =>
          fc.tuple(fc.constant(scheme), fc.constant(area), fc.integer({ min: 0, max: area.width - 1 }), fc.integer({ min: 0, max: area.height - 1 })),
        ),
        ([scheme, area, col, row]) => {
          const label = formatLabel(scheme, { col, row }, area);
          expect(parseLabel(scheme, label, area)).toEqual({ ok: true, offset: { col, row } });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes the same labels through the precomputed formatter', () => {
    fc.assert(
      fc.property(validSchemeOnArea, fc.nat(), fc.nat(), ([scheme, area], c, r) => {
        const coord = { col: c % area.width, row: r % area.height };
        expect(createLabelFormatter(scheme, area)(coord)).toBe(formatLabel(scheme, coord, area));
      }),
    );
  });

  it('labels every hex of a small area differently', () => {
    fc.assert(
      fc.property(
        validSchemeOnArea.filter(([, area]) => area.width * area.height <= 400),
        ([scheme, area]) => {
          const labels = new Set<string>();
          for (let row = 0; row < area.height; row++) for (let col = 0; col < area.width; col++) labels.add(formatLabel(scheme, { col, row }, area));
          expect(labels.size).toBe(area.width * area.height);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('accepts a text only when it is exactly the label of the hex it names', () => {
    const text = fc.stringMatching(/^[A-Za-z0-9,.\-: /]{0,8}$/);
    fc.assert(
      fc.property(validSchemeOnArea, text, ([scheme, area], label) => {
        const parsed = parseLabel(scheme, label, area);
        if (parsed.ok) expect(formatLabel(scheme, parsed.offset, area)).toBe(label);
        else expect(parsed.error).toContain(`\`${label}\``);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts the hex labels of its mutations only when they are real labels', () => {
    // Take a real label and change one character: the result is a label only if it formats back identically.
    fc.assert(
      fc.property(validSchemeOnArea, fc.nat(), fc.constantFrom(...'0123456789AZ,'), ([scheme, area], at, replacement) => {
        const label = formatLabel(scheme, { col: 0, row: area.height - 1 }, area);
        const i = at % label.length;
        const mutated = label.slice(0, i) + replacement + label.slice(i + 1);
        const parsed = parseLabel(scheme, mutated, area);
        if (parsed.ok) expect(formatLabel(scheme, parsed.offset, area)).toBe(mutated);
      }),
    );
  });
});

describe('letter axes that leave letters out', () => {
  const vive: LabelScheme = { order: 'column-row', column: { style: 'letter', skip: 'J' }, row: { style: 'number', direction: 'north' } };
  const board = { width: 21, height: 13 };

  test('the column after I is K, and the 21st column is V', () => {
    expect(formatLabel(vive, { col: 8, row: 12 }, board)).toBe('I1');
    expect(formatLabel(vive, { col: 9, row: 12 }, board)).toBe('K1');
    expect(formatLabel(vive, { col: 20, row: 0 }, board)).toBe('V13');
  });

  test('a label with the skipped letter is refused with the reason', () => {
    const parsed = parseLabel(vive, 'J10', board);
    expect(parsed).toEqual({ ok: false, error: '`J10`: the column letters of this map leave out J' });
    expect(parseLabel(vive, 'K10', board)).toEqual({ ok: true, offset: { col: 9, row: 3 } });
  });

  test('round trips with any set of skipped letters', () => {
    fc.assert(
      fc.property(fc.subarray([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'], { maxLength: 20 }), fc.integer({ min: 1, max: 2000 }), (skip, n) => {
        const alphabet = alphabetOf({ skip: skip.join('') });
        const text = numberToLetters(n, alphabet);
        expect([...text].some((c) => skip.includes(c))).toBe(false);
        expect(lettersToNumber(text, alphabet)).toBe(n);
      }),
    );
  });

  test('skip belongs on letter axes and must leave letters to count with', () => {
    expect(checkLabelScheme({ ...vive, row: { style: 'number', skip: 'J' } })).toEqual(['row.skip leaves out letters, so it belongs on a letter axis only']);
    expect(checkLabelScheme({ ...vive, column: { style: 'letter', skip: 'ABCDEFGHIJKLMNOPQRSTUVWXY' } })).toEqual([
      'column.skip leaves fewer than two letters to count with',
    ]);
  });
});
