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
      { id: 'lost', name: 'lost', players: [] },
      { id: 'first', name: 'The first', players: ['red', 'blue'] },
    ]);
  });
});
