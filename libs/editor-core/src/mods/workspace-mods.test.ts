import { describe, expect, it } from 'vitest';
import { DocumentStore } from '../store/document-store';
import type { WorkspaceListing } from '../workspace';
import { houseRuleChoices, listingWithFile, modIds, rulesetChoices, testDestinations, workspaceMods } from './workspace-mods';

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';
const docs: Record<string, unknown> = {
  'mods/race/mod.json': { $schema: '../../schemas/mod.schema.json', id: 'race', name: 'Race', version: '1.0.0', kind: 'ruleset', hooks: [{ name: 'bonus' }] },
  'mods/race/tests/roll.test.json': { $schema: '../../../schemas/scenario-test.schema.json', name: 'roll', steps: [] },
  'mods/race-double/mod.json': { $schema: '../../schemas/mod.schema.json', id: 'race-double', name: 'Double', kind: 'house-rule', extends: { mod: 'race' } },
  'mods/race-double/sprint.scenario.json': { $schema: '../../schemas/scenario.schema.json', id: 'sprint', name: 'Sprint', ruleset: { mod: 'race' } },
  'mods/board/mod.json': { $schema: '../../schemas/mod.schema.json', id: 'board', kind: 'content' },
  'mods/plain/mod.json': { $schema: '../../schemas/mod.schema.json', name: 'No id', kind: 'ruleset' },
};
const folders = ['mods/race', 'mods/race-double', 'mods/board', 'mods/plain', 'mods/unread'];
const listing: WorkspaceListing = {
  roots: [{ name: 'mods' }],
  mods: folders.map((folder) => ({ folder, documents: Object.keys(docs).filter((p) => p.startsWith(folder + '/')) })),
  files: [...Object.keys(docs), 'mods/race/src/index.ts'].sort(),
};
const store = new DocumentStore();
store.load(Object.entries(docs).map(([path, value]) => ({ path, text: json(value), version: 'v1' })));

describe('workspace mods', () => {
  it('are the listed mods whose manifest the store holds', () => {
    expect(workspaceMods(store, listing).map((m) => m.folder)).toEqual(['mods/race', 'mods/race-double', 'mods/board', 'mods/plain']);
    expect(workspaceMods(store, undefined)).toEqual([]);
    expect(modIds(workspaceMods(store, listing))).toEqual(new Set(['race', 'race-double', 'board']));
  });

  it('take a manifest that does not parse as a mod with nothing known, never a crash', () => {
    const broken = new DocumentStore();
    broken.load([{ path: 'mods/race/mod.json', text: '{ "id": "race" "kind": "ruleset" }', version: 'v2' }]);
    const mods = workspaceMods(broken, listing);
    expect(mods).toEqual([{ folder: 'mods/race', manifest: {} }]);
    expect(modIds(mods)).toEqual(new Set());
    expect(rulesetChoices(mods)).toEqual([]);
    expect(houseRuleChoices(mods)).toEqual([]);
  });

  it('offer the rulesets with an id to a new house rule, and the house rules and content to a playtest', () => {
    const mods = workspaceMods(store, listing);
    expect(rulesetChoices(mods)).toEqual([{ folder: 'mods/race', manifest: { id: 'race', name: 'Race', version: '1.0.0', hooks: [{ name: 'bonus' }] } }]);
    // With the documents, each ruleset brings a scenario it plays (for the new mod's first test).
    expect(rulesetChoices(mods, store).map((r) => r.scenario)).toEqual(['sprint']);
    expect(houseRuleChoices(mods)).toEqual([
      { id: 'race-double', name: 'Double' },
      { id: 'board', name: 'board' },
    ]);
  });

  it('send a recorded test to the scenario’s mod first, then rulesets, then the rest, with the tests there', () => {
    expect(testDestinations(store, listing, 'sprint')).toEqual([
      { folder: 'mods/race-double', label: 'Double', taken: [] },
      { folder: 'mods/plain', label: 'No id', taken: [] },
      { folder: 'mods/race', label: 'Race', taken: ['roll.test.json'], schema: '../../../schemas/scenario-test.schema.json' },
      { folder: 'mods/board', label: 'board', taken: [] },
    ]);
    expect(testDestinations(store, listing, undefined).map((d) => d.folder)).toEqual(['mods/plain', 'mods/race', 'mods/board', 'mods/race-double']);
  });

  it('take a new file into the listing, and a new document into its mod', () => {
    const next = listingWithFile(listing, 'mods/race/tests/new.test.json');
    expect(next.files).toContain('mods/race/tests/new.test.json');
    expect(next.files).toEqual([...next.files].sort());
    expect(next.mods.find((m) => m.folder === 'mods/race')?.documents).toContain('mods/race/tests/new.test.json');
    expect(next.mods.find((m) => m.folder === 'mods/race-double')?.documents).not.toContain('mods/race/tests/new.test.json');
    expect(listingWithFile(next, 'mods/race/tests/new.test.json')).toBe(next);
    expect(listingWithFile(listing, 'mods/race/src/more.ts').mods).toEqual(listing.mods);
  });
});
