// The designer's flow through the data editors, in Debian's Chromium against the real
// workspace server and a temporary copy of mods/: open the Hundred Days scenario, make a
// new unit from a blank piece, place it on a hex by dragging it onto the map, undo and
// redo both, save, and check the files on disk changed as expected and still validate.
// Screenshots in screenshots/new-unit-from-blank/.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openStudio, readText, startFlow, validationErrors, waitForStatus, type Flow } from './harness';

const oobPath = 'mods/hundred-days-arclight/oobs/hundred-days.oob.json';
const scenarioPath = 'mods/hundred-days-arclight/scenarios/campaign.scenario.json';
const hex = '0303';

let flow: Flow | undefined;

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

/**
 * The text without the list item that starts at the line holding `marker`: the object from
 * its `{` to the matching `}`, with the comma that joined it to the item before. What is
 * left must be the file as it was: the save added that item and changed nothing else.
 */
function withoutItem(text: string, marker: string): { rest: string; item: string } {
  const at = text.indexOf(marker);
  const open = text.lastIndexOf('{', at);
  let depth = 0;
  let close = open;
  for (; close < text.length; close++) {
    if (text[close] === '{') depth++;
    else if (text[close] === '}' && --depth === 0) break;
  }
  const comma = text.lastIndexOf(',', open);
  return { rest: text.slice(0, comma) + text.slice(close + 1), item: text.slice(text.lastIndexOf('\n', open) + 1, close + 1) };
}

/** A value of the studio's documents, by path and JSON pointer tokens. */
async function valueIn(page: Page, docPath: string, ...tokens: (string | number)[]): Promise<unknown> {
  return page.evaluate(
    ([p, t]) => {
      const studio = document.querySelector('ks-studio') as unknown as { editor: { store: { require(path: string): { value: unknown } } } };
      let v: unknown = studio.editor.store.require(p as string).value;
      for (const k of t as (string | number)[]) v = (v as Record<string, unknown> | undefined)?.[k];
      return v ?? null;
    },
    [docPath, tokens] as const,
  );
}

async function newUnit(page: Page): Promise<unknown> {
  return page.evaluate((p) => {
    const studio = document.querySelector('ks-studio') as unknown as {
      editor: { store: { require(path: string): { value: { formations: { units: { id: string }[] }[] } } } };
    };
    return studio.editor.store.require(p).value.formations[0]?.units.find((u) => u.id === 'fr-inf-4f') ?? null;
  }, oobPath);
}

async function placement(page: Page): Promise<unknown> {
  const setup = (await valueIn(page, scenarioPath, 'setup')) as { units?: string[] }[];
  return setup.find((p) => p.units?.includes('fr-inf-4f')) ?? null;
}

describe('data editor flows', () => {
  it('make a unit from a blank piece, place it on a hex, undo, redo, save; the files are valid', async () => {
    flow = await startFlow('new-unit-from-blank');
    const { page } = flow;
    const oobBefore = readText(flow.file(oobPath));
    const scenarioBefore = readText(flow.file(scenarioPath));
    const errorsBefore = validationErrors(flow.mods);

    await openStudio(page, flow.server.url);
    await page.getByRole('tab', { name: /hundred-days\.oob\.json/ }).click();
    await page.getByRole('tab', { name: 'Pieces' }).click();
    await page.locator('[data-piece="template:blank-fr-inf"]').click();
    await flow.shot('01-blank-piece');

    // The new-unit form: the blank fixes the type and nationality; the id is checked as it is typed.
    await page.locator('#new-id').fill('fr-inf-6');
    await expect.poll(() => page.locator('#new-id-message').textContent()).toMatch(/already a unit/);
    await page.locator('#new-id').fill('fr-inf-4f');
    await page.locator('#new-name').fill('Division Girard');
    await page.locator('#new-printed').fill('4');
    await page.locator('.new-unit #value-combat').fill('4');
    await page.locator('.new-unit #value-combat').press('Tab');
    await page.getByRole('button', { name: 'Make unit' }).click();
    await expect.poll(() => newUnit(page)).toMatchObject({ id: 'fr-inf-4f', template: 'blank-fr-inf', values: { combat: 4 } });
    await flow.shot('02-new-unit-made');

    // To the scenario's set-up: the new unit is the one not yet placed; drag it onto the hex.
    await page.getByRole('tab', { name: /campaign\.scenario\.json/ }).click();
    const source = page.locator('[data-unit="fr-inf-4f"]');
    await source.waitFor();
    await page.waitForTimeout(300);
    const from = await source.boundingBox();
    const to = await page.evaluate((label) => {
      const setup = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-scenario-editor')?.shadowRoot?.querySelector('ks-setup-editor');
      const view = setup?.shadowRoot?.querySelector('ks-map-view') as unknown as {
        screenOf(l: string): { x: number; y: number };
        getBoundingClientRect(): DOMRect;
      };
      const at = view.screenOf(label);
      const rect = view.getBoundingClientRect();
      return { x: rect.left + at.x, y: rect.top + at.y };
    }, hex);
    if (!from) throw new Error('the unit is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => placement(page)).toEqual({ units: ['fr-inf-4f'], at: { hex } });
    await page.locator(`[data-stack="hex:${hex}"]`).waitFor();
    await page.waitForTimeout(200);
    await flow.shot('03-placed-on-0303');

    // Undo both steps, then redo both, with the keyboard.
    await page.keyboard.press('Control+z');
    expect(await placement(page)).toBeNull();
    await page.keyboard.press('Control+z');
    expect(await newUnit(page)).toBeNull();
    await page.waitForTimeout(200);
    await flow.shot('04-both-undone');
    await page.keyboard.press('Control+Shift+Z');
    await page.keyboard.press('Control+Shift+Z');
    expect(await newUnit(page)).toMatchObject({ id: 'fr-inf-4f' });
    expect(await placement(page)).toEqual({ units: ['fr-inf-4f'], at: { hex } });
    await page.waitForTimeout(200);
    await flow.shot('05-redone');

    // Save both documents.
    await page.keyboard.press('Control+Alt+s');
    await waitForStatus(page, 'Saved');
    await expect.poll(() => readText(flow?.file(scenarioPath) ?? '') !== scenarioBefore && readText(flow?.file(oobPath) ?? '') !== oobBefore).toBe(true);
    await page.waitForTimeout(300);
    await flow.shot('06-saved');

    // On disk: the unit appended to the Army of the North and the placement appended to the set-up, nothing else moved.
    const oobSaved = withoutItem(readText(flow.file(oobPath)), '"id": "fr-inf-4f"');
    expect(oobSaved.rest).toBe(oobBefore);
    expect(JSON.parse(oobSaved.item)).toEqual({
      id: 'fr-inf-4f',
      name: 'Division Girard',
      type: 'infantry',
      values: { combat: 4 },
      counter: {
        front: { colors: { background: '#1f4fa3', text: '#ffffff' }, symbol: 'infantry', printed: '4' },
        back: { blank: true, colors: { background: '#1f4fa3', text: '#ffffff' } },
        shape: 'square',
      },
      template: 'blank-fr-inf',
    });
    expect(JSON.parse(readText(flow.file(oobPath))).formations[0].units.at(-1).id).toBe('fr-inf-4f');
    const scenarioSaved = withoutItem(readText(flow.file(scenarioPath)), '"fr-inf-4f"');
    expect(scenarioSaved.rest).toBe(scenarioBefore);
    expect(scenarioSaved.item).toBe('    {\n      "units": [\n        "fr-inf-4f"\n      ],\n      "at": {\n        "hex": "0303"\n      }\n    }');
    expect(validationErrors(flow.mods)).toEqual(errorsBefore);
    expect(flow.errors).toEqual([]);
  });
});
