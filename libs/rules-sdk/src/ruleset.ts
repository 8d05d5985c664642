import { closestName, HookResultError, shapeProblem, type HookResults, type ResultShape } from './hook-results';
import type { MapDocument, ModManifest, OobDocument, ScenarioDocument } from '@kriegsspiel/formats';
import type { Picture } from './picture';
import type { Random } from './random';
import { callWrapper, type HookCounts, type HookEnvironment } from './hook-context';

/** Everything a ruleset's `setup` receives: the scenario and the documents it names. */
export interface ScenarioBundle {
  scenario: ScenarioDocument;
  map: MapDocument;
  oob: OobDocument;
  /** The ruleset's manifest (its terrain and unit types). */
  manifest: ModManifest;
  /** Options: the manifest's defaults, then the scenario's, then the campaign's, then the player's or test's. */
  options: Record<string, unknown>;
  /** Set when the scenario is a battle of a campaign: which one, and what the ruleset's `carry` brought into it. */
  campaign?: CampaignContext;
}

/** A battle of a campaign that has been fought: its id, scenario, result and final state. */
export interface BattleRecord<S = unknown> {
  /** The battle's id in the campaign. */
  battle: string;
  /** The id of the scenario it played. */
  scenario: string;
  /** How it ended; null when it was cut off without a result. */
  result: GameResult | null;
  /** The rules state when it ended. */
  state: S;
}

/** What `setup` learns of the campaign a battle belongs to. */
export interface CampaignContext {
  /** The campaign's id. */
  id: string;
  /** This battle's id in the campaign. */
  battle: string;
  /** What the ruleset's `carry` returned for this battle (absent for the first battle, or without `carry`). */
  carried?: unknown;
  /** The battles fought before this one, oldest first, without their states. */
  previous: Omit<BattleRecord, 'state'>[];
  /** The bundles of the battles the campaign document lists as fought `beside` this one (for a ruleset that plays them in the same game). */
  beside?: { battle: string; bundle: ScenarioBundle }[];
}

/** An action a role may take now, with the words a person reads for it. */
export interface LegalAction<A = unknown> {
  action: A;
  /** What taking it means, in a sentence ("Move the stack at 0808 by road to 0806"). */
  prompt: string;
  /** True for an action that gives the game up (conceding): bots that play a game out leave it alone while anything else is legal. */
  concedes?: boolean;
}

/**
 * A role's legal actions counted for a bot ({@link Ruleset.countActions}): how many there are,
 * which concede, and a way to take one by its place in the list `actions` gives.
 */
export interface CountedActions<A = unknown> {
  /** How many actions `actions` lists. */
  count: number;
  /** The places of those that concede, lowest first. */
  concedes: number[];
  /** The action at `index` of the list (from 0, below `count`). Asked only while the state is unchanged. */
  actionAt(index: number): A;
}

/** A line of the game log. Without `to`, every role reads it; with `to`, only those roles. */
export interface LogEntry {
  text: string;
  to?: string[];
}

/** How a game ended. */
export interface GameResult {
  /** The winning role, or null for a draw. */
  winner: string | null;
  /** Why, in a sentence. */
  reason: string;
  /** Points per role, where the rules score. */
  scores?: Record<string, number>;
  /** How well the winner won, in the ruleset's words (`decisive`, `major`, `minor`), where the rules grade victories; a campaign branch may test it. */
  level?: string;
}

/** Named hooks: the points of a ruleset that house rules may wrap. */
export type Hooks = Record<string, (...args: never[]) => unknown>;

/** What `actions`, `view` and `explain` may use: they read the state and decide nothing by chance (`Math.random` throws a `ChanceError` there). */
export interface ReadContext<H extends Hooks = Hooks> {
  /** The ruleset's hooks, with every house rule's wrapper applied. */
  hooks: H;
  options: Record<string, unknown>;
  /**
   * False when the caller needs the legal actions but not their prompts (a bot that counts
   * them and applies one by index): `actions` may then leave each `prompt` empty, and skip
   * building the words. The actions themselves and their order must not depend on it.
   */
  prompts?: boolean;
}

/** What `setup` and `apply` may use as well: chance, the log, and the undo barrier. */
export interface RulesContext<H extends Hooks = Hooks> extends ReadContext<H> {
  /** The game's seeded generator, saved and hashed with the state: the only source of chance (`Math.random` draws from it too, in `setup` and `apply` only). */
  random: Random;
  /** Adds a line to the log, for everyone or for some roles only. */
  log(text: string, to?: string[]): void;
  /**
   * False when nobody reads the log (a playout between bots, a search): `log` then drops
   * what it is given, and the rules may skip building its words. Nothing else may depend on
   * it: the state, chance and the actions are the same either way.
   */
  logs?: boolean;
  /**
   * Marks that this action showed a role something it did not know (a unit turned face
   * up, a card revealed). Undo cannot go back past such an action; nor past one that used
   * chance, which the engine notices by itself.
   */
  reveal(): void;
}

/**
 * A ruleset: a plain object of functions. The state is plain JSON data (no classes,
 * functions or cycles), so it can be saved, hashed and sent across the sandbox boundary.
 */
export interface Ruleset<S = unknown, A = unknown, H extends Hooks = Hooks> {
  /** Builds the starting state from the scenario. Chance (bag draws) comes from `ctx.random`. */
  setup(bundle: ScenarioBundle, ctx: RulesContext<H>): S;
  /** The roles that must act now (usually one). Empty when the game is over. */
  active(state: S): string[];
  /** Every action the role may take now. An action not listed here is refused. */
  actions(state: S, role: string, ctx: ReadContext<H>): LegalAction<A>[];
  /**
   * Bots, optional: the role's legal actions counted instead of listed, for a ruleset whose
   * lists are long and rebuilt at every step (a random bot or a playout only needs how many
   * there are and the one it picks). It must agree with `actions`: the same count, the same
   * actions in the same order, the same concessions. Answer undefined where listing is as
   * cheap; the SDK then counts the list. Read-only, like `actions`, with `ctx.prompts` false.
   */
  countActions?(state: S, role: string, ctx: ReadContext<H>): CountedActions<A> | undefined;
  /** Applies a legal action and returns the new state (it may change `state` in place and return it). */
  apply(state: S, action: A, role: string, ctx: RulesContext<H>): S;
  /** What a role may see: the state with the other roles' secrets removed. */
  view(state: S, role: string, ctx: ReadContext<H>): unknown;
  /**
   * What to draw for a role: its pieces on hexes or areas, markers, tracks. Optional; the
   * studio draws no pieces for a ruleset without it. Like `view`, it shows only what the role
   * may see: a piece face down to it carries its side, never its id, type or values.
   */
  picture?(state: S, role: string, ctx: ReadContext<H>): Picture;
  /** The result once the game is over; undefined while it goes on. */
  result(state: S): GameResult | undefined;
  /** Why an action that is not legal is refused, in words ("a stack of five cannot move"). */
  explain?(state: S, action: A, role: string, ctx: ReadContext<H>): string | undefined;
  /**
   * Optional: the listed twin of an action that is not listed, where `actions` lists one of
   * several choices that differ in nothing the rules care about (the first of two cards of one
   * value, a bid's cards lowest first). An action not in the list is looked up here before it
   * is refused: if the list holds the twin returned, the action is legal and `apply` gets it as
   * named (the other card is the one spent), so `apply` must take every action that has a twin.
   * Answer undefined for an action that has none. Read-only, like `actions`.
   */
  listedAs?(state: S, action: A, role: string, ctx: ReadContext<H>): A | undefined;
  /** The default implementation of each hook house rules may wrap. */
  hooks?: H;
  /** What each hook must return, checked on every house rule's wrapper at run time (a number where the rules add). */
  hookResults?: HookResults<H>;
  /**
   * Campaigns: what carries from the battles fought so far into the next one (losses,
   * demoralization, who holds what), as JSON data the next battle's `setup` reads in
   * `bundle.campaign.carried`. It decides nothing by chance: `setup` may roll with it.
   */
  carry?(previous: BattleRecord<S>[], next: ScenarioBundle, ctx: ReadContext<H>): unknown;
  /** Campaigns: the campaign's result once its last battle is over; by default, whoever won the most battles. */
  campaignResult?(battles: BattleRecord<S>[], ctx: ReadContext<H>): GameResult | undefined;
  /**
   * Search bots: a full state consistent with what `role` sees, its hidden parts (face-down
   * units, the other hands, bags) sampled with `random` (the bot's generator, never the
   * game's). The search plays on it, so it must be a copy that `apply` may change: it may
   * share with `state` only what `apply` never changes (a board). What `role` sees, and so
   * what it may do now, must be as in `state`. Without it the search
   * plays on a copy of the state itself, as in a game of perfect information.
   */
  determinize?(state: S, role: string, random: Random, ctx: ReadContext<H>): S;
  /** Search bots: how good `state` is for `role`, from 0 (lost) to 1 (won), to cut playouts short. Cheap, and decides nothing by chance. */
  evaluate?(state: S, role: string, ctx: ReadContext<H>): number;
  /**
   * Search bots: how promising `action` looks for `role` in `state`, before trying it (any
   * scale, higher first). With hundreds of legal actions the search tries them in this order
   * and widens slowly, instead of trying each once. Cheap, and decides nothing by chance.
   */
  prior?(state: S, action: A, role: string, ctx: ReadContext<H>): number;
}

/**
 * A hook wrapper: receives the next implementation in the chain and the hook's arguments.
 * While it runs, `hookContext()` gives it the options and a log marked with its name.
 */
export type HookWrapper<F extends (...args: never[]) => unknown> = (next: F, ...args: Parameters<F>) => ReturnType<F>;

/** A house rule: wrappers for some of a ruleset's hooks. */
export interface HouseRule<H extends Hooks = Hooks> {
  hooks: { [K in keyof H]?: HookWrapper<H[K]> };
}

/** Declares a ruleset; returns it unchanged, typed. */
export function defineRuleset<S, A, H extends Hooks = Hooks>(ruleset: Ruleset<S, A, H>): Ruleset<S, A, H> {
  return ruleset;
}

/** Where each house rule was declared: the stack of its `defineHouseRule` call, in the house rule's own module. */
const declaredAt = new WeakMap<object, string>();

/** The call frames of a stack (V8's starts with the message, QuickJS's does not). */
const framesOf = (stack: string) => stack.split('\n').filter((line) => /^\s*at /.test(line));

/** Declares a house rule; returns it unchanged, typed. */
export function defineHouseRule<H extends Hooks = Hooks>(houseRule: HouseRule<H>): HouseRule<H> {
  // Kept so that a mistake found in its table later, when the hooks are composed, is shown
  // at this call in the house rule's file rather than in the generated entry that composes them.
  const stack = new Error().stack;
  if (stack !== undefined && typeof houseRule === 'object' && houseRule !== null) declaredAt.set(houseRule, stack);
  return houseRule;
}

/**
 * An error in a house rule's table, located in the house rule's own file: where it was
 * declared by `defineHouseRule`, or else (a plain object) inside the wrapper at fault.
 */
function houseRuleError(rule: object, message: string, wrapper: unknown): Error {
  const error = new Error(message);
  const declared = declaredAt.get(rule);
  const frames = declared !== undefined ? framesOf(declared) : wrapperFrames(wrapper);
  if (frames !== undefined && error.stack !== undefined) {
    const own = error.stack.split('\n').filter((line) => line !== '' && !/^\s*at /.test(line));
    error.stack = [...own, ...frames].join('\n');
  }
  return error;
}

/**
 * The frames of a stack from inside a wrapper, so that an error about it shows where the
 * modder wrote it: the wrapper is called with a `next` that throws (or throws by itself on
 * the missing arguments). Only for a table that is failing anyway; a wrapper that returns
 * without calling `next` gives nothing.
 */
function wrapperFrames(wrapper: unknown): string[] | undefined {
  if (typeof wrapper !== 'function') return undefined;
  try {
    (wrapper as (next: () => never) => unknown)(() => {
      throw new Error('located');
    });
  } catch (thrown) {
    const stack = thrown instanceof Error ? thrown.stack : undefined;
    if (stack === undefined) return undefined;
    // The frames from here down are the SDK composing the hooks, not the house rule.
    const frames = framesOf(stack);
    const ours = frames.findIndex((line) => line.includes('wrapperFrames'));
    return ours > 0 ? frames.slice(0, ours) : frames;
  }
  return undefined;
}

/**
 * Builds the hook table a ruleset sees: its own defaults, wrapped by each house rule in
 * order — the first house rule wraps the ruleset's hook, the second wraps the first.
 * A house rule that names a hook the ruleset does not have is an error, not a no-op.
 */
export function composeHooks<H extends Hooks>(
  base: H | undefined,
  houseRules: readonly { name: string; rule: HouseRule<H> }[],
  results: HookResults<H> = {},
  // What `hookContext()` gives a wrapper (the call's options and log), and where its calls are counted.
  context: { environment?: () => HookEnvironment; counts?: HookCounts } = {},
): H {
  const environment = context.environment ?? (() => ({ options: {} }));
  const table: Record<string, (...args: never[]) => unknown> = { ...(base ?? {}) };
  for (const { name, rule } of houseRules) {
    for (const [hook, wrapper] of Object.entries(rule.hooks ?? {})) {
      const inner = table[hook];
      if (!inner) {
        const guess = closestName(hook, Object.keys(table));
        const has = `it has ${Object.keys(table).join(', ') || 'none'}`;
        throw houseRuleError(
          rule,
          `house rule ${name} wraps the hook \`${hook}\`, which the ruleset does not have (${guess ? `did you mean \`${guess}\`? ` : ''}${has})`,
          wrapper,
        );
      }
      const wrap = wrapper as HookWrapper<(...args: never[]) => unknown>;
      const at = { houseRule: name, hook, environment, counts: context.counts };
      // Listed from the start, so that a wrapper never called shows as such.
      if (context.counts) (context.counts[name] ??= {})[hook] ??= { calls: 0, changed: 0 };
      const inContext: HookWrapper<(...args: never[]) => unknown> = (next, ...args) => callWrapper(at, wrap, next, args);
      const shape = (results as Record<string, ResultShape | undefined>)[hook];
      table[hook] = shape === undefined ? (...args: never[]) => inContext(inner, ...args) : checkedWrapper(name, hook, inContext, inner, shape);
    }
  }
  return table as H;
}

/**
 * A wrapper whose result is checked against its hook's shape. One that does not fit is
 * thrown from inside the wrapper: it is called once more with a `next` that throws, so the
 * error's first frame in the mods' code is the house rule's own call of `next` (the call
 * is failing anyway; a wrapper that never calls `next` is named in the message alone).
 */
function checkedWrapper(
  houseRule: string,
  hook: string,
  wrap: HookWrapper<(...args: never[]) => unknown>,
  inner: (...args: never[]) => unknown,
  shape: ResultShape,
): (...args: never[]) => unknown {
  return (...args: never[]) => {
    const result = wrap(inner, ...args);
    if (shapeProblem(result, shape) === undefined) return result;
    // The error is made inside the second call, so its stack holds the wrapper's frame.
    wrap(
      () => {
        throw new HookResultError(houseRule, hook, result, shape);
      },
      ...args,
    );
    throw new HookResultError(houseRule, hook, result, shape);
  };
}
