import { describe, expect, test } from 'vitest';
import { fixtureDocuments, problemsOf } from './test-support/fixtures';

type Docs = ReturnType<typeof fixtureDocuments>;

/** The problems of the fixture workspace after a change to it. */
function after(change: (docs: Docs) => void) {
  const docs = fixtureDocuments();
  change(docs);
  return problemsOf(docs);
}

describe('semantic checks: maps', () => {
  test('a hex label outside the grid', () => {
    const problems = after((d) => (d.map.hexes = { '1111': { terrain: ['forest'] } }));
    expect(problems).toEqual([expect.objectContaining({ file: 'map.json', pointer: '/hexes/1111', code: 'off-map' })]);
  });

  test('terrain that nobody defines, with a suggestion, and terrain of the wrong kind', () => {
    const problems = after((d) => (d.map.hexes = { '0505': { terrain: ['forset', 'road'] } }));
    expect(problems.map((p) => p.message)).toEqual([
      'terrain `forset` is not defined by this map or its ruleset; did you mean `forest`?',
      'terrain `road` lies on a path, so it cannot be used on a hex',
    ]);
  });

  test('a hexside between hexes that are not neighbours, and an uphill hex that is not on it', () => {
    const problems = after((d) => (d.map.hexsides = [{ between: ['0505', '0808'], terrain: 'slope', uphill: '0101' }]));
    expect(problems.map((p) => p.code).sort()).toEqual(['not-adjacent', 'unknown-reference']);
  });

  test('a road that jumps over hexes, and a one-way link that is not on the road', () => {
    const problems = after((d) => (d.map.paths = [{ terrain: 'road', hexes: ['0101', '0104'], oneWay: [{ from: '0102', to: '0103' }] }]));
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/paths/0/hexes/1', code: 'not-adjacent' }),
      expect.objectContaining({ pointer: '/paths/0/oneWay/0', code: 'unknown-reference' }),
    ]);
  });

  test('ids of locations must be unique', () => {
    const problems = after((d) => d.map.locations!.push({ id: 'e1', name: 'Ghent', code: 'E2', hex: '0210' }));
    expect(problems).toEqual([expect.objectContaining({ pointer: '/locations/1/id', code: 'duplicate-id' })]);
  });

  test('area maps: connections must join areas that exist', () => {
    const problems = after((d) => {
      Object.assign(d.map, {
        areas: [
          { id: 'fr-wing-a', name: 'Wing A' },
          { id: 'fr-reserve', name: 'Reserve' },
        ],
        connections: [{ from: 'fr-reserve', to: 'fr-wing-b', kind: 'feeds' }],
      });
    });
    expect(problems).toEqual([expect.objectContaining({ pointer: '/connections/0/to', message: expect.stringContaining('did you mean `fr-wing-a`?') })]);
  });
});

describe('semantic checks: orders of battle', () => {
  test('unit values are checked against the ruleset attribute schema', () => {
    const problems = after((d) => ((d.oob.units![0] as { values: object }).values = { combat: 9 }));
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/units/0/values/combat', message: 'unit `en-inf-5`: `combat` must be at most 6, but it is 9' }),
    ]);
  });

  test('a misspelt value name is caught by the attribute schema', () => {
    const problems = after((d) => ((d.oob.units![0] as { values: object }).values = { combat: 5, combta: 5 }));
    expect(problems[0]?.message).toContain('unknown member `combta`: did you mean `combat`?');
  });

  test('unknown unit types, nationalities and templates, and units with no side', () => {
    const problems = after((d) =>
      d.oob.units!.push({ id: 'x-1', name: 'X', type: 'infantri', nationality: 'prussia', template: 'blank-x', values: { combat: 1 } } as never),
    );
    expect(problems.map((p) => p.pointer)).toEqual(['/units/1/type', '/units/1/nationality', '/units/1/template', '/units/1']);
    expect(problems[3]?.code).toBe('no-side');
  });

  test('unit and formation ids are unique across the whole tree', () => {
    const problems = after((d) =>
      d.oob.units!.push({ id: 'fr-inf-6', name: 'Again', type: 'infantry', nationality: 'england', values: { combat: 2 } } as never),
    );
    expect(problems).toEqual([expect.objectContaining({ pointer: '/units/1/id', code: 'duplicate-id' })]);
  });

  test('a formation commander must be a unit', () => {
    const problems = after((d) => (d.oob.formations![0]!.commander = 'ney'));
    expect(problems).toEqual([expect.objectContaining({ pointer: '/formations/0/commander' })]);
  });
});

describe('semantic checks: scenarios', () => {
  test('a placement off the map says which unit and which hex', () => {
    const problems = after((d) => (d.scenario.setup![0]!.at = { hex: '2219' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.pointer).toBe('/setup/0/at/hex');
    expect(problems[0]?.message).toMatch(/^unit `fr-inf-6` is placed on hex `2219`, which is not on the map `demo-map`/);
  });

  test('unknown units, locations, boxes and players', () => {
    const problems = after((d) => {
      d.scenario.setup!.push({ units: ['fr-inf-7'], at: { location: 'e2' } } as never);
      d.scenario.setup!.push({ units: ['en-inf-5'], at: { box: 'nowhere' } } as never);
      d.scenario.turns.firstPlayer = 'prussia';
    });
    expect(problems.map((p) => p.pointer).sort()).toEqual([
      '/reinforcements/schedule/0/units/0',
      '/setup/2/at/location',
      '/setup/2/units/0',
      '/setup/3/at/box',
      '/turns/firstPlayer',
    ]);
    expect(problems.find((p) => p.pointer === '/reinforcements/schedule/0/units/0')?.code).toBe('placed-twice');
  });

  test('reinforcements enter on a map edge or at an entry point', () => {
    expect(after((d) => (d.scenario.reinforcements!.schedule![0]!.at = { hex: '0505' } as never))).toEqual([]);
    expect(after((d) => (d.scenario.reinforcements!.schedule![0]!.at = { hex: '0202' } as never))).toEqual([
      expect.objectContaining({ code: 'not-an-entry', message: expect.stringMatching(/^unit `en-inf-5` enters at hex `0202`/) }),
    ]);
  });

  test('the ruleset must exist and match the version range', () => {
    expect(after((d) => (d.scenario.ruleset.version = '^2.0.0'))).toEqual([expect.objectContaining({ pointer: '/ruleset/version', code: 'version-mismatch' })]);
    expect(after((d) => (d.scenario.ruleset = { mod: 'dmeo', version: '^1.0.0' }))[0]?.message).toContain('did you mean `demo`?');
  });

  test('options are checked against the ruleset options schema', () => {
    const problems = after((d) => (d.scenario.options = { rain: 'yes', snow: true } as never));
    expect(problems.map((p) => p.pointer).sort()).toEqual(['/options/rain', '/options/snow']);
  });

  test('a draw cannot take more units than the pool holds', () => {
    const problems = after((d) => {
      Object.assign(d.scenario, { pools: [{ id: 'bag', name: 'Bag', units: ['en-inf-5'] }], reinforcements: {} });
      d.scenario.setup!.push({ draw: { pool: 'bag', count: 2 }, at: { hex: '0101' } } as never);
    });
    expect(problems).toEqual([expect.objectContaining({ pointer: '/setup/2/draw/count', code: 'out-of-range' })]);
  });

  test('facing must be a side of the grid’s hexes', () => {
    const problems = after((d) => ((d.scenario.setup![0] as { facing?: string }).facing = 'e'));
    expect(problems).toEqual([expect.objectContaining({ pointer: '/setup/0/facing', code: 'not-allowed' })]);
  });
});

describe('semantic checks: manifests and documents together', () => {
  test('two documents of one kind cannot share an id', () => {
    const docs = fixtureDocuments();
    const problems = problemsOf({ ...docs, other: { ...docs.map, name: 'Copy' } });
    expect(problems).toEqual([expect.objectContaining({ file: 'other.json', pointer: '/id', code: 'duplicate-id' })]);
  });

  test('an attribute schema that is not a usable JSON Schema is reported in the manifest', () => {
    const problems = after((d) => (d.mod.unitAttributes = { infantry: { type: 'object', properties: { combat: { type: 'integr' } } } } as never));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'mod.json', pointer: '/unitAttributes/infantry', code: 'bad-schema' }));
  });

  test('an entry outside the mod is refused at /entry, where it is written', () => {
    const docs = fixtureDocuments();
    docs.mod.entry = '../../index.ts';
    const loaded = problemsOf(docs);
    expect(loaded).toEqual([expect.objectContaining({ file: 'mod.json', pointer: '/entry', code: 'outside-mod', severity: 'error', line: 7 })]);
    expect(loaded[0]?.message).toContain('leads outside the mod');
  });

  test("a house rule's hooks must be its ruleset's, with the likely one named", () => {
    const docs = fixtureDocuments();
    docs.mod.hooks = [
      { name: 'combatModifier', description: 'Terrain.' },
      { name: 'artilleryLimit', description: 'Guns.' },
    ];
    const houseRule = {
      $schema: '../../schemas/mod.schema.json',
      id: 'demo-rule',
      name: 'A house rule',
      version: '0.1.0',
      kind: 'house-rule',
      extends: { mod: 'demo', version: '^1.0.0' },
      entry: 'src/index.ts',
      hooks: [{ name: 'artilleryLimit' }, { name: 'combatModifer' }, { name: 'weather' }],
    };
    const problems = problemsOf({ ...docs, rule: houseRule }).filter((p) => p.code === 'unknown-hook');
    expect(problems).toEqual([
      expect.objectContaining({ file: 'rule.json', pointer: '/hooks/1/name', severity: 'error', line: 17, column: 15 }),
      expect.objectContaining({ file: 'rule.json', pointer: '/hooks/2/name', severity: 'error' }),
    ]);
    expect(problems[0]?.message).toBe('the ruleset `demo` has no hook `combatModifer`; did you mean `combatModifier`?');
    expect(problems[1]?.message).toContain('its hooks are combatModifier, artilleryLimit');
  });
});
