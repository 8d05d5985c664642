import type { ModReference, Placement, ScenarioTestDocument } from '@kriegsspiel/formats';
import type { ScenarioBundle } from '@kriegsspiel/rules-sdk';
import type { ModCatalogue, ModEntry } from './catalogue';
import { ModLoadError } from './errors';
import { layerOptions, optionDefaults } from './options';
import { guestProgram, maxActionsOf, type GuestProgram } from './program';
import type { CampaignSpec } from './campaign';

/** Everything needed to start a game of a scenario, as plain data (it crosses to worker threads). */
export interface GameSpec {
  /** The scenario's id. */
  scenario: string;
  /** The roles at the table, in the scenario's order. */
  players: string[];
  bundle: ScenarioBundle;
  program: GuestProgram;
  /** The ids of the mods loaded: the ruleset, then house rules and content in stacking order. */
  mods: string[];
  /** The ruleset's `limits.maxActions`: actions a game may take before it is counted unfinished (absent: the engine's default). */
  maxActions?: number;
}

/** What a test or a player adds to a scenario. */
export interface ScenarioChanges {
  /** House rules and content mods stacked after the scenario's own. */
  mods?: readonly ModReference[];
  /** Options over the defaults and the scenario's. */
  options?: Record<string, unknown>;
  /** Pieces placed instead of the scenario's set-up. */
  placements?: Placement[];
}

/**
 * Finds a scenario and what it names — its map, order of battle, ruleset and house rules —
 * and builds the bundle its rules receive and the program that runs them. A house rule or
 * content mod must extend the scenario's ruleset. Errors are {@link ModLoadError}s; one
 * about `changes.mods[i]` has the pointer `/mods/<i>`.
 */
export function loadScenario(catalogue: ModCatalogue, scenarioId: string, changes: ScenarioChanges = {}): GameSpec {
  const { scenario, players, bundle, mods, ruleset, houseRules } = scenarioDocuments(catalogue, scenarioId, changes);
  const maxActions = maxActionsOf(ruleset);
  return {
    scenario,
    players,
    bundle,
    program: guestProgram(ruleset, houseRules, catalogue.ceilings),
    mods,
    ...(maxActions !== undefined ? { maxActions } : {}),
  };
}

/** A scenario's documents without its rules code: what a board needs to play it by hand (free play). */
export type ScenarioWithoutRules = Omit<GameSpec, 'program' | 'maxActions'>;

/**
 * Finds a scenario and what it names, as {@link loadScenario} does, but reads no rules code:
 * a scenario whose ruleset has no rules yet (or rules that do not load) can still be set up
 * on a board. Errors are {@link ModLoadError}s about the documents.
 */
export function loadScenarioWithoutRules(catalogue: ModCatalogue, scenarioId: string, changes: ScenarioChanges = {}): ScenarioWithoutRules {
  const { scenario, players, bundle, mods } = scenarioDocuments(catalogue, scenarioId, changes);
  return { scenario, players, bundle, mods };
}

function scenarioDocuments(
  catalogue: ModCatalogue,
  scenarioId: string,
  changes: ScenarioChanges,
): ScenarioWithoutRules & { ruleset: ModEntry; houseRules: ModEntry[] } {
  const scenario = catalogue.get('scenario', scenarioId);
  const s = scenario.value;
  const ruleset = catalogue.get('mod', s.ruleset.mod);
  if (ruleset.value.kind !== 'ruleset') {
    throw new ModLoadError(
      'wrong-kind',
      `scenario \`${s.id}\` is played with \`${ruleset.id}\`, which is a ${ruleset.value.kind}, not a ruleset (${scenario.file})`,
      { file: scenario.file, pointer: '/ruleset/mod' },
    );
  }
  const stacked: ModEntry[] = [];
  const add = (ref: ModReference, where: { file: string; pointer: string }, own: boolean) => {
    if (stacked.some((m) => m.id === ref.mod)) return;
    let mod: ModEntry;
    try {
      mod = catalogue.get('mod', ref.mod);
    } catch (cause) {
      if (cause instanceof ModLoadError && !own) throw new ModLoadError(cause.code, cause.message, { pointer: where.pointer });
      throw cause;
    }
    const at = own ? where : { pointer: where.pointer };
    if (mod.value.kind === 'ruleset')
      throw new ModLoadError('wrong-kind', `\`${mod.id}\` is a ruleset; only house rules and content mods can be stacked on a scenario's ruleset`, at);
    if (mod.value.extends?.mod !== ruleset.id) {
      throw new ModLoadError(
        'wrong-ruleset',
        `the ${mod.value.kind} \`${mod.id}\` extends \`${mod.value.extends?.mod ?? 'nothing'}\`, but scenario \`${s.id}\` is played with \`${ruleset.id}\` (${mod.file})`,
        at,
      );
    }
    stacked.push(mod);
  };
  (s.mods ?? []).forEach((ref, i) => add(ref, { file: scenario.file, pointer: `/mods/${i}` }, true));
  (changes.mods ?? []).forEach((ref, i) => add(ref, { file: scenario.file, pointer: `/mods/${i}` }, false));
  const houseRules = stacked.filter((m) => m.value.kind === 'house-rule');
  const map = catalogue.get('map', s.map);
  const oob = catalogue.get('oob', s.oob);
  const options = layerOptions(optionDefaults(ruleset.value.options), ...houseRules.map((h) => optionDefaults(h.value.options)), s.options, changes.options);
  const bundle: ScenarioBundle = {
    scenario: changes.placements ? { ...s, setup: changes.placements } : s,
    map: map.value,
    oob: oob.value,
    manifest: ruleset.value,
    options,
  };
  return {
    scenario: s.id,
    players: s.players.map((p) => p.id),
    bundle,
    mods: [ruleset.id, ...stacked.map((m) => m.id)],
    ruleset,
    houseRules,
  };
}

/** A scenario test's game, loaded; the test document says the rest (seed, scripted outcomes, state patch: see the engine's `runScenarioTest`). */
export interface TestSpec {
  name: string;
  game: GameSpec;
  /** For a test that names a campaign (see `loadCampaignTest`): `game` is its first battle's. */
  campaign?: CampaignSpec;
}

/**
 * Loads the game a scenario test runs: its scenario, or its own set-up (the base
 * scenario with the test's placements instead of its set-up), its mods and options. A
 * {@link ModLoadError} about the test points into the test (`/scenario`, `/setup/base`,
 * `/mods/<i>`); one about another document names that document's file.
 */
export function loadScenarioTest(catalogue: ModCatalogue, test: ScenarioTestDocument): TestSpec {
  const scenarioId = test.scenario ?? test.setup?.base;
  const scenarioPointer = test.scenario !== undefined ? '/scenario' : '/setup/base';
  if (scenarioId === undefined) throw new ModLoadError('not-found', 'the test names no scenario: give it `scenario` or `setup.base`', { pointer: '' });
  let game: GameSpec;
  try {
    game = loadScenario(catalogue, scenarioId, { mods: test.mods, options: test.options, placements: test.setup?.placements });
  } catch (cause) {
    if (cause instanceof ModLoadError && cause.where.file === undefined && cause.where.pointer === undefined)
      throw new ModLoadError(cause.code, cause.message, { pointer: scenarioPointer });
    throw cause;
  }
  return { name: test.name, game };
}
