import { describe, expect, test } from 'vitest';
import { parseJsonSource } from './json-source';

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
});
