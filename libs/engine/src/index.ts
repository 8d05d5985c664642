// @kriegsspiel/engine: game sessions over a ruleset host, the random bot and scenario tests.
export { nativeHost, guestEntrySource, type RulesHost, type GuestCall } from './host';
export { GameSession, type SavedGame, type HistoryEntry, type ApplyOutcome } from './session';
export { randomBot, playOut, type Bot, type PlayOutcome } from './bot';
export { runScenarioTest, scriptOf, type TestOutcome, type TestFailure } from './scenario-test';
export { valueAt, matchesPartially, containsDeep } from './match';
export { CampaignSession, playCampaign, battleSeed, mostBattlesWon, type CampaignStart, type CampaignOutcome } from './campaign';
export { runCampaignTest } from './campaign-test';
