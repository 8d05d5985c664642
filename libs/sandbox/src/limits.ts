/**
 * Resource limits applied to every sandboxed mod. All of them have defaults and
 * every one can be overridden per mod; `callBudget` and `callTimeoutMs` can also
 * be overridden per call.
 */
export interface SandboxLimits {
  /**
   * Deterministic budget of one call, counted in interrupt-handler ticks. QuickJS
   * calls the interrupt handler about once every 10,000 backward jumps or
   * function calls, so one tick is roughly 10,000 loop iterations; the count does
   * not depend on the machine, so a mod that runs out does so everywhere (up to
   * one tick, as QuickJS's counter keeps its phase from call to call).
   * Exceeding it fails the call with `timeout` (reason `budget`).
   */
  callBudget: number;
  /**
   * Wall-clock backstop of one call, in milliseconds. The supervisor terminates
   * the worker when a call has not answered by then (reason `wall-clock`). It
   * covers work the interrupt handler cannot see (a huge BigInt, a hung worker).
   */
  callTimeoutMs: number;
  /** Deterministic budget of loading the mod (evaluating its modules). */
  loadBudget: number;
  /** Wall-clock backstop of loading, including starting the worker. */
  loadTimeoutMs: number;
  /** Heap limit of the QuickJS runtime (`runtime.setMemoryLimit`), in bytes. */
  memoryBytes: number;
  /** Stack limit of the QuickJS runtime (`runtime.setMaxStackSize`), in bytes. Never 0 (unlimited). */
  stackBytes: number;
  /** Largest result accepted, in UTF-16 code units of its JSON text. */
  maxResultChars: number;
}

const KiB = 1024;
const MiB = 1024 * KiB;

export const DEFAULT_LIMITS: Readonly<SandboxLimits> = Object.freeze({
  callBudget: 5_000,
  callTimeoutMs: 30_000,
  loadBudget: 5_000,
  loadTimeoutMs: 30_000,
  memoryBytes: 64 * MiB,
  stackBytes: 1 * MiB,
  maxResultChars: 1 * MiB,
});

/**
 * Bounds for each limit. The stack limit must stay well inside QuickJS's 5 MiB
 * WebAssembly shadow stack (beyond it the guest would overwrite its own heap),
 * and must never be 0: without a limit deep recursion overflows the host thread.
 */
export const LIMIT_BOUNDS: Readonly<Record<keyof SandboxLimits, readonly [number, number]>> = Object.freeze({
  callBudget: [1, 10_000_000],
  callTimeoutMs: [1, 10 * 60_000],
  loadBudget: [1, 10_000_000],
  loadTimeoutMs: [1, 10 * 60_000],
  memoryBytes: [1 * MiB, 1024 * MiB],
  stackBytes: [32 * KiB, 4 * MiB],
  maxResultChars: [16, 64 * MiB],
});

/** Merges overrides into the defaults, rejecting values outside {@link LIMIT_BOUNDS}. */
export function resolveLimits(overrides: Partial<SandboxLimits> = {}, base: SandboxLimits = DEFAULT_LIMITS): SandboxLimits {
  const limits: SandboxLimits = { ...base };
  for (const key of Object.keys(LIMIT_BOUNDS) as (keyof SandboxLimits)[]) {
    const value = overrides[key];
    if (value === undefined) continue;
    checkLimit(key, value);
    limits[key] = value;
  }
  for (const key of Object.keys(overrides)) {
    if (!(key in LIMIT_BOUNDS)) throw new RangeError(`Unknown sandbox limit "${key}"`);
  }
  return limits;
}

export function checkLimit(key: keyof SandboxLimits, value: number): void {
  const bounds = LIMIT_BOUNDS[key];
  if (!Number.isInteger(value) || value < bounds[0] || value > bounds[1]) {
    throw new RangeError(`Sandbox limit ${key} must be an integer in [${bounds[0]}, ${bounds[1]}], got ${String(value)}`);
  }
}

/**
 * The user's ceilings: the most a mod's manifest may ask for. A mod may ask for more than
 * the defaults, up to these; a request above one is refused at load, naming the mod, and the
 * user raises the ceiling (the command line's `--max-memory-mb` and `--max-wall-clock-ms`,
 * the workspace server's options of the same names) when they trust the mod. Limits without
 * a ceiling here are capped by {@link LIMIT_BOUNDS} only.
 */
export type LimitCeilings = Partial<SandboxLimits>;

export const DEFAULT_CEILINGS: Readonly<LimitCeilings> = Object.freeze({
  memoryBytes: 256 * MiB,
  callTimeoutMs: 30_000,
});
