// Many games between bots, several at once: each lane plays games one after the other on a
// host of its own (a sandbox's worker), taking the next seed as it frees up. The studio runs
// its balance runs with it; the numbers depend on the seeds alone, never on the lanes.
import type { RulesHost } from '@kriegsspiel/engine';
import { playGame, type GameReport, type PlayableGame } from './game';
import { gameSeed } from './seeds';

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
  /** Stops the run: no game starts after it, and the games in flight are dropped with their hosts. */
  signal?: AbortSignal;
  /** Told of each game as it ends, in the order games end. */
  onGame?(report: GameReport, index: number): void;
}

export interface PlayGamesResult {
  /** The games played to the end, in seed order (all of them unless the run was stopped). */
  reports: GameReport[];
  stopped: boolean;
}

/** Plays `games` games of a scenario with bots, `parallel` at a time; never throws for what the rules do. */
export async function playGames(game: PlayableGame, options: PlayGamesOptions): Promise<PlayGamesResult> {
  const { games, signal } = options;
  const reports: (GameReport | undefined)[] = new Array<GameReport | undefined>(games);
  const hosts = new Set<Promise<RulesHost>>();
  const release = (host: Promise<RulesHost>) => {
    hosts.delete(host);
    return host.then((h) => h.dispose(), () => undefined);
  };
  const stop = () => {
    for (const host of [...hosts]) void release(host);
  };
  signal?.addEventListener('abort', stop, { once: true });
  let next = 0;

  const lane = async (): Promise<void> => {
    let host: Promise<RulesHost> | undefined;
    let failed = false;
    try {
      while (!signal?.aborted && next < games) {
        const index = next++;
        if (!host || failed) {
          if (host) await release(host);
          failed = false;
          const opened = options.openHost();
          opened.catch(() => (failed = true));
          hosts.add(opened);
          host = opened;
        }
        const report = await playGame(game, host, { seed: gameSeed(options.seed, index), ...(options.bots ? { bots: options.bots } : {}), ...(options.maxActions !== undefined ? { maxActions: options.maxActions } : {}) });
        // A game cut short by the stop is not a result.
        if (signal?.aborted) return;
        reports[index] = report;
        options.onGame?.(report, index);
      }
    } finally {
      if (host) await release(host);
    }
  };

  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.parallel, games)) }, lane));
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  return { reports: reports.filter((r): r is GameReport => r !== undefined), stopped: signal?.aborted === true };
}
