import { SandboxError, type SandboxErrorCode, type SourceLocation } from '@kriegsspiel/sandbox/core';
import { ModLoadError, type ModLoadErrorCode } from './errors';
import { locationOnDisk, type ProgramOrigins } from './locations';

/** A failure of the rules or of loading them, as plain data: what went wrong and where. */
export interface RulesFailure {
  /** A sandbox error code (`timeout`, `out-of-memory`, `rules-error`, `load-error` …), a mod-loading code, or `host-error`. */
  code: SandboxErrorCode | ModLoadErrorCode | 'host-error';
  /** The finer reason a sandbox gives (`budget`, `wall-clock`, `thrown` …). */
  reason?: string;
  message: string;
  /** Where in the mod's own files (on disk) it happened, when the sandbox could tell. */
  location?: SourceLocation;
  /** The guest's stack, mapped back to the mod's files. */
  stack?: string;
  /** The document and pointer at fault, for a mod that could not be loaded. */
  file?: string;
  pointer?: string;
}

/**
 * Describes whatever a game or test threw; a location in the program's files is turned into
 * the mod's own file (a path on disk, or in the studio's workspace: see the program's origins).
 */
export function describeFailure(error: unknown, program?: { origins: ProgramOrigins }): RulesFailure {
  if (error instanceof SandboxError) {
    const location = error.location && program ? locationOnDisk(program, error.location) : error.location;
    return {
      code: error.code,
      ...(error.reason !== undefined ? { reason: error.reason } : {}),
      message: error.message,
      ...(location ? { location } : {}),
      ...(error.guestStack !== undefined ? { stack: error.guestStack } : {}),
    };
  }
  if (error instanceof ModLoadError) return { code: error.code, message: error.message, ...error.where };
  return { code: 'host-error', message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
}

/** One line for a person: `timeout (budget): The mod … at src/x.ts:3:5` (without the location when it is shown apart). */
export function failureText(failure: RulesFailure, withLocation = true): string {
  const kind = `${failure.code}${failure.reason ? ` (${failure.reason})` : ''}`;
  const at = failure.location && withLocation ? ` at ${failure.location.file}:${failure.location.line}:${failure.location.column}` : '';
  return `${kind}: ${failure.message}${at}`;
}
