import { hostname } from 'node:os';
import path from 'node:path';
import { UnrecoverableError, Worker } from 'bullmq';
import { loadCampaign, loadScenario, ModCatalogue, ModLoadError, type CampaignSpec, type GameSpec } from '@kriegsspiel/runner';
import { UsageError, type CommandContext } from '../cli-context';
import { ceilingsOption, modFoldersOf, workersOption } from '../game-options';
import { WorkerPool } from '../pool/worker-pool';
import { campaignKey, CANNOT_PLAY, GAMES_QUEUE, queueAddress, redisProblem, specKey, type GameJob, type GameJobResult } from '../queue/games-queue';
import { answerOf, gameTimeoutMs } from './simulate';
import { campaignAnswerOf, campaignTimeoutMs } from './simulate-campaign';

/** A scenario (or campaign) as this worker loads it, with its key; kept per scenario, house rules and options. */
type LoadedGame = { spec: GameSpec; key: string; campaign?: undefined } | { spec: CampaignSpec; key: string; campaign: true };

/**
 * `kriegsspiel worker --queue redis://…`: takes games (and whole campaigns) of
 * `simulate --queue` runs from the queue and plays them on a pool of worker threads (each keeping its loaded rulesets, as
 * a local `simulate` does), until stopped with Ctrl-C or SIGTERM. Each game is loaded
 * from this machine's mods; a game whose scenario is missing here, or loads to other
 * rules or data than the run's, fails that run with a message saying so.
 */
export async function workerCommand(ctx: CommandContext, stopped?: Promise<unknown>): Promise<number> {
  if (ctx.options.queue === undefined) throw new UsageError('say which queue to take games from, for example `--queue redis://localhost:6379`');
  const address = queueAddress(ctx.options.queue);
  const threads = workersOption(ctx);
  const folders = modFoldersOf(ctx);
  const ceilings = ceilingsOption(ctx);
  const problem = await redisProblem(address);
  if (problem) {
    ctx.err(`kriegsspiel worker: ${problem}`);
    return 1;
  }
  const name = `${hostname()}:${process.pid}`;
  const where = folders.map((f) => path.relative(ctx.cwd, f) || '.').join(', ') || 'no mod folder';
  let catalogue = ModCatalogue.read(folders, { ceilings });
  const loaded = new Map<string, LoadedGame>();
  const load = (job: GameJob): LoadedGame => {
    const kind = job.campaign ? 'campaign' : 'scenario';
    if (!catalogue.find(kind, job.scenario))
      throw new UnrecoverableError(
        `${CANNOT_PLAY}worker ${name} has no ${kind} \`${job.scenario}\` in ${where}; start workers with the mod folders of the run (--mods)`,
      );
    try {
      const changes = { mods: job.houseRules.map((mod) => ({ mod })), options: job.options };
      if (job.campaign) {
        const spec = loadCampaign(catalogue, job.scenario, changes);
        return { spec, key: campaignKey(spec), campaign: true };
      }
      const spec = loadScenario(catalogue, job.scenario, changes);
      return { spec, key: specKey(spec) };
    } catch (cause) {
      if (cause instanceof ModLoadError) throw new UnrecoverableError(`${CANNOT_PLAY}worker ${name} cannot load \`${job.scenario}\`: ${cause.message}`);
      throw cause;
    }
  };
  /** The run's game as loaded here; the mods are read again once when they do not match (they may have been updated since). */
  const gameOf = (job: GameJob): LoadedGame => {
    const id = JSON.stringify([job.campaign ?? false, job.scenario, job.houseRules, job.options]);
    let game = loaded.get(id);
    if (game?.key !== job.specKey) {
      catalogue = ModCatalogue.read(folders, { ceilings });
      game = load(job);
      loaded.set(id, game);
    }
    if (game.key !== job.specKey)
      throw new UnrecoverableError(
        `${CANNOT_PLAY}worker ${name} loads \`${job.scenario}\` from ${where} to other rules or data than the run's; give every worker the same mods and the same kriegsspiel version`,
      );
    return game;
  };
  const pool = new WorkerPool(threads);
  const worker = new Worker<GameJob, GameJobResult>(
    GAMES_QUEUE,
    async ({ data }) => {
      const game = gameOf(data);
      const play = { engine: data.engine, seed: data.seed, bots: data.bots, maxActions: data.maxActions };
      if (game.campaign)
        return { worker: name, ...campaignAnswerOf(await pool.run({ kind: 'campaign', spec: game.spec, ...play }, campaignTimeoutMs(game.spec, data.bots))) };
      const counted = data.houseRules.length > 0 ? { countHooks: true } : {};
      return { worker: name, ...answerOf(await pool.run({ kind: 'game', spec: game.spec, ...play, ...counted }, gameTimeoutMs(data.bots))) };
    },
    // A game whose worker died is taken up again by another (stalled jobs): allow that twice.
    { connection: address.connection, concurrency: threads, maxStalledCount: 2, name },
  );
  const seenRuns = new Set<string>();
  worker.on('active', ({ data }) => {
    // A run of several sets (`--compare`, `--sweep`) is named once per set.
    const set = JSON.stringify([data.run, data.houseRules, data.options]);
    if (seenRuns.has(set)) return;
    seenRuns.add(set);
    const options = Object.entries(data.options).map(([k, v]) => `${k}=${JSON.stringify(v)}`);
    ctx.out(
      `run ${data.run}: playing ${data.campaign ? 'campaign ' : ''}${data.scenario}${data.houseRules.length ? ` with ${data.houseRules.join(', ')}` : ''}${options.length ? ` (${options.join(', ')})` : ''}, ${data.engine}, bots ${data.bots.join(', ')}`,
    );
  });
  worker.on('failed', (job, error) => ctx.err(`run ${job?.data.run ?? '?'} game ${job?.data.index ?? '?'}: ${error.message.replace(CANNOT_PLAY, '')}`));
  worker.on('error', (error) => ctx.err(`kriegsspiel worker: ${error.message}`));
  await worker.waitUntilReady();
  ctx.out(
    `kriegsspiel worker ${name}: playing games from ${address.shown} on ${threads} thread${threads === 1 ? '' : 's'} with the mods in ${where}; stop with Ctrl-C`,
  );
  await (stopped ?? signalled());
  ctx.out(`kriegsspiel worker ${name}: stopping after the games under way`);
  await worker.close();
  await pool.close();
  return 0;
}

/** Resolves on the first Ctrl-C or SIGTERM; a second one ends the process at once. */
function signalled(): Promise<void> {
  return new Promise((resolve) => {
    const first = () => {
      process.off('SIGINT', first);
      process.off('SIGTERM', first);
      process.once('SIGINT', () => process.exit(130));
      process.once('SIGTERM', () => process.exit(143));
      resolve();
    };
    process.on('SIGINT', first);
    process.on('SIGTERM', first);
  });
}
