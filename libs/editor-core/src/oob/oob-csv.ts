// Orders of battle as spreadsheets: one row per unit (id, name, type, side, nationality,
// formation path, one column per value, notes), and back. Parsing CSV text is the
// caller's business (the studio uses papaparse); this module turns rows into a plan of
// changes with a problem per bad cell, which the studio previews and `importOobCsv`
// applies as one step.
import { checkUnitValues, pointerTokens, type OobDocument, type Unit, type UnitType, type Values } from '@kriegsspiel/formats';
import { idProblem, indexOob, inheritedIn, sideOfNationality } from './oob-index';
import { isJsonObject, jsonEqual } from '../json/pointer';

/** The columns every export has, in order; value columns (`values.combat`) go between `formation` and `notes`. */
export const fixedCsvColumns = ['id', 'name', 'type', 'side', 'nationality', 'formation'] as const;
const valuePrefix = 'values.';

/** A bad cell or row of an import: where (spreadsheet row and column) and what to do. */
export interface CsvProblem {
  /** 1-based row as a spreadsheet numbers it (the header is row 1). */
  readonly row: number;
  /** The column's header, or undefined for the whole row. */
  readonly column?: string;
  readonly message: string;
}

/** One unit an import adds or changes. */
export interface CsvUnitChange {
  readonly row: number;
  readonly kind: 'add' | 'update';
  readonly id: string;
  /** The unit as it will be. */
  readonly unit: Unit;
  /** The formation it will be in (undefined: a loose unit). */
  readonly formation: string | undefined;
  /** True when an existing unit changes formation. */
  readonly moves: boolean;
  /** Names of the columns that change an existing unit. */
  readonly changed: readonly string[];
}

/** What an import would do, and the rows it refuses. */
export interface CsvImportPlan {
  readonly changes: readonly CsvUnitChange[];
  readonly problems: readonly CsvProblem[];
  /** Rows that match their unit already. */
  readonly unchanged: number;
  /** Ids of units of the order of battle that the file does not list (an import leaves them alone). */
  readonly notListed: readonly string[];
}

/** What an import or export needs besides the order of battle. */
export interface OobCsvContext {
  /** Attribute schemas by unit type (see `attributeSchemasOf`). */
  readonly schemas?: Readonly<Record<string, object>>;
  /** Unit types known to the order of battle (see `unitTypesOf`). */
  readonly types?: ReadonlyMap<string, UnitType>;
}

type Flat = Record<string, unknown>;

/** Flattens nested values: `{ movement: { advance: 4 } }` → `{ "movement.advance": 4 }`. */
function flatten(values: Values | undefined, prefix = ''): Flat {
  const out: Flat = {};
  for (const [k, v] of Object.entries(values ?? {})) {
    if (isJsonObject(v)) Object.assign(out, flatten(v as Values, `${prefix}${k}.`));
    else out[prefix + k] = v;
  }
  return out;
}

/** The value paths a schema declares, nested objects flattened, in the schema's order. */
function schemaPaths(schema: unknown, prefix = ''): string[] {
  if (!isJsonObject(schema) || !isJsonObject(schema.properties)) return [];
  return Object.entries(schema.properties).flatMap(([k, s]) =>
    isJsonObject(s) && isJsonObject(s.properties) ? schemaPaths(s, `${prefix}${k}.`) : [prefix + k],
  );
}

function schemaAt(schema: unknown, path: string): Record<string, unknown> | undefined {
  let here: unknown = schema;
  for (const key of path.split('.')) {
    if (!isJsonObject(here) || !isJsonObject(here.properties)) return undefined;
    here = here.properties[key];
  }
  return isJsonObject(here) ? here : undefined;
}

/** The value columns of an export: every path the schemas declare, then any other path a unit uses. */
export function valueColumns(oob: OobDocument, ctx: OobCsvContext = {}): string[] {
  const paths: string[] = [];
  const add = (p: string) => {
    if (!paths.includes(p)) paths.push(p);
  };
  for (const schema of Object.values(ctx.schemas ?? {})) schemaPaths(schema).forEach(add);
  const extra = new Set<string>();
  for (const { unit } of indexOob(oob).units.values()) for (const p of Object.keys(flatten(unit.values))) if (!paths.includes(p)) extra.add(p);
  [...extra].sort().forEach(add);
  return paths.map((p) => valuePrefix + p);
}

function cellOf(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (Array.isArray(v)) return JSON.stringify(v);
  return String(v);
}

/** The order of battle as rows: a header, then one row per unit in document order. */
export function oobToCsvRows(oob: OobDocument, ctx: OobCsvContext = {}): string[][] {
  const columns = [...fixedCsvColumns, ...valueColumns(oob, ctx), 'notes'];
  const rows = [columns];
  for (const entry of indexOob(oob).units.values()) {
    const flat = flatten(entry.unit.values);
    rows.push(
      columns.map((c) => {
        if (c === 'id' || c === 'name' || c === 'type' || c === 'notes') return cellOf(entry.unit[c]);
        if (c === 'side') return entry.side ?? '';
        if (c === 'nationality') return entry.nationality ?? '';
        if (c === 'formation') return entry.path.join('/');
        return cellOf(flat[c.slice(valuePrefix.length)]);
      }),
    );
  }
  return rows;
}

/** Reads a cell as the schema wants it: numbers, booleans and lists from text. */
function parseCell(text: string, schema: Record<string, unknown> | undefined): unknown {
  const t = text.trim();
  // The types the schema allows: its `type`, else those of its `const` or `enum`, else any.
  const declared =
    schema?.type ??
    (schema && 'const' in schema ? [schema.const] : Array.isArray(schema?.enum) ? schema.enum : undefined)?.map((v: unknown) =>
      Array.isArray(v) ? 'array' : typeof v,
    );
  const types = declared === undefined ? undefined : ([] as unknown[]).concat(declared).map((k) => (k === 'integer' ? 'number' : k));
  const wants = (k: string) => types === undefined || types.includes(k);
  if (wants('number') && /^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  if (wants('boolean') && /^(true|false)$/i.test(t)) return t.toLowerCase() === 'true';
  if (wants('array') && t.startsWith('[')) {
    try {
      return JSON.parse(t) as unknown;
    } catch {
      return t;
    }
  }
  return t;
}

function unflatten(flat: Flat): Values {
  const out: Record<string, unknown> = {};
  for (const [path, v] of Object.entries(flat)) {
    const keys = path.split('.');
    let here = out;
    keys.slice(0, -1).forEach((k) => {
      if (!isJsonObject(here[k])) here[k] = {};
      here = here[k] as Record<string, unknown>;
    });
    here[keys[keys.length - 1] as string] = v;
  }
  return out as Values;
}

/**
 * Plans an import: each row with an id of the order of battle updates that unit (and moves
 * it when its formation changed); a row with a new id adds a unit. A bad row is refused
 * with problems naming its row, column and what to do; the others still import. Units the
 * file does not list stay as they are.
 */
export function planCsvImport(oob: OobDocument, rows: readonly (readonly string[])[], ctx: OobCsvContext = {}): CsvImportPlan {
  const problems: CsvProblem[] = [];
  const header = (rows[0] ?? []).map((h) => h.trim());
  const index = indexOob(oob);
  const missing = ['id', 'name', 'type'].filter((c) => !header.includes(c));
  if (missing.length > 0) {
    problems.push({
      row: 1,
      message: `The first row must name the columns; ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. Export the order of battle to CSV to see the expected columns.`,
    });
    return { changes: [], problems, unchanged: 0, notListed: [] };
  }
  const known = new Set<string>([...fixedCsvColumns, 'notes']);
  header.forEach((h) => {
    if (h !== '' && !known.has(h) && !h.startsWith(valuePrefix))
      problems.push({
        row: 1,
        column: h,
        message: `Column “${h}” is not one the import knows; name value columns values.<name> (for example values.combat), or remove the column.`,
      });
  });
  const col = (name: string) => header.indexOf(name);
  const nationalities = new Set((oob.nationalities ?? []).map((n) => n.id));
  const sides = new Set(oob.sides.map((s) => s.id));
  const changes: CsvUnitChange[] = [];
  const seen = new Map<string, number>();
  let unchanged = 0;
  rows.slice(1).forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const cell = (name: string) => (col(name) >= 0 ? (cells[col(name)] ?? '').trim() : undefined);
    const rowProblems: CsvProblem[] = [];
    const fail = (column: string | undefined, message: string) => rowProblems.push({ row, column, message });
    const id = cell('id') ?? '';
    const idWrong = idProblem(id);
    if (idWrong) fail('id', idWrong);
    else if (seen.has(id)) fail('id', `Id ${id} is already used on row ${seen.get(id)}; each unit needs its own row and id.`);
    else if (index.formations.has(id)) fail('id', `${id} is the id of a formation; units and formations share ids, so pick another.`);
    seen.set(id, row);
    const existing = index.units.get(id);
    const name = cell('name') ?? '';
    if (name === '') fail('name', 'Give the unit a name.');
    const type = cell('type') ?? '';
    if (type === '') fail('type', 'Give the unit a type.');
    else if (ctx.types && ctx.types.size > 0 && !ctx.types.has(type))
      fail('type', `Unit type ${type} is not known; use one of ${[...ctx.types.keys()].join(', ')}.`);
    const formationCell = cell('formation');
    let formation = existing?.path.at(-1);
    if (formationCell !== undefined) {
      const last = formationCell
        .split('/')
        .map((s) => s.trim())
        .filter(Boolean)
        .at(-1);
      if (last === undefined) formation = undefined;
      else if (index.formations.has(last)) formation = last;
      else
        fail(
          'formation',
          `There is no formation ${last}; write the path of formation ids (for example armee-du-nord/fr-guard), or leave it empty for a unit outside every formation.`,
        );
    }
    const nationalityCell = cell('nationality');
    if (nationalityCell && !nationalities.has(nationalityCell))
      fail('nationality', `Nationality ${nationalityCell} is not defined; use one of ${[...nationalities].join(', ') || '(none defined)'}.`);
    const sideCell = cell('side');
    if (sideCell && !sides.has(sideCell)) fail('side', `Side ${sideCell} is not defined; use one of ${[...sides].join(', ')}.`);
    const schema = ctx.schemas?.[type];
    const flat: Flat = {};
    header.forEach((h, c) => {
      if (!h.startsWith(valuePrefix)) return;
      const text = (cells[c] ?? '').trim();
      if (text !== '')
        flat[h.slice(valuePrefix.length)] = parseCell(
          text,
          schemaAt(schema, h.slice(valuePrefix.length)) ?? schemaAt(ctx.schemas?.['*'], h.slice(valuePrefix.length)),
        );
    });
    // Value columns the file leaves out keep the unit's values.
    const listed = new Set(header.filter((h) => h.startsWith(valuePrefix)).map((h) => h.slice(valuePrefix.length)));
    for (const [p, v] of Object.entries(flatten(existing?.unit.values))) if (!listed.has(p)) flat[p] = v;
    const values = unflatten(flat);
    if (type !== '') {
      for (const p of checkUnitValues(ctx.schemas ?? {}, type, values)) {
        const path = pointerTokens(p.pointer).filter(Boolean).join('.');
        fail(
          path ? valuePrefix + path : undefined,
          `${p.message.replace(/^\S/, (c) => c.toUpperCase())}${path ? '' : ' (add the missing value columns)'}.`.replace(/\.\.$/, '.'),
        );
      }
    }
    if (rowProblems.length > 0) {
      problems.push(...rowProblems);
      return;
    }
    // Write side and nationality only where the formation does not already give them.
    const inherited = inheritedIn(oob, formation);
    const nationality = nationalityCell || undefined;
    const ownNationality =
      nationality !== undefined && nationality !== inherited.nationality
        ? nationality
        : existing?.unit.nationality === nationality
          ? existing?.unit.nationality
          : undefined;
    const sideWithout = sideOfNationality(oob, nationality ?? inherited.nationality) ?? inherited.side;
    const side = sideCell || undefined;
    const ownSide = side !== undefined && side !== sideWithout ? side : existing?.unit.side === side ? existing?.unit.side : undefined;
    const notes = cell('notes');
    const next: Record<string, unknown> = { ...(existing?.unit ?? { id }) };
    const set = (k: string, v: unknown) => {
      if (v === undefined || v === '' || (isJsonObject(v) && Object.keys(v).length === 0)) delete next[k];
      else next[k] = v;
    };
    set('name', name);
    set('type', type);
    if (nationalityCell !== undefined) set('nationality', ownNationality);
    if (sideCell !== undefined) set('side', ownSide);
    set('values', values);
    if (notes !== undefined) set('notes', notes);
    const unit = next as unknown as Unit;
    const moves = existing !== undefined && existing.path.at(-1) !== formation;
    if (existing) {
      const changed = ['name', 'type', 'side', 'nationality', 'values', 'notes'].filter(
        (k) => !jsonEqual((existing.unit as unknown as Record<string, unknown>)[k], next[k]),
      );
      if (moves) changed.push('formation');
      if (changed.length === 0) {
        unchanged++;
        return;
      }
      changes.push({ row, kind: 'update', id, unit, formation, moves, changed });
    } else {
      changes.push({ row, kind: 'add', id, unit, formation, moves: false, changed: [] });
    }
  });
  const listedIds = new Set(seen.keys());
  const notListed = [...index.units.keys()].filter((id) => !listedIds.has(id));
  return { changes, problems, unchanged, notListed };
}
