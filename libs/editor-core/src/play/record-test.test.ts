import { describe, expect, it } from 'vitest';
import { GameSession, nativeHost, randomBot, runScenarioTest } from '@kriegsspiel/engine';
import { readDocument, type ScenarioTestDocument } from '@kriegsspiel/formats';
import { serve } from '@kriegsspiel/rules-sdk';
import { race, raceBundle } from '../test-support/race-rules';
import { Playtest } from './playtest';
import { pickMessage, recordScenarioTest, scenarioTestText, testFileName } from './record-test';

const session = (seed: number) => GameSession.create({ host: nativeHost(serve(race)), bundle: raceBundle, seed });

/** Runs a recorded test as `kriegsspiel test` would: a fresh game from its seed, then its steps. */
async function run(test: ScenarioTestDocument) {
  return runScenarioTest(test, { host: nativeHost(serve(race)), bundle: raceBundle });
}

/** A playtest of North (a person who always throws) against the random bot, for a few actions. */
async function playedGame(seed: number, throws: number) {
  const playtest = await Playtest.start({ session: await session(seed), humans: ['north'], bots: { south: randomBot(seed) } });
  for (let i = 0; i < throws && playtest.state.result === null; i++) expect(await playtest.play({ type: 'throw' })).toEqual({ ok: true });
  return playtest;
}

describe('recording a scenario test from a playtest', () => {
  it('replays every action from the seed, dice included, and the picked values pass', async () => {
    const playtest = await playedGame(11, 3);
    const state = (await playtest.session.state()) as { at: Record<string, number>; shown: string[] };
    const view = (await playtest.session.view('north')) as { secret: Record<string, string> };
    const test = recordScenarioTest({
      name: 'North throws three times',
      scenario: 'race',
      seed: 11,
      history: playtest.session.actions,
      result: playtest.session.result,
      picks: [
        { in: 'state', path: '/at', value: state.at },
        { in: 'north', path: '/secret/north', value: view.secret['north'], message: 'North still knows its secret' },
      ],
    });
    // People's and bots' actions alike, in order.
    expect(test.steps.filter((s) => s.action !== undefined).map((s) => s.role)).toEqual(playtest.session.actions.map((a) => a.role));
    expect(test.steps.at(-1)?.expect?.[1]).toEqual({ message: 'North still knows its secret', in: 'north', path: '/secret/north', equals: 'the ford' });
    const outcome = await run(test);
    expect(outcome).toMatchObject({ status: 'passed', failures: [] });
  });

  it('fails once the position differs from the recorded value', async () => {
    const playtest = await playedGame(5, 2);
    const state = (await playtest.session.state()) as { shown: string[] };
    const base = { name: 'two throws', scenario: 'race', seed: 5, history: playtest.session.actions, result: playtest.session.result };
    const wrong = recordScenarioTest({ ...base, picks: [{ in: 'state', path: '/shown', value: [...state.shown, 'nobody'] }] });
    const outcome = await run(wrong);
    expect(outcome.status).toBe('failed');
    expect(outcome.failures[0]).toMatchObject({
      pointer: `/steps/${wrong.steps.length - 1}/expect/0`,
      expected: [...state.shown, 'nobody'],
      actual: state.shown,
    });
  });

  it('records the end of the game as an `ended` expectation', async () => {
    const playtest = await Playtest.start({
      session: await session(3),
      humans: ['north'],
      bots: { south: { name: 'staller', choose: (_r, legal) => legal.find((a) => (a.action as { type: string }).type === 'stall') ?? legal[0]! } },
    });
    while (playtest.state.result === null) await playtest.play({ type: 'step' });
    const test = recordScenarioTest({
      name: 'North walks home',
      scenario: 'race',
      seed: 3,
      history: playtest.session.actions,
      result: playtest.session.result,
      picks: [],
    });
    expect(test.steps.at(-1)?.expect).toEqual([{ message: 'the game ends and north wins', ended: { winner: 'north', reason: 'north got there' } }]);
    expect(await run(test)).toMatchObject({ status: 'passed' });
  });

  it('writes a valid scenario-test file in the house style that reads back to the same test', () => {
    const test = recordScenarioTest({
      name: 'A recorded test',
      scenario: 'race',
      seed: 1,
      houseRules: [{ mod: 'race-sprint', version: '^0.1.0' }],
      history: [
        { role: 'north', action: { type: 'step' } },
        { role: 'south', action: { type: 'stall' } },
      ],
      picks: [{ in: 'state', path: '/at/north', value: 1 }],
    });
    const text = scenarioTestText(test);
    expect(JSON.parse(text)).toEqual(test);
    expect(text).toContain('\n    {"role": "north", "action": {"type": "step"}},\n');
    expect(text).toContain('"expect": [\n      {"message": "/at/north in the state is 1 as recorded", "path": "/at/north", "equals": 1}\n    ]}');
    expect(text.endsWith('}\n')).toBe(true);
    const read = readDocument({ file: 'mods/race/tests/a-recorded-test.test.json', text });
    expect(read.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(read.doc?.kind).toBe('scenario-test');
  });

  it('refuses a test without a name or without anything to check', () => {
    expect(() => recordScenarioTest({ name: ' ', scenario: 'race', seed: 1, history: [], picks: [] })).toThrow(/name/);
    expect(() => recordScenarioTest({ name: 'empty', scenario: 'race', seed: 1, history: [], picks: [] })).toThrow(/nothing to record/);
  });

  it('names files after the test, without clashing', () => {
    expect(testFileName('Napoleon reaches Brussels — turn 3!')).toBe('napoleon-reaches-brussels-turn-3.test.json');
    expect(testFileName('Élan', ['elan.test.json', 'elan-2.test.json'])).toBe('elan-3.test.json');
    expect(testFileName('!!!')).toBe('recorded.test.json');
    expect(pickMessage({ in: 'french', path: '/hand', value: ['a'] })).toBe(`/hand in french's view is ["a"] as recorded`);
  });
});
