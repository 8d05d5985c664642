// Many games between bots, several at once: each lane plays games one after the other on a
// host of its own (a sandbox's worker), taking the next seed as it frees up. The studio runs
// its balance runs with it; the numbers depend on the seeds alone, never on the lanes.
import { playGame, type GameReport, type PlayableGame } from './game';
import type { RulesFailure } from './rules-failure';
import type { RulesHost } from './host';
import { scheduleTasks } from './scheduler';
import { gameSeed } from './seeds';
import type { StopSignal } from './stop-signal';

export interface PlayGamesOptions {
  games: number;
  /** Game `i` is played with seed `seed + i` (see {@link gameSeed}), and its bots with seeds derived from it. */
  seed: number;
  /** Bot names, one per player in the scenario's order (the last is repeated); random by default. */
  bots?: readonly string[];
  maxActions?: number;
  /** How many games are played at once, each lane on a host of its own. */
  parallel: number;
  /** Opens a host for a lane (again after a host failed to load, as the command line's pool does). */
  openHost(): Promise<RulesHost>;
  /** Describes what the rules or the host threw (the runner's `describeFailure`). */
  describeFailure?(error: unknown): RulesFailure;
  /** Stops the run: no game starts after it, and the games in flight are dropped with their hosts. */
  signal?: StopSignal;
  /** Told of each game as it ends, in the order games end. */
  onGame?(report: GameReport, index: number): void;
}

export interface PlayGamesResult {
  /** The games played to the end, in seed order (all of them unless the run was stopped). */
  reports: GameReport[];
  stopped: boolean;
}

/** A lane's host, and whether it failed to load (the lane then opens another before its next game). */
interface HostLane {
  host: Promise<RulesHost>;
  failed: boolean;
}

/** Plays `games` games of a scenario with bots, `parallel` at a time; never throws for what the rules do. */
export async function playGames(game: PlayableGame, options: PlayGamesOptions): Promise<PlayGamesResult> {
  const { results, stopped } = await scheduleTasks<GameReport, HostLane>(options.games, {
    lanes: options.parallel,
    async openLane() {
      const lane: HostLane = { host: options.openHost(), failed: false };
      lane.host.catch(() => (lane.failed = true));
      return lane;
    },
    closeLane: (lane) =>
      lane.host.then(
        (h) => h.dispose(),
        () => undefined,
      ),
    healthy: (lane) => !lane.failed,
    run: (lane, index) =>
      playGame(game, lane.host, {
        seed: gameSeed(options.seed, index),
        ...(options.bots ? { bots: options.bots } : {}),
        ...(options.maxActions !== undefined ? { maxActions: options.maxActions } : {}),
        ...(options.describeFailure ? { describeFailure: options.describeFailure } : {}),
      }),
    failed: (index, failure) => ({
      seed: gameSeed(options.seed, index),
      outcome: 'error',
      actions: 0,
      error: { code: 'host-error', message: `the game ${failure.message}` },
    }),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onGame ? { onResult: options.onGame } : {}),
  });
  return { reports: results.filter((r): r is GameReport => r !== undefined), stopped };
}
