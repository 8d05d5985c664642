// Scenarios made ready to play in the studio. The page has no esbuild and no file system:
// the server loads a scenario with the runner, as the command line does, bundles its rules
// and hands them over with the SDK and the scenario bundle. The page runs them in the same
// QuickJS sandbox, in Web Workers. Every file the answer names is a workspace path, so a
// mistake in a mod points at the file the studio would open.
import { describeFailure, type RulesFailure } from '@kriegsspiel/engine';
import type { ScenarioBundle } from '@kriegsspiel/rules-sdk';
import { loadScenario, loadScenarioWithoutRules, ModCatalogue, ModLoadError, portableGame, type LimitCeilings, type PortableGame } from '@kriegsspiel/runner';
import type { WorkspaceRoots } from './workspace-roots';

/**
 * What `GET /api/game` answers: a game to play, or why there is none. When only the rules
 * are at fault (none written yet, or they do not load), `bundle` is the scenario's documents,
 * so the studio can still play it by hand (free play).
 */
export type GameAnswer =
  { readonly ok: true; readonly game: PortableGame } | { readonly ok: false; readonly failure: RulesFailure; readonly bundle?: ScenarioBundle };

/** What the studio may add to a scenario. */
export interface GameRequest {
  readonly scenario: string;
  /** House rules stacked after the scenario's own mods. */
  readonly houseRules?: readonly string[];
  /** Options over the defaults of the ruleset's and house rules' schemas (as `--option` gives them). */
  readonly options?: Readonly<Record<string, unknown>>;
}

export class WorkspaceGames {
  /** `ceilings`: the most a mod's manifest may ask for (the server's `--max-memory-mb` …); the sandbox's defaults otherwise. */
  constructor(
    private readonly roots: WorkspaceRoots,
    private readonly ceilings?: LimitCeilings,
  ) {}

  /**
   * Loads the scenario from the mods as they are on disk now (edits saved in the studio
   * count at once) and bundles its rules. A scenario that cannot be played is answered
   * with the failure: a document at fault (`file`, `pointer`) or a file and line of a mod.
   */
  async game(request: GameRequest): Promise<GameAnswer> {
    let spec;
    let catalogue: ModCatalogue | undefined;
    const changes = {
      mods: (request.houseRules ?? []).map((mod) => ({ mod })),
      ...(request.options ? { options: { ...request.options } } : {}),
    };
    try {
      catalogue = ModCatalogue.read(
        this.roots.roots.map((r) => r.dir),
        { ceilings: this.ceilings ?? {} },
      );
      spec = loadScenario(catalogue, request.scenario, changes);
    } catch (error) {
      if (!(error instanceof ModLoadError)) throw error;
      const failure = describeFailure(error);
      const bundle = catalogue ? this.withoutRules(catalogue, request.scenario, changes) : undefined;
      return {
        ok: false,
        failure: {
          ...failure,
          ...(failure.file ? { file: this.roots.workspacePathOf(failure.file) } : {}),
          message: this.roots.inWorkspaceTerms(failure.message),
        },
        ...(bundle ? { bundle } : {}),
      };
    }
    const originOf = (folder: string) => this.roots.workspacePathOf(folder);
    try {
      return { ok: true, game: await portableGame(spec, originOf) };
    } catch (error) {
      const origins = Object.fromEntries(Object.entries(spec.program.origins).map(([prefix, folder]) => [prefix, originOf(folder)]));
      const failure = describeFailure(error, { origins });
      // esbuild's message names the program's files (`mods/<mod id>/src/…`): name the workspace's.
      let message = failure.message;
      for (const [prefix, folder] of Object.entries(origins)) message = message.split(prefix).join(folder);
      return { ok: false, failure: { ...failure, message }, bundle: spec.bundle };
    }
  }

  /** The scenario's documents when they load without its rules (the rules were at fault); undefined when a document is. */
  private withoutRules(catalogue: ModCatalogue, scenario: string, changes: Parameters<typeof loadScenarioWithoutRules>[2]): ScenarioBundle | undefined {
    try {
      return loadScenarioWithoutRules(catalogue, scenario, changes).bundle;
    } catch (error) {
      if (error instanceof ModLoadError) return undefined;
      throw error;
    }
  }
}
