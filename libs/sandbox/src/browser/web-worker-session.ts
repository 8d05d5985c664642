/**
 * One browser Web Worker hosting one mod, seen from the supervisor: one request at a
 * time, each with a wall-clock limit after which the worker is terminated. What the
 * worker throws is reported, never rethrown, and kept off the page's console.
 */
import type { FaultKind, HostToWorker, WorkerToHost } from '../protocol';
import type { HostSession, SessionReply } from '../supervisor';

/** The first message a sandbox Web Worker receives: the compiled QuickJS module (see `worker-entry.ts`). */
export interface WorkerInit {
  type: 'init';
  wasmModule: WebAssembly.Module;
}

interface Pending {
  resolve(reply: SessionReply): void;
  timer: ReturnType<typeof setTimeout>;
}

export class WebWorkerSession implements HostSession {
  readonly #worker: Worker;
  #pending: Pending | undefined;
  #death: { reason: 'worker-exit' | 'worker-error'; message: string } | undefined;
  #terminated = false;

  constructor(worker: Worker, wasmModule: WebAssembly.Module) {
    this.#worker = worker;
    worker.onmessage = (event: MessageEvent<WorkerToHost>) => this.#settle({ kind: 'reply', message: event.data });
    worker.onerror = (event: ErrorEvent) => {
      // Handled here: the page's console and error handlers never hear of it.
      event.preventDefault();
      this.#die('worker-error', event.message || 'the worker failed to start or threw');
    };
    worker.onmessageerror = () => this.#die('worker-error', 'a message from the worker could not be deserialised');
    worker.postMessage({ type: 'init', wasmModule } satisfies WorkerInit);
  }

  get alive(): boolean {
    return this.#death === undefined && !this.#terminated;
  }

  request(message: HostToWorker, timeoutMs: number): Promise<SessionReply> {
    if (this.#pending) return Promise.reject(new Error('A sandbox worker handles one request at a time'));
    if (!this.alive) {
      return Promise.resolve({ kind: 'crashed', reason: this.#death?.reason ?? 'worker-exit', message: this.#death?.message ?? 'the worker was terminated' });
    }
    return new Promise<SessionReply>((resolve) => {
      const timer = setTimeout(() => {
        this.#settle({ kind: 'timeout' });
        void this.terminate();
      }, timeoutMs);
      this.#pending = { resolve, timer };
      try {
        this.#worker.postMessage(message);
      } catch (error) {
        this.#die('worker-error', `could not post to the worker: ${String(error)}`);
      }
    });
  }

  stop(): void {
    this.#settle({ kind: 'stopped' });
    void this.terminate();
  }

  fault(kind: FaultKind): void {
    if (this.alive) this.#worker.postMessage({ type: 'fault', kind } satisfies HostToWorker);
  }

  async terminate(): Promise<void> {
    if (this.#terminated) return;
    this.#terminated = true;
    this.#worker.terminate();
    // A browser tells nobody that a worker ended: answer the request in flight here.
    this.#die('worker-exit', 'the worker was terminated');
  }

  #die(reason: 'worker-exit' | 'worker-error', message: string): void {
    this.#death ??= { reason, message };
    this.#settle({ kind: 'crashed', reason: this.#death.reason, message: this.#death.message });
  }

  #settle(reply: SessionReply): void {
    const pending = this.#pending;
    if (!pending) return;
    this.#pending = undefined;
    clearTimeout(pending.timer);
    pending.resolve(reply);
  }
}
