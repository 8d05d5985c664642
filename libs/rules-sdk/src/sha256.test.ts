import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { hashOf } from './canonical';
import { hexOfBytes, sha256Bytes } from './sha256';

describe('sha256Bytes', () => {
  it('gives the standard digests of the test vectors', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(hexOfBytes(sha256Bytes(text('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hexOfBytes(sha256Bytes(text('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hexOfBytes(sha256Bytes(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with @noble/hashes at every length around the block edges and on long inputs', () => {
    let seed = 12345;
    const byte = () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed >>> 24;
    };
    const lengths = [...Array.from({ length: 200 }, (_, i) => i), 1000, 4095, 4096, 15_000, 70_001];
    for (const length of lengths) {
      const bytes = Uint8Array.from({ length }, byte);
      expect(hexOfBytes(sha256Bytes(bytes)), `length ${length}`).toBe(bytesToHex(sha256(bytes)));
    }
  });

  it('leaves the hash of a value as it was', () => {
    const value = { b: [1, 'é', { c: null }], a: 'Quatre-Bras 🐎', n: -0.5 };
    expect(hashOf(value)).toBe(bytesToHex(sha256(new TextEncoder().encode('{"a":"Quatre-Bras 🐎","b":[1,"é",{"c":null}],"n":-0.5}'))));
  });
});
