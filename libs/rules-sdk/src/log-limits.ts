// The most log a game's host keeps for one action: the log crosses to the host, which keeps
// every line for the players, so a ruleset that logs without end would grow the host, not
// only its own sandbox. The guest stops it where it writes (so the failure points at the
// rules' own line); the engine checks the same figure, and the game's total, on its side.

/** Characters of log (`ctx.log` texts and role names) the rules may write in one action or setup. */
export const LOG_CHARS_PER_ACTION = 100_000;

/** Characters of log a whole game may write (the engine's `DEFAULT_HELD_LIMITS.logCharsPerGame`): a playout in the guest stops at it as the host would. */
export const LOG_CHARS_PER_GAME = 10_000_000;

/** Thrown by `ctx.log` when an action's log passes {@link LOG_CHARS_PER_ACTION}. */
export class LogLimitError extends Error {
  override name = 'LogLimitError';
}

/** Counts the log lines of a game played in the guest (its playout), and throws once they pass {@link LOG_CHARS_PER_GAME}, as the host would. */
export function gameLogCounter(limit = LOG_CHARS_PER_GAME): (log: readonly { text: unknown; to?: unknown }[]) => void {
  let chars = 0;
  return (log) => {
    for (const entry of log) chars += (typeof entry.text === 'string' ? entry.text.length : 0) + (Array.isArray(entry.to) ? entry.to.length : 0);
    if (chars > limit)
      throw new LogLimitError(
        `the game's log passed ${limit} characters, the most a game's host keeps for one game; log less (ctx.log), or only to the roles that need it`,
      );
  };
}

/** {@link gameLogCounter} line by line, for a playout whose log is dropped as it is written: the game still fails where the host's would. */
export function gameCharCounter(limit = LOG_CHARS_PER_GAME): (text: unknown, to: readonly unknown[] | undefined) => void {
  const count = gameLogCounter(limit);
  return (text, to) => count([{ text, to }]);
}

/** Counts what `ctx.log` is given for one action, and throws once it passes the limit. */
export function logCounter(limit = LOG_CHARS_PER_ACTION): (text: unknown, to: readonly unknown[] | undefined) => void {
  let chars = 0;
  return (text, to) => {
    chars += (typeof text === 'string' ? text.length : 0) + (Array.isArray(to) ? to.length : 0);
    if (chars > limit)
      throw new LogLimitError(
        `ctx.log: this action's log passed ${limit} characters, the most a game's host keeps for one action; log less (a line per event, not the whole state)`,
      );
  };
}
