// The side of the boundary that runs with the rules: it keeps the state and the generator
// inside the sandbox and answers the engine's calls. Every call takes and returns JSON
// text, so the same functions serve QuickJS (sandbox mode) and V8 (native mode).
import { canonicalJson, hashOf } from './canonical';
import { Search, type SearchBudget, type SearchGame } from './ismcts';
import { Playout, type ActionCount, type PlayoutRequest } from './playout';
import { gameCharCounter, logCounter } from './log-limits';
import type { HookCounts } from './hook-context';
import { ChanceError, createRandom, seedState, type Random, type RandomState, type ScriptedOutcome } from './random';
import {
  composeHooks,
  type BattleRecord,
  type GameResult,
  type HouseRule,
  type Hooks,
  type CountedActions,
  type LegalAction,
  type LogEntry,
  type ReadContext,
  type Ruleset,
  type RulesContext,
  type ScenarioBundle,
} from './ruleset';

/** What the engine sends to start a game. */
export interface SetupRequest {
  bundle: ScenarioBundle;
  seed: number;
  script?: ScriptedOutcome[];
}

/** What an accepted action (or the set-up) produced. */
export interface Applied {
  ok: true;
  /** Roles that must act next. */
  active: string[];
  log: LogEntry[];
  /** True when the rules revealed something or chance was used: undo cannot go back past it. */
  barrier: boolean;
  result: GameResult | null;
}

/** A refused action: the state is unchanged. */
export interface Refused {
  ok: false;
  reason: string;
}

/** What the engine sends to learn what carries into a campaign's next battle. */
export interface CarryRequest {
  previous: BattleRecord[];
  next: ScenarioBundle;
}

/**
 * What the engine sends to have a search bot choose for a role: its budget and its own seed.
 * A host with a clock searches in steps: `keep` keeps the search for the next request, which
 * adds `iterations` to it with `resume` (its seed and settings are those of the first).
 */
export interface DecideRequest extends SearchBudget {
  role: string;
  keep?: boolean;
  resume?: boolean;
}

/** What the engine sends to learn a campaign's result. */
export interface CampaignResultRequest {
  battles: BattleRecord[];
  options: Record<string, unknown>;
}

/** The functions a guest exposes to the engine; all take and return JSON text. */
export interface GuestApi {
  setup(request: string): string;
  actions(request: string): string;
  apply(request: string): string;
  /** For bots: how many legal actions a role has, and which concede ({@link ActionCount}), without the list or its prompts. */
  count(request: string): string;
  /** For bots: applies a role's `index`-th legal action (of the order `actions` and `count` give); answers like `apply`, with the `action` applied. */
  applyIndex(request: string): string;
  /** Plays a game (its `setup`, then random bots) inside the guest, a number of actions per call; answers the engine's `GameOutcome` at the end ({@link PlayoutRequest}). */
  playout(request: string): string;
  view(request: string): string;
  /** The ruleset's `picture` for a role, or `null` when the ruleset has no such hook. */
  picture(request: string): string;
  result(): string;
  hash(): string;
  save(): string;
  /** Replaces the state with a saved one; answers like `setup` (who acts now, the result), with an empty log. */
  load(saved: string): string;
  script(outcomes: string): string;
  /** Campaigns: the ruleset's `carry` for a {@link CarryRequest}; `null` when it has none. Needs no game set up. */
  carry(request: string): string;
  /** Campaigns: the ruleset's `campaignResult` for a {@link CampaignResultRequest}; `null` when it has none or gives none. */
  campaignResult(request: string): string;
  /** A search bot's choice for a {@link DecideRequest}: a `SearchChoice` (the action and its index among the role's legal actions). The game is unchanged. */
  decide(request: string): string;
  /** How often each house rule's wrappers were called, and changed a result, since the last time asked ({@link HookCounts}); then starts counting afresh. */
  hookCounts(): string;
  /** For `{ role, action }`: the listed twin of an action the role's list does not hold (the ruleset's `listedAs`), or `null`. The game is unchanged. */
  twin(request: string): string;
}

const CHANCE_ADVICE = 'chance belongs in setup and apply, through ctx.random';

/**
 * The rules call running now (undefined between calls), and the generator it may draw from
 * (only `setup` and `apply` have one). Two variables, not an object made for every call:
 * playouts make several calls an action, and each allocation counts in QuickJS.
 */
let runningCall: string | undefined;
let runningRandom: Random | undefined;

/**
 * The `Math.random` rules see during every call: in `setup` and `apply` a draw from the
 * game's generator (so even a ruleset that calls it is reproducible, saved and hashed),
 * anywhere else a `ChanceError` naming the call. One function for every call, so a mod
 * that keeps it in a variable gets the same answer as from `Math.random` at that moment.
 */
function gameRandom(): number {
  if (runningCall === undefined) throw new ChanceError(`Math.random was called outside any rules call: ${CHANCE_ADVICE}`);
  if (!runningRandom) throw new ChanceError(`\`${runningCall}\` called Math.random: ${CHANCE_ADVICE}`);
  return runningRandom.int(0x40000000) / 0x40000000;
}

/**
 * Runs rules code as the call `call`, with `Math.random` answering as {@link gameRandom}
 * does. The outermost call puts back what was there before it: in native mode the host's
 * own generator, in the sandbox the prelude's thrower.
 */
function within<T>(call: string, random: Random | undefined, run: () => T): T {
  const outerCall = runningCall;
  const outerRandom = runningRandom;
  // Set again for every function of the rules, so a mod that replaced it replaced it for
  // the rest of one function at most.
  const before = outerCall !== undefined ? gameRandom : Math.random;
  Math.random = gameRandom;
  runningCall = call;
  runningRandom = random;
  try {
    return run();
  } finally {
    runningCall = outerCall;
    runningRandom = outerRandom;
    Math.random = before;
  }
}

/** Every function of the guest API, run as the call of its name (see {@link within}). */
function guarded(api: GuestApi): GuestApi {
  const entries = Object.entries(api).map(([name, fn]) => [
    name,
    (argument: string) => within(name, undefined, () => (fn as (argument: string) => string)(argument)),
  ]);
  return Object.fromEntries(entries) as GuestApi;
}

/**
 * An action as `apply` receives it after a round trip through JSON (listed, sent to the
 * engine, sent back), so applying by index gives the rules exactly what `apply` would.
 */
function asSent<A>(action: A): A {
  return action === undefined ? action : (JSON.parse(JSON.stringify(action)) as A);
}

/** A list's count for a bot: its length, the places of the actions that concede, and each action by its place. */
function countedList<A>(legal: LegalAction<A>[]): CountedActions<A> {
  const concedes: number[] = [];
  for (let i = 0; i < legal.length; i++) if ((legal[i] as LegalAction<A>).concedes === true) concedes.push(i);
  return { count: legal.length, concedes, actionAt: (index) => (legal[index] as LegalAction<A>).action };
}

/** A ruleset's own count, refused with the reason when it is not one a bot can use. */
function checkedCount<A>(counted: CountedActions<A>): CountedActions<A> {
  const { count, concedes } = counted;
  if (!Number.isInteger(count) || count < 0) throw new TypeError(`countActions gave ${String(count)} as the count: it must be a whole number, 0 or more`);
  if (!Array.isArray(concedes)) throw new TypeError('countActions gave no `concedes` list: give the places of the actions that concede, or []');
  if (typeof counted.actionAt !== 'function') throw new TypeError('countActions gave no `actionAt` function');
  return counted;
}

/** Thrown when the engine calls before `setup`. */
class NotStarted extends Error {}

/**
 * Serves a ruleset (with house rules stacked in order) to the engine. The state stays
 * here between calls; only requests and answers cross.
 */
export function serve<S, A, H extends Hooks>(ruleset: Ruleset<S, A, H>, houseRules: readonly { name: string; rule: HouseRule<H> }[] = []): GuestApi {
  // The log of the `setup` or `apply` running now, for the house rules' `hookContext().log`.
  let callLog: ((text: string, to?: string[]) => void) | undefined;
  const counts: HookCounts = {};
  const hooks = composeHooks(ruleset.hooks, houseRules, ruleset.hookResults, {
    environment: () => ({ options, ...(callLog ? { log: callLog } : {}) }),
    counts: houseRules.length > 0 ? counts : undefined,
  });
  const logging = <T>(ctx: RulesContext<H>, run: () => T): T => {
    const outer = callLog;
    callLog = ctx.logs === false ? undefined : ctx.log;
    try {
      return run();
    } finally {
      callLog = outer;
    }
  };
  let state: S | undefined;
  let random: RandomState | undefined;
  let options: Record<string, unknown> = {};
  let lost = false;
  // The legal actions last listed, kept until the state changes, so applying one of them
  // does not list them all again. `version` counts changes of the state.
  let version = 0;
  // The playout in progress, and the state version it left.
  let playing: { version: number; playout: Playout } | undefined;
  // Counts the log of the game a playout plays, dropped as it is written (see LOG_CHARS_PER_GAME).
  let playoutLog: ((text: unknown, to: readonly unknown[] | undefined) => void) | undefined;
  // The search kept between steps of one decision, and the state version it searched.
  let searching: { version: number; role: string; search: Search<S, A> } | undefined;
  let listed: { role: string; version: number; prompts: boolean; legal: LegalAction<A>[]; texts: Set<string> | undefined } | undefined;
  // The legal actions last counted for a bot, kept like `listed`.
  let counted: { role: string; version: number; actions: CountedActions<A> } | undefined;

  // The ruleset's functions, each run as a call of its own name: only `setup` and `apply`
  // draw from the game's generator, and Math.random's error names the function that drew.
  const rules = {
    setup: (bundle: ScenarioBundle, ctx: RulesContext<H>) => within('setup', ctx.random, () => logging(ctx, () => ruleset.setup(bundle, ctx))),
    active: (current: S) => within('active', undefined, () => ruleset.active(current)),
    actions: (current: S, role: string, ctx: ReadContext<H>) => within('actions', undefined, () => ruleset.actions(current, role, ctx)),
    apply: (current: S, action: A, role: string, ctx: RulesContext<H>) =>
      within('apply', ctx.random, () => logging(ctx, () => ruleset.apply(current, action, role, ctx))),
    view: (current: S, role: string, ctx: ReadContext<H>) => within('view', undefined, () => ruleset.view(current, role, ctx)),
    result: (current: S) => within('result', undefined, () => ruleset.result(current)),
    explain: (current: S, action: A, role: string, ctx: ReadContext<H>) => within('explain', undefined, () => ruleset.explain?.(current, action, role, ctx)),
    // An action written by hand may be anything: one the rules cannot read has no twin.
    listedAs: (current: S, action: A, role: string, ctx: ReadContext<H>): A | undefined => {
      try {
        return within('listedAs', undefined, () => ruleset.listedAs?.(current, action, role, ctx));
      } catch {
        return undefined;
      }
    },
  };

  const live = () => {
    if (lost) throw new NotStarted('the state was lost when the rules failed; the engine must load a saved state');
    if (state === undefined || random === undefined) throw new NotStarted('the game has not been set up');
    return { state, random };
  };
  const changed = () => {
    version++;
    listed = undefined;
    counted = undefined;
  };
  const readContext = (): ReadContext<H> => ({ hooks, options });
  // The role's legal actions, listed once per state; without their prompts for bots, which
  // choose by index (the same actions in the same order, see ReadContext.prompts).
  const legalOf = (role: string, prompts = true) => {
    if (listed?.role === role && listed.version === version && (listed.prompts || !prompts)) return listed;
    const legal = rules.actions(live().state, role, prompts ? readContext() : { hooks, options, prompts });
    listed = { role, version, prompts, legal, texts: undefined };
    return listed;
  };
  // The role's legal actions as a bot sees them: counted by the ruleset's `countActions`
  // where it gives an answer, else by listing them (without prompts) once per state.
  const countedOf = (role: string): CountedActions<A> => {
    if (counted?.role === role && counted.version === version) return counted.actions;
    const current = live().state;
    const own = ruleset.countActions
      ? within('countActions', undefined, () => ruleset.countActions?.(current, role, { hooks, options, prompts: false }))
      : undefined;
    const actions = own === undefined ? countedList(legalOf(role, false).legal) : checkedCount(own);
    counted = { role, version, actions };
    return actions;
  };
  // Without a log to fill (a playout between bots), `log` drops its text and says so (`logs`),
  // but still counts it, so that a game fails at the same action on every path.
  const rulesContext = (chance: Random, log: LogEntry[] | undefined, flags: { revealed: boolean }): RulesContext<H> => {
    const count = logCounter();
    const reveal = () => {
      flags.revealed = true;
    };
    if (!log)
      return {
        hooks,
        options,
        random: chance,
        log: (text, to) => {
          count(text, to);
          playoutLog?.(text, to);
        },
        logs: false,
        reveal,
      };
    return {
      hooks,
      options,
      random: chance,
      log: (text, to) => {
        count(text, to);
        log.push(to ? { text, to: [...to] } : { text });
      },
      reveal,
    };
  };
  // The game as the search sees it: the same rules, with chance drawn from the search's own
  // generator and the log thrown away.
  const searchGame = (): SearchGame<S, A> => {
    // The search reads no prompts.
    const read: ReadContext<H> = { ...readContext(), prompts: false };
    const { determinize, evaluate, prior } = ruleset;
    const quiet = (chance: Random): RulesContext<H> => ({ hooks, options, random: chance, log: () => undefined, logs: false, reveal: () => undefined });
    return {
      active: rules.active,
      actions: (current, role) => rules.actions(current, role, read),
      apply: (current, action, role, chance) => rules.apply(current, action, role, quiet(chance)),
      result: rules.result,
      ...(determinize
        ? { determinize: (current: S, role: string, chance: Random) => within('determinize', chance, () => determinize(current, role, chance, read)) }
        : {}),
      ...(evaluate ? { evaluate: (current: S, role: string) => within('evaluate', undefined, () => evaluate(current, role, read)) } : {}),
      ...(prior ? { prior: (current: S, action: A, role: string) => within('prior', undefined, () => prior(current, action, role, read)) } : {}),
    };
  };
  const finish = (log: LogEntry[], barrier: boolean): Applied => {
    const current = live().state;
    return { ok: true, active: rules.active(current), log, barrier, result: rules.result(current) ?? null };
  };
  // Applies an action known to be legal; what `apply`, `applyIndex` and a playout share. A
  // playout reads no log, so it asks for none (`logged` false) and answers with an empty one.
  const applyLegal = (action: A, role: string, logged = true): Applied => {
    const { state: current, random: rng } = live();
    const log: LogEntry[] = [];
    const flags = { revealed: false };
    const usedBefore = rng.used;
    changed();
    try {
      const chance = createRandom(rng);
      state = rules.apply(current, action, role, rulesContext(chance, logged ? log : undefined, flags));
    } catch (cause) {
      // Rules may change the state in place, so after a throw it cannot be trusted. Rather
      // than copy the state before every action, the guest says so and the engine restores
      // its last saved state and replays (see GameSession).
      lost = true;
      throw cause;
    }
    return finish(log, flags.revealed || rng.used !== usedBefore);
  };
  // Whether the role's list holds the action: by its JSON text as listed, else by its canonical JSON.
  const isListed = (role: string, action: A): boolean => {
    const cached = legalOf(role);
    cached.texts ??= new Set(cached.legal.map((l) => JSON.stringify(l.action)));
    return cached.texts.has(JSON.stringify(action)) || cached.legal.some((l) => canonicalJson(l.action) === canonicalJson(action));
  };
  // The twin the rules give an action, where the role's list holds it.
  const twinOf = (current: S, role: string, action: A): A | undefined => {
    const twin = rules.listedAs(current, action, role, readContext());
    return twin !== undefined && isListed(role, twin) ? twin : undefined;
  };
  const countOf = (role: string): ActionCount => {
    const { count, concedes } = countedOf(role);
    return { count, concedes };
  };
  // The role's `index`-th legal action, a copy the rules may change; undefined when there is none.
  const actionAt = (role: string, index: number): A | undefined => {
    const actions = countedOf(role);
    if (!Number.isInteger(index) || index < 0 || index >= actions.count) return undefined;
    return asSent(within('countActions', undefined, () => actions.actionAt(index)));
  };

  const start = (request: string, logged: boolean): Applied => {
    const { bundle, seed, script } = JSON.parse(request) as SetupRequest;
    options = bundle.options ?? {};
    const rng = seedState(seed, script ?? []);
    const log: LogEntry[] = [];
    const flags = { revealed: false };
    const chance = createRandom(rng);
    state = rules.setup(bundle, rulesContext(chance, logged ? log : undefined, flags));
    random = rng;
    lost = false;
    changed();
    return finish(log, true);
  };

  const api: GuestApi = {
    setup(request) {
      return JSON.stringify(start(request, true));
    },
    actions(request) {
      const { role } = JSON.parse(request) as { role: string };
      const current = live().state;
      if (rules.result(current)) return '[]';
      return JSON.stringify(legalOf(role).legal);
    },
    apply(request) {
      const { role, action } = JSON.parse(request) as { role: string; action: A };
      const current = live().state;
      const refuse = (reason: string) => JSON.stringify({ ok: false, reason } satisfies Refused);
      const over = rules.result(current);
      if (over) return refuse(`the game is over: ${over.reason}`);
      // Out of turn, the ruleset's own words where it has them ("it is the French player's turn").
      if (!rules.active(current).includes(role)) return refuse(rules.explain(current, action, role, readContext()) ?? `it is not ${role}'s turn to act`);
      // An action sent back as it was listed has the same JSON text; only one written by
      // hand (members in another order) needs the slower canonical comparison.
      // An action the list holds only as its twin (one of alike choices) is legal as named.
      if (!isListed(role, action)) {
        if (twinOf(current, role, action) !== undefined) return JSON.stringify(applyLegal(action, role));
        const why = rules.explain(current, action, role, readContext());
        return refuse(why ?? `that is not one of ${role}'s legal actions now`);
      }
      return JSON.stringify(applyLegal(action, role));
    },
    count(request) {
      const { role } = JSON.parse(request) as { role: string };
      if (rules.result(live().state)) return JSON.stringify({ count: 0, concedes: [] } satisfies ActionCount);
      return JSON.stringify(countOf(role));
    },
    applyIndex(request) {
      const { role, index } = JSON.parse(request) as { role: string; index: number };
      const current = live().state;
      const refuse = (reason: string) => JSON.stringify({ ok: false, reason } satisfies Refused);
      const over = rules.result(current);
      if (over) return refuse(`the game is over: ${over.reason}`);
      if (!rules.active(current).includes(role)) return refuse(`it is not ${role}'s turn to act`);
      const chosen = actionAt(role, index);
      if (chosen === undefined) return refuse(`${role} has no legal action number ${index} now`);
      // A copy for the answer: the rules may change the one they are given.
      const action = asSent(chosen);
      return JSON.stringify({ ...applyLegal(chosen, role), action });
    },
    playout(request) {
      const asked = JSON.parse(request) as PlayoutRequest;
      if ('setup' in asked) {
        // The log is dropped here, but counted: the game fails where the host's would.
        playoutLog = gameCharCounter();
        const started = start(asked.setup, false);
        const game = {
          count: countOf,
          applyIndex: (role: string, index: number) => {
            const chosen = actionAt(role, index);
            if (chosen === undefined) throw new Error(`${role} has no legal action number ${index} now`);
            return applyLegal(chosen, role, false);
          },
          canonical: () => canonicalJson({ state: live().state, random: live().random }),
        };
        playing = { version, playout: new Playout(game, started, asked.bots, asked.maxActions) };
      }
      // Only the game this call started or last went on with can go on: any other call in between ends it.
      if (!playing || playing.version !== version) throw new NotStarted('no playout is in progress: start one with its setup');
      const outcome = playing.playout.run(asked.steps);
      playing = outcome.kind === 'playing' ? { ...playing, version } : undefined;
      return JSON.stringify(outcome);
    },
    view(request) {
      const { role } = JSON.parse(request) as { role: string };
      return JSON.stringify(rules.view(live().state, role, readContext()) ?? null);
    },
    picture(request) {
      const { role } = JSON.parse(request) as { role: string };
      const current = live().state;
      return JSON.stringify(ruleset.picture?.(current, role, readContext()) ?? null);
    },
    result() {
      return JSON.stringify(rules.result(live().state) ?? null);
    },
    hash() {
      const { state: current, random: rng } = live();
      return JSON.stringify(hashOf({ state: current, random: rng }));
    },
    save() {
      const { state: current, random: rng } = live();
      return JSON.stringify({ state: current, random: rng, options });
    },
    load(saved) {
      const parsed = JSON.parse(saved) as { state: S; random: RandomState; options: Record<string, unknown> };
      state = parsed.state;
      random = parsed.random;
      options = parsed.options ?? {};
      lost = false;
      changed();
      // Who acts now may differ from before (a test's state patch sets whose turn it is).
      return JSON.stringify(finish([], true));
    },
    script(outcomes) {
      const rng = live().random;
      rng.script.push(...(JSON.parse(outcomes) as ScriptedOutcome[]));
      changed();
      return 'true';
    },
    decide(request) {
      const { role, keep, resume, ...budget } = JSON.parse(request) as DecideRequest;
      const current = live().state;
      if (rules.result(current)) throw new Error('the game is over: there is nothing to decide');
      if (resume && (searching?.version !== version || searching.role !== role))
        throw new NotStarted(`no search for ${role} is in progress: start one without \`resume\``);
      const search = resume && searching ? searching.search : new Search(searchGame(), current, role, budget);
      search.run(budget.iterations);
      searching = keep ? { version, role, search } : undefined;
      return JSON.stringify(search.choice());
    },
    // Campaign calls read only their request, never the game in progress.
    carry(request) {
      const { previous, next } = JSON.parse(request) as CarryRequest;
      if (!ruleset.carry) return 'null';
      return JSON.stringify(ruleset.carry(previous as BattleRecord<S>[], next, { hooks, options: next.options ?? {} }) ?? null);
    },
    twin(request) {
      const { role, action } = JSON.parse(request) as { role: string; action: A };
      const current = live().state;
      if (rules.result(current) || !rules.active(current).includes(role)) return 'null';
      return JSON.stringify(twinOf(current, role, action) ?? null);
    },
    hookCounts() {
      const answer = JSON.stringify(counts);
      // Zeroed in place: the composed hooks hold these objects.
      for (const byHook of Object.values(counts)) for (const count of Object.values(byHook)) Object.assign(count, { calls: 0, changed: 0 });
      return answer;
    },
    campaignResult(request) {
      const { battles, options: campaignOptions } = JSON.parse(request) as CampaignResultRequest;
      if (!ruleset.campaignResult) return 'null';
      return JSON.stringify(ruleset.campaignResult(battles as BattleRecord<S>[], { hooks, options: campaignOptions ?? {} }) ?? null);
    },
  };
  return guarded(api);
}
