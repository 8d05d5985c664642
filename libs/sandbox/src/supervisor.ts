/**
 * The supervisor: runs one mod in its own QuickJS instance inside a worker of its
 * own — a Node worker thread (`Sandbox`) or a browser Web Worker (`BrowserSandbox`) —
 * one call at a time, and keeps the host safe from it. No Node API here: the worker
 * is reached through a {@link HostSession}, which each platform provides.
 *
 * Every call is bounded by a deterministic budget (counted inside the worker)
 * and by a wall-clock backstop (here: the worker is terminated when a call does
 * not answer in time). After a fatal failure (timeout, out-of-memory,
 * stack-overflow, crashed) the worker is thrown away and the next call starts a
 * fresh one, loading the mod again from its bundle; state the mod kept in the VM
 * is lost then, which `stats.fresh` tells.
 */
import type { BundledMod } from './bundled-mod';
import { SandboxCrashedError, SandboxTimeoutError, type SandboxError } from './errors';
import { checkLimit, type SandboxLimits } from './limits';
import type { FaultKind, HostToWorker, WorkerToHost } from './protocol';
import { checkCallArguments, toSandboxError, validateResult, type CallOptions, type CallResult, type CallStats } from './results';

/** How a request to the worker ended. */
export type SessionReply =
  | { kind: 'reply'; message: WorkerToHost }
  /** The wall clock ran out; `stall` says, where the session can tell, how far the request had got. */
  | { kind: 'timeout'; stall?: string }
  /** The host stopped it ({@link HostSession.stop}). */
  | { kind: 'stopped' }
  | { kind: 'crashed'; reason: 'worker-exit' | 'worker-error'; message: string };

/** One worker hosting one mod, seen from the supervisor. */
export interface HostSession {
  /** False once the worker died or was terminated. */
  readonly alive: boolean;
  /** Sends a request and waits for its reply, for at most `timeoutMs` (then the worker is terminated). */
  request(message: HostToWorker, timeoutMs: number): Promise<SessionReply>;
  /** Terminates the worker now; a request in flight resolves as `stopped`. */
  stop(): void;
  /**
   * Optional: drops the mod's instance and keeps the worker idle for another load (a new
   * QuickJS instance of its own), instead of terminating it. Only called between requests.
   */
  release?(): Promise<void>;
  /** Simulates a failure of the worker (testing aid). */
  fault(kind: FaultKind): void;
  terminate(): Promise<void>;
}

/** How a load went: its time from asking for a worker to the mod's exports, and the part of it in the guest. */
export interface LoadStats {
  ms: number;
  /** Creating the QuickJS instance and evaluating the prelude, the SDK and the mod, measured in the worker. */
  guestMs: number;
  budgetUsed: number;
  /** True when the instance started from the image of an earlier load of the same mod instead of evaluating it (Node only). */
  fromImage: boolean;
}

/** Starts a worker named `name`, ready for its `load` request. */
export type OpenSession = (name: string) => Promise<HostSession>;

/** What a supervisor is made of. */
export interface SupervisorInit {
  id: string;
  limits: SandboxLimits;
  mod: BundledMod;
  sdkSource: string;
  openSession: OpenSession;
}

/** How many distinct sampled stacks a supervisor keeps mapped. */
const MAPPED_STACKS = 10_000;

export class SandboxSupervisor {
  readonly id: string;
  readonly limits: Readonly<SandboxLimits>;
  readonly #mod: BundledMod;
  readonly #sdkSource: string;
  readonly #openSession: OpenSession;
  #exports: readonly string[] = [];
  #session: HostSession | undefined;
  #generation = 0;
  #queue: Promise<unknown> = Promise.resolve();
  #busy = false;
  #disposed = false;
  #lastLoad: LoadStats | undefined;
  readonly #mappedStacks = new Map<string, string>();

  protected constructor(init: SupervisorInit) {
    this.id = init.id;
    this.limits = Object.freeze(init.limits);
    this.#mod = init.mod;
    this.#sdkSource = init.sdkSource;
    this.#openSession = init.openSession;
  }

  /** Starts the first worker and loads the mod; rejects with the {@link SandboxError} if it does not load. */
  protected async begin(): Promise<void> {
    const failure = await this.#start();
    if (failure) throw failure;
  }

  /** Names of the functions the mod exports. */
  get exports(): readonly string[] {
    return this.#exports;
  }

  /** How many instances were started so far. */
  get generation(): number {
    return this.#generation;
  }

  /** How the latest successful load of the mod went (the first, or a restart's). */
  get lastLoad(): LoadStats | undefined {
    return this.#lastLoad;
  }

  /** True while a call (or a load) is running in the worker. */
  get busy(): boolean {
    return this.#busy;
  }

  /**
   * Calls an exported function. `argsJson` is a JSON array of the arguments.
   * Resolves with the result or with the classified failure; it rejects only on
   * misuse (a disposed sandbox, arguments that are not a JSON array).
   */
  async call(name: string, argsJson: string, options: CallOptions = {}): Promise<CallResult> {
    checkCallArguments(name, argsJson);
    if (options.budget !== undefined) checkLimit('callBudget', options.budget);
    if (options.timeoutMs !== undefined) checkLimit('callTimeoutMs', options.timeoutMs);
    return this.#enqueue(() => this.#call(name, argsJson, options));
  }

  /** Throws the current instance away and loads a fresh one now. */
  reset(): Promise<void> {
    return this.#enqueue(async () => {
      this.#assertUsable();
      this.#discard();
      const failure = await this.#start();
      if (failure) throw failure;
    });
  }

  /**
   * Stops the call in flight now, as a person's Stop button does: its worker is
   * terminated and the call fails with `timeout` (reason `stopped`); the next call
   * starts a fresh worker. Does nothing when no call is running.
   */
  stop(): void {
    if (this.#busy) this.#session?.stop();
  }

  /**
   * Ends the sandbox: a call in flight resolves as `crashed` (its worker is terminated);
   * later calls reject. An idle, healthy worker may be kept for another sandbox's load.
   */
  async dispose(): Promise<void> {
    if (this.#disposed) return;
    this.#disposed = true;
    const session = this.#session;
    this.#session = undefined;
    if (session?.release && session.alive && !this.#busy) await session.release();
    else await session?.terminate();
  }

  /**
   * Testing aid: makes the worker fail as if it had crashed (`exit`, `throw`) or
   * hung outside QuickJS (`hang`). The next call observes it.
   */
  simulateWorkerFault(kind: FaultKind): Promise<void> {
    return this.#enqueue(async () => {
      this.#assertUsable();
      if (!this.#session) {
        const failure = await this.#start();
        if (failure) throw failure;
      }
      this.#session?.fault(kind);
    });
  }

  #enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task, task);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #assertUsable(): void {
    if (this.#disposed) throw new Error(`Sandbox ${this.id} is disposed`);
  }

  #discard(): void {
    const session = this.#session;
    this.#session = undefined;
    void session?.terminate();
  }

  /** Starts a worker and loads the mod in it; returns the failure, if any. */
  async #start(): Promise<SandboxError | undefined> {
    this.#assertUsable();
    this.#busy = true;
    const started = performance.now();
    try {
      const session = await this.#openSession(`kriegsspiel-sandbox:${this.id}`);
      if (this.#disposed) {
        await session.terminate();
        throw new Error(`Sandbox ${this.id} is disposed`);
      }
      this.#generation++;
      const reply = await session.request(
        { type: 'load', bundle: this.#mod.code, sdkSource: this.#sdkSource, limits: { ...this.limits } },
        this.limits.loadTimeoutMs,
      );
      if (reply.kind === 'reply' && reply.message.type === 'loaded') {
        if (this.#disposed) {
          await session.terminate();
          throw new Error(`Sandbox ${this.id} is disposed`);
        }
        this.#session = session;
        this.#exports = Object.freeze([...reply.message.exports]);
        this.#lastLoad = {
          ms: performance.now() - started,
          guestMs: reply.message.guestMs,
          budgetUsed: reply.message.budgetUsed,
          fromImage: reply.message.fromImage,
        };
        return undefined;
      }
      await session.terminate();
      if (reply.kind === 'reply' && reply.message.type === 'load-failed') return toSandboxError(reply.message.failure, 'load', this.#mod, this.id);
      return this.#transportError(reply, 'load', this.limits.loadTimeoutMs);
    } finally {
      this.#busy = false;
    }
  }

  #transportError(reply: SessionReply, phase: 'load' | 'call', timeoutMs: number): SandboxError {
    if (reply.kind === 'timeout') {
      return new SandboxTimeoutError({
        reason: 'wall-clock',
        phase,
        message: `The mod \`${this.id}\` did not answer within ${timeoutMs} ms; its worker was terminated${reply.stall ? ` (${reply.stall})` : ''}`,
      });
    }
    if (reply.kind === 'stopped') {
      return new SandboxTimeoutError({ reason: 'stopped', phase, message: `The mod \`${this.id}\` was stopped before it answered; its worker was terminated` });
    }
    if (reply.kind === 'crashed') {
      const message = this.#disposed ? 'The sandbox was disposed' : `The sandbox worker died: ${reply.message}`;
      return new SandboxCrashedError({ reason: reply.reason, phase, message });
    }
    const detail = reply.message.type === 'internal-error' ? reply.message.message : `unexpected ${reply.message.type} message`;
    return new SandboxCrashedError({ reason: 'internal', phase, message: `The sandbox worker failed: ${detail}` });
  }

  async #call(name: string, argsJson: string, options: CallOptions): Promise<CallResult> {
    this.#assertUsable();
    const started = performance.now();
    let fresh = false;
    if (this.#session && !this.#session.alive) this.#discard();
    if (!this.#session) {
      fresh = true;
      const failure = await this.#start();
      if (failure) {
        return { ok: false, error: failure, logs: [], stats: this.#stats(started, null, null, fresh) };
      }
    }
    const session = this.#session;
    if (!session) throw new Error('unreachable: no session after a successful start');
    const budget = options.budget ?? this.limits.callBudget;
    const timeoutMs = options.timeoutMs ?? this.limits.callTimeoutMs;
    this.#busy = true;
    let reply: SessionReply;
    try {
      reply = await session.request({ type: 'call', name, argsJson, budget, ...(options.profile ? { profile: true } : {}) }, timeoutMs);
    } finally {
      this.#busy = false;
    }
    if (reply.kind !== 'reply' || reply.message.type !== 'result') {
      this.#discard();
      return { ok: false, error: this.#transportError(reply, 'call', timeoutMs), logs: [], stats: this.#stats(started, null, null, fresh) };
    }
    const outcome = reply.message.outcome;
    const stats = this.#stats(started, outcome.budgetUsed, outcome.guestMs, fresh);
    if (outcome.samples) stats.samples = outcome.samples.map(([stack, count]) => [this.#mappedStack(stack), count]);
    if (outcome.ok) {
      const invalid = validateResult(outcome.json, options.validate);
      if (invalid) return { ok: false, error: invalid, logs: outcome.logs, stats };
      return { ok: true, json: outcome.json, logs: outcome.logs, stats };
    }
    if ('badArguments' in outcome) throw new TypeError(`argsJson must be a JSON array of arguments: ${outcome.badArguments}`);
    const error = toSandboxError(outcome.failure, 'call', this.#mod, this.id);
    if (error.fatal) this.#discard();
    return { ok: false, error, logs: outcome.logs, stats };
  }

  /** A sampled stack with its frames in the mod's files; the same stacks recur, so each is mapped once. */
  #mappedStack(stack: string): string {
    let mapped = this.#mappedStacks.get(stack);
    if (mapped === undefined) {
      mapped = this.#mod.mapper.mapStack(stack).stack;
      if (this.#mappedStacks.size >= MAPPED_STACKS) this.#mappedStacks.clear();
      this.#mappedStacks.set(stack, mapped);
    }
    return mapped;
  }

  #stats(started: number, budgetUsed: number | null, guestMs: number | null, fresh: boolean): CallStats {
    return { budgetUsed, ms: performance.now() - started, guestMs, generation: this.#generation, fresh };
  }
}
