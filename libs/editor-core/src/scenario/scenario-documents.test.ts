import { describe, expect, it } from 'vitest';
import { DocumentStore } from '../store/document-store';
import { scenarioChoices, scenarioDocuments } from './scenario-documents';

const store = new DocumentStore();
const doc = (path: string, value: unknown) => ({ path, text: JSON.stringify(value), version: 'v1' });
store.load([
  doc('mods/a/first.scenario.json', {
    $schema: '../../schemas/scenario.schema.json',
    id: 'first',
    name: 'The first',
    map: 'board',
    oob: 'armies',
    players: [{ id: 'red' }, { id: 'blue' }],
  }),
  doc('mods/a/nameless.scenario.json', { $schema: '../../schemas/scenario.schema.json', name: 'No id' }),
  doc('mods/a/lost.scenario.json', { $schema: '../../schemas/scenario.schema.json', id: 'lost', map: 'nowhere' }),
  doc('mods/a/board.map.json', { $schema: '../../schemas/map.schema.json', id: 'board' }),
  doc('mods/a/armies.oob.json', { $schema: '../../schemas/oob.schema.json', id: 'armies' }),
]);

describe('scenarioDocuments', () => {
  it('finds a scenario with its map and order of battle by id', () => {
    expect(scenarioDocuments(store, 'first')).toEqual({ scenario: 'mods/a/first.scenario.json', map: 'mods/a/board.map.json', oob: 'mods/a/armies.oob.json' });
  });

  it('leaves out what the store does not hold, and answers undefined for an unknown scenario', () => {
    expect(scenarioDocuments(store, 'lost')).toEqual({ scenario: 'mods/a/lost.scenario.json' });
    expect(scenarioDocuments(store, 'armies')).toBeUndefined();
  });
});

describe('scenarioChoices', () => {
  it('offers every scenario with an id, by name, with its roles in order', () => {
    expect(scenarioChoices(store)).toEqual([
      { id: 'lost', name: 'lost', players: [], folder: 'mods/a' },
      { id: 'first', name: 'The first', players: ['red', 'blue'], folder: 'mods/a' },
    ]);
  });

  it('names the mod folder of a scenario kept in a scenarios folder', () => {
    const mods = new DocumentStore();
    mods.load([doc('mods-2/b/scenarios/s.scenario.json', { $schema: '../../../schemas/scenario.schema.json', id: 's', name: 'S' })]);
    expect(scenarioChoices(mods)[0]?.folder).toBe('mods-2/b');
  });
});

describe('scenarioChoices of rulesets without rules', () => {
  it('marks a scenario whose ruleset names no rules module', () => {
    const mods = new DocumentStore();
    mods.load([
      doc('mods/a/mod.json', { $schema: '../../schemas/mod.schema.json', id: 'a', kind: 'ruleset', entry: 'src/index.ts' }),
      doc('mods/b/mod.json', { $schema: '../../schemas/mod.schema.json', id: 'b', kind: 'ruleset' }),
      doc('mods/a/ruled.scenario.json', { $schema: '../../schemas/scenario.schema.json', id: 'ruled', name: 'Ruled', ruleset: { mod: 'a' } }),
      doc('mods/b/sketch.scenario.json', { $schema: '../../schemas/scenario.schema.json', id: 'sketch', name: 'Sketch', ruleset: { mod: 'b' } }),
      doc('mods/b/elsewhere.scenario.json', { $schema: '../../schemas/scenario.schema.json', id: 'elsewhere', name: 'Elsewhere', ruleset: { mod: 'gone' } }),
    ]);
    expect(scenarioChoices(mods)).toEqual([
      { id: 'elsewhere', name: 'Elsewhere', players: [], folder: 'mods/b' },
      { id: 'ruled', name: 'Ruled', players: [], folder: 'mods/a' },
      { id: 'sketch', name: 'Sketch', players: [], noRules: true, folder: 'mods/b' },
    ]);
  });

  it('marks a scenario whose ruleset’s entry module is not among the workspace’s files', () => {
    const mods = new DocumentStore();
    mods.load([
      doc('mods/a/mod.json', { $schema: '../../schemas/mod.schema.json', id: 'a', kind: 'ruleset', entry: './src/index.ts' }),
      doc('mods/a/ruled.scenario.json', { $schema: '../../schemas/scenario.schema.json', id: 'ruled', name: 'Ruled', ruleset: { mod: 'a' } }),
    ]);
    expect(scenarioChoices(mods, ['mods/a/mod.json', 'mods/a/src/index.ts'])[0]?.noRules).toBeUndefined();
    expect(scenarioChoices(mods, ['mods/a/mod.json', 'mods/b/src/index.ts'])[0]?.noRules).toBe(true);
    // A listing without any code cannot tell.
    expect(scenarioChoices(mods, ['mods/a/mod.json'])[0]?.noRules).toBeUndefined();
  });
});
