// Writes a document back into the text it was read from, changing only what changed.
// Untouched members keep their bytes (layout, key order, number spelling, escapes), so
// saving an unchanged document reproduces the file exactly and a one-hex edit is a
// one-hex diff in code review. New members are laid out like their neighbours: the
// separators of the container they join, its indentation, its one-line or one-per-line
// layout, and in key order when the container's keys (three or more) are already sorted (hex labels).
import { parseTree, type Node, type ParseError } from 'jsonc-parser';
import { defaultJsonStyle, formatJson, formatJsonInline, formatJsonValue, type JsonStyle } from './format';
import { isJsonObject } from './pointer';

/** A replacement of `length` characters at `offset` by `text`. */
interface TextEdit {
  offset: number;
  length: number;
  text: string;
}

/** Writes values of one document in the layout of its base text. */
export interface JsonTextWriter {
  /** The text the writer edits. */
  readonly baseText: string;
  /** The layout read off the base text, used for everything new. */
  readonly style: JsonStyle;
  /** The text of `value`: the base text with the smallest edits that make it say `value`. */
  write(value: unknown): string;
}

function parse(text: string): Node | undefined {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  return errors.length === 0 ? tree : undefined;
}

/** Reads the layout of a JSON text: indentation unit, line ends, final newline, inline scalar arrays. */
export function detectJsonStyle(text: string, tree: Node | undefined = parse(text)): JsonStyle {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indents = [...text.matchAll(/\n([ \t]+)\S/g)].map((m) => m[1] as string);
  const indent = indents.length > 0 ? indents.reduce((a, b) => (b.length < a.length ? b : a)) : defaultJsonStyle.indent;
  let inline = 0;
  let spread = 0;
  const visit = (node: Node): void => {
    if (node.type === 'array' && node.children && node.children.length >= 2 && node.children.every((c) => c.type !== 'object' && c.type !== 'array')) {
      if (text.slice(node.offset, node.offset + node.length).includes('\n')) spread++;
      else inline++;
    }
    node.children?.forEach(visit);
  };
  if (tree) visit(tree);
  return { ...defaultJsonStyle, indent, eol, finalNewline: /\r?\n$/.test(text) || text.length === 0, inlineScalarArrays: inline > spread };
}

/** Creates a writer for one document's text (parse once, write many times). */
export function createJsonTextWriter(baseText: string): JsonTextWriter {
  const tree = parse(baseText);
  const style = detectJsonStyle(baseText, tree);
  return {
    baseText,
    style,
    write(value: unknown): string {
      if (!tree) return formatJson(value, style);
      const edits: TextEdit[] = [];
      new Differ(baseText, style, edits).node(tree, value);
      return applyEdits(baseText, edits);
    },
  };
}

/** Writes `value` into `baseText` (see {@link createJsonTextWriter}); a fresh file when there is no base. */
export function writeJsonText(baseText: string | undefined, value: unknown, style?: JsonStyle): string {
  if (baseText === undefined) return formatJson(value, style);
  return createJsonTextWriter(baseText).write(value);
}

function applyEdits(text: string, edits: TextEdit[]): string {
  if (edits.length === 0) return text;
  // At one offset, insertions go before a deletion that starts there.
  edits.sort((a, b) => a.offset - b.offset || a.length - b.length);
  let out = '';
  let cursor = 0;
  for (const edit of edits) {
    if (edit.offset < cursor) throw new Error(`overlapping JSON text edits at ${edit.offset}`);
    out += text.slice(cursor, edit.offset) + edit.text;
    cursor = edit.offset + edit.length;
  }
  return out + text.slice(cursor);
}

const end = (node: Node): number => node.offset + node.length;

/** True when a parsed node holds exactly `value` (no value is built). */
function nodeEquals(node: Node, value: unknown): boolean {
  switch (node.type) {
    case 'object': {
      if (!isJsonObject(value)) return false;
      const props = node.children ?? [];
      const keys = Object.keys(value).filter((k) => value[k] !== undefined);
      if (props.length !== keys.length) return false;
      return props.every((p) => {
        const [key, child] = p.children ?? [];
        return (
          key !== undefined &&
          child !== undefined &&
          Object.prototype.hasOwnProperty.call(value, key.value as string) &&
          nodeEquals(child, value[key.value as string])
        );
      });
    }
    case 'array': {
      if (!Array.isArray(value)) return false;
      const items = node.children ?? [];
      return items.length === value.length && items.every((item, i) => nodeEquals(item, value[i]));
    }
    default:
      return node.value === value;
  }
}

/** Walks the base tree beside the new value and records the edits between them. */
class Differ {
  constructor(
    private readonly text: string,
    private readonly style: JsonStyle,
    private readonly edits: TextEdit[],
  ) {}

  /** The leading whitespace of the line holding `offset`. */
  private lineIndent(offset: number): string {
    const start = this.text.lastIndexOf('\n', offset - 1) + 1;
    return /^[ \t]*/.exec(this.text.slice(start, offset))?.[0] ?? '';
  }

  private column(offset: number): number {
    return offset - (this.text.lastIndexOf('\n', offset - 1) + 1);
  }

  private isOneLine(node: Node): boolean {
    return !this.text.slice(node.offset, end(node)).includes('\n');
  }

  /** `value` laid out to start at `offset`, one-line when its container is. */
  private valueText(value: unknown, offset: number, oneLine: boolean): string {
    if (oneLine) return formatJsonInline(value);
    return formatJsonValue(value, this.style, this.lineIndent(offset), this.column(offset));
  }

  private replace(node: Node, value: unknown): void {
    // A non-empty container written on one line stays on one line.
    const wasOneLine = (node.type === 'object' || node.type === 'array') && (node.children?.length ?? 0) > 0 && this.isOneLine(node);
    this.edits.push({ offset: node.offset, length: node.length, text: this.valueText(value, node.offset, wasOneLine) });
  }

  node(node: Node, value: unknown): void {
    if (node.type === 'object' && isJsonObject(value)) return this.object(node, value);
    if (node.type === 'array' && Array.isArray(value)) return this.array(node, value);
    if (node.type !== 'object' && node.type !== 'array' && node.value === value) return;
    this.replace(node, value);
  }

  /** The text between two neighbouring children (`,\n    ` or `, `), to join new ones the same way. */
  private separator(container: Node, children: Node[]): string {
    const [a, b] = children;
    if (a && b) {
      const between = this.text.slice(end(a), b.offset);
      if (/^\s*,\s*$/.test(between)) return between;
    }
    if (a && !this.isOneLine(container)) return `,${this.style.eol}${this.lineIndent(a.offset)}`;
    return ', ';
  }

  /** Removes runs of children (`gone[i]` marks child i) with the separators that joined them; some child survives. */
  private removeRuns(children: Node[], gone: boolean[]): void {
    let i = 0;
    while (i < children.length) {
      if (!gone[i]) {
        i++;
        continue;
      }
      let j = i;
      while (j + 1 < children.length && gone[j + 1]) j++;
      const after = children[j + 1];
      const before = children[i - 1];
      const first = children[i] as Node;
      const last = children[j] as Node;
      if (after) this.edits.push({ offset: first.offset, length: after.offset - first.offset, text: '' });
      else if (before) this.edits.push({ offset: end(before), length: end(last) - end(before), text: '' });
      i = j + 1;
    }
  }

  private object(node: Node, value: Record<string, unknown>): void {
    const props = node.children ?? [];
    const present = (k: string) => Object.prototype.hasOwnProperty.call(value, k) && value[k] !== undefined;
    const keyOf = (p: Node) => (p.children?.[0]?.value as string) ?? '';
    const baseKeys = new Set(props.map(keyOf));
    const gone = props.map((p) => !present(keyOf(p)));
    const added = Object.keys(value).filter((k) => value[k] !== undefined && !baseKeys.has(k));
    if (added.length === 0 && !gone.includes(true)) {
      for (const p of props) {
        const child = p.children?.[1];
        if (child) this.node(child, value[keyOf(p)]);
      }
      return;
    }
    const survivors = props.filter((_, i) => !gone[i]);
    if (survivors.length === 0) return this.replace(node, value);
    for (const p of survivors) {
      const child = p.children?.[1];
      if (child) this.node(child, value[keyOf(p)]);
    }
    this.removeRuns(props, gone);
    if (added.length === 0) return;

    const oneLine = this.isOneLine(node);
    const sep = this.separator(node, props);
    const first = props[0]?.children;
    const colon = first?.[0] && first[1] ? this.text.slice(end(first[0]), first[1].offset) : ': ';
    const item = (k: string, at: number) => {
      const head = JSON.stringify(k) + colon;
      if (oneLine) return head + formatJsonInline(value[k]);
      const indent = this.lineIndent(at);
      return head + formatJsonValue(value[k], this.style, indent, indent.length + head.length);
    };
    const keys = props.map(keyOf);
    const sorted = keys.length >= 3 && keys.every((k, i) => i === 0 || (keys[i - 1] as string) < k);
    // Group the new keys by the survivor they go before (sorted) or after the last one.
    const before = new Map<Node, string[]>();
    const after: string[] = [];
    for (const k of sorted ? [...added].sort() : added) {
      const next = sorted ? survivors.find((p) => keyOf(p) > k) : undefined;
      if (next) before.set(next, [...(before.get(next) ?? []), k]);
      else after.push(k);
    }
    for (const [next, ks] of before) this.edits.push({ offset: next.offset, length: 0, text: ks.map((k) => item(k, next.offset) + sep).join('') });
    const last = survivors[survivors.length - 1] as Node;
    if (after.length > 0) this.edits.push({ offset: end(last), length: 0, text: after.map((k) => sep + item(k, last.offset)).join('') });
  }

  private array(node: Node, value: unknown[]): void {
    const items = node.children ?? [];
    const n = items.length;
    const m = value.length;
    if (n === 0 && m === 0) return;
    if (n === 0 || m === 0) return this.replace(node, value);
    if (n === m) {
      items.forEach((item, i) => this.node(item, value[i]));
      return;
    }
    let p = 0;
    while (p < Math.min(n, m) && nodeEquals(items[p] as Node, value[p])) p++;
    let s = 0;
    while (s < Math.min(n, m) - p && nodeEquals(items[n - 1 - s] as Node, value[m - 1 - s])) s++;
    const paired = Math.min(n - s - p, m - s - p);
    for (let t = 0; t < paired; t++) this.node(items[p + t] as Node, value[p + t]);
    if (n - s - p > paired) {
      this.removeRuns(
        items,
        items.map((_, i) => i >= p + paired && i < n - s),
      );
      return;
    }
    const inserted = value.slice(p + paired, m - s);
    const oneLine = this.isOneLine(node);
    const sep = this.separator(node, items);
    const anchor = items[p + paired - 1];
    const text = (v: unknown, at: number) => this.valueText(v, at, oneLine);
    if (anchor) {
      this.edits.push({ offset: end(anchor), length: 0, text: inserted.map((v) => sep + text(v, anchor.offset)).join('') });
    } else {
      const next = items[p + paired] as Node;
      this.edits.push({ offset: next.offset, length: 0, text: inserted.map((v) => text(v, next.offset) + sep).join('') });
    }
  }
}
