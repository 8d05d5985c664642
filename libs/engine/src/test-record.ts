// A scenario test's report as people read it: each failure at its line and column in the
// test file, with what was expected, what came and where they differ. Pure: the command line
// prints these records (and `--json` them), the studio shows them and links to the line.
import { escapePointerToken, type LoadedDocument, type Problem } from '@kriegsspiel/formats';
import { valueAt } from './match';
import type { RulesFailure } from './rules-failure';
import type { TestReport } from './scenario-test';

/** One failure, located in the test file. */
export interface LocatedFailure {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
  /** Where each difference lies, for an `equals` that failed. */
  differences?: string[];
  /** The failure of the rules (or of loading them), with its location in the mod's own files. */
  error?: RulesFailure;
}

/** The outcome of one test file, as `kriegsspiel test --json` prints it. */
export interface TestRecord {
  file: string;
  name: string;
  status: TestReport['status'];
  /** Why it was skipped, or why it is expected to fail. */
  note?: string;
  ms?: number;
  failures: LocatedFailure[];
}

/** How a reader names files: the test file as given, a rules error's file through `errorFile` (relative to a folder, a workspace path). */
export interface LocateOptions {
  /** How long the test took. */
  ms?: number;
  /** How a rules error's file is named for the reader; as it is by default. */
  errorFile?: (file: string) => string;
}

/** A failure at its line and column in the test file. */
export function locateFailure(doc: Pick<LoadedDocument, 'source'>, file: string, failure: Omit<LocatedFailure, 'file' | 'line' | 'column'>): LocatedFailure {
  const { line, column } = doc.source.locate(failure.pointer);
  return { file, line, column, ...failure };
}

/**
 * The record of a test that ran (or ran out of time): each failure located in the test file,
 * with the differences of an `equals` that failed on an object or an array.
 */
export function recordOfReport(
  doc: Pick<LoadedDocument<'scenario-test'>, 'source' | 'value'>,
  file: string,
  report: TestReport,
  options: LocateOptions = {},
): TestRecord {
  const failures = report.failures.map((f) => {
    const expectation = valueAt(doc.value, f.pointer).value as { equals?: unknown } | undefined;
    const exact = expectation !== null && typeof expectation === 'object' && 'equals' in expectation;
    const diff = exact && f.expected !== null && typeof f.expected === 'object' ? differences(f.expected, f.actual) : [];
    const rename = options.errorFile;
    const error = f.error?.location && rename ? { ...f.error, location: { ...f.error.location, file: rename(f.error.location.file) } } : f.error;
    return locateFailure(doc, file, { ...f, ...(diff.length > 0 ? { differences: diff } : {}), ...(error ? { error } : {}) });
  });
  return {
    file,
    name: report.name,
    status: report.status,
    ...(report.note !== undefined ? { note: report.note } : {}),
    ...(options.ms !== undefined ? { ms: Math.round(options.ms) } : {}),
    failures,
  };
}

/** A problem of a test file (not JSON, not a valid scenario test) as a located failure. */
export function problemFailure(p: Problem): LocatedFailure {
  return { file: p.file, line: p.line, column: p.column, pointer: p.pointer, message: p.message };
}

/** A value as compact JSON on one line, cut at `max` characters. */
export function compactJson(value: unknown, max = 160): string {
  const text = value === undefined ? 'nothing' : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Where two JSON values differ, as lines `/path: expected X, actual Y`, first differences
 * first, at most `limit` of them. Equal values give no lines.
 */
export function differences(expected: unknown, actual: unknown, limit = 5): string[] {
  const lines: string[] = [];
  let more = 0;
  const note = (line: string) => {
    if (lines.length < limit) lines.push(line);
    else more++;
  };
  const walk = (e: unknown, a: unknown, at: string) => {
    if (Array.isArray(e) && Array.isArray(a)) {
      for (let i = 0; i < Math.max(e.length, a.length); i++) {
        if (i >= a.length) note(`${at}/${i}: expected ${compactJson(e[i], 60)}, missing`);
        else if (i >= e.length) note(`${at}/${i}: not expected, actual ${compactJson(a[i], 60)}`);
        else walk(e[i], a[i], `${at}/${i}`);
      }
    } else if (isObject(e) && isObject(a)) {
      for (const key of new Set([...Object.keys(e), ...Object.keys(a)])) {
        const here = `${at}/${escapePointerToken(key)}`;
        if (!(key in a)) note(`${here}: expected ${compactJson(e[key], 60)}, missing`);
        else if (!(key in e)) note(`${here}: not expected, actual ${compactJson(a[key], 60)}`);
        else walk(e[key], a[key], here);
      }
    } else if (JSON.stringify(e) !== JSON.stringify(a)) {
      note(`${at || '/'}: expected ${compactJson(e, 60)}, actual ${compactJson(a, 60)}`);
    }
  };
  walk(expected, actual, '');
  if (more > 0) lines.push(`… and ${more} more difference${more === 1 ? '' : 's'}`);
  return lines;
}
