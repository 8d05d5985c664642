// @kriegsspiel/engine: game sessions over a ruleset host, the one game loop and its seats,
// games and many games on lanes with their summaries, campaigns, failures of the rules as
// data, and scenario tests: the one runner, its reports located in the test file, and tests
// made portable for the studio's Web Workers.
export { nativeHost, guestEntrySource, type RulesHost, type GuestCall } from './host';
export { GameSession, type SavedGame, type HistoryEntry, type ApplyOutcome } from './session';
export { DEFAULT_HELD_LIMITS, HeldLimitError, type HeldLimits } from './held-limits';
export { GuestAnswerError, isRoleName } from './guest-answer';
export { runGame, DEFAULT_MAX_ACTIONS, type Seat, type SeatRequest, type SeatDecision, type GameOutcome, type RunGameOptions } from './loop';
export {
  randomBot,
  ismctsBot,
  DEFAULT_SEARCH_ITERATIONS,
  DEFAULT_SEARCH_MS,
  type SearchBotBudget,
  botSeat,
  botSeats,
  playOut,
  type Bot,
  type PlayOutcome,
} from './bot';
export { playGame, botsFor, botKinds, parseBotName, reportOf, hostFailure, type GameReport, type PlayableGame, type PlayOptions } from './game';
export { LaneScheduler, scheduleTasks, type LaneOptions, type TaskFailure, type ScheduledResults } from './scheduler';
export { playGames, type PlayGamesOptions, type PlayGamesResult } from './play-games';
export { deriveSeed, gameSeed } from './seeds';
export {
  summariseGames,
  wilsonInterval,
  rateDifference,
  compareSummaries,
  type RateDifference,
  type SummaryComparison,
  lengthHistogram,
  endingOf,
  type SimulationSummary,
  type Proportion,
  type HistogramBin,
} from './summary';
export { valueAt, matchesPartially, containsDeep } from './match';
export { CampaignSession, playCampaign, battleSeed, mostBattlesWon, type CampaignStart, type CampaignOutcome } from './campaign';
export { describeFailure, failureText, locationOnDisk, type RulesFailure, type ProgramOrigins, type SourceLocation } from './rules-failure';
export { deepMerge, withStatePatch } from './state-patch';
export {
  runScenarioTest,
  unfinishedReport,
  scriptOf,
  type TestGame,
  type TestCampaign,
  type StepTarget,
  type Expectation,
  type TestReport,
  type TestFailure,
} from './scenario-test';
export {
  locateFailure,
  problemFailure,
  recordOfReport,
  compactJson,
  differences,
  type LocatedFailure,
  type LocateOptions,
  type TestRecord,
} from './test-record';
export {
  portableGameOfTest,
  scenarioBundleOfTest,
  readPortableTest,
  runPortableTest,
  unfinishedRecord,
  type PortableTest,
  type PortableCampaign,
  type PortableTestBundle,
  type PortableTestGame,
  type PortableTests,
  type PreparedTest,
  type TestProgram,
} from './portable-test';
