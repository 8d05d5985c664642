/**
 * A secondary, synchronous variant of {@link Sandbox} that hosts QuickJS on the
 * calling thread, for fast benchmarks and tools. It has the same limits and error
 * codes, with two differences that make it unfit for untrusted mods in a server:
 *
 * - there is no supervisor that can kill the thread: the wall-clock limit is
 *   checked by the interrupt handler, so work the handler cannot see (a huge
 *   BigInt) blocks the caller;
 * - the native stack is the caller's (about 1 MiB on Node's main thread), so
 *   deep native recursion ends as `stack-overflow` (reason `host-stack`) sooner.
 *
 * After a fatal failure the instance is dropped and `call` throws until
 * `await reset()` has loaded a fresh one (creating an instance is asynchronous).
 */
import { bundleMod } from './bundle';
import type { BundledMod } from './bundled-mod';
import { GuestInstance } from './guest/guest-instance';
import { checkLimit, resolveLimits, type SandboxLimits } from './limits';
import { compileQuickJSWasm } from './node/worker-runtime';
import {
  checkCallArguments,
  checkId,
  toSandboxError,
  validateResult,
  type CallOptions,
  type CallResult,
  type SandboxOptions,
} from './results';
import { isRngState, rngStateFromSeed, type RngState } from './rng';
import { DEFAULT_SDK_SOURCE } from './sdk-stub';

let wasm: Promise<WebAssembly.Module> | undefined;

function quickJSWasm(): Promise<WebAssembly.Module> {
  wasm ??= compileQuickJSWasm();
  wasm.catch(() => {
    wasm = undefined;
  });
  return wasm;
}

export class InThreadSandbox {
  readonly id: string;
  readonly limits: Readonly<SandboxLimits>;
  readonly #mod: BundledMod;
  readonly #sdkSource: string;
  readonly #wasmModule: WebAssembly.Module;
  #instance: GuestInstance | undefined;
  #exports: readonly string[] = [];
  #generation = 0;
  #fresh = false;
  #rngState: RngState;
  #disposed = false;

  private constructor(id: string, limits: SandboxLimits, mod: BundledMod, sdkSource: string, wasmModule: WebAssembly.Module, rngState: RngState) {
    this.id = id;
    this.limits = Object.freeze(limits);
    this.#mod = mod;
    this.#sdkSource = sdkSource;
    this.#wasmModule = wasmModule;
    this.#rngState = rngState;
  }

  static async load(options: SandboxOptions): Promise<InThreadSandbox> {
    checkId(options.id);
    const limits = resolveLimits(options.limits);
    const rngState = rngStateFromSeed(options.seed ?? 0);
    const [mod, wasmModule] = await Promise.all([bundleMod(options), quickJSWasm()]);
    const sandbox = new InThreadSandbox(options.id, limits, mod, options.sdkSource ?? DEFAULT_SDK_SOURCE, wasmModule, rngState);
    await sandbox.reset();
    return sandbox;
  }

  get exports(): readonly string[] {
    return this.#exports;
  }

  get rngState(): RngState {
    return this.#rngState;
  }

  get generation(): number {
    return this.#generation;
  }

  /** True after a fatal failure: `call` throws until `reset()` has completed. */
  get needsReset(): boolean {
    return this.#instance === undefined;
  }

  /** Drops the current instance and loads a fresh one. Rejects with a SandboxError when loading fails. */
  async reset(): Promise<void> {
    if (this.#disposed) throw new Error(`Sandbox ${this.id} is disposed`);
    this.#instance?.dispose();
    this.#instance = undefined;
    this.#generation++;
    const outcome = await GuestInstance.load({
      wasmModule: this.#wasmModule,
      bundle: this.#mod.code,
      sdkSource: this.#sdkSource,
      limits: this.limits,
      deadline: performance.now() + this.limits.loadTimeoutMs,
    });
    if (!outcome.ok) throw toSandboxError(outcome.failure, 'load', this.#mod);
    this.#instance = outcome.instance;
    this.#exports = Object.freeze([...outcome.exports]);
    this.#fresh = true;
  }

  call(name: string, argsJson: string, options: CallOptions = {}): CallResult {
    checkCallArguments(name, argsJson);
    if (this.#disposed) throw new Error(`Sandbox ${this.id} is disposed`);
    const instance = this.#instance;
    if (!instance) throw new Error(`Sandbox ${this.id} lost its instance to a fatal error: await reset() before calling again`);
    if (options.rngState !== undefined && !isRngState(options.rngState)) throw new TypeError('options.rngState is not an RNG state');
    const budget = options.budget ?? this.limits.callBudget;
    const timeoutMs = options.timeoutMs ?? this.limits.callTimeoutMs;
    checkLimit('callBudget', budget);
    checkLimit('callTimeoutMs', timeoutMs);
    const started = performance.now();
    const fresh = this.#fresh;
    this.#fresh = false;
    const outcome = instance.call(name, argsJson, options.rngState ?? this.#rngState, { budget, deadline: started + timeoutMs });
    const stats = { budgetUsed: outcome.budgetUsed, ms: performance.now() - started, guestMs: outcome.guestMs, generation: this.#generation, fresh };
    if (instance.poisoned) {
      instance.dispose();
      this.#instance = undefined;
    }
    if (outcome.ok) {
      const invalid = validateResult(outcome.json, options.validate);
      if (invalid) return { ok: false, error: invalid, logs: outcome.logs, stats };
      this.#rngState = outcome.rngState;
      return { ok: true, json: outcome.json, rngState: outcome.rngState, logs: outcome.logs, stats };
    }
    if ('badArguments' in outcome) throw new TypeError(`argsJson must be a JSON array of arguments: ${outcome.badArguments}`);
    return { ok: false, error: toSandboxError(outcome.failure, 'call', this.#mod), logs: outcome.logs, stats };
  }

  dispose(): void {
    this.#disposed = true;
    this.#instance?.dispose();
    this.#instance = undefined;
  }
}
