/**
 * One Node worker thread hosting one mod, seen from the supervisor: one request
 * at a time, each with a wall-clock limit after which the worker is terminated.
 * A worker that exits or throws is reported, never rethrown: the host process
 * must survive anything that happens in there.
 */
import { Worker } from 'node:worker_threads';
import type { HostToWorker, WorkerToHost } from '../protocol';
import { WorkerSessionBase } from '../worker-session-base';
import type { WorkerRuntime } from './worker-runtime';

/** Native stack of the worker thread. Deep enough that QuickJS's own stack limit usually fires first. */
const WORKER_STACK_MB = 16;

export class WorkerSession extends WorkerSessionBase {
  readonly #worker: Worker;

  constructor(runtime: WorkerRuntime, name: string) {
    super();
    this.#worker = new Worker(runtime.url, {
      name,
      workerData: { wasmModule: runtime.wasmModule },
      // No ambient authority leaks into the thread either: no environment, no
      // arguments, none of the parent's flags or loaders.
      env: {},
      argv: [],
      execArgv: [],
      resourceLimits: { stackSizeMb: WORKER_STACK_MB, maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    });
    // An idle sandbox does not keep the host process alive (a pending request's timer does).
    this.#worker.unref();
    this.#worker.on('message', (message: WorkerToHost) => this.reply(message));
    this.#worker.on('error', (error: unknown) => this.die('worker-error', error instanceof Error ? `${error.name}: ${error.message}` : String(error)));
    this.#worker.on('messageerror', (error: unknown) => this.die('worker-error', `message could not be deserialised: ${String(error)}`));
    this.#worker.on('exit', (code: number) => this.die('worker-exit', this.terminated ? 'the worker was terminated' : `the worker exited with code ${code}`));
  }

  protected post(message: HostToWorker): void {
    this.#worker.postMessage(message);
  }

  protected async end(): Promise<void> {
    try {
      await this.#worker.terminate();
    } catch {
      // already gone
    }
  }
}
