/**
 * One mod inside one QuickJS WebAssembly instance: the part of the sandbox that
 * hosts QuickJS. It uses no Node API (only WebAssembly and `performance`), so it
 * runs the same in a Node worker thread and in a browser Web Worker.
 *
 * Every instance gets its own WebAssembly instance and memory, runtime and
 * context. An instance that hit a limit or crashed is *poisoned*: it is never
 * called again and never disposed in-process (disposing a runtime after an
 * out-of-memory error aborts on `list_empty(&rt->gc_obj_list)`); its owner drops
 * it, or kills the thread it lives in, and loads a fresh one.
 */
import releaseSyncVariant from '@jitl/quickjs-wasmfile-release-sync';
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import { FATAL_CODES, type SandboxErrorCode, type SandboxErrorReason } from '../errors';
import type { SandboxLimits } from '../limits';
import { buildPrelude, DEFAULT_PRELUDE_OPTIONS, MOD_MODULE_NAME, PRELUDE_FILE_NAME, SDK_MODULE_NAME } from './prelude';
import { neutraliseImports } from './wasm-imports';

/** A failure as the guest side knows it: stacks are still positions in the bundle. */
export interface GuestFailure {
  code: SandboxErrorCode;
  reason?: SandboxErrorReason;
  message: string;
  guestName?: string;
  /** Raw QuickJS stack (positions in the bundle, not yet mapped to the mod's files). */
  guestStack?: string;
}

export interface GuestStats {
  /** Interrupt-handler ticks used. */
  budgetUsed: number;
  /** Time spent in the guest, measured where the guest runs. */
  guestMs: number;
  /** In a profiled call: where the guest was, sampled by the clock. */
  samples?: GuestSamples;
}

/** Raw QuickJS stacks (positions in the bundle) and how many samples found the guest in each. */
export type GuestSamples = [stack: string, count: number][];

export type GuestCallOutcome =
  | ({ ok: true; json: string; logs: string[] } & GuestStats)
  | ({ ok: false; failure: GuestFailure; logs: string[] } & GuestStats)
  /** The host passed arguments that are not a JSON array: a programming error on the host side. */
  | ({ ok: false; badArguments: string; logs: string[] } & GuestStats);

export type GuestLoadOutcome =
  | ({ ok: true; instance: GuestInstance; exports: string[]; fromImage: boolean; image?: GuestImage } & GuestStats)
  | ({ ok: false; failure: GuestFailure } & GuestStats);

/**
 * A loaded instance's WebAssembly memory, taken right after a load and before any call,
 * with where the runtime, the context and the sandbox's API sit in it. A fresh instance for
 * the same bundle, SDK and limits starts from a copy of it instead of parsing and evaluating
 * them again: still a WebAssembly instance and a memory of its own, in the very state a
 * load of its own would have reached (QuickJS keeps all of its state in that memory).
 */
export interface GuestImage {
  /** The memory's bytes up to the last non-zero one (shared where the platform allows, so threads need no copy). */
  bytes: ArrayBuffer | SharedArrayBuffer;
  /** The memory's whole size in bytes. */
  memoryBytes: number;
  /** How far a fresh instance, before its load, has written into its memory (its last non-zero byte). */
  freshBytes: number;
  runtime: number;
  context: number;
  api: { call: number; settle: number; where: number };
  exports: string[];
  budgetUsed: number;
}

export interface GuestLoadOptions {
  /** The compiled QuickJS module (`@jitl/quickjs-wasmfile-release-sync/wasm`); instantiated afresh each time. */
  wasmModule: WebAssembly.Module;
  /** The mod, bundled into one ES module whose only import is `@kriegsspiel/rules-sdk`. */
  bundle: string;
  /** Source of the `@kriegsspiel/rules-sdk` module (an ES module; its own imports are refused). */
  sdkSource: string;
  limits: SandboxLimits;
  /** Start from this image of an earlier load of the same bundle, SDK and limits (a normal load if it does not fit). */
  image?: GuestImage;
  /** Take an image after a successful load (`outcome.image`). */
  makeImage?: boolean;
}

export interface GuestCallOptions {
  budget: number;
  /** Sample where the guest is, four times a millisecond (see `#profileTick`). */
  profile?: boolean;
}

const MiB = 1024 * 1024;
const WASM_PAGE = 65536;
/** The QuickJS build's initial memory: data, a 5 MiB shadow stack and the start of the heap. */
const INITIAL_MEMORY = 16 * MiB;
/** Room above the QuickJS heap limit for allocator overhead and strings copied in by the host. */
const MEMORY_SLACK = 64 * MiB;
const MAX_PAGES = 32768;
/**
 * QuickJS's own limit sits this far above the mod's: the interrupt handler stops a
 * guest whose live allocations passed the mod's limit at its next tick, and the
 * reserve leaves QuickJS room to allocate the error that says where (without it a
 * million small objects end in QuickJS throwing `null`, unlocated).
 */
const MEMORY_RESERVE = 1 * MiB;
/** Below the WebAssembly memory's maximum, the heap size at which the interrupt handler stops the guest. */
const HEAP_RESERVE = 32 * MiB;
/** Where `JSRuntime` keeps its allocator's `malloc_size` and `malloc_limit` (32-bit words from its start). */
const MALLOC_SIZE_WORD = 5;
const MALLOC_LIMIT_WORD = 6;

const REFUSED_PREFIX = 'kriegsspiel-refused:';

/** QuickJS's interrupt checks come every this many calls and loop turns (`JS_INTERRUPT_COUNTER_INIT`). */
const INTERRUPT_COUNTER_INIT = 10_000;
/** While profiling, the checks come this often instead, so that samples can follow the clock. */
const PROFILE_TICKS = 10;
/** While profiling, how many checks make one tick of a call's budget. */
const CHECKS_PER_TICK = INTERRUPT_COUNTER_INIT / PROFILE_TICKS;
/** While profiling, a sample at the first check after this much time. */
const PROFILE_PERIOD_MS = 0.25;
/** How far into the JSContext the interrupt counter is looked for, in 32-bit words. */
const CONTEXT_WORDS = 256;

interface EmscriptenHooks {
  wasmMemory: WebAssembly.Memory;
  instantiateWasm(imports: WebAssembly.Imports, onSuccess: (instance: WebAssembly.Instance) => void): WebAssembly.Exports;
  print(text: string): void;
  printErr(text: string): void;
  onAbort(what: unknown): void;
}

interface Instantiated {
  quickjs: QuickJSWASMModule;
  memory: WebAssembly.Memory;
}

/** Creates a QuickJS WebAssembly instance of its own, with the clock neutralised and the memory capped. */
async function instantiate(wasmModule: WebAssembly.Module, memoryBytes: number, onAbort: () => void, initialBytes = INITIAL_MEMORY): Promise<Instantiated> {
  const maximum = Math.min(MAX_PAGES, Math.ceil((INITIAL_MEMORY + memoryBytes + MEMORY_SLACK) / WASM_PAGE));
  const memory = new WebAssembly.Memory({ initial: Math.min(maximum, Math.ceil(Math.max(INITIAL_MEMORY, initialBytes) / WASM_PAGE)), maximum });
  const hooks: EmscriptenHooks = {
    wasmMemory: memory,
    instantiateWasm(imports, onSuccess) {
      neutraliseImports(imports, memory);
      const instance = new WebAssembly.Instance(wasmModule, imports);
      onSuccess(instance);
      return instance.exports;
    },
    // The guest has no console of the host: QuickJS's own stdout/stderr go nowhere.
    print() {},
    printErr() {},
    onAbort() {
      onAbort();
    },
  };
  const quickjs = await newQuickJSWASMModuleFromVariant(newVariant(releaseSyncVariant, { emscriptenModule: hooks }));
  return { quickjs, memory };
}

interface Api {
  call: QuickJSHandle;
  settle: QuickJSHandle;
  where: QuickJSHandle;
}

/**
 * Watches the guest's memory from the interrupt handler, cheaply (two reads of the
 * WebAssembly memory per tick): QuickJS's count of live allocations (`malloc_size` in
 * its runtime; this build counts 8 bytes per allocation, since Emscripten reports no
 * usable sizes) and the size of the heap, which only grows.
 */
class MemoryWatch {
  readonly #memory: WebAssembly.Memory;
  readonly #heapCeiling: number;
  readonly #liveCeiling: number;
  /** Index of `malloc_size` in a Uint32Array over the memory, or -1 when the runtime's layout is not the expected one. */
  readonly #liveIndex: number;
  #words: Uint32Array;

  constructor(memory: WebAssembly.Memory, runtimePointer: number | undefined, limit: number, quickjsLimit: number) {
    this.#memory = memory;
    this.#words = new Uint32Array(memory.buffer);
    const maximum = Math.min(MAX_PAGES, Math.ceil((INITIAL_MEMORY + limit + MEMORY_SLACK) / WASM_PAGE)) * WASM_PAGE;
    this.#heapCeiling = maximum - HEAP_RESERVE;
    this.#liveCeiling = limit;
    const base = typeof runtimePointer === 'number' && runtimePointer % 4 === 0 ? runtimePointer / 4 : -1;
    // The layout is checked, not assumed: the limit QuickJS was given must read back where expected.
    this.#liveIndex = base > 0 && this.#words[base + MALLOC_LIMIT_WORD] === quickjsLimit ? base + MALLOC_SIZE_WORD : -1;
  }

  /** True once the guest holds more than its limit. */
  over(): boolean {
    const buffer = this.#memory.buffer;
    if (buffer.byteLength > this.#heapCeiling) return true;
    if (this.#liveIndex < 0) return false;
    if (this.#words.buffer !== buffer) this.#words = new Uint32Array(buffer);
    return (this.#words[this.#liveIndex] ?? 0) > this.#liveCeiling;
  }
}

interface ParsedFrame {
  status: string;
  logs: string[];
  payload: string;
}

export class GuestInstance {
  readonly #runtime: QuickJSRuntime;
  readonly #context: QuickJSContext;
  #api: Api | undefined;
  #ticks = 0;
  #budget = 0;
  #interrupted: 'budget' | 'memory' | undefined;
  /** Where the guest was when the interrupt handler stopped it (raw QuickJS stack). */
  #stoppedAt: string | undefined;
  #capturing = false;
  /** The stacks sampled in the call under way, when it is profiled. */
  #samples: Map<string, number> | undefined;
  /** When the next sample is due (`performance.now()`). */
  #nextSample = 0;
  /**
   * Where the context's interrupt counter sits (an index into an Int32Array over the memory):
   * found on the first profiled interrupt, -1 once that failed.
   */
  #counterWord: number | undefined;
  /** The profiled call's checks since its last tick. */
  #quickChecks = 0;
  #words = new Int32Array(0);
  readonly #memoryWatch: MemoryWatch;
  readonly #memory: WebAssembly.Memory;
  /** Where the runtime and the context sit in the memory (undefined if quickjs-emscripten hides them). */
  readonly #pointers: { runtime: number; context: number } | undefined;
  readonly #abort: { aborted: boolean };
  #poisoned = false;
  #disposed = false;

  private constructor({ quickjs, memory }: Instantiated, options: GuestLoadOptions, abort: { aborted: boolean }) {
    this.#abort = abort;
    const runtime = quickjs.newRuntime();
    const quickjsLimit = options.limits.memoryBytes + MEMORY_RESERVE;
    runtime.setMemoryLimit(quickjsLimit);
    // The runtime's address in the WebAssembly memory (a protected field of quickjs-emscripten's).
    const runtimePointer = (runtime as unknown as { rt?: { value?: unknown } }).rt?.value;
    this.#memoryWatch = new MemoryWatch(memory, typeof runtimePointer === 'number' ? runtimePointer : undefined, options.limits.memoryBytes, quickjsLimit);
    runtime.setMaxStackSize(options.limits.stackBytes);
    runtime.setInterruptHandler(() => this.#onInterrupt());
    runtime.setModuleLoader(
      (name) => {
        if (name === MOD_MODULE_NAME) return options.bundle;
        if (name === SDK_MODULE_NAME) return options.sdkSource;
        const requested = name.startsWith(REFUSED_PREFIX) ? name.slice(REFUSED_PREFIX.length) : name;
        return { error: new Error(`Import "${requested}" is not allowed: a mod may import only its own files and "${SDK_MODULE_NAME}"`) };
      },
      (_base, requested) => (requested === MOD_MODULE_NAME || requested === SDK_MODULE_NAME ? requested : REFUSED_PREFIX + requested),
    );
    this.#runtime = runtime;
    this.#context = runtime.newContext();
    this.#memory = memory;
    // Protected fields of quickjs-emscripten's, read only to take and check images.
    const contextPointer = (this.#context as unknown as { ctx?: { value?: unknown } }).ctx?.value;
    this.#pointers =
      typeof runtimePointer === 'number' && typeof contextPointer === 'number' ? { runtime: runtimePointer, context: contextPointer } : undefined;
  }

  /** Instantiates QuickJS, runs the prelude and evaluates the mod. */
  static async load(options: GuestLoadOptions): Promise<GuestLoadOutcome> {
    const started = performance.now();
    const abort = { aborted: false };
    let instance: GuestInstance;
    try {
      instance = new GuestInstance(
        await instantiate(
          options.wasmModule,
          options.limits.memoryBytes,
          () => {
            abort.aborted = true;
          },
          options.image?.memoryBytes,
        ),
        options,
        abort,
      );
    } catch (error) {
      return { ok: false, failure: hostFault(error, 'creating the QuickJS instance'), budgetUsed: 0, guestMs: performance.now() - started };
    }
    if (options.image && instance.#restore(options.image)) {
      const image = options.image;
      return { ok: true, instance, exports: [...image.exports], fromImage: true, budgetUsed: image.budgetUsed, guestMs: performance.now() - started };
    }
    const freshBytes = options.makeImage ? freshUsedBytes(options, instance.#memory) : 0;
    const outcome = instance.#load(options);
    const budgetUsed = Math.min(instance.#ticks, instance.#budget + 1);
    if ('failure' in outcome) {
      instance.dispose();
      return { ok: false, failure: outcome.failure, budgetUsed, guestMs: performance.now() - started };
    }
    const image = options.makeImage && !instance.poisoned ? instance.#capture(outcome.exports, budgetUsed, freshBytes) : undefined;
    return { ok: true, instance, exports: outcome.exports, fromImage: false, ...(image ? { image } : {}), budgetUsed, guestMs: performance.now() - started };
  }

  /** An image of this instance's memory, taken right after its load; undefined where the layout is unknown. */
  #capture(exports: string[], budgetUsed: number, freshBytes: number): GuestImage | undefined {
    const api = this.#api;
    const pointers = this.#pointers;
    const handles = api ? [api.call.value, api.settle.value, api.where.value] : [];
    if (!api || !pointers || !handles.every((pointer) => typeof pointer === 'number')) return undefined;
    const memory = new Uint8Array(this.#memory.buffer);
    // Only up to the last non-zero byte: the heap above what QuickJS ever used is zero.
    const length = usedBytes(this.#memory);
    const Shared = (globalThis as { SharedArrayBuffer?: typeof SharedArrayBuffer }).SharedArrayBuffer;
    const bytes = Shared ? new Shared(length) : new ArrayBuffer(length);
    new Uint8Array(bytes).set(memory.subarray(0, length));
    const [call, settle, where] = handles as number[];
    return {
      bytes,
      memoryBytes: memory.byteLength,
      freshBytes,
      ...pointers,
      api: { call: call ?? 0, settle: settle ?? 0, where: where ?? 0 },
      exports: [...exports],
      budgetUsed,
    };
  }

  /**
   * Puts an image of an earlier load into this fresh instance, made the same way (same
   * WebAssembly module, limits and steps up to here, so its runtime and context sit where
   * the image's did): false, with the instance untouched, when they do not.
   */
  #restore(image: GuestImage): boolean {
    const pointers = this.#pointers;
    if (!pointers || pointers.runtime !== image.runtime || pointers.context !== image.context) return false;
    const memory = new Uint8Array(this.#memory.buffer);
    if (memory.byteLength !== image.memoryBytes || image.bytes.byteLength > memory.byteLength) return false;
    memory.set(new Uint8Array(image.bytes));
    // What this instance wrote so far above the image's last byte is zero in the image (a
    // fresh instance writes the same as the one the image came from did, up to `freshBytes`).
    if (image.freshBytes > image.bytes.byteLength) memory.fill(0, image.bytes.byteLength, image.freshBytes);
    const handles = (this.#context as unknown as { memory: { heapValueHandle(pointer: number): QuickJSHandle } }).memory;
    this.#api = {
      call: handles.heapValueHandle(image.api.call),
      settle: handles.heapValueHandle(image.api.settle),
      where: handles.heapValueHandle(image.api.where),
    };
    return true;
  }

  /** True once the instance hit a limit or crashed: it must not be used again. */
  get poisoned(): boolean {
    return this.#poisoned || this.#abort.aborted;
  }

  /**
   * Calls an exported function with JSON arguments (a JSON array). Synchronous:
   * promises returned by the mod are
   * settled by draining the job queue under the same budget.
   */
  call(name: string, argsJson: string, options: GuestCallOptions): GuestCallOutcome {
    const started = performance.now();
    this.#samples = options.profile ? new Map() : undefined;
    if (options.profile) {
      this.#quickChecks = 0;
      this.#nextSample = started + PROFILE_PERIOD_MS;
    }
    const stats = (): GuestStats => {
      const samples = this.#samples;
      this.#samples = undefined;
      return { budgetUsed: Math.min(this.#ticks, this.#budget + 1), guestMs: performance.now() - started, ...(samples ? { samples: [...samples] } : {}) };
    };
    if (this.#disposed || this.poisoned || !this.#api) {
      return { ok: false, failure: { code: 'crashed', reason: 'internal', message: 'This sandbox instance was discarded' }, logs: [], ...stats() };
    }
    const api = this.#api;
    this.#begin(options.budget);
    let frameText: string | GuestFailure;
    try {
      frameText = this.#invoke(api.call, [name, argsJson]);
      if (typeof frameText === 'string') {
        const drained = this.#drain();
        if (drained) frameText = drained;
        else if (frameText === 'P') frameText = this.#invoke(api.settle, []);
      }
    } catch (error) {
      frameText = hostFault(error, 'calling the guest');
    }
    // An interrupt inside a promise job becomes a rejection the guest may never
    // see; once interrupted, whatever the guest reported is moot.
    if (this.#interrupted && typeof frameText === 'string') frameText = this.#interruptedFailure(frameText);
    if (typeof frameText !== 'string') return this.#fail(frameText, [], stats(), name);
    const frame = parseFrame(frameText);
    const logs = frame?.logs ?? [];
    if (!frame) return this.#fail(unreportable(), logs, stats(), name);
    switch (frame.status) {
      case 'R':
        return { ok: true, json: frame.payload, logs, ...stats() };
      case 'A':
        return { ok: false, badArguments: readPayload(frame.payload).message ?? 'the arguments are not valid JSON', logs, ...stats() };
      case 'X':
        return this.#fail({ code: 'rules-error', reason: 'missing-export', message: `The mod has no exported function "${name}"` }, logs, stats());
      case 'N':
        return this.#fail({ code: 'invalid-output', reason: 'never-settled', message: `"${name}" returned a promise that never settled` }, logs, stats());
      default:
        return this.#fail(failureFromFrame(frame, 'call'), logs, stats(), name);
    }
  }

  /**
   * Frees the runtime, unless the instance is poisoned: then it is only dropped
   * (QuickJS may abort while freeing a runtime that ran out of memory).
   */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    if (this.poisoned) return;
    try {
      this.#api?.call.dispose();
      this.#api?.settle.dispose();
      this.#api?.where.dispose();
      this.#context.dispose();
      this.#runtime.dispose();
    } catch {
      // A runtime that cannot be freed cleanly is simply dropped with its WebAssembly instance.
    }
  }

  #load(options: GuestLoadOptions): { exports: string[] } | { failure: GuestFailure } {
    this.#begin(options.limits.loadBudget);
    try {
      const prelude = buildPrelude({ ...DEFAULT_PRELUDE_OPTIONS, maxResultChars: options.limits.maxResultChars });
      const evaluated = this.#context.evalCode(prelude, PRELUDE_FILE_NAME, { type: 'global', strict: true });
      if (evaluated.error) {
        const failure = this.#escaped(evaluated.error);
        evaluated.error.dispose();
        return { failure: this.#poisonIfFatal(failure) };
      }
      const apiObject = evaluated.value;
      const load = this.#context.getProp(apiObject, 'load');
      this.#api = {
        call: this.#context.getProp(apiObject, 'call'),
        settle: this.#context.getProp(apiObject, 'settle'),
        where: this.#context.getProp(apiObject, 'where'),
      };
      apiObject.dispose();
      let frameText: string | GuestFailure;
      try {
        frameText = this.#invoke(load, []);
      } finally {
        load.dispose();
      }
      if (typeof frameText === 'string') frameText = this.#drain() ?? this.#invoke(this.#api.settle, []);
      if (this.#interrupted && typeof frameText === 'string') frameText = this.#interruptedFailure(frameText);
      if (typeof frameText !== 'string') return { failure: this.#poisonIfFatal(frameText) };
      const frame = parseFrame(frameText);
      if (!frame) return { failure: this.#poisonIfFatal(unreportable()) };
      if (frame.status === 'L') return { exports: parseNames(frame.payload) };
      if (frame.status === 'N') {
        return { failure: { code: 'load-error', reason: 'evaluation', message: 'The mod never finished loading (a top-level await never settled)' } };
      }
      return { failure: this.#poisonIfFatal(failureFromFrame(frame, 'load')) };
    } catch (error) {
      return { failure: this.#poisonIfFatal(hostFault(error, 'loading the mod')) };
    }
  }

  #begin(budget: number): void {
    this.#ticks = 0;
    this.#budget = budget;
    this.#interrupted = undefined;
    this.#stoppedAt = undefined;
  }

  #onInterrupt(): boolean {
    // A profiled call's checks come more often; only every CHECKS_PER_TICK-th is a tick of its budget.
    if (this.#samples && !this.#capturing && !this.#profileTick(this.#samples)) return this.#interrupted !== undefined;
    this.#ticks++;
    // The guest code that notes where the guest stopped runs under no budget of its own.
    if (this.#capturing) return false;
    if (this.#interrupted) return true;
    if (this.#ticks > this.#budget) return this.#stop('budget');
    if (this.#memoryWatch.over()) return this.#stop('memory');
    return false;
  }

  /**
   * While a call is profiled, samples by the clock, not by the interrupt check: QuickJS checks
   * every 10,000 calls and loop turns, so sampling at every check would find a cheap tight loop
   * far more often than its share of the time. Instead the check is made to come back after
   * {@link PROFILE_TICKS} ticks (the context's counter is set lower, as QuickJS has just reset
   * it), and a sample is taken at the first check once {@link PROFILE_PERIOD_MS} have passed.
   * Where the counter cannot be found, every check is sampled. True when this check counts
   * as a tick of the call's budget.
   */
  #profileTick(samples: Map<string, number>): boolean {
    if (this.#counterWord === undefined) {
      this.#counterWord = this.#findCounter(samples);
      this.#nextSample = performance.now() + PROFILE_PERIOD_MS;
    } else if (this.#counterWord < 0) {
      this.#sample(samples);
      return true;
    } else if (performance.now() >= this.#nextSample) {
      this.#sample(samples);
      this.#nextSample = performance.now() + PROFILE_PERIOD_MS;
    }
    if (this.#counterWord < 0) return true;
    if (this.#words.buffer !== this.#memory.buffer) this.#words = new Int32Array(this.#memory.buffer);
    if ((this.#words[this.#counterWord] as number) > PROFILE_TICKS) this.#words[this.#counterWord] = PROFILE_TICKS;
    if (++this.#quickChecks < CHECKS_PER_TICK) return false;
    this.#quickChecks = 0;
    return true;
  }

  /**
   * Finds the context's interrupt counter: QuickJS resets it to 10,000 before it calls the
   * handler, and it alone then counts down while the handler runs guest code (a sample). The
   * first sample is taken on the way. -1 when not exactly one word behaves so.
   */
  #findCounter(samples: Map<string, number>): number {
    const context = this.#pointers?.context;
    if (context === undefined || context % 4 !== 0) {
      this.#sample(samples);
      return -1;
    }
    const base = context / 4;
    const before = new Int32Array(this.#memory.buffer);
    const candidates: number[] = [];
    for (let i = base; i < base + CONTEXT_WORDS && i < before.length; i++) if (before[i] === INTERRUPT_COUNTER_INIT) candidates.push(i);
    this.#sample(samples);
    const after = new Int32Array(this.#memory.buffer);
    const counting = candidates.filter((i) => {
      const value = after[i] as number;
      return value < INTERRUPT_COUNTER_INIT && value > INTERRUPT_COUNTER_INIT - 1000;
    });
    return counting.length === 1 ? (counting[0] as number) : -1;
  }

  /** Notes where the guest is, for a profiled call. */
  #sample(samples: Map<string, number>): void {
    const api = this.#api;
    if (!api) return;
    this.#capturing = true;
    try {
      const where = this.#invoke(api.where, []);
      if (typeof where === 'string' && where !== '') samples.set(where, (samples.get(where) ?? 0) + 1);
    } catch {
      // A sample missed: the profile is a little shorter.
    } finally {
      this.#capturing = false;
    }
  }

  /**
   * Stops the guest, noting where it is first: the error QuickJS raises for the interrupt
   * carries the same stack, but inside a promise job it only rejects a promise nobody
   * holds, so without this note such a stop could name the call but not the line.
   */
  #stop(kind: 'budget' | 'memory'): true {
    this.#interrupted = kind;
    const api = this.#api;
    if (api) {
      this.#capturing = true;
      try {
        const where = this.#invoke(api.where, []);
        if (typeof where === 'string' && where !== '') this.#stoppedAt = where;
      } catch {
        // No note: the failure then names the call only.
      } finally {
        this.#capturing = false;
      }
    }
    return true;
  }

  /** The failure of a guest the interrupt handler stopped, placed by the stack given if any, else by the note taken when it stopped. */
  #stopFailure(stack: string | undefined): GuestFailure {
    const failure: GuestFailure =
      this.#interrupted === 'memory' ? { code: 'out-of-memory', reason: 'memory', message: 'The mod ran out of memory' } : timeoutFailure(this.#budget);
    const where = stack ?? this.#stoppedAt;
    if (where) failure.guestStack = where;
    return failure;
  }

  /**
   * The guest was stopped while it was reporting, or inside a promise the guest then
   * reported as rejected (a loop at a module's top level rejects the import), or inside a
   * promise job whose rejection nobody saw: whatever it said is moot, but the stack of
   * QuickJS's own interrupt error (or the note taken when it stopped) still says where it was.
   */
  #interruptedFailure(frameText: string): GuestFailure {
    const frame = parseFrame(frameText);
    if (frame?.status === 'E') {
      const error = readPayload(frame.payload);
      if (error.name === 'InternalError' && error.message === 'interrupted' && error.stack) return this.#stopFailure(error.stack);
    }
    return this.#stopFailure(undefined);
  }

  /** Calls one of the prelude's API functions with string arguments; returns its frame or a failure. */
  #invoke(fn: QuickJSHandle, args: string[]): string | GuestFailure {
    const context = this.#context;
    const handles = args.map((arg) => context.newString(arg));
    try {
      const result = context.callFunction(fn, context.undefined, handles);
      if (result.error) {
        const failure = this.#escaped(result.error);
        result.error.dispose();
        return failure;
      }
      const value = result.value;
      try {
        if (context.typeof(value) !== 'string') return { code: 'crashed', reason: 'internal', message: 'The sandbox API returned a non-string' };
        return context.getString(value);
      } finally {
        value.dispose();
      }
    } finally {
      for (const handle of handles) handle.dispose();
    }
  }

  /** Runs the promise jobs the guest queued, under the current budget. */
  #drain(): GuestFailure | undefined {
    while (this.#runtime.hasPendingJob()) {
      const result = this.#runtime.executePendingJobs(-1);
      if (result.error) {
        const failure = this.#escaped(result.error);
        result.error.dispose();
        return failure;
      }
    }
    return undefined;
  }

  /**
   * Classifies an exception that escaped the prelude's own try/catch: the
   * interrupt (uncatchable), or an engine error raised while the prelude was
   * reporting (out of memory, most likely).
   */
  #escaped(error: QuickJSHandle): GuestFailure {
    if (this.#interrupted) {
      // Where the guest was when it was stopped (the loop's line): QuickJS's own error carries
      // the stack as a property of its own, so reading it runs no guest code (and any that ran
      // would stop at its first tick).
      return this.#stopFailure(this.#readString(error, 'stack') || undefined);
    }
    // QuickJS throws null when it cannot even allocate the out-of-memory error.
    if (this.#context.sameValue(error, this.#context.null)) {
      return { code: 'out-of-memory', reason: 'memory', message: 'The mod ran out of memory' };
    }
    // Reading the error may run guest code (a getter): make any such code stop at its first tick.
    this.#interrupted = 'budget';
    const name = this.#readString(error, 'name');
    const message = this.#readString(error, 'message');
    if (message === 'out of memory') return { code: 'out-of-memory', reason: 'memory', message: 'The mod ran out of memory' };
    if (message === 'stack overflow') return { code: 'stack-overflow', reason: 'guest-limit', message: 'The mod overflowed its stack' };
    return { code: 'crashed', reason: 'internal', message: `Unexpected error escaped the sandbox: ${name ?? 'Error'}: ${message ?? '(no message)'}` };
  }

  #readString(handle: QuickJSHandle, key: string): string | undefined {
    try {
      const value = this.#context.getProp(handle, key);
      try {
        return this.#context.typeof(value) === 'string' ? this.#context.getString(value).slice(0, 500) : undefined;
      } finally {
        value.dispose();
      }
    } catch {
      return undefined;
    }
  }

  #poisonIfFatal(failure: GuestFailure): GuestFailure {
    if (FATAL_CODES.has(failure.code)) this.#poisoned = true;
    return failure;
  }

  #fail(failure: GuestFailure, logs: string[], stats: GuestStats, call?: string): GuestCallOutcome {
    // A limit hit with no stack to say where still names the call it hit in.
    if (call !== undefined && !failure.guestStack) failure.message += ` (in "${call}")`;
    return { ok: false, failure: this.#poisonIfFatal(failure), logs, ...stats };
  }
}

/** The length of a memory up to its last non-zero 32-bit word. */
function usedBytes(memory: WebAssembly.Memory): number {
  const words = new Int32Array(memory.buffer);
  // From the top, a block at a time (an OR of its words, cheaper than a test of each), then the last block's words.
  const BLOCK = 1024;
  let end = words.length;
  while (end > 0) {
    const start = Math.max(0, end - BLOCK);
    let any = 0;
    for (let i = start; i < end; i++) any |= words[i] ?? 0;
    if (any !== 0) {
      while (words[end - 1] === 0) end--;
      return end * 4;
    }
    end = start;
  }
  return 0;
}

/** How far a fresh instance writes before its load, by the WebAssembly module and the limits that shape it (the same every time). */
const freshUsed = new WeakMap<WebAssembly.Module, Map<string, number>>();

function freshUsedBytes(options: GuestLoadOptions, memory: WebAssembly.Memory): number {
  let byLimits = freshUsed.get(options.wasmModule);
  if (!byLimits) freshUsed.set(options.wasmModule, (byLimits = new Map()));
  const key = `${options.limits.memoryBytes}/${options.limits.stackBytes}`;
  let bytes = byLimits.get(key);
  if (bytes === undefined) byLimits.set(key, (bytes = usedBytes(memory)));
  return bytes;
}

function timeoutFailure(budget: number): GuestFailure {
  return { code: 'timeout', reason: 'budget', message: `The mod exceeded its budget of ${budget} ticks` };
}

function unreportable(): GuestFailure {
  return { code: 'out-of-memory', reason: 'memory', message: 'The mod failed and the failure could not be reported (out of memory)' };
}

/**
 * Turns an exception thrown on the host side of the FFI into a failure. A
 * RangeError for the call stack is the host thread's native stack overflowing
 * inside WebAssembly (recursion the QuickJS stack limit does not see); anything
 * else is an abort or a broken instance. Either way the instance is unusable.
 */
function hostFault(error: unknown, doing: string): GuestFailure {
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return { code: 'stack-overflow', reason: 'host-stack', message: `The mod overflowed the host's native stack while ${doing}` };
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const aborted = error instanceof WebAssembly.RuntimeError || /abort/i.test(message);
  return { code: 'crashed', reason: aborted ? 'wasm-abort' : 'internal', message: `QuickJS failed while ${doing}: ${message.slice(0, 500)}` };
}

function parseFrame(text: string): ParsedFrame | undefined {
  if (text.length < 2) return undefined;
  const newline = text.indexOf('\n', 1);
  if (newline < 0) return undefined;
  let logs: string[] = [];
  try {
    const parsed: unknown = JSON.parse(text.slice(1, newline));
    if (Array.isArray(parsed)) logs = parsed.filter((entry): entry is string => typeof entry === 'string');
  } catch {
    logs = [];
  }
  return { status: text.charAt(0), logs, payload: text.slice(newline + 1) };
}

interface ErrorPayload {
  name: string | undefined;
  message: string | undefined;
  stack: string | undefined;
}

function readPayload(payload: string): ErrorPayload {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed === 'object' && parsed !== null) {
      const record = parsed as Record<string, unknown>;
      const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
      return { name: str(record['name']), message: str(record['message']), stack: str(record['stack']) };
    }
  } catch {
    // fall through
  }
  return { name: undefined, message: undefined, stack: undefined };
}

function parseNames(payload: string): string[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

function failureFromFrame(frame: ParsedFrame, phase: 'load' | 'call'): GuestFailure {
  const error = readPayload(frame.payload);
  const described = (fallback: string): string => {
    const message = error.message ?? fallback;
    return error.name && !error.name.startsWith('thrown ') ? `${error.name}: ${message}` : message;
  };
  const withGuest = (failure: GuestFailure): GuestFailure => {
    if (error.name !== undefined) failure.guestName = error.name;
    if (error.stack !== undefined) failure.guestStack = error.stack;
    return failure;
  };
  switch (frame.status) {
    case 'E':
      return phase === 'load'
        ? withGuest({ code: 'load-error', reason: error.name === 'SyntaxError' ? 'syntax' : 'evaluation', message: described('the mod threw while loading') })
        : withGuest({ code: 'rules-error', reason: 'thrown', message: described('the mod threw') });
    case 'I':
      return withGuest({
        code: 'invalid-output',
        reason: /circular|cycl/i.test(error.message ?? '') ? 'cyclic' : 'not-serialisable',
        message: `The result is not JSON-serialisable: ${described('unknown reason')}`,
      });
    case 'T':
      return { code: 'invalid-output', reason: 'too-large', message: error.message ?? 'The result is too large' };
    case 'M':
      return withGuest({
        code: 'out-of-memory',
        reason: 'memory',
        message: error.name === 'thrown null' && error.message ? error.message : 'The mod ran out of memory',
      });
    case 'S':
      return withGuest({ code: 'stack-overflow', reason: 'guest-limit', message: 'The mod overflowed its stack' });
    default:
      return unreportable();
  }
}
