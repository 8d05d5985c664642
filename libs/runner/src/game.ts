import { describeFailure, GameSession, playOut, randomBot, type Bot, type ProgramOrigins, type RulesFailure, type RulesHost } from '@kriegsspiel/engine';
import type { ScenarioBundle } from '@kriegsspiel/rules-sdk';
import { deriveSeed } from './seeds';

/** The bots a game can be played with, by name. */
export const botKinds: Record<string, (seed: number) => Bot> = { random: randomBot };

/**
 * One bot per player, in the scenario's order; bot `k` gets a seed derived from the
 * game's seed and `k`, so a game is the same whoever plays it and wherever.
 */
export function botsFor(players: readonly string[], names: readonly string[], seed: number): Record<string, Bot> {
  const bots: Record<string, Bot> = {};
  players.forEach((role, k) => {
    const name = names[k] ?? names[names.length - 1] ?? 'random';
    const make = botKinds[name];
    if (!make) throw new Error(`there is no bot called \`${name}\`; the bots are ${Object.keys(botKinds).join(', ')}`);
    bots[role] = make(deriveSeed(seed, k));
  });
  return bots;
}

/** How one played game went, as plain data. */
export interface GameReport {
  seed: number;
  /** `ended` with a result, `stuck` (a role to act with no legal action), `unfinished` (cut off at the action limit), or `error`. */
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
}

export interface PlayOptions {
  seed: number;
  /** Bot names, one per player in the scenario's order (the last is repeated). */
  bots?: readonly string[];
  maxActions?: number;
}

/** What a game needs to be played by bots: its roles in order, its bundle, and where its rules' files are (for errors). */
export interface PlayableGame {
  players: readonly string[];
  bundle: ScenarioBundle;
  program: { origins: ProgramOrigins };
}

/** Plays a game of a spec to its end with bots on a host (or one being loaded); whatever the rules do is reported, never thrown. */
export async function playGame(spec: PlayableGame, host: RulesHost | Promise<RulesHost>, options: PlayOptions): Promise<GameReport> {
  const { seed } = options;
  let session: GameSession | undefined;
  try {
    const bots = botsFor(spec.players, options.bots ?? ['random'], seed);
    session = await GameSession.create({ host: await host, bundle: spec.bundle, seed });
    const played = await playOut(session, bots, options.maxActions ?? 10_000);
    if (played.kind === 'ended') return { seed, outcome: 'ended', winner: played.result.winner, reason: played.result.reason, actions: played.actions, hash: played.hash };
    if (played.kind === 'stuck') return { seed, outcome: 'stuck', stuckRole: played.role, actions: played.actions, hash: played.hash };
    return { seed, outcome: 'unfinished', actions: played.actions, hash: played.hash };
  } catch (error) {
    return { seed, outcome: 'error', actions: session?.length ?? 0, error: describeFailure(error, spec.program) };
  }
}
