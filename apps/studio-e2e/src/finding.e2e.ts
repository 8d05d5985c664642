// Finding things, help and a balance that compares (issue 17), in Debian's Chromium against
// the real workspace server: a first visit's tour, the foldable and filtered sidebar, Ctrl+P,
// tabs that name their mod, the `?` list, the divider kept across a reload, and a Balance
// run whose house rule and option come from lists, kept and compared with the base game.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { repo, startFlow, type Flow } from './harness';

let flow: Flow | undefined;

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

async function openStudioOn(page: Page, url: string, scenario = 'hundred-days-campaign'): Promise<void> {
  await page.goto(`${url}?scenario=${scenario}`);
  await page.evaluate(() => (document.querySelector('ks-studio') as unknown as { ready: Promise<void> }).ready);
}

/** Paths of the documents the sidebar shows now. */
async function listed(page: Page): Promise<string[]> {
  return page.locator('ks-document-list button[title]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('title') ?? ''));
}

async function activeTab(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-document-tabs') as unknown as { active?: string }).active);
}

async function quickOpen(page: Page, letters: string): Promise<void> {
  await page.keyboard.press('Control+p');
  const input = page.locator('ks-quick-open input');
  await input.waitFor();
  await expect.poll(() => input.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
  await page.keyboard.type(letters);
}

async function panelHeight(page: Page): Promise<number> {
  return page.locator('ks-studio .panels').evaluate((el) => el.getBoundingClientRect().height);
}

interface KeptRun {
  id: string;
  houseRules: string[];
  options: Record<string, unknown>;
  fingerprint: string;
}

async function balanceState(page: Page): Promise<{ history: KeptRun[]; compareIds: (string | undefined)[]; state?: string }> {
  return page.evaluate(() => {
    const el = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-balance-panel') as unknown as {
      history: KeptRun[];
      compareIds: (string | undefined)[];
      run?: { state: string };
    };
    return { history: el.history, compareIds: [...el.compareIds], state: el.run?.state };
  });
}

describe('finding things, help and a balance that compares', () => {
  it('tour, sidebar, Ctrl+P, tabs, ? and the divider', async () => {
    flow = await startFlow('finding', undefined, { tour: true });
    const { page } = flow;
    await openStudioOn(page, flow.server.url);

    // A first visit: the tour of the three journeys, dismissable, not shown again.
    const tour = page.locator('ks-studio-tour section[role="dialog"]');
    await tour.waitFor();
    expect(await tour.getAttribute('data-step')).toBe('designer');
    await flow.shot('01-tour-designer');
    await tour.locator('button.next').click();
    expect(await tour.getAttribute('data-step')).toBe('modder');
    await tour.locator('button.next').click();
    expect(await tour.getAttribute('data-step')).toBe('historian');
    await flow.shot('02-tour-historian');
    await tour.locator('button.done').click();
    expect(await tour.isVisible()).toBe(false);

    // The sidebar: Hundred Days' seventy-odd tests are folded, so the next games are in sight.
    const paths = await listed(page);
    expect(paths.filter((p) => p.startsWith('mods/hundred-days-arclight/tests/'))).toEqual([]);
    const sidebarBottom = await page.locator('ks-studio ks-document-list').evaluate((el) => el.getBoundingClientRect().bottom);
    const inSight = async (folder: string) => {
      const box = await page.locator(`ks-document-list [data-key="${folder}"]`).boundingBox();
      return box !== null && box.y + box.height <= sidebarBottom + 1;
    };
    expect(await inSight('mods/hundred-days-dutch-belgian')).toBe(true);
    expect(await inSight('mods/hundred-days-grand-battery')).toBe(true);
    // Folding every mod leaves one line each: all ten games at once.
    await page.locator('ks-document-list button.fold-all').click();
    for (const folder of ['mods/napoleons-eagles', 'mods/vive-lempereur', 'mods/waterloo-drier-june-17']) expect(await inSight(folder)).toBe(true);
    await flow.shot('03-sidebar-all-folded');
    await page.locator('ks-document-list button.fold-all:text("Unfold all")').click();
    const testsFolder = page.locator('ks-document-list [data-key="mods/hundred-days-arclight/tests"]');
    expect(await testsFolder.getAttribute('aria-expanded')).toBe('false');
    await testsFolder.click();
    expect((await listed(page)).filter((p) => p.startsWith('mods/hundred-days-arclight/tests/')).length).toBeGreaterThan(60);
    await testsFolder.click();
    await flow.shot('04-sidebar-tests-folded');

    // The filter keeps what matches every word, and says what to do when nothing does.
    await page.locator('ks-document-list input.filter').fill('waterloo oob');
    const filtered = await listed(page);
    // Words match the path, the mod's name or the kind: Waterloo's orders of battle, and those of mods named after it.
    expect(filtered).toContain('mods/waterloo-campaign-rbm/oobs/waterloo-campaign.oob.json');
    expect(filtered.every((p) => p.includes('oob'))).toBe(true);
    expect(filtered.length).toBeLessThan(10);
    await flow.shot('05-sidebar-filtered');
    await page.locator('ks-document-list input.filter').fill('zzzz nothing');
    await page.locator('ks-document-list .empty:text("No document matches")').waitFor();
    await page.locator('ks-document-list button.clear').click();
    expect((await listed(page)).length).toBe(paths.length);

    // Ctrl+P: a document by name, keyboard only.
    await page.locator('ks-studio header h1').click();
    await quickOpen(page, 'rbmmodjson');
    await flow.shot('06-quick-open');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeTab(page)).toBe('mods/waterloo-campaign-rbm/mod.json');
    await quickOpen(page, 'arclightmodjson');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeTab(page)).toBe('mods/hundred-days-arclight/mod.json');
    // A test opened by name is revealed in its folded folder.
    await quickOpen(page, 'hdarclighttestsconcede');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    const opened = await activeTab(page);
    expect(opened).toMatch(/^mods\/hundred-days-arclight\/tests\/.*concede.*\.json$/);
    await page.locator(`ks-document-list button[title="${opened}"][aria-current="page"]`).waitFor();

    // Two tabs called mod.json say which mod each is.
    const details = await page
      .locator('ks-document-tabs .tab')
      .evaluateAll((tabs) => tabs.map((t) => t.textContent?.replace(/\s+/g, ' ').trim() ?? '').filter((t) => t.startsWith('mod.json')));
    expect(details.sort()).toEqual(['mod.json hundred-days-arclight ×', 'mod.json waterloo-campaign-rbm ×']);
    await flow.shot('07-tabs-with-mods');

    // `?`: every shortcut, from the table the keys are bound from.
    await page.locator('ks-studio header h1').click();
    await page.keyboard.press('?');
    const help = page.locator('ks-shortcut-help dialog');
    await help.waitFor();
    const rows = await help.locator('tr[data-action]').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-action')));
    const bound = await page.evaluate(() =>
      (document.querySelector('ks-studio') as unknown as { actions: { all(): { name: string; shortcuts?: string[] }[] } }).actions
        .all()
        .filter((a) => (a.shortcuts ?? []).length > 0)
        .map((a) => a.name),
    );
    expect(rows).toEqual(bound);
    expect(await help.locator('tr[data-action="quick-open"]').textContent()).toContain('Ctrl+P');
    await flow.shot('08-shortcuts');
    await page.keyboard.press('Escape');
    await expect.poll(() => help.isVisible()).toBe(false);

    // The divider: dragged up, the panels grow, and keep their height after a reload.
    const before = await panelHeight(page);
    const divider = await page.locator('ks-studio .divider').boundingBox();
    if (!divider) throw new Error('no divider on screen');
    await page.mouse.move(divider.x + 200, divider.y + divider.height / 2);
    await page.mouse.down();
    await page.mouse.move(divider.x + 200, divider.y - 150, { steps: 6 });
    await page.mouse.up();
    const after = await panelHeight(page);
    expect(after).toBeGreaterThan(before + 120);
    await flow.shot('09-divider-dragged');
    await openStudioOn(page, flow.server.url);
    await expect.poll(() => panelHeight(page)).toBeCloseTo(after, -1);
    // The tour was dismissed: a second visit goes straight to work.
    expect(await page.locator('ks-studio-tour section').count()).toBe(0);
    expect(flow.errors).toEqual([]);
  });

  it('balance: a variant from lists, kept and compared with the base game, the same games as the command line', async () => {
    flow = await startFlow('finding-balance', undefined, { fixtures: true });
    const { page } = flow;
    await openStudioOn(page, flow.server.url, 'outpost-skirmish');
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Balance")').click();
    await page.locator('ks-studio .panel-tabs .maximise').click();
    const panel = page.locator('ks-balance-panel');
    await panel.locator('.empty:text("No run yet")').waitFor();
    // House rules are ticked from the mods extending Outpost, not typed.
    expect(await panel.locator('input[name="house-rules"]').count()).toBe(0);
    const offered = await panel.locator('input[name="house-rule"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(offered).toContain('outpost-elan');
    expect(offered).not.toContain('hundred-days-grand-battery');
    await panel.locator('input[name="games"]').fill('30');
    await panel.locator('input[name="games"]').dispatchEvent('change');
    await panel.locator('input[name="house-rule"][value="outpost-elan"]').check();
    // Its option is a field with the schema's limits and default.
    const bonus = panel.locator('input[name="option-elanBonus"]');
    expect(await bonus.inputValue()).toBe('1');
    await bonus.fill('7');
    await bonus.dispatchEvent('change');
    await panel.locator('.problem:text("at most 3")').waitFor();
    expect(await panel.locator('button.run').isDisabled()).toBe(true);
    await bonus.fill('3');
    await bonus.dispatchEvent('change');
    await panel.locator('input[name="compare"]').check();
    await flow.shot('01-variant-chosen');
    await panel.locator('button.run').click();
    await panel.locator('.progress-text:text("— done")').waitFor({ timeout: 120000 });

    // Both halves are kept and set side by side: base game (A) against the variant (B).
    let state = await balanceState(page);
    expect(state.history.map((r) => [r.houseRules, r.options])).toEqual([
      [['outpost-elan'], { elanBonus: 3 }],
      [[], {}],
    ]);
    expect(state.compareIds).toEqual([state.history[1]?.id, state.history[0]?.id]);
    const comparison = panel.locator('table.comparison');
    await comparison.waitFor();
    expect(await comparison.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-role')))).toEqual(['red', 'blue']);
    expect(await comparison.locator('.verdict').first().textContent()).toMatch(/^(yes|no, within chance) \(p = /);
    await flow.shot('02-compared-with-base');

    // The variant is the game the command line plays with the same house rule and option.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(repo, 'tools/cli/bin/kriegsspiel.js'),
        'simulate',
        'outpost-skirmish',
        '--mods',
        'tools/cli/test-fixtures/mods',
        '--games',
        '30',
        '--seed',
        '1',
        '--house-rule',
        'outpost-elan',
        '--option',
        'elanBonus=3',
        '--json',
      ],
      { cwd: repo, maxBuffer: 64 * 1024 * 1024 },
    );
    expect(state.history[0]?.fingerprint).toBe((JSON.parse(stdout) as { fingerprint: string }).fingerprint);

    // Kept across a reload; a later run is compared with the one before it.
    await openStudioOn(page, flow.server.url, 'outpost-skirmish');
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Balance")').click();
    await expect.poll(async () => (await balanceState(page)).history.length).toBe(2);
    await panel.locator('input[name="games"]').fill('30');
    await panel.locator('input[name="games"]').dispatchEvent('change');
    await panel.locator('button.run').click();
    await panel.locator('.progress-text:text("— done")').waitFor({ timeout: 120000 });
    state = await balanceState(page);
    expect(state.history).toHaveLength(3);
    expect(state.compareIds).toEqual([state.history[1]?.id, state.history[0]?.id]);
    // The plain run plays what the base game half did: the same fingerprint.
    expect(state.history[0]?.fingerprint).toBe(state.history[2]?.fingerprint);
    await flow.shot('03-later-run-compared');
    expect(flow.errors).toEqual([]);
  });
});
