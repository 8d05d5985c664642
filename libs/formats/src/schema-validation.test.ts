import { describe, expect, test } from 'vitest';
import { readDocument } from './index';
import { fixtureDocuments, problemsOf } from './test-support/fixtures';
import Ajv2020 from 'ajv/dist/2020';
import { ajvOptions, schemas } from './schema-validation';

function read(name: string, value: unknown) {
  return readDocument({ file: `${name}.json`, text: JSON.stringify(value, null, 2) });
}

describe('schema validation', () => {
  test('the fixture workspace is valid', () => {
    expect(problemsOf(fixtureDocuments())).toEqual([]);
  });

  test('a misspelt member is an error that names it and suggests the right one', () => {
    const { map } = fixtureDocuments();
    const { terrain: _t, ...rest } = { ...map, terain: [], terrain: undefined };
    const result = read('map', rest);
    expect(result.doc).toBeUndefined();
    expect(result.problems).toContainEqual(
      expect.objectContaining({ pointer: '/terain', code: 'unknown-member', message: expect.stringContaining('did you mean `terrain`?') }),
    );
  });

  test('an unknown member deep inside a scenario is located by pointer, line and column', () => {
    const { scenario } = fixtureDocuments();
    const result = read('scenario', { ...scenario, turns: { ...scenario.turns, turnz: 3 } });
    const problem = result.problems.find((p) => p.code === 'unknown-member');
    expect(problem).toMatchObject({ file: 'scenario.json', pointer: '/turns/turnz' });
    const lines = JSON.stringify({ ...scenario, turns: { ...scenario.turns, turnz: 3 } }, null, 2).split('\n');
    expect(lines[(problem?.line ?? 0) - 1]).toContain('"turnz"');
  });

  test('extension data is allowed only under `extensions`', () => {
    const { oob } = fixtureDocuments();
    expect(read('oob', { ...oob, extensions: { demo: { anything: [1, 2] } } }).problems).toEqual([]);
    expect(read('oob', { ...oob, houseData: {} }).problems[0]?.message).toContain('data for a ruleset goes under `extensions`');
  });

  test('a missing required member says what it is for', () => {
    const { mod } = fixtureDocuments();
    const { version: _v, ...rest } = mod;
    expect(read('mod', rest).problems).toContainEqual(
      expect.objectContaining({ code: 'missing-member', message: expect.stringContaining('`version` (Semantic version') }),
    );
  });

  test('a ruleset manifest needs an entry module, a house rule also what it extends', () => {
    const { mod } = fixtureDocuments();
    const { entry: _e, ...noEntry } = mod;
    expect(read('mod', noEntry).problems.map((p) => p.message)).toContainEqual(expect.stringContaining('`entry`'));
    const houseRule = { ...mod, id: 'rain', kind: 'house-rule' };
    expect(read('mod', houseRule).problems.map((p) => p.message)).toContainEqual(expect.stringContaining('`extends`'));
  });

  test("a manifest's limits.maxActions is a whole number of at least 1", () => {
    const { mod } = fixtureDocuments();
    expect(read('mod', { ...mod, limits: { maxActions: 20000 } }).problems).toEqual([]);
    for (const bad of [2.5, 0, -3, '100'])
      expect(read('mod', { ...mod, limits: { maxActions: bad } }).problems).toContainEqual(expect.objectContaining({ pointer: '/limits/maxActions' }));
  });

  test('an enum value suggests the closest allowed one', () => {
    const { map } = fixtureDocuments();
    const result = read('map', { ...map, grid: { ...map.grid, orientation: 'flaat' } });
    expect(result.problems).toEqual([expect.objectContaining({ pointer: '/grid/orientation', message: expect.stringContaining('did you mean "flat"?') })]);
  });

  test('a malformed id explains the pattern in words', () => {
    const { oob } = fixtureDocuments();
    const result = read('oob', { ...oob, units: [{ id: 'Fr Inf', name: 'x', type: 'infantry' }] });
    expect(result.problems[0]).toMatchObject({ pointer: '/units/0/id', code: 'bad-format' });
    expect(result.problems[0]?.message).toContain('lower-case letters, digits and dashes');
  });

  test('a place naming two kinds of place gets one clear sentence, not one per alternative', () => {
    const { scenario } = fixtureDocuments();
    const result = read('scenario', { ...scenario, setup: [{ units: ['fr-inf-6'], at: { hex: '0303', area: 'x' } }] });
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ pointer: '/setup/0/at', code: 'wrong-members' });
  });

  test('an unknown member inside a list of places is found through the alternatives', () => {
    const { scenario } = fixtureDocuments();
    const result = read('scenario', { ...scenario, setup: [{ units: ['fr-inf-6'], at: [{ hexx: '0303' }] }] });
    expect(result.problems).toEqual([
      expect.objectContaining({ pointer: '/setup/0/at/0/hexx', code: 'unknown-member', message: expect.stringContaining('did you mean `hex`?') }),
    ]);
  });

  test('a placement needs exactly one of units or draw', () => {
    const { scenario } = fixtureDocuments();
    const neither = read('scenario', { ...scenario, setup: [{ at: { hex: '0303' } }] });
    expect(neither.problems).toEqual([expect.objectContaining({ pointer: '/setup/0', message: expect.stringContaining('exactly one of `units` or `draw`') })]);
    const both = read('scenario', { ...scenario, setup: [{ units: ['a'], draw: { pool: 'p', count: 1 }, at: { hex: '0303' } }] });
    expect(both.problems[0]?.message).toContain('keep only one');
  });

  test('a wrong type names what was expected and what was found', () => {
    const { map } = fixtureDocuments();
    const result = read('map', { ...map, grid: { ...map.grid, width: '10' } });
    expect(result.problems[0]?.message).toBe('`width` must be a whole number, but it is a string ("10")');
  });

  test('a file that names no format is told how to name one', () => {
    const result = read('thing', { id: 'x' });
    expect(result.isDocument).toBe(false);
    expect(result.problems).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'unknown-format', pointer: '', message: expect.stringContaining('has no `$schema`') }),
    ]);
    expect(result.problems[0]?.message).toContain('the formats are map, oob, scenario, mod, scenario-test, campaign');
  });

  test('a saved game of free play is no document, and no warning', () => {
    const result = readDocument({ file: 'mods/x/saves/s-seed-1.free-play.json', text: '{"format": "kriegsspiel-free-play/1"}' });
    expect(result).toEqual({ file: 'mods/x/saves/s-seed-1.free-play.json', problems: [], isDocument: false });
    // Not JSON, it is still told.
    expect(readDocument({ file: 'mods/x/saves/s.free-play.json', text: '{' }).problems).not.toEqual([]);
  });

  test('a corrupted `$schema` is a located warning that says what it holds and guesses the right one', () => {
    const { scenario } = fixtureDocuments();
    const result = read('scenario', { ...scenario, $schema: '../../schemas/scenaro.schema.json' });
    expect(result.isDocument).toBe(false);
    expect(result.problems).toEqual([expect.objectContaining({ severity: 'warning', code: 'unknown-format', pointer: '/$schema', line: 2, column: 14 })]);
    const message = result.problems[0]?.message;
    expect(message).toContain('`$schema` is "../../schemas/scenaro.schema.json", which names no Kriegsspiel format (did you mean "scenario.schema.json"?)');
    expect(message).toContain('it is skipped, so nothing reads it');
    expect(message).toContain('for example "../../schemas/scenario.schema.json"');
  });

  test('errors of referenced schemas are appended in place, never by copying the list so far', () => {
    // Ajv's \`vErrors.concat(...)\` per call made 40,000 wrong hexes take 10 s instead of 2.5 s.
    // Compiled with the same options, the map validator's code must show the rewrite took.
    const ajv = new Ajv2020(ajvOptions);
    for (const schema of Object.values(schemas)) ajv.addSchema(schema);
    const code = String(ajv.getSchema('https://kriegsspiel.dev/schemas/map.schema.json'));
    expect(code).toContain('else for (const e of ');
    expect(code).not.toContain('.concat(');
  });

  test('terrain listed twice on a hex is found among thousands, by the schema', () => {
    // Typed as strings, Ajv checks uniqueness with a lookup table; untyped, it compared every
    // pair (20,000 terrain ids took 1.4 s).
    const { map } = fixtureDocuments();
    const terrain = [...Array.from({ length: 5000 }, (_, i) => `t${i}`), 't17'];
    const result = read('map', { ...map, hexes: { '0101': { terrain } } });
    expect(result.problems).toEqual([
      expect.objectContaining({ pointer: '/hexes/0101/terrain', message: expect.stringContaining('lists the same value twice (items 17 and 5000)') }),
    ]);
  });

  test('one problem per wrong hex, in a map with thousands of them', () => {
    const { map } = fixtureDocuments();
    const hexes: Record<string, unknown> = {};
    for (let i = 0; i < 3000; i++) hexes[`h${i}`] = { terrain: ['clear'], tarrain: 1 };
    const result = read('map', { ...map, hexes });
    const unknown = result.problems.filter((p) => p.code === 'unknown-member');
    expect(unknown).toHaveLength(3000);
    expect(unknown[2999]).toMatchObject({ pointer: '/hexes/h2999/tarrain' });
  });
});
