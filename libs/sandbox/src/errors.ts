/**
 * The ways a sandboxed mod can fail. Every failure the sandbox reports is a
 * {@link SandboxError} whose `code` is one of these; the host never sees a mod's
 * own exception object.
 *
 * | code             | meaning                                                                  | instance kept? |
 * | ---------------- | ------------------------------------------------------------------------ | -------------- |
 * | `timeout`        | the deterministic budget ran out, or the wall-clock backstop fired       | no             |
 * | `out-of-memory`  | the runtime's memory limit was hit                                       | no             |
 * | `stack-overflow` | the runtime's stack limit, or the host thread's native stack, was hit    | no             |
 * | `crashed`        | the worker died or the WebAssembly instance aborted                      | no             |
 * | `rules-error`    | the mod's code threw (carries the mod's file, line and stack)            | yes            |
 * | `invalid-output` | the return value is not JSON, too large, cyclic or of the wrong shape    | yes            |
 * | `load-error`     | the mod did not bundle (syntax, refused import) or threw while loading   | n/a            |
 */
export const SANDBOX_ERROR_CODES = ['timeout', 'out-of-memory', 'stack-overflow', 'crashed', 'rules-error', 'invalid-output', 'load-error'] as const;

export type SandboxErrorCode = (typeof SANDBOX_ERROR_CODES)[number];

/** Codes after which the instance is thrown away and a fresh one is started on the next call. */
export const FATAL_CODES: ReadonlySet<SandboxErrorCode> = new Set<SandboxErrorCode>(['timeout', 'out-of-memory', 'stack-overflow', 'crashed']);

/**
 * A finer reason within a code:
 * - timeout: `budget` (deterministic), `wall-clock` (the supervisor's backstop), `stopped`
 *   (the host stopped the call before either: a person pressed Stop)
 * - stack-overflow: `guest-limit` (QuickJS's stack limit), `host-stack` (the host thread's native stack)
 * - crashed: `worker-exit`, `worker-error`, `wasm-abort`, `internal`
 * - invalid-output: `not-serialisable`, `cyclic`, `too-large`, `shape`, `never-settled`
 * - rules-error: `thrown`, `missing-export`, `rejected`
 * - load-error: `bundle` (esbuild: syntax error, unresolved or refused import), `syntax` (QuickJS refused the bundle),
 *   `evaluation` (the module threw while it was evaluated), `spec` (the mod description itself is invalid)
 */
export type SandboxErrorReason =
  | 'budget'
  | 'wall-clock'
  | 'stopped'
  | 'guest-limit'
  | 'host-stack'
  | 'worker-exit'
  | 'worker-error'
  | 'wasm-abort'
  | 'internal'
  | 'not-serialisable'
  | 'cyclic'
  | 'too-large'
  | 'shape'
  | 'never-settled'
  | 'thrown'
  | 'missing-export'
  | 'rejected'
  | 'bundle'
  | 'syntax'
  | 'evaluation'
  | 'spec'
  | 'memory';

/** A position in one of the mod's own source files (1-based line and column). */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

/** The plain-data form of a {@link SandboxError}: what crosses thread boundaries and what `toJSON` gives. */
export interface SandboxErrorData {
  code: SandboxErrorCode;
  message: string;
  reason?: SandboxErrorReason;
  phase: 'load' | 'call';
  /** The guest's error name (`TypeError`, …) or, for a non-Error thrown value, `thrown <typeof>`. */
  guestName?: string;
  /** The first frame of the guest stack that lies in the mod's own files, mapped to the original source. */
  location?: SourceLocation;
  /** The guest stack with every frame mapped back to the mod's original files. */
  guestStack?: string;
}

export class SandboxError extends Error {
  readonly code: SandboxErrorCode;
  readonly reason: SandboxErrorReason | undefined;
  readonly phase: 'load' | 'call';
  readonly guestName: string | undefined;
  readonly location: SourceLocation | undefined;
  readonly guestStack: string | undefined;

  constructor(data: SandboxErrorData) {
    super(data.message);
    this.name = 'SandboxError';
    this.code = data.code;
    this.reason = data.reason;
    this.phase = data.phase;
    this.guestName = data.guestName;
    this.location = data.location;
    this.guestStack = data.guestStack;
  }

  /** True when the instance that produced this error was thrown away. */
  get fatal(): boolean {
    return FATAL_CODES.has(this.code);
  }

  toJSON(): SandboxErrorData {
    const data: SandboxErrorData = { code: this.code, message: this.message, phase: this.phase };
    if (this.reason !== undefined) data.reason = this.reason;
    if (this.guestName !== undefined) data.guestName = this.guestName;
    if (this.location !== undefined) data.location = { ...this.location };
    if (this.guestStack !== undefined) data.guestStack = this.guestStack;
    return data;
  }
}

export class SandboxTimeoutError extends SandboxError {
  constructor(data: Omit<SandboxErrorData, 'code'>) {
    super({ ...data, code: 'timeout' });
    this.name = 'SandboxTimeoutError';
  }
}

export class SandboxOutOfMemoryError extends SandboxError {
  constructor(data: Omit<SandboxErrorData, 'code'>) {
    super({ ...data, code: 'out-of-memory' });
    this.name = 'SandboxOutOfMemoryError';
  }
}

export class SandboxStackOverflowError extends SandboxError {
  constructor(data: Omit<SandboxErrorData, 'code'>) {
    super({ ...data, code: 'stack-overflow' });
    this.name = 'SandboxStackOverflowError';
  }
}

export class SandboxCrashedError extends SandboxError {
  constructor(data: Omit<SandboxErrorData, 'code'>) {
    super({ ...data, code: 'crashed' });
    this.name = 'SandboxCrashedError';
  }
}

export class RulesError extends SandboxError {
  constructor(data: Omit<SandboxErrorData, 'code'>) {
    super({ ...data, code: 'rules-error' });
    this.name = 'RulesError';
  }
}

export class InvalidOutputError extends SandboxError {
  constructor(data: Omit<SandboxErrorData, 'code'>) {
    super({ ...data, code: 'invalid-output' });
    this.name = 'InvalidOutputError';
  }
}

export class LoadError extends SandboxError {
  constructor(data: Omit<SandboxErrorData, 'code'>) {
    super({ ...data, code: 'load-error' });
    this.name = 'LoadError';
  }
}

/** Builds the right subclass for a code. */
export function sandboxErrorFromData(data: SandboxErrorData): SandboxError {
  const { code, ...rest } = data;
  switch (code) {
    case 'timeout':
      return new SandboxTimeoutError(rest);
    case 'out-of-memory':
      return new SandboxOutOfMemoryError(rest);
    case 'stack-overflow':
      return new SandboxStackOverflowError(rest);
    case 'crashed':
      return new SandboxCrashedError(rest);
    case 'rules-error':
      return new RulesError(rest);
    case 'invalid-output':
      return new InvalidOutputError(rest);
    case 'load-error':
      return new LoadError(rest);
  }
}
