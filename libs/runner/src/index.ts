// @kriegsspiel/runner: loads mods for play. Finds a scenario and the documents and mods it
// names, builds the bundle its rules receive and the program that runs them, and runs
// games on a sandbox (or natively, for benchmarks and cross-checks). Scenario tests: it
// reads test files and loads their games; the engine runs them (`runScenarioTest`).
export { ModCatalogue, type CatalogueEntry, type CatalogueKind, type ModEntry } from './catalogue';
export { ModLoadError, type ModLoadErrorCode } from './errors';
export { filesUnder, isScenarioTestName, posixPath, skippedFolders, type WalkOptions } from './files';
export { optionDefaults, layerOptions } from './options';
export { guestProgram, sourceFilesOf, sandboxLimitsOf, GUEST_ENTRY, type GuestProgram } from './program';
export { loadScenario, loadScenarioTest, type GameSpec, type ScenarioChanges, type TestSpec } from './scenario';
export { loadCampaign, loadCampaignTest, startCampaign, campaignOfSpec, type CampaignSpec } from './campaign';
export { MOD_TYPES_PREFIX } from '@kriegsspiel/sandbox';
export { sandboxHost, nativeModHost, hostFor, HostCache, rulesSdkSource, rulesSdkEntry, type Engine, type SandboxRulesHost } from './hosts';
export { deriveSeed, gameSeed } from './seeds';
export { playGame, botsFor, botKinds, type GameReport, type PlayableGame, type PlayOptions } from './game';
export { playGames, type PlayGamesOptions, type PlayGamesResult } from './play-games';
export { summariseGames, wilsonInterval, lengthHistogram, endingOf, type SimulationSummary, type Proportion, type HistogramBin } from './summary';
export { portableGame } from './portable-game';
export type { PortableGame, PortableProgram } from './portable';
export { prepareTestFile, portableTests, type PreparedTestFile, type PrepareTestOptions } from './test-files';
