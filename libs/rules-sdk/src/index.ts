// @kriegsspiel/rules-sdk: what a ruleset or house rule module imports. It runs inside the
// sandbox, so it depends on nothing of Node or the DOM.
export {
  defineRuleset,
  defineHouseRule,
  composeHooks,
  type Ruleset,
  type HouseRule,
  type HookWrapper,
  type Hooks,
  type ScenarioBundle,
  type LegalAction,
  type CountedActions,
  type LogEntry,
  type GameResult,
  type ReadContext,
  type RulesContext,
  type BattleRecord,
  type CampaignContext,
} from './ruleset';
export { hookContext, type HookContext, type HookCount, type HookCounts } from './hook-context';
export type { Picture, PicturePiece, FaceUpPiece, FaceDownPiece, PicturePlace, PictureMarker, PictureTrack, PictureHighlight, PictureTerrain } from './picture';
export { createRandom, seedState, ChanceError, ScriptError, type Random, type RandomState, type ScriptedOutcome } from './random';
export { canonicalJson, hashOf, hashOfCanonical, MAX_NESTING, NestingError } from './canonical';
export { defineHookResults, describeShape, shapeProblem, HookResultError, type HookResults, type ResultShape } from './hook-results';
export { cardsOf, lookupRange, lookupCell, clamp, type Card, type RangeRow } from './helpers';
export {
  serve,
  type GuestApi,
  type SetupRequest,
  type Applied,
  type Refused,
  type CarryRequest,
  type CampaignResultRequest,
  type DecideRequest,
} from './guest';
export { searchAction, Search, SEARCH_DEFAULTS, type SearchGame, type SearchBudget, type SearchChoice } from './ismcts';
export { randomChooser, Playout, type ActionCount, type PlayoutRequest, type PlayoutOutcome, type PlayoutGame, type PlayoutTurn } from './playout';
export { LOG_CHARS_PER_ACTION, LOG_CHARS_PER_GAME, LogLimitError } from './log-limits';
export * as hex from '@kriegsspiel/hex';
// The grid's types by name too (the formats' `Hex` is a map's hex, so the axial one stays `hex.Hex`).
export type { Grid, GridConfig } from '@kriegsspiel/hex';
export type * from '@kriegsspiel/formats';
