// Where the studio gets games to play: scenarios made ready by the workspace server (their
// rules bundled, the SDK, the scenario bundle), which the page runs in Web Workers.
import type { RulesFailure, RulesHost } from '@kriegsspiel/engine';
import type { PortableGame } from '@kriegsspiel/runner/portable';
import { browserSandboxHost } from '@kriegsspiel/sandbox/browser';

/** A scenario to play, and what to add to it. */
export interface GameRequest {
  readonly scenario: string;
  /** House rules stacked after the scenario's own mods. */
  readonly houseRules?: readonly string[];
  /** Options over the defaults of the ruleset's and house rules' options schemas. */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** Gives games to play (the workspace server's `GET /api/game`). */
export interface GameSource {
  /** The scenario ready to play; rejects with a {@link GameLoadError} when it cannot be. */
  game(request: GameRequest): Promise<PortableGame>;
}

/**
 * A scenario that cannot be played: a document at fault, or rules that do not load (with their
 * file and line). When only the rules are at fault, `bundle` is the scenario's documents: it can
 * still be played by hand.
 */
export class GameLoadError extends Error {
  override name = 'GameLoadError';
  constructor(
    readonly failure: RulesFailure,
    readonly bundle?: PortableGame['bundle'],
  ) {
    super(failure.message);
  }
}

/** Opens a host for a game's rules: a sandbox in a Web Worker, unless a test or a story says otherwise. */
export type HostFactory = (game: PortableGame) => Promise<RulesHost>;

/** The studio's hosts: the game's rules in the QuickJS sandbox, in a Web Worker of their own. */
export const sandboxHostFactory: HostFactory = (game) => browserSandboxHost(game);
