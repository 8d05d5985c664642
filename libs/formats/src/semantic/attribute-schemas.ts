import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import { ajvOptions } from '../schema-validation';
import { describeErrors } from '../schema-messages';
import type { UnlocatedProblem } from '../problem';

// Schemas that mods supply (unit attributes, options) are compiled by an Ajv of their
// own, so a mod's schema can never clash with the formats' schemas.
let ajv: Ajv2020 | undefined;
const cache = new WeakMap<object, { validate?: ValidateFunction; error?: string }>();

/** Compiles a schema supplied by a mod; an unusable one comes back as an error sentence. */
export function compileModSchema(schema: object): { validate?: ValidateFunction; error?: string } {
  const cached = cache.get(schema);
  if (cached) return cached;
  ajv ??= new Ajv2020({ ...ajvOptions, strictRequired: false });
  let result: { validate?: ValidateFunction; error?: string };
  try {
    result = { validate: ajv.compile(schema) };
  } catch (cause) {
    result = { error: (cause as Error).message };
  }
  cache.set(schema, result);
  return result;
}

/** Checks a value against a mod-supplied schema; problems point below `pointer`. */
export function checkAgainst(validate: ValidateFunction, value: unknown, pointer: string): UnlocatedProblem[] {
  if (validate(value)) return [];
  return describeErrors((validate.errors ?? []) as ErrorObject[]).map((p) => ({ ...p, pointer: pointer + p.pointer }));
}

/**
 * Checks a unit's `values` against a ruleset's attribute schemas (`unitAttributes`, keyed by
 * unit type, `*` for every unit): what `kriegsspiel validate` reports for a unit, without
 * the document. Problems point below `pointer`; a schema that does not compile is skipped
 * (the manifest's own check reports it).
 */
export function checkUnitValues(schemas: Readonly<Record<string, object>>, type: string, values: unknown, pointer = ''): UnlocatedProblem[] {
  const problems: UnlocatedProblem[] = [];
  for (const key of ['*', type]) {
    const schema = Object.prototype.hasOwnProperty.call(schemas, key) ? schemas[key] : undefined;
    if (!schema) continue;
    const { validate } = compileModSchema(schema);
    if (validate) problems.push(...checkAgainst(validate, values ?? {}, pointer));
  }
  return problems;
}
