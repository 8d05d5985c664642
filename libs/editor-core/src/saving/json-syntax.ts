// Before a JSON document is written as text: does it parse? A file that does not would
// replace a good one with one no tool can read, so the shell asks first. The same check
// turns a text editor's markers into Problems rows (file, line, column).
import { parseJsonSource, type Problem } from '@kriegsspiel/formats';

/** True for the files that must be JSON when saved (documents, manifests, tests). */
export function isJsonPath(path: string): boolean {
  return path.endsWith('.json');
}

/**
 * Where the text of a JSON file stops being JSON (the first syntax error, or a nesting too
 * deep to read), as a problem naming the file by its workspace path; undefined when it
 * parses, or when the file is not a JSON file.
 */
export function jsonSyntaxProblem(path: string, text: string): Problem | undefined {
  if (!isJsonPath(path)) return undefined;
  return parseJsonSource(path, text).problems.find((p) => p.code === 'not-json' || p.code === 'too-deep');
}
