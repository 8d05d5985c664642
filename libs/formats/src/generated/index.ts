/* eslint-disable */
// Generated from schemas/ by libs/formats/scripts/generate-types.mjs. Do not edit by hand:
// change the schema and run `npm run generate`.
export type {
  MapDocument,
  HexGrid,
  Labels,
  LabelPart,
  Board,
  TerrainType,
  Values,
  Source,
  Hex,
  Hexside,
  Path,
  OneWayLink,
  Location,
  Region,
  MapEdge,
  EntryPoint,
  Area,
  Connection,
  Extensions,
} from './map';
export type {
  ModManifest,
  ModReference,
  UnitType,
} from './mod';
export type {
  OobDocument,
  Side,
  Nationality,
  CounterColours,
  Formation,
  Unit,
  Counter,
  CounterFace,
  BlankPiece,
} from './oob';
export type {
  ScenarioTestDocument,
  Placement,
  Draw,
  Place,
  ScriptedOutcome,
  Step,
  Expectation,
} from './scenario-test';
export type {
  ScenarioDocument,
  Player,
  Turns,
  TurnLabel,
  Pool,
  Reinforcements,
  ScheduledArrival,
  RandomReinforcements,
  OffMapBox,
  Deck,
  Card,
  Marker,
  VictoryCondition,
  SpecialRule,
} from './scenario';
