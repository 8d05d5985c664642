// Information-set Monte Carlo tree search (single-observer ISMCTS: Cowling, Powley and
// Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012). One tree
// for the deciding role; each iteration samples a state consistent with what that role sees
// (the ruleset's `determinize`), walks down the tree choosing among the actions legal in
// that sample with UCB1 over availability counts, adds one node, plays out at random
// (cut short by `evaluate` where the ruleset offers one) and backs the outcome up.
//
// It is pure: it runs inside the guest next to the rules, so a decision crosses the sandbox
// boundary once, and it draws only from its own generator, never from the game's.
import { createRandom, seedState, type Random } from './random';
import type { GameResult, LegalAction } from './ruleset';

/** What the search needs of a game: the ruleset's functions with their contexts bound. */
export interface SearchGame<S, A> {
  active(state: S): string[];
  actions(state: S, role: string): LegalAction<A>[];
  /** Applies a legal action; chance draws from `random` (the search's generator). May change `state` in place. */
  apply(state: S, action: A, role: string, random: Random): S;
  result(state: S): GameResult | undefined;
  /** A full state consistent with what `role` sees, that the search may change; a deep copy of `state` when absent. */
  determinize?(state: S, role: string, random: Random): S;
  /** How good the state is for `role`, from 0 (lost) to 1 (won). */
  evaluate?(state: S, role: string): number;
}

/** How much to search. The sandbox has no clock, so the budget is counted in iterations. */
export interface SearchBudget {
  /** Iterations (determinize, descend, expand, play out, back up). */
  iterations: number;
  /** The search's own generator's seed. */
  seed: number;
  /**
   * Actions a playout takes beyond the tree before `evaluate` scores it (when the game offers
   * `evaluate`; without it playouts run to the end or to `maxPlayout`).
   */
  playoutDepth?: number;
  /** A playout without a result after this many actions counts as a draw (or is evaluated). */
  maxPlayout?: number;
  /** UCB1's exploration constant. */
  exploration?: number;
}

/** The defaults of {@link SearchBudget}'s optional parts. */
export const SEARCH_DEFAULTS = { playoutDepth: 0, maxPlayout: 400, exploration: 0.7 } as const;

/** What a search decided, and how. */
export interface SearchChoice<A> {
  /** The chosen action, as `actions` listed it for the real state. */
  action: A;
  /** Its index in that list. */
  index: number;
  /** Iterations run (0 when only one action was legal). */
  iterations: number;
  /** Visits of the chosen action at the root. */
  visits: number;
  /** Its mean reward for the deciding role. */
  value: number;
}

/** A node of the tree: reached by `action` taken by `role`, with rewards for `role`. */
interface Node<A> {
  action?: A;
  role?: string;
  visits: number;
  /** Times this node's action was legal when its parent was visited. */
  available: number;
  reward: number;
  children: Map<string, Node<A>>;
}

function node<A>(action?: A, role?: string): Node<A> {
  return { ...(action !== undefined ? { action } : {}), ...(role !== undefined ? { role } : {}), visits: 0, available: 0, reward: 0, children: new Map() };
}

/** Rewards of a finished game for every role: 1 to the winner, 0 to the others, ½ each in a draw. */
function rewardOf(result: GameResult, role: string): number {
  return result.winner === null ? 0.5 : result.winner === role ? 1 : 0;
}

/** The actions a bot plays: anything but conceding, while anything else is legal. */
function playing<A>(actions: LegalAction<A>[]): LegalAction<A>[] {
  const kept = actions.filter((a) => a.concedes !== true);
  return kept.length > 0 ? kept : actions;
}

/**
 * Chooses an action for `role` in `state` by ISMCTS. `state` is never changed (the search
 * plays on determinizations), and no search runs when only one action is legal.
 */
export function searchAction<S, A>(game: SearchGame<S, A>, state: S, role: string, budget: SearchBudget): SearchChoice<A> {
  const legal = game.actions(state, role);
  if (legal.length === 0) throw new Error(`${role} has no legal action to search`);
  const candidates = playing(legal);
  if (candidates.length === 1) {
    const only = candidates[0] as LegalAction<A>;
    return { action: only.action, index: legal.indexOf(only), iterations: 0, visits: 0, value: 0.5 };
  }
  const random = createRandom(seedState(budget.seed));
  const depth = budget.playoutDepth ?? SEARCH_DEFAULTS.playoutDepth;
  const maxPlayout = budget.maxPlayout ?? SEARCH_DEFAULTS.maxPlayout;
  const c = budget.exploration ?? SEARCH_DEFAULTS.exploration;
  const sample = (): S => (game.determinize ? game.determinize(state, role, random) : (JSON.parse(JSON.stringify(state)) as S));
  const root = node<A>();
  const keyOf = (action: A) => JSON.stringify(action);

  /** The score of a state reached by the search for every role it asks about. */
  const scorer = (current: S): ((r: string) => number) => {
    const over = game.result(current);
    if (over) return (r) => rewardOf(over, r);
    const evaluate = game.evaluate;
    if (evaluate) {
      const cache = new Map<string, number>();
      return (r) => {
        let v = cache.get(r);
        if (v === undefined) cache.set(r, (v = Math.min(1, Math.max(0, evaluate(current, r)))));
        return v;
      };
    }
    return () => 0.5;
  };

  for (let iteration = 0; iteration < budget.iterations; iteration++) {
    let current = sample();
    let at = root;
    const path: Node<A>[] = [root];
    // Selection and expansion: down the tree while every action legal here has a child.
    for (;;) {
      if (game.result(current)) break;
      const actor = game.active(current)[0];
      if (actor === undefined) break;
      // At the root the role decides on what it knows, so its actions are those of the real
      // state in every determinization (listing them is much of an iteration's cost).
      const here = at === root && actor === role ? candidates : playing(game.actions(current, actor));
      if (here.length === 0) break;
      const untried: LegalAction<A>[] = [];
      const tried: Node<A>[] = [];
      for (const l of here) {
        const child = at.children.get(keyOf(l.action));
        if (child) {
          child.available++;
          tried.push(child);
        } else untried.push(l);
      }
      let next: Node<A>;
      if (untried.length > 0) {
        const pick = random.pick(untried);
        next = node(pick.action, actor);
        next.available = 1;
        at.children.set(keyOf(pick.action), next);
      } else {
        next = tried[0] as Node<A>;
        let best = -Infinity;
        for (const child of tried) {
          const ucb = child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
          if (ucb > best) [best, next] = [ucb, child];
        }
      }
      current = game.apply(current, next.action as A, actor, random);
      path.push(next);
      at = next;
      if (untried.length > 0) break;
    }
    // Playout: random actions until the game ends, or until the evaluation takes over.
    const limit = game.evaluate ? depth : maxPlayout;
    for (let step = 0; step < limit && !game.result(current); step++) {
      const actor = game.active(current)[0];
      if (actor === undefined) break;
      const here = playing(game.actions(current, actor));
      if (here.length === 0) break;
      current = game.apply(current, random.pick(here).action, actor, random);
    }
    // Backpropagation: each node is scored for the role that chose its action.
    const score = scorer(current);
    for (const visited of path) {
      visited.visits++;
      if (visited.role !== undefined) visited.reward += score(visited.role);
    }
  }

  // The most visited action at the root, as the real state lists it.
  let chosen: Node<A> | undefined;
  for (const child of root.children.values())
    if (!chosen || child.visits > chosen.visits || (child.visits === chosen.visits && child.reward > chosen.reward)) chosen = child;
  const key = chosen && keyOf(chosen.action as A);
  const index = key === undefined ? -1 : legal.findIndex((l) => keyOf(l.action) === key);
  // Root children are the role's own legal actions; this only guards a game in which
  // another role acts first in a determinization.
  const final = index >= 0 ? index : legal.indexOf(candidates[random.int(candidates.length)] as LegalAction<A>);
  return {
    action: (legal[final] as LegalAction<A>).action,
    index: final,
    iterations: budget.iterations,
    visits: index >= 0 && chosen ? chosen.visits : 0,
    value: index >= 0 && chosen && chosen.visits > 0 ? chosen.reward / chosen.visits : 0.5,
  };
}
