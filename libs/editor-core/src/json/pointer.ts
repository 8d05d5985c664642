// JSON values and the editor's names for pointer lookups. Pointers themselves (RFC 6901) live in
// @kriegsspiel/formats' json-pointer so problems, patches and tests name values the same way.
import { valueAtPointer } from '@kriegsspiel/formats';

/** Any value JSON can hold. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** True for a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value a pointer names, or undefined when there is none (formats' `valueAtPointer`, own members only). */
export function valueAt(root: unknown, pointer: string): unknown {
  return valueAtPointer(root, pointer).value;
}

/** True when a pointer names an existing value (a member set to `null` exists). */
export function hasValueAt(root: unknown, pointer: string): boolean {
  return valueAtPointer(root, pointer).found;
}

/** Deep equality of two JSON values; shared subtrees compare in O(1). Key order does not matter. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  const ra = a as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && jsonEqual(ra[k], rb[k]));
}
