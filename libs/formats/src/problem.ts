/** How serious a problem is: errors make a document invalid, warnings do not. */
export type Severity = 'error' | 'warning';

/** One thing wrong with a document, located by JSON pointer (and by line and column once located). */
export interface Problem {
  /** The file, as the caller named it. */
  file: string;
  /** JSON pointer to the value at fault (`/hexes/1217/terrain/0`); empty for the whole document. */
  pointer: string;
  /** 1-based line of the value at fault. */
  line: number;
  /** 1-based column of the value at fault. */
  column: number;
  severity: Severity;
  /** A stable code for tools (`unknown-member`, `unknown-reference` …). */
  code: string;
  /** A sentence a designer understands, saying what is wrong and what to do. */
  message: string;
}

/** A problem before it is located in the file's text. */
export type UnlocatedProblem = Omit<Problem, 'file' | 'line' | 'column'>;

/** Builds an error-level problem. */
export function error(pointer: string, code: string, message: string): UnlocatedProblem {
  return { pointer, code, message, severity: 'error' };
}

/** Builds a warning-level problem. */
export function warning(pointer: string, code: string, message: string): UnlocatedProblem {
  return { pointer, code, message, severity: 'warning' };
}
