import { describe, expect, it } from 'vitest';
import { compareRecords, describeRecord, parseHistory, twoProportionP, withRecord, HISTORY_LIMIT, type BalanceRecord } from './balance-history';
import { optionFields, optionValue } from './option-fields';
import { variantChoices } from './variant-choices';
import { DocumentStore } from '../store/document-store';
import type { WorkspaceMod } from '../mods/workspace-mods';

const record = (id: string, french: number, played = 200, extra: Partial<BalanceRecord> = {}): BalanceRecord => ({
  id,
  scenario: 'hundred-days-campaign',
  houseRules: [],
  options: {},
  games: played,
  seed: 1,
  bots: ['random', 'random'],
  players: ['french', 'allies'],
  wins: { french, allies: played - french },
  played,
  meanActions: 100,
  fingerprint: 'f',
  at: '2026-11-24T00:00:00Z',
  ...extra,
});

describe('balance history', () => {
  it('tells a real difference from chance', () => {
    // 100/200 against 140/200: z ≈ 4.1.
    expect(twoProportionP(100, 200, 140, 200)).toBeLessThan(0.001);
    // 100/200 against 104/200: well within chance.
    expect(twoProportionP(100, 200, 104, 200)).toBeGreaterThan(0.5);
    expect(twoProportionP(0, 0, 1, 2)).toBe(1);
    // 1.96 standard errors is p = 0.05.
    const n = 10000;
    expect(twoProportionP(5000, n, 5000 + Math.round(1.96 * Math.sqrt(0.25 * 2 * n)), n)).toBeCloseTo(0.05, 2);
  });

  it('compares each side of two runs', () => {
    const [french, allies] = compareRecords(record('a', 100), record('b', 140, 200, { houseRules: ['grand-battery'] }));
    expect(french).toMatchObject({ role: 'french', rateA: 0.5, rateB: 0.7, significant: true });
    expect(french?.difference).toBeCloseTo(0.2);
    expect(allies?.difference).toBeCloseTo(-0.2);
    expect(compareRecords(record('a', 100), record('b', 103)).every((s) => !s.significant)).toBe(true);
  });

  it('keeps the newest runs first, each once, up to the limit', () => {
    let h: BalanceRecord[] = [];
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) h = withRecord(h, record(`r${i}`, i));
    expect(h).toHaveLength(HISTORY_LIMIT);
    expect(h[0]?.id).toBe(`r${HISTORY_LIMIT + 4}`);
    expect(withRecord(h, record(`r${HISTORY_LIMIT + 4}`, 1))).toHaveLength(HISTORY_LIMIT);
  });

  it('reads back what it kept and shrugs off anything else', () => {
    const h = [record('a', 1)];
    expect(parseHistory(JSON.stringify(h))).toEqual(h);
    expect(parseHistory('{not json')).toEqual([]);
    expect(parseHistory('[{"id":3}]')).toEqual([]);
    expect(parseHistory(null)).toEqual([]);
  });

  it('describes a run in words', () => {
    expect(describeRecord(record('a', 1, 200, { houseRules: ['g'], options: { grandBattery: 4 } }))).toBe(
      'hundred-days-campaign, + g · grandBattery=4 · 200 games, seed 1',
    );
  });
});

const grandBattery = {
  type: 'object',
  properties: {
    grandBattery: { title: 'Grand battery', type: 'integer', minimum: 2, maximum: 6, default: 3 },
    weather: { enum: ['dry', 'wet'] },
    nested: { type: 'object' },
  },
};

describe('option fields', () => {
  it('come from the options schema, with limits and defaults', () => {
    const fields = optionFields('gb', grandBattery);
    expect(fields.map((f) => [f.name, f.type])).toEqual([
      ['grandBattery', 'integer'],
      ['weather', 'enum'],
    ]);
    expect(fields[0]).toMatchObject({ title: 'Grand battery', minimum: 2, maximum: 6, default: 3, mod: 'gb' });
    expect(optionFields('x', undefined)).toEqual([]);
  });

  it('check what is typed against the schema', () => {
    const [gb, weather] = optionFields('gb', grandBattery);
    expect(optionValue(gb!, '4')).toEqual({ ok: true, value: 4 });
    expect(optionValue(gb!, '9')).toEqual({ ok: false, message: 'Grand battery: at most 6' });
    expect(optionValue(gb!, '2.5')).toMatchObject({ ok: false });
    expect(optionValue(weather!, 'wet')).toEqual({ ok: true, value: 'wet' });
    expect(optionValue(weather!, 'snow')).toMatchObject({ ok: false });
  });
});

describe('variant choices', () => {
  it('list the mods that extend the scenario ruleset, and its options', () => {
    const store = new DocumentStore();
    store.load([
      {
        path: 'mods/r/scenarios/s.scenario.json',
        text: JSON.stringify({ $schema: '../../../schemas/scenario.schema.json', id: 's', ruleset: { mod: 'r', version: '^1' } }),
        version: '1',
      },
    ]);
    const mods: WorkspaceMod[] = [
      { folder: 'mods/r', manifest: { id: 'r', kind: 'ruleset', options: { properties: { allowConcede: { type: 'boolean', default: true } } } } },
      { folder: 'mods/gb', manifest: { id: 'gb', name: 'Grand battery', kind: 'house-rule', extends: { mod: 'r', version: '^1' }, options: grandBattery } },
      { folder: 'mods/other', manifest: { id: 'o', kind: 'house-rule', extends: { mod: 'elsewhere', version: '^1' } } },
    ];
    const choices = variantChoices(mods, store, 's');
    expect(choices.ruleset).toBe('r');
    expect(choices.options.map((o) => o.name)).toEqual(['allowConcede']);
    expect(choices.mods.map((m) => [m.id, m.options.length])).toEqual([['gb', 2]]);
    expect(variantChoices(mods, store, 'missing')).toEqual({ options: [], mods: [] });
  });
});
