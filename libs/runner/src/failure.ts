import { hostFailure, type RulesFailure } from '@kriegsspiel/engine';
import { SandboxError } from '@kriegsspiel/sandbox/core';
import { ModLoadError } from './errors';
import { locationOnDisk, type ProgramOrigins } from './locations';

/** A failure of the rules or of loading them, as plain data (declared by the engine, whose game reports carry it). */
export type { RulesFailure };

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
  return hostFailure(error);
}

/** One line for a person: `timeout (budget): The mod … at src/x.ts:3:5` (without the location when it is shown apart). */
export function failureText(failure: RulesFailure, withLocation = true): string {
  const kind = `${failure.code}${failure.reason ? ` (${failure.reason})` : ''}`;
  const at = failure.location && withLocation ? ` at ${failure.location.file}:${failure.location.line}:${failure.location.column}` : '';
  return `${kind}: ${failure.message}${at}`;
}
