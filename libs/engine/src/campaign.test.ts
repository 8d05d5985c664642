import { describe, expect, test } from 'vitest';
import type { CampaignDocument, ScenarioTestDocument } from '@kriegsspiel/formats';
import { defineRuleset, serve, type BattleRecord, type ScenarioBundle } from '@kriegsspiel/rules-sdk';
import { CampaignSession, playCampaign } from './campaign';
import { runScenarioTest } from './scenario-test';
import { nativeHost } from './host';
import { randomBot, playOut } from './bot';

interface Duel {
  battle: string;
  /** Men each side has; a hit takes one. */
  men: Record<string, number>;
  turn: 'red' | 'blue';
  rounds: number;
  carried: unknown;
}

/** A duel of a few rounds: each side in turn fires a d6 (a 4 or more takes a man), and the side with more men at the end wins. Men lost carry over. */
const duel = defineRuleset<Duel, { type: 'fire' }>({
  setup(bundle) {
    const lost = (bundle.campaign?.carried as { lost?: Record<string, number> } | undefined)?.lost ?? {};
    return {
      battle: bundle.campaign?.battle ?? '',
      men: { red: 3 - (lost.red ?? 0), blue: 3 - (lost.blue ?? 0) },
      turn: 'red',
      rounds: 0,
      carried: bundle.campaign?.carried ?? null,
    };
  },
  active: (s) => (s.rounds >= 4 ? [] : [s.turn]),
  actions: () => [{ action: { type: 'fire' }, prompt: 'Fire' }],
  apply(s, _a, role, ctx) {
    const enemy = role === 'red' ? 'blue' : 'red';
    if (ctx.random.die() >= 4) s.men[enemy] = Math.max(0, (s.men[enemy] ?? 0) - 1);
    s.turn = enemy;
    s.rounds++;
    return s;
  },
  view: (s) => s,
  result: (s) => {
    if (s.rounds < 4) return undefined;
    const red = s.men.red ?? 0;
    const blue = s.men.blue ?? 0;
    // A win by two men or more is a major one, for the branches that test the level.
    return red === blue
      ? { winner: null, reason: 'even' }
      : { winner: red > blue ? 'red' : 'blue', reason: 'more men', level: Math.abs(red - blue) >= 2 ? 'major' : 'minor' };
  },
  carry(previous: BattleRecord<Duel>[]) {
    const lost: Record<string, number> = { red: 0, blue: 0 };
    for (const b of previous) for (const side of ['red', 'blue']) lost[side] = (lost[side] ?? 0) + 3 - (b.state.men[side] ?? 0);
    return { lost, from: previous.map((b) => b.battle) };
  },
});

const bundleOf = (battle: string) =>
  ({ scenario: { id: `s-${battle}`, players: [{ id: 'red' }, { id: 'blue' }] }, map: {}, oob: {}, manifest: {}, options: {} }) as unknown as ScenarioBundle;

const campaign: CampaignDocument = {
  $schema: '',
  id: 'duels',
  name: 'Duels',
  ruleset: { mod: 'duel' },
  battles: [
    { id: 'one', scenario: 's-one', next: [{ battle: 'two', when: { winner: 'red' } }, { battle: 'left' }] },
    { id: 'two', scenario: 's-two' },
    { id: 'left', scenario: 's-left' },
    { id: 'right', scenario: 's-right', next: [{ battle: 'two' }] },
  ],
  sideBySide: [{ id: 'wings', battles: ['left', 'right'] }],
};

const start = (script: { dice: number[] }[] = []) => CampaignSession.start({ campaign, host: nativeHost(serve(duel)), bundleOf, seed: 3, script });

describe('campaigns', () => {
  test('a red win goes straight to battle two, carrying the losses of battle one', async () => {
    // Red hits twice, blue misses twice: red wins 3 to 1.
    const c = await start([{ dice: [6, 1, 6, 1] }]);
    expect(c.battle).toBe('one');
    const outcome = await playCampaign(c, (session) => playOut(session, { red: randomBot(1), blue: randomBot(2) }));
    expect(outcome.battles.map((b) => [b.battle, b.result?.winner])).toEqual([
      ['one', 'red'],
      ['two', expect.anything()],
    ]);
    const second = (await c.session.state()) as Duel;
    expect(second.carried).toEqual({ lost: { red: 0, blue: 2 }, from: ['one'] });
    expect(c.carried).toEqual(second.carried);
    expect(outcome.result).not.toBeNull();
  });

  test('otherwise the wings are fought side by side, each set up from battle one alone, then battle two from all three', async () => {
    // Battle one: blue hits twice (blue wins); left: red loses one more; right: nobody hits.
    const c = await start([{ dice: [1, 6, 1, 6] }, { dice: [1, 6, 1, 1] }, { dice: [1, 1, 1, 1] }]);
    const carried: Record<string, unknown> = {};
    const outcome = await playCampaign(c, async (session, battle) => {
      carried[battle] = c.carried;
      while (session.result === null) await session.apply(session.active[0] ?? '', { type: 'fire' });
    });
    expect(outcome.battles.map((b) => b.battle)).toEqual(['one', 'left', 'right', 'two']);
    expect(carried).toEqual({
      one: null,
      left: { lost: { red: 2, blue: 0 }, from: ['one'] },
      right: { lost: { red: 2, blue: 0 }, from: ['one'] },
      // The duel counts each battle's losses from three men, so those carried into a wing count again: 2 + 3 + 2.
      two: { lost: { red: 7, blue: 0 }, from: ['one', 'left', 'right'] },
    });
    // Blue won one, left (0 men against 3) and right (1 against 3): blue wins the campaign by default.
    expect(outcome.result).toEqual(expect.objectContaining({ winner: 'blue' }));
  });

  test('a battle fought beside others gets their bundles at set-up, and the campaign still goes on to them', async () => {
    // A ruleset that records what its set-up was given and ends at once.
    const recorder = defineRuleset<{ battle: string; beside: string[][] }, never>({
      setup: (bundle) => ({ battle: bundle.campaign?.battle ?? '', beside: (bundle.campaign?.beside ?? []).map((b) => [b.battle, b.bundle.scenario.id]) }),
      active: () => [],
      actions: () => [],
      apply: (s) => s,
      view: (s) => s,
      result: () => ({ winner: null, reason: 'over at once' }),
    });
    const day: CampaignDocument = {
      ...campaign,
      battles: [
        { id: 'one', scenario: 's-one', beside: ['two'], next: [{ battle: 'two' }] },
        { id: 'two', scenario: 's-two' },
      ],
      sideBySide: [],
    };
    const c = await CampaignSession.start({ campaign: day, host: nativeHost(serve(recorder)), bundleOf, seed: 3 });
    expect(await c.session.state()).toEqual({ battle: 'one', beside: [['two', 's-two']] });
    expect(await c.advance()).toBe(true);
    expect(await c.session.state()).toEqual({ battle: 'two', beside: [] });
  });

  test('a branch may ask for the level of the win as well as the winner', async () => {
    const graded: CampaignDocument = {
      ...campaign,
      battles: campaign.battles.map((b) =>
        b.id === 'one' ? { ...b, next: [{ battle: 'two', when: { winner: 'red', level: 'major' } }, { battle: 'left' }] } : b,
      ),
    };
    const startGraded = (dice: number[]) => CampaignSession.start({ campaign: graded, host: nativeHost(serve(duel)), bundleOf, seed: 3, script: [{ dice }] });
    const fire = async (session: { result: unknown; active: string[]; apply(role: string, action: unknown): Promise<unknown> }) => {
      while (session.result === null) await session.apply(session.active[0] ?? '', { type: 'fire' });
    };
    // Red hits twice, blue never: 3 to 1, a major red win, goes to battle two.
    const major = await startGraded([6, 1, 6, 1]);
    const first = await playCampaign(major, fire);
    expect(first.battles[0]?.result).toEqual(expect.objectContaining({ winner: 'red', level: 'major' }));
    expect(first.battles.map((b) => b.battle)).toEqual(['one', 'two']);
    // Red hits once: 3 to 2, a minor red win, is not enough: the next branch, the wings, follows.
    const minor = await startGraded([6, 1, 1, 1]);
    const second = await playCampaign(minor, fire);
    expect(second.battles[0]?.result).toEqual(expect.objectContaining({ winner: 'red', level: 'minor' }));
    expect(second.battles[1]?.battle).toBe('left');
  });

  test('a campaign test runs on from one battle into the next and checks what was carried', async () => {
    const t: ScenarioTestDocument = {
      $schema: '',
      name: 'losses carry',
      campaign: 'duels',
      seed: 3,
      random: [{ dice: [6, 1, 6, 1] }],
      steps: [
        { action: { type: 'fire' } },
        { action: { type: 'fire' } },
        { action: { type: 'fire' } },
        {
          action: { type: 'fire' },
          expect: [
            { message: 'red won battle one', ended: { winner: 'red' } },
            { message: 'still in battle one', battle: 'one' },
          ],
        },
        {
          expect: [
            { message: 'now in battle two', battle: 'two' },
            { message: 'blue lost two', in: 'campaign', path: '/carried/lost/blue', equals: 2 },
            { message: 'blue starts with one', path: '/men/blue', equals: 1 },
          ],
        },
        { expect: [{ message: 'wrong on purpose', battle: 'one' }] },
      ],
    };
    const battles = Object.fromEntries(campaign.battles.map((b) => [b.id, bundleOf(b.id)]));
    const outcome = await runScenarioTest(t, { bundle: bundleOf('one'), host: nativeHost(serve(duel)), campaign: { document: campaign, battles } });
    expect(outcome.failures).toEqual([{ pointer: '/steps/5/expect/0', message: 'wrong on purpose', expected: { battle: 'one' }, actual: { battle: 'two' } }]);
  });
});
