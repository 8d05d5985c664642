// Editing an order of battle like a spreadsheet, and searching inside it (issue 17), in
// Debian's Chromium against the real workspace server and a temporary copy of mods/: Ctrl+F
// in the OOB editor goes to its search box, which filters the tree and the table and says
// "n of m"; the table sorts by a heading, is walked with the keyboard, edits a cell in place
// (a value the ruleset's schema refuses is refused with its reason), pastes cells from the
// clipboard as a spreadsheet's copy puts them there, and undo, redo and save
// go through the studio's history like every other edit. Screenshots in screenshots/<flow>/.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openStudio, readText, startFlow, waitForStatus, type Flow } from './harness';

let flow: Flow | undefined;

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

const oobPath = 'mods/hundred-days-arclight/oobs/hundred-days.oob.json';

/** A unit of the Hundred Days order of battle as the studio holds it now. */
async function unitNow(page: Page, id: string): Promise<{ name: string; notes?: string; values?: Record<string, unknown> } | undefined> {
  return page.evaluate(
    ([p, unit]) => {
      const studio = document.querySelector('ks-studio') as unknown as { editor: { store: { require(path: string): { value: unknown } } } };
      type F = { units?: { id: string; name: string }[]; formations?: F[] };
      const walk = (list: F[] | undefined): { id: string; name: string } | undefined => {
        for (const f of list ?? []) {
          const found = f.units?.find((u) => u.id === unit) ?? walk(f.formations);
          if (found) return found;
        }
        return undefined;
      };
      return walk((studio.editor.store.require(p as string).value as F).formations);
    },
    [oobPath, id],
  );
}

const rowIds = (page: Page) => page.locator('ks-oob-table tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));

describe('OOB table and search', () => {
  it('Ctrl+F searches the tree and the table; the table sorts, edits in place with undo, and saves', async () => {
    flow = await startFlow('oob-table');
    const { page } = flow;
    await openStudio(page, flow.server.url);
    await page.getByRole('tab', { name: /hundred-days\.oob\.json/ }).click();
    await page.locator('ks-oob-tree [role="tree"]').waitFor();

    // Ctrl+F inside the order of battle goes to its search box, not the browser's find.
    await page.locator('ks-oob-tree [data-key="unit:napoleon"]').click();
    await page.keyboard.press('Control+f');
    const search = page.locator('ks-oob-editor #oob-search');
    await expect.poll(() => search.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await page.keyboard.type('blücher cav');
    await expect.poll(() => page.locator('ks-oob-editor .search .count').textContent()).toBe('2 of 40 units');
    const units = page.locator('ks-oob-tree [role="treeitem"].unit');
    expect(await units.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key')))).toEqual(['unit:pr-cav-1a', 'unit:pr-cav-1b']);
    await flow.shot('01-tree-searched');

    // The table keeps the search; Escape in the box clears it.
    await page.getByRole('tab', { name: 'Table' }).click();
    await page.locator('ks-oob-table [role="grid"]').waitFor();
    expect(await rowIds(page)).toEqual(['pr-cav-1a', 'pr-cav-1b']);
    await search.focus();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await rowIds(page)).length).toBe(40);

    // A heading sorts, the strongest first on the second click.
    const combat = page.locator('ks-oob-table th[data-column="values.combat"]');
    await combat.locator('button').click();
    await combat.locator('button').click();
    expect(await combat.getAttribute('aria-sort')).toBe('descending');
    expect((await rowIds(page))[0]).toBe('fr-inf-6');
    await flow.shot('02-table-sorted');

    // Keyboard: from the first name, Enter edits; Enter keeps the edit and goes down.
    await page.locator('ks-oob-table td[data-id="fr-inf-6"][data-column="name"]').click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Reille, II Corps');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await unitNow(page, 'fr-inf-6'))?.name).toBe('Reille, II Corps');

    // Typing in a cell starts an edit; a combat value of 9 is refused with the schema's reason.
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    const active = await page.evaluate(() => {
      const table = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-oob-editor')?.shadowRoot?.querySelector('ks-oob-table') as unknown as {
        active?: { id: string; column: string };
      };
      return table.active;
    });
    expect(active?.column).toBe('values.combat');
    await page.keyboard.type('9');
    await page.keyboard.press('Enter');
    const problem = page.locator('ks-oob-table #cell-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toMatch(/6/);
    await flow.shot('03-cell-refused');
    await page.keyboard.press('Escape');
    expect((await unitNow(page, active?.id ?? ''))?.values).not.toEqual({ combat: 9 });

    // Cells copied from a spreadsheet paste down from the chosen cell, as one undo step.
    await flow.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('Old Guard: first\r\nOld Guard: second\r\n'));
    await page.locator('ks-oob-table td[data-id="fr-inf-3a"][data-column="notes"]').click();
    await page.keyboard.press('Control+v');
    await expect.poll(async () => (await unitNow(page, 'fr-inf-3a'))?.notes).toBe('Old Guard: first');
    const below = (await rowIds(page))[(await rowIds(page)).indexOf('fr-inf-3a') + 1] ?? '';
    expect((await unitNow(page, below))?.notes).toBe('Old Guard: second');
    await flow.shot('04-pasted');
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await unitNow(page, 'fr-inf-3a'))?.notes).not.toBe('Old Guard: first');

    // The studio's undo and redo take the table's edit like any other; then save.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await unitNow(page, 'fr-inf-6'))?.name).toBe('French infantry division (6)');
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(async () => (await unitNow(page, 'fr-inf-6'))?.name).toBe('Reille, II Corps');
    await page.keyboard.press('Control+Alt+s');
    await waitForStatus(page, 'Saved');
    await expect.poll(() => readText(flow?.file(oobPath) ?? '').includes('"name": "Reille, II Corps"')).toBe(true);
    await flow.shot('05-saved');
    expect(flow.errors).toEqual([]);
  });
});
