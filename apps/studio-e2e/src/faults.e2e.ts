// Faults a new user met in the studio (issue 17), each as a flow in Debian's Chromium against
// the real workspace server and a temporary copy of mods/: a JSON document that does not
// parse is not saved over a good file without asking; the code editor's errors are the
// Problems panel's and the status bar's; a copied order of battle opens, is listed and
// keeps its scenario's link. Screenshots in screenshots/<flow>/.
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openStudio, startFlow, statusText, waitForStatus, type Flow } from './harness';

let flow: Flow | undefined;

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

const manifest = 'mods/hundred-days-arclight/mod.json';
const houseRule = 'mods/hundred-days-grand-battery/src/index.ts';
const oobPath = 'mods/hundred-days-arclight/oobs/hundred-days.oob.json';
const scenarioPath = 'mods/hundred-days-arclight/scenarios/campaign.scenario.json';

/** What the code editor shows: its file, whether it is dirty, its error markers and the count in its header. */
async function codeState(page: Page): Promise<{ path: string; dirty: boolean; errors: { line: number; column: number; message: string }[]; header: string }> {
  return page.evaluate(async () => {
    const el = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-code-editor') as unknown as {
      path: string;
      dirty: boolean;
      ready: Promise<void>;
      shadowRoot: ShadowRoot;
      diagnostics(): { severity: string; message: string; line: number; column: number }[];
    };
    await el.ready;
    return {
      path: el.path,
      dirty: el.dirty,
      errors: el
        .diagnostics()
        .filter((d) => d.severity === 'error')
        .map((d) => ({ line: d.line, column: d.column, message: d.message })),
      header: el.shadowRoot.querySelector('button.errors')?.textContent?.trim() ?? '',
    };
  });
}

async function waitForCodeErrors(page: Page, test: (count: number) => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const state = await codeState(page);
    if (test(state.errors.length)) return;
    if (Date.now() > deadline) throw new Error(`the code editor never showed ${what}; it shows ${JSON.stringify(state.errors)}`);
    await page.waitForTimeout(250);
  }
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
  // Deleted first: typing a quote over a selection would wrap the selection in quotes.
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** The rows of the Problems panel as shown: `file:line:column message`, and its error count. */
async function problemRows(page: Page): Promise<{ rows: string[]; errors: number }> {
  return page.evaluate(() => {
    const panel = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-validation-panel');
    const root = panel?.shadowRoot;
    const rows = Array.from(root?.querySelectorAll('li') ?? []).map(
      (li) => `${li.querySelector('.file')?.textContent?.trim() ?? ''} ${li.querySelector('.message')?.textContent?.trim() ?? ''}`,
    );
    const errors = Number(/^(\d+)/.exec(root?.querySelector('.error-count')?.textContent?.trim() ?? '')?.[1] ?? NaN);
    return { rows, errors };
  });
}

/** The status bar's error count. */
async function statusErrors(page: Page): Promise<number> {
  return Number(/(\d+) errors?,/.exec(await statusText(page))?.[1] ?? NaN);
}

/** Waits until the studio's validation has settled (no run pending). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const studio = document.querySelector('ks-studio') as unknown as { checking?: boolean } | null;
    return studio?.checking === false;
  });
}

describe('studio faults (issue 17)', () => {
  it('a mod.json that does not parse is saved only when the person says so; its error is in Problems', async () => {
    flow = await startFlow('unparsed-json-save');
    const { page } = flow;
    const good = readFileSync(flow.file(manifest), 'utf8');
    await openStudio(page, flow.server.url);
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Problems")').click();
    await page.locator(`ks-document-list button[title="${manifest}"]`).click();
    expect((await codeState(page)).path).toBe(manifest);
    await waitForCodeErrors(page, (n) => n === 0, 'no errors');
    await settled(page);
    const before = await statusErrors(page);

    // A comma lost at the end of line 3: the next line is where JSON breaks.
    const line = good.split('\n').findIndex((l) => l.includes('"id": "hundred-days-arclight",')) + 1;
    await retypeLine(page, line, '"id": "hundred-days-arclight"');
    await waitForCodeErrors(page, (n) => n > 0, 'the syntax error');
    await settled(page);
    const broken = await codeState(page);
    // The header's errors are the panel's and the status bar's, named by path from the workspace root.
    const listed = await problemRows(page);
    expect(listed.errors).toBe(before + broken.errors.length);
    expect(await statusErrors(page)).toBe(before + broken.errors.length);
    expect(broken.header).toBe(broken.errors.length === 1 ? '1 error' : `${broken.errors.length} errors`);
    const first = broken.errors[0] as { line: number; column: number };
    expect(listed.rows.some((r) => r.startsWith(`${manifest}:${first.line}:${first.column} `))).toBe(true);
    await flow.shot('01-syntax-error-in-problems');

    // Ctrl+S: a dialog asks; keeping on editing writes nothing.
    await page.keyboard.press('Control+s');
    const dialog = page.locator('ks-code-editor dialog.unparsed[open]');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`${manifest}:${first.line}:${first.column}`);
    await flow.shot('02-asked-before-saving');
    await dialog.locator('button.keep-editing').click();
    await waitForStatus(page, 'Not saved');
    expect(readFileSync(flow.file(manifest), 'utf8')).toBe(good);
    expect(await statusText(page)).toContain('● Unsaved changes');
    expect((await codeState(page)).dirty).toBe(true);
    await flow.shot('03-kept-editing');

    // Saved anyway, as chosen: the file is written, the studio holds no unsaved change and
    // reports the error from the file now on disk; the page throws nothing.
    await page.locator('ks-code-editor button.save').click();
    await dialog.waitFor();
    await dialog.locator('button.save-anyway').click();
    await waitForStatus(page, `Saved ${manifest}`);
    const written = readFileSync(flow.file(manifest), 'utf8');
    expect(written).not.toBe(good);
    expect(() => JSON.parse(written) as unknown).toThrow();
    await settled(page);
    expect(await statusText(page)).toContain('No unsaved changes');
    await page.locator('ks-validation-panel input[type="checkbox"]').check();
    const after = await problemRows(page);
    expect(after.rows.some((r) => r.startsWith(`${manifest}:${first.line}:`) && r.includes('not valid JSON'))).toBe(true);
    expect(await statusErrors(page)).toBeGreaterThan(0);
    await page
      .locator('ks-validation-panel li button', { hasText: `${manifest}:${first.line}:` })
      .first()
      .scrollIntoViewIfNeeded();
    await flow.shot('04-saved-anyway-error-listed');

    // Mended and saved: no question, no problem left in the file.
    await retypeLine(page, line, '"id": "hundred-days-arclight",');
    await waitForCodeErrors(page, (n) => n === 0, 'no errors');
    expect((await codeState(page)).dirty).toBe(true);
    await page.keyboard.press('Control+s');
    // The status bar said "Saved" already: the editor turning clean is this save's end.
    await page.waitForFunction(() => {
      const el = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-code-editor') as unknown as { dirty: boolean };
      return !el.dirty;
    });
    expect(await page.locator('ks-code-editor dialog.unparsed[open]').count()).toBe(0);
    expect(readFileSync(flow.file(manifest), 'utf8')).toBe(good);
    await settled(page);
    expect((await problemRows(page)).rows.filter((r) => r.startsWith(`${manifest}:`))).toEqual([]);
    await flow.shot('05-mended');
    expect(flow.errors).toEqual([]);
  });

  it("the code editor's type errors are in Problems and the status bar, by path from the workspace root", async () => {
    flow = await startFlow('code-errors-in-problems');
    const { page } = flow;
    await openStudio(page, flow.server.url);
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Problems")').click();
    await page.locator(`ks-document-list button[title="${houseRule}"]`).click();
    await waitForCodeErrors(page, (n) => n === 0, 'no errors');
    const before = await statusErrors(page);

    // Two type errors in the house rule: the header counts them, so do Problems and the status bar.
    const source = readFileSync(flow.file(houseRule), 'utf8').split('\n');
    const at = source.findIndex((l) => l.includes('Math.max(limit, grandBattery(state))')) + 1;
    await retypeLine(page, at, "return 'three' * true;");
    await waitForCodeErrors(page, (n) => n >= 2, 'two errors');
    await settled(page);
    const code = await codeState(page);
    const listed = await problemRows(page);
    for (const e of code.errors) expect(listed.rows.some((r) => r.startsWith(`${houseRule}:${e.line}:${e.column} `))).toBe(true);
    expect(listed.errors).toBe(before + code.errors.length);
    expect(await statusErrors(page)).toBe(before + code.errors.length);
    await flow.shot('01-type-errors-in-problems');

    // A row opens the code at its line.
    await page
      .locator('ks-validation-panel li button', { hasText: `${houseRule}:${at}:` })
      .first()
      .click();
    await waitForStatus(page, `${houseRule}:${at}:`);

    // Undone: the errors leave Problems too.
    await retypeLine(page, at, (source[at - 1] as string).trim());
    await waitForCodeErrors(page, (n) => n === 0, 'no errors');
    await page.waitForFunction((n) => {
      const text = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-status-bar')?.shadowRoot?.textContent ?? '';
      return text.includes(`${n} errors,`);
    }, before);
    expect((await problemRows(page)).rows.filter((r) => r.startsWith(`${houseRule}:`))).toEqual([]);
    await flow.shot('02-fixed');
    expect(flow.errors).toEqual([]);
  });

  it('a copied order of battle opens, is listed, and its link from the scenario is pending in a tab, then saved', async () => {
    flow = await startFlow('alternate-oob-copy');
    const { page } = flow;
    await openStudio(page, flow.server.url);
    await page.locator(`ks-document-tabs [role="tab"][title="${oobPath}"]`).click();
    await page.locator('ks-oob-editor .scenarios button', { hasText: 'New alternate' }).click();
    await page.locator('ks-oob-editor #alternate-id').fill('hundred-days-ney');
    await page.locator('ks-oob-editor #alternate-name').fill('Ney commands');
    await flow.shot('01-new-alternate');
    await page.locator('ks-oob-editor button[type="submit"]', { hasText: 'Create copy' }).click();

    const copy = 'mods/hundred-days-arclight/oobs/hundred-days-ney.oob.json';
    // Its tab is the order of battle editor on the new document, not a missing file.
    await page.locator('ks-oob-editor ks-oob-tree').waitFor();
    expect(await page.locator('ks-document-tabs [role="tab"][aria-selected="true"]').getAttribute('title')).toBe(copy);
    expect(
      await page
        .locator('ks-code-editor')
        .isVisible()
        .catch(() => false),
    ).toBe(false);
    // The sidebar lists it, and both documents show as unsaved in their tabs.
    await page.locator(`ks-document-list button[title="${copy}"]`).waitFor();
    await page.locator(`ks-document-tabs [role="tab"][title="${copy}"] .dirty`).waitFor();
    await page.locator(`ks-document-tabs [role="tab"][title="${scenarioPath}"] .dirty`).waitFor();
    expect(await statusText(page)).toContain('2 documents unsaved');
    await flow.shot('02-copy-open-and-listed');

    // Saving both writes the new file and the scenario's link.
    await page.keyboard.press('Control+Alt+s');
    await page.waitForFunction(() => {
      const studio = document.querySelector('ks-studio') as unknown as { editor: { store: { dirtyPaths(): string[] } } };
      return studio.editor.store.dirtyPaths().length === 0;
    });
    expect(existsSync(flow.file(copy))).toBe(true);
    expect(JSON.parse(readFileSync(flow.file(copy), 'utf8'))).toMatchObject({ id: 'hundred-days-ney', name: 'Ney commands' });
    expect(JSON.parse(readFileSync(flow.file(scenarioPath), 'utf8'))).toMatchObject({ alternateOobs: ['hundred-days-ney'] });
    await page.locator(`ks-document-list button[title="${copy}"]`).click();
    await page.locator('ks-oob-editor ks-oob-tree').waitFor();
    await flow.shot('03-saved');

    // A fresh page (as after a reload) finds the same.
    await page.reload();
    await page.evaluate(() => (document.querySelector('ks-studio') as unknown as { ready: Promise<void> }).ready);
    await page.locator(`ks-document-list button[title="${copy}"]`).click();
    await page.locator('ks-oob-editor ks-oob-tree').waitFor();
    expect(flow.errors).toEqual([]);
  });
});
