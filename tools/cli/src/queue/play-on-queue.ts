// The `simulate --queue` side: enqueue a run's games on BullMQ and collect what the workers answer.
import { Job, Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { CANNOT_PLAY, GAMES_QUEUE, jobIdOf, type GameJob, type GameJobResult, type QueueAddress } from './games-queue';

/** What became of a game on the queue: a worker's answer, or the job's failure after BullMQ's retries. */
export type QueueOutcome = { ok: true; result: GameJobResult } | { ok: false; message: string };

/** The run cannot go on: a worker cannot play its games (no such scenario, other mods), or it was stopped. */
export class RunStopped extends Error {}

/**
 * What `simulate` says of a run that stopped: how far it got and that its waiting jobs were
 * taken off the queue. Returns the exit status.
 */
export function reportStopped(
  err: (line: string) => void,
  stop: { run: string | undefined; done: number; total: number; things: string; address: { shown: string } | undefined; error: RunStopped },
): number {
  const { run, done, total, things, address, error } = stop;
  err(
    `kriegsspiel simulate: run ${run ?? ''} stopped after ${done} of ${total} ${things} (its waiting ${things} were taken off ${address?.shown ?? 'the queue'}): ${error.message}`,
  );
  return 1;
}

export interface QueueRunOptions {
  /** Called once per game, in the order the answers come. */
  onOutcome(index: number, outcome: QueueOutcome): void;
  /** A note for people while waiting (no worker listening yet). */
  note(text: string): void;
}

/** BullMQ tries a game this many times: a worker that dies mid-game leaves it to another. */
const ATTEMPTS = 3;
/** With no answer for this long, the jobs still out are looked up, in case an event was missed. */
const SWEEP_MS = 10_000;
/** Games are enqueued this many at a time. */
const BATCH = 500;

/**
 * Enqueues game `i` of `jobs` as job `<run>-<i>` and resolves when every game has an
 * outcome. Answers come through BullMQ's event stream, read from the point just before
 * the first job was added so none is missed; jobs that stay silent are looked up now and
 * then. Rejects with {@link RunStopped} when a worker reports that it cannot play the run,
 * after taking the run's waiting games off the queue. Ctrl-C does the same.
 */
export async function playOnQueue(address: QueueAddress, jobs: readonly GameJob[], options: QueueRunOptions): Promise<void> {
  const connection = address.connection;
  const queue = new Queue<GameJob, GameJobResult, string>(GAMES_QUEUE, {
    connection,
    defaultJobOptions: {
      attempts: ATTEMPTS,
      // Kept a while for `bullmq` tools and late lookups, then dropped.
      removeOnComplete: { age: 3600 },
      removeOnFail: { age: 7 * 24 * 3600 },
    },
  });
  const pending = new Map(jobs.map((job) => [jobIdOf(job.run, job.index), job.index]));
  const client = new Redis({ ...connection, maxRetriesPerRequest: 1 });
  let events: QueueEvents | undefined;
  let stop: ((error: Error) => void) | undefined;
  const interrupted = () => stop?.(new RunStopped('stopped by Ctrl-C'));
  process.once('SIGINT', interrupted);
  let sweeper: ReturnType<typeof setInterval> | undefined;
  try {
    const [last] = (await client.xrevrange(`bull:${GAMES_QUEUE}:events`, '+', '-', 'COUNT', 1)) as [string, string[]][];
    events = new QueueEvents(GAMES_QUEUE, { connection, lastEventId: last?.[0] ?? '0-0' });
    await events.waitUntilReady();
    await new Promise<void>((resolve, reject) => {
      let heard = Date.now();
      stop = reject;
      const settle = (jobId: string, outcome: QueueOutcome) => {
        const index = pending.get(jobId);
        if (index === undefined) return;
        pending.delete(jobId);
        heard = Date.now();
        if (!outcome.ok && outcome.message.startsWith(CANNOT_PLAY)) {
          reject(new RunStopped(outcome.message.slice(CANNOT_PLAY.length)));
          return;
        }
        options.onOutcome(index, outcome);
        if (pending.size === 0) resolve();
      };
      events?.on('completed', ({ jobId, returnvalue }) => settle(jobId, { ok: true, result: returnvalue as unknown as GameJobResult }));
      events?.on('failed', ({ jobId, failedReason }) => settle(jobId, { ok: false, message: failedReason }));
      const sweep = async () => {
        if (Date.now() - heard < SWEEP_MS) return;
        heard = Date.now();
        for (const jobId of [...pending.keys()]) {
          const job = await Job.fromId<GameJob, GameJobResult>(queue, jobId);
          if (!job) settle(jobId, { ok: false, message: 'its job left the queue unanswered (removed by hand?)' });
          else if (await job.isCompleted()) settle(jobId, { ok: true, result: job.returnvalue });
          else if (await job.isFailed()) settle(jobId, { ok: false, message: job.failedReason });
        }
        if (pending.size > 0 && (await queue.getWorkersCount()) === 0)
          options.note(`no worker is taking games from ${address.shown}; start some with \`kriegsspiel worker --queue ${address.shown}\``);
      };
      let sweeping = false;
      sweeper = setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        sweep()
          .catch(reject)
          .finally(() => (sweeping = false));
      }, SWEEP_MS / 2);
      const enqueue = async () => {
        for (let from = 0; from < jobs.length; from += BATCH)
          await queue.addBulk(jobs.slice(from, from + BATCH).map((data) => ({ name: data.run, data, opts: { jobId: jobIdOf(data.run, data.index) } })));
        if ((await queue.getWorkersCount()) === 0)
          options.note(`no worker is taking games from ${address.shown} yet; start some with \`kriegsspiel worker --queue ${address.shown}\``);
      };
      enqueue().catch(reject);
    });
  } catch (error) {
    // What is still waiting is of no use to anyone: take it off the queue (games being played finish and expire).
    await Promise.all([...pending.keys()].map((jobId) => queue.remove(jobId).catch(() => 0)));
    throw error;
  } finally {
    process.off('SIGINT', interrupted);
    clearInterval(sweeper);
    client.disconnect();
    await events?.close();
    await queue.close();
  }
}
