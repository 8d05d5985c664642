/** A mistake in how the command was called; reported with exit status 2. */
export class UsageError extends Error {}

/** What every command receives: its arguments, common options and where to write. */
export interface CommandContext {
  /** Arguments after the command name that are not options. */
  positionals: string[];
  /** Options of the command, as parsed. */
  options: Record<string, string | boolean | string[] | undefined>;
  /** `--json`: print data for machines instead of text for people. */
  json: boolean;
  /** Extra folders to look mods up in (`--mods`). */
  modDirs: string[];
  cwd: string;
  /** The repository root. */
  root: string;
  out(line: string): void;
  err(line: string): void;
  /** Rewrites a status line in place (progress on a terminal's stderr); absent when stderr is not a terminal. */
  status?(text: string): void;
  /** The next line a person types (interactive play); resolves to undefined at the end of input. */
  ask?(prompt: string): Promise<string | undefined>;
}
