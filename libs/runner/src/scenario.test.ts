import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { locationOnDisk } from '@kriegsspiel/engine';
import { afterAll, describe, expect, test } from 'vitest';
import { ModCatalogue } from './catalogue';
import { ModLoadError } from './errors';
import { layerOptions, optionDefaults } from './options';
import { GUEST_ENTRY, guestProgram, sourceFilesOf } from './program';
import { loadScenario, loadScenarioTest } from './scenario';
import { writeTallyMods } from './test-fixtures/tally-mods';

const root = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-runner-'));
writeTallyMods(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const catalogue = ModCatalogue.read([root]);

function loadError(run: () => unknown): ModLoadError {
  try {
    run();
  } catch (error) {
    if (error instanceof ModLoadError) return error;
    throw error;
  }
  throw new Error('no ModLoadError was thrown');
}

describe('the catalogue', () => {
  test('indexes the documents of the folders by kind and id', () => {
    expect(catalogue.ids('scenario')).toEqual(['tally-doubled', 'tally-race']);
    expect(catalogue.ids('mod')).toEqual(['other', 'other-double', 'tally', 'tally-double', 'tally-extra']);
    expect(catalogue.get('mod', 'tally').folder).toBe(path.join(root, 'tally'));
  });

  test('says where it looked for a missing document, and which are there', () => {
    const error = loadError(() => catalogue.get('scenario', 'tally-sprint'));
    expect(error.code).toBe('not-found');
    expect(error.message).toBe(
      `no scenario has the id \`tally-sprint\` in ${root}; they are tally-doubled, tally-race. Add the folder that holds it with --mods <dir>`,
    );
  });

  test('says that a document which fails its schema is broken, not missing', () => {
    const error = loadError(() => catalogue.get('scenario', 'tally-broken'));
    expect(error.code).toBe('invalid-document');
    expect(error.message).toContain(`run \`kriegsspiel validate ${path.join(root, 'broken', 'broken.scenario.json')}\``);
  });

  test('a document nested too deep is broken, and the other documents still load', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-deep-'));
    try {
      writeTallyMods(folder);
      // 2,000 levels (4 KB) overflowed the parser's stack and stopped every command.
      const deep = '{"$schema": "map.schema.json", "id": "deep-map", "name": "Deep", "areas": ' + '['.repeat(2000) + ']'.repeat(2000) + '}';
      writeFileSync(path.join(folder, 'tally', 'deep.map.json'), deep);
      const read = ModCatalogue.read([folder]);
      expect(read.ids('scenario')).toEqual(['tally-doubled', 'tally-race']);
      expect(loadError(() => read.get('map', 'deep-map')).code).toBe('invalid-document');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a document whose `$schema` is corrupted is named when its id is asked for', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-schema-'));
    try {
      writeTallyMods(folder);
      const file = path.join(folder, 'tally', 'race.scenario.json');
      const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      writeFileSync(file, JSON.stringify({ ...value, $schema: 'scenaro.schema.json' }, null, 2));
      const error = loadError(() => ModCatalogue.read([folder]).get('scenario', 'tally-race'));
      expect(error.code).toBe('invalid-document');
      expect(error.where).toEqual({ file, pointer: '/$schema' });
      expect(error.message).toContain(`no scenario has the id \`tally-race\`, but ${file} does and is skipped: \`$schema\` is "scenaro.schema.json"`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a later folder wins over an earlier one', () => {
    const fork = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-fork-'));
    try {
      writeTallyMods(fork);
      expect(ModCatalogue.read([root, fork]).get('mod', 'tally').folder).toBe(path.join(fork, 'tally'));
    } finally {
      rmSync(fork, { recursive: true, force: true });
    }
  });
});

describe('loading a scenario', () => {
  test('options: the ruleset’s defaults, the house rules’ defaults, the scenario’s, then the caller’s', () => {
    expect(optionDefaults({ properties: { a: { default: 1 }, b: {}, c: { default: [2] } } })).toEqual({ a: 1, c: [2] });
    expect(layerOptions({ a: 1, b: 1 }, undefined, { b: 2 })).toEqual({ a: 1, b: 2 });
    expect(loadScenario(catalogue, 'tally-race').bundle.options).toEqual({ target: 12 });
    expect(loadScenario(catalogue, 'tally-race', { mods: [{ mod: 'tally-double' }] }).bundle.options).toEqual({ target: 12, factor: 2 });
    expect(loadScenario(catalogue, 'tally-race', { mods: [{ mod: 'tally-double' }], options: { factor: 3, label: 'x' } }).bundle.options).toEqual({
      target: 12,
      factor: 3,
      label: 'x',
    });
  });

  test('the bundle holds the scenario, its map and order of battle, and the ruleset’s manifest', () => {
    const spec = loadScenario(catalogue, 'tally-doubled');
    expect(spec.players).toEqual(['a', 'b']);
    expect(spec.mods).toEqual(['tally', 'tally-extra', 'tally-double']);
    expect(spec.bundle.map.id).toBe('tally-board');
    expect(spec.bundle.oob.id).toBe('tally-sides');
    expect(spec.bundle.manifest.id).toBe('tally');
    const own = loadScenario(catalogue, 'tally-race', { placements: [{ units: ['x'], at: { hex: '0101' } }] });
    expect(own.bundle.scenario.setup).toEqual([{ units: ['x'], at: { hex: '0101' } }]);
  });

  test('the program holds each mod’s source files under mods/<id>/ and an entry that stacks the house rules', () => {
    const spec = loadScenario(catalogue, 'tally-doubled');
    expect(Object.keys(spec.program.files).sort()).toEqual([
      GUEST_ENTRY,
      'mods/tally-double/src/index.ts',
      'mods/tally/src/index.ts',
      'mods/tally/src/rules/score.ts',
    ]);
    expect(spec.program.entry).toBe(GUEST_ENTRY);
    expect(spec.program.files[GUEST_ENTRY]).toContain("import ruleset from './mods/tally/src/index.ts';");
    expect(spec.program.files[GUEST_ENTRY]).toContain('{ name: "tally-double", rule: houseRule0 }');
    expect(spec.program.id).toBe('tally/tally-double');
    expect(locationOnDisk(spec.program, { file: 'mods/tally/src/rules/score.ts', line: 3, column: 5 })).toEqual({
      file: path.join(root, 'tally', 'src', 'rules', 'score.ts'),
      line: 3,
      column: 5,
    });
  });

  test('the manifest’s limits become the sandbox’s', () => {
    expect(loadScenario(catalogue, 'tally-race').program.limits).toEqual({
      callBudget: 3000,
      callTimeoutMs: 4000,
      memoryBytes: 32 * 1024 * 1024,
      stackBytes: 256 * 1024,
    });
  });

  test('equal programs have equal keys, and a change to a file changes the key', () => {
    const before = guestProgram(catalogue.get('mod', 'tally'));
    expect(guestProgram(catalogue.get('mod', 'tally')).key).toBe(before.key);
    const score = path.join(root, 'tally', 'src', 'rules', 'score.ts');
    const text = before.files['mods/tally/src/rules/score.ts'] as string;
    writeFileSync(score, `${text}\n// changed\n`);
    try {
      expect(guestProgram(catalogue.get('mod', 'tally')).key).not.toBe(before.key);
    } finally {
      writeFileSync(score, text);
    }
  });

  test('a house rule must extend the scenario’s ruleset', () => {
    const error = loadError(() => loadScenario(catalogue, 'tally-race', { mods: [{ mod: 'other-double' }] }));
    expect(error.code).toBe('wrong-ruleset');
    expect(error.where).toEqual({ pointer: '/mods/0' });
    expect(error.message).toMatch(/^the house-rule `other-double` extends `other`, but scenario `tally-race` is played with `tally`/);
    expect(loadError(() => loadScenario(catalogue, 'tally-race', { mods: [{ mod: 'other' }] })).code).toBe('wrong-kind');
  });

  test('a ruleset whose entry does not exist yet has no rules code', () => {
    const error = loadError(() => guestProgram(catalogue.get('mod', 'other')));
    expect(error.code).toBe('no-rules-code');
    expect(error.where.pointer).toBe('/entry');
  });

  test('limits outside the sandbox’s bounds are refused, pointing into the manifest', () => {
    const tally = catalogue.get('mod', 'tally');
    const error = loadError(() => guestProgram({ ...tally, value: { ...tally.value, limits: { stackKb: 16 } } }));
    expect(error).toMatchObject({ code: 'bad-limits', where: { file: tally.file, pointer: '/limits/stackKb' } });
    expect(error.message).toContain('limits.stackKb 16, outside what the sandbox allows (32 to 4096 KB)');
  });

  test('a test’s errors point into the test', () => {
    const test = { $schema: 'scenario-test.schema.json', name: 't', steps: [{}] };
    expect(loadError(() => loadScenarioTest(catalogue, { ...test, scenario: 'tally-sprint' })).where).toEqual({ pointer: '/scenario' });
    expect(loadError(() => loadScenarioTest(catalogue, { ...test, setup: { base: 'tally-sprint', placements: [] } })).where).toEqual({
      pointer: '/setup/base',
    });
    expect(
      loadError(() => loadScenarioTest(catalogue, { ...test, scenario: 'tally-race', mods: [{ mod: 'tally-double' }, { mod: 'nothing' }] })).where,
    ).toEqual({ pointer: '/mods/1' });
    const spec = loadScenarioTest(catalogue, {
      ...test,
      setup: { base: 'tally-race', placements: [], state: { turn: 'b' } },
      seed: 4,
      random: [{ dice: [6] }],
    });
    // The seed, scripted outcomes and state patch stay in the test: the engine's runner reads them there.
    expect(spec).toMatchObject({ name: 't', game: { scenario: 'tally-race', players: ['a', 'b'] } });
    expect(Object.keys(spec)).toEqual(['name', 'game']);
  });
});

describe('a mod whose entry lies outside its folder', () => {
  test('is refused at /entry before any file is read', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-entry-'));
    try {
      cpSync(path.join(root, 'tally'), path.join(folder, 'mods', 'tally'), { recursive: true });
      const manifest = path.join(folder, 'mods', 'tally', 'mod.json');
      writeFileSync(manifest, JSON.stringify({ ...JSON.parse(readFileSync(manifest, 'utf8')), entry: '../../index.ts' }, null, 2));
      // The entry exists, beside a file that reading the entry's folder would read: its access
      // time, older than its change time, moves on the first read (relatime, the usual mount).
      writeFileSync(path.join(folder, 'index.ts'), 'export default {};');
      const bait = path.join(folder, 'secret.ts');
      writeFileSync(bait, 'export const secret = 1;');
      const past = new Date('2001-01-01T00:00:00Z');
      utimesSync(bait, past, new Date());
      const mod = ModCatalogue.read([path.join(folder, 'mods')]).get('mod', 'tally');
      const error = loadError(() => sourceFilesOf(mod));
      expect(error.code).toBe('invalid-document');
      expect(error.where).toEqual({ file: manifest, pointer: '/entry' });
      expect(error.message).toContain('the entry "../../index.ts" leads outside the mod\'s folder');
      expect(statSync(bait).atimeMs).toBe(past.getTime());
      // The same file does show a read, so the check above could fail.
      readFileSync(bait);
      expect(statSync(bait).atimeMs).toBeGreaterThan(past.getTime());
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
