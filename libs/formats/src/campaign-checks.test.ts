import { describe, expect, test } from 'vitest';
import type { CampaignDocument } from './index';
import { fixtureDocuments, problemsOf } from './test-support/fixtures';

/** The fixture workspace with a second scenario and a campaign over both, changed by `change`. */
function campaignProblems(change: (campaign: CampaignDocument) => void = () => undefined) {
  const docs = fixtureDocuments();
  const second = { ...docs.scenario, id: 'demo-second', name: 'Demo, the day after' };
  const campaign: CampaignDocument = {
    $schema: '../../schemas/campaign.schema.json',
    id: 'demo-campaign',
    name: 'Demo campaign',
    ruleset: { mod: 'demo' },
    battles: [
      { id: 'first', scenario: 'demo-scenario', next: [{ battle: 'second', when: { winner: 'french' } }, { battle: 'third' }] },
      { id: 'second', scenario: 'demo-second' },
      { id: 'third', scenario: 'demo-second' },
    ],
    options: { rain: true },
  };
  change(campaign);
  return problemsOf({ ...docs, second, campaign });
}

describe('campaigns', () => {
  test('a well-formed branching campaign has no problems', () => {
    expect(campaignProblems()).toEqual([]);
  });

  test('a battle whose scenario is missing, with a suggestion', () => {
    const problems = campaignProblems((c) => (c.battles[1]!.scenario = 'demo-secnod'));
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'campaign.json',
        pointer: '/battles/1/scenario',
        code: 'unknown-reference',
        message: expect.stringContaining('did you mean `demo-second`?'),
      }),
    ]);
  });

  test('a scenario played with another ruleset', () => {
    const docs = fixtureDocuments();
    const other = { ...docs.mod, id: 'other' };
    const alien = { ...docs.scenario, id: 'alien', ruleset: { mod: 'other' } };
    const campaign: CampaignDocument = {
      $schema: '../../schemas/campaign.schema.json',
      id: 'c',
      name: 'C',
      ruleset: { mod: 'demo' },
      battles: [{ id: 'a', scenario: 'alien' }],
    };
    const problems = problemsOf({ ...docs, other, alien, campaign });
    expect(problems).toEqual([expect.objectContaining({ file: 'campaign.json', pointer: '/battles/0/scenario', code: 'wrong-ruleset' })]);
  });

  test('a branch to a battle that does not exist, and a winner who is not a player', () => {
    const problems = campaignProblems(
      (c) => (c.battles[0]!.next = [{ battle: 'secnod' }, { battle: 'second', when: { winner: 'prussian' } }, { battle: 'third' }]),
    );
    expect(problems.map((p) => [p.pointer, p.code])).toEqual([
      ['/battles/0/next/0/battle', 'unknown-reference'],
      ['/battles/0/next/1/when/winner', 'unknown-reference'],
    ]);
  });

  test('a battle no branch leads to is unreachable', () => {
    const problems = campaignProblems((c) => (c.battles[0]!.next = [{ battle: 'second' }]));
    expect(problems).toEqual([expect.objectContaining({ pointer: '/battles/2/id', code: 'unreachable' })]);
  });

  test('a cycle is refused', () => {
    const problems = campaignProblems((c) => (c.battles[1]!.next = [{ battle: 'first' }]));
    expect(problems).toEqual([expect.objectContaining({ pointer: '/battles/0/id', code: 'cycle' })]);
  });

  test('side by side: a group is entered by its first battle, and only its last says what follows', () => {
    expect(campaignProblems((c) => (c.sideBySide = [{ id: 'twin', battles: ['second', 'third'] }]))).toEqual([
      expect.objectContaining({ pointer: '/battles/0/next/1/battle', code: 'misplaced' }),
    ]);
    const problems = campaignProblems((c) => {
      c.battles[0]!.next = [{ battle: 'second' }];
      c.battles[1]!.next = [{ battle: 'third' }];
      c.sideBySide = [{ id: 'twin', battles: ['first', 'second'] }];
    });
    expect(problems.map((p) => [p.pointer, p.code])).toEqual([
      ['/battles/0/next', 'misplaced'],
      ['/battles/0/next/0/battle', 'misplaced'],
    ]);
  });

  test('a battle fought beside another names a battle of the campaign, not itself', () => {
    const problems = campaignProblems((c) => (c.battles[0]!.beside = ['second', 'secnd', 'first']));
    expect(problems.map((p) => [p.pointer, p.code])).toEqual([
      ['/battles/0/beside/1', 'unknown-reference'],
      ['/battles/0/beside/2', 'beside-itself'],
    ]);
  });

  test('options are checked against the ruleset options schema', () => {
    const problems = campaignProblems((c) => (c.options = { rain: 'yes' }));
    expect(problems).toEqual([expect.objectContaining({ pointer: '/options/rain' })]);
  });

  test('a scenario test may name a campaign, which must exist', () => {
    const docs = fixtureDocuments();
    const test = {
      $schema: '../../schemas/scenario-test.schema.json',
      name: 'T',
      campaign: 'no-such-campaign',
      steps: [{ expect: [{ message: 'in the first battle', battle: 'first' }] }],
    };
    expect(problemsOf({ ...docs, test })).toEqual([expect.objectContaining({ file: 'test.json', pointer: '/campaign', code: 'unknown-reference' })]);
  });

  test('a campaign test checks battles of its campaign, and roles of any of its battles', () => {
    const test = {
      $schema: '../../schemas/scenario-test.schema.json',
      name: 'T',
      campaign: 'demo-campaign',
      steps: [
        {
          role: 'allied',
          expect: [
            { message: 'x', battle: 'fourth' },
            { message: 'y', role: 'prussian', legal: {} },
          ],
        },
      ],
    };
    const docs = fixtureDocuments();
    const second = { ...docs.scenario, id: 'demo-second' };
    const campaign = {
      $schema: '../../schemas/campaign.schema.json',
      id: 'demo-campaign',
      name: 'C',
      ruleset: { mod: 'demo' },
      battles: [
        { id: 'first', scenario: 'demo-scenario', next: [{ battle: 'second' }] },
        { id: 'second', scenario: 'demo-second' },
      ],
    };
    expect(problemsOf({ ...docs, second, campaign, test }).map((p) => [p.pointer, p.code])).toEqual([
      ['/steps/0/expect/0/battle', 'unknown-reference'],
      ['/steps/0/expect/1/role', 'unknown-reference'],
    ]);
  });
});
