import type { ActionCount, Applied, GameResult, LegalAction, LogEntry, Picture, Refused, ScenarioBundle, ScriptedOutcome } from '@kriegsspiel/rules-sdk';
import { actionsAnswer, appliedAnswer, countAnswer, GuestAnswerError, hashAnswer, parseAnswer } from './guest-answer';
import type { RulesHost } from './host';
import { DEFAULT_HELD_LIMITS, HeldLimitError, logEntryChars, type HeldLimits } from './held-limits';

/** One action of the game's history. */
export interface HistoryEntry {
  role: string;
  action: unknown;
  /** Undo cannot go back past this action: it revealed something or used chance. */
  barrier: boolean;
}

/** A game saved as data: enough to replay it to the identical state. */
export interface SavedGame {
  format: 'kriegsspiel-game/1';
  seed: number;
  script: ScriptedOutcome[];
  bundle: ScenarioBundle;
  history: { role: string; action: unknown }[];
  /** The state hash when saved, checked on load. */
  hash: string;
}

/** What a session reports about an accepted action. */
export type ApplyOutcome = { ok: true; log: LogEntry[]; result: GameResult | null } | { ok: false; reason: string };

function visibleTo(role: string) {
  return (entry: LogEntry) => entry.to === undefined || entry.to.includes(role);
}

/**
 * A game in progress: applies only legal actions, keeps the log, replays, undoes and saves.
 * The rules state stays with the host (inside the sandbox); the session keeps the history.
 */
export class GameSession {
  private readonly entries: { entry: LogEntry; step: number; chars: number }[] = [];
  private readonly history: HistoryEntry[] = [];
  /** What the session keeps for the rules, in characters: the log, the answers by step (0: the setup), the checkpoints. */
  private readonly held = { log: 0, answers: [] as number[], answerTotal: 0, checkpoints: 0 };
  /**
   * Snapshots (the guest's `save`, and who was to act) by history length: after the setup
   * always, and after each barrier unless the session was made with `checkpoints: 'start'`.
   */
  private readonly checkpoints = new Map<number, { saved: string; active: string[]; result: GameResult | null }>();
  private current: { active: string[]; result: GameResult | null } = { active: [], result: null };

  private constructor(
    readonly host: RulesHost,
    readonly bundle: ScenarioBundle,
    readonly seed: number,
    readonly script: ScriptedOutcome[],
    private everyBarrier: boolean,
    private readonly limits: HeldLimits,
  ) {}

  /**
   * Sets a game up from a scenario bundle and a seed (and scripted outcomes, for tests).
   * `checkpoints: 'start'` saves the state after the setup only, not after every barrier:
   * for bots, which never undo. Undo and recovery from a failure still work, replaying
   * from the start; results are the same either way.
   */
  static async create(options: {
    host: RulesHost;
    bundle: ScenarioBundle;
    seed: number;
    script?: ScriptedOutcome[];
    checkpoints?: 'barriers' | 'start';
    /** Bounds on what the session keeps for the rules ({@link DEFAULT_HELD_LIMITS} by default). */
    limits?: Partial<HeldLimits>;
  }): Promise<GameSession> {
    const limits = { ...DEFAULT_HELD_LIMITS, ...options.limits };
    const session = new GameSession(options.host, options.bundle, options.seed, options.script ?? [], options.checkpoints !== 'start', limits);
    const text = await options.host.call('setup', JSON.stringify({ bundle: options.bundle, seed: options.seed, script: options.script ?? [] }));
    const applied = appliedAnswer(options.host, 'setup', text);
    if (!applied.ok) throw new GuestAnswerError(`the rules refused their own setup: ${applied.reason}`);
    session.record(applied, text.length);
    await session.checkpoint();
    return session;
  }

  /** Replays a saved game and checks that it arrives at the saved hash. */
  static async load(saved: SavedGame, host: RulesHost): Promise<GameSession> {
    if (saved.format !== 'kriegsspiel-game/1') throw new Error(`this is not a saved game of a format this engine reads (format ${String(saved.format)})`);
    const session = await GameSession.create({ host, bundle: saved.bundle, seed: saved.seed, script: saved.script });
    for (const [index, step] of saved.history.entries()) {
      const outcome = await session.apply(step.role, step.action);
      if (!outcome.ok) throw new Error(`the saved game does not replay: action ${index + 1} by ${step.role} is refused (${outcome.reason})`);
    }
    const hash = await session.hash();
    if (hash !== saved.hash)
      throw new Error(
        `the saved game replays to a different state (hash ${hash.slice(0, 12)}…, saved ${saved.hash.slice(0, 12)}…): the rules or the scenario have changed since it was saved`,
      );
    return session;
  }

  private async checkpoint(): Promise<void> {
    const saved = await this.host.call('save');
    this.checkpoints.set(this.history.length, { saved, ...this.current });
    this.held.checkpoints += saved.length;
    if (this.heldChars() > this.limits.heldCharsPerGame && this.everyBarrier) {
      // Saved states only save replaying: past the bound, keep the setup's and replay from it.
      for (const [step, checkpoint] of this.checkpoints) {
        if (step === 0) continue;
        this.checkpoints.delete(step);
        this.held.checkpoints -= checkpoint.saved.length;
      }
      this.everyBarrier = false;
    }
    this.checkHeld();
  }

  private heldChars(): number {
    return this.held.log + this.held.answerTotal + this.held.checkpoints;
  }

  /** The name of the rules in messages: the host's program (`outpost/outpost-elan`), when it says. */
  private get rulesName(): string {
    return this.host.id !== undefined ? `the rules of \`${this.host.id}\`` : 'the rules';
  }

  private checkHeld(): void {
    const held = this.heldChars();
    if (held > this.limits.heldCharsPerGame)
      throw new HeldLimitError(
        'held-limit',
        `${this.rulesName} made the host keep ${held} characters for this game (log ${this.held.log}, answers ${this.held.answerTotal}, saved states ${this.held.checkpoints}), more than the ${this.limits.heldCharsPerGame} a game may; keep actions, states and the log small`,
      );
  }

  /**
   * Checks an answer of `chars` characters against the limits before anything of it is kept
   * (a {@link HeldLimitError} otherwise), then keeps its log and takes who is to act.
   */
  private record(applied: Applied, chars: number, step = this.history.length): void {
    const sizes = applied.log.map(logEntryChars);
    const logChars = sizes.reduce((sum, n) => sum + n, 0);
    if (logChars > this.limits.logCharsPerAction)
      throw new HeldLimitError(
        'log-limit',
        `${this.rulesName} logged ${logChars} characters in one action, more than the ${this.limits.logCharsPerAction} the host keeps for one; log less (ctx.log)`,
      );
    if (this.held.log + logChars > this.limits.logCharsPerGame)
      throw new HeldLimitError(
        'log-limit',
        `${this.rulesName} logged ${this.held.log + logChars} characters in this game, more than the ${this.limits.logCharsPerGame} the host keeps for one game; log less (ctx.log), or only to the roles that need it`,
      );
    if (this.heldChars() + chars > this.limits.heldCharsPerGame) {
      this.held.answerTotal += chars;
      try {
        this.checkHeld();
      } finally {
        this.held.answerTotal -= chars;
      }
    }
    applied.log.forEach((entry, i) => this.entries.push({ entry, step, chars: sizes[i] ?? 0 }));
    this.held.log += logChars;
    this.held.answers[step] = chars;
    this.held.answerTotal += chars;
    this.current = { active: applied.active, result: applied.result };
  }

  /** Roles that must act now. */
  get active(): string[] {
    return this.current.active;
  }

  /** The result, once the game is over. */
  get result(): GameResult | null {
    return this.current.result;
  }

  /** Number of actions taken. */
  get length(): number {
    return this.history.length;
  }

  /** The actions taken so far, oldest first. */
  get actions(): readonly HistoryEntry[] {
    return this.history;
  }

  /** The legal actions of a role now, with their prompts. */
  async legalActions(role: string): Promise<LegalAction[]> {
    return actionsAnswer<LegalAction>(this.host, await this.host.call('actions', JSON.stringify({ role })));
  }

  /**
   * The listed twin of an action that the role's legal actions do not hold, where the rules give
   * one (`listedAs`: one of alike choices, legal as named); otherwise undefined.
   */
  async twinOf(role: string, action: unknown): Promise<unknown> {
    return parseAnswer(this.host, 'twin', await this.host.call('twin', JSON.stringify({ role, action }))) ?? undefined;
  }

  /** Applies an action if it is legal; a refused action leaves the game unchanged and says why. */
  async apply(role: string, action: unknown): Promise<ApplyOutcome> {
    return this.applied(role, action, 'apply', () => this.host.call('apply', JSON.stringify({ role, action })));
  }

  /** Sends an action and records what the guest answers (with the action it applied, for one applied by index). */
  private async applied(role: string, action: unknown, call: 'apply' | 'applyIndex', send: () => Promise<string>): Promise<ApplyOutcome> {
    let text: string;
    let answer: (Applied & { action?: unknown }) | Refused;
    try {
      text = await send();
      answer = appliedAnswer(this.host, call, text);
      if (answer.ok) this.record(answer, text.length, this.history.length + 1);
    } catch (cause) {
      // The rules failed (or the sandbox was restarted, or the answer is more than the host
      // keeps): the guest's state cannot be trusted, so go back to the last checkpoint and
      // replay to where the game was.
      await this.restore(this.history.length).catch(() => undefined);
      throw cause;
    }
    if (!answer.ok) return answer;
    this.history.push({ role, action: 'action' in answer ? answer.action : action, barrier: answer.barrier });
    if (answer.barrier && this.everyBarrier) await this.checkpoint();
    return { ok: true, log: answer.log, result: answer.result };
  }

  /** For bots: how many legal actions a role has now and which of them concede, without the list. */
  async countActions(role: string): Promise<ActionCount> {
    return countAnswer(this.host, await this.host.call('count', JSON.stringify({ role })));
  }

  /** For bots: applies the role's `index`-th legal action (in the order of {@link legalActions}), as {@link apply} does. */
  async applyIndex(role: string, index: number): Promise<ApplyOutcome> {
    return this.applied(role, undefined, 'applyIndex', () => this.host.call('applyIndex', JSON.stringify({ role, index })));
  }

  /** What a role sees now. */
  async view(role: string): Promise<unknown> {
    return parseAnswer(this.host, 'view', await this.host.call('view', JSON.stringify({ role })));
  }

  /** What to draw for a role now (the ruleset's `picture`), or null when the ruleset draws nothing. */
  async picture(role: string): Promise<Picture | null> {
    return parseAnswer(this.host, 'picture', await this.host.call('picture', JSON.stringify({ role }))) as Picture | null;
  }

  /** The whole state (for tests and saving; never shown to a player). */
  async state(): Promise<unknown> {
    return (JSON.parse(await this.host.call('save')) as { state: unknown }).state;
  }

  /** The lines the set-up logged, for every role. */
  get setupLog(): LogEntry[] {
    return this.entries.filter((e) => e.step === 0).map((e) => e.entry);
  }

  /** The log as a role may read it. */
  log(role: string): LogEntry[] {
    return this.entries.filter((e) => visibleTo(role)(e.entry)).map((e) => e.entry);
  }

  /** A hash of the rules state and the generator: equal games have equal hashes. */
  async hash(): Promise<string> {
    return hashAnswer(this.host, await this.host.call('hash'));
  }

  /** True when the last action can be taken back: it revealed nothing and used no chance. */
  get canUndo(): boolean {
    const last = this.history[this.history.length - 1];
    return last !== undefined && !last.barrier;
  }

  /** Takes back the last action, when that is allowed; returns whether it was. */
  async undo(): Promise<boolean> {
    if (!this.canUndo) return false;
    const target = this.history.length - 1;
    await this.restore(target);
    return true;
  }

  /**
   * Brings the guest to the state after the first `length` actions: loads the last
   * checkpoint at or before it and replays the actions after it. Used by undo, and after
   * the rules fail (the guest's state is then lost).
   */
  private async restore(length: number): Promise<void> {
    let base = length;
    while (!this.checkpoints.has(base)) base--;
    const checkpoint = this.checkpoints.get(base) as { saved: string; active: string[]; result: GameResult | null };
    await this.host.call('load', checkpoint.saved);
    const replay = this.history.slice(base, length);
    this.history.length = base;
    for (const [key, dropped] of [...this.checkpoints]) {
      if (key <= base) continue;
      this.checkpoints.delete(key);
      this.held.checkpoints -= dropped.saved.length;
    }
    // Log lines are numbered by the action that wrote them; those after the checkpoint go.
    while (this.entries.length > 0 && (this.entries[this.entries.length - 1]?.step ?? 0) > base) this.held.log -= this.entries.pop()?.chars ?? 0;
    for (const chars of this.held.answers.splice(base + 1)) this.held.answerTotal -= chars ?? 0;
    this.current = { active: checkpoint.active, result: checkpoint.result };
    for (const step of replay) {
      const outcome = await this.apply(step.role, step.action);
      if (!outcome.ok) throw new Error(`could not replay ${step.role}'s action: ${outcome.reason}`);
    }
  }

  /** Saves the game as data that `load` replays. */
  async save(): Promise<SavedGame> {
    return {
      format: 'kriegsspiel-game/1',
      seed: this.seed,
      script: this.script,
      bundle: this.bundle,
      history: this.history.map(({ role, action }) => ({ role, action })),
      hash: await this.hash(),
    };
  }

  /** Adds scripted outcomes for the next random events. */
  async scriptNext(outcomes: ScriptedOutcome[]): Promise<void> {
    await this.host.call('script', JSON.stringify(outcomes));
  }
}
