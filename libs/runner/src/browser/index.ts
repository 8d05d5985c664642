// @kriegsspiel/runner/browser: games in a browser page. The rules of a portable game (which
// the workspace server prepares with `portableGame`) run in the same QuickJS sandbox as on
// the command line, in Web Workers; games, bots, seeds, summaries and
// scenario tests (see `portableTests`) are the same code.
export { browserSandboxHost, type BrowserRulesHost } from './browser-host';
export { playGame, botsFor, botKinds, type GameReport, type PlayableGame, type PlayOptions } from '../game';
export { playGames, type PlayGamesOptions, type PlayGamesResult } from '../play-games';
export { deriveSeed, gameSeed } from '../seeds';
export { summariseGames, wilsonInterval, lengthHistogram, endingOf, type SimulationSummary, type Proportion, type HistogramBin } from '../summary';
export { describeFailure, failureText, type RulesFailure } from '../failure';
export { locationOnDisk, type ProgramOrigins } from '../locations';
export { ModLoadError, type ModLoadErrorCode } from '../errors';
export type { PortableCampaign } from '../portable-campaign';
export type { PortableGame, PortableProgram, PortableTest, PortableTestBundle, PortableTests, PreparedTest } from '../portable';
export { portableGameOfTest, scenarioBundleOfTest, readPortableTest, runPortableTest, unfinishedRecord } from '../portable-test';
export { runTestSpec, unfinishedReport, type RunnableTest, type TestReport, type TestFailureReport } from '../run-test';
export { locateFailure, problemFailure, recordOfReport, type LocatedFailure, type LocateOptions, type TestRecord } from '../test-records';
export { compactJson, differences } from '../diff';
