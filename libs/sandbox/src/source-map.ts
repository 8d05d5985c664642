import type { SourceLocation } from './errors';

/** The subset of a version-3 source map that esbuild writes and this module reads. */
export interface RawSourceMap {
  version: number;
  sources: string[];
  mappings: string;
}

export interface Segment {
  generatedColumn: number;
  source: number;
  line: number;
  column: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUES = new Map([...BASE64].map((c, i) => [c, i] as const));

/** Decodes the `mappings` field into segments per generated line (0-based columns and lines). */
export function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  let line = 0;
  let column = 0;
  for (const lineText of mappings.split(';')) {
    const segments: Segment[] = [];
    let generatedColumn = 0;
    if (lineText.length > 0) {
      for (const segmentText of lineText.split(',')) {
        if (segmentText.length === 0) continue;
        const fields = decodeVlq(segmentText);
        generatedColumn += fields[0] ?? 0;
        if (fields.length >= 4) {
          source += fields[1] ?? 0;
          line += fields[2] ?? 0;
          column += fields[3] ?? 0;
          segments.push({ generatedColumn, source, line, column });
        }
      }
    }
    segments.sort((a, b) => a.generatedColumn - b.generatedColumn);
    lines.push(segments);
  }
  return lines;
}

/** Encodes segments per generated line (as {@link decodeMappings} gives them) into a `mappings` field. */
export function encodeMappings(lines: readonly (readonly Segment[])[]): string {
  let source = 0;
  let line = 0;
  let column = 0;
  const out: string[] = [];
  for (const segments of lines) {
    let generatedColumn = 0;
    const parts: string[] = [];
    for (const segment of segments) {
      parts.push(
        encodeVlq(segment.generatedColumn - generatedColumn) +
          encodeVlq(segment.source - source) +
          encodeVlq(segment.line - line) +
          encodeVlq(segment.column - column),
      );
      generatedColumn = segment.generatedColumn;
      source = segment.source;
      line = segment.line;
      column = segment.column;
    }
    out.push(parts.join(','));
  }
  return out.join(';');
}

function encodeVlq(value: number): string {
  let rest = value < 0 ? -value * 2 + 1 : value * 2;
  let text = '';
  do {
    let digit = rest % 32;
    rest = Math.floor(rest / 32);
    if (rest > 0) digit += 32;
    text += BASE64.charAt(digit);
  } while (rest > 0);
  return text;
}

function decodeVlq(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64_VALUES.get(char);
    if (digit === undefined) throw new SyntaxError(`Invalid base64 VLQ character ${JSON.stringify(char)}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
    } else {
      const negative = value % 2 === 1;
      const magnitude = Math.floor(value / 2);
      values.push(negative ? -magnitude : magnitude);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** A frame of a QuickJS stack: `    at fn (file:line:column)`, `    at file:line:column` or `    at fn (native)`. */
interface Frame {
  functionName: string | undefined;
  file: string;
  line: number | undefined;
  column: number | undefined;
}

const FRAME_WITH_NAME = /^\s*at (.*?) \((.*?)(?::(\d+)(?::(\d+))?)?\)\s*$/;
const FRAME_WITHOUT_NAME = /^\s*at (.*?)(?::(\d+)(?::(\d+))?)?\s*$/;

function parseFrame(text: string): Frame | undefined {
  let match = FRAME_WITH_NAME.exec(text);
  if (match) {
    return { functionName: match[1], file: match[2] ?? '', line: toInt(match[3]), column: toInt(match[4]) };
  }
  match = FRAME_WITHOUT_NAME.exec(text);
  if (match) return { functionName: undefined, file: match[1] ?? '', line: toInt(match[2]), column: toInt(match[3]) };
  return undefined;
}

function toInt(text: string | undefined): number | undefined {
  return text === undefined ? undefined : Number.parseInt(text, 10);
}

export interface MappedStack {
  /** The stack with the bundle's frames rewritten to original files, internal frames removed. */
  stack: string;
  /** The first frame that lies in one of the mod's own files. */
  location: SourceLocation | undefined;
}

/**
 * Maps positions in the bundled mod back to the mod's original files, and
 * rewrites QuickJS stacks accordingly.
 */
export class SourceMapper {
  readonly #lines: Segment[][];
  readonly #sources: string[];

  /**
   * @param map the bundle's source map
   * @param generatedFile the name the bundle was evaluated under (what QuickJS prints in stacks)
   * @param internalFiles files whose frames are dropped from stacks (the sandbox's own glue)
   * @param ownFile which original files are the mod's own, to locate an error in (all, unless
   *   the bundle holds more, as native mode's holds the SDK)
   */
  constructor(
    map: RawSourceMap,
    readonly generatedFile: string,
    readonly internalFiles: ReadonlySet<string> = new Set(),
    readonly ownFile: (file: string) => boolean = () => true,
  ) {
    this.#lines = decodeMappings(map.mappings);
    this.#sources = map.sources.map(stripNamespace);
  }

  /** Original position of a 1-based line and column of the bundle. */
  original(line: number, column: number): SourceLocation | undefined {
    const segments = this.#lines[line - 1];
    if (!segments || segments.length === 0) return undefined;
    let best: Segment | undefined = segments[0];
    for (const segment of segments) {
      if (segment.generatedColumn <= column - 1) best = segment;
      else break;
    }
    if (!best) return undefined;
    const file = this.#sources[best.source];
    if (file === undefined) return undefined;
    return { file, line: best.line + 1, column: best.column + 1 };
  }

  mapStack(stack: string | undefined): MappedStack {
    if (stack === undefined) return { stack: '', location: undefined };
    const out: string[] = [];
    let location: SourceLocation | undefined;
    for (const text of stack.split('\n')) {
      if (text.trim() === '') continue;
      const frame = parseFrame(text);
      if (!frame) {
        out.push(text);
        continue;
      }
      if (this.internalFiles.has(frame.file)) {
        // On top of the stack, the sandbox's own code that threw for the mod (its
        // Math.random): the mod's frames follow.
        if (out.length === 0) continue;
        // Everything from here down is the sandbox's own machinery, and so are
        // the native frames (Reflect.apply, JSON.stringify) just above it.
        while (out.length > 0 && out[out.length - 1]?.endsWith('(native)')) out.pop();
        break;
      }
      if (frame.file === this.generatedFile && frame.line !== undefined) {
        const original = this.original(frame.line, frame.column ?? 1);
        if (original) {
          if (this.ownFile(original.file)) location ??= original;
          out.push(formatFrame(frame.functionName, `${original.file}:${original.line}:${original.column}`));
          continue;
        }
      }
      const where = frame.line === undefined ? frame.file : `${frame.file}:${frame.line}${frame.column === undefined ? '' : `:${frame.column}`}`;
      out.push(formatFrame(frame.functionName, where));
    }
    return { stack: out.join('\n'), location };
  }
}

function formatFrame(functionName: string | undefined, where: string): string {
  return functionName === undefined ? `    at ${where}` : `    at ${functionName} (${where})`;
}

/** esbuild names virtual files `namespace:path`; the mod's files live in the `mod` namespace. */
function stripNamespace(source: string): string {
  return source.startsWith('mod:') ? source.slice('mod:'.length) : source;
}
