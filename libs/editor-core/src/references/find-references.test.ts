import { describe, expect, it } from 'vitest';
import { Editor } from '../editor';
import { demoFiles, demoOob, demoScenario, oobPath, scenarioPath } from '../test-support/oob-fixtures';
import { describeReferences, findReferences } from './find-references';
import { removeReferences } from '../commands/remove-references';
import { deleteOobNode } from '../commands/delete-oob-node';

const testPath = 'mods/demo/tests/bag.test.json';
const otherTestPath = 'mods/other/tests/elsewhere.test.json';
const campaignTestPath = 'mods/demo/tests/campaign.test.json';

/** The demo workspace with a commander, an arrival behind a unit, a test from a set-up, one through a campaign and one of another game. */
function workspace() {
  const oob = JSON.parse(JSON.stringify(demoOob)) as unknown as { formations: { commander?: string }[] };
  (oob.formations[0] as { commander?: string }).commander = 'napoleon';
  const scenario = JSON.parse(JSON.stringify(demoScenario)) as unknown as Record<string, unknown>;
  scenario.setup = [
    { draw: { pool: 'bag', count: 1 }, at: { location: 'f1' } },
    { units: ['napoleon'], at: { hex: '0101' }, faceDown: true },
    { units: ['fr-inf-6', 'fr-cav-1'], at: [{ location: 'f1' }, { hex: '0202' }] },
  ];
  scenario.reinforcements = {
    schedule: [{ turn: 2, units: ['en-inf-5'], at: { entry: 'north' }, after: 'fr-inf-6' }],
    draws: [{ pool: 'bag', perTurn: 1, at: [{ hex: '0303' }, { location: 'f1' }] }],
  };
  scenario.victory = [{ kind: 'hold', params: { unit: 'napoleon', places: ['f1'] } }];
  const test = {
    $schema: '../../../schemas/scenario-test.schema.json',
    name: 'The bag',
    setup: { base: 'demo-scenario', placements: [{ units: ['fr-cav-1'], at: { location: 'f1' } }] },
    steps: [{ action: { type: 'move', unit: 'fr-cav-1' }, expect: [{ path: '/units/fr-cav-1/at', equals: '0102' }] }],
  };
  const campaign = {
    $schema: '../../../schemas/campaign.schema.json',
    id: 'demo-campaign',
    name: 'C',
    ruleset: { mod: 'demo' },
    battles: [{ id: 'b1', scenario: 'demo-scenario' }],
  };
  const campaignTest = {
    $schema: '../../../schemas/scenario-test.schema.json',
    name: 'Through the campaign',
    campaign: 'demo-campaign',
    steps: [{ expect: [{ path: '/units/napoleon/at', equals: '0101' }] }],
  };
  const other = { $schema: '../../../schemas/scenario-test.schema.json', name: 'Elsewhere', scenario: 'another', steps: [{ action: { unit: 'fr-cav-1' } }] };
  const files = demoFiles().map((f) =>
    f.path === oobPath ? { ...f, text: JSON.stringify(oob, null, 2) } : f.path === scenarioPath ? { ...f, text: JSON.stringify(scenario, null, 2) } : f,
  );
  const editor = new Editor();
  editor.store.load([
    ...files,
    { path: testPath, text: JSON.stringify(test, null, 2), version: 'v1', mod: 'demo' },
    { path: 'mods/demo/campaigns/demo.campaign.json', text: JSON.stringify(campaign), version: 'v1', mod: 'demo' },
    { path: campaignTestPath, text: JSON.stringify(campaignTest), version: 'v1', mod: 'demo' },
    { path: otherTestPath, text: JSON.stringify(other), version: 'v1', mod: 'other' },
  ]);
  return editor;
}

describe('findReferences', () => {
  it('finds a unit in pools, set-up, tests (set-up and steps), and no test of another scenario', () => {
    const editor = workspace();
    const refs = findReferences(editor.store.all(), { kind: 'unit', oob: 'demo', id: 'fr-cav-1' });
    expect(refs.map((r) => `${r.documentName} ${r.role} ${r.pointer} ${r.removal?.how ?? '-'}`)).toEqual([
      'demo-scenario set-up /setup/2/units/1 list-item',
      'demo-scenario pool /pools/0/units/0 list-item',
      'bag.test.json test set-up /setup/placements/0/units/0 list-item',
      'bag.test.json test steps /steps/0/action/unit -',
      'bag.test.json test steps /steps/0/expect/0/path -',
    ]);
    expect(describeReferences(refs)).toBe('used by 1 scenario: demo-scenario (set-up, pool); 1 test: bag.test.json (test set-up, test steps)');
    const many = ['a', 'b', 'c', 'd'].map((n) => ({ ...(refs[2] as (typeof refs)[number]), documentName: `${n}.test.json` }));
    expect(describeReferences(many)).toBe('used by 4 tests: a.test.json (test set-up), b.test.json (test set-up), c.test.json (test set-up) and 1 more');
  });

  it('finds a leader as commander, in rule parameters and in a test played through a campaign', () => {
    const refs = findReferences(workspace().store.all(), { kind: 'unit', oob: 'demo', id: 'napoleon' });
    expect(refs.map((r) => `${r.path.split('/').pop()} ${r.role} ${r.pointer}`)).toEqual([
      'demo.scenario.json set-up /setup/1/units/0',
      'demo.scenario.json rules /victory/0/params/unit',
      'demo.oob.json commander /formations/0/commander',
      'campaign.test.json test steps /steps/0/expect/0/path',
    ]);
    expect(describeReferences(refs)).toBe(
      'used by 1 scenario: demo-scenario (set-up, rules); 1 order of battle: demo (commander); 1 test: campaign.test.json (test steps)',
    );
  });

  it('reaches every unit of a formation, naming the unit; its own commander goes with it', () => {
    const refs = findReferences(workspace().store.all(), { kind: 'formation', oob: 'demo', id: 'armee-du-nord' });
    expect(refs.filter((r) => r.documentKind === 'scenario').map((r) => `${r.unit ?? '-'} ${r.pointer}`)).toEqual([
      'napoleon /setup/1/units/0',
      'fr-inf-6 /setup/2/units/0',
      'fr-cav-1 /setup/2/units/1',
      'fr-cav-1 /pools/0/units/0',
      'fr-inf-6 /reinforcements/schedule/0/after',
      'napoleon /victory/0/params/unit',
    ]);
    expect(refs.some((r) => r.role === 'commander')).toBe(false);
  });

  it('finds a map location where units are set up and in a test set-up; nothing for an unused one', () => {
    const docs = workspace().store.all();
    const refs = findReferences(docs, { kind: 'location', map: 'demo', id: 'f1' });
    expect(refs.map((r) => `${r.documentName} ${r.pointer} ${r.removal?.how ?? '-'} ${r.removal?.pointer ?? ''}`)).toEqual([
      'demo-scenario /setup/0/at entry /setup/0',
      'demo-scenario /setup/2/at/0 list-item /setup/2/at/0',
      'demo-scenario /reinforcements/draws/0/at/1 list-item /reinforcements/draws/0/at/1',
      'demo-scenario /victory/0/params/places/0 - ',
      'bag.test.json /setup/placements/0/at entry /setup/placements/0',
    ]);
    expect(findReferences(docs, { kind: 'location', map: 'demo', id: 'nowhere' })).toEqual([]);
    expect(describeReferences([])).toBe('');
    expect(findReferences(docs, { kind: 'location', map: 'another-map', id: 'f1' })).toEqual([]);
  });
});

describe('findReferences of a pool', () => {
  it('finds the draws from it in its scenario and the tests of that scenario, and removes them', () => {
    const editor = workspace();
    const refs = findReferences(editor.store.all(), { kind: 'pool', scenario: 'demo-scenario', id: 'bag' });
    expect(refs.map((r) => `${r.documentName} ${r.role} ${r.pointer}`)).toEqual([
      'demo-scenario set-up /setup/0',
      'demo-scenario reinforcements /reinforcements/draws/0',
    ]);
    expect(findReferences(editor.store.all(), { kind: 'pool', scenario: 'another', id: 'bag' })).toEqual([]);
    editor.run(removeReferences, scenarioPath, { references: refs, path: scenarioPath });
    const scenario = editor.store.require(scenarioPath, 'scenario').value;
    expect(scenario.setup?.some((p) => p.draw)).toBe(false);
    expect(scenario.reinforcements?.draws).toEqual([]);
  });
});

describe('removeReferences and deleteOobNode', () => {
  it('deletes a unit with its references as one undo step; emptied entries go, the rest stays', () => {
    const editor = workspace();
    const refs = findReferences(editor.store.all(), { kind: 'unit', oob: 'demo', id: 'fr-cav-1' });
    const mark = editor.mark('Delete Guard cavalry');
    for (const path of new Set(refs.map((r) => r.path))) editor.run(removeReferences, path, { references: refs, path });
    editor.run(deleteOobNode, oobPath, { kind: 'unit', id: 'fr-cav-1', name: 'Guard cavalry' });
    editor.squash(mark);
    const scenario = editor.store.require(scenarioPath, 'scenario').value;
    expect(scenario.setup?.[2]?.units).toEqual(['fr-inf-6']);
    expect(scenario.pools).toEqual([]);
    const test = editor.store.require(testPath, 'scenario-test').value;
    expect(test.setup?.placements).toEqual([]);
    // Steps are the person's to change: left as they were.
    expect(test.steps[0]).toEqual({ action: { type: 'move', unit: 'fr-cav-1' }, expect: [{ path: '/units/fr-cav-1/at', equals: '0102' }] });
    // The Guard held only this unit: its emptied list goes.
    expect(editor.store.require(oobPath, 'oob').value.formations?.[0]?.formations?.[0]).toEqual({ id: 'fr-guard', name: 'Guard' });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Delete Guard cavalry']);
    editor.undo();
    expect(editor.store.dirtyPaths()).toEqual([]);
  });

  it("deletes a formation with its units, their placements, an arrival's `after` and its commander", () => {
    const editor = workspace();
    const refs = findReferences(editor.store.all(), { kind: 'formation', oob: 'demo', id: 'armee-du-nord' });
    for (const path of new Set(refs.map((r) => r.path))) editor.run(removeReferences, path, { references: refs, path });
    editor.run(deleteOobNode, oobPath, { kind: 'formation', id: 'armee-du-nord' });
    const scenario = editor.store.require(scenarioPath, 'scenario').value;
    expect(scenario.setup).toEqual([{ draw: { pool: 'bag', count: 1 }, at: { location: 'f1' } }]);
    expect(scenario.reinforcements?.schedule).toEqual([{ turn: 2, units: ['en-inf-5'], at: { entry: 'north' } }]);
    // Rule parameters are shown, not edited.
    expect(scenario.victory?.[0]).toEqual({ kind: 'hold', params: { unit: 'napoleon', places: ['f1'] } });
    expect(editor.store.require(oobPath, 'oob').value.formations?.map((f) => f.id)).toEqual(['wellington-army']);
  });

  it('removes placements at a deleted location, or that choice of several', () => {
    const editor = workspace();
    const refs = findReferences(editor.store.all(), { kind: 'location', map: 'demo', id: 'f1' });
    editor.run(removeReferences, scenarioPath, { references: refs, path: scenarioPath });
    const scenario = editor.store.require(scenarioPath, 'scenario').value;
    expect(scenario.setup).toEqual([
      { units: ['napoleon'], at: { hex: '0101' }, faceDown: true },
      { units: ['fr-inf-6', 'fr-cav-1'], at: [{ hex: '0202' }] },
    ]);
    expect(scenario.reinforcements?.draws?.[0]?.at).toEqual([{ hex: '0303' }]);
  });

  it('changes nothing for a unit nobody names', () => {
    const editor = workspace();
    const refs = findReferences(editor.store.all(), { kind: 'unit', oob: 'demo', id: 'no-such-unit' });
    expect(refs).toEqual([]);
    expect(editor.run(deleteOobNode, oobPath, { kind: 'unit', id: 'no-such-unit' })).toBeFalsy();
  });
});
