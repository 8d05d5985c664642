import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortableTests, TestRecord } from '@kriegsspiel/engine';
import { runPortableTest } from '@kriegsspiel/engine';
import { loadCampaign, ModCatalogue, sandboxHost } from '@kriegsspiel/runner';
import { startWorkspaceServer, type RunningServer } from './server';
import type { ListedTest } from './workspace-tests';

const repoMods = fileURLToPath(new URL('../../../mods', import.meta.url));
const fixtures = fileURLToPath(new URL('../../cli/test-fixtures/mods', import.meta.url));
let dir: string;
let server: RunningServer;

function write(file: string, content: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
}

const scenario = (id: string, ruleset: string) => ({
  $schema: '../../../../../schemas/scenario.schema.json',
  id,
  name: id,
  description: 'A test scenario.',
  ruleset: { mod: ruleset },
  map: 'outpost',
  oob: 'outpost',
  players: [
    { id: 'red', name: 'Red', sides: ['red'] },
    { id: 'blue', name: 'Blue', sides: ['blue'] },
  ],
  turns: { count: 1, firstPlayer: 'red' },
});
const manifest = (id: string, data: string) => ({
  $schema: '../../../../schemas/mod.schema.json',
  id,
  name: id,
  version: '0.1.0',
  kind: 'ruleset',
  description: 'A test ruleset.',
  entry: 'src/index.ts',
  license: 'MIT',
  data: [data],
});
const testOf = (name: string, scenarioId: string) => ({
  $schema: '../../../../../schemas/scenario-test.schema.json',
  name,
  rule: '1-1',
  scenario: scenarioId,
  steps: [{ expect: [{ message: 'red starts', path: '/turn', equals: 'red' }] }],
});

/** A ruleset whose rules do not parse (line 3), one whose rules are not written, each with a scenario and a test; a test that is not JSON. */
function writeMods(mods: string): void {
  write(path.join(mods, 'broken/mod.json'), manifest('broken-rules', 'scenarios/broken.scenario.json'));
  write(path.join(mods, 'broken/scenarios/broken.scenario.json'), scenario('broken', 'broken-rules'));
  write(
    path.join(mods, 'broken/src/index.ts'),
    "import { defineRuleset } from '@kriegsspiel/rules-sdk';\n\nexport default defineRuleset({ setup: () => ({ }, });\n",
  );
  write(path.join(mods, 'broken/tests/starts.test.json'), testOf('Broken rules start', 'broken'));
  write(path.join(mods, 'broken/tests/not-json.test.json'), '{\n  "name": "half a test",\n');
  write(path.join(mods, 'unwritten/mod.json'), manifest('unwritten', 'scenarios/unwritten.scenario.json'));
  write(path.join(mods, 'unwritten/scenarios/unwritten.scenario.json'), scenario('unwritten', 'unwritten'));
  write(path.join(mods, 'unwritten/tests/starts.test.json'), testOf('Unwritten rules start', 'unwritten'));
  write(path.join(mods, 'unwritten/tests/nowhere.test.json'), testOf('No such scenario', 'nowhere'));
}

function call<T>(method: string, target: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: T }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, method, path: target, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: (text ? JSON.parse(text) : {}) as T }));
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const list = async (mod?: string) =>
  (await call<{ tests: ListedTest[] }>('GET', `/api/tests${mod !== undefined ? `?mod=${encodeURIComponent(mod)}` : ''}`)).json.tests;
const prepare = async (paths: string[]) => call<PortableTests>('POST', '/api/tests/prepare', { paths });
const recordOf = (answer: PortableTests, file: string): TestRecord | undefined => {
  const item = answer.tests.find((t) => t.file === file);
  return item && 'record' in item ? item.record : undefined;
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ks-tests-'));
  const mods = path.join(dir, 'mods');
  writeMods(mods);
  server = await startWorkspaceServer({ mods: [mods, fixtures, repoMods], app: { kind: 'none' }, port: 0 });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** How many scenario tests Hundred Days has on disk: the server must list them all. */
function hundredDaysTests(): number {
  return readdirSync(path.join(repoMods, 'hundred-days-arclight', 'tests')).filter((f) => f.endsWith('.test.json')).length;
}

describe('GET /api/tests', () => {
  it('lists every scenario test with its name, mod folder and rule; a file that is not JSON by its file name', async () => {
    const tests = await list();
    expect(tests).toContainEqual({ path: 'mods/broken/tests/starts.test.json', name: 'Broken rules start', mod: 'mods/broken', rule: '1-1' });
    expect(tests).toContainEqual({ path: 'mods/broken/tests/not-json.test.json', name: 'not-json.test.json', mod: 'mods/broken' });
    expect(tests.filter((t) => t.mod === 'mods-3/hundred-days-arclight')).toHaveLength(hundredDaysTests());
    expect(tests.find((t) => t.path === 'mods-2/outpost/tests/movement.test.json')?.mod).toBe('mods-2/outpost');
  });

  it('lists the tests of one mod folder, or of one workspace folder, and refuses paths outside', async () => {
    expect((await list('mods-2/outpost-elan')).map((t) => t.path)).toEqual([
      'mods-2/outpost-elan/tests/elan-breaks-tie.test.json',
      'mods-2/outpost-elan/tests/elan-option.test.json',
    ]);
    expect((await list('mods')).every((t) => t.path.startsWith('mods/'))).toBe(true);
    expect((await call('GET', '/api/tests?mod=../etc')).status).toBe(403);
  });
});

describe('POST /api/tests/prepare', () => {
  it('sends the Hundred Days program and the SDK once for all its tests', async () => {
    const paths = (await list('mods-3/hundred-days-arclight')).map((t) => t.path);
    const { status, json } = await prepare(paths);
    expect(status).toBe(200);
    expect(json.tests).toHaveLength(hundredDaysTests());
    expect(Object.keys(json.programs)).toHaveLength(1);
    const program = Object.values(json.programs)[0];
    expect(program?.origins).toEqual({ 'mods/hundred-days-arclight/': 'mods-3/hundred-days-arclight/' });
    expect(json.sdkSource).toContain('defineRuleset');
    // The map, the order of battle, the manifest and the scenario once, not once a test, like the
    // program and the SDK: each test carries its own text and the program's key, a small part of
    // what they share (a bound on the whole would grow with the number of tests).
    expect(Object.keys(json.documents)).toHaveLength(4);
    const shared = JSON.stringify([json.documents, json.programs, json.sdkSource]).length;
    expect(shared).toBeGreaterThan(100_000);
    expect(Math.max(...json.tests.map((t) => JSON.stringify(t).length))).toBeLessThan(shared / 10);
    expect(json.tests.every((t) => 'test' in t && t.test.game.program === program?.key && t.test.text.includes(t.test.name.slice(0, 20)))).toBe(true);
  });

  it('says, at the line, why a test cannot run: rules that do not parse, text that is not JSON, a scenario that does not exist; rules not written skip it', async () => {
    const files = [
      'mods/broken/tests/starts.test.json',
      'mods/broken/tests/not-json.test.json',
      'mods/unwritten/tests/nowhere.test.json',
      'mods/unwritten/tests/starts.test.json',
    ];
    const { json } = await prepare(files);
    expect(json.tests.map((t) => t.file)).toEqual(files);
    expect(recordOf(json, files[0] as string)).toMatchObject({
      status: 'failed',
      failures: [{ file: files[0], pointer: '/scenario', line: 5, error: { code: 'load-error', location: { file: 'mods/broken/src/index.ts', line: 3 } } }],
    });
    expect(recordOf(json, files[0] as string)?.failures[0]?.message).toContain('mods/broken/src/index.ts:3:');
    expect(recordOf(json, files[1] as string)).toMatchObject({ name: 'not-json.test.json', status: 'failed', failures: [{ file: files[1], line: 3 }] });
    expect(recordOf(json, files[2] as string)).toMatchObject({ status: 'failed', failures: [{ pointer: '/scenario', error: { code: 'not-found' } }] });
    const skipped = recordOf(json, files[3] as string);
    expect(skipped).toMatchObject({ status: 'skipped', failures: [] });
    expect(skipped?.note).toContain('mods/unwritten/src/index.ts');
    expect(JSON.stringify(json)).not.toContain(dir);
    expect(json.sdkSource).toBe('');
  });

  it('reads the files as they are now: a saved edit counts at once', async () => {
    const file = 'mods/unwritten/tests/starts.test.json';
    write(path.join(dir, file), testOf('Now on the outpost', 'outpost-skirmish'));
    const { json } = await prepare([file]);
    expect(json.tests[0]).toMatchObject({ name: 'Now on the outpost', test: { game: { scenario: 'outpost-skirmish' } } });
    expect(Object.values(json.programs)[0]?.origins).toEqual({ 'mods/outpost/': 'mods-2/outpost/' });
  });

  it('prepares a campaign test with every battle of its campaign, and it runs as the page runs it', async () => {
    const file = 'mods-2/fords/tests/campaign.test.json';
    const { json } = await prepare([file]);
    const item = json.tests[0];
    if (!item || !('test' in item)) throw new Error(`the campaign test was not prepared: ${JSON.stringify(item)}`);
    expect(item.test.game.scenario).toBe('fords-first');
    expect(item.test.campaign?.document.id).toBe('fords-campaign');
    expect(Object.keys(item.test.campaign?.battles ?? {})).toEqual(['upper', 'lower']);
    // Both battles share the map, order of battle and manifest; the two scenarios make five documents.
    expect(Object.keys(json.documents)).toHaveLength(5);
    const program = loadCampaign(ModCatalogue.read([fixtures]), 'fords-campaign').program;
    const record = await runPortableTest(json, item.test, sandboxHost(program));
    expect(record).toMatchObject({ file, status: 'passed', failures: [] });
    const wrong = { ...item.test, text: item.test.text.replace('"path": "/holder", "equals": "red"', '"path": "/holder", "equals": "blue"') };
    const failed = await runPortableTest(json, wrong, sandboxHost(program));
    expect(failed).toMatchObject({ status: 'failed', failures: [{ file, pointer: '/steps/4/expect/5', expected: 'blue', actual: 'red' }] });
  });

  it('takes JSON from this origin only, and refuses paths outside the workspace', async () => {
    const file = 'mods-2/outpost/tests/movement.test.json';
    expect((await call('POST', '/api/tests/prepare', { paths: [file] }, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await call('POST', '/api/tests/prepare', { paths: [file] }, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await call('POST', '/api/tests/prepare', { paths: 'x' })).status).toBe(400);
    expect((await call('GET', '/api/tests/prepare')).status).toBe(405);
    expect((await prepare(['../secret.test.json'])).status).toBe(403);
    expect((await call('POST', '/api/tests/prepare', { paths: [file] }, { origin: `http://127.0.0.1:${server.port}` })).status).toBe(200);
  });
});
