// What a house rule's wrapper may reach besides its arguments: the game's options and a log
// marked with its name. Wrappers keep their signature `(next, ...args)`; they ask for the
// context with `hookContext()` while they run, so every wrapper written before still works.
import { canonicalJson } from './canonical';

/** What a house rule's wrapper reads with {@link hookContext} while it runs. */
export interface HookContext {
  /** The house rule's name: its mod id. */
  houseRule: string;
  /** The hook being wrapped. */
  hook: string;
  /** The game's options: the ruleset's defaults, then the house rules', the scenario's and the player's. */
  options: Record<string, unknown>;
  /**
   * Adds a line to the game log, for everyone or for some roles only, marked with the house
   * rule's name (`[grand-battery] three artillery cards`). Only `setup` and `apply` keep a
   * log: a line written while the rules list actions, draw a view or play a game out between
   * bots is dropped (`logs` is then false).
   */
  log(text: string, to?: string[]): void;
  /** False when nothing keeps what `log` writes now. */
  logs: boolean;
}

/** What the guest tells the hooks of the call running now: the options, and the log where there is one. */
export interface HookEnvironment {
  options: Record<string, unknown>;
  log?: (text: string, to?: string[]) => void;
}

/** How often one house rule's wrapper of one hook was called, and how often its result differed from what `next` gave. */
export interface HookCount {
  calls: number;
  /** Calls whose result was not what `next` returned (by canonical JSON), or that never called `next`. */
  changed: number;
}

/** Counts by house rule, then by hook. */
export type HookCounts = Record<string, Record<string, HookCount>>;

/** The wrapper running now (the innermost), and the call's environment. */
let running: { houseRule: string; hook: string; environment: () => HookEnvironment } | undefined;

/**
 * The context of the house rule whose wrapper is running: its name, the hook, the options and
 * its log. Call it inside a wrapper (`const ctx = hookContext()`); anywhere else it throws.
 */
export function hookContext(): HookContext {
  const now = running;
  if (!now) throw new Error('hookContext() was called outside a house rule’s wrapper: call it inside the function that wraps a hook');
  const { options, log } = now.environment();
  const mark = `[${now.houseRule}] `;
  return {
    houseRule: now.houseRule,
    hook: now.hook,
    options,
    log: (text, to) => log?.(`${mark}${String(text)}`, to),
    logs: log !== undefined,
  };
}

/** True when two hook results are the same value. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return Number.isNaN(a) && Number.isNaN(b);
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * Calls a house rule's wrapper as `houseRule`, so that {@link hookContext} answers for it, and
 * counts the call in `counts` when given (and whether it changed what `next` gave).
 */
export function callWrapper(
  at: { houseRule: string; hook: string; environment: () => HookEnvironment; counts: HookCounts | undefined },
  wrapper: (next: (...args: never[]) => unknown, ...args: never[]) => unknown,
  inner: (...args: never[]) => unknown,
  args: never[],
): unknown {
  const outer = running;
  running = at;
  try {
    if (!at.counts) return wrapper(inner, ...args);
    // The wrapper's own `next` remembers what it answered, to tell a changed result.
    let answered: { value: unknown } | undefined;
    const next = (...nextArgs: never[]) => {
      const value = inner(...nextArgs);
      answered = { value };
      return value;
    };
    const result = wrapper(next, ...args);
    const byHook = (at.counts[at.houseRule] ??= {});
    const count = (byHook[at.hook] ??= { calls: 0, changed: 0 });
    count.calls++;
    if (!answered || !same(answered.value, result)) count.changed++;
    return result;
  } finally {
    running = outer;
  }
}
