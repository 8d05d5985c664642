// @kriegsspiel/runner/browser: what of the runner a page may use — the types of a portable
// game (which the workspace server prepares with `portableGame`), how a rules failure is
// described, and the scenario-test running of portable tests. Playing games is the engine's
// (`@kriegsspiel/engine`); the browser sandbox host is the sandbox's (`@kriegsspiel/sandbox/browser`).
export { describeFailure, failureText, type RulesFailure } from '../failure';
export { locationOnDisk, type ProgramOrigins } from '../locations';
export { ModLoadError, type ModLoadErrorCode } from '../errors';
export type { PortableGame, PortableProgram, PortableTest, PortableTestBundle, PortableTests, PreparedTest } from '../portable';
export { portableGameOfTest, scenarioBundleOfTest, readPortableTest, runPortableTest, unfinishedRecord } from '../portable-test';
export { runTestSpec, unfinishedReport, type RunnableTest, type TestReport, type TestFailureReport } from '../run-test';
export { locateFailure, problemFailure, recordOfReport, type LocatedFailure, type LocateOptions, type TestRecord } from '../test-records';
export { compactJson, differences } from '../diff';
