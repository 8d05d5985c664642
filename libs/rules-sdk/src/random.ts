// The one source of chance in a game: the engine's seeded generator. It lives inside the
// sandbox with the rules state (so a die roll costs no crossing), but the engine owns it:
// the seed comes from the engine, its state is saved and hashed with the game, and tests
// can script its next outcomes. Rules reach it only in `setup` and `apply`, as `ctx.random`
// (there `Math.random` draws from it too); every other call decides nothing by chance, and
// `Math.random` throws a `ChanceError` there (see guest.ts).

/** Outcomes a test scripts ahead of the generator: the next die results, or the next cards or pieces drawn. */
export type ScriptedOutcome = { dice: number[]; sides?: number } | { draws: string[]; from?: string };

/** What `setup` and `apply` use for every random outcome, as `ctx.random`. */
export interface Random {
  /** A whole number from 0 to n − 1. */
  int(n: number): number;
  /** One die: 1 to `sides` (6 by default). */
  die(sides?: number): number;
  /** Several dice. */
  dice(count: number, sides?: number): number[];
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** One item at random (not removed). */
  pick<T>(items: readonly T[]): T;
  /**
   * Removes one item at random from `items` and returns it — a card from a deck, a piece
   * from a bag. `from` names the deck or bag so a test can script "the next card drawn
   * from `artillery` is `card-7`". Items are strings or objects with an `id`.
   */
  draw<T extends string | { id: string }>(items: T[], from?: string): T;
}

/** The generator's whole state, as saved with a game. */
export interface RandomState {
  /** sfc32's four 32-bit words. */
  s: [number, number, number, number];
  /** Scripted outcomes not yet used. */
  script: ScriptedOutcome[];
  /** How many outcomes have been produced; the engine uses it to tell that chance was involved. */
  used: number;
}

/** Thrown by `Math.random` outside `setup` and `apply`: chance there would not be saved, hashed or scripted. */
export class ChanceError extends Error {
  override name = 'ChanceError';
}

/** Thrown when a scripted outcome cannot be used where the rules asked for one. */
export class ScriptError extends Error {
  override name = 'ScriptError';
}

/** Expands an integer seed into sfc32's state with splitmix32, so nearby seeds give unrelated games. */
export function seedState(seed: number, script: ScriptedOutcome[] = []): RandomState {
  let x = seed >>> 0;
  const next = () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  return {
    s: [next(), next(), next(), next()],
    script: script.map((o) => ('dice' in o ? { ...o, dice: [...o.dice] } : { ...o, draws: [...o.draws] })),
    used: 0,
  };
}

function itemId(item: string | { id: string }): string {
  return typeof item === 'string' ? item : item.id;
}

/** A `Random` over a state that it advances in place. */
export function createRandom(state: RandomState): Random {
  // sfc32 (Chris Doty-Humphrey's small fast counting generator): fast, 128 bits of state.
  const next32 = () => {
    const s = state.s;
    const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
    s[3] = (s[3] + 1) >>> 0;
    s[0] = s[1] ^ (s[1] >>> 9);
    s[1] = (s[2] + (s[2] << 3)) >>> 0;
    s[2] = (s[2] << 21) | (s[2] >>> 11);
    s[2] = (s[2] + t) >>> 0;
    return t;
  };
  const int = (n: number): number => {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`random.int needs a whole number of at least 1, not ${n}`);
    state.used++;
    // Rejection sampling keeps every value equally likely.
    const limit = Math.floor(0x100000000 / n) * n;
    for (;;) {
      const v = next32();
      if (v < limit) return v % n;
    }
  };
  const head = () => state.script[0];
  const random: Random = {
    int,
    die(sides = 6) {
      const scripted = head();
      if (scripted && 'dice' in scripted && (scripted.sides === undefined || scripted.sides === sides)) {
        const value = scripted.dice.shift() as number;
        if (scripted.dice.length === 0) state.script.shift();
        if (!Number.isInteger(value) || value < 1 || value > sides) throw new ScriptError(`the scripted die result ${value} is not possible on a d${sides}`);
        state.used++;
        return value;
      }
      return int(sides) + 1;
    },
    dice(count, sides = 6) {
      return Array.from({ length: count }, () => random.die(sides));
    },
    shuffle(items) {
      const out = [...items];
      // A swap through a variable: a destructuring swap makes an array each time in QuickJS.
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const held = out[i] as (typeof out)[number];
        out[i] = out[j] as (typeof out)[number];
        out[j] = held;
      }
      return out;
    },
    pick(items) {
      if (items.length === 0) throw new RangeError('random.pick needs at least one item');
      return items[int(items.length)] as (typeof items)[number];
    },
    draw(items, from) {
      if (items.length === 0) throw new RangeError(`nothing is left to draw${from ? ` from ${from}` : ''}`);
      const scripted = head();
      let index: number;
      if (scripted && 'draws' in scripted && (scripted.from === undefined || scripted.from === from)) {
        const id = scripted.draws.shift() as string;
        if (scripted.draws.length === 0) state.script.shift();
        index = items.findIndex((item) => itemId(item) === id);
        if (index < 0)
          throw new ScriptError(`the scripted draw \`${id}\` is not in ${from ?? 'what is being drawn from'} (it holds ${items.map(itemId).join(', ')})`);
        state.used++;
      } else {
        index = int(items.length);
      }
      return items.splice(index, 1)[0] as (typeof items)[number];
    },
  };
  return random;
}
