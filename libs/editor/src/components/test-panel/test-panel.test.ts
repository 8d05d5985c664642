import { afterEach, describe, expect, it } from 'vitest';
import type { RulesHost, TestRecord } from '@kriegsspiel/engine';
import './test-panel';
import { KsSourceOpenEvent } from '../../events';
import { sandboxHostFactory } from '../../rules/game-source';
import { runPreparedTests } from '../../rules/test-runner';
import { demoHostFactory } from '../../test-support/demo-game';
import { key, mount, shadow } from '../../test-support/dom';
import { demoTests } from '../../test-support/memory-tests';
import { cliTestJson, fixtureTests } from '../../test-support/rules';
import type { KsTestPanel } from './test-panel';

afterEach(() => document.body.replaceChildren());

async function panel(props: Partial<KsTestPanel> = {}): Promise<KsTestPanel> {
  const el = await mount('ks-test-panel', { tests: demoTests(), hostFactory: demoHostFactory, ...props });
  await el.refresh();
  await el.updateComplete;
  return el;
}

const row = (el: KsTestPanel, path: string) => shadow(el).querySelector(`li.test[data-path="${path}"]`) as HTMLElement;
const demo = (name: string) => `mods/hundred-days-arclight/tests/demo-${name}.test.json`;

/** What a record says, without where the rules' error is (a workspace path here, a path relative to the repository there) or how long it took. */
const gist = (r: TestRecord) => ({
  name: r.name,
  status: r.status,
  note: r.note,
  failures: r.failures.map((f) => ({
    pointer: f.pointer,
    line: f.line,
    column: f.column,
    message: f.message.replace(/\S*hostile-throw\/src\//g, 'hostile-throw/src/'),
    expected: f.expected,
    actual: f.actual,
    differences: f.differences,
    code: f.error?.code,
    at: f.error?.location?.line,
  })),
});

describe('ks-test-panel over tests in memory', () => {
  it('lists the tests by folder, runs them all and shows each status and the summary', async () => {
    const el = await panel();
    expect(shadow(el).querySelector('h3 .folder')?.textContent).toBe('mods/hundred-days-arclight/tests');
    expect(shadow(el).querySelectorAll('li.test')).toHaveLength(5);
    expect(shadow(el).querySelector('.summary')?.textContent).toBe('0 passed, 0 failed');
    await el.runAll();
    await el.updateComplete;
    expect(['start', 'turns', 'order', 'expected', 'broken'].map((n) => el.statusOf(demo(n)))).toEqual([
      'passed',
      'passed',
      'failed',
      'expected-failure',
      'failed',
    ]);
    expect(shadow(el).querySelector('.summary')?.textContent).toMatch(/^3 passed, 2 failed · [\d.]+ s$/);
    expect(row(el, demo('start')).classList.contains('status-passed')).toBe(true);
    expect(row(el, demo('expected')).querySelector('.note')?.textContent).toBe('Expected to fail: the demo starts from nothing');
  });

  it('shows a failure with its message, its differences and a link that opens the test at its line', async () => {
    const el = await panel();
    await el.run([demo('order')]);
    await el.updateComplete;
    const failure = row(el, demo('order')).querySelector('.failure-item') as HTMLElement;
    expect(failure.querySelector('.message')?.textContent).toContain('the order of play');
    expect([...failure.querySelectorAll('.diff li')].map((li) => li.textContent?.trim())).toEqual([
      '/0 expected "french", actual "allied"',
      '/1 expected "allied", actual "french"',
    ]);
    const opened: KsSourceOpenEvent[] = [];
    document.addEventListener(KsSourceOpenEvent.type, (e) => opened.push(e), { once: true });
    (failure.querySelector('a.where') as HTMLAnchorElement).click();
    const text = (await el.tests?.prepareTests([demo('order')]))?.tests[0];
    // The expectation's object opens on the line before its message.
    const line = text && 'test' in text ? text.test.text.split('\n').findIndex((l) => l.includes('"message": "the order of play"')) : 0;
    expect(opened).toHaveLength(1);
    expect({ path: opened[0]?.path, line: opened[0]?.line }).toEqual({ path: demo('order'), line });
    expect(failure.querySelector('a.where')?.textContent).toBe(`demo-order.test.json:${line}`);
  });

  it('runs one test from its button or with Enter on its row, and only the failed ones with Run failed', async () => {
    const source = demoTests();
    const el = await panel({ tests: source });
    (row(el, demo('start')).querySelector('button.run-one') as HTMLButtonElement).click();
    await expect.poll(() => el.statusOf(demo('start'))).toBe('passed');
    const focused = row(el, demo('turns')).querySelector('.row') as HTMLElement;
    focused.focus();
    key(focused, 'Enter');
    await expect.poll(() => el.statusOf(demo('turns'))).toBe('passed');
    expect(source.prepared).toEqual([[demo('start')], [demo('turns')]]);
    await el.runAll();
    await el.updateComplete;
    (shadow(el).querySelector('button.run-failed') as HTMLButtonElement).click();
    await expect.poll(() => source.prepared.length).toBe(4);
    expect(source.prepared[3]).toEqual([demo('order'), demo('broken')]);
    // A folder's tests at once, from the button on its heading (once the run above is over).
    await expect.poll(() => el.lastRun?.state).toBe('done');
    await el.updateComplete;
    (shadow(el).querySelector('button.run-group') as HTMLButtonElement).click();
    await expect.poll(() => source.prepared.length).toBe(5);
    expect(source.prepared[4]).toHaveLength(5);
  });

  it('brings a test into view and focuses it', async () => {
    const el = await panel();
    el.style.display = 'block';
    el.style.height = '80px';
    el.style.overflow = 'auto';
    await el.reveal(demo('broken'));
    const focused = el.shadowRoot?.activeElement as HTMLElement | null;
    expect(focused?.closest('li.test')?.getAttribute('data-path')).toBe(demo('broken'));
  });

  it('says when code has unsaved edits, since tests run the saved files', async () => {
    const el = await panel();
    expect(shadow(el).querySelector('.unsaved-code')).toBeNull();
    el.unsavedCode = ['mods/hundred-days-grand-battery/src/index.ts'];
    await el.updateComplete;
    expect(shadow(el).querySelector('.unsaved-code')?.textContent).toBe('Unsaved changes in index.ts: the rules run as saved. Save (Ctrl+S) to use them.');
  });

  it('runs the tests of a mod again when one of its files is saved, with Rerun on save', async () => {
    const source = demoTests();
    const el = await panel({ tests: source });
    await el.sourceSaved('mods/hundred-days-arclight/src/index.ts');
    expect(source.prepared).toHaveLength(0);
    (shadow(el).querySelector('input[name="rerun-on-save"]') as HTMLInputElement).click();
    expect(el.rerunOnSave).toBe(true);
    source.save(
      demo('order'),
      (source.files.get(demo('order'))?.text ?? '')
        .replace('["french", "allied"]', '["allied", "french"]')
        .replace(/"french",\s*"allied"/, '"allied", "french"'),
    );
    await el.sourceSaved(demo('order'));
    expect(source.prepared).toEqual([[demo('order')]]);
    expect(el.statusOf(demo('order'))).toBe('passed');
    await el.sourceSaved('mods/hundred-days-arclight/src/index.ts');
    expect(source.prepared[1]).toHaveLength(5);
    await el.sourceSaved('mods/other-mod/src/index.ts');
    expect(source.prepared).toHaveLength(2);
    // Showing one mod's tests, a file of another mod (the ruleset it builds on) reruns them.
    el.mod = 'mods/hundred-days-arclight';
    await el.refresh();
    await el.sourceSaved('mods/some-ruleset/src/rules.ts');
    expect(source.prepared).toHaveLength(3);
    expect(source.prepared[2]).toHaveLength(5);
  });
});

describe('running prepared tests', () => {
  it('fails a test that hangs with a clear message, and gives the next test a fresh host', async () => {
    const source = demoTests();
    const prepared = await source.prepareTests([demo('start'), demo('turns')]);
    let opened = 0;
    const hanging = async (): Promise<RulesHost> => {
      opened++;
      const host = await demoHostFactory(undefined as never);
      // The first host never answers.
      return opened === 1 ? { mode: host.mode, call: () => new Promise<string>(() => undefined), dispose: () => host.dispose() } : host;
    };
    const { records } = await runPreparedTests(prepared, { hostFactory: hanging, timeoutMs: 300, parallel: 1 });
    expect(records.map((r) => r.status)).toEqual(['failed', 'passed']);
    expect(records[0]?.failures[0]?.message).toBe('the test ran out of time (0.3 s): it was stopped and its worker replaced');
    expect(opened).toBe(2);
  });

  it('opens the program again for the next test when it did not load', async () => {
    const source = demoTests();
    const prepared = await source.prepareTests([demo('start'), demo('turns')]);
    let opened = 0;
    const flaky = async (): Promise<RulesHost> => {
      opened++;
      if (opened === 1) throw new Error('no worker to spare');
      return demoHostFactory(undefined as never);
    };
    const { records } = await runPreparedTests(prepared, { hostFactory: flaky, parallel: 1 });
    expect(records.map((r) => r.status)).toEqual(['failed', 'passed']);
    expect(records[0]?.failures[0]?.message).toContain('no worker to spare');
    expect(opened).toBe(2);
  });

  it("keeps a lane's host for the next test of the same program, and reports each test as it ends", async () => {
    const source = demoTests();
    const paths = [...source.files.keys()];
    const prepared = await source.prepareTests(paths);
    let opened = 0;
    const counting = async (): Promise<RulesHost> => {
      opened++;
      return demoHostFactory(undefined as never);
    };
    const started: string[] = [];
    const ended: string[] = [];
    const { records, cancelled } = await runPreparedTests(prepared, {
      hostFactory: counting,
      parallel: 2,
      onStart: (f) => started.push(f),
      onResult: (r) => ended.push(r.file),
    });
    expect(cancelled).toBe(false);
    expect(records.map((r) => r.file)).toEqual(paths);
    expect(opened).toBe(2);
    // The file that is not JSON is reported first, without running.
    expect(ended[0]).toBe(demo('broken'));
    expect(started).toHaveLength(4);
  });

  it('starts nothing once stopped', async () => {
    const source = demoTests();
    const prepared = await source.prepareTests([...source.files.keys()]);
    const stopper = new AbortController();
    stopper.abort();
    const { records, cancelled } = await runPreparedTests(prepared, { hostFactory: demoHostFactory, signal: stopper.signal });
    expect(cancelled).toBe(true);
    expect(records.map((r) => r.file)).toEqual([demo('broken')]);
  });
});

describe('ks-test-panel over real tests in Web Worker sandboxes', () => {
  const files = [
    'mods-2/outpost/tests/attack-tie.test.json',
    'mods-2/outpost/tests/movement.test.json',
    'mods-2/outpost-elan/tests/elan-option.test.json',
    'failing/wrong-beliefs.test.json',
    'failing/unexpected-pass.test.json',
    'failing/hostile-throw.test.json',
  ];

  it('gives the very records of `kriegsspiel test --json`, links to the test line and to the rules error in the mod', { timeout: 90_000 }, async () => {
    const el = await panel({ tests: fixtureTests(), hostFactory: sandboxHostFactory, parallel: 2 });
    const [, cli] = await Promise.all([el.run(files), cliTestJson(files)]);
    await el.updateComplete;
    expect(files.map((f) => gist(el.records.get(f) as TestRecord))).toEqual(cli.tests.map(gist));
    expect(files.map((f) => el.statusOf(f))).toEqual(['passed', 'passed', 'passed', 'failed', 'unexpected-pass', 'failed']);
    const wrong = row(el, 'failing/wrong-beliefs.test.json');
    expect(wrong.querySelectorAll('.failure-item').length).toBeGreaterThan(1);
    expect(wrong.querySelector('.diff')?.textContent).toContain('/hex');
    const opened: KsSourceOpenEvent[] = [];
    el.addEventListener(KsSourceOpenEvent.type, (e) => opened.push(e));
    (wrong.querySelector('a.where') as HTMLAnchorElement).click();
    const first = el.records.get('failing/wrong-beliefs.test.json')?.failures[0];
    expect({ path: opened[0]?.path, line: opened[0]?.line }).toEqual({ path: 'failing/wrong-beliefs.test.json', line: first?.line });
    (row(el, 'failing/hostile-throw.test.json').querySelector('a.rules-at') as HTMLAnchorElement).click();
    expect(opened[1]?.path).toBe('mods-2/hostile-throw/src/tower.ts');
    expect(opened[1]?.line).toBeGreaterThan(0);
  });

  it('cancels a run: no test starts after, the workers are dropped and nothing stays running', async () => {
    const el = await panel({ tests: fixtureTests(), hostFactory: sandboxHostFactory, mod: 'mods/hundred-days-arclight', parallel: 2 });
    await el.refresh();
    // Every Hundred Days test is listed (dozens of them), and only those.
    const listed = el.listed.length;
    expect(listed).toBeGreaterThan(50);
    expect(el.listed.every((t) => t.path.startsWith('mods/hundred-days-arclight/'))).toBe(true);
    const running = el.runAll();
    await expect.poll(() => el.lastRun?.done ?? 0, { timeout: 20000 }).toBeGreaterThan(1);
    await el.updateComplete;
    expect(shadow(el).querySelector('progress')).not.toBeNull();
    (shadow(el).querySelector('button.cancel') as HTMLButtonElement).click();
    await running;
    await el.updateComplete;
    expect(el.lastRun?.state).toBe('cancelled');
    expect(el.lastRun?.done).toBeLessThan(listed);
    expect(el.listed.some((t) => el.statusOf(t.path) === 'running')).toBe(false);
    expect(shadow(el).querySelector('progress')).toBeNull();
    expect(shadow(el).querySelector('button.run-all')).not.toBeNull();
  });
});
