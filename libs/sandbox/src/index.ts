export { Sandbox } from './sandbox';
export { InThreadSandbox } from './in-thread';
export type { CallOptions, CallResult, CallStats, ResultValidator, SandboxOptions } from './results';
export type { ModSource } from './bundle';
export {
  SANDBOX_ERROR_CODES,
  FATAL_CODES,
  SandboxError,
  SandboxTimeoutError,
  SandboxOutOfMemoryError,
  SandboxStackOverflowError,
  SandboxCrashedError,
  RulesError,
  InvalidOutputError,
  LoadError,
  sandboxErrorFromData,
  type SandboxErrorCode,
  type SandboxErrorData,
  type SandboxErrorReason,
  type SourceLocation,
} from './errors';
export { DEFAULT_LIMITS, LIMIT_BOUNDS, resolveLimits, type SandboxLimits } from './limits';
export { isRngState, nextRandom, rngStateFromSeed, type RngState } from './rng';
export { DEFAULT_SDK_SOURCE } from './sdk-stub';
export { bundleSdkSource } from './node/sdk';
export { SDK_MODULE_NAME } from './guest/prelude';
export type { FaultKind } from './protocol';
