// @kriegsspiel/engine: game sessions over a ruleset host, the one game loop and its seats,
// games and many games on lanes, their summaries, and scenario tests.
export { nativeHost, guestEntrySource, type RulesHost, type GuestCall } from './host';
export { GameSession, type SavedGame, type HistoryEntry, type ApplyOutcome } from './session';
export { runGame, type Seat, type SeatRequest, type SeatDecision, type GameOutcome, type RunGameOptions } from './loop';
export { randomBot, botSeat, botSeats, playOut, type Bot, type PlayOutcome } from './bot';
export { playGame, botsFor, botKinds, reportOf, hostFailure, type GameReport, type PlayableGame, type PlayOptions, type RulesFailure } from './game';
export { LaneScheduler, scheduleTasks, type LaneOptions, type TaskFailure, type ScheduledResults } from './scheduler';
export { playGames, type PlayGamesOptions, type PlayGamesResult } from './play-games';
export { deriveSeed, gameSeed } from './seeds';
export { summariseGames, wilsonInterval, lengthHistogram, endingOf, type SimulationSummary, type Proportion, type HistogramBin } from './summary';
export { runScenarioTest, scriptOf, type TestOutcome, type TestFailure } from './scenario-test';
export { valueAt, matchesPartially, containsDeep } from './match';
