import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
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

function duplicateMembers(node: Node | undefined, pointer: string, out: UnlocatedProblem[]): void {
  if (!node) return;
  if (node.type === 'object') {
    const seen = new Set<string>();
    for (const property of node.children ?? []) {
      const key = property.children?.[0]?.value as string;
      const child = pointerJoin(pointer, key);
      if (seen.has(key)) {
        out.push(
          error(child, 'duplicate-member', `member \`${key}\` appears twice in the same object; JSON keeps only the last one, so remove or rename the other`),
        );
      }
      seen.add(key);
      duplicateMembers(property.children?.[1], child, out);
    }
  } else if (node.type === 'array') {
    (node.children ?? []).forEach((item, index) => duplicateMembers(item, pointerJoin(pointer, index), out));
  }
}

/** Parses a JSON document, reporting where it breaks in words a person can act on. */
export function parseJsonSource(file: string, text: string): JsonSource {
  const starts = lineStarts(text);
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const problems: Problem[] = [];
  // Only the first syntax error is reported: the ones after it are usually its echoes.
  for (const e of errors.slice(0, 1)) {
    const where = positionAt(starts, e.offset);
    const what = messages[printParseErrorCode(e.error)] ?? printParseErrorCode(e.error);
    problems.push({ file, ...where, pointer: '', severity: 'error', code: 'not-json', message: `this is not valid JSON: ${what} here` });
  }
  let value: unknown;
  if (errors.length === 0) {
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

  const nodeAt = (pointer: string): Node | undefined => {
    if (!tree) return undefined;
    // A malformed pointer from a check must not stop the report: show its problem at the top.
    const tokens = isPointer(pointer) ? pointerTokens(pointer) : [];
    // Walk down as far as the pointer exists, so a missing member is shown at its parent.
    for (let n = tokens.length; n >= 0; n--) {
      let current: Node | undefined = tree;
      const path = tokens.slice(0, n).map((token) => token);
      for (const token of path) {
        if (!current) break;
        const next: Node | undefined = current.type === 'array' ? findNodeAtLocation(current, [Number(token)]) : findNodeAtLocation(current, [token]);
        current = next;
      }
      if (current) return current;
    }
    return tree;
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
    duplicateMembers(tree, '', duplicates);
    problems.push(...duplicates.map(place));
  }
  return { file, text, value, problems, locate, place };
}
