// Scenario tests made portable: what a page needs to run a test without the files. The
// workspace server prepares them (the runner's `portableTests`: each program bundled once,
// each document sent once); the page puts a test back together, runs it with the one runner
// and locates its report in the test file — the same record `kriegsspiel test --json` gives.
import { readDocument, type CampaignDocument, type LoadedDocument, type Placement } from '@kriegsspiel/formats';
import type { ScenarioBundle } from '@kriegsspiel/rules-sdk';
import type { RulesHost } from './host';
import type { ProgramOrigins } from './rules-failure';
import { runScenarioTest, unfinishedReport } from './scenario-test';
import { problemFailure, recordOfReport, type TestRecord } from './test-record';

/** What a test needs of its program here: its key, and where its mods' files are for the reader. The runner's programs carry the bundled rules too. */
export interface TestProgram {
  key: string;
  origins: ProgramOrigins;
}

/**
 * A test's scenario bundle by reference: the map, order of battle, manifest and scenario are
 * the answer's `documents` (shared by the tests that use them), the set-up is the test's.
 */
export interface PortableTestBundle {
  /** The scenario, its `setup` (when it has one) left out as `null`. */
  scenario: string;
  /** The set-up: the test's own placements, or the scenario's. */
  setup?: Placement[];
  map: string;
  oob: string;
  manifest: string;
  options: Record<string, unknown>;
}

/**
 * A scenario test made ready to run in a browser: the test file's text (read again there,
 * to run it and to locate failures at their lines), and its game without the rules — those
 * are in the answer's `programs`, under `game.program` — and with its documents by reference.
 */
export interface PortableTest {
  /** The test file, as the reader names it (a workspace path in the studio). */
  file: string;
  name: string;
  text: string;
  game: {
    /** The scenario's id. */
    scenario: string;
    /** The roles at the table, in the scenario's order. */
    players: string[];
    /** The ids of the mods loaded: the ruleset, then house rules and content in stacking order. */
    mods: string[];
    bundle: PortableTestBundle;
    /** The key of its program in the answer's `programs`. */
    program: string;
  };
  /** For a test that names a campaign: `game` is its first battle's. */
  campaign?: PortableCampaign;
}

/** What a portable test that names a campaign carries besides its first battle's game. */
export interface PortableCampaign {
  document: CampaignDocument;
  /** Each battle's bundle, by battle id, its documents in the answer's `documents`. */
  battles: Record<string, PortableTestBundle>;
}

/** One test file prepared: ready to run, or the record of why it cannot (not JSON, not valid, a game that cannot be loaded, rules not written yet). */
export type PreparedTest = { file: string; name: string; test: PortableTest } | { file: string; name: string; record: TestRecord };

/**
 * Scenario tests ready to run in a browser. Many tests share a program and documents (every
 * test of a ruleset): each program, each document and the SDK are sent once, and each test
 * names them.
 */
export interface PortableTests<P extends TestProgram = TestProgram> {
  /** The rules SDK, bundled; empty when no test can run. */
  sdkSource: string;
  programs: Record<string, P>;
  /** The maps, orders of battle, manifests and scenarios of the tests' bundles, by a digest of their JSON. */
  documents: Record<string, unknown>;
  /** In the order asked for. */
  tests: PreparedTest[];
}

/** A test's game put back together: its scenario bundle, its program and the SDK (a portable game, for a host to load). */
export type PortableTestGame<P extends TestProgram> = Omit<PortableTest['game'], 'bundle' | 'program'> & {
  bundle: ScenarioBundle;
  program: P;
  sdkSource: string;
};

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

function programOfTest<P extends TestProgram>(tests: Pick<PortableTests<P>, 'programs'>, test: PortableTest): P {
  const program = tests.programs[test.game.program];
  if (!program) throw new Error(`the test ${test.file} names the program ${test.game.program.slice(0, 12)}…, which the answer does not carry`);
  return program;
}

/** The portable game a test runs: its scenario bundle with its program and the SDK. Tests of one program share the program object, so hosts can be shared by key. */
export function portableGameOfTest<P extends TestProgram>(
  tests: Pick<PortableTests<P>, 'programs' | 'documents' | 'sdkSource'>,
  test: PortableTest,
): PortableTestGame<P> {
  return { ...test.game, bundle: scenarioBundleOfTest(tests, test), program: programOfTest(tests, test), sdkSource: tests.sdkSource };
}

/** The test file read again from its text (to run it and to locate its failures); a record when it is not a valid test. */
export function readPortableTest(test: PortableTest): { doc: LoadedDocument<'scenario-test'> } | { record: TestRecord } {
  const read = readDocument({ file: test.file, text: test.text });
  if (read.doc?.kind === 'scenario-test') return { doc: read.doc as LoadedDocument<'scenario-test'> };
  return { record: { file: test.file, name: test.name, status: 'failed', failures: read.problems.filter((p) => p.severity === 'error').map(problemFailure) } };
}

/**
 * Runs a portable test on a host for its game (see {@link portableGameOfTest}) and locates
 * the report in the test file: the same record `kriegsspiel test --json` gives. What the
 * rules do never makes it throw.
 */
export async function runPortableTest(
  tests: Pick<PortableTests, 'programs' | 'documents'>,
  test: PortableTest,
  host: RulesHost | Promise<RulesHost>,
): Promise<TestRecord> {
  const started = Date.now();
  const read = readPortableTest(test);
  if ('record' in read) return read.record;
  const campaign = test.campaign
    ? {
        document: test.campaign.document,
        battles: Object.fromEntries(
          Object.entries(test.campaign.battles).map(([id, bundle]) => [id, scenarioBundleOfTest(tests, { ...test, game: { ...test.game, bundle } })]),
        ),
      }
    : undefined;
  const report = await runScenarioTest(read.doc.value, {
    bundle: scenarioBundleOfTest(tests, test),
    host,
    origins: programOfTest(tests, test).origins,
    ...(campaign ? { campaign } : {}),
  });
  return recordOfReport(read.doc, test.file, report, { ms: Date.now() - started });
}

/** The record of a test that did not finish (it ran out of time, its worker died): a failure at the top of the file, or an expected one. */
export function unfinishedRecord(test: PortableTest, message: string, ms?: number): TestRecord {
  const read = readPortableTest(test);
  if ('record' in read) return read.record;
  return recordOfReport(read.doc, test.file, unfinishedReport(read.doc.value, message), ms !== undefined ? { ms } : {});
}
