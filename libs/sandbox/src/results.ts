/** Types and helpers of a sandbox's options, calls and results. */
import type { BundledMod, ModSource } from './bundled-mod';
import { InvalidOutputError, sandboxErrorFromData, type SandboxError, type SandboxErrorData } from './errors';
import type { GuestFailure } from './guest/guest-instance';
import type { SandboxLimits } from './limits';
import type { ProfileSamples } from './profile';

export interface SandboxOptions extends ModSource {
  /** Names the mod in errors and in the worker thread's name. */
  id: string;
  /** Overrides of {@link DEFAULT_LIMITS}. */
  limits?: Partial<SandboxLimits>;
  /** Source of the `@kriegsspiel/rules-sdk` module; defaults to a small stub. */
  sdkSource?: string;
}

/**
 * Checks a parsed result. Return `true` to accept it, or a message saying what
 * is wrong (the call then fails with `invalid-output`, reason `shape`).
 */
export type ResultValidator = (value: unknown) => true | string;

export interface CallOptions {
  /** Deterministic budget of this call (interrupt ticks); defaults to `limits.callBudget`. */
  budget?: number;
  /** Wall-clock backstop of this call, in ms; defaults to `limits.callTimeoutMs`. */
  timeoutMs?: number;
  /** Checks the shape of the result (the host parses the JSON only when this is given). */
  validate?: ResultValidator;
  /** Sample where the guest spends its time (`stats.samples`; sum them with `Profile`). */
  profile?: boolean;
}

export interface CallStats {
  /** Interrupt ticks the call used; `null` when its worker was killed before it could say. */
  budgetUsed: number | null;
  /** Round-trip time seen by the caller, in ms (including a restart, if one was needed). */
  ms: number;
  /** Time spent in the guest, in ms; `null` when unknown. */
  guestMs: number | null;
  /** Number of instances this sandbox has started so far (1 for the first). */
  generation: number;
  /** True when this call ran on an instance started for it (after a fatal error, a dead worker or a reset). */
  fresh: boolean;
  /** A profiled call's samples, with stacks mapped to the mod's files. */
  samples?: ProfileSamples;
}

export type CallResult = { ok: true; json: string; logs: string[]; stats: CallStats } | { ok: false; error: SandboxError; logs: string[]; stats: CallStats };

/** Maps a guest failure's stack back to the mod's files and builds the error. */
export function toSandboxError(failure: GuestFailure, phase: 'load' | 'call', mod: BundledMod, id?: string): SandboxError {
  // "The mod ran out of memory" names the mod when the sandbox knows its id.
  const message =
    id !== undefined && failure.message.startsWith('The mod ') ? `The mod \`${id}\` ${failure.message.slice('The mod '.length)}` : failure.message;
  const data: SandboxErrorData = { code: failure.code, message, phase };
  if (failure.reason !== undefined) data.reason = failure.reason;
  if (failure.guestName !== undefined) data.guestName = failure.guestName;
  if (failure.guestStack !== undefined) {
    const mapped = mod.mapper.mapStack(failure.guestStack);
    data.guestStack = mapped.stack;
    if (mapped.location) data.location = mapped.location;
  }
  // Nothing locates it in the mod's files: name the mod, unless the message already does.
  if (id !== undefined && !data.location && !message.includes(`\`${id}\``)) data.message = `${message} (mod \`${id}\`)`;
  return sandboxErrorFromData(data);
}

/** Runs a validator on a result; returns the error to report, if any. */
export function validateResult(json: string, validate: ResultValidator | undefined): SandboxError | undefined {
  if (!validate) return undefined;
  let verdict: true | string;
  try {
    verdict = validate(JSON.parse(json));
  } catch (error) {
    verdict = `the validator threw: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (verdict === true) return undefined;
  return new InvalidOutputError({ reason: 'shape', phase: 'call', message: `The result does not have the expected shape: ${String(verdict)}` });
}

export function checkCallArguments(name: unknown, argsJson: unknown): void {
  if (typeof name !== 'string' || name === '') throw new TypeError('The export name must be a non-empty string');
  if (typeof argsJson !== 'string') throw new TypeError('argsJson must be a string holding a JSON array of arguments');
}

export function checkId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || !/^[\w.@/-]{1,100}$/.test(id)) {
    throw new TypeError(`A mod id must be 1–100 characters of [A-Za-z0-9_.@/-], got ${JSON.stringify(id)}`);
  }
}
