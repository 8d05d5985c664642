// One scheduler for many games (or tests): a queue of tasks over at most N lanes, where a lane
// is whatever runs one task at a time — a worker thread on the command line, a Web Worker's
// sandbox in the studio. It knows nothing of either: it opens lanes, runs tasks on them, gives
// each task a result, and replaces a lane whose task failed, ran too long or left it unhealthy.

import { after, type StopSignal } from './stop-signal';

/** Why a task has no result of its own: it ran too long, its lane failed, or the scheduler was closed. */
export interface TaskFailure {
  reason: 'timeout' | 'crashed';
  message: string;
}

/** How to open, use and close lanes, and what a task that failed comes to. */
export interface LaneOptions<T, R, L> {
  /** At most this many lanes are open at once. */
  lanes: number;
  /** Opens a lane; a lane that cannot even open fails every task after it (rather than open lanes for ever). */
  openLane(): Promise<L>;
  /** Closes a lane: after the work is done, or to stop a task that ran too long. */
  closeLane(lane: L): Promise<void> | void;
  /** Runs a task on a lane; rejecting means the lane has failed (it is replaced). */
  run(lane: L, task: T): Promise<R>;
  /** The result of a task that has none: its failure as data. */
  failed(task: T, failure: TaskFailure): R;
  /** A task still running after this many milliseconds is answered `timeout`, and its lane replaced. */
  timeoutMs?(task: T): number | undefined;
  /** What a lane is called in messages (`worker`, `sandbox`); `lane` by default. */
  laneName?: string;
  /** Checked before each task: false replaces the lane first (a host that failed to load, say). */
  healthy?(lane: L): boolean;
}

interface Job<T, R> {
  task: T;
  resolve(result: R): void;
}

/**
 * Runs tasks on at most `lanes` lanes, one task per lane at a time, in the order given.
 * Nothing a task or a lane does reaches the caller as an exception: every task is answered,
 * with its result or with `failed(...)`.
 */
export class LaneScheduler<T, R, L> {
  private readonly queue: Job<T, R>[] = [];
  private readonly idle: (() => void)[] = [];
  private readonly loops = new Set<Promise<void>>();
  private laneCount = 0;
  private closed = false;
  private fatal: string | undefined;
  /** Settles when the scheduler is closed, cutting short the tasks running. */
  private readonly closing: Promise<void>;
  private markClosed: () => void = () => undefined;

  constructor(private readonly options: LaneOptions<T, R, L>) {
    this.closing = new Promise((resolve) => (this.markClosed = resolve));
  }

  /** Runs a task on the next free lane. */
  run(task: T): Promise<R> {
    if (this.closed) return Promise.resolve(this.options.failed(task, { reason: 'crashed', message: 'the scheduler is closed' }));
    if (this.fatal !== undefined) return Promise.resolve(this.options.failed(task, { reason: 'crashed', message: this.fatal }));
    return new Promise<R>((resolve) => {
      this.queue.push({ task, resolve });
      const wake = this.idle.shift();
      if (wake) wake();
      else if (this.laneCount < Math.max(1, this.options.lanes)) {
        const loop = this.lane();
        this.loops.add(loop);
        void loop.finally(() => this.loops.delete(loop));
      }
    });
  }

  /** Closes every lane (stopping the tasks on them); tasks waiting or running are answered `crashed`. */
  async close(): Promise<void> {
    this.closed = true;
    this.markClosed();
    this.failQueued('the scheduler was closed');
    for (const wake of this.idle.splice(0)) wake();
    await Promise.all([...this.loops]);
  }

  private failQueued(message: string): void {
    for (const job of this.queue.splice(0)) job.resolve(this.options.failed(job.task, { reason: 'crashed', message }));
  }

  private async closeQuietly(lane: L): Promise<void> {
    try {
      await this.options.closeLane(lane);
    } catch {
      // A lane that fails while closing is gone all the same.
    }
  }

  /** The next job, waiting while the queue is empty; undefined once closed. */
  private async next(): Promise<Job<T, R> | undefined> {
    for (;;) {
      if (this.closed) return undefined;
      const job = this.queue.shift();
      if (job) return job;
      await new Promise<void>((wake) => this.idle.push(wake));
    }
  }

  /** One lane: takes jobs one after the other, replacing its lane when it fails. */
  private async lane(): Promise<void> {
    this.laneCount++;
    let lane: L | undefined;
    try {
      for (let job = await this.next(); job; job = await this.next()) {
        if (lane !== undefined && this.options.healthy?.(lane) === false) {
          await this.closeQuietly(lane);
          lane = undefined;
        }
        if (lane === undefined) {
          try {
            lane = await this.options.openLane();
          } catch (error) {
            this.fatal = error instanceof Error ? error.message : String(error);
            job.resolve(this.options.failed(job.task, { reason: 'crashed', message: this.fatal }));
            this.failQueued(this.fatal);
            return;
          }
          if (this.closed) {
            job.resolve(this.options.failed(job.task, { reason: 'crashed', message: 'the scheduler was closed' }));
            return;
          }
        }
        const { result, broken } = await this.runOn(lane, job);
        job.resolve(result);
        if (broken && !this.closed) {
          void this.closeQuietly(lane);
          lane = undefined;
        }
      }
    } finally {
      this.laneCount--;
      if (lane !== undefined) await this.closeQuietly(lane);
    }
  }

  private async runOn(lane: L, job: Job<T, R>): Promise<{ result: R; broken: boolean }> {
    const limit = this.options.timeoutMs?.(job.task);
    let cancel: (() => void) | undefined;
    const timedOut = new Promise<{ result: R; broken: boolean }>((resolve) => {
      if (limit !== undefined) {
        cancel = after(limit, () =>
          resolve({
            result: this.options.failed(job.task, {
              reason: 'timeout',
              message: `it took longer than ${limit} ms; its ${this.options.laneName ?? 'lane'} was stopped and a fresh one took its place`,
            }),
            broken: true,
          }),
        );
      }
    });
    const ran = this.options.run(lane, job.task).then(
      (result) => ({ result, broken: false }),
      (error: unknown) => ({
        result: this.options.failed(job.task, { reason: 'crashed', message: error instanceof Error ? error.message : String(error) }),
        broken: true,
      }),
    );
    const closed = this.closing.then(() => ({
      result: this.options.failed(job.task, { reason: 'crashed', message: 'the scheduler was closed' }),
      broken: true,
    }));
    try {
      return await Promise.race([ran, timedOut, closed]);
    } finally {
      cancel?.();
    }
  }
}

/** The results of a batch by index, and whether it was stopped (then some are missing). */
export interface ScheduledResults<R> {
  results: (R | undefined)[];
  stopped: boolean;
}

/**
 * Runs `count` indexed tasks on lanes and gives their results by index. `signal` stops the
 * batch: no task starts after it, the lanes in use are closed, and the tasks cut short have
 * no result. `onResult` hears of each result as it comes, in the order tasks end.
 */
export async function scheduleTasks<R, L>(
  count: number,
  options: LaneOptions<number, R, L> & { signal?: StopSignal; onResult?(result: R, index: number): void },
): Promise<ScheduledResults<R>> {
  const { signal } = options;
  const results = new Array<R | undefined>(count);
  if (signal?.aborted) return { results, stopped: true };
  const scheduler = new LaneScheduler<number, R, L>({ ...options, lanes: Math.max(1, Math.min(options.lanes, count)) });
  const stop = () => void scheduler.close();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const result = await scheduler.run(index);
        // A task cut short by the stop is not a result.
        if (signal?.aborted) return;
        results[index] = result;
        options.onResult?.(result, index);
      }),
    );
  } finally {
    signal?.removeEventListener('abort', stop);
    await scheduler.close();
  }
  return { results, stopped: signal?.aborted === true };
}
