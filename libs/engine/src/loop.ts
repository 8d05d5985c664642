// The one game loop. Whoever plays (a bot, a person at the terminal, a person in the studio)
// is a seat: a policy asked for one decision at a time. The loop asks the seat of every active
// role in turn, applies its decision, and stops when the game ends, is stuck, runs too long or
// is stopped. `playOut`, `playGame` (and so `simulate` and Balance), the command line's `play` and the studio's
// Playtest are this loop with different seats.
import type { GameResult, LegalAction, LogEntry } from '@kriegsspiel/rules-sdk';
import type { GameSession } from './session';
import { neverStops, type StopSignal } from './stop-signal';

/**
 * What a seat is asked: its own role's legal actions, and ways to read what that role (and
 * only that role) may see. Several roles may be active at once; each is asked on its own.
 */
export interface SeatRequest {
  readonly role: string;
  /** The role's legal actions now (never empty: a role with none is not asked). */
  readonly actions: readonly LegalAction[];
  /** Actions taken so far in the game. */
  readonly step: number;
  /** The role's view now. */
  view(): Promise<unknown>;
  /** The role's log (the lines it may read). */
  log(): readonly LogEntry[];
  /** Aborted when the game is stopped while the seat is deciding. */
  readonly signal: StopSignal;
  /** Set when the rules refused this seat's last decision: why. The seat is asked again. */
  readonly refused?: string;
}

/**
 * A seat's answer: an action to apply; `again` when the seat changed the game itself (a
 * person's undo) and wants the loop to look afresh; `stop` when the person left the table.
 */
export type SeatDecision = { kind: 'act'; action: unknown } | { kind: 'again' } | { kind: 'stop' };

/** A policy that plays one role (or several): a bot, a person at a terminal or in the studio. */
export interface Seat {
  decide(request: SeatRequest): Promise<SeatDecision>;
}

/**
 * How a game driven by the loop ended: with a result; stuck (roles to act with nothing to
 * do); unfinished (cut off at the action limit); stopped (the signal, or a seat, stopped it).
 */
export type GameOutcome =
  | { kind: 'ended'; result: GameResult; actions: number; hash: string }
  | { kind: 'stuck'; role: string; actions: number; hash: string }
  | { kind: 'unfinished'; actions: number; hash: string }
  | { kind: 'stopped'; actions: number; hash: string };

/** Actions a game may take before it is cut off as unfinished, unless its ruleset's manifest (`limits.maxActions`) or the player says otherwise. */
export const DEFAULT_MAX_ACTIONS = 10_000;

export interface RunGameOptions {
  /** The game stops as `unfinished` once this many actions have been taken ({@link DEFAULT_MAX_ACTIONS} by default). */
  maxActions?: number;
  /** Stops the game (as `stopped`) before the next decision; a seat deciding is told through its request's signal. */
  signal?: StopSignal;
  /** Told after each action the loop applied (not of actions a seat took back), with the lines it logged for every role. */
  onAction?(role: string, action: unknown, log: readonly LogEntry[]): void;
}

/**
 * Plays a session with a seat for each role until it ends, is stuck, reaches the action
 * limit or is stopped. Active roles are served in turn, in the order the rules list them:
 * a role asked once waits until every other active role with something to do has been
 * asked, so simultaneous choices are all collected before anyone chooses twice. With one
 * active role at a time this is simply "ask the role to act". A decision the rules refuse is
 * asked for again, with the reason; what a seat or the rules throw ends the loop with it.
 */
export async function runGame(session: GameSession, seats: Readonly<Record<string, Seat>>, options: RunGameOptions = {}): Promise<GameOutcome> {
  const maxActions = options.maxActions ?? DEFAULT_MAX_ACTIONS;
  const signal = options.signal;
  const done = async <K extends 'unfinished' | 'stopped'>(kind: K) => ({ kind, actions: session.length, hash: await session.hash() });
  // Roles asked since the active roles last all had their turn.
  let served = new Set<string>();
  // A decision the rules refused: its seat is asked again, told why.
  let refused: { role: string; reason: string } | undefined;
  while (session.result === null) {
    if (signal?.aborted) return done('stopped');
    if (session.length >= maxActions) return done('unfinished');
    const active = session.active;
    if (active.length === 0) return { kind: 'stuck', role: '(nobody)', actions: session.length, hash: await session.hash() };
    if (active.every((role) => served.has(role))) served = new Set();
    const turn =
      refused && active.includes(refused.role)
        ? await withActions(session, [refused.role])
        : ((await withActions(
            session,
            active.filter((role) => !served.has(role)),
          )) ??
          (served.size > 0
            ? await withActions(
                session,
                active.filter((role) => served.has(role)),
              )
            : undefined));
    if (!turn) return { kind: 'stuck', role: active[0] as string, actions: session.length, hash: await session.hash() };
    const { role, actions } = turn;
    // Roles come from the rules: only the seats' own keys count (a role "toString" finds no seat).
    const seat = Object.hasOwn(seats, role) ? seats[role] : undefined;
    if (!seat) throw new Error(`nobody plays the role ${role}: give it a seat (a bot or a person)`);
    const request: SeatRequest = {
      role,
      actions,
      step: session.length,
      view: () => session.view(role),
      log: () => session.log(role),
      signal: signal ?? neverStops,
      ...(refused?.role === role ? { refused: refused.reason } : {}),
    };
    refused = undefined;
    const decision = await decideOrStop(seat, request);
    if (decision === undefined || decision.kind === 'stop') return done('stopped');
    if (decision.kind === 'again') {
      served = new Set();
      continue;
    }
    const outcome = await session.apply(role, decision.action);
    if (!outcome.ok) {
      refused = { role, reason: outcome.reason };
      continue;
    }
    served.add(role);
    options.onAction?.(role, decision.action, outcome.log);
  }
  return { kind: 'ended', result: session.result, actions: session.length, hash: await session.hash() };
}

/** The first of `roles` with a legal action, and its actions. */
async function withActions(session: GameSession, roles: readonly string[]): Promise<{ role: string; actions: LegalAction[] } | undefined> {
  for (const role of roles) {
    const actions = await session.legalActions(role);
    if (actions.length > 0) return { role, actions };
  }
  return undefined;
}

/** The seat's decision, or undefined when the signal stops the game first. */
async function decideOrStop(seat: Seat, request: SeatRequest): Promise<SeatDecision | undefined> {
  const { signal } = request;
  if (signal.aborted) return undefined;
  let onAbort: (() => void) | undefined;
  const stopped = new Promise<undefined>((resolve) => {
    onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    const decision = await Promise.race([seat.decide(request), stopped]);
    // A decision that arrives with the stop is not played.
    return signal.aborted ? undefined : decision;
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
