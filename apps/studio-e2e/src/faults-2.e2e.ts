// Faults a designer met in the studio (issue 17), each as a flow in Debian's Chromium against
// the real workspace server and a temporary copy of mods/: files changed outside the studio,
// the map's hover readout after a paint stroke, a source's year out of the schema's range,
// and a new house rule's tests. Each flow failed on the studio before its fix, and leaves
// screenshots in screenshots/<flow>/.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hexEntry, hexOnPage, mapPath, openStudio, readText, showTestsOf, startFlow, statusText, waitForStatus, type Flow } from './harness';

let flow: Flow | undefined;

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

const scenarioPath = 'mods/hundred-days-arclight/scenarios/campaign.scenario.json';
const oobPath = 'mods/hundred-days-arclight/oobs/hundred-days.oob.json';

/** A document as the studio holds it now: its value and whether it has unsaved changes. */
async function held(page: Page, path: string): Promise<{ value: Record<string, unknown> | null; dirty: boolean }> {
  return page.evaluate((p) => {
    const store = (
      document.querySelector('ks-studio') as unknown as {
        editor: { store: { get(path: string): { value: Record<string, unknown> } | undefined; isDirty(path: string): boolean } };
      }
    ).editor.store;
    return { value: store.get(p)?.value ?? null, dirty: store.isDirty(p) };
  }, path);
}

/** Where Division 6 is in the Hundred Days order of battle. */
const unitPointer = '/formations/0/units/1';

/** The sources of Division 6 as the studio holds them. */
async function unitSources(page: Page): Promise<unknown> {
  const oob = (await held(page, oobPath)).value as { formations: { units: { id: string; sources?: unknown }[] }[] };
  const unit = oob.formations[0]?.units[1];
  expect(unit?.id).toBe('fr-inf-6');
  return unit?.sources;
}

/** The workspace paths the sidebar lists. */
async function sidebar(page: Page): Promise<string[]> {
  return page.locator('ks-document-list button[title]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('title') ?? ''));
}

/** Paints the brush's terrain (forest) on a hex with the real mouse; the pointer stays on the hex. */
async function paint(page: Page, label: string): Promise<void> {
  const at = await hexOnPage(page, label);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + 2, at.y + 2);
  await page.mouse.up();
}

/** The map view's hover readout. */
async function readout(page: Page): Promise<string> {
  return (await page.locator('ks-map-view .readout').textContent()) ?? '';
}

describe('faults of issue 17', () => {
  it('files changed outside the studio: clean documents reload, unsaved ones ask, the sidebar follows added and removed files', async () => {
    flow = await startFlow('disk-changes');
    const { page } = flow;
    await openStudio(page, flow.server.url);
    await flow.shot('01-opened');

    // Another editor renames the scenario, whose tab is open and clean: the studio reloads it.
    const scenarioFile = flow.file(scenarioPath);
    writeFileSync(scenarioFile, readText(scenarioFile).replace('"name": "The Hundred Days campaign"', '"name": "The Hundred Days, edited elsewhere"'));
    await expect.poll(async () => (await held(page, scenarioPath)).value?.name, { timeout: 15000 }).toBe('The Hundred Days, edited elsewhere');
    expect((await held(page, scenarioPath)).dirty).toBe(false);
    await waitForStatus(page, 'campaign.scenario.json changed on disk and was reloaded');
    await flow.shot('02-clean-scenario-reloaded');

    // The map has an unsaved stroke when a checkout changes its file: the studio asks.
    const mapFile = flow.file(mapPath);
    const onDisk = (hex: string, terrain: string) => {
      const map = JSON.parse(readText(mapFile)) as { hexes: Record<string, unknown> };
      map.hexes[hex] = { terrain: [terrain] };
      writeFileSync(mapFile, JSON.stringify(map, null, 2) + '\n');
    };
    await paint(page, '0303');
    expect(await hexEntry(page, '0303')).toEqual({ terrain: ['forest'] });
    onDisk('0505', 'forest');
    const dialog = page.locator('ks-conflict-dialog dialog[open]');
    await dialog.waitFor({ timeout: 15000 });
    expect(await dialog.textContent()).toContain(mapPath);
    await flow.shot('03-unsaved-map-changed-on-disk-asks');
    await dialog.getByRole('button', { name: 'Discard mine, load the file' }).click();
    await expect.poll(() => hexEntry(page, '0505')).toEqual({ terrain: ['forest'] });
    expect(await hexEntry(page, '0303')).toBeNull();
    expect((await held(page, mapPath)).dirty).toBe(false);
    await flow.shot('04-took-the-disk');

    // Again, and this time the studio's stroke wins: written over the change on disk.
    await paint(page, '0303');
    onDisk('0707', 'forest');
    await dialog.waitFor({ timeout: 15000 });
    await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
    await waitForStatus(page, 'Saved hundred-days.map.json over the change on disk');
    const saved = JSON.parse(readText(mapFile)) as { hexes: Record<string, unknown> };
    expect(saved.hexes['0303']).toEqual({ terrain: ['forest'] });
    expect(saved.hexes['0707']).toBeUndefined();
    expect((await held(page, mapPath)).dirty).toBe(false);
    await flow.shot('05-kept-mine');

    // A file copied in appears in the sidebar and the documents; removed, it goes.
    const copy = 'mods/hundred-days-arclight/scenarios/copy.scenario.json';
    writeFileSync(flow.file(copy), readText(scenarioFile).replace('"id": "hundred-days-campaign"', '"id": "hundred-days-copy"'));
    await expect.poll(() => sidebar(page), { timeout: 15000 }).toContain(copy);
    expect((await held(page, copy)).value?.id).toBe('hundred-days-copy');
    await flow.shot('06-added-file-listed');
    rmSync(flow.file(copy));
    await expect.poll(() => sidebar(page), { timeout: 15000 }).not.toContain(copy);
    expect((await held(page, copy)).value).toBeNull();
    await flow.shot('07-removed-file-gone');
    expect(flow.errors).toEqual([]);
  });

  it('the hover readout shows the terrain painted under a still pointer', async () => {
    flow = await startFlow('hover-after-paint');
    const { page } = flow;
    await openStudio(page, flow.server.url);
    // The map has the focus already (as after a first stroke), so the stroke itself moves nothing else.
    await page.locator('ks-map-view canvas[part="canvas"]').focus();
    const at = await hexOnPage(page, '0303');
    await page.mouse.move(at.x, at.y);
    await expect.poll(() => readout(page)).toContain('0303');
    expect(await readout(page)).not.toContain('Forest');
    await flow.shot('01-hover-before');
    await paint(page, '0303');
    expect(await hexEntry(page, '0303')).toEqual({ terrain: ['forest'] });
    await expect.poll(() => readout(page)).toContain('Forest');
    await flow.shot('02-hover-after-stroke');
  });

  it('a source’s year out of the schema’s range is flagged at the field with the schema’s message, and not saved', async () => {
    flow = await startFlow('source-year-range');
    const { page } = flow;
    const before = readText(flow.file(oobPath));
    await openStudio(page, flow.server.url);
    await page.getByRole('tab', { name: /hundred-days\.oob\.json/ }).click();
    await page.locator('ks-oob-tree').waitFor();
    await page.evaluate(() =>
      (
        document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-oob-editor')?.shadowRoot?.querySelector('ks-oob-tree') as unknown as {
          select(key: string): void;
        }
      ).select('unit:fr-inf-6'),
    );
    // Division 6 cites the rulebook, without a year.
    const form = page.locator('ks-oob-tree form.notes');
    expect(await form.getByLabel('Source 1 title').inputValue()).toMatch(/rulebook/);
    const year = form.getByLabel('Source 1 year');
    await year.fill('20145');
    await expect.poll(() => form.locator('.field-problem').textContent()).toBe('`year` must be at most 2200, but it is 20145');
    expect(await year.getAttribute('aria-invalid')).toBe('true');
    const save = form.getByRole('button', { name: 'Save notes and sources' });
    expect(await save.isDisabled()).toBe(true);
    await year.press('Enter');
    await flow.shot('01-year-20145-flagged');
    expect(await unitSources(page)).toEqual([expect.not.objectContaining({ year: expect.anything() })]);

    // A year in range is taken.
    await year.fill('1845');
    expect(await form.locator('.field-problem').count()).toBe(0);
    await save.click();
    await expect.poll(() => unitSources(page)).toEqual([expect.objectContaining({ year: 1845 })]);
    await flow.shot('02-year-1845-taken');

    // Every editor's numbers pass the same check in the kernel: a year set from elsewhere is refused in the schema's words.
    const taken = await page.evaluate(
      ([p, unit]) => {
        const studio = document.querySelector('ks-studio') as unknown as { editor: { run(command: unknown, path: string, args: unknown): boolean } };
        const setYear = {
          id: 'e2e-set-year',
          label: () => 'Set year',
          perform: () => ({ patch: [{ op: 'replace', path: `${unit}/sources/0/year`, value: 20145 }], inverse: [] }),
        };
        return studio.editor.run(setYear, p as string, {});
      },
      [oobPath, unitPointer],
    );
    expect(taken).toBe(false);
    expect(await unitSources(page)).toEqual([expect.objectContaining({ year: 1845 })]);
    await waitForStatus(page, 'Set year: not changed, `year` must be at most 2200, but it is 20145');
    await flow.shot('03-kernel-refused');
    await page.keyboard.press('Control+s');
    await expect.poll(() => readText(flow?.file(oobPath) ?? '') !== before).toBe(true);
    expect(readText(flow.file(oobPath))).toContain('"year": 1845');
    expect(readText(flow.file(oobPath))).not.toContain('20145');
    // The file is written before the status bar hears back from the save: wait for it.
    await expect.poll(() => statusText(page), { timeout: 20_000 }).not.toContain('Unsaved changes');
  });

  it('a new house rule gets its tests folder with a first test that passes, and joins the Tests panel’s mod filter without a reload', async () => {
    flow = await startFlow('new-house-rule-tests');
    const { page } = flow;
    await openStudio(page, flow.server.url);
    // The Tests panel shows one mod's tests before the house rule exists.
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Tests")').click();
    await showTestsOf(page, 'mods/hundred-days-grand-battery');

    await page.locator('ks-studio header button.new-house-rule').click();
    const dialog = page.locator('ks-new-house-rule');
    await dialog.locator('dialog[open]').waitFor();
    await dialog.locator('select[name="ruleset"]').selectOption('hundred-days-arclight');
    await dialog.locator('input[name="name"]').fill('Forced march');
    await dialog.locator('input[value="movementAllowance"]').check();
    expect(await dialog.locator('.where').textContent()).toContain('mods/hundred-days-forced-march/tests/game-starts.test.json');
    await flow.shot('01-new-house-rule');
    await dialog.locator('button[type="submit"]').click();
    // The code editor opens first (Monaco loads), then the status bar says what was created.
    await expect.poll(() => statusText(page), { timeout: 60000 }).toContain('Created mods/hundred-days-forced-march/mod.json');

    const folder = 'mods/hundred-days-forced-march';
    const manifest = JSON.parse(readFileSync(flow.file(`${folder}/mod.json`), 'utf8')) as { tests?: string[] };
    expect(manifest.tests).toEqual(['tests']);
    expect(existsSync(flow.file(`${folder}/tests/game-starts.test.json`))).toBe(true);
    await expect
      .poll(() => page.locator('ks-test-panel select[name="mod"] option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)), {
        timeout: 30000,
      })
      .toContain(folder);
    await flow.shot('02-in-the-mod-filter');

    await showTestsOf(page, folder);
    await page.locator('ks-test-panel button.run-all').click();
    await page.waitForFunction(
      () =>
        (document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-test-panel') as unknown as { lastRun?: { state: string } }).lastRun?.state ===
        'done',
      null,
      { timeout: 120000 },
    );
    expect(await page.locator('ks-test-panel .summary').textContent()).toMatch(/^1 passed, 0 failed/);
    await flow.shot('03-first-test-passes');
  }, 180000);
});
