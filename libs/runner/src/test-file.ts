// A scenario-test file read and its game loaded, or a record of why it cannot run: the
// command line's `kriegsspiel test` and the studio's server prepare tests the same way.
import { locateFailure, problemFailure, type RulesFailure, type TestRecord } from '@kriegsspiel/engine';
import { readDocument, type LoadedDocument } from '@kriegsspiel/formats';
import type { ModCatalogue } from './catalogue';
import { ModLoadError } from './errors';
import { loadScenarioTest, type TestSpec } from './scenario';

/** A test file read: not a scenario test at all, one that cannot run (with the record saying why), or one ready to run. */
export type PreparedTestFile =
  | { kind: 'other-document'; file: string }
  | { kind: 'record'; file: string; name: string; record: TestRecord }
  | { kind: 'runnable'; file: string; name: string; doc: LoadedDocument<'scenario-test'>; spec: TestSpec };

export interface PrepareTestOptions {
  /** How a document of the mods named in a load error is named for the reader (relative to the working folder, a workspace path); as on disk by default. */
  fileName?: (file: string) => string;
}

/**
 * Reads a test file (`file` as the reader names it) and loads its game. A file that is not
 * JSON or not a valid scenario test fails with its problems at their lines; a game that
 * cannot be loaded fails at the test's scenario (or the document at fault is named); rules
 * not written yet (`no-rules-code`) skip the test. The catalogue is only read when needed.
 */
export function prepareTestFile(source: { file: string; text: string }, catalogue: () => ModCatalogue, options: PrepareTestOptions = {}): PreparedTestFile {
  const { file } = source;
  const read = readDocument(source);
  const fileName = file.split(/[\\/]/).pop() ?? file;
  if (read.problems.some((p) => p.code === 'not-json')) return { kind: 'record', file, name: fileName, record: { file, name: fileName, status: 'failed', failures: read.problems.map(problemFailure) } };
  if (!read.isDocument || (read.doc && read.doc.kind !== 'scenario-test')) return { kind: 'other-document', file };
  if (!read.doc) {
    const errors = read.problems.filter((p) => p.severity === 'error');
    return { kind: 'record', file, name: fileName, record: { file, name: fileName, status: 'failed', failures: errors.map(problemFailure) } };
  }
  const doc = read.doc as LoadedDocument<'scenario-test'>;
  const test = doc.value;
  try {
    return { kind: 'runnable', file, name: test.name, doc, spec: loadScenarioTest(catalogue(), test) };
  } catch (cause) {
    if (!(cause instanceof ModLoadError)) throw cause;
    if (cause.code === 'no-rules-code') return { kind: 'record', file, name: test.name, record: { file, name: test.name, status: 'skipped', note: cause.message, failures: [] } };
    const where = cause.where.file !== undefined ? { ...cause.where, file: options.fileName ? options.fileName(cause.where.file) : cause.where.file } : cause.where;
    const elsewhere = where.file !== undefined ? ` (${where.file})` : '';
    const pointer = cause.where.file === undefined ? (cause.where.pointer ?? '') : test.scenario !== undefined ? '/scenario' : '/setup/base';
    const error: RulesFailure = { code: cause.code, message: cause.message, ...cause.where };
    return { kind: 'record', file, name: test.name, record: { file, name: test.name, status: 'failed', failures: [locateFailure(doc, file, { pointer, message: `the game cannot be loaded${elsewhere}: ${cause.message}`, error })] } };
  }
}
