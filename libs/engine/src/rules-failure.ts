// A failure of the rules, or of loading them, as plain data that crosses threads and pages:
// the command line, the workspace server and the studio describe and print it the same way.

/** A place in a file: a mod's source file, or a document. */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

/** Where each mod's files in a program come from: `mods/<id>/` → that mod's folder (on disk, or in the studio's workspace). */
export type ProgramOrigins = Readonly<Record<string, string>>;

/** A failure of the rules or of loading them, as plain data: what went wrong and where. */
export interface RulesFailure {
  /**
   * A sandbox error code (`timeout`, `out-of-memory`, `rules-error`, `load-error` …), a
   * mod-loading code (`not-found`, `invalid-document` …), or `host-error` for anything else.
   */
  code: string;
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
 * Where a position in the program's files lies: `mods/outpost/src/combat.ts` → the mod's
 * own file, under the folder its origin names. The folder's separator (`/` or `\`) is kept.
 */
export function locationOnDisk(program: { origins: ProgramOrigins }, location: SourceLocation): SourceLocation {
  for (const [prefix, folder] of Object.entries(program.origins)) {
    if (!location.file.startsWith(prefix)) continue;
    const separator = folder.endsWith('\\') ? '\\' : '/';
    return { ...location, file: folder + location.file.slice(prefix.length).split('/').join(separator) };
  }
  return location;
}

/** What the sandbox's errors carry (`SandboxError` and its kinds: every one has a `phase`). */
interface SandboxErrorLike extends Error {
  code: string;
  phase: string;
  reason?: string;
  location?: SourceLocation;
  guestStack?: string;
}

/** What the runner's `ModLoadError` carries. */
interface ModLoadErrorLike extends Error {
  code: string;
  where: { file?: string; pointer?: string };
}

// The engine is pure and cannot import the sandbox's or the runner's error classes, so it
// knows them by their shape: both carry a string `code`; a sandbox error has a `phase`.
function isSandboxError(error: unknown): error is SandboxErrorLike {
  return (
    error instanceof Error && typeof (error as Partial<SandboxErrorLike>).code === 'string' && typeof (error as Partial<SandboxErrorLike>).phase === 'string'
  );
}

function isModLoadError(error: unknown): error is ModLoadErrorLike {
  return error instanceof Error && error.name === 'ModLoadError' && typeof (error as Partial<ModLoadErrorLike>).code === 'string';
}

/**
 * Describes whatever a game or test threw; a location in the program's files is turned into
 * the mod's own file (a path on disk, or in the studio's workspace: see the program's origins).
 */
export function describeFailure(error: unknown, program?: { origins: ProgramOrigins }): RulesFailure {
  if (isSandboxError(error)) {
    const location = error.location && program ? locationOnDisk(program, error.location) : error.location;
    return {
      code: error.code,
      ...(error.reason !== undefined ? { reason: error.reason } : {}),
      message: error.message,
      ...(location ? { location } : {}),
      ...(error.guestStack !== undefined ? { stack: error.guestStack } : {}),
    };
  }
  if (isModLoadError(error)) return { code: error.code, message: error.message, ...error.where };
  return { code: 'host-error', message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
}

/** One line for a person: `timeout (budget): The mod … at src/x.ts:3:5` (without the location when it is shown apart). */
export function failureText(failure: RulesFailure, withLocation = true): string {
  const kind = `${failure.code}${failure.reason ? ` (${failure.reason})` : ''}`;
  const at = failure.location && withLocation ? ` at ${failure.location.file}:${failure.location.line}:${failure.location.column}` : '';
  return `${kind}: ${failure.message}${at}`;
}
