// Bot play without the host: the random bot's choice by index, and the game loop's order of
// serving roles, written once so that the engine's host loop and a whole playout inside the
// guest make the same choices in the same order (and so reach the same hash).
import { createRandom, seedState } from './random';
import type { GameResult } from './ruleset';

/** What a bot may know of a role's legal actions without their prompts: how many, and which concede. */
export interface ActionCount {
  count: number;
  /** Indices of the actions that concede the game. */
  concedes: number[];
}

/** True when `indices` are whole numbers below `count`, each above the one before: a list the chooser may use as it is (rulesets give one, in order). */
function inOrder(indices: readonly number[], count: number): boolean {
  let previous = -1;
  for (let i = 0; i < indices.length; i++) {
    const index = indices[i] as number;
    if (!Number.isInteger(index) || index <= previous || index >= count) return false;
    previous = index;
  }
  return true;
}

/**
 * The random bot's policy by index: uniform among the actions that do not concede (all of
 * them when only conceding is legal), from a generator of its own seeded with `seed`.
 */
export function randomChooser(seed: number): (actions: ActionCount) => number {
  const random = createRandom(seedState(seed ^ 0x5bd1e995));
  return ({ count, concedes }) => {
    // The k-th of the actions that do not concede, k drawn as `pick` would draw it from
    // their list, found without building the list (one draw per action of a playout).
    const skipped = inOrder(concedes, count)
      ? concedes
      : [...new Set(concedes)].filter((i) => Number.isInteger(i) && i >= 0 && i < count).sort((a, b) => a - b);
    const playing = count - skipped.length;
    if (playing <= 0) return random.int(count);
    let chosen = random.int(playing);
    // An indexed loop: for-of goes through the iterator protocol, slow in QuickJS.
    for (let k = 0; k < skipped.length && (skipped[k] as number) <= chosen; k++) chosen++;
    return chosen;
  };
}

/**
 * What the engine sends to play a whole game inside the guest: to start one (its setup and
 * bots), or to go on with the one started. Each call plays at most `steps` actions, so the
 * sandbox's limits of one call still bound it; the game waits in the guest between calls.
 */
export type PlayoutRequest =
  | {
      /** The setup request of the game (bundle, seed). */
      setup: string;
      /** The seed of each role's random bot, by role. */
      bots: Record<string, number>;
      /** The game stops as `unfinished` after this many actions. */
      maxActions: number;
      steps: number;
    }
  | { steps: number };

/**
 * How a playout ended (the engine's `GameOutcome`), or `playing` when it took its steps and
 * goes on. An ended game carries the canonical JSON of its final state and generator, not
 * their hash: the host hashes it (`hashOfCanonical`), since SHA-256 is slow in QuickJS.
 */
export type PlayoutOutcome =
  | { kind: 'ended'; result: GameResult; actions: number; canonical: string }
  | { kind: 'stuck'; role: string; actions: number; canonical: string }
  | { kind: 'unfinished'; actions: number; canonical: string }
  | { kind: 'playing'; actions: number };

/** Who acts and the result, as the guest's set-up and actions answer them. */
export interface PlayoutTurn {
  active: string[];
  result: GameResult | null;
}

/** The few guest operations a playout needs, on the guest's own state (no JSON crossing). */
export interface PlayoutGame {
  count(role: string): ActionCount;
  applyIndex(role: string, index: number): PlayoutTurn;
  /** The canonical JSON of the state and the generator, whose hash is the game's. */
  canonical(): string;
}

/**
 * A game being played to its end with a random bot per role. The order of serving roles
 * is the engine's `runGame`: each active role in the rules' order, a role served once
 * waiting until every other active role with something to do has been asked.
 */
export class Playout {
  private readonly choosers: Map<string, (actions: ActionCount) => number>;
  private actions = 0;
  private served = new Set<string>();

  constructor(
    private readonly game: PlayoutGame,
    private turn: PlayoutTurn,
    bots: Record<string, number>,
    private readonly maxActions: number,
  ) {
    this.choosers = new Map(Object.entries(bots).map(([role, seed]) => [role, randomChooser(seed)]));
  }

  /** Plays at most `steps` actions; says how the game ended, or that it goes on. */
  run(steps: number): PlayoutOutcome {
    const { game } = this;
    // The first of the active roles served already (or not yet) with an action, in the rules'
    // order. Indexed, without a filtered copy of the roles: this runs at every action.
    const withActions = (roles: readonly string[], served: Set<string>, wasServed: boolean) => {
      for (let i = 0; i < roles.length; i++) {
        const role = roles[i] as string;
        if (served.has(role) !== wasServed) continue;
        const counted = game.count(role);
        if (counted.count > 0) return { role, counted };
      }
      return undefined;
    };
    for (let step = 0; this.turn.result === null; step++) {
      if (this.actions >= this.maxActions) return { kind: 'unfinished', actions: this.actions, canonical: game.canonical() };
      if (step >= steps) return { kind: 'playing', actions: this.actions };
      const { active } = this.turn;
      if (active.length === 0) return { kind: 'stuck', role: '(nobody)', actions: this.actions, canonical: game.canonical() };
      let everyServed = true;
      for (let i = 0; everyServed && i < active.length; i++) everyServed = this.served.has(active[i] as string);
      if (everyServed) this.served = new Set();
      const served = this.served;
      const turn = withActions(active, served, false) ?? (served.size > 0 ? withActions(active, served, true) : undefined);
      if (!turn) return { kind: 'stuck', role: active[0] as string, actions: this.actions, canonical: game.canonical() };
      const choose = this.choosers.get(turn.role);
      if (!choose) throw new Error(`nobody plays the role ${turn.role}: give it a seat (a bot or a person)`);
      this.turn = game.applyIndex(turn.role, choose(turn.counted));
      this.actions++;
      served.add(turn.role);
    }
    return { kind: 'ended', result: this.turn.result, actions: this.actions, canonical: game.canonical() };
  }
}
