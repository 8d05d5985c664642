/**
 * What a worker-backed session does the same in Node and in a browser: one request at a
 * time, each with a wall-clock limit after which the worker is terminated, and a death
 * (exit, error, termination) that answers the request in flight as `crashed` and every
 * later one at once. A subclass posts messages and terminates its own kind of worker, and
 * reports what its worker says through `reply` and `die`. No Node or DOM here.
 */
import type { FaultKind, HostToWorker, WorkerToHost } from './protocol';
import type { HostSession, SessionReply } from './supervisor';

interface Pending {
  resolve(reply: SessionReply): void;
  timer: ReturnType<typeof setTimeout>;
}

export abstract class WorkerSessionBase implements HostSession {
  #pending: Pending | undefined;
  #death: { reason: 'worker-exit' | 'worker-error'; message: string } | undefined;
  #terminated = false;

  /** Hands a message to the worker (may throw if the worker is gone). */
  protected abstract post(message: HostToWorker): void;
  /** Ends the worker itself; called once. */
  protected abstract end(): Promise<void>;
  /** How far the request in flight had got when the wall clock ran out, where the session can tell. */
  protected stallNote(): string | undefined {
    return undefined;
  }

  /** True once `terminate` was called. */
  protected get terminated(): boolean {
    return this.#terminated;
  }

  /** True while a request waits for its answer. */
  protected get waiting(): boolean {
    return this.#pending !== undefined;
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
        const stall = this.stallNote();
        this.settle(stall ? { kind: 'timeout', stall } : { kind: 'timeout' });
        void this.terminate();
      }, timeoutMs);
      this.#pending = { resolve, timer };
      try {
        this.post(message);
      } catch (error) {
        this.die('worker-error', `could not post to the worker: ${String(error)}`);
      }
    });
  }

  /** Terminates the worker now; a request in flight resolves as `stopped`. */
  stop(): void {
    this.settle({ kind: 'stopped' });
    void this.terminate();
  }

  /** Simulates a failure of the worker (testing aid). */
  fault(kind: FaultKind): void {
    if (this.alive) this.post({ type: 'fault', kind } satisfies HostToWorker);
  }

  async terminate(): Promise<void> {
    if (this.#terminated) return;
    this.#terminated = true;
    await this.end();
  }

  /** The worker answered. */
  protected reply(message: WorkerToHost): void {
    this.settle({ kind: 'reply', message });
  }

  /** The worker is gone: the first cause is kept and given to the request in flight. */
  protected die(reason: 'worker-exit' | 'worker-error', message: string): void {
    this.#death ??= { reason, message };
    this.settle({ kind: 'crashed', reason: this.#death.reason, message: this.#death.message });
  }

  private settle(reply: SessionReply): void {
    const pending = this.#pending;
    if (!pending) return;
    this.#pending = undefined;
    clearTimeout(pending.timer);
    pending.resolve(reply);
  }
}
