import { createRandom, seedState, type LegalAction } from '@kriegsspiel/rules-sdk';
import type { GameResult } from '@kriegsspiel/rules-sdk';
import type { GameSession } from './session';

/** Chooses one of a role's legal actions. */
export interface Bot {
  readonly name: string;
  choose(role: string, actions: readonly LegalAction[]): LegalAction;
}

/**
 * A bot that picks uniformly among the legal actions, with a generator of its own (never the
 * game's). It does not concede while anything else is legal: a game offering concession at
 * every step would otherwise end by it almost at once.
 */
export function randomBot(seed: number): Bot {
  const random = createRandom(seedState(seed ^ 0x5bd1e995));
  return {
    name: 'random',
    choose(_role, actions) {
      const playing = actions.filter((a) => a.concedes !== true);
      return random.pick(playing.length > 0 ? playing : actions);
    },
  };
}

/** How a played game ended: with a result, stuck (a role to act with nothing to do), or cut off. */
export type PlayOutcome =
  | { kind: 'ended'; result: GameResult; actions: number; hash: string }
  | { kind: 'stuck'; role: string; actions: number; hash: string }
  | { kind: 'unfinished'; actions: number; hash: string };

/** Plays a game to its end with a bot for each role. */
export async function playOut(session: GameSession, bots: Record<string, Bot>, maxActions = 10_000): Promise<PlayOutcome> {
  while (session.result === null) {
    if (session.length >= maxActions) return { kind: 'unfinished', actions: session.length, hash: await session.hash() };
    const role = session.active[0];
    if (role === undefined) return { kind: 'stuck', role: '(nobody)', actions: session.length, hash: await session.hash() };
    const actions = await session.legalActions(role);
    if (actions.length === 0) return { kind: 'stuck', role, actions: session.length, hash: await session.hash() };
    const bot = bots[role];
    if (!bot) throw new Error(`no bot plays the role ${role}`);
    const choice = bot.choose(role, actions);
    const outcome = await session.apply(role, choice.action);
    if (!outcome.ok) throw new Error(`the rules refused their own legal action for ${role} (${choice.prompt}): ${outcome.reason}`);
  }
  return { kind: 'ended', result: session.result, actions: session.length, hash: await session.hash() };
}
