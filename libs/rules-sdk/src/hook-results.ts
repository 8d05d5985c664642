// What a hook must return, as data the guest checks at run time. TypeScript's types are erased
// when a mod is bundled, so a house rule that returns `"3"` where the ruleset adds numbers
// would change the game silently (`1 + "3"` is `"13"`); a ruleset declares each hook's result
// with a small shape next to its hook types, and a wrapper's result that does not fit is an
// error of the house rule, at its own line.
import type { Hooks } from './ruleset';

/**
 * The shape of a hook's result: a kind (`'number'` is a finite number, `'integer'` a whole
 * one, `'object'` any object, `'any'` anything), a list of shapes any of which fits, or an
 * object whose every named member fits its own shape.
 */
export type ResultShape =
  'number' | 'integer' | 'boolean' | 'string' | 'null' | 'undefined' | 'object' | 'any' | readonly ResultShape[] | { readonly [member: string]: ResultShape };

/** The result shape of some or all of a ruleset's hooks. */
export type HookResults<H extends Hooks = Hooks> = { readonly [K in keyof H]?: ResultShape };

/** Declares the result shapes of a ruleset's hooks; returns them unchanged, typed. */
export function defineHookResults<H extends Hooks>(shapes: HookResults<H>): HookResults<H> {
  return shapes;
}

/** The shape in words: `a number`, `null or { cards: an integer, hexes: an integer }`. */
export function describeShape(shape: ResultShape): string {
  if (typeof shape === 'string') {
    if (shape === 'null' || shape === 'undefined') return shape;
    if (shape === 'any') return 'anything';
    return `${shape === 'integer' || shape === 'object' ? 'an' : 'a'} ${shape === 'number' ? 'number' : shape}`;
  }
  if (Array.isArray(shape)) return (shape as readonly ResultShape[]).map(describeShape).join(' or ');
  const members = Object.entries(shape as { readonly [member: string]: ResultShape });
  return `{ ${members.map(([name, member]) => `${name}: ${describeShape(member)}`).join(', ')} }`;
}

function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function fits(value: unknown, shape: ResultShape): boolean {
  switch (shape) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
    case 'string':
    case 'undefined':
      return typeof value === shape;
    case 'null':
      return value === null;
    case 'object':
      return typeof value === 'object' && value !== null;
    case 'any':
      return true;
  }
  if (Array.isArray(shape)) return (shape as readonly ResultShape[]).some((s) => fits(value, s));
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(shape as { readonly [member: string]: ResultShape }).every(([name, member]) => fits((value as Record<string, unknown>)[name], member));
}

/** Why `value` does not fit `shape`, in words (`"50" is not a number`); `undefined` when it fits. */
export function shapeProblem(value: unknown, shape: ResultShape): string | undefined {
  return fits(value, shape) ? undefined : `${show(value)} is not ${describeShape(shape)}`;
}

/** A house rule's wrapper returned what its hook may not: thrown from the house rule's own call of `next`, to be located there. */
export class HookResultError extends Error {
  constructor(
    readonly houseRule: string,
    readonly hook: string,
    value: unknown,
    shape: ResultShape,
  ) {
    super(`house rule ${houseRule}: its \`${hook}\` returned ${show(value)}, but the ruleset's \`${hook}\` returns ${describeShape(shape)}`);
    this.name = 'HookResultError';
  }
}

/** The name among `names` a misspelt one most likely meant (edit distance at most a third of its length), if any. */
export function closestName(name: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of names) {
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= Math.max(1, Math.floor(name.length / 3)) ? best : undefined;
}

/** Levenshtein distance. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length] ?? 0;
}
