/**
 * The supervisor: runs one mod in its own QuickJS instance inside its own Node
 * worker thread, one call at a time, and keeps the host safe from it.
 *
 * Every call is bounded by a deterministic budget (counted inside the worker)
 * and by a wall-clock backstop (here: the worker is terminated when a call does
 * not answer in time). After a fatal failure (timeout, out-of-memory,
 * stack-overflow, crashed) the worker is thrown away and the next call starts a
 * fresh one, loading the mod again from its bundle; state the mod kept in the VM
 * is lost then, which `stats.fresh` tells.
 */
import { bundleMod, type BundledMod } from './bundle';
import { SandboxCrashedError, SandboxTimeoutError, type SandboxError } from './errors';
import { checkLimit, resolveLimits, type SandboxLimits } from './limits';
import { WorkerSession, type SessionReply } from './node/worker-session';
import { getWorkerRuntime } from './node/worker-runtime';
import type { FaultKind } from './protocol';
import {
  checkCallArguments,
  checkId,
  toSandboxError,
  validateResult,
  type CallOptions,
  type CallResult,
  type CallStats,
  type SandboxOptions,
} from './results';
import { isRngState, rngStateFromSeed, type RngState } from './rng';
import { DEFAULT_SDK_SOURCE } from './sdk-stub';

export class Sandbox {
  readonly id: string;
  readonly limits: Readonly<SandboxLimits>;
  readonly #mod: BundledMod;
  readonly #sdkSource: string;
  #exports: readonly string[] = [];
  #session: WorkerSession | undefined;
  #generation = 0;
  #rngState: RngState;
  #queue: Promise<unknown> = Promise.resolve();
  #disposed = false;

  private constructor(id: string, limits: SandboxLimits, mod: BundledMod, sdkSource: string, rngState: RngState) {
    this.id = id;
    this.limits = Object.freeze(limits);
    this.#mod = mod;
    this.#sdkSource = sdkSource;
    this.#rngState = rngState;
  }

  /**
   * Bundles the mod, starts its worker and loads it. Rejects with a
   * {@link SandboxError}: `load-error` for a mod that does not bundle or throws
   * while loading, or the code of a limit it hit while loading.
   */
  static async load(options: SandboxOptions): Promise<Sandbox> {
    checkId(options.id);
    const limits = resolveLimits(options.limits);
    const rngState = rngStateFromSeed(options.seed ?? 0);
    const sdkSource = options.sdkSource ?? DEFAULT_SDK_SOURCE;
    if (typeof sdkSource !== 'string') throw new TypeError('sdkSource must be a string');
    const mod = await bundleMod(options);
    const sandbox = new Sandbox(options.id, limits, mod, sdkSource, rngState);
    const failure = await sandbox.#start();
    if (failure) throw failure;
    return sandbox;
  }

  /** Names of the functions the mod exports. */
  get exports(): readonly string[] {
    return this.#exports;
  }

  /** The RNG state the next call uses when it passes none: the state after the last successful call. */
  get rngState(): RngState {
    return this.#rngState;
  }

  /** How many instances were started so far. */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Calls an exported function. `argsJson` is a JSON array of the arguments.
   * Resolves with the result or with the classified failure; it rejects only on
   * misuse (a disposed sandbox, arguments that are not a JSON array).
   */
  async call(name: string, argsJson: string, options: CallOptions = {}): Promise<CallResult> {
    checkCallArguments(name, argsJson);
    if (options.rngState !== undefined && !isRngState(options.rngState)) throw new TypeError('options.rngState is not an RNG state');
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

  /** Terminates the worker. A call in flight resolves as `crashed`; later calls reject. */
  async dispose(): Promise<void> {
    if (this.#disposed) return;
    this.#disposed = true;
    const session = this.#session;
    this.#session = undefined;
    await session?.terminate();
  }

  /**
   * Testing aid: makes the worker thread fail as if it had crashed (`exit`,
   * `throw`) or hung outside QuickJS (`hang`). The next call observes it.
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
    const runtime = await getWorkerRuntime();
    this.#assertUsable();
    const session = new WorkerSession(runtime, `kriegsspiel-sandbox:${this.id}`);
    this.#generation++;
    const reply = await session.request({ type: 'load', bundle: this.#mod.code, sdkSource: this.#sdkSource, limits: { ...this.limits } }, this.limits.loadTimeoutMs);
    if (reply.kind === 'reply' && reply.message.type === 'loaded') {
      if (this.#disposed) {
        await session.terminate();
        throw new Error(`Sandbox ${this.id} is disposed`);
      }
      this.#session = session;
      this.#exports = Object.freeze([...reply.message.exports]);
      return undefined;
    }
    await session.terminate();
    if (reply.kind === 'reply' && reply.message.type === 'load-failed') return toSandboxError(reply.message.failure, 'load', this.#mod);
    return this.#transportError(reply, 'load', this.limits.loadTimeoutMs);
  }

  #transportError(reply: SessionReply, phase: 'load' | 'call', timeoutMs: number): SandboxError {
    if (reply.kind === 'timeout') {
      return new SandboxTimeoutError({ reason: 'wall-clock', phase, message: `The mod did not answer within ${timeoutMs} ms; its worker was terminated` });
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
    const rngState = options.rngState ?? this.#rngState;
    const reply = await session.request({ type: 'call', name, argsJson, rngState, budget }, timeoutMs);
    if (reply.kind !== 'reply' || reply.message.type !== 'result') {
      this.#discard();
      return { ok: false, error: this.#transportError(reply, 'call', timeoutMs), logs: [], stats: this.#stats(started, null, null, fresh) };
    }
    const outcome = reply.message.outcome;
    const stats = this.#stats(started, outcome.budgetUsed, outcome.guestMs, fresh);
    if (outcome.ok) {
      const invalid = validateResult(outcome.json, options.validate);
      if (invalid) return { ok: false, error: invalid, logs: outcome.logs, stats };
      this.#rngState = outcome.rngState;
      return { ok: true, json: outcome.json, rngState: outcome.rngState, logs: outcome.logs, stats };
    }
    if ('badArguments' in outcome) throw new TypeError(`argsJson must be a JSON array of arguments: ${outcome.badArguments}`);
    const error = toSandboxError(outcome.failure, 'call', this.#mod);
    if (error.fatal) this.#discard();
    return { ok: false, error, logs: outcome.logs, stats };
  }

  #stats(started: number, budgetUsed: number | null, guestMs: number | null, fresh: boolean): CallStats {
    return { budgetUsed, ms: performance.now() - started, guestMs, generation: this.#generation, fresh };
  }
}
