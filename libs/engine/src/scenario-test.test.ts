import type { ScenarioTestDocument } from '@kriegsspiel/formats';
import { serve } from '@kriegsspiel/rules-sdk';
import { describe, expect, test } from 'vitest';
import { nativeHost } from './host';
import { runScenarioTest, scriptOf } from './scenario-test';
import { GameSession } from './session';
import { emptyBundle, skirmish } from './test-support/skirmish';

async function run(test: Omit<ScenarioTestDocument, '$schema'>) {
  const doc = { $schema: '../../schemas/scenario-test.schema.json', ...test } as ScenarioTestDocument;
  const session = await GameSession.create({ host: nativeHost(serve(skirmish)), bundle: emptyBundle, seed: doc.seed ?? 0, script: scriptOf(doc) });
  return runScenarioTest(doc, session);
}

describe('scenario tests', () => {
  test('legal, illegal, equals, contains, not-contains and ended all pass when the rules agree', async () => {
    const outcome = await run({
      name: 'a fight at close quarters',
      scenario: 'skirmish',
      seed: 1,
      random: [{ draws: ['ace', 'king'], from: 'cards' }, { dice: [6, 2] }],
      steps: [
        { expect: [{ message: 'red may move forward', legal: { type: 'move', to: 1 } }, { message: 'red cannot attack from afar', illegal: { type: 'attack' } }] },
        { role: 'red', action: { type: 'move', to: 1 }, expect: [{ message: 'red stands on 1', path: '/at/red', equals: 1 }] },
        { role: 'blue', action: { type: 'attack' }, refused: 'not next to the enemy' },
        { role: 'blue', action: { type: 'move', to: 3 } },
        { role: 'red', action: { type: 'move', to: 2 }, expect: [{ message: 'blue does not see red’s card', in: 'blue', notContains: 'ace' }, { message: 'red sees its own card', in: 'red', path: '/card', contains: { red: 'ace' } }] },
        { role: 'blue', action: { type: 'attack' }, expect: [{ message: 'a 6 against a 2 wins', ended: { winner: 'blue', reason: 'won the fight' } }] },
      ],
    });
    expect(outcome).toEqual({ name: 'a fight at close quarters', status: 'passed', failures: [] });
  });

  test('each failed expectation is reported with its pointer, message, expected and actual', async () => {
    const outcome = await run({
      name: 'wrong beliefs',
      scenario: 'skirmish',
      seed: 1,
      random: [{ draws: ['ace', 'king'], from: 'cards' }],
      steps: [
        { role: 'red', action: { type: 'move', to: 1 }, expect: [{ message: 'red stands on 2', path: '/at/red', equals: 2 }, { message: 'blue sees red’s ace', in: 'blue', path: '/card', contains: { red: 'ace' } }] },
        { role: 'blue', action: { type: 'wait' }, expect: [{ message: 'blue’s card is secret from red', in: 'red', notContains: 'king' }] },
        { role: 'red', action: { type: 'attack' } },
      ],
    });
    expect(outcome.status).toBe('failed');
    expect(outcome.failures).toEqual([
      { pointer: '/steps/0/expect/0', message: 'red stands on 2', expected: 2, actual: 1 },
      { pointer: '/steps/0/expect/1', message: 'blue sees red’s ace', expected: { contains: { red: 'ace' } }, actual: { blue: 'king' } },
      { pointer: '/steps/2/action', message: "red's action was refused: red is not next to the enemy", expected: 'accepted', actual: 'red is not next to the enemy' },
    ]);
  });

  test('a secret in the log is caught as well as one in the view', async () => {
    const outcome = await run({
      name: 'blue peeks',
      scenario: 'skirmish',
      seed: 1,
      random: [{ draws: ['ace', 'king'], from: 'cards' }],
      steps: [{ role: 'red', action: { type: 'wait' }, expect: [{ message: 'the log keeps red’s card from blue', in: 'blue', notContains: 'ace' }, { message: 'but red reads it', in: 'red', notContains: 'ace' }] }],
    });
    expect(outcome.failures).toEqual([{ pointer: '/steps/0/expect/1', message: 'but red reads it', expected: { notContains: 'ace' }, actual: 'found in the view' }]);
  });

  test('an expected failure that fails is reported as such, and one that passes is flagged', async () => {
    const failing = await run({ name: 'x', scenario: 'skirmish', expectedFailure: 'the rules do not do this yet', steps: [{ expect: [{ message: 'red stands on 3', path: '/at/red', equals: 3 }] }] });
    expect(failing.status).toBe('expected-failure');
    const passing = await run({ name: 'y', scenario: 'skirmish', expectedFailure: 'believed broken', steps: [{ expect: [{ message: 'red stands on 0', path: '/at/red', equals: 0 }] }] });
    expect(passing.status).toBe('unexpected-pass');
  });
});
