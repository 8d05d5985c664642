import { randomChooser, type LegalAction } from '@kriegsspiel/rules-sdk';
import { runGame, type GameOutcome, type Seat } from './loop';
import type { GameSession } from './session';
import type { StopSignal } from './stop-signal';

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
  // The policy by index is the one a whole playout in the guest uses, so both make the same choices.
  const choose = randomChooser(seed);
  return {
    name: 'random',
    choose(_role, actions) {
      const concedes: number[] = [];
      actions.forEach((a, i) => {
        if (a.concedes === true) concedes.push(i);
      });
      return actions[choose({ count: actions.length, concedes })] as LegalAction;
    },
  };
}

/** A seat played by a bot: it chooses among the role's legal actions at once. */
export function botSeat(bot: Bot): Seat {
  let last: LegalAction | undefined;
  return {
    async decide(request) {
      // A bot only ever plays what it was offered: a refusal is the rules contradicting themselves.
      if (request.refused !== undefined)
        throw new Error(`the rules refused their own legal action for ${request.role} (${last?.prompt ?? '?'}): ${request.refused}`);
      last = bot.choose(request.role, request.actions);
      return { kind: 'act', action: last.action };
    },
  };
}

/** A seat for each role, played by its bot. */
export function botSeats(bots: Readonly<Record<string, Bot>>): Record<string, Seat> {
  return Object.fromEntries(Object.entries(bots).map(([role, bot]) => [role, botSeat(bot)]));
}

/** How a game played by bots ended (see {@link GameOutcome}). */
export type PlayOutcome = GameOutcome;

/** Plays a game to its end with a bot for each role: the game loop with bot seats. */
export async function playOut(session: GameSession, bots: Record<string, Bot>, maxActions = 10_000, signal?: StopSignal): Promise<PlayOutcome> {
  return runGame(session, botSeats(bots), { maxActions, ...(signal ? { signal } : {}) });
}
