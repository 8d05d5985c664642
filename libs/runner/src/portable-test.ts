// The browser's half of portable tests (see `portableTests`): a test and its program put
// back together as a portable game, run on a host, and its report located in the test file.
import type { RulesHost } from '@kriegsspiel/engine';
import { readDocument, type LoadedDocument } from '@kriegsspiel/formats';
import type { ScenarioBundle } from '@kriegsspiel/rules-sdk';
import type { PortableGame, PortableTest, PortableTests } from './portable';
import { runTestSpec, unfinishedReport } from './run-test';
import { problemFailure, recordOfReport, type TestRecord } from './test-records';
import { campaignOfTest } from './portable-campaign';

type Shared = Pick<PortableTests, 'programs' | 'documents' | 'sdkSource'>;

/** The scenario bundle of a test, put back together from the answer's documents. */
export function scenarioBundleOfTest(tests: Pick<PortableTests, 'documents'>, test: PortableTest): ScenarioBundle {
  const { scenario, setup, map, oob, manifest, options } = test.game.bundle;
  const document = <T>(key: string): T => {
    if (!Object.hasOwn(tests.documents, key)) throw new Error(`the test ${test.file} names the document ${key}, which the answer does not carry`);
    return tests.documents[key] as T;
  };
  const shared = document<ScenarioBundle['scenario']>(scenario);
  return {
    scenario: 'setup' in shared || setup !== undefined ? { ...shared, setup: setup as NonNullable<typeof setup> } : shared,
    map: document(map),
    oob: document(oob),
    manifest: document(manifest),
    options,
  };
}

/** The portable game a test runs: its scenario bundle with its program and the SDK. Tests of one program share the program object, so hosts can be shared by key. */
export function portableGameOfTest(tests: Shared, test: PortableTest): PortableGame {
  const program = tests.programs[test.game.program];
  if (!program) throw new Error(`the test ${test.file} names the program ${test.game.program.slice(0, 12)}…, which the answer does not carry`);
  return { ...test.game, bundle: scenarioBundleOfTest(tests, test), program, sdkSource: tests.sdkSource };
}

/** The test file read again from its text (to run it and to locate its failures); a record when it is not a valid test. */
export function readPortableTest(test: PortableTest): { doc: LoadedDocument<'scenario-test'> } | { record: TestRecord } {
  const read = readDocument({ file: test.file, text: test.text });
  if (read.doc?.kind === 'scenario-test') return { doc: read.doc as LoadedDocument<'scenario-test'> };
  return { record: { file: test.file, name: test.name, status: 'failed', failures: read.problems.filter((p) => p.severity === 'error').map(problemFailure) } };
}

/**
 * Runs a portable test on a host for its game (see {@link portableGameOfTest}) and locates
 * the outcome in the test file: the same record `kriegsspiel test --json` gives. What the
 * rules do never makes it throw.
 */
export async function runPortableTest(tests: Shared, test: PortableTest, host: RulesHost | Promise<RulesHost>): Promise<TestRecord> {
  const started = performance.now();
  const read = readPortableTest(test);
  if ('record' in read) return read.record;
  const game = portableGameOfTest(tests, test);
  const campaign = campaignOfTest(tests, test);
  const report = await runTestSpec(read.doc.value, { seed: test.seed, script: test.script, ...(test.statePatch ? { statePatch: test.statePatch } : {}), ...(campaign ? { campaign } : {}), game }, host);
  return recordOfReport(read.doc, test.file, report, { ms: performance.now() - started });
}

/** The record of a test that did not finish (it ran out of time, its worker died): a failure at the top of the file, or an expected one. */
export function unfinishedRecord(test: PortableTest, message: string, ms?: number): TestRecord {
  const read = readPortableTest(test);
  if ('record' in read) return read.record;
  return recordOfReport(read.doc, test.file, unfinishedReport(read.doc.value, message), ms !== undefined ? { ms } : {});
}
