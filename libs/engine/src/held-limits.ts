// What the host keeps on a mod's behalf during a game — its log, its answers (the history),
// the saved states undo and recovery go back to — is counted against that mod: a ruleset
// must not be able to grow the host the way it cannot grow its own sandbox.
import { LOG_CHARS_PER_ACTION, LOG_CHARS_PER_GAME, type LogEntry } from '@kriegsspiel/rules-sdk';

/** Bounds on what a game's host keeps for the rules, in characters (UTF-16 code units, about 2 bytes each). */
export interface HeldLimits {
  /** Log of one action or setup (the guest's `ctx.log` stops the rules at the same figure, at their own line). */
  logCharsPerAction: number;
  /** Log of a whole game. */
  logCharsPerGame: number;
  /** Everything the session keeps: log, the guest's answers behind the history, and saved states (checkpoints). */
  heldCharsPerGame: number;
}

export const DEFAULT_HELD_LIMITS: Readonly<HeldLimits> = Object.freeze({
  logCharsPerAction: LOG_CHARS_PER_ACTION,
  logCharsPerGame: LOG_CHARS_PER_GAME,
  heldCharsPerGame: 32_000_000,
});

/**
 * The rules made the host keep more than a game allows. It is the rules' failure, not the
 * host's: a `rules-error` (reason `log-limit` or `held-limit`) naming the mod, shaped as the
 * sandbox's errors are (`code`, `reason`, `phase`) so that failures are described alike.
 */
export class HeldLimitError extends Error {
  override name = 'HeldLimitError';
  readonly code = 'rules-error';
  readonly phase = 'call';

  constructor(
    readonly reason: 'log-limit' | 'held-limit',
    message: string,
  ) {
    super(message);
  }
}

/** Characters one log line makes the host keep; lines the rules forged in another shape are counted as their JSON. */
export function logEntryChars(entry: LogEntry): number {
  if (typeof entry.text === 'string' && (entry.to === undefined || Array.isArray(entry.to))) return entry.text.length + (entry.to?.length ?? 0);
  return JSON.stringify(entry)?.length ?? 0;
}
