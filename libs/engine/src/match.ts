import { valueAtPointer } from '@kriegsspiel/formats';
import { canonicalJson } from '@kriegsspiel/rules-sdk';

/** The value at a JSON pointer (RFC 6901: `""` is the root, own members only); kept as the engine's name for formats' `valueAtPointer`. */
export function valueAt(root: unknown, pointer: string): { found: boolean; value: unknown } {
  return valueAtPointer(root, pointer);
}

/** True when `actual` has everything `expected` has: objects in part, arrays and scalars exactly. */
export function matchesPartially(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object' || Array.isArray(expected)) return canonicalJson(actual) === canonicalJson(expected);
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
  return Object.entries(expected).every(([k, v]) => matchesPartially((actual as Record<string, unknown>)[k], v));
}

/** True when `haystack` contains `needle`: an array item or substring, an object matching in part, anywhere inside. */
export function containsDeep(haystack: unknown, needle: unknown): boolean {
  if (typeof needle === 'string' || typeof needle === 'number') {
    if (typeof haystack === 'string') return haystack.includes(String(needle));
    if (typeof haystack === 'number') return haystack === needle;
  }
  if (typeof needle === 'object' && needle !== null && matchesPartially(haystack, needle)) return true;
  if (Array.isArray(haystack)) return haystack.some((item) => containsDeep(item, needle));
  if (haystack !== null && typeof haystack === 'object')
    return Object.entries(haystack).some(([k, v]) => (typeof needle === 'string' && k === needle) || containsDeep(v, needle));
  return false;
}

/** `contains` as a test means it at one level: an array has the item, a string the text, an object the members. */
export function containsShallow(value: unknown, expected: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => matchesPartially(item, expected));
  if (typeof value === 'string') return typeof expected === 'string' && value.includes(expected);
  return matchesPartially(value, expected);
}
