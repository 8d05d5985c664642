// How the studio writes JSON it creates: the style of the files in mods/ (what
// `JSON.stringify(value, null, 2)` prints, plus a final newline), with one optional
// readability rule — arrays of short scalars on one line — that documents opt into by
// already using it. The output depends only on the value and the style, so saving twice
// gives the same bytes.
import { isJsonObject } from './pointer';

/** How a document is laid out. {@link detectJsonStyle} reads it off an existing file. */
export interface JsonStyle {
  /** One level of indentation. */
  readonly indent: string;
  readonly eol: '\n' | '\r\n';
  /** Whether the file ends with a line break. */
  readonly finalNewline: boolean;
  /** Write arrays of short scalars (`["plains", "village"]`) on one line when they fit. */
  readonly inlineScalarArrays: boolean;
  /** The longest line an inline array may make. */
  readonly maxLineLength: number;
}

/** The house style: two spaces, `\n`, a final newline, one item per line. */
export const defaultJsonStyle: JsonStyle = Object.freeze({ indent: '  ', eol: '\n', finalNewline: true, inlineScalarArrays: false, maxLineLength: 100 });

/** Strings longer than this never go into an inline array. */
const shortString = 32;

function isScalar(value: unknown): boolean {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** True for an array the inline rule may put on one line: one or more short scalars (strings, numbers, booleans, null). */
export function isShortScalarArray(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length >= 1 && value.every((v) => isScalar(v) && (typeof v !== 'string' || v.length <= shortString));
}

/** Members JSON keeps: `undefined` and functions are dropped, as `JSON.stringify` does. */
function entriesOf(value: Record<string, unknown>): [string, unknown][] {
  return Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
}

/** A scalar as JSON text (`undefined` inside arrays becomes `null`, as in `JSON.stringify`). */
function scalarText(value: unknown): string {
  if (value === undefined || typeof value === 'function' || (typeof value === 'number' && !Number.isFinite(value))) return 'null';
  return JSON.stringify(value);
}

/** A value on one line: `{"a": 1, "b": [1, 2]}` — the separators of hand-written compact JSON. */
export function formatJsonInline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(formatJsonInline).join(', ')}]`;
  if (isJsonObject(value))
    return `{${entriesOf(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${formatJsonInline(v)}`)
      .join(', ')}}`;
  return scalarText(value);
}

/**
 * A value laid out over lines, for a place in a file where the line it starts on is
 * indented by `lineIndent` and `column` characters are already written before it.
 * Nested lines get one more `style.indent` per level.
 */
export function formatJsonValue(value: unknown, style: JsonStyle = defaultJsonStyle, lineIndent = '', column = lineIndent.length): string {
  const { indent, eol } = style;
  const write = (v: unknown, here: string, col: number): string => {
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      if (style.inlineScalarArrays && isShortScalarArray(v)) {
        const inline = formatJsonInline(v);
        // The closing `,` that may follow counts towards the line.
        if (col + inline.length + 1 <= style.maxLineLength) return inline;
      }
      const inner = here + indent;
      return `[${eol}${v.map((item) => inner + write(item, inner, inner.length)).join(`,${eol}`)}${eol}${here}]`;
    }
    if (isJsonObject(v)) {
      const entries = entriesOf(v);
      if (entries.length === 0) return '{}';
      const inner = here + indent;
      return `{${eol}${entries
        .map(([k, item]) => {
          const key = `${JSON.stringify(k)}: `;
          return inner + key + write(item, inner, inner.length + key.length);
        })
        .join(`,${eol}`)}${eol}${here}}`;
    }
    return scalarText(v);
  };
  return write(value, lineIndent, column);
}

/** A whole document in a style, with its final newline. */
export function formatJson(value: unknown, style: JsonStyle = defaultJsonStyle): string {
  return formatJsonValue(value, style) + (style.finalNewline ? style.eol : '');
}
