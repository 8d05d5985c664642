import { Worker } from 'node:worker_threads';
import type { PoolTask, PoolResult, WorkerToPool } from './messages';

/** What became of a task: its result, or why it has none (it ran out of time, or its worker died). */
export type TaskOutcome = { ok: true; result: PoolResult } | { ok: false; reason: 'timeout' | 'crashed'; message: string };

interface Job {
  task: PoolTask;
  timeoutMs: number;
  resolve(outcome: TaskOutcome): void;
}

/** One worker thread and the job it is running. */
interface Slot {
  worker: Worker;
  ready: boolean;
  job?: { id: number; job: Job; timer: ReturnType<typeof setTimeout> };
}

/** The worker's entry: a small JavaScript module that registers tsx and imports `worker-main.ts`. */
const entry = new URL('./worker-entry.js', import.meta.url);

/**
 * Worker threads that run games and scenario tests (each loading its own sandboxes), one
 * task at a time each. A task that runs past its time limit is answered `timeout` and its
 * worker is terminated — with every sandbox it started — and replaced; a worker that dies
 * is replaced the same way. Nothing a task does reaches the caller as an exception.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Set when a worker could not even start: every later task fails with it rather than start workers for ever. */
  private startupFailure: string | undefined;

  constructor(private readonly size: number) {}

  /** Runs a task on the next free worker, within `timeoutMs` of its start there. */
  run(task: PoolTask, timeoutMs: number): Promise<TaskOutcome> {
    if (this.closed) return Promise.resolve({ ok: false, reason: 'crashed', message: 'the worker pool is closed' });
    return new Promise((resolve) => {
      this.queue.push({ task, timeoutMs, resolve });
      this.pump();
    });
  }

  /** Terminates every worker; tasks still waiting are answered `crashed`. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve({ ok: false, reason: 'crashed', message: 'the worker pool was closed' });
    await Promise.all(this.slots.splice(0).map((slot) => this.retire(slot)));
  }

  private pump(): void {
    if (this.startupFailure !== undefined) {
      for (const job of this.queue.splice(0)) job.resolve({ ok: false, reason: 'crashed', message: this.startupFailure });
      return;
    }
    for (let idle = this.idleSlot(); idle && this.queue.length > 0; idle = this.idleSlot()) this.dispatch(idle, this.queue.shift() as Job);
    // Start workers for the tasks still waiting, up to the pool's size.
    const starting = this.slots.filter((s) => !s.ready).length;
    const wanted = Math.min(this.size - this.slots.length, this.queue.length - starting);
    for (let i = 0; i < wanted; i++) this.slots.push(this.spawn());
  }

  private idleSlot(): Slot | undefined {
    return this.slots.find((s) => s.ready && !s.job);
  }

  private spawn(): Slot {
    // No flags of this process (a test runner's, say) are passed on: the entry sets up its own loader.
    const worker = new Worker(entry, { execArgv: [], name: 'kriegsspiel-runner' });
    const slot: Slot = { worker, ready: false };
    worker.on('message', (message: WorkerToPool) => {
      if (message.type === 'ready') {
        slot.ready = true;
        this.pump();
      } else if (slot.job && message.id === slot.job.id) {
        const { job, timer } = slot.job;
        clearTimeout(timer);
        slot.job = undefined;
        job.resolve(message.type === 'result' ? { ok: true, result: message.result } : { ok: false, reason: 'crashed', message: message.message });
        this.pump();
      }
    });
    const died = (why: string) => {
      if (!this.slots.includes(slot)) return;
      if (!slot.ready) this.startupFailure = `a worker thread could not start: ${why}`;
      this.replace(slot, { ok: false, reason: 'crashed', message: `the worker running it died: ${why}` });
    };
    worker.on('error', (error) => died(error instanceof Error ? `${error.name}: ${error.message}` : String(error)));
    worker.on('exit', (code) => died(`it exited with code ${code}`));
    return slot;
  }

  private dispatch(slot: Slot, job: Job): void {
    const id = this.nextId++;
    const timer = setTimeout(() => {
      this.replace(slot, { ok: false, reason: 'timeout', message: `it took longer than ${job.timeoutMs} ms; its worker was stopped and a fresh one took its place` });
    }, job.timeoutMs);
    slot.job = { id, job, timer };
    slot.worker.postMessage({ id, task: job.task });
  }

  /** Answers the slot's job (if any), terminates its worker and lets a new one take its place. */
  private replace(slot: Slot, outcome: TaskOutcome & { ok: false }): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    const running = slot.job;
    slot.job = undefined;
    if (running) {
      clearTimeout(running.timer);
      running.job.resolve(outcome);
    }
    void this.retire(slot);
    this.pump();
  }

  private async retire(slot: Slot): Promise<void> {
    slot.worker.removeAllListeners('exit');
    slot.worker.removeAllListeners('error');
    // An error after this point (the thread being torn down) is of no interest.
    slot.worker.on('error', () => undefined);
    await slot.worker.terminate();
  }
}
