import type { ScenarioTestDocument } from '@kriegsspiel/formats';
import { serve } from '@kriegsspiel/rules-sdk';
import { describe, expect, test } from 'vitest';
import { nativeHost } from './host';
import { runScenarioTest, unfinishedReport } from './scenario-test';
import { emptyBundle, skirmish } from './test-support/skirmish';

const testDoc = (test: Omit<ScenarioTestDocument, '$schema'>) => ({ $schema: '../../schemas/scenario-test.schema.json', ...test }) as ScenarioTestDocument;

async function run(test: Omit<ScenarioTestDocument, '$schema'>, rules: typeof skirmish = skirmish) {
  return runScenarioTest(testDoc(test), { host: nativeHost(serve(rules)), bundle: emptyBundle });
}

/** Skirmish whose rules throw when red waits on place 1, and whose view throws for blue once red stands on 2. */
const brittle: typeof skirmish = {
  ...skirmish,
  apply(s, action, role, ctx) {
    if (action.type === 'wait' && role === 'red' && s.at.red === 1) throw new RangeError('red cannot wait here');
    return skirmish.apply(s, action, role, ctx);
  },
  view(s, role, ctx) {
    if (role === 'blue' && s.at.red === 2) throw new RangeError('blue cannot look now');
    return skirmish.view(s, role, ctx);
  },
};

describe('scenario tests', () => {
  test('legal, illegal, equals, contains, not-contains and ended all pass when the rules agree', async () => {
    const outcome = await run({
      name: 'a fight at close quarters',
      scenario: 'skirmish',
      seed: 1,
      random: [{ draws: ['ace', 'king'], from: 'cards' }, { dice: [6, 2] }],
      steps: [
        {
          expect: [
            { message: 'red may move forward', legal: { type: 'move', to: 1 } },
            { message: 'red cannot attack from afar', illegal: { type: 'attack' } },
          ],
        },
        { role: 'red', action: { type: 'move', to: 1 }, expect: [{ message: 'red stands on 1', path: '/at/red', equals: 1 }] },
        { role: 'blue', action: { type: 'attack' }, refused: 'not next to the enemy' },
        { role: 'blue', action: { type: 'move', to: 3 } },
        {
          role: 'red',
          action: { type: 'move', to: 2 },
          expect: [
            { message: 'blue does not see red’s card', in: 'blue', notContains: 'ace' },
            { message: 'red sees its own card', in: 'red', path: '/card', contains: { red: 'ace' } },
          ],
        },
        { role: 'blue', action: { type: 'attack' }, expect: [{ message: 'a 6 against a 2 wins', ended: { winner: 'blue', reason: 'won the fight' } }] },
      ],
    });
    expect(outcome).toEqual({ name: 'a fight at close quarters', status: 'passed', failures: [] });
  });

  test('an action named by its twin (listedAs) counts as legal, and not as illegal', async () => {
    // 'rest' is a twin of the listed 'wait'; 'nap' has none.
    const twins = {
      ...skirmish,
      listedAs: (_s: unknown, action: { type: string }) => (action.type === 'rest' ? { type: 'wait' } : undefined),
    } as typeof skirmish;
    const steps = [
      {
        expect: [
          { message: 'red may rest', legal: { type: 'rest' } },
          { message: 'red may not nap', illegal: { type: 'nap' } },
        ],
      },
    ];
    expect(await run({ name: 'twins', scenario: 'skirmish', steps }, twins)).toMatchObject({ status: 'passed' });
    const wrong = await run(
      { name: 'twins wrong', scenario: 'skirmish', steps: [{ expect: [{ message: 'resting is barred', illegal: { type: 'rest' } }] }] },
      twins,
    );
    expect(wrong).toMatchObject({
      status: 'failed',
      failures: [{ expected: { illegal: { type: 'rest' } }, actual: { legalMatch: { twinOf: { type: 'wait' } } } }],
    });
    // Without listedAs, the same action is not legal.
    expect(await run({ name: 'no twins', scenario: 'skirmish', steps }, skirmish)).toMatchObject({ status: 'failed' });
  });

  test('each failed expectation is reported with its pointer, message, expected and actual', async () => {
    const outcome = await run({
      name: 'wrong beliefs',
      scenario: 'skirmish',
      seed: 1,
      random: [{ draws: ['ace', 'king'], from: 'cards' }],
      steps: [
        {
          role: 'red',
          action: { type: 'move', to: 1 },
          expect: [
            { message: 'red stands on 2', path: '/at/red', equals: 2 },
            { message: 'blue sees red’s ace', in: 'blue', path: '/card', contains: { red: 'ace' } },
          ],
        },
        { role: 'blue', action: { type: 'wait' }, expect: [{ message: 'blue’s card is secret from red', in: 'red', notContains: 'king' }] },
        { role: 'red', action: { type: 'attack' } },
      ],
    });
    expect(outcome.status).toBe('failed');
    expect(outcome.failures).toEqual([
      { pointer: '/steps/0/expect/0', message: 'red stands on 2', expected: 2, actual: 1 },
      { pointer: '/steps/0/expect/1', message: 'blue sees red’s ace', expected: { contains: { red: 'ace' } }, actual: { blue: 'king' } },
      {
        pointer: '/steps/2/action',
        message: "red's action was refused: red is not next to the enemy",
        expected: 'accepted',
        actual: 'red is not next to the enemy',
      },
    ]);
  });

  test('absent and count pass when the rules agree, and a path that names nothing says what is there', async () => {
    const outcome = await run({
      name: 'absence and counting',
      scenario: 'skirmish',
      seed: 1,
      random: [{ draws: ['ace', 'king'], from: 'cards' }],
      steps: [
        {
          expect: [
            { message: 'nobody has won yet', path: '/winner', absent: true },
            { message: 'two pieces stand on the line', path: '/at', count: 2 },
            { message: 'red sees one card', in: 'red', path: '/card', count: 1 },
            { message: 'red has no green piece', path: '/at/green', absent: true },
            { message: 'wrong: red is absent', path: '/at/red', absent: true },
            { message: 'wrong: three pieces', path: '/at', count: 3 },
            { message: 'wrong: a count of a number', path: '/at/red', count: 1 },
            { message: 'wrong: green stands nowhere', path: '/at/green', equals: null },
            { message: 'wrong: deeper still', path: '/at/green/hex/0', equals: 1 },
          ],
        },
      ],
    });
    expect(outcome.failures).toEqual([
      { pointer: '/steps/0/expect/4', message: 'wrong: red is absent', expected: { absent: true }, actual: 0 },
      { pointer: '/steps/0/expect/5', message: 'wrong: three pieces', expected: { count: 3 }, actual: { count: 2, value: { red: 0, blue: 4 } } },
      { pointer: '/steps/0/expect/6', message: 'wrong: a count of a number', expected: { count: 1 }, actual: '/at/red holds the number 0, which has no count' },
      {
        pointer: '/steps/0/expect/7',
        message: 'wrong: green stands nowhere',
        expected: null,
        actual: 'nothing at /at/green: /at has the members red, blue (to check that nothing is there, write `"absent": true`)',
      },
      { pointer: '/steps/0/expect/8', message: 'wrong: deeper still', expected: 1, actual: 'nothing at /at/green/hex/0: /at has the members red, blue' },
    ]);
  });

  test('a secret in the log is caught as well as one in the view', async () => {
    const outcome = await run({
      name: 'blue peeks',
      scenario: 'skirmish',
      seed: 1,
      random: [{ draws: ['ace', 'king'], from: 'cards' }],
      steps: [
        {
          role: 'red',
          action: { type: 'wait' },
          expect: [
            { message: 'the log keeps red’s card from blue', in: 'blue', notContains: 'ace' },
            { message: 'but red reads it', in: 'red', notContains: 'ace' },
          ],
        },
      ],
    });
    expect(outcome.failures).toEqual([
      { pointer: '/steps/0/expect/1', message: 'but red reads it', expected: { notContains: 'ace' }, actual: 'found in the view' },
    ]);
  });

  test('an expected failure that fails is reported as such, and one that passes is flagged', async () => {
    const failing = await run({
      name: 'x',
      scenario: 'skirmish',
      expectedFailure: 'the rules do not do this yet',
      steps: [{ expect: [{ message: 'red stands on 3', path: '/at/red', equals: 3 }] }],
    });
    expect(failing.status).toBe('expected-failure');
    const passing = await run({
      name: 'y',
      scenario: 'skirmish',
      expectedFailure: 'believed broken',
      steps: [{ expect: [{ message: 'red stands on 0', path: '/at/red', equals: 0 }] }],
    });
    expect(passing.status).toBe('unexpected-pass');
  });

  test('a failure of the rules in the middle of a test is that step’s action, and no later step runs', async () => {
    const report = await run(
      {
        name: 'red waits where it may not',
        scenario: 'skirmish',
        steps: [
          { role: 'red', action: { type: 'move', to: 1 }, expect: [{ message: 'red stands on 2', path: '/at/red', equals: 2 }] },
          { role: 'blue', action: { type: 'wait' } },
          { role: 'red', action: { type: 'wait' } },
          { role: 'blue', action: { type: 'wait' }, expect: [{ message: 'never checked', path: '/at/red', equals: 9 }] },
        ],
      },
      brittle,
    );
    expect(report).toEqual({
      name: 'red waits where it may not',
      status: 'failed',
      failures: [
        {
          pointer: '/steps/2/action',
          message: 'the rules failed while applying this action: host-error: RangeError: red cannot wait here',
          error: { code: 'host-error', message: 'RangeError: red cannot wait here' },
        },
      ],
    });
  });

  test('a failure of the rules while checking a step is that step', async () => {
    const report = await run(
      {
        name: 'blue looks',
        scenario: 'skirmish',
        steps: [
          { role: 'red', action: { type: 'move', to: 1 }, expect: [{ message: 'blue sees red on 1', in: 'blue', path: '/at/red', equals: 1 }] },
          { role: 'blue', action: { type: 'wait' } },
          {
            role: 'red',
            action: { type: 'move', to: 2 },
            expect: [
              { message: 'red stands on 2', path: '/at/red', equals: 2 },
              { message: 'blue sees red on 2', in: 'blue', path: '/at/red', equals: 2 },
            ],
          },
        ],
      },
      brittle,
    );
    expect(report.failures).toEqual([
      {
        pointer: '/steps/2',
        message: 'the rules failed while checking this step: host-error: RangeError: blue cannot look now',
        error: { code: 'host-error', message: 'RangeError: blue cannot look now' },
      },
    ]);
  });

  test('rules that do not load fail the test at its scenario (or its set-up), and an expected failure stays expected', async () => {
    const broken = Promise.reject(new Error('no such program'));
    const report = await runScenarioTest(testDoc({ name: 'x', setup: { base: 'skirmish', placements: [] }, expectedFailure: 'known', steps: [{}] }), {
      host: broken,
      bundle: emptyBundle,
    });
    expect(report).toEqual({
      name: 'x',
      status: 'expected-failure',
      note: 'known',
      failures: [
        {
          pointer: '/setup',
          message: 'the rules could not be loaded: host-error: Error: no such program',
          error: { code: 'host-error', message: 'Error: no such program' },
        },
      ],
    });
  });

  test('the game starts from the test’s seed, scripted outcomes and state patch', async () => {
    const report = await run({
      name: 'blue to act, next to red',
      setup: { base: 'skirmish', placements: [], state: { turn: 'blue', at: { blue: 1 } } },
      seed: 3,
      random: [{ draws: ['queen', 'jack'], from: 'cards' }, { dice: [5, 1] }],
      steps: [
        {
          expect: [
            { message: 'blue may attack at once', legal: { type: 'attack' } },
            { message: 'red holds the queen', path: '/card', equals: { red: 'queen', blue: 'jack' } },
          ],
        },
        { action: { type: 'attack' }, expect: [{ message: 'a 5 against a 1 wins', ended: { winner: 'blue' } }] },
      ],
    });
    expect(report).toEqual({ name: 'blue to act, next to red', status: 'passed', failures: [] });
  });

  test('an unexpected pass says to remove `expectedFailure`, and an unfinished test fails as a whole', async () => {
    const passing = await run({ name: 'y', scenario: 'skirmish', expectedFailure: 'believed broken', steps: [{}] });
    expect(passing.failures).toEqual([
      {
        pointer: '/expectedFailure',
        message: 'the test passes, but it is marked as an expected failure ("believed broken"); remove `expectedFailure` if the rules are now right',
      },
    ]);
    expect(unfinishedReport({ name: 'z' }, 'out of time')).toEqual({ name: 'z', status: 'failed', failures: [{ pointer: '', message: 'out of time' }] });
  });
});
