// JSON pointers (RFC 6901), the one helper every package uses to name a value in a document:
// problems, patches, scenario-test paths, diffs and the studio's selections. `""` is the whole
// document and `"/"` is the member named `""` (RFC 6901 §5); lookups see own members only, so
// `/constructor` or `/toString` never find something the JSON does not hold.

/** Escapes one token: `~` becomes `~0`, then `/` becomes `~1` (RFC 6901 §3). */
export function escapePointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Undoes {@link escapePointerToken}: `~1` becomes `/`, then `~0` becomes `~` (RFC 6901 §4). */
export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** True when `text` is a JSON pointer: empty, or `/`-led tokens whose `~` is always `~0` or `~1`. */
export function isPointer(text: string): boolean {
  return text === '' || /^(\/([^~/]|~[01])*)+$/.test(text);
}

/** The unescaped tokens of a pointer; `""` gives none, `"/"` gives one empty token. Throws on text that is not a pointer. */
export function pointerTokens(pointer: string): string[] {
  if (!isPointer(pointer)) {
    throw new Error(
      `${JSON.stringify(pointer)} is not a JSON pointer: write "" for the whole document, or "/" before each key (\`/units/0/hex\`), with "~0" for "~" and "~1" for "/" inside a key`,
    );
  }
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map(unescapePointerToken);
}

/** The pointer made of these tokens, each escaped; no tokens give `""`, the whole document. */
export function pointerFromTokens(tokens: readonly (string | number)[]): string {
  return tokens.map((t) => '/' + escapePointerToken(t)).join('');
}

/** Appends tokens to a pointer, escaping each (`pointerJoin('/units', 'a/b')` is `/units/a~1b`). */
export function pointerJoin(pointer: string, ...tokens: (string | number)[]): string {
  return pointer + pointerFromTokens(tokens);
}

/** What a pointer names in a value: found, with the value, or not found. */
export type PointerLookup = { found: true; value: unknown } | { found: false; value: undefined };

const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

/**
 * The value a pointer names (RFC 6901 §4): object members by own key only, array items by a
 * decimal index below the length (no `-`, no leading zeros, never `length`). A pointer that is
 * not one names nothing.
 */
export function valueAtPointer(root: unknown, pointer: string): PointerLookup {
  if (!isPointer(pointer)) return { found: false, value: undefined };
  let here: unknown = root;
  for (const token of pointerTokens(pointer)) {
    if (Array.isArray(here)) {
      if (!ARRAY_INDEX.test(token) || Number(token) >= here.length) return { found: false, value: undefined };
      here = here[Number(token)];
    } else if (typeof here === 'object' && here !== null && Object.prototype.hasOwnProperty.call(here, token)) {
      here = (here as Record<string, unknown>)[token];
    } else {
      return { found: false, value: undefined };
    }
  }
  return { found: true, value: here };
}
