// Deleting and making units in the studio (issue 17, "Delete"), each as a flow in Debian's
// Chromium against the real workspace server and a temporary copy of mods/: a unit deleted
// with the Delete key after its references are shown, then undone, redone and saved; a CSV
// import that deletes the units the file dropped; a unit made from scratch, not from a blank
// piece; a map location deleted with the Delete key on the map, its placements shown first.
// Screenshots in screenshots/<flow>/.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { documentValue, hexOnPage, mapPath, openStudio, readText, startFlow, validationErrors, waitForStatus, type Flow } from './harness';

let flow: Flow | undefined;

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

const oobPath = 'mods/hundred-days-arclight/oobs/hundred-days.oob.json';
const scenarioPath = 'mods/hundred-days-arclight/scenarios/campaign.scenario.json';
const testPath = 'mods/hundred-days-arclight/tests/10-2-removed-units.test.json';

/** The units of the Hundred Days order of battle, by id, with their formation. */
async function unitsOf(page: Page): Promise<Record<string, { formation?: string; unit: Record<string, unknown> }>> {
  const oob = (await documentValue(page, oobPath)) as {
    formations?: { id: string; units?: { id: string }[]; formations?: unknown[] }[];
    units?: { id: string }[];
  };
  const out: Record<string, { formation?: string; unit: Record<string, unknown> }> = {};
  const walk = (list: { id: string; units?: { id: string }[]; formations?: unknown[] }[] | undefined) => {
    for (const f of list ?? []) {
      for (const u of f.units ?? []) out[u.id] = { formation: f.id, unit: u };
      walk(f.formations as typeof list);
    }
  };
  walk(oob.formations);
  for (const u of oob.units ?? []) out[u.id] = { unit: u };
  return out;
}

async function openOob(page: Page): Promise<void> {
  await page.getByRole('tab', { name: /hundred-days\.oob\.json/ }).click();
  await page.locator('ks-oob-tree [role="tree"]').waitFor();
}

const mentions = (value: unknown, id: string) => JSON.stringify(value).includes(`"${id}"`);

describe('delete flows', () => {
  it('delete a unit with the Delete key: its references shown first, deleted with it, undo, redo, save', async () => {
    flow = await startFlow('delete-unit');
    const { page } = flow;
    const errorsBefore = validationErrors(flow.mods);
    await openStudio(page, flow.server.url);
    await openOob(page);

    // The context menu on a unit offers to delete it; cancelling leaves everything as it was.
    await page.locator('ks-oob-tree [data-key="unit:fr-inf-6"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Delete unit…' }).waitFor();
    await flow.shot('01-context-menu');
    await page.getByRole('menuitem', { name: 'Delete unit…' }).click();
    const dialog = page.locator('ks-delete-dialog dialog');
    await dialog.waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await unitsOf(page)).toHaveProperty('fr-inf-6');

    // The Delete key on the chosen unit: the dialog says what names it.
    await page.locator('ks-oob-tree [data-key="unit:fr-inf-6"]').focus();
    await page.keyboard.press('Delete');
    await dialog.waitFor();
    const summary = (await dialog.locator('.summary').textContent()) ?? '';
    // The mod's tests grow, so the count is read from the sentence and checked against the files: three tests are
    // named, the rest counted, and no more tests than the files that mention the unit at all.
    const said = /^It is used by 1 scenario: hundred-days-campaign \(pool\); (\d+) tests: .* and (\d+) more\.$/.exec(summary);
    expect(said).not.toBeNull();
    const tests = Number(said?.[1]);
    expect(Number(said?.[2])).toBe(tests - 3);
    const testsDir = flow.file('mods/hundred-days-arclight/tests');
    const naming = readdirSync(testsDir).filter((f) => readText(join(testsDir, f)).includes('"fr-inf-6"')).length;
    expect(tests).toBeGreaterThan(3);
    expect(tests).toBeLessThanOrEqual(naming);
    expect(await dialog.locator('.references li').count()).toBeGreaterThan(tests);
    await page.waitForTimeout(200);
    await flow.shot('02-references-shown');
    await dialog.getByRole('button', { name: /^Delete with \d+ references$/ }).click();
    await expect.poll(async () => Object.keys(await unitsOf(page)).includes('fr-inf-6')).toBe(false);
    expect(mentions((await documentValue(page, scenarioPath)) as { pools: unknown }, 'fr-inf-6')).toBe(false);
    expect(mentions(((await documentValue(page, testPath)) as { setup: unknown }).setup, 'fr-inf-6')).toBe(false);
    await page.waitForTimeout(200);
    await flow.shot('03-deleted');

    // One undo step brings the unit and every reference back; redo takes them away again.
    await page.keyboard.press('Control+z');
    expect(await unitsOf(page)).toHaveProperty('fr-inf-6');
    expect(mentions(await documentValue(page, scenarioPath), 'fr-inf-6')).toBe(true);
    await page.keyboard.press('Control+Shift+Z');
    expect(Object.keys(await unitsOf(page))).not.toContain('fr-inf-6');

    // Saved: the order of battle, the scenario and the test on disk no longer name it.
    await page.keyboard.press('Control+Alt+s');
    await waitForStatus(page, 'Saved');
    await expect.poll(() => readText(flow?.file(oobPath) ?? '').includes('"fr-inf-6"')).toBe(false);
    await expect.poll(() => JSON.stringify(JSON.parse(readText(flow?.file(scenarioPath) ?? '')).pools)).not.toContain('"fr-inf-6"');
    await expect.poll(() => JSON.stringify(JSON.parse(readText(flow?.file(testPath) ?? '')).setup)).not.toContain('"fr-inf-6"');
    await page.waitForTimeout(300);
    await flow.shot('04-saved');
    // The order of battle and the scenario still validate; tests whose steps move the unit are left to the designer.
    const ownErrors = (errors: string[]) => errors.filter((e) => !e.includes('/tests/'));
    expect(ownErrors(validationErrors(flow.mods))).toEqual(ownErrors(errorsBefore));
    expect(flow.errors).toEqual([]);
  });

  it('a CSV import offers to delete the units missing from the file, with their references', async () => {
    flow = await startFlow('csv-delete-missing');
    const { page } = flow;
    await openStudio(page, flow.server.url);
    await openOob(page);
    const csv = await page.evaluate(() => {
      const tree = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-oob-editor')?.shadowRoot?.querySelector('ks-oob-tree') as unknown as {
        csvText(): string;
      };
      return tree.csvText();
    });
    const without = csv
      .split('\r\n')
      .filter((line) => !line.startsWith('fr-inf-6,') && !line.startsWith('fr-cav-1a,'))
      .join('\r\n');
    await page.locator('ks-oob-tree input[type="file"]').setInputFiles({ name: 'armies.csv', mimeType: 'text/csv', buffer: Buffer.from(without) });
    const dialog = page.locator('ks-oob-tree dialog.import');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('2 units of the order of battle are not in the file');
    const missing = dialog.locator('fieldset.missing li');
    expect(await missing.count()).toBe(2);
    expect((await missing.filter({ hasText: 'fr-inf-6' }).textContent())?.replace(/\s+/g, ' ')).toMatch(/used by 1 scenario: hundred-days-campaign \(pool\)/);
    await page.waitForTimeout(200);
    await flow.shot('01-missing-listed');
    await dialog.locator('input[data-missing="fr-inf-6"]').check();
    await page.waitForTimeout(100);
    await flow.shot('02-one-ticked');
    await dialog.getByRole('button', { name: /Import 0 changes, delete 1 unit/ }).click();
    const units = await unitsOf(page);
    expect(Object.keys(units)).not.toContain('fr-inf-6');
    expect(Object.keys(units)).toContain('fr-cav-1a');
    expect(mentions(await documentValue(page, scenarioPath), 'fr-inf-6')).toBe(false);
    await page.waitForTimeout(200);
    await flow.shot('03-imported');
    await page.keyboard.press('Control+z');
    expect(await unitsOf(page)).toHaveProperty('fr-inf-6');
    expect(mentions(await documentValue(page, scenarioPath), 'fr-inf-6')).toBe(true);
    expect(flow.errors).toEqual([]);
  });

  it('make a unit from scratch: type and id asked, required values filled, the unit chosen, saved', async () => {
    flow = await startFlow('new-unit-from-scratch');
    const { page } = flow;
    const oobBefore = readText(flow.file(oobPath));
    const errorsBefore = validationErrors(flow.mods);
    await openStudio(page, flow.server.url);
    await openOob(page);
    await page.locator('ks-oob-tree [data-key="formation:armee-du-nord"]').click();
    await page.getByRole('button', { name: 'New unit…' }).click();
    const form = page.locator('ks-new-unit-dialog dialog');
    await form.waitFor();
    expect(await page.locator('#new-unit-formation').inputValue()).toBe('armee-du-nord');
    await page.locator('#new-unit-type').selectOption('cavalry');
    await page.locator('#new-unit-id').fill('fr-inf-6');
    await expect.poll(() => page.locator('#new-unit-id-message').textContent()).toMatch(/already a unit/);
    await page.locator('#new-unit-id').fill('fr-cav-9');
    await page.locator('#new-unit-name').fill('Cavalry of Milhaud');
    expect(await form.locator('.values').textContent()).toContain('combat 1');
    await page.waitForTimeout(100);
    await flow.shot('01-new-unit-form');
    await form.getByRole('button', { name: 'Make unit' }).click();
    await expect
      .poll(async () => (await unitsOf(page))['fr-cav-9'])
      .toEqual({
        formation: 'armee-du-nord',
        unit: { id: 'fr-cav-9', name: 'Cavalry of Milhaud', type: 'cavalry', values: { combat: 1 } },
      });
    // Chosen in the tree, its values open to edit.
    await page.locator('ks-oob-tree [data-key="unit:fr-cav-9"][aria-selected="true"]').waitFor();
    await page.locator('ks-oob-tree ks-values-editor #value-combat').fill('3');
    await page.locator('ks-oob-tree ks-values-editor #value-combat').press('Tab');
    await expect.poll(async () => (await unitsOf(page))['fr-cav-9']?.unit.values).toEqual({ combat: 3 });
    await page.waitForTimeout(200);
    await flow.shot('02-made-and-chosen');

    await page.keyboard.press('Control+Alt+s');
    await waitForStatus(page, 'Saved');
    await expect.poll(() => readText(flow?.file(oobPath) ?? '') !== oobBefore).toBe(true);
    const saved = JSON.parse(readText(flow.file(oobPath))) as { formations: { id: string; units: { id: string }[] }[] };
    expect(saved.formations.find((f) => f.id === 'armee-du-nord')?.units.at(-1)).toEqual({
      id: 'fr-cav-9',
      name: 'Cavalry of Milhaud',
      type: 'cavalry',
      values: { combat: 3 },
    });
    expect(validationErrors(flow.mods)).toEqual(errorsBefore);
    expect(flow.errors).toEqual([]);
  });

  it('delete a map location with the Delete key: the scenario placements at it shown first, deleted with it, undone', async () => {
    flow = await startFlow('delete-location');
    const { page } = flow;
    await openStudio(page, flow.server.url);
    const locations = async () => ((await documentValue(page, mapPath)) as { locations: { id: string }[] }).locations.map((l) => l.id);
    const atBrussels = async () => JSON.stringify(await documentValue(page, scenarioPath)).includes('"location":"e1"');
    expect(await atBrussels()).toBe(true);

    // The location tool (L), then Brussels on 0801: chosen, the inspector says what places units there.
    await page.keyboard.press('l');
    const brussels = await hexOnPage(page, '0801');
    await page.mouse.click(brussels.x, brussels.y);
    await page.locator('ks-place-inspector h2', { hasText: 'Location: Brussels' }).waitFor();
    expect(await page.locator('ks-place-inspector .hint').last().textContent()).toMatch(/it is used by \d+ scenarios?: hundred-days-campaign \(/);
    await flow.shot('01-brussels-chosen');

    // Delete on the map asks first, listing the placements.
    await page.keyboard.press('Delete');
    const dialog = page.locator('ks-place-inspector ks-delete-dialog dialog');
    await dialog.waitFor();
    expect(await dialog.locator('h2').textContent()).toBe('Delete Brussels?');
    expect(await dialog.locator('.references li').count()).toBeGreaterThan(0);
    await page.waitForTimeout(200);
    await flow.shot('02-references-shown');
    await dialog.getByRole('button', { name: /^Delete with \d+ references?$/ }).click();
    await expect.poll(locations).not.toContain('e1');
    expect(await atBrussels()).toBe(false);
    await page.waitForTimeout(200);
    await flow.shot('03-deleted');

    // One undo step restores the location and the placements.
    await page.keyboard.press('Control+z');
    expect(await locations()).toContain('e1');
    expect(await atBrussels()).toBe(true);
    expect(flow.errors).toEqual([]);
  });
});
