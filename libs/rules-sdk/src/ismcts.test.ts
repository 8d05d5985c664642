import { describe, expect, test } from 'vitest';
import { serve } from './guest';
import type { SearchChoice } from './ismcts';
import { defineRuleset, type Ruleset, type ScenarioBundle } from './ruleset';

const bundle = { scenario: {}, map: {}, oob: {}, manifest: {}, options: {} } as unknown as ScenarioBundle;

// Nim with one pile: take 1 to 3 stones; whoever takes the last one wins. From 9 stones only
// taking 1 wins (it leaves a multiple of 4), so a random player finds it a third of the time.
interface Pile {
  stones: number;
  turn: 'a' | 'b';
  winner?: 'a' | 'b';
}
const nim = defineRuleset<Pile, { take: number }>({
  setup: () => ({ stones: 9, turn: 'a' }),
  active: (s) => (s.winner ? [] : [s.turn]),
  actions: (s) => [1, 2, 3].filter((n) => n <= s.stones).map((take) => ({ action: { take }, prompt: `Take ${take}` })),
  apply: (s, { take }, role) => {
    s.stones -= take;
    if (s.stones === 0) s.winner = role as 'a' | 'b';
    s.turn = s.turn === 'a' ? 'b' : 'a';
    return s;
  },
  view: (s) => s,
  result: (s) => (s.winner ? { winner: s.winner, reason: `${s.winner} took the last stone` } : undefined),
});

const decide = (api: ReturnType<typeof serve>, request: object) => JSON.parse(api.decide(JSON.stringify(request))) as SearchChoice<unknown>;

describe('ISMCTS on a game of perfect information', () => {
  test('finds the only winning move, which random play finds a third of the time', () => {
    const api = serve(nim);
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    const before = api.hash();
    for (const seed of [1, 2, 3, 4, 5]) {
      const choice = decide(api, { role: 'a', iterations: 600, seed });
      expect(choice.action).toEqual({ take: 1 });
      expect(choice.value).toBeGreaterThan(0.6);
    }
    // The search played on copies: the game and its generator are as they were.
    expect(api.hash()).toBe(before);
  });

  test('does not search when only one action is legal', () => {
    const api = serve(nim);
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    api.apply(JSON.stringify({ role: 'a', action: { take: 3 } }));
    api.apply(JSON.stringify({ role: 'b', action: { take: 3 } }));
    api.apply(JSON.stringify({ role: 'a', action: { take: 2 } }));
    expect(decide(api, { role: 'b', iterations: 500, seed: 1 })).toMatchObject({ action: { take: 1 }, iterations: 0 });
  });
});

// A guessing game: the hider's number (0 to 4) is secret; the seeker names one and wins if
// it is right. A search that read the truth would always guess right.
interface Guess {
  secret: number;
  guessed?: number;
}
/** Every secret the rules were shown during a search, in order. */
const seen: number[] = [];
const guess = defineRuleset<Guess, { guess: number }>({
  setup: (_bundle, ctx) => ({ secret: ctx.random.int(5) }),
  active: (s) => (s.guessed === undefined ? ['seeker'] : []),
  actions: () => [0, 1, 2, 3, 4].map((n) => ({ action: { guess: n }, prompt: `Guess ${n}` })),
  apply: (s, { guess: n }) => {
    seen.push(s.secret);
    s.guessed = n;
    return s;
  },
  view: (s, role) => (role === 'hider' ? s : { guessed: s.guessed }),
  result: (s) => (s.guessed === undefined ? undefined : { winner: s.guessed === s.secret ? 'seeker' : 'hider', reason: 'the guess is out' }),
  determinize: (s, role, random) => (role === 'hider' ? { ...s } : { ...s, secret: random.int(5) }),
});

describe('ISMCTS on a game of hidden information', () => {
  test('plays on determinizations, never on the hidden truth', () => {
    const choices = [0, 1, 2, 3, 4].map((truth) => {
      const api = serve(guess);
      api.setup(JSON.stringify({ bundle, seed: 1 }));
      api.load(JSON.stringify({ ...(JSON.parse(api.save()) as object), state: { secret: truth } }));
      seen.length = 0;
      const choice = decide(api, { role: 'seeker', iterations: 300, seed: 9 });
      // The secrets the search played with are its own samples, not the truth…
      expect(new Set(seen).size).toBe(5);
      expect(seen.filter((s) => s === truth).length).toBeLessThan(seen.length / 2);
      return choice;
    });
    // …so what it decides does not depend on the truth at all, and it cannot expect to win.
    for (const choice of choices) expect(choice).toEqual(choices[0]);
    expect(choices[0]?.value).toBeLessThan(0.5);
  });
});

describe('a search in steps', () => {
  test('resumed in steps it grows the same tree as in one call', () => {
    const api = serve(nim);
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    const whole = decide(api, { role: 'a', iterations: 300, seed: 4 });
    decide(api, { role: 'a', iterations: 100, seed: 4, keep: true });
    decide(api, { role: 'a', iterations: 150, resume: true, keep: true });
    const stepped = decide(api, { role: 'a', iterations: 50, resume: true });
    expect(stepped).toEqual(whole);
    expect(stepped.iterations).toBe(300);
  });

  test('stops a call once its playouts have applied enough actions, and resumed ends as one call would', () => {
    // Nim without an evaluation plays every playout to the end: at most 9 actions each, so a
    // call bounded to 20 actions runs a few iterations, whatever it is asked.
    const api = serve(nim);
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    const whole = decide(api, { role: 'a', iterations: 300, seed: 4 });
    let step = decide(api, { role: 'a', iterations: 300, seed: 4, maxActionsPerRun: 20, keep: true });
    expect(step.iterations).toBeGreaterThan(1);
    expect(step.iterations).toBeLessThanOrEqual(20);
    let calls = 1;
    while (step.iterations < 300) {
      step = decide(api, { role: 'a', iterations: 300 - step.iterations, resume: true, keep: true });
      calls++;
    }
    expect(calls).toBeGreaterThan(15);
    expect(step).toEqual(whole);
  });

  test('resumes only the search it kept, for the same role and the same state', () => {
    const api = serve(nim);
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    expect(() => decide(api, { role: 'a', iterations: 5, resume: true })).toThrow(/no search for a is in progress/);
    decide(api, { role: 'a', iterations: 5, seed: 1, keep: true });
    expect(() => decide(api, { role: 'b', iterations: 5, resume: true })).toThrow(/no search for b/);
    decide(api, { role: 'a', iterations: 5, seed: 1, keep: true });
    api.apply(JSON.stringify({ role: 'a', action: { take: 1 } }));
    expect(() => decide(api, { role: 'b', iterations: 5, resume: true })).toThrow(/no search for b/);
    // A search that was not kept cannot be resumed either.
    decide(api, { role: 'b', iterations: 5, seed: 1 });
    expect(() => decide(api, { role: 'b', iterations: 5, resume: true })).toThrow(/no search/);
  });
});

// Nim again, with a prior that knows the theory: take what leaves a multiple of four.
const guided = defineRuleset<Pile, { take: number }>({ ...nim, prior: (s, { take }) => ((s.stones - take) % 4 === 0 ? 1 : 0) });
const misled = defineRuleset<Pile, { take: number }>({ ...nim, prior: (_s, { take }) => take });

describe('a prior', () => {
  test('orders the trial of actions, so that a small budget tries the promising ones first', () => {
    const api = serve(guided);
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    // Before any iteration the best prior is the answer; one iteration tries only it.
    expect(decide(api, { role: 'a', iterations: 1, seed: 2 })).toMatchObject({ action: { take: 1 }, visits: 1 });
  });

  test('only orders: enough iterations overrule a wrong one', () => {
    const api = serve(misled);
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    expect(decide(api, { role: 'a', iterations: 1, seed: 2 }).action).toEqual({ take: 3 });
    expect(decide(api, { role: 'a', iterations: 2000, seed: 2 }).action).toEqual({ take: 1 });
  });

  test('is asked once for each action at each node, not at every visit', () => {
    // Nim whose state remembers the takes that led to it: a node of the tree is such a sequence.
    type Traced = Pile & { takes: number[] };
    const calls = new Map<string, number>();
    const traced = defineRuleset<Traced, { take: number }>({
      ...(nim as unknown as Ruleset<Traced, { take: number }>),
      setup: () => ({ stones: 9, turn: 'a', takes: [] }),
      apply: (s, { take }, role) => {
        s.takes.push(take);
        s.stones -= take;
        if (s.stones === 0) s.winner = role as 'a' | 'b';
        s.turn = s.turn === 'a' ? 'b' : 'a';
        return s;
      },
      prior: (s, { take }) => {
        const key = `${s.takes.join(',')}:${take}`;
        calls.set(key, (calls.get(key) ?? 0) + 1);
        return (s.stones - take) % 4 === 0 ? 1 : 0;
      },
    });
    const api = serve(traced);
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    expect(decide(api, { role: 'a', iterations: 400, seed: 3 }).action).toEqual({ take: 1 });
    // The search went below the root, and asked at each node once for each action.
    expect([...calls.keys()].some((key) => key.includes(','))).toBe(true);
    expect(Math.max(...calls.values())).toBe(1);
  });
});
