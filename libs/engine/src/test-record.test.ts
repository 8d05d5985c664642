import { describe, expect, test } from 'vitest';
import { compactJson, differences } from './test-record';

describe('compactJson', () => {
  test('writes a value on one line, cut with an ellipsis', () => {
    expect(compactJson({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(compactJson(undefined)).toBe('nothing');
    expect(compactJson('x'.repeat(20), 10)).toBe(`"${'x'.repeat(8)}…`);
  });
});

describe('differences', () => {
  test('names each difference by pointer, first ones first', () => {
    expect(differences({ a: 1, b: { c: [1, 2] }, 'x/y': 1 }, { a: 2, b: { c: [1] }, d: true, 'x/y': 1 })).toEqual([
      '/a: expected 1, actual 2',
      '/b/c/1: expected 2, missing',
      '/d: not expected, actual true',
    ]);
    expect(differences({ 'x/y': 1 }, { 'x/y': 2 })).toEqual(['/x~1y: expected 1, actual 2']);
    expect(differences(1, 2)).toEqual(['/: expected 1, actual 2']);
  });

  test('gives nothing for equal values, and counts what is left over the limit', () => {
    expect(differences({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    const lines = differences([1, 2, 3, 4], [5, 6, 7, 8], 2);
    expect(lines).toEqual(['/0: expected 1, actual 5', '/1: expected 2, actual 6', '… and 2 more differences']);
  });
});
