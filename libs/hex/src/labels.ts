// Hex labels as printed on wargame maps ("1217", "K10", "A0305", "3,7").
// A scheme turns a column/row of some rectangular area (the map, or one board
// of it) into text and back. Parsing is strict: a label is accepted exactly
// when it is the text `formatLabel` would print for some hex of the area, so
// every hex has one spelling and typos are reported, never guessed at.
import type { OffsetCoord } from './offset';

/** How one axis (columns or rows) is counted and written. */
export interface LabelAxis {
  /** `number`: 1, 2, 3 …; `letter`: 1=A … 26=Z, 27=AA, 28=AB … */
  style: 'number' | 'letter';
  /** Label value of the first column/row counted in `direction`; default 1. */
  origin?: number;
  /** Columns: east (default) or west; rows: south (default, counted from the top) or north (counted from the bottom). */
  direction?: 'east' | 'west' | 'south' | 'north';
  /** Zero padding for numbers; 0/undefined = none. */
  digits?: number;
  /** Letters a letter axis never uses, as printed maps often leave out I or J (`"J"`). */
  skip?: string;
}

/** How a whole label is put together from its column and row parts. */
export interface LabelScheme {
  /** Which part is written first. */
  order: 'column-row' | 'row-column';
  /** '' by default ("1217"); e.g. ',' or '.'. */
  separator?: string;
  /** Written before everything else, e.g. a board letter. */
  prefix?: string;
  column: LabelAxis;
  row: LabelAxis;
}

/** The rectangle a scheme labels: its size and the name used in error messages. */
export interface LabelArea {
  readonly width: number;
  readonly height: number;
  /** E.g. "this map" (the default) or "board B". */
  readonly name?: string;
}

/** The outcome of parsing a label against one scheme and area. */
export type ParsedLabel = { readonly ok: true; readonly offset: OffsetCoord } | { readonly ok: false; readonly error: string };

type AxisName = 'column' | 'row';

interface AxisFacts {
  readonly plural: string;
  readonly forward: LabelAxis['direction'];
  readonly backward: LabelAxis['direction'];
  readonly extent: (area: LabelArea) => number;
  readonly position: (c: OffsetCoord) => number;
}

// Columns and rows are handled by the same code; only these facts differ.
const AXES: Readonly<Record<AxisName, AxisFacts>> = {
  column: { plural: 'columns', forward: 'east', backward: 'west', extent: (a) => a.width, position: (c) => c.col },
  row: { plural: 'rows', forward: 'south', backward: 'north', extent: (a) => a.height, position: (c) => c.row },
};

const PART_ORDER: Readonly<Record<LabelScheme['order'], readonly [AxisName, AxisName]>> = {
  'column-row': ['column', 'row'],
  'row-column': ['row', 'column'],
};

const LETTER_A = 'A'.charCodeAt(0);

const ALPHABET = Array.from({ length: 26 }, (_, i) => String.fromCharCode(LETTER_A + i)).join('');

/** The letters an axis counts with: A–Z less the skipped ones. */
export function alphabetOf(axis: Pick<LabelAxis, 'skip'>): string {
  const skip = (axis.skip ?? '').toUpperCase();
  return skip === '' ? ALPHABET : [...ALPHABET].filter((c) => !skip.includes(c)).join('');
}

/** Bijective base-26 letters: 1 → A, 26 → Z, 27 → AA, 28 → AB (with another alphabet, base its length). */
export function numberToLetters(n: number, alphabet = ALPHABET): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`only whole numbers ≥ 1 have letters, got ${n}`);
  const base = alphabet.length;
  let text = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / base)) {
    text = alphabet.charAt((rest - 1) % base) + text;
  }
  return text;
}

/** The number written by upper-case letters (A → 1, AA → 27); NaN for anything else or a letter not in the alphabet. */
export function lettersToNumber(text: string, alphabet = ALPHABET): number {
  if (!/^[A-Z]+$/.test(text)) return NaN;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const digit = alphabet.indexOf(text.charAt(i));
    if (digit < 0) return NaN;
    n = n * alphabet.length + digit + 1;
  }
  return n;
}

const originOf = (axis: LabelAxis): number => axis.origin ?? 1;
const separatorOf = (scheme: LabelScheme): string => scheme.separator ?? '';
const isBackward = (name: AxisName, axis: LabelAxis): boolean => axis.direction === AXES[name].backward;

function formatValue(axis: LabelAxis, value: number): string {
  return axis.style === 'letter' ? numberToLetters(value, alphabetOf(axis)) : String(value).padStart(axis.digits ?? 0, '0');
}

// The label value of a 0-based position along an axis, and back. Counting
// backward (west, north) mirrors the position within the area.
function valueAt(name: AxisName, axis: LabelAxis, position: number, area: LabelArea): number {
  const counted = isBackward(name, axis) ? AXES[name].extent(area) - 1 - position : position;
  return originOf(axis) + counted;
}

function positionOf(name: AxisName, axis: LabelAxis, value: number, area: LabelArea): number {
  const counted = value - originOf(axis);
  return isBackward(name, axis) ? AXES[name].extent(area) - 1 - counted : counted;
}

/** The label of a column/row of `area` (coordinates local to the area). */
export function formatLabel(scheme: LabelScheme, coord: OffsetCoord, area: LabelArea): string {
  const [first, second] = PART_ORDER[scheme.order].map((name) => {
    const axis = scheme[name];
    return formatValue(axis, valueAt(name, axis, AXES[name].position(coord), area));
  });
  return `${scheme.prefix ?? ''}${first}${separatorOf(scheme)}${second}`;
}

/**
 * A label writer for one scheme and area that formats each column and row value
 * once up front; for labelling whole maps, where {@link formatLabel} per hex
 * would redo the same work thousands of times. Coordinates must lie in the area.
 */
export function createLabelFormatter(scheme: LabelScheme, area: LabelArea): (coord: OffsetCoord) => string {
  const texts = (name: AxisName): string[] =>
    Array.from({ length: AXES[name].extent(area) }, (_, position) => formatValue(scheme[name], valueAt(name, scheme[name], position, area)));
  const columns = texts('column');
  const rows = texts('row');
  const prefix = scheme.prefix ?? '';
  const separator = separatorOf(scheme);
  return scheme.order === 'column-row'
    ? (c) => `${prefix}${columns[c.col]}${separator}${rows[c.row]}`
    : (c) => `${prefix}${rows[c.row]}${separator}${columns[c.col]}`;
}

const fail = (error: string): ParsedLabel => ({ ok: false, error });

// Splits the text after the prefix into its two parts, or explains why it cannot.
function splitParts(scheme: LabelScheme, label: string, body: string): readonly [string, string] | string {
  const [firstName, secondName] = PART_ORDER[scheme.order];
  const first = scheme[firstName];
  const second = scheme[secondName];
  const separator = separatorOf(scheme);
  if (separator !== '') {
    const at = body.indexOf(separator);
    if (at < 0) return `\`${label}\` has no \`${separator}\` between the ${firstName} and the ${secondName}`;
    return [body.slice(0, at), body.slice(at + separator.length)];
  }
  if (first.style !== second.style) {
    // Letters and digits cannot be confused, so the part boundary is where the kind changes.
    const run = (first.style === 'letter' ? /^[A-Za-z]*/ : /^[0-9]*/).exec(body)?.[0] ?? '';
    return [run, body.slice(run.length)];
  }
  const width = first.style === 'number' ? (first.digits ?? 0) : 0;
  if (width === 0) return `this labelling scheme cannot tell where the ${firstName} ends in \`${label}\`; see checkLabelScheme`;
  return [body.slice(0, width), body.slice(width)];
}

function parseValue(name: AxisName, axis: LabelAxis, text: string, label: string): number | string {
  if (text === '') return `\`${label}\` has no ${name}`;
  if (axis.style === 'letter') {
    // Lower case is read so the canonical check below can suggest the right spelling.
    if (!/^[A-Za-z]+$/.test(text)) return `\`${label}\`: \`${text}\` is not a ${name} letter`;
    const unused = [...text.toUpperCase()].find((c) => (axis.skip ?? '').toUpperCase().includes(c));
    if (unused) return `\`${label}\`: the ${name} letters of this map leave out ${unused}`;
    return lettersToNumber(text.toUpperCase(), alphabetOf(axis));
  }
  return /^[0-9]+$/.test(text) ? Number(text) : `\`${label}\`: \`${text}\` is not a ${name} number`;
}

function valueRange(name: AxisName, axis: LabelAxis, area: LabelArea): string {
  const last = originOf(axis) + AXES[name].extent(area) - 1;
  return `${AXES[name].plural} ${formatValue(axis, originOf(axis))}–${formatValue(axis, last)}`;
}

/** Reads a label written in `scheme` for `area`: the local column/row, or why the text is not a label of that area. */
export function parseLabel(scheme: LabelScheme, label: string, area: LabelArea): ParsedLabel {
  const prefix = scheme.prefix ?? '';
  if (!label.startsWith(prefix)) return fail(`\`${label}\` does not start with \`${prefix}\``);
  const parts = splitParts(scheme, label, label.slice(prefix.length));
  if (typeof parts === 'string') return fail(parts);
  const [firstName, secondName] = PART_ORDER[scheme.order];
  const firstValue = parseValue(firstName, scheme[firstName], parts[0], label);
  if (typeof firstValue === 'string') return fail(firstValue);
  const secondValue = parseValue(secondName, scheme[secondName], parts[1], label);
  if (typeof secondValue === 'string') return fail(secondValue);
  const [columnValue, rowValue] = firstName === 'column' ? [firstValue, secondValue] : [secondValue, firstValue];
  const col = positionOf('column', scheme.column, columnValue, area);
  const row = positionOf('row', scheme.row, rowValue, area);
  const outside: string[] = [];
  if (!(row >= 0 && row < area.height)) outside.push(valueRange('row', scheme.row, area));
  if (!(col >= 0 && col < area.width)) outside.push(valueRange('column', scheme.column, area));
  const areaName = area.name ?? 'this map';
  if (outside.length > 0) return fail(`\`${label}\` is outside ${areaName} (${outside.join('; ')})`);
  const canonical = formatLabel(scheme, { col, row }, area);
  if (canonical !== label) return fail(`\`${label}\` is not how ${areaName} writes that hex: did you mean \`${canonical}\`?`);
  return { ok: true, offset: { col, row } };
}

const isWholeNumber = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

function checkAxis(name: AxisName, axis: LabelAxis | undefined): string[] {
  if (typeof axis !== 'object' || axis === null) return [`the ${name} axis is missing`];
  const problems: string[] = [];
  const facts = AXES[name];
  if (axis.style !== 'number' && axis.style !== 'letter') problems.push(`${name}.style must be 'number' or 'letter', not ${JSON.stringify(axis.style)}`);
  if (axis.direction !== undefined && axis.direction !== facts.forward && axis.direction !== facts.backward) {
    problems.push(`${name}.direction must be '${facts.forward}' or '${facts.backward}', not ${JSON.stringify(axis.direction)}`);
  }
  if (axis.origin !== undefined && !isWholeNumber(axis.origin)) problems.push(`${name}.origin must be a whole number`);
  else if (axis.style === 'letter' && originOf(axis) < 1) problems.push(`${name}.origin must be at least 1 for letters (1 = A)`);
  else if (axis.style === 'number' && originOf(axis) < 0) problems.push(`${name}.origin must not be negative`);
  if (axis.digits !== undefined && !(isWholeNumber(axis.digits) && axis.digits >= 0)) problems.push(`${name}.digits must be a whole number ≥ 0`);
  else if (axis.style === 'letter' && (axis.digits ?? 0) !== 0) problems.push(`${name}.digits pads numbers only; remove it from a letter axis`);
  if (axis.skip !== undefined) {
    if (axis.style !== 'letter') problems.push(`${name}.skip leaves out letters, so it belongs on a letter axis only`);
    else if (typeof axis.skip !== 'string' || !/^[A-Za-z]*$/.test(axis.skip)) problems.push(`${name}.skip must be letters, such as "J"`);
    else if (alphabetOf(axis).length < 2) problems.push(`${name}.skip leaves fewer than two letters to count with`);
  }
  return problems;
}

/**
 * Why a scheme cannot label unambiguously (empty when it can). Give `area` to
 * also check that padded numbers fit their width on that area.
 */
export function checkLabelScheme(scheme: LabelScheme, area?: LabelArea): string[] {
  if (typeof scheme !== 'object' || scheme === null) return ['the labelling scheme is missing'];
  if (!Object.hasOwn(PART_ORDER, scheme.order)) return [`order must be 'column-row' or 'row-column', not ${JSON.stringify(scheme.order)}`];
  const problems = [...checkAxis('column', scheme.column), ...checkAxis('row', scheme.row)];
  if (scheme.prefix !== undefined && typeof scheme.prefix !== 'string') problems.push('prefix must be a string');
  if (scheme.separator !== undefined && typeof scheme.separator !== 'string') problems.push('separator must be a string');
  if (problems.length > 0) return problems;

  const separator = separatorOf(scheme);
  if (/[A-Za-z0-9]/.test(separator)) {
    problems.push(`separator \`${separator}\` contains a letter or digit, which would be read as part of the column or row`);
  }
  const [firstName, secondName] = PART_ORDER[scheme.order];
  const first = scheme[firstName];
  const second = scheme[secondName];
  if (separator === '' && first.style === second.style) {
    if (first.style === 'letter') {
      problems.push(
        `with no separator two letter parts run together (\`ABC\` could be ${firstName} A, ${secondName} BC or ${firstName} AB, ${secondName} C): set a separator`,
      );
    } else if ((first.digits ?? 0) === 0) {
      problems.push(
        `with no separator the ${firstName} part needs a fixed width (\`1217\` could be ${firstName} 1, ${secondName} 217 or ${firstName} 12, ${secondName} 17): set ${firstName}.digits or a separator`,
      );
    } else if (area !== undefined) {
      const last = originOf(first) + AXES[firstName].extent(area) - 1;
      const width = String(last).length;
      if (width > (first.digits ?? 0)) {
        problems.push(
          `${AXES[firstName].plural} of ${area.name ?? 'this map'} run up to ${last}, which needs ${width} digits but ${firstName}.digits is ${first.digits}; with no separator the labels would be ambiguous`,
        );
      }
    }
  }
  return problems;
}
