// @kriegsspiel/runner/browser: games in a browser page. The rules of a portable game (which
// the workspace server prepares with `portableGame`) run in the same QuickJS sandbox as on
// the command line, in Web Workers; games, bots, seeds and summaries are the same code.
// Scenario tests and rules failures are pure: they are `@kriegsspiel/engine`'s.
export { browserSandboxHost, type BrowserRulesHost } from './browser-host';
export { playGame, botsFor, botKinds, type GameReport, type PlayableGame, type PlayOptions } from '../game';
export { playGames, type PlayGamesOptions, type PlayGamesResult } from '../play-games';
export { deriveSeed, gameSeed } from '../seeds';
export { summariseGames, wilsonInterval, lengthHistogram, endingOf, type SimulationSummary, type Proportion, type HistogramBin } from '../summary';
export { ModLoadError, type ModLoadErrorCode } from '../errors';
export type { PortableGame, PortableProgram } from '../portable';
