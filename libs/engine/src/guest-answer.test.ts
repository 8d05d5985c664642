import { serve, type GuestApi } from '@kriegsspiel/rules-sdk';
import { describe, expect, test } from 'vitest';
import { nativeHost, type RulesHost } from './host';
import { botSeat, randomBot } from './bot';
import { runGame } from './loop';
import { describeFailure } from './rules-failure';
import { GameSession } from './session';
import { emptyBundle, skirmish } from './test-support/skirmish';

/** The skirmish served honestly, except for one call whose answer is forged (as a mod that replaced JSON.stringify would). */
function forging(call: keyof GuestApi, forge: (honest: string) => unknown): RulesHost {
  const api = serve(skirmish);
  const inner = nativeHost({ ...api, [call]: (argument: string) => forge(api[call](argument)) } as GuestApi);
  return { ...inner, id: 'forger' };
}

async function failureOf(host: RulesHost, call: keyof GuestApi): Promise<ReturnType<typeof describeFailure>> {
  try {
    const session = await GameSession.create({ host, bundle: emptyBundle, seed: 1 });
    if (call === 'count') await session.countActions('red');
    else if (call === 'applyIndex') await session.applyIndex('red', 0);
    else if (call === 'hash') await session.hash();
    else await runGame(session, { red: botSeat(randomBot(1)), blue: botSeat(randomBot(2)) }, { maxActions: 50 });
  } catch (error) {
    return describeFailure(error);
  }
  throw new Error('the forged answer was accepted');
}

describe('forged answers are the rules’ fault', () => {
  const cases: [string, keyof GuestApi, (honest: string) => unknown][] = [
    ['garbage instead of JSON', 'setup', () => 'forged{'],
    ['a number instead of text', 'setup', () => 42],
    ['a role named __proto__', 'setup', (honest) => JSON.stringify({ ...JSON.parse(honest), active: ['__proto__'] })],
    ['a role that is not a string', 'setup', (honest) => JSON.stringify({ ...JSON.parse(honest), active: [{ toString: 1 }] })],
    ['a log that is not a list', 'setup', (honest) => JSON.stringify({ ...JSON.parse(honest), log: 'x' })],
    ['a count that is not a count', 'count', () => '{"count":"many","concedes":[]}'],
    ['an action list that is an object', 'actions', () => '{"0":1}'],
    ['a hash that is not a string', 'hash', () => '{}'],
    ['an applied action for a constructor role', 'applyIndex', (honest) => JSON.stringify({ ...JSON.parse(honest), active: ['constructor'] })],
  ];
  for (const [name, call, forge] of cases) {
    test(`${name} (${call}) → invalid-output naming the rules`, async () => {
      const failure = await failureOf(forging(call, forge), call);
      expect(failure).toMatchObject({ code: 'invalid-output', reason: 'shape' });
      expect(failure.message).toContain('`forger`');
      expect(failure.message).toContain(`\`${call}\``);
    });
  }

  test('a role the seats have only by inheritance (toString) finds no seat', async () => {
    const host = forging('setup', (honest) => JSON.stringify({ ...JSON.parse(honest), active: ['toString'] }));
    const session = await GameSession.create({ host, bundle: emptyBundle, seed: 1 });
    await expect(runGame(session, { red: botSeat(randomBot(1)), blue: botSeat(randomBot(2)) })).rejects.toThrow(/nobody plays the role toString/);
  });
});
