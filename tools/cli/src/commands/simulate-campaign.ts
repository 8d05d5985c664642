// `kriegsspiel simulate <campaign>`: many campaigns played by bots, counted by who won.
import { randomUUID } from 'node:crypto';
import { gameSeed, wilsonInterval } from '@kriegsspiel/engine';
import type { CampaignSpec, ModCatalogue } from '@kriegsspiel/runner';
import type { CommandContext } from '../cli-context';
import { botsOption, duration, engineOption, houseRulesOf, intOption, maxActionsFor, optionValues, workersOption } from '../game-options';
import type { TaskOutcome } from '../pool/worker-pool';
import { WorkerPool } from '../pool/worker-pool';
import { progressReporter } from '../progress';
import { campaignKey, redisProblem, type GameJob, type QueueAddress } from '../queue/games-queue';
import { playOnQueue, reportStopped, RunStopped } from '../queue/play-on-queue';
import { loadCampaignSpec, type CampaignReport } from './play-campaign';
import { gameTimeoutMs } from './simulate';

/** How long a campaign of these bots may take: a game's time for each of its battles. */
export function campaignTimeoutMs(spec: CampaignSpec, bots: readonly string[]): number {
  return gameTimeoutMs(bots) * Math.max(1, spec.campaign.battles.length);
}

/** What a campaign gave: its report, or why the pool could not play it. */
export type CampaignAnswer = { campaign: CampaignReport } | { failure: string };

/** The pool's outcome of a campaign task as a {@link CampaignAnswer}; `simulate` and `worker` read it alike. */
export function campaignAnswerOf(outcome: TaskOutcome): CampaignAnswer {
  if (outcome.ok && outcome.result.kind === 'campaign') return { campaign: outcome.result.report };
  return { failure: outcome.ok ? 'the worker answered with something else' : `the campaign ${outcome.message}` };
}

/**
 * Plays `--games` campaigns, campaign `i` with seed S+i, each one battle after another on
 * one worker thread (or, with `--queue`, as one job on a worker anywhere), and prints the
 * campaign wins of each role with their 95% interval, draws, unfinished campaigns and
 * errors; exit 1 if any campaign did not end. The counts do not depend on the number or
 * place of the workers.
 */
export async function simulateCampaignCommand(
  ctx: CommandContext,
  catalogue: ModCatalogue,
  id: string,
  givenMaxActions: number | undefined,
  address?: QueueAddress,
): Promise<number> {
  const games = intOption(ctx, 'games', 100, 1, 10_000_000);
  const seed = intOption(ctx, 'seed', 1, 0, 0xffffffff);
  const engine = engineOption(ctx);
  const spec = loadCampaignSpec(ctx, catalogue, id);
  if ('error' in spec) {
    ctx.err(spec.error);
    return 1;
  }
  const maxActions = maxActionsFor(givenMaxActions, spec);
  const names = botsOption(ctx, spec.players);
  if (address) {
    const problem = await redisProblem(address);
    if (problem) {
      ctx.err(`kriegsspiel simulate: ${problem}`);
      return 1;
    }
  }
  const progress = progressReporter(ctx.json ? undefined : ctx.status, games, 'campaigns');
  const started = performance.now();
  const reports: CampaignReport[] = new Array<CampaignReport>(games);
  let done = 0;
  const record = (i: number, answer: CampaignAnswer) => {
    reports[i] = 'campaign' in answer ? answer.campaign : { seed: gameSeed(seed, i), error: { code: 'host-error', message: answer.failure } };
    progress.tick(++done);
  };
  let threads = Math.min(workersOption(ctx), games);
  let run: string | undefined;
  try {
    if (address) {
      const runId = randomUUID().slice(0, 8);
      run = runId;
      const common = {
        run: runId,
        scenario: id,
        campaign: true as const,
        houseRules: houseRulesOf(ctx),
        options: optionValues(ctx),
        engine,
        bots: names,
        maxActions,
      };
      const jobs: GameJob[] = Array.from({ length: games }, (_, index) => ({ ...common, specKey: campaignKey(spec), index, seed: gameSeed(seed, index) }));
      const players = new Set<string>();
      await playOnQueue(address, jobs, {
        onOutcome: (i, outcome) => {
          if (outcome.ok) players.add(outcome.result.worker);
          const result = outcome.ok ? outcome.result : { failure: `the campaign failed on the queue: ${outcome.message}` };
          record(i, 'campaign' in result ? result : { failure: 'failure' in result ? result.failure : 'the worker answered with a game, not a campaign' });
        },
        note: (text) => ctx.err(`kriegsspiel simulate: ${text}`),
      });
      threads = players.size;
    } else {
      const pool = new WorkerPool(threads);
      try {
        await Promise.all(
          Array.from({ length: games }, async (_, i) => {
            const task = { kind: 'campaign' as const, spec, engine, seed: gameSeed(seed, i), bots: names, maxActions };
            record(i, campaignAnswerOf(await pool.run(task, campaignTimeoutMs(spec, names))));
          }),
        );
      } finally {
        await pool.close();
      }
    }
  } catch (error) {
    if (!(error instanceof RunStopped)) throw error;
    progress.done();
    return reportStopped((line) => ctx.err(line), { run, done, total: games, things: 'campaigns', address, error });
  } finally {
    progress.done();
  }
  const wins: Record<string, number> = Object.fromEntries(spec.players.map((r) => [r, 0]));
  let draws = 0;
  let unfinished = 0;
  let errors = 0;
  for (const r of reports) {
    if (r.error) errors++;
    else if (!r.outcome?.result) unfinished++;
    else if (r.outcome.result.winner === null) draws++;
    else wins[r.outcome.result.winner] = (wins[r.outcome.result.winner] ?? 0) + 1;
  }
  const winRates = Object.fromEntries(Object.entries(wins).map(([role, n]) => [role, wilsonInterval(n, games)]));
  const ms = performance.now() - started;
  if (ctx.json) {
    const results = reports.map((r) => ({
      seed: r.seed,
      ...(r.outcome?.result ? { winner: r.outcome.result.winner, reason: r.outcome.result.reason } : {}),
      ...(r.hash ? { hash: r.hash } : {}),
      ...(r.error ? { error: r.error.message } : {}),
    }));
    ctx.out(
      JSON.stringify(
        {
          campaign: spec.campaign.id,
          engine,
          seed,
          games,
          wins,
          winRates,
          draws,
          unfinished,
          errors,
          ms: Math.round(ms),
          workers: threads,
          ...(address ? { queue: address.shown, run } : {}),
          results,
        },
        null,
        2,
      ),
    );
  } else {
    const share = (x: number) => `${(100 * x).toFixed(1)}%`;
    ctx.out(
      `${spec.campaign.name} (${spec.campaign.id}): ${games} campaigns from seed ${seed}, ${engine}, in ${duration(ms)} on ${threads} worker${threads === 1 ? '' : 's'}${address ? ` through ${address.shown}` : ''}`,
    );
    for (const [role, n] of Object.entries(wins)) {
      const rate = winRates[role] ?? wilsonInterval(n, games);
      ctx.out(`  ${role} wins ${n}  (${share(rate.rate)}; 95% CI ${share(rate.low)}–${share(rate.high)})`);
    }
    ctx.out(`  draws ${draws}`);
    if (unfinished > 0) ctx.out(`  unfinished ${unfinished} (a battle was stuck or cut off)`);
    if (errors > 0) ctx.out(`  errors ${errors}: ${reports.find((r) => r.error)?.error?.message ?? ''}`);
  }
  return unfinished + errors === 0 ? 0 : 1;
}
