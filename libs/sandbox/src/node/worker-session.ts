/**
 * One Node worker thread hosting one mod, seen from the supervisor: one request
 * at a time, each with a wall-clock limit after which the worker is terminated.
 * A worker that exits or throws is reported, never rethrown: the host process
 * must survive anything that happens in there.
 */
import { Worker } from 'node:worker_threads';
import type { FaultKind, HostToWorker, WorkerToHost } from '../protocol';
import type { HostSession, SessionReply } from '../supervisor';
import type { WorkerRuntime } from './worker-runtime';

interface Pending {
  resolve(reply: SessionReply): void;
  timer: ReturnType<typeof setTimeout>;
}

/** Native stack of the worker thread. Deep enough that QuickJS's own stack limit usually fires first. */
const WORKER_STACK_MB = 16;

export class WorkerSession implements HostSession {
  readonly #worker: Worker;
  #pending: Pending | undefined;
  #death: { reason: 'worker-exit' | 'worker-error'; message: string } | undefined;
  #terminated = false;

  constructor(runtime: WorkerRuntime, name: string) {
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
    this.#worker.on('message', (message: WorkerToHost) => this.#settle({ kind: 'reply', message }));
    this.#worker.on('error', (error: unknown) => this.#die('worker-error', error instanceof Error ? `${error.name}: ${error.message}` : String(error)));
    this.#worker.on('messageerror', (error: unknown) => this.#die('worker-error', `message could not be deserialised: ${String(error)}`));
    this.#worker.on('exit', (code: number) => this.#die('worker-exit', this.#terminated ? 'the worker was terminated' : `the worker exited with code ${code}`));
  }

  /** False once the worker died or was terminated. */
  get alive(): boolean {
    return this.#death === undefined && !this.#terminated;
  }

  /** Sends a request and waits for its reply, for at most `timeoutMs` (then the worker is terminated). */
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

  /** Terminates the worker now; a request in flight resolves as `stopped`. */
  stop(): void {
    this.#settle({ kind: 'stopped' });
    void this.terminate();
  }

  /** Simulates a failure of the worker thread (testing aid). */
  fault(kind: FaultKind): void {
    if (this.alive) this.#worker.postMessage({ type: 'fault', kind } satisfies HostToWorker);
  }

  async terminate(): Promise<void> {
    if (this.#terminated) return;
    this.#terminated = true;
    try {
      await this.#worker.terminate();
    } catch {
      // already gone
    }
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
