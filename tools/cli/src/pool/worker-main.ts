// A pool worker: runs scenario tests and games as the pool sends them, keeping one host
// per ruleset program so that a ruleset is loaded once per worker, not once per task.
import { parentPort } from 'node:worker_threads';
import { describeFailure, playGame, runScenarioTest } from '@kriegsspiel/engine';
import { campaignOfSpec, HostCache } from '@kriegsspiel/runner';
import { playCampaignWithBots } from '../commands/play-campaign';
import type { PoolResult, PoolTask, PoolToWorker, WorkerToPool } from './messages';

const hosts = new HostCache();

async function run(task: PoolTask): Promise<PoolResult> {
  const started = performance.now();
  if (task.kind === 'test') {
    const { bundle, program } = task.spec.game;
    const campaign = campaignOfSpec(task.spec);
    const report = await runScenarioTest(task.test, {
      bundle,
      host: hosts.get(task.engine, program),
      origins: program.origins,
      ...(campaign ? { campaign } : {}),
    });
    return { kind: 'test', report, ms: performance.now() - started };
  }
  if (task.kind === 'campaign') {
    // Battle after battle on this worker's host of the campaign's program, as `play <campaign>` does.
    const report = await playCampaignWithBots(task.spec, await hosts.get(task.engine, task.spec.program), task.seed, task.bots, task.maxActions);
    return { kind: 'campaign', report, ms: performance.now() - started };
  }
  const report = await playGame(task.spec, hosts.get(task.engine, task.spec.program), {
    seed: task.seed,
    bots: task.bots,
    maxActions: task.maxActions,
    ...(task.countHooks ? { countHooks: true } : {}),
    describeFailure: (error) => describeFailure(error, task.spec.program),
  });
  return { kind: 'game', report, ms: performance.now() - started };
}

const port = parentPort;
if (!port) throw new Error('worker-main.ts runs in a worker thread of the pool');
port.on('message', ({ id, task }: PoolToWorker) => {
  run(task).then(
    (result) => port.postMessage({ type: 'result', id, result } satisfies WorkerToPool),
    (error: unknown) =>
      port.postMessage({ type: 'failed', id, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) } satisfies WorkerToPool),
  );
});
port.postMessage({ type: 'ready' } satisfies WorkerToPool);
