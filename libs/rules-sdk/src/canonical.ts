import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * JSON with object keys sorted, so equal values give equal text whatever order their
 * keys were written in. `undefined` members are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    return text === undefined ? 'null' : text;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/**
 * The UTF-8 bytes of a string, as `TextEncoder` gives them (a lone surrogate becomes U+FFFD).
 * The SDK encodes by itself because QuickJS, where rules run, has no `TextEncoder`.
 */
export function utf8Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 3);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) {
      bytes[n++] = code;
    } else if (code < 0x800) {
      bytes[n++] = 0xc0 | (code >> 6);
      bytes[n++] = 0x80 | (code & 0x3f);
    } else if (code < 0x10000) {
      bytes[n++] = 0xe0 | (code >> 12);
      bytes[n++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[n++] = 0x80 | (code & 0x3f);
    } else {
      bytes[n++] = 0xf0 | (code >> 18);
      bytes[n++] = 0x80 | ((code >> 12) & 0x3f);
      bytes[n++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[n++] = 0x80 | (code & 0x3f);
    }
  }
  return bytes.slice(0, n);
}

/** SHA-256 of the canonical JSON of a value, in hex: the same value gives the same hash everywhere. */
export function hashOf(value: unknown): string {
  return bytesToHex(sha256(utf8Bytes(canonicalJson(value))));
}
