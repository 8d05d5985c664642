/**
 * Marks every `throw` of a bundled mod so that a thrown value without a stack of its
 * own (`null`, a Symbol, a string, a plain object) can still be placed at its line.
 *
 * QuickJS records a backtrace only in Error objects. The bundle is parsed with acorn
 * and each `throw value` becomes `throw __kriegsspielThrow(value)`; the prelude's
 * `__kriegsspielThrow` notes the value and a stack taken there, and returns the value
 * unchanged, so what the mod throws and catches is exactly what it wrote. The source
 * map is shifted by the inserted text, so every other position still maps to its
 * original place.
 */
import { parse, type Node } from 'acorn';
import { decodeMappings, encodeMappings } from './source-map';

/** The prelude's global that notes a thrown value (see `guest/prelude.ts`). */
export const THROW_MARK = '__kriegsspielThrow';

interface Insertion {
  /** Offset in the code. */
  offset: number;
  /** 0-based line and column of that offset. */
  line: number;
  column: number;
  text: string;
}

interface ThrowNode extends Node {
  argument: Node & { loc?: { start: { line: number; column: number }; end: { line: number; column: number } } | null };
}

function throwArguments(root: Node): ThrowNode['argument'][] {
  const found: ThrowNode['argument'][] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    if (typeof value !== 'object' || value === null || typeof (value as { type?: unknown }).type !== 'string') continue;
    const node = value as Node & Record<string, unknown>;
    if (node.type === 'ThrowStatement') found.push((node as unknown as ThrowNode).argument);
    for (const key in node) {
      if (key === 'loc' || key === 'type') continue;
      const child = node[key];
      if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return found;
}

/**
 * The bundle with its throws marked, and its source map's mappings shifted to match.
 * Code acorn cannot parse (it parsed as esbuild's own output, so this is not expected)
 * is returned unchanged.
 */
export function markThrowSites(code: string, mappings: string): { code: string; mappings: string } {
  let program: Node;
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  } catch {
    return { code, mappings };
  }
  const insertions: Insertion[] = [];
  for (const argument of throwArguments(program)) {
    const loc = argument.loc;
    if (!loc) continue;
    insertions.push({ offset: argument.start, line: loc.start.line - 1, column: loc.start.column, text: `${THROW_MARK}(` });
    insertions.push({ offset: argument.end, line: loc.end.line - 1, column: loc.end.column, text: ')' });
  }
  if (insertions.length === 0) return { code, mappings };
  insertions.sort((a, b) => a.offset - b.offset);

  let marked = '';
  let from = 0;
  for (const insertion of insertions) {
    marked += code.slice(from, insertion.offset) + insertion.text;
    from = insertion.offset;
  }
  marked += code.slice(from);

  const lines = decodeMappings(mappings);
  const byLine = new Map<number, Insertion[]>();
  for (const insertion of insertions) {
    const list = byLine.get(insertion.line) ?? [];
    list.push(insertion);
    byLine.set(insertion.line, list);
  }
  for (const [line, list] of byLine) {
    const segments = lines[line];
    if (!segments) continue;
    // A segment at or after an insertion point moves right by the inserted text.
    for (const segment of segments) {
      let shift = 0;
      for (const insertion of list) if (insertion.column <= segment.generatedColumn) shift += insertion.text.length;
      segment.generatedColumn += shift;
    }
  }
  return { code: marked, mappings: encodeMappings(lines) };
}
