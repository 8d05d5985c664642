import { Worker } from 'node:worker_threads';
import { LaneScheduler } from '@kriegsspiel/engine';
import type { PoolTask, PoolResult, WorkerToPool } from './messages';

/** What became of a task: its result, or why it has none (it ran out of time, or its worker died). */
export type TaskOutcome = { ok: true; result: PoolResult } | { ok: false; reason: 'timeout' | 'crashed'; message: string };

/** The worker's entry: a small JavaScript module that registers tsx and imports `worker-main.ts`. */
const entry = new URL('./worker-entry.js', import.meta.url);

/** A worker thread as a lane of the engine's scheduler: it runs one task at a time. */
class WorkerLane {
  private nextId = 1;
  private pending: { id: number; settle(outcome: TaskOutcome | Error): void } | undefined;
  /** Set once the worker has died: why. */
  private death: string | undefined;
  private readonly worker: Worker;

  private constructor(ready: (error?: Error) => void) {
    // No flags of this process (a test runner's, say) are passed on: the entry sets up its own loader.
    this.worker = new Worker(entry, { execArgv: [], name: 'kriegsspiel-runner' });
    let started = false;
    this.worker.on('message', (message: WorkerToPool) => {
      if (message.type === 'ready') {
        started = true;
        ready();
      } else if (this.pending && message.id === this.pending.id) {
        const { settle } = this.pending;
        this.pending = undefined;
        settle(message.type === 'result' ? { ok: true, result: message.result } : { ok: false, reason: 'crashed', message: message.message });
      }
    });
    const died = (why: string) => {
      if (this.death !== undefined) return;
      this.death = why;
      if (!started) ready(new Error(`a worker thread could not start: ${why}`));
      this.pending?.settle(new Error(`the worker running it died: ${why}`));
      this.pending = undefined;
    };
    this.worker.on('error', (error) => died(error instanceof Error ? `${error.name}: ${error.message}` : String(error)));
    this.worker.on('exit', (code) => died(`it exited with code ${code}`));
  }

  /** Starts a worker and waits until it is ready; rejects when it cannot start. */
  static open(): Promise<WorkerLane> {
    return new Promise((resolve, reject) => {
      const lane: WorkerLane = new WorkerLane((error) => (error ? reject(error) : resolve(lane)));
    });
  }

  /** Runs a task; rejects when the worker dies meanwhile (the scheduler then replaces it). */
  run(task: PoolTask): Promise<TaskOutcome> {
    if (this.death !== undefined) return Promise.reject(new Error(`the worker running it died: ${this.death}`));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending = { id, settle: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)) };
      this.worker.postMessage({ id, task });
    });
  }

  async close(): Promise<void> {
    this.death ??= 'it was stopped';
    this.worker.removeAllListeners('exit');
    this.worker.removeAllListeners('error');
    // An error after this point (the thread being torn down) is of no interest.
    this.worker.on('error', () => undefined);
    await this.worker.terminate();
  }
}

/**
 * Worker threads that run games and scenario tests (each loading its own sandboxes), one
 * task at a time each: the engine's lane scheduler with worker threads as lanes. A task that
 * runs past its time limit is answered `timeout` and its worker is terminated — with every
 * sandbox it started — and replaced; a worker that dies is replaced the same way; a worker
 * that cannot even start fails every later task. Nothing a task does reaches the caller as an exception.
 */
export class WorkerPool {
  private readonly scheduler: LaneScheduler<{ task: PoolTask; timeoutMs: number }, TaskOutcome, WorkerLane>;

  constructor(size: number) {
    this.scheduler = new LaneScheduler({
      lanes: size,
      laneName: 'worker',
      openLane: () => WorkerLane.open(),
      closeLane: (lane) => lane.close(),
      run: (lane, { task }) => lane.run(task),
      timeoutMs: ({ timeoutMs }) => timeoutMs,
      failed: (_task, failure) => ({ ok: false, ...failure }),
    });
  }

  /** Runs a task on the next free worker, within `timeoutMs` of its start there. */
  run(task: PoolTask, timeoutMs: number): Promise<TaskOutcome> {
    return this.scheduler.run({ task, timeoutMs });
  }

  /** Terminates every worker; tasks still waiting are answered `crashed`. */
  close(): Promise<void> {
    return this.scheduler.close();
  }
}
