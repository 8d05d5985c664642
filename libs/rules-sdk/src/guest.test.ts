import { describe, expect, test } from 'vitest';
import { canonicalJson, hashOf, hashOfCanonical } from './canonical';
import { serve, type GuestApi } from './guest';
import { ChanceError } from './random';
import { hookContext } from './hook-context';
import { composeHooks, defineHouseRule, defineRuleset, type ReadContext, type ScenarioBundle } from './ruleset';

// A tiny race: each turn the active player may roll (adding a d6 to their score) or pass;
// the first to 10 wins. Hooks let a house rule change the roll.
interface State {
  turn: string;
  scores: Record<string, number>;
  secret: Record<string, number>;
}
type Action = { type: 'roll' } | { type: 'pass' } | { type: 'explode' };
const race = defineRuleset<State, Action, { rollBonus: (score: number) => number }>({
  setup: (_bundle, ctx) => ({ turn: 'a', scores: { a: 0, b: 0 }, secret: { a: ctx.random.die(), b: ctx.random.die() } }),
  active: (s) => (Object.values(s.scores).some((v) => v >= 10) ? [] : [s.turn]),
  actions: () => [
    { action: { type: 'roll' }, prompt: 'Roll a die' },
    { action: { type: 'pass' }, prompt: 'Pass' },
    { action: { type: 'explode' }, prompt: 'Break the rules' },
  ],
  apply: (s, action, role, ctx) => {
    if (action.type === 'explode') {
      s.scores[role] = 99;
      throw new Error('boom');
    }
    if (action.type === 'roll') {
      const roll = ctx.random.die();
      s.scores[role] = (s.scores[role] ?? 0) + roll + ctx.hooks.rollBonus(s.scores[role] ?? 0);
      ctx.log(`${role} rolled ${roll}`);
      ctx.log(`${role}'s secret is ${s.secret[role]}`, [role]);
    }
    s.turn = s.turn === 'a' ? 'b' : 'a';
    return s;
  },
  view: (s, role) => ({ ...s, secret: { [role]: s.secret[role] } }),
  result: (s) => {
    const winner = Object.entries(s.scores).find(([, v]) => v >= 10)?.[0];
    return winner ? { winner, reason: `${winner} reached 10` } : undefined;
  },
  explain: (_s, action) => (action.type === 'roll' ? undefined : `nobody may ${JSON.stringify(action)}`),
  hooks: { rollBonus: () => 0 },
});

const bundle = { scenario: {}, map: {}, oob: {}, manifest: {}, options: {} } as unknown as ScenarioBundle;
const call = (json: string) => JSON.parse(json) as Record<string, unknown>;

describe('serve', () => {
  test('answers the picture of a role, or null for a ruleset without the hook', () => {
    const drawn = serve({
      ...race,
      picture: (s, role) => ({
        pieces: [
          { at: { hex: '0101' }, side: role, id: role, values: String(s.scores[role]) },
          { at: { area: 'far' }, side: 'b', faceDown: true },
        ],
      }),
    });
    drawn.setup(JSON.stringify({ bundle, seed: 1 }));
    expect(JSON.parse(drawn.picture(JSON.stringify({ role: 'a' })))).toEqual({
      pieces: [
        { at: { hex: '0101' }, side: 'a', id: 'a', values: '0' },
        { at: { area: 'far' }, side: 'b', faceDown: true },
      ],
    });
    const plain = serve(race);
    plain.setup(JSON.stringify({ bundle, seed: 1 }));
    expect(JSON.parse(plain.picture(JSON.stringify({ role: 'a' })))).toBeNull();
  });

  test('setup, legal actions, apply and the log', () => {
    const api = serve(race);
    expect(call(api.setup(JSON.stringify({ bundle, seed: 1 })))).toMatchObject({ ok: true, active: ['a'], barrier: true });
    expect(JSON.parse(api.actions(JSON.stringify({ role: 'a' })))).toHaveLength(3);
    const applied = call(api.apply(JSON.stringify({ role: 'a', action: { type: 'roll' } })));
    expect(applied).toMatchObject({ ok: true, active: ['b'], barrier: true });
    expect(applied.log).toEqual([{ text: expect.stringMatching(/^a rolled \d$/) }, { text: expect.stringMatching(/secret/), to: ['a'] }]);
    expect(call(api.apply(JSON.stringify({ role: 'b', action: { type: 'pass' } })))).toMatchObject({ ok: true, barrier: false });
  });

  test('an action out of turn or not legal is refused with a reason and changes nothing', () => {
    const api = serve(race);
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    const before = api.hash();
    expect(call(api.apply(JSON.stringify({ role: 'b', action: { type: 'roll' } })))).toEqual({ ok: false, reason: "it is not b's turn to act" });
    // Out of turn too, the ruleset's `explain` gives the reason where it has one.
    expect(call(api.apply(JSON.stringify({ role: 'b', action: { type: 'pass' } })))).toEqual({ ok: false, reason: 'nobody may {"type":"pass"}' });
    expect(call(api.apply(JSON.stringify({ role: 'a', action: { type: 'fly' } })))).toEqual({ ok: false, reason: 'nobody may {"type":"fly"}' });
    expect(api.hash()).toBe(before);
  });

  test('an action whose twin the rules list is legal, and applied as named', () => {
    // 'hold' is a twin of the listed 'pass'; 'fly' names a twin the list does not hold.
    type Twin = Action | { type: 'hold' } | { type: 'fly' };
    let asked = 0;
    const applied: string[] = [];
    const twins = serve({
      ...race,
      listedAs: (_s: State, action: Twin) => {
        asked++;
        return action.type === 'hold' ? { type: 'pass' } : action.type === 'fly' ? { type: 'jump' } : undefined;
      },
      apply: (s: State, action: Twin, role: string, ctx: never) => (applied.push(action.type), race.apply(s, action as Action, role, ctx)),
    } as unknown as typeof race);
    twins.setup(JSON.stringify({ bundle, seed: 1 }));
    const before = twins.hash();
    expect(call(twins.apply(JSON.stringify({ role: 'a', action: { type: 'fly' } })))).toEqual({ ok: false, reason: 'nobody may {"type":"fly"}' });
    expect(twins.hash()).toBe(before);
    expect(call(twins.apply(JSON.stringify({ role: 'a', action: { type: 'hold' } })))).toMatchObject({ ok: true, active: ['b'] });
    expect(applied).toEqual(['hold']);
    // `twin` answers the listed twin, or null (for one whose twin is not listed, or that the rules cannot read).
    expect(JSON.parse(twins.twin(JSON.stringify({ role: 'b', action: { type: 'hold' } })))).toEqual({ type: 'pass' });
    expect(JSON.parse(twins.twin(JSON.stringify({ role: 'b', action: { type: 'fly' } })))).toBeNull();
    expect(JSON.parse(twins.twin(JSON.stringify({ role: 'a', action: { type: 'hold' } })))).toBeNull();
    // A listed action is applied without asking.
    asked = 0;
    expect(call(twins.apply(JSON.stringify({ role: 'b', action: { type: 'pass' } })))).toMatchObject({ ok: true });
    expect(asked).toBe(0);
  });

  test('when the rules throw half way, the guest refuses to go on until a saved state is loaded', () => {
    const api = serve(race);
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    const saved = api.save();
    const before = api.hash();
    expect(() => api.apply(JSON.stringify({ role: 'a', action: { type: 'explode' } }))).toThrow('boom');
    expect(() => api.hash()).toThrow(/state was lost/);
    api.load(saved);
    expect(api.hash()).toBe(before);
  });

  test('the legal actions listed are reused to check an action, and forgotten when the state changes', () => {
    let listings = 0;
    const counted = serve({ ...race, actions: (s: never, r: string, c: never) => (listings++, race.actions(s, r, c)) } as typeof race);
    counted.setup(JSON.stringify({ bundle, seed: 1 }));
    counted.actions(JSON.stringify({ role: 'a' }));
    counted.apply(JSON.stringify({ role: 'a', action: { type: 'pass' } }));
    expect(listings).toBe(1);
    counted.apply(JSON.stringify({ role: 'b', action: { type: 'pass' } }));
    expect(listings).toBe(2);
  });

  test('bots list without prompts; people get them, listed again if need be', () => {
    const asked: (boolean | undefined)[] = [];
    const api = serve({
      ...race,
      actions: (s: never, r: string, c: { prompts?: boolean }) => (
        asked.push(c.prompts),
        race.actions(s, r, c as never).map((l) => (c.prompts === false ? { ...l, prompt: '' } : l))
      ),
    } as typeof race);
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    expect(call(api.count(JSON.stringify({ role: 'a' })))).toEqual({ count: 3, concedes: [] });
    expect(asked).toEqual([false]);
    const listed = JSON.parse(api.actions(JSON.stringify({ role: 'a' }))) as { prompt: string }[];
    expect(listed.map((l) => l.prompt)).toEqual(['Roll a die', 'Pass', 'Break the rules']);
    expect(asked).toEqual([false, undefined]);
    // A listing with prompts serves a bot too.
    expect(call(api.applyIndex(JSON.stringify({ role: 'a', index: 1 })))).toMatchObject({ ok: true, action: { type: 'pass' } });
    expect(asked).toEqual([false, undefined]);
  });

  test('a ruleset that counts its own actions serves bots without listing them, and plays the same games', () => {
    let listings = 0;
    const prompts: (boolean | undefined)[] = [];
    const two = [
      { action: { type: 'roll' as const }, prompt: 'Roll a die' },
      { action: { type: 'pass' as const }, prompt: 'Give up', concedes: true },
    ];
    const listing = { ...race, actions: () => (listings++, two) } as typeof race;
    // Counts while a's score is below 5, then leaves it to the SDK (undefined).
    const counting = {
      ...listing,
      countActions: (s: State, role: string, c: ReadContext) => {
        prompts.push(c.prompts);
        return (s.scores[role] ?? 0) < 5 ? { count: 2, concedes: [1], actionAt: (i: number) => (two[i] as (typeof two)[number]).action } : undefined;
      },
    } as typeof race;
    const api = serve(counting);
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    expect(call(api.count(JSON.stringify({ role: 'a' })))).toEqual({ count: 2, concedes: [1] });
    expect(call(api.applyIndex(JSON.stringify({ role: 'a', index: 2 })))).toMatchObject({ ok: false, reason: 'a has no legal action number 2 now' });
    expect(call(api.applyIndex(JSON.stringify({ role: 'a', index: 0 })))).toMatchObject({ ok: true, action: { type: 'roll' } });
    expect(listings).toBe(0);
    expect(prompts).toEqual([false]);
    // A playout gives the same game, action for action, as counting the list would.
    const play = (ruleset: typeof race) =>
      call(serve(ruleset).playout(JSON.stringify({ setup: JSON.stringify({ bundle, seed: 3 }), bots: { a: 1, b: 2 }, maxActions: 500, steps: 500 })));
    const counted = play(counting);
    expect(counted).toMatchObject({ kind: 'ended' });
    expect(counted).toEqual(play(listing));
    // A count a bot cannot use is refused, with the reason.
    const broken = serve({ ...race, countActions: () => ({ count: -1, concedes: [], actionAt: () => ({ type: 'roll' }) }) } as typeof race);
    broken.setup(JSON.stringify({ bundle, seed: 1 }));
    expect(() => broken.count(JSON.stringify({ role: 'a' }))).toThrow('countActions gave -1 as the count: it must be a whole number, 0 or more');
  });

  test('a playout asks for no log (ctx.logs false); setup and apply for people fill it', () => {
    const logs: (boolean | undefined)[] = [];
    const calm = {
      ...race,
      actions: (s: never, r: string, c: never) => race.actions(s, r, c).slice(0, 2),
      setup: (b: never, c: { logs?: boolean }) => (logs.push(c.logs), race.setup(b, c as never)),
      apply: (s: never, a: never, r: string, c: { logs?: boolean }) => (logs.push(c.logs), race.apply(s, a, r, c as never)),
    } as typeof race;
    const api = serve(calm);
    const outcome = call(api.playout(JSON.stringify({ setup: JSON.stringify({ bundle, seed: 1 }), bots: { a: 1, b: 2 }, maxActions: 500, steps: 500 })));
    expect(outcome).toMatchObject({ kind: 'ended' });
    // The ended game's text is the final state's, hashed by the host to the game's own hash.
    expect(hashOfCanonical(outcome['canonical'] as string)).toBe(JSON.parse(api.hash()));
    expect(logs.length).toBeGreaterThan(2);
    expect(new Set(logs)).toEqual(new Set([false]));
    logs.length = 0;
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    const applied = call(api.apply(JSON.stringify({ role: 'a', action: { type: 'roll' } })));
    expect(logs).toEqual([undefined, undefined]);
    expect(applied['log']).toEqual([{ text: expect.stringMatching(/^a rolled \d$/) }, { text: expect.stringMatching(/^a's secret is \d$/), to: ['a'] }]);
  });

  test('views hide the other role’s secret', () => {
    const api = serve(race);
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    expect(Object.keys(call(api.view(JSON.stringify({ role: 'a' }))).secret as object)).toEqual(['a']);
  });

  test('save and load give the same hash and the same future', () => {
    const a = serve(race);
    a.setup(JSON.stringify({ bundle, seed: 9 }));
    a.apply(JSON.stringify({ role: 'a', action: { type: 'roll' } }));
    const b = serve(race);
    b.load(a.save());
    expect(b.hash()).toBe(a.hash());
    a.apply(JSON.stringify({ role: 'b', action: { type: 'roll' } }));
    b.apply(JSON.stringify({ role: 'b', action: { type: 'roll' } }));
    expect(b.hash()).toBe(a.hash());
  });

  test('load answers who acts now and the result in the loaded state', () => {
    const api = serve(race);
    api.setup(JSON.stringify({ bundle, seed: 9 }));
    const saved = JSON.parse(api.save()) as { state: State };
    expect(call(api.load(JSON.stringify({ ...saved, state: { ...saved.state, turn: 'b' } })))).toEqual({
      ok: true,
      active: ['b'],
      log: [],
      barrier: true,
      result: null,
    });
    expect(call(api.load(JSON.stringify({ ...saved, state: { ...saved.state, scores: { a: 12, b: 0 } } })))).toMatchObject({
      active: [],
      result: { winner: 'a', reason: 'a reached 10' },
    });
  });

  test('scripted dice make a game replay a known line', () => {
    const api = serve(race);
    api.setup(JSON.stringify({ bundle, seed: 3, script: [{ dice: [1, 2, 6, 6] }] }));
    api.apply(JSON.stringify({ role: 'a', action: { type: 'roll' } }));
    api.apply(JSON.stringify({ role: 'b', action: { type: 'roll' } }));
    // The set-up drew the two secrets (1 and 2); the two rolls were the 6s.
    expect(call(api.view(JSON.stringify({ role: 'a' })))).toMatchObject({ scores: { a: 6, b: 6 }, secret: { a: 1 } });
    expect(call(api.view(JSON.stringify({ role: 'b' })))).toMatchObject({ secret: { b: 2 } });
  });

  test('house rules wrap hooks in order, and naming a missing hook is an error', () => {
    const plusOne = defineHouseRule<{ rollBonus: (s: number) => number }>({ hooks: { rollBonus: (next, s) => next(s) + 1 } });
    const double = defineHouseRule<{ rollBonus: (s: number) => number }>({ hooks: { rollBonus: (next, s) => next(s) * 2 } });
    const hooks = composeHooks(race.hooks, [
      { name: 'plus-one', rule: plusOne },
      { name: 'double', rule: double },
    ]);
    expect(hooks.rollBonus(0)).toBe(2);
    expect(() => composeHooks(race.hooks, [{ name: 'bad', rule: { hooks: { nope: () => 1 } } as never }])).toThrow(/bad wraps the hook `nope`/);
  });

  test('a missing hook is shown where the house rule was declared, not where the hooks are composed', () => {
    const misspelt = defineHouseRule({ hooks: { rollBonsu: (next: () => number) => next() } } as never);
    const error = (() => {
      try {
        composeHooks(race.hooks, [{ name: 'typo', rule: misspelt }]);
      } catch (cause) {
        return cause as Error;
      }
      return undefined;
    })();
    expect(error?.message).toContain('house rule typo wraps the hook `rollBonsu`, which the ruleset does not have (did you mean `rollBonus`?');
    const frames = (error?.stack ?? '').split('\n').filter((line) => /^\s*at /.test(line));
    // The declaring call: `defineHouseRule` itself, then this file, where the house rule's table is written.
    expect(frames[0]).toContain('defineHouseRule');
    expect(frames[1]).toContain('guest.test.ts');
    expect(error?.stack).not.toContain('composeHooks');
  });

  test('a house rule written as a plain object is shown at the wrapper of the missing hook', () => {
    const misspelt = {
      hooks: {
        rollBonsu: (next: () => number) => next() + 1, // the wrapper's line
      },
    };
    let error: Error | undefined;
    try {
      composeHooks(race.hooks, [{ name: 'plain', rule: misspelt as never }]);
    } catch (cause) {
      error = cause as Error;
    }
    expect(error?.message).toContain('house rule plain wraps the hook `rollBonsu`, which the ruleset does not have (did you mean `rollBonus`?');
    const frames = (error?.stack ?? '').split('\n').filter((line) => /^\s*at /.test(line));
    const wrapperLine = (new Error().stack ?? '').split('\n')[1]?.match(/guest\.test\.ts:(\d+)/)?.[1];
    const own = frames.find((line) => line.includes('guest.test.ts'));
    // The first frame in this file is the wrapper, eleven lines above the line that made `wrapperLine`.
    expect(own).toContain(`guest.test.ts:${Number(wrapperLine) - 11}:`);
    expect(error?.stack).not.toContain('composeHooks');
  });
});

describe('the context of house rules', () => {
  // Adds the `bonus` option to a player's first roll, and says so in the log.
  const firstRollBonus = defineHouseRule<{ rollBonus: (s: number) => number }>({
    hooks: {
      rollBonus: (next, score) => {
        const ctx = hookContext();
        const bonus = score === 0 ? Number(ctx.options['bonus'] ?? 0) : 0;
        if (bonus > 0) ctx.log(`${ctx.hook}: +${bonus} on a first roll`);
        seen.push({ hook: ctx.hook, logs: ctx.logs });
        return next(score) + bonus;
      },
    },
  });
  let seen: { hook: string; logs: boolean }[] = [];
  // The race, with a view that asks the hook too (a read call, which keeps no log).
  const peeking = {
    ...race,
    view: (s: State, role: string, ctx: ReadContext<{ rollBonus: (s: number) => number }>) => ({ ...s, bonus: ctx.hooks.rollBonus(0) }),
  };

  test('a wrapper reads the options, and its log lines go into the game log marked with its name', () => {
    seen = [];
    const api = serve(peeking, [{ name: 'first-roll', rule: firstRollBonus }]);
    api.setup(JSON.stringify({ bundle: { ...bundle, options: { bonus: 2 } }, seed: 1 }));
    const first = call(api.apply(JSON.stringify({ role: 'a', action: { type: 'roll' } })));
    expect(first['log']).toEqual([
      { text: '[first-roll] rollBonus: +2 on a first roll' },
      { text: expect.stringMatching(/^a rolled \d$/) },
      { text: expect.stringMatching(/secret/), to: ['a'] },
    ]);
    // In a view nothing keeps the log: the line is dropped, and the wrapper is told so.
    expect(call(api.view(JSON.stringify({ role: 'a' })))).toMatchObject({ bonus: 2 });
    expect(seen).toEqual([
      { hook: 'rollBonus', logs: true },
      { hook: 'rollBonus', logs: false },
    ]);
    expect(() => hookContext()).toThrow(/outside a house rule’s wrapper/);
  });

  test('the guest counts each wrapper’s calls and how often it changed what `next` gave', () => {
    const api = serve(race, [{ name: 'first-roll', rule: firstRollBonus }]);
    api.setup(JSON.stringify({ bundle: { ...bundle, options: { bonus: 2 } }, seed: 1, script: [{ dice: [1, 1, 1, 1, 1, 1] }] }));
    for (let i = 0; i < 4; i++) api.apply(JSON.stringify({ role: i % 2 === 0 ? 'a' : 'b', action: { type: 'roll' } }));
    // Four rolls; only the first of each player had a bonus.
    expect(JSON.parse(api.hookCounts())).toEqual({ 'first-roll': { rollBonus: { calls: 4, changed: 2 } } });
    // Asked again, it has counted afresh.
    expect(JSON.parse(api.hookCounts())).toEqual({ 'first-roll': { rollBonus: { calls: 0, changed: 0 } } });
    expect(JSON.parse(serve(race).hookCounts())).toEqual({});
  });
});

describe('canonical JSON', () => {
  test('key order does not change the text or the hash', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(hashOf({ x: 1, y: 2 })).toBe(hashOf({ y: 2, x: 1 }));
    expect(hashOf({ x: 1 })).not.toBe(hashOf({ x: 2 }));
  });
});

describe('Math.random inside the rules', () => {
  test('draws from the engine generator: the same seed gives the same game, and the host’s own is untouched', () => {
    const chaotic = defineRuleset<{ n: number }, { type: 'go' }>({
      setup: () => ({ n: Math.random() }),
      active: () => ['a'],
      actions: () => [{ action: { type: 'go' }, prompt: 'Go' }],
      apply: (s) => ({ n: s.n + Math.random() }),
      view: (s) => s,
      result: () => undefined,
    });
    const play = () => {
      const api = serve(chaotic);
      api.setup(JSON.stringify({ bundle, seed: 4 }));
      api.apply(JSON.stringify({ role: 'a', action: { type: 'go' } }));
      return api.hash();
    };
    const hostRandom = Math.random;
    expect(play()).toBe(play());
    expect(Math.random).toBe(hostRandom);
  });

  test('draws from the game’s generator, whose state is saved: the seed changes the game', () => {
    const drawn = defineRuleset<{ n: number }, { type: 'go' }>({
      setup: () => ({ n: Math.random() }),
      active: () => ['a'],
      actions: () => [{ action: { type: 'go' }, prompt: 'Go' }],
      apply: () => ({ n: Math.random() }),
      view: (s) => s,
      result: () => undefined,
    });
    const game = (seed: number) => {
      const api = serve(drawn);
      api.setup(JSON.stringify({ bundle, seed }));
      return api;
    };
    expect(game(1).hash()).not.toBe(game(2).hash());
    const api = game(1);
    const before = JSON.parse(api.save()) as { random: { used: number } };
    api.apply(JSON.stringify({ role: 'a', action: { type: 'go' } }));
    expect((JSON.parse(api.save()) as { random: { used: number } }).random.used).toBe(before.random.used + 1);
  });

  // Each of these functions calls Math.random where chance is not allowed.
  const drawsIn = (where: 'active' | 'actions' | 'view' | 'result' | 'explain') =>
    defineRuleset<{ n: number }, { type: 'go' }>({
      setup: () => ({ n: 0 }),
      active: () => (where === 'active' ? [Math.random() < 2 ? 'a' : 'b'] : ['a']),
      actions: () => (where === 'actions' && Math.random() > 2 ? [] : [{ action: { type: 'go' }, prompt: 'Go' }]),
      apply: (s) => s,
      view: (s) => (where === 'view' ? { n: Math.random() } : s),
      result: () => (where === 'result' && Math.random() > 2 ? { winner: 'a', reason: 'luck' } : undefined),
      explain: () => (where === 'explain' ? String(Math.random()) : undefined),
    });

  const start = (api: GuestApi) => api.setup(JSON.stringify({ bundle, seed: 1 }));
  test.each([
    ['actions', (api: GuestApi) => api.actions(JSON.stringify({ role: 'a' }))],
    ['view', (api: GuestApi) => api.view(JSON.stringify({ role: 'a' }))],
    ['explain', (api: GuestApi) => api.apply(JSON.stringify({ role: 'a', action: { type: 'stop' } }))],
    // `setup` may draw, but what it calls after the set-up (who acts, whether it is over) may not.
    ['active', start],
    ['result', start],
  ] as const)('is refused in `%s` with an error that names it and says what to do, and the host’s own is put back', (where, call) => {
    const api = serve(drawsIn(where));
    const hostRandom = Math.random;
    if (call !== start) start(api);
    expect(() => call(api)).toThrow(ChanceError);
    expect(() => call(api)).toThrow(new ChanceError(`\`${where}\` called Math.random: chance belongs in setup and apply, through ctx.random`));
    expect(Math.random).toBe(hostRandom);
  });

  test('kept in a variable, it still answers for the call running now, and outside any call it throws', () => {
    let kept: () => number = () => 0;
    const keeper = defineRuleset<{ n: number }, { type: 'go' }>({
      setup: () => {
        kept = Math.random;
        return { n: kept() };
      },
      active: () => ['a'],
      actions: () => [{ action: { type: 'go' }, prompt: 'Go' }],
      apply: (s) => s,
      view: () => kept(),
      result: () => undefined,
    });
    const api = serve(keeper);
    api.setup(JSON.stringify({ bundle, seed: 1 }));
    expect(() => api.view(JSON.stringify({ role: 'a' }))).toThrow('`view` called Math.random');
    expect(() => kept()).toThrow('Math.random was called outside any rules call: chance belongs in setup and apply, through ctx.random');
  });
});
