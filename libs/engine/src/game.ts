// One game played by seats and reported as plain data: what `kriegsspiel play`, `simulate`,
// the studio's Balance panel and its Playtest report. Bots are found by name and seeded from
// the game's seed and their seat, so a game is the same whoever plays it and wherever.
import { hashOfCanonical, type HookCounts, type LogEntry, type PlayoutOutcome, type PlayoutRequest, type ScenarioBundle } from '@kriegsspiel/rules-sdk';
import { botSeat, ismctsBot, randomBot, type Bot, type SearchBotBudget } from './bot';
import type { RulesHost } from './host';
import { DEFAULT_MAX_ACTIONS, runGame, type GameOutcome, type Seat } from './loop';
import { deriveSeed } from './seeds';
import { GameSession } from './session';
import type { RulesFailure } from './rules-failure';
import type { StopSignal } from './stop-signal';

/**
 * Actions a guest plays in one `playout` call: few enough that the sandbox's limits of one
 * call (its budget, its wall clock) still hold for a slow ruleset, many enough that the
 * crossings cost little.
 */
const PLAYOUT_STEPS = 64;

/** The bots a game can be played with, by name; a search bot takes its budget (iterations or milliseconds per decision). */
export const botKinds: Record<string, (seed: number, budget?: SearchBotBudget) => Bot> = { random: randomBot, ismcts: ismctsBot };

/**
 * A bot's name with its budget, as `--bots` and the pool pass it: `ismcts`, `ismcts:200`
 * (200 iterations per decision) or `ismcts:50ms` (50 milliseconds per decision).
 */
export function parseBotName(name: string): { kind: string; iterations?: number; ms?: number } {
  const match = /^([^:]+):(\d+)(ms)?$/.exec(name);
  if (!match) return { kind: name };
  return match[3] ? { kind: match[1] as string, ms: Number(match[2]) } : { kind: match[1] as string, iterations: Number(match[2]) };
}

/**
 * One bot per player, in the scenario's order; bot `k` gets a seed derived from the
 * game's seed and `k`, so a game is the same whoever plays it and wherever.
 */
export function botsFor(players: readonly string[], names: readonly string[], seed: number): Record<string, Bot> {
  const bots: Record<string, Bot> = {};
  players.forEach((role, k) => {
    const name = names[k] ?? names[names.length - 1] ?? 'random';
    const { kind, iterations, ms } = parseBotName(name);
    const make = botKinds[kind];
    if (!make) throw new Error(`there is no bot called \`${name}\`; the bots are ${Object.keys(botKinds).join(', ')}`);
    bots[role] = make(deriveSeed(seed, k), iterations !== undefined ? { iterations } : ms !== undefined ? { ms } : undefined);
  });
  return bots;
}

/** What a failure is when nobody who knows the host describes it. */
export function hostFailure(error: unknown): RulesFailure {
  return { code: 'host-error', message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
}

/** How one played game went, as plain data. */
export interface GameReport {
  seed: number;
  /** `ended` with a result, `stuck` (a role to act with no legal action), `unfinished` (cut off at the action limit, or stopped), or `error`. */
  outcome: 'ended' | 'stuck' | 'unfinished' | 'error';
  /** For an ended game: the winning role, or null for a draw. */
  winner?: string | null;
  reason?: string;
  /** For a stuck game: the role that could not act. */
  stuckRole?: string;
  /** Actions taken. */
  actions: number;
  /** The final state hash (absent when the rules failed). */
  hash?: string;
  error?: RulesFailure;
  /** With `countHooks`: how often each house rule's wrappers were called in this game, and changed a result. */
  hooks?: HookCounts;
}

/** A game outcome of the loop as a report. */
export function reportOf(seed: number, played: GameOutcome): GameReport {
  if (played.kind === 'ended')
    return { seed, outcome: 'ended', winner: played.result.winner, reason: played.result.reason, actions: played.actions, hash: played.hash };
  if (played.kind === 'stuck') return { seed, outcome: 'stuck', stuckRole: played.role, actions: played.actions, hash: played.hash };
  return { seed, outcome: 'unfinished', actions: played.actions, hash: played.hash };
}

export interface PlayOptions {
  seed: number;
  /** Bot names, one per player in the scenario's order (the last is repeated). */
  bots?: readonly string[];
  /**
   * The seats, made once the game's bots and session exist (a person at a terminal in some,
   * say); every role gets its bot's seat when this is absent or leaves it out.
   */
  seats?(bots: Readonly<Record<string, Bot>>, session: GameSession): Readonly<Record<string, Seat>>;
  /** Overrides the game's own limit (`PlayableGame.maxActions`). */
  maxActions?: number;
  signal?: StopSignal;
  /** Describes what the rules or the host threw (the runner's `describeFailure`); a bare `host-error` by default. */
  describeFailure?(error: unknown): RulesFailure;
  /** Plays random bots through the host's game loop even where the guest could play the whole game itself (benchmarks compare the two). */
  hostLoop?: boolean;
  /**
   * Told of the set-up's log (with no role and action) and of each action as it is taken, with
   * the lines it logged for every role: `play --trace`. The game is then played through the
   * host's loop, where the log is kept (the same game: the same choices and hash).
   */
  onAction?(role: string | undefined, action: unknown, log: readonly LogEntry[]): void;
  /** Reports in `hooks` how often each house rule's wrappers were called in this game, and changed a result (`simulate --compare`). */
  countHooks?: boolean;
}

/** What a game needs to be played: its roles in order and its bundle. */
export interface PlayableGame {
  players: readonly string[];
  bundle: ScenarioBundle;
  /** Actions a game may take before it is cut off as unfinished: its ruleset's `limits.maxActions`, {@link DEFAULT_MAX_ACTIONS} when absent. */
  maxActions?: number;
}

/** Plays a game to its end on a host (or one being loaded) with bots, or the seats given; whatever the rules do is reported, never thrown. */
export async function playGame(game: PlayableGame, host: RulesHost | Promise<RulesHost>, options: PlayOptions): Promise<GameReport> {
  if (!options.countHooks) return playCounted(game, host, options);
  // The guest counts from its last answer: read once to start afresh, once for this game.
  const counts = async () => JSON.parse(await (await host).call('hookCounts')) as HookCounts;
  const hooksRead = await counts().catch(() => undefined);
  const report = await playCounted(game, host, options);
  if (hooksRead === undefined) return report;
  const hooks = await counts().catch(() => undefined);
  return hooks ? { ...report, hooks } : report;
}

async function playCounted(game: PlayableGame, host: RulesHost | Promise<RulesHost>, options: PlayOptions): Promise<GameReport> {
  const { seed } = options;
  const maxActions = options.maxActions ?? game.maxActions ?? DEFAULT_MAX_ACTIONS;
  const names = game.players.map((_, k) => options.bots?.[k] ?? options.bots?.[options.bots.length - 1] ?? 'random');
  if (!options.seats && !options.signal && !options.hostLoop && !options.onAction && names.every((name) => name === 'random')) {
    const played = await playedInGuest(game, await Promise.resolve(host).catch(() => undefined), seed, maxActions);
    if (played) return reportOf(seed, played);
  }
  let session: GameSession | undefined;
  try {
    const bots = botsFor(game.players, options.bots ?? ['random'], seed);
    // Bots never undo: a checkpoint after the setup is enough to recover from a failure.
    session = await GameSession.create({ host: await host, bundle: game.bundle, seed, ...(options.seats ? {} : { checkpoints: 'start' as const }) });
    const chosen = options.seats?.(bots, session) ?? {};
    const seats = Object.fromEntries(game.players.map((role) => [role, chosen[role] ?? botSeat(bots[role] as Bot, session)]));
    const { onAction } = options;
    onAction?.(undefined, undefined, session.setupLog);
    const played = await runGame(session, seats, { maxActions, ...(options.signal ? { signal: options.signal } : {}), ...(onAction ? { onAction } : {}) });
    return reportOf(seed, played);
  } catch (error) {
    return { seed, outcome: 'error', actions: session?.length ?? 0, error: (options.describeFailure ?? hostFailure)(error) };
  }
}

/**
 * A game between random bots played whole inside the guest (its `playout`): one crossing
 * instead of several per action, with the same choices as the host's loop, so the same
 * outcome and hash. Undefined when the guest could not: the caller plays it through the
 * host's loop, which also reports a failure of the rules where it happened.
 */
async function playedInGuest(game: PlayableGame, host: RulesHost | undefined, seed: number, maxActions: number): Promise<GameOutcome | undefined> {
  if (!host) return undefined;
  let request: PlayoutRequest = {
    setup: JSON.stringify({ bundle: game.bundle, seed, script: [] }),
    bots: Object.fromEntries(game.players.map((role, k) => [role, deriveSeed(seed, k)])),
    maxActions,
    steps: PLAYOUT_STEPS,
  };
  try {
    for (;;) {
      const outcome = JSON.parse(await host.call('playout', JSON.stringify(request))) as PlayoutOutcome;
      if (outcome.kind !== 'playing') {
        // The guest sends the final state's canonical text; hashing it here is the same hash, made faster.
        const { canonical, ...ended } = outcome;
        return { ...ended, hash: hashOfCanonical(canonical) };
      }
      request = { steps: PLAYOUT_STEPS };
    }
  } catch {
    return undefined;
  }
}
