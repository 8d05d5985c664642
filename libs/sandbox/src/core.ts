// @kriegsspiel/sandbox/core: the part of the sandbox that runs anywhere — in Node, in a
// browser page, in a worker: its errors and limits, prepared mods, and the
// supervisor that both `Sandbox` (Node worker threads) and `BrowserSandbox` (Web Workers) are.
export { SandboxSupervisor, type HostSession, type LoadStats, type OpenSession, type SessionReply, type SupervisorInit } from './supervisor';
export { bundledModOf, type BundledMod, type ModSource, type PreparedMod } from './bundled-mod';
export { SourceMapper, type RawSourceMap } from './source-map';
export type { CallOptions, CallResult, CallStats, ResultValidator } from './results';
export { callGuestText } from './guest-text';
export { Profile, profileTable, type ProfileRow, type ProfileSamples, type ProfileSummary } from './profile';
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
export { DEFAULT_CEILINGS, DEFAULT_LIMITS, LIMIT_BOUNDS, resolveLimits, type LimitCeilings, type SandboxLimits } from './limits';
export { DEFAULT_SDK_SOURCE } from './sdk-stub';
export { SDK_MODULE_NAME } from './guest/prelude';
export type { FaultKind } from './protocol';
