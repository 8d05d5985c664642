import { describe, expect, it } from 'vitest';
import { defaultJsonStyle, formatJson, formatJsonInline } from './format';

describe('formatJson', () => {
  it('writes the house style: what JSON.stringify(v, null, 2) prints, with a final newline', () => {
    const value = { a: [1, { b: [] }], c: {}, d: 'é"\n', e: null };
    expect(formatJson(value)).toBe(JSON.stringify(value, null, 2) + '\n');
  });

  it('puts arrays of short scalars on one line when the style asks and they fit', () => {
    const style = { ...defaultJsonStyle, inlineScalarArrays: true, maxLineLength: 40 };
    expect(formatJson({ terrain: ['plains', 'village'] }, style)).toBe('{\n  "terrain": ["plains", "village"]\n}\n');
    const long = { hexes: ['0101', '0102', '0103', '0104', '0105', '0106'] };
    expect(formatJson(long, style)).toBe(JSON.stringify(long, null, 2) + '\n');
  });

  it('drops undefined members as JSON.stringify does', () => {
    expect(formatJson({ a: undefined, b: [undefined] })).toBe('{\n  "b": [\n    null\n  ]\n}\n');
  });

  it('writes compact one-line JSON with spaced separators', () => {
    expect(formatJsonInline({ title: 'W', year: 2019, tags: ['a', 'b'], o: {} })).toBe('{"title": "W", "year": 2019, "tags": ["a", "b"], "o": {}}');
  });
});
