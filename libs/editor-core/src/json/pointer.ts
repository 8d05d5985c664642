// JSON pointers (RFC 6901) over plain parsed JSON. Escaping lives in @kriegsspiel/formats
// (`pointerJoin`, `pointerTokens`) so problems and patches name values the same way.
import { pointerTokens } from '@kriegsspiel/formats';

/** Any value JSON can hold. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** True for a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value a pointer names, or undefined when there is none. */
export function valueAt(root: unknown, pointer: string): unknown {
  let here: unknown = root;
  for (const token of pointerTokens(pointer)) {
    if (Array.isArray(here)) {
      if (!/^(0|[1-9]\d*)$/.test(token)) return undefined;
      here = here[Number(token)];
    } else if (isJsonObject(here)) {
      if (!Object.prototype.hasOwnProperty.call(here, token)) return undefined;
      here = here[token];
    } else {
      return undefined;
    }
  }
  return here;
}

/** True when a pointer names an existing value (a member set to `null` exists). */
export function hasValueAt(root: unknown, pointer: string): boolean {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) return true;
  const last = tokens[tokens.length - 1] as string;
  const parent = valueAt(root, pointer.slice(0, pointer.length - encodedLength(last) - 1));
  if (Array.isArray(parent)) return /^(0|[1-9]\d*)$/.test(last) && Number(last) < parent.length;
  return isJsonObject(parent) && Object.prototype.hasOwnProperty.call(parent, last);
}

function encodedLength(token: string): number {
  return token.replace(/~/g, '~0').replace(/\//g, '~1').length;
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
