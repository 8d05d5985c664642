import { createRandom, randomChooser, seedState, type LegalAction, type SearchChoice } from '@kriegsspiel/rules-sdk';
import { DEFAULT_MAX_ACTIONS, runGame, type GameOutcome, type Seat } from './loop';
import type { GameSession } from './session';
import type { StopSignal } from './stop-signal';

/** Chooses one of a role's legal actions. */
export interface Bot {
  readonly name: string;
  choose(role: string, actions: readonly LegalAction[]): LegalAction;
  /**
   * A bot that thinks with the rules chooses with the game's session at hand (asked instead
   * of `choose` when a seat has one): the ISMCTS bot searches inside the guest.
   */
  chooseIn?(session: GameSession, role: string, actions: readonly LegalAction[]): Promise<LegalAction>;
}

/** The ISMCTS bot's budget when none is given: milliseconds per decision (see `kriegsspiel simulate --bot-ms`). */
export const DEFAULT_SEARCH_MS = 50;

/** The ISMCTS bot's budget when only iterations are asked for without a number (kept for callers of the old default). */
export const DEFAULT_SEARCH_ITERATIONS = 8;

/**
 * How much a search bot thinks per decision: a number of iterations (reproducible: the same
 * game on any machine) or milliseconds (as strong as the machine allows, so results vary
 * with its load).
 */
export type SearchBotBudget = { iterations: number } | { ms: number };

/** About how long one call of a search with a budget of iterations runs before the host resumes it. */
const STEP_MS = 250;

/** A monotonic clock where there is one (Node, browsers, workers), else the wall clock. */
const monotonic = (): number => (globalThis as { performance?: { now(): number } }).performance?.now() ?? Date.now();

/**
 * A bot that chooses by information-set Monte Carlo tree search, run inside the guest next
 * to the rules. Each decision's search has a seed drawn from the bot's own generator, never
 * the game's, so a game played with a budget of iterations is reproducible from its seed.
 * The rules have no clock, so a budget of time is kept here: the guest runs the search a
 * few iterations at a time, each step sized by the time the earlier ones took, until the
 * time is spent (a decision crosses the boundary a handful of times). A bare number is a
 * budget of iterations.
 */
export function ismctsBot(seed: number, budget: SearchBotBudget | number = { ms: DEFAULT_SEARCH_MS }, clock: () => number = monotonic): Bot {
  const random = createRandom(seedState(seed ^ 0x1b873593));
  const asked = typeof budget === 'number' ? { iterations: budget } : budget;
  return {
    name: 'ismcts',
    choose() {
      throw new Error('the ismcts bot searches with the rules: seat it with the game (botSeat(bot, session))');
    },
    async chooseIn(session, role, actions) {
      const decide = async (request: object) => JSON.parse(await session.host.call('decide', JSON.stringify({ role, ...request }))) as SearchChoice<unknown>;
      const seed = random.int(0x40000000);
      let choice: SearchChoice<unknown>;
      if ('iterations' in asked) {
        // The same search in steps of about STEP_MS each (a search resumed gives what one call
        // would), so that no call nears the sandbox's wall clock for a call on a slow or busy machine.
        const started = clock();
        choice = await decide({ iterations: Math.min(asked.iterations, 1), seed, keep: true });
        while (choice.iterations > 0 && choice.iterations < asked.iterations) {
          const each = (clock() - started) / choice.iterations;
          const step = Math.max(1, Math.min(asked.iterations - choice.iterations, Math.floor(STEP_MS / Math.max(each, 0.001))));
          choice = await decide({ iterations: step, resume: true, keep: true });
        }
      } else {
        const started = clock();
        const deadline = started + asked.ms;
        let stepStarted = started;
        let step = 1;
        choice = await decide({ iterations: 1, seed, keep: true });
        // No iteration ran: only one action was playable.
        while (choice.iterations > 0) {
          const now = clock();
          // Iterations grow dearer as the tree deepens: the rate is the slower of the whole
          // search's and the last step's, and a step at most doubles the last, so the rate is
          // measured again before a step long enough to overrun much.
          const each = Math.max((now - started) / choice.iterations, (now - stepStarted) / step);
          const more = Math.floor((deadline - now) / Math.max(each, 0.001));
          if (more < 1) break;
          // At most half the time left per step, so that a slow step cannot overrun much.
          step = Math.max(1, Math.min(more >> 1, 2 * step, 100_000));
          stepStarted = now;
          const before = choice.iterations;
          choice = await decide({ iterations: step, resume: true, keep: true });
          // A search call may stop early (its cap on applied actions): the step is what ran.
          step = Math.max(1, choice.iterations - before);
        }
      }
      const chosen = actions[choice.index];
      if (!chosen) throw new Error(`the search chose action ${choice.index} of ${actions.length} for ${role}`);
      return chosen;
    },
  };
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

/** A seat played by a bot: it chooses among the role's legal actions at once (with the game's session, for a bot that searches). */
export function botSeat(bot: Bot, session?: GameSession): Seat {
  let last: LegalAction | undefined;
  return {
    async decide(request) {
      // A bot only ever plays what it was offered: a refusal is the rules contradicting themselves.
      if (request.refused !== undefined)
        throw new Error(`the rules refused their own legal action for ${request.role} (${last?.prompt ?? '?'}): ${request.refused}`);
      last = bot.chooseIn && session ? await bot.chooseIn(session, request.role, request.actions) : bot.choose(request.role, request.actions);
      return { kind: 'act', action: last.action };
    },
  };
}

/** A seat for each role, played by its bot. */
export function botSeats(bots: Readonly<Record<string, Bot>>, session?: GameSession): Record<string, Seat> {
  return Object.fromEntries(Object.entries(bots).map(([role, bot]) => [role, botSeat(bot, session)]));
}

/** How a game played by bots ended (see {@link GameOutcome}). */
export type PlayOutcome = GameOutcome;

/** Plays a game to its end with a bot for each role: the game loop with bot seats. */
export async function playOut(session: GameSession, bots: Record<string, Bot>, maxActions = DEFAULT_MAX_ACTIONS, signal?: StopSignal): Promise<PlayOutcome> {
  return runGame(session, botSeats(bots, session), { maxActions, ...(signal ? { signal } : {}) });
}
