import { hexOfBytes, sha256Bytes } from './sha256';

/** How deep a value the SDK hashes and compares may nest; far beyond any game state. */
export const MAX_NESTING = 1_000;

/** A value nested deeper than {@link MAX_NESTING}: the rules' fault, said with where (a JSON pointer). */
export class NestingError extends Error {
  override name = 'NestingError';
}

/**
 * JSON with object keys sorted, so equal values give equal text whatever order their
 * keys were written in. `undefined` members are left out, as JSON.stringify does. A value
 * nested deeper than {@link MAX_NESTING} levels throws a {@link NestingError} naming where,
 * before any stack can overflow.
 */
export function canonicalJson(value: unknown): string {
  const outer = root;
  root = value;
  try {
    return canonical(value, 0);
  } finally {
    root = outer;
  }
}

/** The value {@link canonicalJson} was given, for {@link canonical} to say where it nests too deep. */
let root: unknown;

/** Where a value nests too deep, said as a JSON pointer: worked out only then, as keeping the path at every value was much of the cost of hashing a state in QuickJS. */
function tooDeep(): NestingError {
  const path = deepPath(root) ?? [];
  const pointer =
    path
      .slice(0, 8)
      .map((key) => '/' + key.replace(/~/g, '~0').replace(/\//g, '~1'))
      .join('') + (path.length > 8 ? '/…' : '');
  return new NestingError(
    `a value given to the rules SDK (the state, an action) is nested more than ${MAX_NESTING} levels deep, at ${pointer}: keep game states flat`,
  );
}

function canonical(value: unknown, depth: number): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    return text === undefined ? 'null' : text;
  }
  if (depth >= MAX_NESTING) throw tooDeep();
  const parts: string[] = [];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) parts.push(canonical(value[i], depth + 1));
    return `[${parts.join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    if (record[k] === undefined) continue;
    parts.push(`${JSON.stringify(k)}:${canonical(record[k], depth + 1)}`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * The keys down to a value nested {@link MAX_NESTING} levels deep in `value`, the first one
 * {@link canonical} meets. A loop, not a recursion: it runs from the bottom of canonical's
 * own deepest call.
 */
function deepPath(value: unknown): string[] | undefined {
  const keysOf = (v: object): string[] => {
    const record = v as Record<string, unknown>;
    return Array.isArray(v)
      ? v.map((_, i) => String(i))
      : Object.keys(record)
          .sort()
          .filter((k) => record[k] !== undefined);
  };
  if (value === null || typeof value !== 'object') return undefined;
  const path: string[] = [];
  const stack: { value: object; keys: string[]; next: number }[] = [{ value, keys: keysOf(value), next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { value: object; keys: string[]; next: number };
    if (stack.length > MAX_NESTING) return path;
    if (top.next >= top.keys.length) {
      stack.pop();
      path.pop();
      continue;
    }
    const key = top.keys[top.next++] as string;
    const child = (top.value as Record<string, unknown>)[key];
    if (child === null || typeof child !== 'object') continue;
    path.push(key);
    stack.push({ value: child, keys: keysOf(child), next: 0 });
  }
  return undefined;
}

/**
 * The UTF-8 bytes of a string, as `TextEncoder` gives them (a lone surrogate becomes U+FFFD).
 * The SDK encodes by itself because QuickJS, where rules run, has no `TextEncoder`.
 */
export function utf8Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 3);
  let n = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    let code = text.charCodeAt(i);
    // Nearly all of a state's canonical JSON is ASCII: one test, then the next character.
    if (code < 0x80) {
      bytes[n++] = code;
      continue;
    }
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x800) {
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
  return hashOfCanonical(canonicalJson(value));
}

/**
 * {@link hashOf} of a value whose canonical JSON is `text`. A playout in the guest answers its
 * final state's text and the host hashes it: SHA-256 runs many times faster outside QuickJS.
 */
export function hashOfCanonical(text: string): string {
  return hexOfBytes(sha256Bytes(utf8Bytes(text)));
}
