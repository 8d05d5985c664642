// A scenario made ready to play somewhere without the files: everything the studio's Web
// Workers need to run it, as plain JSON the workspace server sends (see `portableGame`).
import type { Placement } from '@kriegsspiel/formats';
import type { ScenarioBundle, ScriptedOutcome } from '@kriegsspiel/rules-sdk';
import type { PreparedMod, SandboxLimits } from '@kriegsspiel/sandbox/core';
import type { PlayableGame } from '@kriegsspiel/engine';
import type { ProgramOrigins } from './locations';
import type { TestRecord } from './test-records';

export interface PortableGame extends PlayableGame {
  /** The scenario's id. */
  scenario: string;
  /** The roles at the table, in the scenario's order. */
  players: string[];
  /** The ids of the mods loaded: the ruleset, then house rules and content in stacking order. */
  mods: string[];
  bundle: ScenarioBundle;
  program: {
    /** Names the program in errors and worker names (`outpost/outpost-elan`). */
    id: string;
    /** Programs with equal keys behave alike. */
    key: string;
    /** The ruleset's limits, in the sandbox's terms. */
    limits: Partial<SandboxLimits>;
    /** The rules, bundled, with the map back to each mod's files. */
    mod: PreparedMod;
    /** `mods/<id>/` → where that mod's files are for the reader (a workspace path in the studio). */
    origins: ProgramOrigins;
  };
  /** The rules SDK, bundled into one module for the sandbox. */
  sdkSource: string;
}

/** A program made portable: the bundled rules of a ruleset and its house rules, named by key. */
export type PortableProgram = PortableGame['program'];

/**
 * A test's scenario bundle by reference: the map, order of battle, manifest and scenario are
 * the answer's `documents` (shared by the tests that use them), the set-up is the test's.
 */
export interface PortableTestBundle {
  /** The scenario, its `setup` (when it has one) left out as `null`. */
  scenario: string;
  /** The set-up: the test's own placements, or the scenario's. */
  setup?: Placement[];
  map: string;
  oob: string;
  manifest: string;
  options: Record<string, unknown>;
}

/**
 * A scenario test made ready to run in a browser: the test file's text (read again there,
 * to locate failures at their lines), its seed, scripted outcomes and state patch, and its
 * game without the rules — those are in the answer's `programs`, under `game.program` — and
 * with its documents by reference.
 */
export interface PortableTest {
  /** The test file, as the reader names it (a workspace path in the studio). */
  file: string;
  name: string;
  text: string;
  seed: number;
  script: ScriptedOutcome[];
  statePatch?: Record<string, unknown>;
  game: Omit<PortableGame, 'program' | 'sdkSource' | 'bundle'> & { program: string; bundle: PortableTestBundle };
}

/** One test file prepared: ready to run, or the record of why it cannot (not JSON, not valid, a game that cannot be loaded, rules not written yet). */
export type PreparedTest = { file: string; name: string; test: PortableTest } | { file: string; name: string; record: TestRecord };

/**
 * Scenario tests ready to run in a browser. Many tests share a program and documents (every
 * test of a ruleset): each program, each document and the SDK are sent once, and each test
 * names them.
 */
export interface PortableTests {
  /** The rules SDK, bundled; empty when no test can run. */
  sdkSource: string;
  programs: Record<string, PortableProgram>;
  /** The maps, orders of battle, manifests and scenarios of the tests' bundles, by a digest of their JSON. */
  documents: Record<string, unknown>;
  /** In the order asked for. */
  tests: PreparedTest[];
}
