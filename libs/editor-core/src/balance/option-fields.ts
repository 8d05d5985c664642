// A variant's options are chosen from the schemas of its mods (the ruleset's and each
// house rule's `options`), not typed: each property becomes a field of the right kind,
// with its title, limits and default.

/** One option the person can set. */
export interface OptionField {
  readonly name: string;
  readonly title: string;
  readonly description?: string;
  readonly type: 'boolean' | 'integer' | 'number' | 'string' | 'enum';
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly values?: readonly unknown[];
  /** The mod whose schema declares it. */
  readonly mod: string;
}

interface PropertySchema {
  title?: unknown;
  description?: unknown;
  type?: unknown;
  default?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  enum?: unknown;
}

/** The fields of an options schema (`{ type: 'object', properties }`); properties of kinds a field cannot hold (objects, arrays) are left out. */
export function optionFields(mod: string, schema: unknown): OptionField[] {
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  if (typeof properties !== 'object' || properties === null) return [];
  const fields: OptionField[] = [];
  for (const [name, raw] of Object.entries(properties as Record<string, PropertySchema>)) {
    const type = Array.isArray(raw.enum) ? 'enum' : raw.type;
    if (type !== 'boolean' && type !== 'integer' && type !== 'number' && type !== 'string' && type !== 'enum') continue;
    fields.push({
      name,
      mod,
      type,
      title: typeof raw.title === 'string' ? raw.title : name,
      ...(typeof raw.description === 'string' ? { description: raw.description } : {}),
      ...('default' in raw ? { default: raw.default } : {}),
      ...(typeof raw.minimum === 'number' ? { minimum: raw.minimum } : {}),
      ...(typeof raw.maximum === 'number' ? { maximum: raw.maximum } : {}),
      ...(Array.isArray(raw.enum) ? { values: raw.enum as unknown[] } : {}),
    });
  }
  return fields;
}

/** A value typed into a field, checked against it: the value, or what is wrong with it. */
export function optionValue(field: OptionField, text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  if (field.type === 'boolean') return { ok: true, value: text === 'true' };
  if (field.type === 'string') return { ok: true, value: text };
  if (field.type === 'enum') {
    const found = (field.values ?? []).find((v) => String(v) === text);
    return found === undefined ? { ok: false, message: `${field.title}: choose one of ${(field.values ?? []).join(', ')}` } : { ok: true, value: found };
  }
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) return { ok: false, message: `${field.title}: give a number` };
  if (field.type === 'integer' && !Number.isInteger(n)) return { ok: false, message: `${field.title}: give a whole number` };
  if (field.minimum !== undefined && n < field.minimum) return { ok: false, message: `${field.title}: at least ${field.minimum}` };
  if (field.maximum !== undefined && n > field.maximum) return { ok: false, message: `${field.title}: at most ${field.maximum}` };
  return { ok: true, value: n };
}
