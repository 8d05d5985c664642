// Scenario tests in the studio, in Debian's Chromium against the real workspace server: the
// Tests panel lists a mod's tests, runs them in Web Workers with the records of
// `kriegsspiel test --json`, and a test broken on disk fails with what was expected and a
// link to its line.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestRecord } from '@kriegsspiel/engine';
import { repo, showTestsOf, startFlow, statusText, waitForStatus, type Flow } from './harness';

let flow: Flow | undefined;

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

/** The panel's records and summary, read from the element. */
async function panelState(page: Page): Promise<{ state: string | undefined; summary: string; records: TestRecord[] }> {
  return page.evaluate(() => {
    const el = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-test-panel') as unknown as {
      lastRun?: { state: string };
      records: Map<string, TestRecord>;
      shadowRoot: ShadowRoot;
    };
    return { state: el.lastRun?.state, summary: el.shadowRoot.querySelector('.summary')?.textContent ?? '', records: [...el.records.values()] };
  });
}

async function runDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-test-panel') as unknown as { lastRun?: { state: string } }).lastRun?.state === 'done',
    null,
    { timeout: 120000 },
  );
}

describe('scenario tests in the studio', () => {
  it('runs the tests of a mod in Web Workers, as `kriegsspiel test` does; a test broken on disk fails with what was expected and opens at its line', async () => {
    flow = await startFlow('scenario-tests', undefined, { fixtures: true });
    const { page } = flow;
    await page.goto(flow.server.url);
    await page.evaluate(() => (document.querySelector('ks-studio') as unknown as { ready: Promise<void> }).ready);
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Tests")').click();
    await page.locator('ks-studio .panel-tabs .maximise').click();
    const panel = page.locator('ks-test-panel');
    await showTestsOf(page, 'mods-2/outpost');
    expect(await panel.locator('li.test').count()).toBe(5);
    await flow.shot('01-listed');
    await panel.locator('button.run-all').click();
    await runDone(page);
    await flow.shot('02-passed');
    const run = await panelState(page);
    expect(run.summary).toMatch(/^5 passed, 0 failed · [\d.]+ s$/);

    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(repo, 'tools/cli/bin/kriegsspiel.js'), 'test', 'tools/cli/test-fixtures/mods/outpost', '--json'],
      { cwd: repo, maxBuffer: 64 * 1024 * 1024 },
    );
    const cli = JSON.parse(stdout) as { tests: TestRecord[] };
    const gist = (r: TestRecord) => ({
      file: path.basename(r.file),
      name: r.name,
      status: r.status,
      note: r.note,
      failures: r.failures.map((f) => [f.pointer, f.line, f.message]),
    });
    const byFile = (a: { file: string }, b: { file: string }) => (path.basename(a.file) < path.basename(b.file) ? -1 : 1);
    expect(run.records.map(gist).sort(byFile)).toEqual(cli.tests.map(gist).sort(byFile));

    // Broken on disk, as another editor would save it: the step's expectation is wrong now.
    const file = flow.file('mods-2/outpost/tests/movement.test.json');
    const text = readFileSync(file, 'utf8');
    const broken = text.replace(/"equals":\s*"(\d{4})"/, '"equals": "9999"');
    expect(broken).not.toBe(text);
    writeFileSync(file, broken);
    // The studio holds the test file as a document: wait until it has taken the change in, so
    // the status bar's word about it does not come after (and over) the line the link opens.
    await waitForStatus(page, 'movement.test.json changed on disk and was reloaded');
    const row = panel.locator('li.test[data-path="mods-2/outpost/tests/movement.test.json"]');
    await row.locator('button.run-one').click();
    await row.locator('.failure-item').first().waitFor({ timeout: 60000 });
    await flow.shot('03-broken-test');
    const line = broken.split('\n').findIndex((l) => l.includes('"9999"')) + 1;
    const link = row.locator('a.where').first();
    const [, at] = /:(\d+)$/.exec((await link.textContent()) ?? '') ?? [];
    expect(Number(at)).toBe(line);
    expect(await row.locator('.values').first().textContent()).toContain('"9999"');
    await link.click();
    await waitForStatus(page, `mods-2/outpost/tests/movement.test.json:${at}:`);
    expect(await statusText(page)).toContain(`movement.test.json:${at}`);
    expect((await panelState(page)).summary).toMatch(/^4 passed, 1 failed/);
    expect(flow.errors).toEqual([]);
  });

  it('runs the tests of the sealed-orders fixture (simultaneous hidden choices) and the fords fixture (a two-battle campaign) in the page, with the records of the command line', async () => {
    flow = await startFlow('scenario-tests-simultaneous-campaign', undefined, { fixtures: true });
    const { page } = flow;
    await page.goto(flow.server.url);
    await page.evaluate(() => (document.querySelector('ks-studio') as unknown as { ready: Promise<void> }).ready);
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Tests")').click();
    const panel = page.locator('ks-test-panel');
    const gist = (r: TestRecord) => ({
      file: path.basename(r.file),
      name: r.name,
      status: r.status,
      note: r.note,
      failures: r.failures.map((f) => [f.pointer, f.line, f.message]),
    });
    const byFile = (a: { file: string }, b: { file: string }) => (a.file < b.file ? -1 : 1);
    for (const [mod, files] of [
      ['sealed-orders', ['game-ends.test.json', 'simultaneous.test.json']],
      ['fords', ['campaign.test.json', 'seize.test.json']],
    ] as const) {
      await showTestsOf(page, `mods-2/${mod}`);
      expect(await panel.locator('li.test').count()).toBe(2);
      await panel.locator('button.run-all').click();
      await runDone(page);
      await flow.shot(`${mod}-passed`);
      const run = await panelState(page);
      expect(run.summary).toMatch(/^2 passed, 0 failed · [\d.]+ s$/);
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [path.join(repo, 'tools/cli/bin/kriegsspiel.js'), 'test', `tools/cli/test-fixtures/mods/${mod}`, '--json'],
        { cwd: repo, maxBuffer: 64 * 1024 * 1024 },
      );
      const cli = JSON.parse(stdout) as { tests: TestRecord[] };
      // The panel keeps the records of the mod shown before: this mod's are those under its folder.
      const inPage = run.records
        .filter((r) => r.file.startsWith(`mods-2/${mod}/`))
        .map(gist)
        .sort(byFile);
      expect(inPage.map((r) => r.file)).toEqual([...files]);
      expect(inPage.every((r) => r.status === 'passed')).toBe(true);
      expect(inPage).toEqual(cli.tests.map(gist).sort(byFile));
    }
    expect(flow.errors).toEqual([]);
  });

  it('runs every Hundred Days test in the page with the same records as the command line, and says how long they took', async () => {
    flow = await startFlow('scenario-tests-hundred-days');
    const { page } = flow;
    await page.goto(flow.server.url);
    await page.evaluate(() => (document.querySelector('ks-studio') as unknown as { ready: Promise<void> }).ready);
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Tests")').click();
    const panel = page.locator('ks-test-panel');
    await showTestsOf(page, 'mods/hundred-days-arclight');
    await panel.locator('button.run-all').click();
    await runDone(page);
    await flow.shot('01-hundred-days-passed');
    const run = await panelState(page);
    const seconds = await page.evaluate(
      () => (document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-test-panel') as unknown as { lastRun: { seconds: number } }).lastRun.seconds,
    );
    // As many as there are test files in the mod.
    const total = readdirSync(path.join(repo, 'mods/hundred-days-arclight/tests')).filter((f) => f.endsWith('.test.json')).length;
    expect(run.records).toHaveLength(total);
    expect(run.summary).toMatch(new RegExp(`^${total} passed, 0 failed`));
    const started = performance.now();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(repo, 'tools/cli/bin/kriegsspiel.js'), 'test', 'mods/hundred-days-arclight', '--json'],
      { cwd: repo, maxBuffer: 64 * 1024 * 1024 },
    );
    const cliSeconds = (performance.now() - started) / 1000;
    const cli = JSON.parse(stdout) as { tests: TestRecord[] };
    const gist = (r: TestRecord) => ({ file: path.basename(r.file), name: r.name, status: r.status });
    const byFile = (a: { file: string }, b: { file: string }) => (a.file < b.file ? -1 : 1);
    expect(run.records.map(gist).sort(byFile)).toEqual(cli.tests.map(gist).sort(byFile));
    console.log(
      `tests e2e figures: ${total} Hundred Days tests in the page ${seconds.toFixed(1)} s, \`kriegsspiel test\` ${cliSeconds.toFixed(1)} s (process included)`,
    );
    expect(flow.errors).toEqual([]);
  });
});
