import type { ErrorObject } from 'ajv/dist/2020';
import { pointerJoin, pointerTokens } from './json-pointer';
import { error, type UnlocatedProblem } from './problem';

type SchemaNode = {
  title?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  enum?: unknown[];
  type?: string | string[];
  $ref?: string;
};

/** Edit distance counting a swap of two neighbouring letters as one edit (typing mistakes are often swaps). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => d[i]?.[j] ?? Infinity;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The closest allowed name to a misspelt one, if any is close enough to be a likely typo. */
export function closest(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.max(1, Math.floor(name.length / 3)) ? best : undefined;
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (Number.isInteger(value)) return 'an integer';
  const t = typeof value;
  return t === 'object' ? 'an object' : t === 'string' ? 'a string' : t === 'number' ? 'a number' : t === 'boolean' ? 'true or false' : t;
}

const typeWords: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function lastToken(pointer: string): string {
  return pointerTokens(pointer).pop() ?? '';
}

function subject(e: ErrorObject): string {
  const token = lastToken(e.instancePath);
  if (e.instancePath === '') return 'the document';
  return /^\d+$/.test(token) ? `item ${token}` : `\`${token}\``;
}

function branchesRequireOnly(branches: unknown): string[] | undefined {
  if (!Array.isArray(branches)) return undefined;
  const keys: string[] = [];
  for (const branch of branches as SchemaNode[]) {
    const members = Object.keys(branch);
    if (members.length !== 1 || members[0] !== 'required' || !branch.required) return undefined;
    keys.push(...branch.required);
  }
  return keys;
}

function orList(names: string[]): string {
  const quoted = names.map((n) => `\`${n}\``);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

function describeOne(e: ErrorObject): UnlocatedProblem | undefined {
  const parent = (e.parentSchema ?? {}) as SchemaNode;
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys(parent.properties ?? {});
      const guess = closest(name, allowed);
      const hint = guess
        ? `did you mean \`${guess}\`?`
        : allowed.length > 0
          ? `the members allowed here are ${allowed.map((a) => `\`${a}\``).join(', ')}${allowed.includes('extensions') ? '; data for a ruleset goes under `extensions`' : ''}`
          : 'this object takes no members';
      return error(pointerJoin(e.instancePath, name), 'unknown-member', `unknown member \`${name}\`: ${hint}`);
    }
    case 'required': {
      const name = String(params.missingProperty);
      const about = parent.properties?.[name]?.description;
      return error(e.instancePath, 'missing-member', `${subject(e)} needs the member \`${name}\`${about ? ` (${about.replace(/\.$/, '')})` : ''}`);
    }
    case 'type': {
      const expected = String(params.type)
        .split(',')
        .map((t) => typeWords[t] ?? t)
        .join(' or ');
      return error(e.instancePath, 'wrong-type', `${subject(e)} must be ${expected}, but it is ${jsonType(e.data)} (${show(e.data)})`);
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(show).join(', ');
      const guess = typeof e.data === 'string' ? closest(e.data, (params.allowedValues as unknown[]).map(String)) : undefined;
      return error(
        e.instancePath,
        'not-allowed',
        `${subject(e)} is ${show(e.data)}, which is not one of ${allowed}${guess ? `; did you mean "${guess}"?` : ''}`,
      );
    }
    case 'const':
      return error(e.instancePath, 'not-allowed', `${subject(e)} must be ${show(params.allowedValue)}`);
    case 'pattern': {
      const about = parent.description ?? `it must match ${String(params.pattern)}`;
      return error(e.instancePath, 'bad-format', `${show(e.data)} is not valid for ${subject(e)}: ${about}`);
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const words: Record<string, string> = { minimum: 'at least', maximum: 'at most', exclusiveMinimum: 'more than', exclusiveMaximum: 'less than' };
      return error(e.instancePath, 'out-of-range', `${subject(e)} must be ${words[e.keyword]} ${String(params.limit)}, but it is ${show(e.data)}`);
    }
    case 'minLength':
      return error(
        e.instancePath,
        'too-short',
        params.limit === 1 ? `${subject(e)} must not be empty` : `${subject(e)} must have at least ${String(params.limit)} characters`,
      );
    case 'maxLength':
      return error(e.instancePath, 'too-long', `${subject(e)} must have at most ${String(params.limit)} characters`);
    case 'minItems':
      return error(
        e.instancePath,
        'too-few',
        params.limit === 1 ? `${subject(e)} must not be empty` : `${subject(e)} needs at least ${String(params.limit)} items`,
      );
    case 'maxItems':
      return error(e.instancePath, 'too-many', `${subject(e)} may have at most ${String(params.limit)} items`);
    case 'uniqueItems':
      return error(
        e.instancePath,
        'duplicate-item',
        `${subject(e)} lists the same value twice (items ${Math.min(Number(params.i), Number(params.j))} and ${Math.max(Number(params.i), Number(params.j))})`,
      );
    case 'minProperties':
    case 'maxProperties': {
      const names = Object.keys(parent.properties ?? {});
      const count = e.data && typeof e.data === 'object' ? Object.keys(e.data).length : 0;
      const form = e.keyword === 'maxProperties' && params.limit === 1 ? `exactly one of ${orList(names)}` : `between the allowed number of members`;
      return error(e.instancePath, 'wrong-members', `${subject(e)} must name ${form}, but it names ${count}`);
    }
    case 'propertyNames':
      return error(pointerJoin(e.instancePath, String(params.propertyName)), 'bad-key', `\`${String(params.propertyName)}\` is not a valid key here`);
    case 'if':
      return undefined;
    default:
      return error(e.instancePath, e.keyword, `${subject(e)} ${e.message ?? 'is not valid'}`);
  }
}

/**
 * Turns Ajv's errors into sentences. Errors of alternatives (`anyOf`, `oneOf`) are
 * pruned to the alternative the data was evidently meant to be: Ajv reports every
 * branch, and a designer wants to hear about the one they wrote.
 */
export function describeErrors(errors: ErrorObject[]): UnlocatedProblem[] {
  const dropped = new Set<number>();
  const replaced = new Map<number, UnlocatedProblem>();

  errors.forEach((e, index) => {
    if (e.keyword !== 'anyOf' && e.keyword !== 'oneOf') return;
    const passing = (e.params as { passingSchemas?: number[] | null }).passingSchemas;
    // The errors of the branches stand right before the combinator's own error.
    const run: number[] = [];
    for (let i = index - 1; i >= 0; i--) {
      const other = errors[i];
      if (!other || dropped.has(i)) continue;
      if (other.instancePath !== e.instancePath && !other.instancePath.startsWith(e.instancePath + '/')) break;
      run.push(i);
    }
    const requiredKeys = branchesRequireOnly(e.schema);
    if (requiredKeys) {
      for (const i of run) {
        const other = errors[i];
        if (other?.keyword === 'required' && other.instancePath === e.instancePath && requiredKeys.includes(String(other.params.missingProperty)))
          dropped.add(i);
      }
      const present = requiredKeys.filter((k) => e.data && typeof e.data === 'object' && k in (e.data as object));
      const message =
        Array.isArray(passing) && passing.length > 1
          ? `${subject(e)} has ${orList(present).replace(' or ', ' and ')}; keep only one of them`
          : `${subject(e)} needs ${e.keyword === 'oneOf' ? 'exactly one' : 'at least one'} of ${orList(requiredKeys)}`;
      replaced.set(index, error(e.instancePath, 'missing-member', message));
      return;
    }
    if (Array.isArray(passing) && passing.length > 1) {
      replaced.set(index, error(e.instancePath, 'ambiguous', `${subject(e)} fits more than one of the accepted forms; remove the members that do not belong`));
      return;
    }
    // A type error on the value itself marks a branch the value was not meant to be.
    const meant = run.filter((i) => !(errors[i]?.keyword === 'type' && errors[i]?.instancePath === e.instancePath));
    run.filter((i) => !meant.includes(i)).forEach((i) => dropped.add(i));
    if (meant.length > 0) {
      dropped.add(index);
    } else {
      const forms = ((e.schema as SchemaNode[]) ?? []).map((b) => b.title ?? (Array.isArray(b.type) ? b.type.join(' or ') : b.type) ?? 'another form');
      replaced.set(
        index,
        error(
          e.instancePath,
          'wrong-type',
          `${subject(e)} must be ${forms.map((f) => typeWords[f] ?? f).join(' or ')}, but it is ${jsonType(e.data)} (${show(e.data)})`,
        ),
      );
    }
  });

  const problems: UnlocatedProblem[] = [];
  const seen = new Set<string>();
  errors.forEach((e, index) => {
    if (dropped.has(index)) return;
    const problem = replaced.get(index) ?? describeOne(e);
    if (!problem) return;
    const key = `${problem.pointer}\u0000${problem.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push(problem);
  });
  return problems;
}
