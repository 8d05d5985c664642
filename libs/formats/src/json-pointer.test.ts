import { describe, expect, it } from 'vitest';
import { escapePointerToken, isPointer, pointerFromTokens, pointerJoin, pointerTokens, unescapePointerToken, valueAtPointer } from './json-pointer';

// RFC 6901 §5: the example document and what each pointer names.
const rfcDocument = { foo: ['bar', 'baz'], '': 0, 'a/b': 1, 'c%d': 2, 'e^f': 3, 'g|h': 4, 'i\\j': 5, 'k"l': 6, ' ': 7, 'm~n': 8 };
const rfcExamples: [string, unknown][] = [
  ['', rfcDocument],
  ['/foo', ['bar', 'baz']],
  ['/foo/0', 'bar'],
  ['/', 0],
  ['/a~1b', 1],
  ['/c%d', 2],
  ['/e^f', 3],
  ['/g|h', 4],
  ['/i\\j', 5],
  ['/k"l', 6],
  ['/ ', 7],
  ['/m~0n', 8],
];

describe('valueAtPointer', () => {
  it.each(rfcExamples)('finds RFC 6901 §5 example %j', (pointer, expected) => {
    expect(valueAtPointer(rfcDocument, pointer)).toEqual({ found: true, value: expected });
  });

  it('reads "" as the whole document and "/" as the member named ""', () => {
    expect(valueAtPointer({ a: 1 }, '/')).toEqual({ found: false, value: undefined });
    expect(valueAtPointer({ '': 'empty key' }, '/').value).toBe('empty key');
    expect(valueAtPointer({ a: 1 }, '').value).toEqual({ a: 1 });
  });

  it('sees own members only, never inherited ones', () => {
    for (const pointer of ['/constructor', '/toString', '/__proto__', '/hasOwnProperty', '/units/constructor']) {
      expect(valueAtPointer({ units: {} }, pointer).found).toBe(false);
    }
    expect(valueAtPointer({ constructor: 'own' }, '/constructor')).toEqual({ found: true, value: 'own' });
  });

  it('reads arrays by decimal index below the length only', () => {
    const doc = { list: ['a', 'b'] };
    expect(valueAtPointer(doc, '/list/1').value).toBe('b');
    for (const pointer of ['/list/2', '/list/-', '/list/01', '/list/length', '/list/-1', '/list/1.0']) {
      expect(valueAtPointer(doc, pointer).found).toBe(false);
    }
  });

  it('finds a member whose value is null, and nothing beneath a scalar', () => {
    expect(valueAtPointer({ a: null }, '/a')).toEqual({ found: true, value: null });
    expect(valueAtPointer({ a: 'text' }, '/a/0').found).toBe(false);
    expect(valueAtPointer({ a: null }, '/a/b').found).toBe(false);
  });

  it('names nothing with text that is not a pointer', () => {
    expect(valueAtPointer({ a: 1 }, 'a').found).toBe(false);
  });
});

describe('pointer tokens', () => {
  it('splits and unescapes, ~1 before ~0', () => {
    expect(pointerTokens('')).toEqual([]);
    expect(pointerTokens('/')).toEqual(['']);
    expect(pointerTokens('//')).toEqual(['', '']);
    expect(pointerTokens('/a~1b/m~0n/~01')).toEqual(['a/b', 'm~n', '~1']);
  });

  it('refuses text that is not a pointer, saying how to write one', () => {
    expect(() => pointerTokens('units/0')).toThrow(/not a JSON pointer.*"\/" before each key/);
    expect(() => pointerTokens('/a~2')).toThrow(/"~0" for "~"/);
    expect(() => pointerTokens('/a~')).toThrow(/not a JSON pointer/);
    expect(isPointer('/a~0~1')).toBe(true);
  });

  it('escapes ~ before / so every token round-trips', () => {
    expect(escapePointerToken('~1')).toBe('~01');
    expect(escapePointerToken('a/b~')).toBe('a~1b~0');
    expect(escapePointerToken(3)).toBe('3');
    for (const token of ['', '~', '/', '~1', '/~0', 'plain', '~~//']) {
      expect(unescapePointerToken(escapePointerToken(token))).toBe(token);
      expect(pointerTokens(pointerFromTokens([token, 'x']))).toEqual([token, 'x']);
    }
  });

  it('joins escaped tokens to a pointer; no tokens name the whole document', () => {
    expect(pointerJoin('/hexes', '0101', 'terrain', 0)).toBe('/hexes/0101/terrain/0');
    expect(pointerJoin('/unitAttributes', 'a/b')).toBe('/unitAttributes/a~1b');
    expect(pointerFromTokens([])).toBe('');
    expect(pointerFromTokens([''])).toBe('/');
  });
});
