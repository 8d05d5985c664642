/**
 * One browser Web Worker hosting one mod, seen from the supervisor: one request at a
 * time, each with a wall-clock limit after which the worker is terminated. What the
 * worker throws is reported, never rethrown, and kept off the page's console.
 */
import type { HostToWorker, WorkerToHost } from '../protocol';
import { WorkerSessionBase } from '../worker-session-base';

/** The first message a sandbox Web Worker receives: the compiled QuickJS module (see `worker-entry.ts`). */
export interface WorkerInit {
  type: 'init';
  wasmModule: WebAssembly.Module;
}

export class WebWorkerSession extends WorkerSessionBase {
  readonly #worker: Worker;

  constructor(worker: Worker, wasmModule: WebAssembly.Module) {
    super();
    this.#worker = worker;
    worker.onmessage = (event: MessageEvent<WorkerToHost>) => this.reply(event.data);
    worker.onerror = (event: ErrorEvent) => {
      // Handled here: the page's console and error handlers never hear of it.
      event.preventDefault();
      this.die('worker-error', event.message || 'the worker failed to start or threw');
    };
    worker.onmessageerror = () => this.die('worker-error', 'a message from the worker could not be deserialised');
    worker.postMessage({ type: 'init', wasmModule } satisfies WorkerInit);
  }

  protected post(message: HostToWorker): void {
    this.#worker.postMessage(message);
  }

  protected async end(): Promise<void> {
    this.#worker.terminate();
    // A browser tells nobody that a worker ended: answer the request in flight here.
    this.die('worker-exit', 'the worker was terminated');
  }
}
