// A playtest without a screen: a game session with people in some seats and bots in the
// others. It decides whose screen it is, when the screen must be handed over between two
// people at one computer (so neither sees what the other may not), what the person at the
// screen may see and do, and how far undo may go. The board component draws it.
import type { Bot, GameSession, SavedGame } from '@kriegsspiel/engine';
import type { GameResult, LegalAction, LogEntry, Picture } from '@kriegsspiel/rules-sdk';

/** What the playtest shows now. Nothing of a role is in it unless that role is at the screen. */
export interface PlaytestState {
  /** The role whose person is at the screen; undefined until the first seat is taken. */
  readonly seat: string | undefined;
  /** Set while the screen must be handed to this role's person: nothing of the game is shown. */
  readonly handOver: string | undefined;
  /** The role that must act now; undefined once the game is over. */
  readonly toAct: string | undefined;
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
  /** Bots stop after this many actions in a row (a game that only bots play). */
  maxBotActions?: number;
}

const hidden: Pick<PlaytestState, 'legal' | 'view' | 'picture' | 'log'> = { legal: [], view: undefined, picture: undefined, log: [] };

export class Playtest {
  readonly session: GameSession;
  readonly humans: readonly string[];
  private readonly bots: Readonly<Record<string, Bot>>;
  private readonly maxBotActions: number;
  private seat: string | undefined;
  private handOver: string | undefined;
  private current: PlaytestState;
  private readonly listeners = new Set<(state: PlaytestState) => void>();

  private constructor(options: PlaytestOptions) {
    this.session = options.session;
    this.humans = [...options.humans];
    this.bots = options.bots;
    this.maxBotActions = options.maxBotActions ?? 10_000;
    this.current = { seat: undefined, handOver: undefined, toAct: undefined, ...hidden, result: null, stuck: false, undoable: 0, actions: 0 };
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
    await playtest.runBots();
    await playtest.refresh();
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
    if (this.session.active[0] !== role) return { ok: false, reason: `it is not ${role}'s turn` };
    try {
      const outcome = await this.session.apply(role, action);
      if (!outcome.ok) return outcome;
      await this.runBots();
      return { ok: true };
    } finally {
      // After a failure the state shown is refreshed if the rules allow; the failure is what matters.
      await this.refresh().catch(() => undefined);
    }
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
    try {
      for (let i = 0; i < steps; i++) await this.session.undo();
    } finally {
      await this.refresh().catch(() => undefined);
    }
    return true;
  }

  /** The game as data that the engine replays (the `SavedGame` JSON). */
  save(): Promise<SavedGame> {
    return this.session.save();
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

  /** Bots play while one is to act; a person to act who is not at the screen gets a hand-over. */
  private async runBots(): Promise<void> {
    for (let played = 0; played < this.maxBotActions && this.session.result === null; played++) {
      const role = this.session.active[0];
      if (role === undefined) return;
      const bot = this.humans.includes(role) ? undefined : this.bots[role];
      if (!bot) break;
      const legal = await this.session.legalActions(role);
      if (legal.length === 0) return;
      const choice = bot.choose(role, legal);
      const outcome = await this.session.apply(role, choice.action);
      if (!outcome.ok) throw new Error(`the rules refused their own legal action for ${role} (${choice.prompt}): ${outcome.reason}`);
    }
    const next = this.session.active[0];
    if (this.session.result === null && next !== undefined && this.humans.includes(next) && next !== this.seat) this.handOver = next;
  }

  private async refresh(): Promise<void> {
    const session = this.session;
    const toAct = session.result === null ? session.active[0] : undefined;
    const seat = this.handOver === undefined ? this.seat : undefined;
    const legalOfActor = toAct !== undefined ? await session.legalActions(toAct) : [];
    const shown = seat === undefined ? hidden : { legal: toAct === seat ? legalOfActor : [], view: await session.view(seat), picture: await session.picture(seat), log: session.log(seat) };
    this.current = {
      seat: this.seat,
      handOver: this.handOver,
      toAct,
      ...shown,
      result: session.result,
      stuck: toAct !== undefined && legalOfActor.length === 0,
      undoable: this.undoableSteps(),
      actions: session.length,
    };
    for (const listener of this.listeners) listener(this.current);
  }
}
