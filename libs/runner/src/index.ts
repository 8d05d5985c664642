// @kriegsspiel/runner: loads mods for play in Node. Finds a scenario and the documents and
// mods it names, builds the bundle its rules receive and the program that runs them, and
// opens sandbox hosts for them (or native ones, for benchmarks and cross-checks). Playing
// games on those hosts is the engine's (`playGame`, `playGames`, `runGame`).
export { ModCatalogue, type CatalogueEntry, type CatalogueKind, type ModEntry } from './catalogue';
export { ModLoadError, type ModLoadErrorCode } from './errors';
export { filesUnder, isScenarioTestName, posixPath, skippedFolders, type WalkOptions } from './files';
export { optionDefaults, layerOptions } from './options';
export { guestProgram, sourceFilesOf, sandboxLimitsOf, ceilingsFromOptions, CEILING_OPTIONS, GUEST_ENTRY, type GuestProgram } from './program';
export {
  loadScenario,
  loadScenarioTest,
  loadScenarioWithoutRules,
  type GameSpec,
  type ScenarioChanges,
  type ScenarioWithoutRules,
  type TestSpec,
} from './scenario';
export { loadCampaign, loadCampaignTest, startCampaign, campaignOfSpec, type CampaignSpec } from './campaign';
export { MOD_TYPES_PREFIX, DEFAULT_CEILINGS, type LimitCeilings } from '@kriegsspiel/sandbox';
export { sandboxHost, nativeModHost, hostFor, HostCache, rulesSdkSource, rulesSdkEntry, type Engine, type SandboxRulesHost } from './hosts';
export { portableGame } from './portable-game';
export type { PortableGame, PortableProgram } from './portable';
export { prepareTestFile, portableTests, type PreparedTestFile, type PrepareTestOptions } from './test-files';
