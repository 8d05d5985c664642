import { describe, expect, test } from 'vitest';
import { MAX_JSON_DEPTH, offsetTooDeep, parseJsonSource } from './json-source';
import { readDocument } from './validate';

describe('JSON source positions', () => {
  test('a syntax error is reported once, at the line and column where the JSON breaks', () => {
    const text = '{\n  "id": "x",\n  "name": "y"\n  "grid": {}\n}';
    const source = parseJsonSource('map.json', text);
    expect(source.value).toBeUndefined();
    expect(source.problems).toEqual([expect.objectContaining({ code: 'not-json', line: 4, column: 3, message: expect.stringContaining('comma') })]);
  });

  test('comments and trailing commas are not JSON', () => {
    expect(parseJsonSource('a.json', '{"a": 1,}').problems[0]?.code).toBe('not-json');
    expect(parseJsonSource('a.json', '{"a": 1 // note\n}').problems[0]?.message).toContain('comments');
  });

  test('a duplicate member is reported, since JSON would silently drop one', () => {
    const source = parseJsonSource('a.json', '{\n  "id": "x",\n  "id": "y"\n}');
    expect(source.problems).toEqual([expect.objectContaining({ code: 'duplicate-member', pointer: '/id' })]);
  });

  test('pointers locate values, escaped keys, and the nearest parent of a missing member', () => {
    const text = '{\n  "hexes": {\n    "a/b": { "terrain": ["x", "y"] }\n  }\n}';
    const source = parseJsonSource('m.json', text);
    expect(source.locate('/hexes/a~1b/terrain/1')).toEqual({ line: 3, column: 31 });
    expect(source.locate('/hexes/a~1b/missing')).toEqual({ line: 3, column: 12 });
    expect(source.locate('/hexes/a~1b', 'key')).toEqual({ line: 3, column: 5 });
  });

  test('JSON nested 2,000 levels deep (4 KB) is a located problem, not a stack overflow', () => {
    const text = '{\n  "$schema": "../../schemas/map.schema.json",\n  "deep": ' + '['.repeat(2000) + ']'.repeat(2000) + '\n}';
    const source = parseJsonSource('deep.json', text);
    expect(source.value).toBeUndefined();
    // The outer object is the first level, the first bracket (column 11 of line 3) the second.
    expect(source.problems).toEqual([
      expect.objectContaining({
        code: 'too-deep',
        line: 3,
        column: 10 + MAX_JSON_DEPTH,
        message: expect.stringContaining(`deeper than ${MAX_JSON_DEPTH} levels`),
      }),
    ]);
    expect(readDocument({ file: 'deep.json', text }).problems.map((p) => p.code)).toEqual(['too-deep']);
  });

  test('nesting far past any stack (100,000 objects) is refused the same way', () => {
    const text = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    expect(parseJsonSource('deep.json', text).problems).toEqual([expect.objectContaining({ code: 'too-deep', line: 1, column: 5 * MAX_JSON_DEPTH + 1 })]);
  });

  test('nesting up to the limit is read, with its duplicates found and its values located', () => {
    const depth = MAX_JSON_DEPTH - 1;
    const text = '{"a":'.repeat(depth) + '{"x": 1, "x": 2}' + '}'.repeat(depth);
    const source = parseJsonSource('ok.json', text);
    const pointer = '/a'.repeat(depth) + '/x';
    expect(source.problems).toEqual([expect.objectContaining({ code: 'duplicate-member', pointer, line: 1, column: 5 * depth + 10 })]);
    expect(source.locate(pointer)).toEqual({ line: 1, column: 5 * depth + 15 });
  });

  test('brackets inside strings and escapes do not count as nesting', () => {
    const text = JSON.stringify({ a: '['.repeat(1000) + '\\"{'.repeat(1000), b: [[1]] });
    expect(offsetTooDeep(text)).toBeUndefined();
    expect(parseJsonSource('s.json', text).problems).toEqual([]);
  });
});
