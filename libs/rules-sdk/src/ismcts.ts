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
  /** How promising `action` looks for `role` before it is tried (higher first): the order in which the search widens. */
  prior?(state: S, action: A, role: string): number;
}

/** How much to search, in iterations: the rules have no clock (a host with one runs a {@link Search} in steps). */
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
  /**
   * With a prior, a node visited n times has at most ⌈widening·√(n+1)⌉ children, its best
   * untried action added first (progressive widening): a few good actions are searched
   * rather than each of hundreds once.
   */
  widening?: number;
  /**
   * One call of `run` stops after the iteration in which the actions it applied (down the
   * tree and in playouts) passed this many, whatever the iterations asked: a host sizes its
   * steps by the iterations so far, and playouts without a cut-off vary from a few actions to
   * `maxPlayout`, so a step sized on short ones could run for long enough to meet the
   * sandbox's wall clock. The host resumes the search for the rest; the iterations, and so
   * the choice, are the same as in one call.
   */
  maxActionsPerRun?: number;
}

/** The defaults of {@link SearchBudget}'s optional parts. */
export const SEARCH_DEFAULTS = { playoutDepth: 0, maxPlayout: 400, exploration: 0.7, widening: 1, maxActionsPerRun: 2000 } as const;

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
  /**
   * With a prior, each action's prior as first reckoned here, by key: reckoned once per node
   * and action, not at every visit (it is most of a visit's cost), though the visits' states
   * differ in what the deciding role cannot see.
   */
  priors?: Map<string, number>;
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

/** Tie-breaks and the order of equal priors come from the search's generator, so they stay reproducible. */
function byPrior<A>(actions: LegalAction<A>[], score: (action: A) => number): LegalAction<A>[] {
  return actions
    .map((l, i) => ({ l, i, p: score(l.action) }))
    .sort((a, b) => b.p - a.p || a.i - b.i)
    .map((x) => x.l);
}

/**
 * One search for one decision, that can run in several steps: `run` adds iterations to the
 * same tree, `choice` says what it would play now. A host with a clock runs it a few
 * iterations at a time until its time is up (the rules, and so the search, have no clock).
 */
export class Search<S, A> {
  private readonly legal: LegalAction<A>[];
  private readonly candidates: LegalAction<A>[];
  private readonly random: Random;
  private readonly root = node<A>();
  private readonly depth: number;
  private readonly maxPlayout: number;
  private readonly c: number;
  private readonly widening: number;
  private readonly maxActionsPerRun: number;
  private done = 0;
  /**
   * The root's children made from `candidates`, in the candidates' order, with each one's
   * index there, and which candidates have one: the root's actions are the same in every
   * determinization, so they are matched by index rather than by key at every visit.
   */
  private readonly rootTried: { child: Node<A>; index: number }[] = [];
  private readonly rootTaken: boolean[] = [];
  /** No candidate before this one is untried. */
  private rootOpen = 0;

  constructor(
    private readonly game: SearchGame<S, A>,
    private readonly state: S,
    private readonly role: string,
    budget: Omit<SearchBudget, 'iterations'>,
  ) {
    this.legal = game.actions(state, role);
    if (this.legal.length === 0) throw new Error(`${role} has no legal action to search`);
    this.random = createRandom(seedState(budget.seed));
    // At the root the role decides on what it knows, so its actions are those of the real
    // state in every determinization (listing them is much of an iteration's cost); with a
    // prior they are tried best first.
    const playable = playing(this.legal);
    const prior = game.prior;
    this.candidates = prior ? byPrior(playable, (a) => prior(state, a, role)) : playable;
    this.depth = budget.playoutDepth ?? SEARCH_DEFAULTS.playoutDepth;
    this.maxPlayout = budget.maxPlayout ?? SEARCH_DEFAULTS.maxPlayout;
    this.c = budget.exploration ?? SEARCH_DEFAULTS.exploration;
    this.widening = budget.widening ?? SEARCH_DEFAULTS.widening;
    this.maxActionsPerRun = budget.maxActionsPerRun ?? SEARCH_DEFAULTS.maxActionsPerRun;
  }

  /** True when only one action is playable: there is nothing to search. */
  get trivial(): boolean {
    return this.candidates.length === 1;
  }

  /** Iterations run so far. */
  get iterations(): number {
    return this.done;
  }

  /**
   * Runs up to `iterations` more iterations (none when the choice is trivial), fewer when
   * they apply more than `maxActionsPerRun` actions: {@link iterations} says how many ran.
   */
  run(iterations: number): this {
    if (this.trivial) return this;
    let applied = 0;
    for (let i = 0; i < iterations && applied < this.maxActionsPerRun; i++) {
      applied += this.iterate();
      this.done++;
    }
    return this;
  }

  /** The most visited action at the root, as the real state lists it (the best prior before any iteration). */
  choice(): SearchChoice<A> {
    const { legal, candidates } = this;
    if (this.trivial || this.done === 0) {
      const first = candidates[0] as LegalAction<A>;
      return { action: first.action, index: legal.indexOf(first), iterations: this.done, visits: 0, value: 0.5 };
    }
    let chosen: Node<A> | undefined;
    for (const child of this.root.children.values())
      if (!chosen || child.visits > chosen.visits || (child.visits === chosen.visits && child.reward > chosen.reward)) chosen = child;
    const key = chosen && keyOf(chosen.action as A);
    const index = key === undefined ? -1 : legal.findIndex((l) => keyOf(l.action) === key);
    // Root children are the role's own legal actions; this only guards a game in which
    // another role acts first in a determinization.
    const final = index >= 0 ? index : legal.indexOf(candidates[0] as LegalAction<A>);
    return {
      action: (legal[final] as LegalAction<A>).action,
      index: final,
      iterations: this.done,
      visits: index >= 0 && chosen ? chosen.visits : 0,
      value: index >= 0 && chosen && chosen.visits > 0 ? chosen.reward / chosen.visits : 0.5,
    };
  }

  /** The score of a state reached by the search for every role it asks about. */
  private scorer(current: S): (r: string) => number {
    const over = this.game.result(current);
    if (over) return (r) => rewardOf(over, r);
    const evaluate = this.game.evaluate;
    if (evaluate) {
      const cache = new Map<string, number>();
      return (r) => {
        let v = cache.get(r);
        if (v === undefined) cache.set(r, (v = Math.min(1, Math.max(0, evaluate(current, r)))));
        return v;
      };
    }
    return () => 0.5;
  }

  /** One iteration: determinize, descend, expand, play out, back up. Returns the actions it applied. */
  private iterate(): number {
    const { game, role, random, root, c } = this;
    let current = game.determinize ? game.determinize(this.state, role, random) : (JSON.parse(JSON.stringify(this.state)) as S);
    let at = root;
    let applied = 0;
    const path: Node<A>[] = [root];
    // Selection and expansion: down the tree while every action legal here has a child (with
    // a prior, while the node has as many children as its visits allow: progressive widening).
    for (;;) {
      if (game.result(current)) break;
      const actor = game.active(current)[0];
      if (actor === undefined) break;
      const listed = at === root && actor === role ? this.candidates : playing(game.actions(current, actor));
      if (listed.length === 0) break;
      const prior = game.prior;
      const width = prior ? Math.max(1, Math.ceil(this.widening * Math.sqrt(at.visits + 1))) : Infinity;
      let untried: LegalAction<A> | undefined;
      let untriedIndex = -1;
      const tried: Node<A>[] = [];
      const atRoot = at === root && actor === role;
      if (atRoot) {
        // What the last branch below does, by index (listing keys of hundreds of actions at
        // every visit was much of an iteration's cost).
        const { rootTried, rootTaken, candidates } = this;
        for (let i = 0; i < rootTried.length; i++) {
          const child = (rootTried[i] as { child: Node<A> }).child;
          child.available++;
          tried.push(child);
        }
        while (this.rootOpen < candidates.length && rootTaken[this.rootOpen]) this.rootOpen++;
        if (this.rootOpen < candidates.length) {
          untriedIndex = this.rootOpen;
          // Without a prior, untried actions are taken in a random order.
          if (!prior) {
            const open: number[] = [];
            for (let i = this.rootOpen; i < candidates.length; i++) if (!rootTaken[i]) open.push(i);
            untriedIndex = random.pick(open);
          }
          untried = candidates[untriedIndex];
        }
      } else if (prior && at !== root) {
        // The untried action of the best prior (the first listed of equal ones), and the tried
        // ones in order of prior: what sorting them all by prior would give, without the sort.
        const priors = (at.priors ??= new Map());
        let best = -Infinity;
        const triedPriors: number[] = [];
        for (let i = 0; i < listed.length; i++) {
          const l = listed[i] as LegalAction<A>;
          const key = keyOf(l.action);
          const child = at.children.get(key);
          let p = priors.get(key);
          if (p === undefined) priors.set(key, (p = prior(current, l.action, actor)));
          if (child) {
            child.available++;
            let k = tried.length;
            while (k > 0 && (triedPriors[k - 1] as number) < p) k--;
            tried.splice(k, 0, child);
            triedPriors.splice(k, 0, p);
          } else if (untried === undefined || p > best) {
            best = p;
            untried = l;
          }
        }
      } else {
        for (const l of listed) {
          const child = at.children.get(keyOf(l.action));
          if (child) {
            child.available++;
            tried.push(child);
          } else if (untried === undefined) untried = l;
        }
        // Without a prior, untried actions are taken in a random order.
        if (!prior && untried !== undefined) {
          const open = listed.filter((l) => !at.children.has(keyOf(l.action)));
          untried = random.pick(open);
        }
      }
      let next: Node<A>;
      const expanding = untried !== undefined && tried.length < width;
      if (expanding) {
        const pick = untried as LegalAction<A>;
        next = node(pick.action, actor);
        next.available = 1;
        at.children.set(keyOf(pick.action), next);
        if (atRoot) {
          let k = this.rootTried.length;
          while (k > 0 && (this.rootTried[k - 1] as { index: number }).index > untriedIndex) k--;
          this.rootTried.splice(k, 0, { child: next, index: untriedIndex });
          this.rootTaken[untriedIndex] = true;
        }
      } else {
        next = tried[0] as Node<A>;
        let best = -Infinity;
        for (const child of tried) {
          const ucb = child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
          if (ucb > best) [best, next] = [ucb, child];
        }
      }
      current = game.apply(current, next.action as A, actor, random);
      applied++;
      path.push(next);
      at = next;
      if (expanding) break;
    }
    // Playout: random actions until the game ends, or until the evaluation takes over.
    const limit = game.evaluate ? this.depth : this.maxPlayout;
    for (let step = 0; step < limit && !game.result(current); step++) {
      const actor = game.active(current)[0];
      if (actor === undefined) break;
      const here = playing(game.actions(current, actor));
      if (here.length === 0) break;
      current = game.apply(current, random.pick(here).action, actor, random);
      applied++;
    }
    // Backpropagation: each node is scored for the role that chose its action.
    const score = this.scorer(current);
    for (const visited of path) {
      visited.visits++;
      if (visited.role !== undefined) visited.reward += score(visited.role);
    }
    return applied;
  }
}

const keyOf = (action: unknown) => JSON.stringify(action);

/**
 * Chooses an action for `role` in `state` by ISMCTS with a budget of iterations. `state` is
 * never changed (the search plays on determinizations), and no search runs when only one
 * action is legal.
 */
export function searchAction<S, A>(game: SearchGame<S, A>, state: S, role: string, budget: SearchBudget): SearchChoice<A> {
  const search = new Search(game, state, role, budget);
  while (!search.trivial && search.iterations < budget.iterations) search.run(budget.iterations - search.iterations);
  return search.choice();
}
