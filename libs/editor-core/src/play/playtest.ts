// A playtest without a screen: the engine's game loop with a studio seat for the roles people
// play and bot seats for the others. It decides whose screen it is, when the screen must be
// handed over between two people at one computer (so neither sees what the other may not,
// also when both choose at once), what the person at the screen may see and do, and how far
// undo may go. The board component draws it.
import {
  botSeat,
  runGame,
  type Bot,
  type GameOutcome,
  type GameSession,
  type SavedGame,
  type Seat,
  type SeatDecision,
  type SeatRequest,
} from '@kriegsspiel/engine';
import type { GameResult, LegalAction, LogEntry, Picture } from '@kriegsspiel/rules-sdk';

/** What the playtest shows now. Nothing of a role is in it unless that role is at the screen. */
export interface PlaytestState {
  /** The role whose person is at the screen; undefined until the first seat is taken. */
  readonly seat: string | undefined;
  /** Set while the screen must be handed to this role's person: nothing of the game is shown. */
  readonly handOver: string | undefined;
  /** The role that must act now (the one asked, when several are active); undefined once the game is over. */
  readonly toAct: string | undefined;
  /** Every role that must act now (several when they choose at once); empty once the game is over. */
  readonly active: readonly string[];
  /** The seat's legal actions, when it is the seat's turn (and no hand-over is pending). */
  readonly legal: readonly LegalAction[];
  /** What the seat sees (its `view`). */
  readonly view: unknown;
  /** What the board draws for the seat (the ruleset's `picture`); null when the ruleset draws nothing. */
  readonly picture: Picture | null | undefined;
  /** The seat's own log. */
  readonly log: readonly LogEntry[];
  readonly result: GameResult | null;
  /** True when the role to act has no legal action and the game is not over: the rules are stuck. */
  readonly stuck: boolean;
  /** How many actions the seat's undo would take back (0: none). */
  readonly undoable: number;
  /** Actions taken so far. */
  readonly actions: number;
}

export interface PlaytestOptions {
  session: GameSession;
  /** The roles people play, in seat order; the rest are played by `bots`. */
  humans: readonly string[];
  bots: Readonly<Record<string, Bot>>;
  /** Bots stop after this many actions in a row (a game that only bots play): the game's `maxActions`, 10,000 by default. */
  maxBotActions?: number;
}

const hidden: Pick<PlaytestState, 'legal' | 'view' | 'picture' | 'log'> = { legal: [], view: undefined, picture: undefined, log: [] };

/** A decision a person at the screen is asked for: the loop waits on it. */
interface Pending {
  request: SeatRequest;
  resolve(decision: SeatDecision): void;
}

/** Waits for the loop to settle: a person is asked, or the game is over. */
interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * A playtest: the game loop over a session, with one studio seat for every role a person
 * plays and bot seats for the others. The loop runs on its own; the playtest's methods hand
 * it the person's decisions and wait until it next needs a person (or the game is over).
 */
export class Playtest {
  readonly session: GameSession;
  readonly humans: readonly string[];
  private readonly bots: Readonly<Record<string, Bot>>;
  private readonly maxBotActions: number;
  private seat: string | undefined;
  private handOver: string | undefined;
  private current: PlaytestState;
  private readonly listeners = new Set<(state: PlaytestState) => void>();
  /** The person's decision the loop waits for, if it does. */
  private pending: Pending | undefined;
  /** How the loop ended, once it has (until undo starts it again). */
  private outcome: GameOutcome | undefined;
  private running = false;
  /** What the rules threw, to be rethrown to whoever waits for the loop. */
  private failure: { error: unknown } | undefined;
  /** Set after a failure until a person acts: bots do not try again by themselves. */
  private halted = false;
  private botActions = 0;
  private waiters: Waiter[] = [];

  private constructor(options: PlaytestOptions) {
    this.session = options.session;
    this.humans = [...options.humans];
    this.bots = options.bots;
    this.maxBotActions = options.maxBotActions ?? 10_000;
    this.current = { seat: undefined, handOver: undefined, toAct: undefined, active: [], ...hidden, result: null, stuck: false, undoable: 0, actions: 0 };
  }

  /**
   * Starts a playtest on a session (new or loaded): bots play until a person must act,
   * and the screen goes to that person — straight away when one person plays, through a
   * hand-over when two share it.
   */
  static async start(options: PlaytestOptions): Promise<Playtest> {
    for (const role of options.session.bundle.scenario.players.map((p) => p.id)) {
      if (!options.humans.includes(role) && !options.bots[role]) throw new Error(`nobody plays ${role}: give it a person or a bot`);
    }
    const playtest = new Playtest(options);
    if (playtest.humans.length === 1) playtest.seat = playtest.humans[0];
    await playtest.drive();
    return playtest;
  }

  get state(): PlaytestState {
    return this.current;
  }

  /** Calls `listener` with every new state; returns the way to stop. */
  subscribe(listener: (state: PlaytestState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Plays an action for the person at the screen, then lets the bots play until a person
   * must act. A refused action changes nothing and says why. What the rules throw is
   * rethrown (the session has gone back to where it was before the action).
   */
  async play(action: unknown): Promise<{ ok: true } | { ok: false; reason: string }> {
    const role = this.seat;
    if (role === undefined || this.handOver !== undefined) return { ok: false, reason: 'hand the screen over first' };
    const pending = this.pending;
    if (!pending || pending.request.role !== role) return { ok: false, reason: `it is not ${role}'s turn` };
    this.halted = false;
    this.botActions = 0;
    await this.answer(pending, { kind: 'act', action });
    // The loop asks the same seat again, with the reason, when the rules refuse.
    const refused = this.pending?.request.role === role ? this.pending.request.refused : undefined;
    return refused === undefined ? { ok: true } : { ok: false, reason: refused };
  }

  /** The person of the pending hand-over is at the screen now: show them their side. */
  async takeSeat(): Promise<void> {
    if (this.handOver === undefined) return;
    this.seat = this.handOver;
    this.handOver = undefined;
    await this.refresh();
  }

  /**
   * Takes back the seat's last action and the bots' answers to it, when the engine allows
   * it (none used chance or revealed anything) and no other person acted since.
   */
  async undo(): Promise<boolean> {
    const steps = this.undoableSteps();
    if (steps === 0) return false;
    const pending = this.pending;
    this.pending = undefined;
    try {
      for (let i = 0; i < steps; i++) await this.session.undo();
    } finally {
      // The loop looks afresh: it was waiting for a person, or had ended with the game.
      if (pending) await this.answer(pending, { kind: 'again' }).catch(() => undefined);
      else await this.drive().catch(() => undefined);
    }
    return true;
  }

  /** The game as data that the engine replays (the `SavedGame` JSON). */
  save(): Promise<SavedGame> {
    return this.session.save();
  }

  /** Hands the loop a decision and waits until it settles again. */
  private answer(pending: Pending, decision: SeatDecision): Promise<void> {
    this.pending = undefined;
    const settled = this.nextSettle();
    pending.resolve(decision);
    return settled;
  }

  private nextSettle(): Promise<void> {
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** Runs the loop (again) and waits until it first settles. */
  private drive(): Promise<void> {
    const settled = this.nextSettle();
    if (!this.running) void this.loop();
    return settled;
  }

  private async loop(): Promise<void> {
    this.running = true;
    this.outcome = undefined;
    const seats: Record<string, Seat> = {};
    for (const role of this.session.bundle.scenario.players.map((p) => p.id))
      seats[role] = this.humans.includes(role) ? this.personSeat() : this.botSeatOf(role);
    try {
      this.outcome = await runGame(this.session, seats, { maxActions: Number.MAX_SAFE_INTEGER });
    } catch (error) {
      this.failure = { error };
      this.halted = true;
      this.running = false;
      // The rules failed: ask the loop again from where the session went back to.
      void this.loop();
      return;
    }
    this.running = false;
    await this.settle();
  }

  /** The seat of the roles people play: it waits for the board. */
  private personSeat(): Seat {
    return {
      decide: (request) =>
        new Promise<SeatDecision>((resolve) => {
          this.pending = { request, resolve };
          if (this.humans.length > 1 && request.role !== this.seat) this.handOver = request.role;
          void this.settle();
        }),
    };
  }

  /**
   * A bot's seat, with the game's session (a search bot thinks with the rules in the guest);
   * bots stop after too many actions in a row, and after a failure until a person acts.
   */
  private botSeatOf(role: string): Seat {
    const seat = botSeat(this.bots[role] as Bot, this.session);
    return {
      decide: (request) => {
        if (this.halted || this.botActions >= this.maxBotActions) return Promise.resolve({ kind: 'stop' });
        this.botActions++;
        return seat.decide(request);
      },
    };
  }

  /** Shows the new state and wakes whoever waits for the loop (with the failure, if the rules threw). */
  private async settle(): Promise<void> {
    await this.refresh().catch(() => undefined);
    const waiters = this.waiters.splice(0);
    const failure = this.failure;
    this.failure = undefined;
    for (const waiter of waiters) {
      if (failure) waiter.reject(failure.error);
      else waiter.resolve();
    }
  }

  private undoableSteps(): number {
    const seat = this.seat;
    if (seat === undefined || this.handOver !== undefined) return 0;
    const history = this.session.actions;
    let last = -1;
    for (let i = history.length - 1; i >= 0; i--) {
      const entry = history[i];
      if (!entry) continue;
      if (entry.role === seat) {
        last = i;
        break;
      }
      // Another person's action stands between: theirs to take back, not this seat's.
      if (this.humans.includes(entry.role)) return 0;
    }
    if (last < 0) return 0;
    return history.slice(last).every((entry) => !entry.barrier) ? history.length - last : 0;
  }

  private async refresh(): Promise<void> {
    const session = this.session;
    const over = session.result !== null;
    const stuck = this.outcome?.kind === 'stuck' ? this.outcome.role : undefined;
    const toAct = over ? undefined : (this.pending?.request.role ?? stuck ?? session.active[0]);
    const seat = this.handOver === undefined ? this.seat : undefined;
    const asked = this.pending?.request;
    const shown =
      seat === undefined
        ? hidden
        : {
            legal: asked && asked.role === seat ? asked.actions : [],
            view: await session.view(seat),
            picture: await session.picture(seat),
            log: session.log(seat),
          };
    this.current = {
      seat: this.seat,
      handOver: this.handOver,
      toAct,
      active: over ? [] : [...session.active],
      ...shown,
      result: session.result,
      stuck: !over && stuck !== undefined,
      undoable: this.undoableSteps(),
      actions: session.length,
    };
    for (const listener of this.listeners) listener(this.current);
  }
}
