import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { isPointer, pointerJoin, pointerTokens } from './json-pointer';
import { error, type Problem, type UnlocatedProblem } from './problem';

/** A JSON text parsed with positions, so problems found by pointer can be shown at a line and column. */
export interface JsonSource {
  file: string;
  text: string;
  /** The parsed value; undefined when the text is not JSON. */
  value: unknown;
  /** Syntax errors and duplicate members, already located. */
  problems: Problem[];
  /** Line and column (1-based) of the value at a pointer, or of its nearest existing parent. */
  locate(pointer: string, at?: 'value' | 'key'): { line: number; column: number };
  /** Turns an unlocated problem into a located one. */
  place(problem: UnlocatedProblem): Problem;
}

const messages: Record<string, string> = {
  InvalidSymbol: 'an unexpected character',
  InvalidNumberFormat: 'a malformed number',
  PropertyNameExpected: 'a member name in double quotes was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon was expected after the member name',
  CommaExpected: 'a comma was expected between members or items',
  CloseBraceExpected: 'a closing brace `}` was expected',
  CloseBracketExpected: 'a closing bracket `]` was expected',
  EndOfFileExpected: 'the text goes on after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number is cut short',
  InvalidUnicode: 'an invalid unicode escape',
  InvalidEscapeCharacter: 'an invalid escape character',
  InvalidCharacter: 'an invalid character in a string',
};

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function positionAt(starts: number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
}

/**
 * How deep arrays and objects may nest. No format needs more than a dozen levels; the limit
 * keeps every recursive walk over a document (the parser, Ajv, deep equality, hashing) far
 * from the call-stack limit, whatever a file holds.
 */
export const MAX_JSON_DEPTH = 512;

/**
 * The offset of the first `[` or `{` that nests deeper than {@link MAX_JSON_DEPTH}, found by
 * one pass over the text without recursion (strings and comments skipped), or undefined.
 */
export function offsetTooDeep(text: string, limit = MAX_JSON_DEPTH): number | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 92 /* \ */) i++;
        else if (d === 34 || d === 10) break;
      }
    } else if (c === 47 /* / */ && text.charCodeAt(i + 1) === 47) {
      while (i < text.length && text.charCodeAt(i) !== 10) i++;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42 /* * */) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return i;
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      depth--;
    }
  }
  return undefined;
}

/** Finds members that appear twice in one object, walking the tree with a stack (no recursion). */
function duplicateMembers(root: Node, out: UnlocatedProblem[]): void {
  const stack: { node: Node; pointer: string }[] = [{ node: root, pointer: '' }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { node, pointer } = top;
    if (node.type === 'object') {
      const seen = new Set<string>();
      const children: { node: Node; pointer: string }[] = [];
      for (const property of node.children ?? []) {
        const key = property.children?.[0]?.value as string;
        const child = pointerJoin(pointer, key);
        if (seen.has(key)) {
          out.push(
            error(child, 'duplicate-member', `member \`${key}\` appears twice in the same object; JSON keeps only the last one, so remove or rename the other`),
          );
        }
        seen.add(key);
        const value = property.children?.[1];
        if (value) children.push({ node: value, pointer: child });
      }
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as { node: Node; pointer: string });
    } else if (node.type === 'array') {
      const items = node.children ?? [];
      for (let index = items.length - 1; index >= 0; index--) stack.push({ node: items[index] as Node, pointer: pointerJoin(pointer, index) });
    }
  }
}

/**
 * The child of an object or array node named by one pointer token. Each object's members
 * are indexed on first use, so locating many problems in a large object stays linear
 * (jsonc-parser's `findNodeAtLocation` scans the members each time). The last of
 * duplicate members wins, as in the parsed value.
 */
function childOf(node: Node, token: string, index: WeakMap<Node, Map<string, Node>>): Node | undefined {
  if (node.type === 'array') return /^(0|[1-9]\d*)$/.test(token) ? node.children?.[Number(token)] : undefined;
  if (node.type !== 'object') return undefined;
  let members = index.get(node);
  if (!members) {
    members = new Map();
    for (const property of node.children ?? []) {
      const key = property.children?.[0]?.value;
      const value = property.children?.[1];
      if (typeof key === 'string' && value) members.set(key, value);
    }
    index.set(node, members);
  }
  return members.get(token);
}

/** Parses a JSON document, reporting where it breaks in words a person can act on. */
export function parseJsonSource(file: string, text: string): JsonSource {
  const starts = lineStarts(text);
  const problems: Problem[] = [];
  // Checked before parsing: the parser and every walk after it recurse once per level.
  const deep = offsetTooDeep(text);
  if (deep !== undefined) {
    problems.push({
      file,
      ...positionAt(starts, deep),
      pointer: '',
      severity: 'error',
      code: 'too-deep',
      message: `this JSON is nested deeper than ${MAX_JSON_DEPTH} levels here (arrays and objects inside each other), so it is not read; no format needs so many levels: flatten the data or regenerate the file`,
    });
  }
  const errors: ParseError[] = [];
  const tree = deep === undefined ? parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false }) : undefined;
  // Only the first syntax error is reported: the ones after it are usually its echoes.
  for (const e of errors.slice(0, 1)) {
    const where = positionAt(starts, e.offset);
    const what = messages[printParseErrorCode(e.error)] ?? printParseErrorCode(e.error);
    problems.push({ file, ...where, pointer: '', severity: 'error', code: 'not-json', message: `this is not valid JSON: ${what} here` });
  }
  let value: unknown;
  if (deep === undefined && errors.length === 0) {
    try {
      value = JSON.parse(text);
    } catch (cause) {
      problems.push({
        file,
        line: 1,
        column: 1,
        pointer: '',
        severity: 'error',
        code: 'not-json',
        message: `this is not valid JSON: ${(cause as Error).message}`,
      });
    }
  }

  const members = new WeakMap<Node, Map<string, Node>>();
  const nodeAt = (pointer: string): Node | undefined => {
    if (!tree) return undefined;
    // A malformed pointer from a check must not stop the report: show its problem at the top.
    const tokens = isPointer(pointer) ? pointerTokens(pointer) : [];
    // Walk down as far as the pointer exists, so a missing member is shown at its parent.
    let current: Node = tree;
    for (const token of tokens) {
      const next = childOf(current, token, members);
      if (!next) break;
      current = next;
    }
    return current;
  };

  const locate = (pointer: string, at: 'value' | 'key' = 'value') => {
    const node = nodeAt(pointer);
    if (!node) return { line: 1, column: 1 };
    const keyNode = at === 'key' && node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    return positionAt(starts, (keyNode ?? node).offset);
  };

  const place = (problem: UnlocatedProblem): Problem => {
    const at = problem.code === 'unknown-member' || problem.code === 'duplicate-member' ? 'key' : 'value';
    return { file, ...locate(problem.pointer, at), ...problem };
  };

  if (tree && errors.length === 0) {
    const duplicates: UnlocatedProblem[] = [];
    duplicateMembers(tree, duplicates);
    problems.push(...duplicates.map(place));
  }
  return { file, text, value, problems, locate, place };
}
