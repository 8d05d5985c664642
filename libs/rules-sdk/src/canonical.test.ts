import { afterEach, describe, expect, test } from 'vitest';
import { canonicalJson, hashOf, utf8Bytes } from './canonical';

describe('utf8Bytes', () => {
  test.each([
    ['plain ASCII'],
    ['Liège, Genappe, Quatre-Bras'],
    ['the Emperor 🦅 at 0801'],
    ['a lone \ud800 surrogate'],
    ['a trailing \udc00'],
    ['\ud83d'],
    [''],
  ])('encodes %j as TextEncoder does', (text) => {
    expect([...utf8Bytes(text)]).toEqual([...new TextEncoder().encode(text)]);
  });
});

describe('hashOf', () => {
  const encoder = globalThis.TextEncoder;
  afterEach(() => {
    globalThis.TextEncoder = encoder;
  });

  test('is the SHA-256 of the canonical JSON', () => {
    // sha256('{"a":1,"b":"é"}'), as `printf '%s' '{"a":1,"b":"é"}' | sha256sum` gives it.
    expect(canonicalJson({ b: 'é', a: 1 })).toBe('{"a":1,"b":"é"}');
    expect(hashOf({ b: 'é', a: 1 })).toBe('09ad9fd2fb648cb2f62141215828ea00a62c299db05d20aa9ade2f527a301cc6');
  });

  test('needs no TextEncoder, which QuickJS lacks', () => {
    const before = hashOf({ where: 'Liège', turn: 3 });
    // @ts-expect-error -- removed to stand for the sandbox's globals
    delete globalThis.TextEncoder;
    expect(hashOf({ where: 'Liège', turn: 3 })).toBe(before);
  });
});

describe('nesting', () => {
  test('a value nested 10,000 levels deep is refused with where, before any stack overflows', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = { a: [deep] };
    expect(() => hashOf({ state: deep })).toThrow(/nested more than 1000 levels deep, at \/state\/a\/0\/a\/0\/a\/0\/a\/…: keep game states flat/);
  });

  test('a value nested to the limit still hashes', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 999; i++) deep = [deep];
    expect(canonicalJson(deep)).toBe('['.repeat(999) + '1' + ']'.repeat(999));
  });
});
