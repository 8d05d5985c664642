// A modder's round trip without leaving the studio, in Debian's Chromium against the real
// workspace server: a house rule's code in Monaco (typed against the rules SDK), an edit
// that breaks it, the scenario tests rerun on save and fail, the failure opening the test at
// its line, the fix, the tests passing again; and a new house rule created, checked and
// played. Each flow leaves screenshots in screenshots/<flow>/.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { showTestsOf, startFlow, waitForStatus, type Flow } from './harness';

let flow: Flow | undefined;

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

const houseRule = 'mods/hundred-days-grand-battery/src/index.ts';
const testsOf = 'mods/hundred-days-grand-battery';

/** What the code editor shows: its file, its cursor, its markers. */
async function codeState(
  page: Page,
): Promise<{ path: string; line: number; dirty: boolean; diagnostics: { severity: string; message: string; line: number }[] }> {
  return page.evaluate(async () => {
    const el = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-code-editor') as unknown as {
      path: string;
      dirty: boolean;
      ready: Promise<void>;
      diagnostics(): { severity: string; message: string; line: number }[];
      editor?: { getPosition(): { lineNumber: number } | null };
    };
    await el.ready;
    return { path: el.path, line: el.editor?.getPosition()?.lineNumber ?? 0, dirty: el.dirty, diagnostics: el.diagnostics() };
  });
}

/** Replaces the text of a line (from its first non-blank character) by typing over it. */
async function retypeLine(page: Page, line: number, text: string): Promise<void> {
  await page.evaluate(
    (l) =>
      (
        document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-code-editor') as unknown as { reveal(line: number, column: number): Promise<void> }
      ).reveal(l, 1),
    line,
  );
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await page.keyboard.insertText(text);
}

async function waitForDiagnostics(page: Page, test: (messages: string[]) => boolean, what: string): Promise<string[]> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const messages = (await codeState(page)).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.line}: ${d.message}`);
    if (test(messages)) return messages;
    if (Date.now() > deadline) throw new Error(`the code editor never showed ${what}; it shows ${JSON.stringify(messages)}`);
    await page.waitForTimeout(250);
  }
}

/** The Tests panel's summary once no run is going on. */
async function testsSettled(page: Page, expected: RegExp): Promise<string> {
  await page.waitForFunction(
    (source) => {
      const el = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-test-panel') as unknown as {
        lastRun?: { state: string };
        summaryText(): string;
      } | null;
      return el?.lastRun?.state === 'done' && new RegExp(source).test(el.summaryText());
    },
    expected.source,
    { timeout: 120_000 },
  );
  return page.evaluate(() =>
    (document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-test-panel') as unknown as { summaryText(): string }).summaryText(),
  );
}

async function openStudio(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => (document.querySelector('ks-studio') as unknown as { ready: Promise<void> }).ready);
}

describe('modding in the studio', () => {
  it('edit a house rule so that a test fails, see the failure at its line, fix it, see the tests pass', async () => {
    flow = await startFlow('house-rule-edit-test-fix');
    const { page } = flow;
    await openStudio(page, flow.server.url);

    // The house rule's code, from the document list, in Monaco with the SDK's types: no errors.
    await page.locator(`ks-document-list button[title="${houseRule}"]`).click();
    let code = await codeState(page);
    expect(code.path).toBe(houseRule);
    await waitForDiagnostics(page, (m) => m.length === 0, 'no errors');
    await flow.shot('01-house-rule-in-monaco');

    // Its tests, with rerun on save.
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Tests")').click();
    const panel = page.locator('ks-test-panel');
    await showTestsOf(page, testsOf);
    expect(await panel.locator('li.test').count()).toBe(4);
    await panel.locator('input[name="rerun-on-save"]').check();
    await panel.locator('button.run-all').click();
    expect(await testsSettled(page, /^4 passed, 0 failed/)).toMatch(/^4 passed, 0 failed/);
    await flow.shot('02-tests-pass');

    const source = readFileSync(flow.file(houseRule), 'utf8');
    const lines = source.split('\n');
    const at = lines.findIndex((l) => l.includes('Math.max(limit, grandBattery(state))')) + 1;
    expect(at).toBeGreaterThan(0);
    const original = (lines[at - 1] as string).trim();

    // A type error first: the hook must return a number, as the SDK's HookWrapper says.
    await retypeLine(page, at, original.replace('Math.max(limit, grandBattery(state))', "'three'"));
    const typeErrors = await waitForDiagnostics(page, (m) => m.some((e) => e.includes("not assignable to type 'number'")), 'the type error');
    // TypeScript names the SDK's own type for the wrapper over the ruleset's own hook, both served by the server.
    expect(typeErrors.join('\n')).toContain("is not assignable to type 'HookWrapper<(side: Side, combat: Combat, state: State) => number>'");
    await flow.shot('03-type-error');

    // Then a bug the types cannot see: the limit can only go down now. Saved with Ctrl+S.
    await retypeLine(page, at, original.replace('Math.max', 'Math.min'));
    await waitForDiagnostics(page, (m) => m.length === 0, 'no errors');
    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'Saved');
    expect(readFileSync(flow.file(houseRule), 'utf8')).toContain('Math.min(limit, grandBattery(state))');
    code = await codeState(page);
    expect(code.dirty).toBe(false);
    // Rerun on save: the grand battery's tests fail, the base game's still pass.
    const failing = await testsSettled(page, /^2 passed, 2 failed/);
    expect(failing).toMatch(/^2 passed, 2 failed/);
    const row = panel.locator('li.test[data-path="mods/hundred-days-grand-battery/tests/third-card-with-napoleon.test.json"]');
    await row.locator('.failure-item').first().waitFor();
    await flow.shot('04-tests-fail-after-save');

    // The failure opens the test, in the code editor, at its line.
    const link = row.locator('a.where').first();
    const failureLine = Number(/:(\d+)$/.exec((await link.textContent()) ?? '')?.[1]);
    expect(failureLine).toBeGreaterThan(1);
    await link.click();
    await page.waitForFunction(
      (p) => (document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-code-editor') as unknown as { path: string } | null)?.path === p,
      'mods/hundred-days-grand-battery/tests/third-card-with-napoleon.test.json',
    );
    code = await codeState(page);
    expect(code.line).toBe(failureLine);
    await flow.shot('05-failure-opens-the-test-at-its-line');

    // Fix: back to the house rule's tab, Math.max again, save; the tests pass.
    await page.locator('ks-document-tabs [role="tab"]', { hasText: 'index.ts' }).click();
    await retypeLine(page, at, original);
    await page.keyboard.press('Control+s');
    expect(await testsSettled(page, /^4 passed, 0 failed/)).toMatch(/^4 passed, 0 failed/);
    expect(readFileSync(flow.file(houseRule), 'utf8')).toBe(source);
    await flow.shot('06-fixed-tests-pass');
    expect(flow.errors).toEqual([]);
  });

  it('create a new house rule: its code opens without errors, and a playtest loads it', async () => {
    flow = await startFlow('new-house-rule');
    const { page } = flow;
    await openStudio(page, flow.server.url);
    await page.locator('ks-studio header button.new-house-rule').click();
    const dialog = page.locator('ks-new-house-rule');
    await dialog.locator('dialog[open]').waitFor();
    await dialog.locator('select[name="ruleset"]').selectOption('hundred-days-arclight');
    await dialog.locator('input[name="name"]').fill('Forced march');
    expect(await dialog.locator('input[name="id"]').inputValue()).toBe('hundred-days-forced-march');
    await dialog.locator('input[value="movementAllowance"]').check();
    await flow.shot('01-new-house-rule');
    await dialog.locator('button[type="submit"]').click();
    await waitForStatus(page, 'Created mods/hundred-days-forced-march/mod.json');
    expect(JSON.parse(readFileSync(flow.file('mods/hundred-days-forced-march/mod.json'), 'utf8'))).toMatchObject({
      kind: 'house-rule',
      extends: { mod: 'hundred-days-arclight' },
    });
    const code = await codeState(page);
    expect(code.path).toBe('mods/hundred-days-forced-march/src/index.ts');
    await waitForDiagnostics(page, (m) => m.length === 0, 'no errors');
    await flow.shot('02-its-code');

    // Playtest the scenario with it: the server bundles it with the ruleset.
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Playtest")').click();
    const board = page.locator('ks-playtest-board');
    await board.locator('input[name="house-rule"][value="hundred-days-forced-march"]').check();
    await board.locator('input[name="mode"][value="bot"]').check();
    await board.locator('button[type="submit"]').click();
    await board.locator('.meta', { hasText: 'with hundred-days-forced-march' }).waitFor({ timeout: 60_000 });
    await board.locator('button.action').first().waitFor({ timeout: 60_000 });
    await flow.shot('03-playtest-with-it');
    expect(flow.errors).toEqual([]);
  });
});
