import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main } from '../main';
import { findWorkspaceRoot } from '../workspace-files';
import type { TestRecord } from './test';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));
const fixtures = 'tools/cli/test-fixtures/mods';
const failing = 'tools/cli/test-fixtures/failing';

async function run(args: string[], cwd = root) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, cwd);
  return { code, out, err, text: out.join('\n') };
}

/** `line:column` (1-based) of `text` on the first line of a file that contains `onLine` (and `text`). */
function positionOf(file: string, text: string, onLine = text): string {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const line = lines.findIndex((l) => l.includes(onLine) && l.includes(text));
  return `${line + 1}:${(lines[line]?.indexOf(text) ?? 0) + 1}`;
}

describe('kriegsspiel test on the fixtures', () => {
  test('the fixtures’ own scenario tests pass, with the expected failure counted as passed', async () => {
    const result = await run(['test', fixtures]);
    expect(result.code).toBe(0);
    expect(result.out.at(-1)).toBe('11 passed, 0 failed (1 expected failure counted as passed)');
    expect(result.out).toContain(
      `${fixtures}/outpost/tests/retreat.test.json  A beaten defender falls back instead of being destroyed: failed, as expected (Outpost has no retreats: a beaten unit is destroyed)`,
    );
    expect(result.err.at(-1)).toMatch(/^11 scenario tests in /);
  });

  test('a mod id names the tests of that mod', async () => {
    const result = await run(['test', 'outpost-elan', '--mods', fixtures]);
    expect(result.out.at(-1)).toBe('2 passed, 0 failed');
    expect(result.code).toBe(0);
  });
});

describe('kriegsspiel test on failing tests', () => {
  let text: string;
  let code: number;
  beforeAll(async () => {
    // One worker, so the tests after the one that runs out of time show that its worker was replaced.
    const result = await run(['test', failing, '--mods', fixtures, '--timeout', '12000', '--workers', '1']);
    text = result.text;
    code = result.code;
  });

  test('ends with the count of passes and failures, and exits 1', () => {
    expect(text.split('\n').at(-1)).toBe('0 passed, 6 failed (1 unexpected pass counted as failed)');
    expect(code).toBe(1);
  });

  test('each failed expectation is located in the test file, with what was expected, what was found and where they differ', () => {
    const file = `${failing}/wrong-beliefs.test.json`;
    expect(text).toContain(
      [
        `${file}:${positionOf(file, '{ "message": "the grenadiers stand in 0203"')}  Wrong beliefs about the outpost: the grenadiers stand in 0203`,
        '    expected: {"id":"red-1","owner":"red","type":"grenadiers","strength":5,"hex":"0203","faceUp":true,"destroyed":false}',
        '    actual:   {"id":"red-1","owner":"red","type":"grenadiers","strength":4,"hex":"0202","faceUp":false,"destroyed":false}',
        '    differs:  /strength: expected 5, actual 4',
        '    differs:  /hex: expected "0203", actual "0202"',
        '    differs:  /faceUp: expected true, actual false',
      ].join('\n'),
    );
    expect(text).toContain(
      `${file}:${positionOf(file, '{ "message": "blue does not know its own dragoons"')}  Wrong beliefs about the outpost: blue does not know its own dragoons\n    expected: {"notContains":"dragoons"}\n    actual:   "found in the view"`,
    );
    expect(text).toContain(
      `${file}:${positionOf(file, '"taken" }')}  Wrong beliefs about the outpost: the action was accepted, but it should have been refused`,
    );
    // The runner stops at the step that went wrong.
    expect(text).not.toContain('never checked');
  });

  test('an unexpected pass is a failure that says what to do', () => {
    const file = `${failing}/unexpected-pass.test.json`;
    expect(text).toContain(
      `${file}:${positionOf(file, '"someone thought')}  Red moves first (believed broken): the test passes, but it is marked as an expected failure ("someone thought blue moved first"); remove \`expectedFailure\` if the rules are now right`,
    );
  });

  test('hostile rulesets are classified and located, and the run goes on', () => {
    const loop = `${failing}/hostile-loop.test.json`;
    expect(text).toContain(
      `${loop}:${positionOf(loop, '{ "type": "spin" }', '"action"')}  A ruleset that loops for ever in apply: the rules failed while applying this action: timeout (budget): The mod \`hostile-loop\` exceeded its budget of 1000 ticks`,
    );
    expect(text).toMatch(
      /hostile-hoard\.test\.json:\d+:\d+ {2}A ruleset that allocates without end in apply: the rules failed while applying this action: out-of-memory/,
    );
    const thrower = `${failing}/hostile-throw.test.json`;
    const tower = readFileSync(path.join(root, fixtures, 'hostile-throw/src/tower.ts'), 'utf8').split('\n');
    const throwLine = tower.findIndex((l) => l.includes('throw new TypeError')) + 1;
    expect(text).toContain(
      `${thrower}:${positionOf(thrower, '{ "type": "roll" }', '"action"')}  A ruleset that throws in apply: the rules failed while applying this action: rules-error (thrown): TypeError: the dice tower fell over at height 3\n    at ${fixtures}/hostile-throw/src/tower.ts:${throwLine}:`,
    );
  });

  test('a test that runs past --timeout fails with a clear message, and its worker is replaced', () => {
    expect(text).toContain(
      `${failing}/hostile-stall.test.json:1:1  A ruleset that stalls under generous limits: the test ran out of time (--timeout 12000): it took longer than 12000 ms; its worker was stopped and a fresh one took its place`,
    );
    // hostile-throw, unexpected-pass and wrong-beliefs come after the stall in file order, on the one worker's successor.
    expect(text).toContain('hostile-throw.test.json');
    expect(text).toContain('wrong-beliefs.test.json');
  });
});

describe('kriegsspiel test --json', () => {
  test('prints the results as data', async () => {
    const files = ['wrong-beliefs', 'hostile-throw', 'unexpected-pass'].map((n) => `${failing}/${n}.test.json`);
    const result = await run(['test', ...files, '--mods', fixtures, '--json']);
    expect(result.code).toBe(1);
    const data = JSON.parse(result.text) as { passed: number; failed: number; unexpectedPasses: number; tests: TestRecord[] };
    expect(data).toMatchObject({ passed: 0, failed: 3, unexpectedPasses: 1 });
    const thrown = data.tests.find((t) => t.file.endsWith('hostile-throw.test.json'));
    expect(thrown?.status).toBe('failed');
    expect(thrown?.failures[0]).toMatchObject({
      pointer: '/steps/1/action',
      error: { code: 'rules-error', reason: 'thrown', location: { file: `${fixtures}/hostile-throw/src/tower.ts` } },
    });
    const wrong = data.tests.find((t) => t.file.endsWith('wrong-beliefs.test.json'));
    expect(wrong?.failures.map((f) => f.pointer)).toEqual(['/steps/0/expect/0', '/steps/0/expect/1', '/steps/0/expect/2', '/steps/1/refused']);
    expect(wrong?.failures[0]).toMatchObject({ line: 10, column: 9, expected: { strength: 5 }, actual: { strength: 4 } });
  });
});

describe('kriegsspiel test in odd places', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-test-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const schemas = path.join(root, 'schemas');

  test('no tests: nothing fails, exit 0', async () => {
    mkdirSync(path.join(scratch, 'empty'));
    const result = await run(['test', path.join(scratch, 'empty')]);
    expect(result.out.at(-1)).toBe('0 passed, 0 failed');
    expect(result.code).toBe(0);
  });

  test('a ruleset whose rules are not written yet has its tests skipped, saying why', async () => {
    const mod = path.join(scratch, 'unwritten', 'unwritten-rules');
    mkdirSync(path.join(mod, 'tests'), { recursive: true });
    writeFileSync(
      path.join(mod, 'mod.json'),
      JSON.stringify({
        $schema: path.join(schemas, 'mod.schema.json'),
        id: 'unwritten-rules',
        name: 'Unwritten',
        version: '0.1.0',
        kind: 'ruleset',
        entry: 'src/index.ts',
      }),
    );
    writeFileSync(
      path.join(mod, 'unwritten.scenario.json'),
      JSON.stringify({
        $schema: path.join(schemas, 'scenario.schema.json'),
        id: 'unwritten',
        name: 'Unwritten',
        ruleset: { mod: 'unwritten-rules' },
        map: 'outpost',
        oob: 'outpost',
        players: [{ id: 'red', name: 'Red', sides: ['red'] }],
        turns: { firstPlayer: 'red' },
      }),
    );
    writeFileSync(
      path.join(mod, 'tests', 'first.test.json'),
      JSON.stringify({
        $schema: path.join(schemas, 'scenario-test.schema.json'),
        name: 'A first test',
        scenario: 'unwritten',
        steps: [{ expect: [{ message: 'red acts', path: '/turn', equals: 'red' }] }],
      }),
    );
    const result = await run(['test', path.join(scratch, 'unwritten'), '--mods', path.join(root, fixtures)]);
    expect(result.out[0]).toMatch(
      /first\.test\.json {2}A first test: skipped, the rules of `unwritten-rules` are not written yet: its entry module .*src\/index\.ts does not exist/,
    );
    expect(result.out.at(-1)).toBe('0 passed, 0 failed, 1 skipped');
    expect(result.code).toBe(0);
  });

  test('a test that breaks its schema, or names a scenario that is not there, fails where the mistake is', async () => {
    const folder = path.join(scratch, 'broken');
    mkdirSync(folder);
    writeFileSync(
      path.join(folder, 'typo.test.json'),
      `{\n  "$schema": "${path.join(schemas, 'scenario-test.schema.json')}",\n  "name": "Typo",\n  "scenario": "outpost-skirmish",\n  "stepz": []\n}\n`,
    );
    writeFileSync(
      path.join(folder, 'nowhere.test.json'),
      `{\n  "$schema": "${path.join(schemas, 'scenario-test.schema.json')}",\n  "name": "Nowhere",\n  "scenario": "no-such-scenario",\n  "steps": [{ "action": { "type": "pass" } }]\n}\n`,
    );
    const result = await run(['test', folder, '--mods', path.join(root, fixtures)], scratch);
    expect(result.text).toMatch(/^broken\/nowhere\.test\.json:4:15 {2}Nowhere: the game cannot be loaded: no scenario has the id `no-such-scenario`/m);
    expect(result.text).toMatch(/^broken\/typo\.test\.json:5:3 {2}typo\.test\.json: unknown member `stepz`/m);
    expect(result.out.at(-1)).toBe('0 passed, 2 failed');
    expect(result.code).toBe(1);
  });

  test('usage errors exit 2', async () => {
    expect((await run(['test', 'no/such/place'])).err.join('\n')).toContain('no such file, folder or mod');
    expect((await run(['test', fixtures, '--workers', '0'])).code).toBe(2);
    expect((await run(['test', fixtures, '--timeout', 'soon'])).code).toBe(2);
    expect((await run(['test', `${fixtures}/outpost/mod.json`])).code).toBe(2);
  });
});
