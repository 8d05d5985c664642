import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portableGameOfTest, recordOfReport, runPortableTest, runScenarioTest, scenarioBundleOfTest, unfinishedRecord } from '@kriegsspiel/engine';
import { afterAll, describe, expect, test } from 'vitest';
import { ModCatalogue } from './catalogue';
import { sandboxHost } from './hosts';
import { portableTests, prepareTestFile, type PreparedTestFile } from './test-files';
import { writeTallyMods } from './test-fixtures/tally-mods';

const root = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-runner-portable-tests-'));
writeTallyMods(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const catalogue = () => ModCatalogue.read([root]);

const testText = (name: string, equals: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify(
    {
      $schema: 'scenario-test.schema.json',
      name,
      scenario: 'tally-race',
      seed: 3,
      ...extra,
      steps: [
        { expect: [{ message: 'a starts', path: '/turn', equals: 'a' }] },
        { role: 'a', action: { type: 'pass' }, expect: [{ message: 'the scores', path: '/scores', equals }] },
      ],
    },
    null,
    2,
  );

const files: Record<string, string> = {
  'tests/pass.test.json': testText('passes', { a: 0, b: 0 }),
  'tests/fail.test.json': testText('fails', { a: 1, b: 0 }),
  'tests/doubled.test.json': testText('doubled', { a: 0, b: 0 }, { scenario: 'tally-doubled' }),
  'tests/broken.test.json': '{ "name": ',
  'tests/invalid.test.json': JSON.stringify({ $schema: 'scenario-test.schema.json', name: 'no steps' }, null, 2),
  'tests/nowhere.test.json': JSON.stringify(
    { $schema: 'scenario-test.schema.json', name: 'nowhere', scenario: 'nowhere', steps: [{ expect: [{ message: 'a starts', path: '/turn', equals: 'a' }] }] },
    null,
    2,
  ),
  'tests/map.test.json': JSON.stringify({ $schema: 'mod.schema.json', id: 'x', name: 'X', version: '1.0.0', kind: 'content', extends: { mod: 'tally' } }),
};
const prepared: PreparedTestFile[] = Object.entries(files).map(([file, text]) => prepareTestFile({ file, text }, catalogue));

describe('prepareTestFile', () => {
  test('loads a valid test, and says why another cannot run, at its line', () => {
    expect(prepared.map((p) => p.kind)).toEqual(['runnable', 'runnable', 'runnable', 'record', 'record', 'record', 'other-document']);
    const [, , , broken, invalid, nowhere] = prepared;
    expect(broken).toMatchObject({ name: 'broken.test.json', record: { status: 'failed', failures: [{ file: 'tests/broken.test.json', line: 1 }] } });
    expect(invalid).toMatchObject({ name: 'invalid.test.json', record: { status: 'failed' } });
    expect(nowhere).toMatchObject({
      name: 'nowhere',
      record: { status: 'failed', failures: [{ pointer: '/scenario', line: 4, error: { code: 'not-found' } }] },
    });
  });
});

describe('portableTests', () => {
  test('sends each program and the SDK once, and each test names its program', async () => {
    const answer = JSON.parse(JSON.stringify(await portableTests(prepared, (folder) => `mods/${path.basename(folder)}/`))) as Awaited<
      ReturnType<typeof portableTests>
    >;
    expect(answer.tests.map((t) => t.file)).toEqual(Object.keys(files).slice(0, 6));
    expect(Object.keys(answer.programs)).toHaveLength(2);
    expect(answer.sdkSource).toContain('defineRuleset');
    const [pass, fail] = answer.tests;
    if (!pass || !('test' in pass) || !fail || !('test' in fail)) throw new Error('runnable tests expected');
    expect(pass.test.game.program).toBe(fail.test.game.program);
    expect(answer.programs[pass.test.game.program]?.origins).toEqual({ 'mods/tally/': 'mods/tally/' });
    expect(JSON.stringify(pass)).not.toContain('defineRuleset');
    // Each document once, and each bundle put back together as it was, in the same order.
    expect(Object.keys(answer.documents)).toHaveLength(5);
    for (const [i, item] of answer.tests.entries()) {
      const source = prepared[i];
      if ('test' in item && source?.kind === 'runnable')
        expect(JSON.stringify(scenarioBundleOfTest(answer, item.test))).toBe(JSON.stringify(source.spec.game.bundle));
    }
    expect(portableGameOfTest(answer, pass.test)).toMatchObject({
      scenario: 'tally-race',
      players: ['a', 'b'],
      program: { key: pass.test.game.program },
      sdkSource: answer.sdkSource,
    });
  });

  test('runs to the very records of running the loaded test, failures located with their differences', async () => {
    const answer = await portableTests(prepared);
    for (const [i, item] of answer.tests.entries()) {
      const source = prepared[i];
      if (!('test' in item) || source?.kind !== 'runnable') continue;
      const host = sandboxHost(source.spec.game.program);
      const record = await runPortableTest(answer, item.test, host);
      const direct = recordOfReport(
        source.doc,
        source.file,
        await runScenarioTest(source.doc.value, {
          bundle: source.spec.game.bundle,
          host: sandboxHost(source.spec.game.program),
          origins: source.spec.game.program.origins,
        }),
      );
      await (await host).dispose();
      expect({ ...record, ms: 0 }).toEqual({ ...direct, ms: 0 });
    }
    const failing = answer.tests[1];
    if (!failing || !('test' in failing)) throw new Error('a runnable test expected');
    const record = await runPortableTest(
      answer,
      failing.test,
      sandboxHost(prepared[1]?.kind === 'runnable' ? prepared[1].spec.game.program : (undefined as never)),
    );
    const line = (files['tests/fail.test.json'] ?? '').split('\n').findIndex((l) => l.includes('"message": "the scores"'));
    expect(record).toMatchObject({
      status: 'failed',
      failures: [{ pointer: '/steps/1/expect/0', line, expected: { a: 1, b: 0 }, actual: { a: 0, b: 0 }, differences: ['/a: expected 1, actual 0'] }],
    });
    expect(unfinishedRecord(failing.test, 'out of time')).toMatchObject({ status: 'failed', failures: [{ pointer: '', line: 1, message: 'out of time' }] });
  });
});
