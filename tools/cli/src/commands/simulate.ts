import { createHash } from 'node:crypto';
import { failureText, ModCatalogue, type GameReport, type GameSpec } from '@kriegsspiel/runner';
import type { CommandContext } from '../cli-context';
import { botsOption, duration, engineOption, intOption, loadGameSpec, modFoldersOf, workersOption } from '../game-options';
import { WorkerPool } from '../pool/worker-pool';
import { progressReporter } from '../progress';
import { DEFAULT_MAX_ACTIONS, shownReport } from './play';

/** A game that runs longer than this (a native loop, a hung worker) is stopped and counted as an error. */
const GAME_TIMEOUT_MS = 120_000;
/** How many error messages the text output shows. */
const ERRORS_SHOWN = 3;

/** What many games came to; it depends on the games alone, never on how many workers played them. */
export interface SimulationSummary {
  wins: Record<string, number>;
  draws: number;
  stuck: number;
  unfinished: number;
  errors: number;
  meanActions: number;
  /** SHA-256 of every game's outcome and final hash, in seed order: equal runs have equal fingerprints. */
  fingerprint: string;
}

export function summarise(players: readonly string[], games: readonly GameReport[]): SimulationSummary {
  const wins = Object.fromEntries(players.map((p) => [p, 0])) as Record<string, number>;
  const count = (outcome: GameReport['outcome']) => games.filter((g) => g.outcome === outcome).length;
  const fingerprint = createHash('sha256');
  for (const g of games) {
    if (g.outcome === 'ended' && g.winner !== null && g.winner !== undefined) wins[g.winner] = (wins[g.winner] ?? 0) + 1;
    fingerprint.update(`${g.seed}:${g.outcome}:${g.winner ?? ''}:${g.actions}:${g.hash ?? g.error?.message ?? ''}\n`);
  }
  return {
    wins,
    draws: games.filter((g) => g.outcome === 'ended' && g.winner === null).length,
    stuck: count('stuck'),
    unfinished: count('unfinished'),
    errors: count('error'),
    meanActions: games.length === 0 ? 0 : games.reduce((sum, g) => sum + g.actions, 0) / games.length,
    fingerprint: fingerprint.digest('hex'),
  };
}

const percent = (n: number, of: number) => (of === 0 ? '' : `  (${((100 * n) / of).toFixed(1)}%)`);

/**
 * `kriegsspiel simulate <scenario> --games N --seed S`: plays many games with bots across
 * worker threads. Game `i` is played with seed S+i and bots seeded from it, so the
 * results are the same whatever the number of workers.
 */
export async function simulateCommand(ctx: CommandContext): Promise<number> {
  const games = intOption(ctx, 'games', 100, 1, 10_000_000);
  const seed = intOption(ctx, 'seed', 1, 0, 0xffffffff);
  const workers = workersOption(ctx);
  const maxActions = intOption(ctx, 'max-actions', DEFAULT_MAX_ACTIONS, 1, 10_000_000);
  const engine = engineOption(ctx);
  const catalogue = ModCatalogue.read(modFoldersOf(ctx));
  const spec: GameSpec | { error: string } = loadGameSpec(ctx, catalogue, ctx.positionals[0]);
  if ('error' in spec) {
    ctx.err(spec.error);
    return 1;
  }
  const bots = botsOption(ctx, spec.players);
  const threads = Math.min(workers, games);
  const pool = new WorkerPool(threads);
  const progress = progressReporter(ctx.json ? undefined : ctx.status, games, 'games');
  const reports: GameReport[] = new Array<GameReport>(games);
  const started = performance.now();
  let done = 0;
  try {
    await Promise.all(
      Array.from({ length: games }, async (_, i) => {
        const gameSeed = (seed + i) >>> 0;
        const outcome = await pool.run({ kind: 'game', spec, engine, seed: gameSeed, bots, maxActions }, GAME_TIMEOUT_MS);
        reports[i] =
          outcome.ok && outcome.result.kind === 'game'
            ? shownReport(ctx, outcome.result.report)
            : { seed: gameSeed, outcome: 'error', actions: 0, error: { code: 'host-error', message: outcome.ok ? 'the worker answered with something else' : `the game ${outcome.message}` } };
        progress.tick(++done);
      }),
    );
  } finally {
    progress.done();
    await pool.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const summary = summarise(spec.players, reports);
  const failed = reports.filter((r) => r.outcome === 'error');
  if (ctx.json) {
    ctx.out(
      JSON.stringify(
        {
          scenario: spec.scenario,
          mods: spec.mods,
          engine,
          games,
          seeds: { from: seed, to: seed + games - 1 },
          bots: Object.fromEntries(spec.players.map((r, k) => [r, bots[k]])),
          options: spec.bundle.options,
          workers: threads,
          seconds,
          gamesPerSecond: games / seconds,
          ...summary,
          firstErrors: failed.slice(0, ERRORS_SHOWN).map((r) => ({ seed: r.seed, ...r.error })),
          results: reports,
        },
        null,
        2,
      ),
    );
  } else {
    ctx.out(`${spec.bundle.scenario.name} (${spec.scenario}${spec.mods.length > 1 ? `, with ${spec.mods.slice(1).join(', ')}` : ''}): ${games} games, seeds ${seed} to ${seed + games - 1}, ${engine}, bots ${bots.join(', ')}`);
    const width = Math.max('mean length'.length, ...spec.players.map((p) => `${p} wins`.length));
    for (const p of spec.players) ctx.out(`  ${`${p} wins`.padEnd(width)} ${String(summary.wins[p] ?? 0).padStart(6)}${percent(summary.wins[p] ?? 0, games)}`);
    ctx.out(`  ${'draws'.padEnd(width)} ${String(summary.draws).padStart(6)}${percent(summary.draws, games)}`);
    ctx.out(`  ${'stuck'.padEnd(width)} ${String(summary.stuck).padStart(6)}`);
    ctx.out(`  ${'unfinished'.padEnd(width)} ${String(summary.unfinished).padStart(6)}${summary.unfinished > 0 ? `  (cut off at ${maxActions} actions)` : ''}`);
    ctx.out(`  ${'errors'.padEnd(width)} ${String(summary.errors).padStart(6)}`);
    for (const r of failed.slice(0, ERRORS_SHOWN)) ctx.out(`    seed ${r.seed}: ${failureText(r.error ?? { code: 'host-error', message: 'unknown' })}`);
    if (failed.length > ERRORS_SHOWN) ctx.out(`    … and ${failed.length - ERRORS_SHOWN} more (see --json)`);
    ctx.out(`  ${'mean length'.padEnd(width)} ${summary.meanActions.toFixed(1).padStart(6)} actions`);
    ctx.out(`  ${'speed'.padEnd(width)} ${(games / seconds).toFixed(1).padStart(6)} games/s (${duration(seconds * 1000)} on ${threads} worker${threads === 1 ? '' : 's'})`);
  }
  return summary.errors + summary.stuck + summary.unfinished > 0 ? 1 : 0;
}
