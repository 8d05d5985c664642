// A scenario made ready to play somewhere without the files: everything the studio's Web
// Workers need to run it, as plain JSON the workspace server sends (see `portableGame`).
import type { PlayableGame, ProgramOrigins } from '@kriegsspiel/engine';
import type { ScenarioBundle } from '@kriegsspiel/rules-sdk';
import type { PreparedMod, SandboxLimits } from '@kriegsspiel/sandbox/core';

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
