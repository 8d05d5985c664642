import type { OobDocument, Unit, Values } from '@kriegsspiel/formats';
import { CommandRefusedError, defineCommand } from './command';
import { withInverse } from '../json/patch';
import { idProblem, idTaken, indexOob, inheritedIn, sideOfNationality } from '../oob/oob-index';

/** Arguments of {@link addUnit}: a unit made from scratch. */
export interface AddUnitArgs {
  id: string;
  name: string;
  type: string;
  /** Id of the formation it joins; a loose unit when absent. */
  formation?: string;
  /** Its nationality, when the formation does not give the one wanted. */
  nationality?: string;
  /** Its side, when neither the nationality nor the formation gives one. */
  side?: string;
  values?: Values;
}

interface Schema {
  type?: string | string[];
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  minItems?: number;
}

/** A value that fits a schema with no more said: its default, const or first choice, else the least of its type. */
function defaultOf(schema: Schema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    if (schema.minimum !== undefined) return type === 'integer' ? Math.ceil(schema.minimum) : schema.minimum;
    if (schema.exclusiveMinimum !== undefined) return type === 'integer' ? Math.floor(schema.exclusiveMinimum) + 1 : schema.exclusiveMinimum + 1;
    return 0;
  }
  if (type === 'boolean') return false;
  if (type === 'string') return '';
  if (type === 'array') return [];
  if (type === 'object') return defaultValues(schema) ?? {};
  return null;
}

/**
 * The values a new unit starts with: each property a schema (`unitAttributes` of its type,
 * and of `*`) requires, at its default, else the least value it allows. Undefined when
 * nothing is required.
 */
export function defaultValues(...schemas: readonly (object | undefined)[]): Values | undefined {
  const values: Record<string, unknown> = {};
  for (const s of schemas as (Schema | undefined)[]) {
    for (const key of s?.required ?? []) if (!(key in values)) values[key] = defaultOf(s?.properties?.[key] ?? {});
  }
  return Object.keys(values).length > 0 ? (values as Values) : undefined;
}

/** What is wrong with a unit from scratch, by field (`id`, `name`, `type`, `formation`, `nationality`, `side`); empty when it fits. */
export function addUnitProblems(oob: OobDocument, args: AddUnitArgs, types?: ReadonlySet<string>): Partial<Record<keyof AddUnitArgs, string>> {
  const problems: Partial<Record<keyof AddUnitArgs, string>> = {};
  const idWrong = idProblem(args.id);
  if (idWrong) problems.id = idWrong;
  else if (idTaken(oob, args.id)) problems.id = `${args.id} is already a unit or formation of this order of battle; ids must be unique.`;
  if (args.name.trim() === '') problems.name = 'Give it a name.';
  if (args.type === '') problems.type = 'Pick a unit type.';
  else if (types && !types.has(args.type)) problems.type = `There is no unit type ${args.type}; pick one the ruleset declares.`;
  if (args.formation !== undefined && !indexOob(oob).formations.has(args.formation)) problems.formation = `There is no formation ${args.formation}.`;
  if (args.nationality !== undefined && !oob.nationalities?.some((n) => n.id === args.nationality))
    problems.nationality = `There is no nationality ${args.nationality}.`;
  if (!sideOf(oob, args)) problems.side = 'Pick a side or a nationality: the unit would belong to no side.';
  return problems;
}

function sideOf(oob: OobDocument, args: AddUnitArgs): string | undefined {
  const inherited = inheritedIn(oob, args.formation);
  return args.side ?? sideOfNationality(oob, args.nationality ?? inherited.nationality) ?? inherited.side;
}

/** The unit as written: only what its formation does not already give. */
export function unitFromScratch(oob: OobDocument, args: AddUnitArgs): Unit {
  const inherited = inheritedIn(oob, args.formation);
  const unit: Unit = { id: args.id, name: args.name.trim(), type: args.type };
  if (args.nationality !== undefined && args.nationality !== inherited.nationality) unit.nationality = args.nationality;
  const sideWithout = sideOfNationality(oob, args.nationality ?? inherited.nationality) ?? inherited.side;
  if (args.side !== undefined && args.side !== sideWithout) unit.side = args.side;
  if (args.values && Object.keys(args.values).length > 0) unit.values = args.values;
  return unit;
}

/**
 * Adds a unit made from scratch (no blank piece) at the end of a formation, or to the loose
 * units. Refused with a {@link CommandRefusedError} when {@link addUnitProblems} finds anything
 * (without the list of types, which is the caller's to check).
 */
export const addUnit = defineCommand<OobDocument, AddUnitArgs>({
  id: 'add-unit',
  kinds: ['oob'],
  label: (args) => `New unit ${args.name.trim() || args.id}`,
  perform(oob, args) {
    const problems = Object.values(addUnitProblems(oob, args));
    if (problems.length > 0) throw new CommandRefusedError(problems.join(' '));
    const unit = unitFromScratch(oob, args);
    const entry = args.formation === undefined ? undefined : indexOob(oob).formations.get(args.formation);
    const list = entry ? `${entry.pointer}/units` : '/units';
    const existing = entry ? entry.formation.units : oob.units;
    return withInverse(oob, [existing ? { op: 'add', path: `${list}/-`, value: unit } : { op: 'add', path: list, value: [unit] }]);
  },
});
