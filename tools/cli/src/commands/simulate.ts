import { randomUUID } from 'node:crypto';
import { failureText, gameSeed, parseBotName, summariseGames, type GameReport, type SimulationSummary } from '@kriegsspiel/engine';
import { ModCatalogue } from '@kriegsspiel/runner';
import type { CommandContext } from '../cli-context';
import { botsOption, ceilingsOption, duration, engineOption, intOption, maxActionsFor, maxActionsOption, modFoldersOf, workersOption } from '../game-options';
import { WorkerPool, type TaskOutcome } from '../pool/worker-pool';
import { progressReporter } from '../progress';
import { queueAddress, redisProblem, specKey, type GameJob, type QueueAddress } from '../queue/games-queue';
import { playOnQueue, reportStopped, RunStopped } from '../queue/play-on-queue';
import { UsageError } from '../cli-context';
import { shownReport } from './play';
import { simulateCampaignCommand } from './simulate-campaign';
import { changesFromFirst, hookLines, hookTotals, variantTable, variantsOf, type PlayedVariant, type Variant } from './simulate-variants';

/**
 * A game that runs longer than this (a native loop, a hung worker) is stopped and counted as
 * an error. Each sandbox call has its own wall clock and budget; this is the backstop for the
 * whole game, so it must leave room for the largest: a Napoleon's Last Battles campaign takes
 * about 6 s in the sandbox on a quiet core and went past two minutes on a loaded machine.
 */
export const GAME_TIMEOUT_MS = 600_000;
/** A game with a search bot thinks at every decision: it may take this many times longer. */
const SEARCH_TIMEOUT_FACTOR = 10;

/** How long a game of these bots may take before it is stopped and counted as an error. */
export function gameTimeoutMs(bots: readonly string[]): number {
  return bots.some((b) => parseBotName(b).kind !== 'random') ? GAME_TIMEOUT_MS * SEARCH_TIMEOUT_FACTOR : GAME_TIMEOUT_MS;
}
/** How many error messages the text output shows. */
const ERRORS_SHOWN = 3;

export type { SimulationSummary };

const percent = (n: number, of: number) => (of === 0 ? '' : `  (${((100 * n) / of).toFixed(1)}%)`);
const share = (x: number) => `${(100 * x).toFixed(1)}%`;
/** `  (41.7%; 95% CI 19.3–68.0%)`: a side's wins with their Wilson interval, as the studio shows them. */
const withInterval = (summary: SimulationSummary, role: string, of: number) => {
  const rate = summary.winRates[role];
  return of === 0 || !rate ? '' : `  (${share(rate.rate)}; 95% CI ${share(rate.low)}–${share(rate.high)})`;
};

/** What a game gave: its report, or the message of the error report that stands for it. */
export type GameAnswer = { report: GameReport } | { failure: string };

/** The pool's outcome of a game task as a {@link GameAnswer}; `simulate` and `worker` read it alike, so a queue run counts failures as a local one does. */
export function answerOf(outcome: TaskOutcome): GameAnswer {
  if (outcome.ok && outcome.result.kind === 'game') return { report: outcome.result.report };
  return { failure: outcome.ok ? 'the worker answered with something else' : `the game ${outcome.message}` };
}

/**
 * `kriegsspiel simulate <scenario> --games N --seed S`: plays many games with bots across
 * worker threads, or on workers anywhere through a queue (`--queue redis://…`, see
 * `kriegsspiel worker`). Game `i` is played with seed S+i and bots seeded from it, so the
 * results are the same whatever the number or place of the workers — and the same as the
 * studio's balance runs, which play and summarise with the same runner code.
 */
export async function simulateCommand(ctx: CommandContext): Promise<number> {
  const games = intOption(ctx, 'games', 100, 1, 10_000_000);
  const seed = intOption(ctx, 'seed', 1, 0, 0xffffffff);
  const workers = workersOption(ctx);
  const givenMaxActions = maxActionsOption(ctx);
  const engine = engineOption(ctx);
  const address = ctx.options.queue === undefined ? undefined : queueAddress(ctx.options.queue);
  const catalogue = ModCatalogue.read(modFoldersOf(ctx), { ceilings: ceilingsOption(ctx) });
  const named = ctx.positionals[0];
  if (named !== undefined && !catalogue.find('scenario', named) && catalogue.find('campaign', named)) {
    if (ctx.options.compare !== undefined || ctx.options.sweep !== undefined)
      throw new UsageError('--compare and --sweep play the games of a scenario, not a campaign');
    return simulateCampaignCommand(ctx, catalogue, named, givenMaxActions, address);
  }
  const variants = variantsOf(ctx, catalogue, named);
  if ('error' in variants) {
    ctx.err(variants.error);
    return 1;
  }
  const spec = (variants[0] as Variant).spec;
  // Every variant has the same ruleset, so the same limit.
  const maxActions = maxActionsFor(givenMaxActions, spec);
  const bots = botsOption(ctx, spec.players);
  if (address) {
    const problem = await redisProblem(address);
    if (problem) {
      ctx.err(`kriegsspiel simulate: ${problem}`);
      return 1;
    }
  }
  const total = games * variants.length;
  const progress = progressReporter(ctx.json ? undefined : ctx.status, total, 'games');
  // Set v's game i is task v·games + i, on the queue as locally.
  const reports: GameReport[][] = variants.map(() => new Array<GameReport>(games));
  let done = 0;
  const record = (task: number, answer: GameAnswer) => {
    const i = task % games;
    (reports[Math.floor(task / games)] as GameReport[])[i] =
      'report' in answer
        ? shownReport(ctx, answer.report)
        : { seed: gameSeed(seed, i), outcome: 'error', actions: 0, error: { code: 'host-error', message: answer.failure } };
    progress.tick(++done);
  };
  const started = performance.now();
  let threads = Math.min(workers, total);
  let run: string | undefined;
  try {
    if (address) {
      const id = randomUUID().slice(0, 8);
      run = id;
      const jobs: GameJob[] = variants.flatMap((variant, v) => {
        const common = {
          run: id,
          scenario: spec.scenario,
          houseRules: variant.houseRules,
          options: variant.options,
          engine,
          bots,
          maxActions,
          specKey: specKey(variant.spec),
        };
        return Array.from({ length: games }, (_, i) => ({ ...common, index: v * games + i, seed: gameSeed(seed, i) }));
      });
      const players = new Set<string>();
      await playOnQueue(address, jobs, {
        onOutcome: (task, outcome) => {
          if (outcome.ok) players.add(outcome.result.worker);
          const result = outcome.ok ? outcome.result : { failure: `the game failed on the queue: ${outcome.message}` };
          record(task, 'campaign' in result ? { failure: 'the worker answered with a campaign, not a game' } : result);
        },
        note: (text) => ctx.err(`kriegsspiel simulate: ${text}`),
      });
      threads = players.size;
    } else {
      const pool = new WorkerPool(threads);
      try {
        await Promise.all(
          variants.flatMap((variant, v) =>
            Array.from({ length: games }, async (_, i) => {
              // A set with house rules counts their wrappers' calls (shown by --compare).
              const counted = variant.houseRules.length > 0 ? { countHooks: true } : {};
              const task = { kind: 'game' as const, spec: variant.spec, engine, seed: gameSeed(seed, i), bots, maxActions, ...counted };
              record(v * games + i, answerOf(await pool.run(task, gameTimeoutMs(bots))));
            }),
          ),
        );
      } finally {
        await pool.close();
      }
    }
  } catch (error) {
    if (!(error instanceof RunStopped)) throw error;
    progress.done();
    return reportStopped((line) => ctx.err(line), { run, done, total, things: 'games', address, error });
  } finally {
    progress.done();
  }
  if (variants.length > 1)
    return printVariants(ctx, { variants, reports, games, seed, engine, bots, threads, seconds: (performance.now() - started) / 1000, address, run });
  const summary = summariseGames(spec.players, reports[0] as GameReport[]);
  const seconds = (performance.now() - started) / 1000;
  const failed = (reports[0] as GameReport[]).filter((r) => r.outcome === 'error');
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
          ...(address ? { queue: address.shown, run } : {}),
          seconds,
          gamesPerSecond: games / seconds,
          ...summary,
          firstErrors: failed.slice(0, ERRORS_SHOWN).map((r) => ({ seed: r.seed, ...r.error })),
          results: reports[0],
        },
        null,
        2,
      ),
    );
  } else {
    ctx.out(
      `${spec.bundle.scenario.name} (${spec.scenario}${spec.mods.length > 1 ? `, with ${spec.mods.slice(1).join(', ')}` : ''}): ${games} games, seeds ${seed} to ${seed + games - 1}, ${engine}, bots ${bots.join(', ')}`,
    );
    const width = Math.max('mean length'.length, ...spec.players.map((p) => `${p} wins`.length));
    for (const p of spec.players) ctx.out(`  ${`${p} wins`.padEnd(width)} ${String(summary.wins[p] ?? 0).padStart(6)}${withInterval(summary, p, games)}`);
    ctx.out(`  ${'draws'.padEnd(width)} ${String(summary.draws).padStart(6)}${percent(summary.draws, games)}`);
    ctx.out(`  ${'stuck'.padEnd(width)} ${String(summary.stuck).padStart(6)}`);
    ctx.out(`  ${'unfinished'.padEnd(width)} ${String(summary.unfinished).padStart(6)}${summary.unfinished > 0 ? `  (cut off at ${maxActions} actions)` : ''}`);
    ctx.out(`  ${'errors'.padEnd(width)} ${String(summary.errors).padStart(6)}`);
    for (const r of failed.slice(0, ERRORS_SHOWN)) ctx.out(`    seed ${r.seed}: ${failureText(r.error ?? { code: 'host-error', message: 'unknown' })}`);
    if (failed.length > ERRORS_SHOWN) ctx.out(`    … and ${failed.length - ERRORS_SHOWN} more (see --json)`);
    ctx.out(`  ${'mean length'.padEnd(width)} ${summary.meanActions.toFixed(1).padStart(6)} actions`);
    ctx.out(
      `  ${'speed'.padEnd(width)} ${(games / seconds).toFixed(1).padStart(6)} games/s (${duration(seconds * 1000)} on ${threads} worker${threads === 1 ? '' : 's'}${address ? ` through ${address.shown}` : ''})`,
    );
  }
  return summary.errors + summary.stuck + summary.unfinished > 0 ? 1 : 0;
}

/** What a run of several sets of games printed from. */
interface VariantsRun {
  variants: Variant[];
  /** Each set's games, in seed order. */
  reports: GameReport[][];
  games: number;
  seed: number;
  engine: string;
  bots: string[];
  threads: number;
  seconds: number;
  address: QueueAddress | undefined;
  run: string | undefined;
}

/** Prints the sets of a `--compare` or `--sweep` run, one row each with the change from the first; exit 1 if any game did not end. */
function printVariants(ctx: CommandContext, r: VariantsRun): number {
  const first = r.variants[0] as Variant;
  const players = first.spec.players;
  const played: PlayedVariant[] = r.variants.map((variant, v) => ({ variant, summary: summariseGames(players, r.reports[v] ?? []), games: r.games }));
  const changes = changesFromFirst(players, played);
  const total = r.games * r.variants.length;
  if (ctx.json) {
    ctx.out(
      JSON.stringify(
        {
          scenario: first.spec.scenario,
          engine: r.engine,
          games: r.games,
          seeds: { from: r.seed, to: r.seed + r.games - 1 },
          bots: Object.fromEntries(players.map((role, k) => [role, r.bots[k]])),
          workers: r.threads,
          ...(r.address ? { queue: r.address.shown, run: r.run } : {}),
          seconds: r.seconds,
          gamesPerSecond: total / r.seconds,
          variants: played.map((p, v) => {
            const failed = (r.reports[v] ?? []).filter((g) => g.outcome === 'error');
            return {
              label: p.variant.label,
              houseRules: p.variant.houseRules,
              mods: p.variant.spec.mods,
              options: p.variant.spec.bundle.options,
              ...p.summary,
              ...(changes[v] ? { change: changes[v] } : {}),
              ...(hookTotals(r.reports[v] ?? []) ? { hooks: hookTotals(r.reports[v] ?? []) } : {}),
              firstErrors: failed.slice(0, ERRORS_SHOWN).map((g) => ({ seed: g.seed, ...g.error })),
              results: r.reports[v],
            };
          }),
        },
        null,
        2,
      ),
    );
  } else {
    ctx.out(
      `${first.spec.bundle.scenario.name} (${first.spec.scenario}): ${r.variants.length} × ${r.games} games, seeds ${r.seed} to ${r.seed + r.games - 1} each, ${r.engine}, bots ${r.bots.join(', ')}`,
    );
    for (const line of variantTable(players, played)) ctx.out(line);
    played.forEach((p, v) => {
      const totals = hookTotals(r.reports[v] ?? []);
      if (totals) for (const line of hookLines(p.variant.label, totals, r.games)) ctx.out(line);
    });
    played.forEach((p, v) => {
      const failed = (r.reports[v] ?? []).filter((g) => g.outcome === 'error');
      for (const g of failed.slice(0, ERRORS_SHOWN))
        ctx.out(`    ${p.variant.label}, seed ${g.seed}: ${failureText(g.error ?? { code: 'host-error', message: 'unknown' })}`);
    });
    ctx.out(
      `  speed ${(total / r.seconds).toFixed(total / r.seconds < 1 ? 2 : 1)} games/s (${duration(r.seconds * 1000)} on ${r.threads} worker${r.threads === 1 ? '' : 's'}${r.address ? ` through ${r.address.shown}` : ''})`,
    );
  }
  return played.some((p) => p.summary.errors + p.summary.stuck + p.summary.unfinished > 0) ? 1 : 0;
}
