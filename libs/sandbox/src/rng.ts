/**
 * The deterministic generator behind the guest's `Math.random`: xoshiro128**
 * with a 128-bit state, written as 32 lowercase hex digits. The host owns the
 * state: it passes the state in with every call and gets the advanced state back,
 * so a game engine can record it, replay it, or keep drawing from it itself with
 * {@link nextRandom} (the guest runs the very same algorithm, see guest/prelude).
 */

const STATE_PATTERN = /^[0-9a-f]{32}$/;

export type RngState = string;

export function isRngState(value: unknown): value is RngState {
  return typeof value === 'string' && STATE_PATTERN.test(value) && value !== '0'.repeat(32);
}

/** Derives a state from a seed (an unsigned 32-bit integer or any string) with splitmix32. */
export function rngStateFromSeed(seed: number | string): RngState {
  let x: number;
  if (typeof seed === 'number') {
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
      throw new RangeError(`An RNG seed must be an unsigned 32-bit integer or a string, got ${String(seed)}`);
    }
    x = seed >>> 0;
  } else {
    // FNV-1a over the UTF-16 code units.
    x = 0x811c9dc5;
    for (let i = 0; i < seed.length; i++) x = Math.imul(x ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  }
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    z = (z ^ (z >>> 16)) >>> 0;
    words.push(z);
  }
  if (!words.some((w) => w !== 0)) words[0] = 1;
  return words.map(hex8).join('');
}

/** One draw, exactly as the guest's `Math.random` does it: a double in [0, 1) with 53 random bits. */
export function nextRandom(state: RngState): { value: number; state: RngState } {
  if (!isRngState(state)) throw new TypeError(`Not an RNG state: ${JSON.stringify(state)}`);
  const s = [0, 8, 16, 24].map((i) => parseInt(state.slice(i, i + 8), 16) >>> 0) as [number, number, number, number];
  const a = next32(s) >>> 5;
  const b = next32(s) >>> 6;
  return { value: (a * 67108864 + b) / 9007199254740992, state: s.map(hex8).join('') };
}

function next32(s: [number, number, number, number]): number {
  const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
  const t = s[1] << 9;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 11);
  return result;
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

function hex8(x: number): string {
  return (x >>> 0).toString(16).padStart(8, '0');
}
