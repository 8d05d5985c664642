// @kriegsspiel/runner: loads mods for play in Node. Finds a scenario and the documents and
// mods it names, builds the bundle its rules receive and the program that runs them, and
// opens sandbox hosts for them (or native ones, for benchmarks and cross-checks). Playing
// games on those hosts is the engine's (`playGame`, `playGames`, `runGame`).
export { ModCatalogue, type CatalogueEntry, type CatalogueKind, type ModEntry } from './catalogue';
export { ModLoadError, type ModLoadErrorCode } from './errors';
export { filesUnder, isScenarioTestName, posixPath } from './files';
export { optionDefaults, layerOptions } from './options';
export { guestProgram, sourceFilesOf, sandboxLimitsOf, GUEST_ENTRY, type GuestProgram } from './program';
export { locationOnDisk, type ProgramOrigins } from './locations';
export { loadScenario, loadScenarioTest, type GameSpec, type ScenarioChanges, type TestSpec } from './scenario';
export { sandboxHost, nativeModHost, hostFor, HostCache, rulesSdkSource, rulesSdkEntry, type Engine, type SandboxRulesHost } from './hosts';
export { deepMerge, withStatePatch } from './state-patch';
export { describeFailure, failureText, type RulesFailure } from './failure';
export { portableGame } from './portable-game';
export { portableTests } from './portable-tests';
export { portableGameOfTest, scenarioBundleOfTest, readPortableTest, runPortableTest, unfinishedRecord } from './portable-test';
export type { PortableGame, PortableProgram, PortableTest, PortableTestBundle, PortableTests, PreparedTest } from './portable';
export { runTestSpec, unfinishedReport, type RunnableTest, type TestReport, type TestFailureReport } from './run-test';
export { prepareTestFile, type PreparedTestFile, type PrepareTestOptions } from './test-file';
export { locateFailure, problemFailure, recordOfReport, type LocatedFailure, type LocateOptions, type TestRecord } from './test-records';
export { compactJson, differences } from './diff';
