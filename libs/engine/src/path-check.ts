// The checks of a scenario test's expectation on a value at a JSON pointer (`equals`,
// `contains`, `absent`, `count`), shared by games and campaigns. A path that names nothing
// says what is there instead: the nearest member that exists, and its members.
import { pointerFromTokens, pointerTokens, valueAtPointer, type ScenarioTestDocument } from '@kriegsspiel/formats';
import { canonicalJson } from '@kriegsspiel/rules-sdk';
import { containsShallow } from './match';

type Expectation = NonNullable<ScenarioTestDocument['steps'][number]['expect']>[number];

/** How many members or items a failure lists at most. */
const SHOWN_MEMBERS = 12;

/** The members of an object, or the size of an array, in a few words (`blue-2, red-1`, `3 items`, `the number 5`). */
function membersText(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) return 'an empty object';
    const shown = keys.slice(0, SHOWN_MEMBERS).join(', ');
    return `the members ${shown}${keys.length > SHOWN_MEMBERS ? ` and ${keys.length - SHOWN_MEMBERS} more` : ''}`;
  }
  return `${value === null ? 'null' : `the ${typeof value}`} ${JSON.stringify(value)}`;
}

/**
 * Why a pointer names nothing, in a sentence: the nearest parent that exists and what it
 * holds ("nothing at /units/blue-1: /units has the members blue-2, red-1").
 */
export function nothingAt(root: unknown, pointer: string): string {
  const tokens = pointerTokens(pointer);
  for (let n = tokens.length - 1; n >= 0; n--) {
    const parent = pointerFromTokens(tokens.slice(0, n));
    const { found, value } = valueAtPointer(root, parent);
    if (found) return `nothing at ${pointer}: ${parent === '' ? 'the root' : parent} has ${membersText(value)}`;
  }
  return `nothing at ${pointer}`;
}

/** The expected and actual values of a failed check; undefined when it holds. */
export type PathCheck = { expected: unknown; actual: unknown } | undefined;

/**
 * Checks `equals`, `contains`, `absent` or `count` at the expectation's path in `root`.
 * `equals: null` wants a `null` there; `absent: true` wants nothing there at all.
 */
export function checkPath(root: unknown, e: Expectation): PathCheck {
  const path = e.path ?? '';
  const { found, value } = valueAtPointer(root, path);
  if (e.absent === true) return found ? { expected: { absent: true }, actual: value } : undefined;
  if (!found) {
    const expected = e.count !== undefined ? { count: e.count } : 'contains' in e ? { contains: e.contains } : e.equals;
    const hint = 'equals' in e && e.equals === null ? ' (to check that nothing is there, write `"absent": true`)' : '';
    return { expected, actual: `${nothingAt(root, path)}${hint}` };
  }
  if (e.count !== undefined) {
    const size = Array.isArray(value) ? value.length : value !== null && typeof value === 'object' ? Object.keys(value).length : undefined;
    if (size === undefined) return { expected: { count: e.count }, actual: `${path} holds ${membersText(value)}, which has no count` };
    return size === e.count ? undefined : { expected: { count: e.count }, actual: { count: size, value } };
  }
  if ('equals' in e && canonicalJson(value) !== canonicalJson(e.equals)) return { expected: e.equals, actual: value };
  if ('contains' in e && !containsShallow(value, e.contains)) return { expected: { contains: e.contains }, actual: value };
  return undefined;
}
