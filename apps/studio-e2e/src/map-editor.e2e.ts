// The map editor's flows, in Debian's Chromium against the real workspace server and a
// temporary copy of mods/: slopes and roads on the Hundred Days map, and the area graph of
// Napoleon's Eagles. Each flow leaves screenshots in screenshots/<flow>/.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hexOnPage, mapPath, openStudio, readText, startFlow, validationErrors, waitForStatus, type Flow } from './harness';

let flow: Flow | undefined;

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

interface MapParts {
  hexsides: unknown[];
  paths: { terrain: string; hexes: string[]; oneWay?: unknown[] }[];
  areas: { id: string; position?: { x: number; y: number } }[];
  connections: { from: string; to: string; kind: string }[];
}

/** The studio's current value of a map's lists. */
async function mapParts(page: Page, file = mapPath): Promise<MapParts> {
  return page.evaluate((p) => {
    const studio = document.querySelector('ks-studio') as unknown as { editor: { store: { require(path: string): { value: Partial<MapParts> } } } };
    const v = studio.editor.store.require(p).value;
    return { hexsides: v.hexsides ?? [], paths: v.paths ?? [], areas: v.areas ?? [], connections: v.connections ?? [] } as MapParts;
  }, file);
}

/** A point inside hex `a`, close to the side it shares with hex `b`, on the page. */
async function nearSide(page: Page, a: string, b: string): Promise<{ x: number; y: number }> {
  const pa = await hexOnPage(page, a);
  const pb = await hexOnPage(page, b);
  return { x: pa.x + (pb.x - pa.x) * 0.42, y: pa.y + (pb.y - pa.y) * 0.42 };
}

async function click(page: Page, at: { x: number; y: number }): Promise<void> {
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.up();
}

/** The map editor's pressed tool button. */
async function pressedTool(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      document
        .querySelector('ks-studio')
        ?.shadowRoot?.querySelector('ks-map-editor')
        ?.shadowRoot?.querySelector('[aria-pressed="true"]')
        ?.textContent?.trim() ?? '',
  );
}

describe('map editor flows', () => {
  it('add a slope with its uphill side and a road with a one-way link, undo and redo them, save; the file is valid', async () => {
    flow = await startFlow('slope-road-undo-redo-save');
    const { page } = flow;
    const file = flow.file(mapPath);
    const original = JSON.parse(readText(file));
    const errorsBefore = validationErrors(flow.mods);
    await openStudio(page, flow.server.url);

    // The hexside tool from its key; steep slope is the only hexside terrain of the ruleset.
    await page.keyboard.press('s');
    expect(await pressedTool(page)).toMatch(/^Hexside/);
    const side = await nearSide(page, '1012', '1013');
    await page.mouse.move(side.x, side.y);
    await flow.shot('01-hexside-tool-aiming-1012-1013');
    await click(page, side);
    const slope = { between: ['1012', '1013'], terrain: 'steep-slope', uphill: '1012' };
    expect((await mapParts(page)).hexsides.at(-1)).toEqual(slope);
    await waitForStatus(page, 'Steep slope between 1012 and 1013, uphill 1012');
    await flow.shot('02-slope-added-uphill-1012');

    // The road tool: click 0608, 0609, 0611 (0610 is filled in), then 0611 again to finish.
    await page.keyboard.press('r');
    expect(await pressedTool(page)).toMatch(/^Road/);
    for (const label of ['0608', '0609', '0611', '0611']) await click(page, await hexOnPage(page, label));
    const road = { terrain: 'road', hexes: ['0608', '0609', '0610', '0611'] };
    expect((await mapParts(page)).paths.at(-1)).toEqual(road);
    // Clicking the link 0609–0610 makes it one-way, forward along the road.
    await click(page, await nearSide(page, '0609', '0610'));
    const oneWay = { ...road, oneWay: [{ from: '0609', to: '0610' }] };
    expect((await mapParts(page)).paths.at(-1)).toEqual(oneWay);
    await waitForStatus(page, '0609 → 0610 is one-way');
    await page.mouse.move(10, 10);
    await flow.shot('03-road-with-one-way-link-selected');

    // Undo the three steps, newest first; redo them.
    const steps = await page.evaluate(() =>
      (document.querySelector('ks-studio') as unknown as { editor: { history: { undoStack: { label: string }[] } } }).editor.history.undoStack.map(
        (s) => s.label,
      ),
    );
    expect(steps).toEqual(['Add steep slope', 'Draw road', 'Change road direction']);
    await page.keyboard.press('Control+z');
    expect((await mapParts(page)).paths.at(-1)).toEqual(road);
    await page.keyboard.press('Control+z');
    expect((await mapParts(page)).paths).toEqual(original.paths);
    await page.keyboard.press('Control+z');
    expect((await mapParts(page)).hexsides).toEqual(original.hexsides);
    await flow.shot('04-all-undone');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Control+Shift+Z');
    const redone = await mapParts(page);
    expect(redone.hexsides.at(-1)).toEqual(slope);
    expect(redone.paths.at(-1)).toEqual(oneWay);
    await flow.shot('05-redone');

    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'Saved hundred-days.map.json');
    await flow.shot('06-saved');

    // On disk: the map is the original plus the slope and the road, nothing else.
    const saved = JSON.parse(readText(file));
    expect(saved).toEqual({ ...original, hexsides: [...original.hexsides, slope], paths: [...original.paths, oneWay] });
    expect(validationErrors(flow.mods)).toEqual(errorsBefore);
    expect(flow.errors).toEqual([]);
  });

  it("move an area of Napoleon's Eagles, connect two reserves, undo and redo, save; the file is valid", async () => {
    flow = await startFlow('area-map-move-connect-save');
    const { page } = flow;
    const areaMap = 'mods/napoleons-eagles/maps/quatre-bras.map.json';
    const file = flow.file(areaMap);
    const original = JSON.parse(readText(file));
    const errorsBefore = validationErrors(flow.mods);
    await openStudio(page, flow.server.url);
    // Open the map from the document list (Playwright's CSS locators pierce shadow roots).
    await page.locator(`ks-document-list button[title="${areaMap}"]`).click();
    await page.waitForFunction(() => Boolean(document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-area-map-editor')));
    await page.waitForTimeout(200);
    await flow.shot('01-quatre-bras-areas');

    const centre = (selector: string) =>
      page.evaluate((s) => {
        const el = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-area-map-editor')?.shadowRoot?.querySelector(s);
        const r = el?.getBoundingClientRect();
        if (!r) throw new Error(`nothing at ${s}`);
        return { x: r.left + r.width / 2, y: r.top + r.height / 2, width: r.width };
      }, selector);
    // Drag French Wing A (area 1) to the left, by about half a box.
    const wing = await centre('[data-area="1"] rect.body');
    await page.mouse.move(wing.x, wing.y);
    await page.mouse.down();
    await page.mouse.move(wing.x - wing.width * 0.2, wing.y, { steps: 4 });
    await page.mouse.move(wing.x - wing.width * 0.4, wing.y + 3, { steps: 4 });
    await page.mouse.up();
    const moved = (await mapParts(page, areaMap)).areas[1]?.position;
    expect(moved?.x).toBeLessThan(original.areas[1].position.x);
    expect((moved?.x ?? 0) % 10).toBe(0);

    // Connect the West Reserve (area 0) to the Allied Reserve (area 7) with a reserve link.
    await page.evaluate(() => {
      const input = document
        .querySelector('ks-studio')
        ?.shadowRoot?.querySelector('ks-area-map-editor')
        ?.shadowRoot?.querySelector('#connect-kind') as HTMLInputElement;
      input.value = 'reserve-link';
      input.dispatchEvent(new Event('change'));
    });
    const handle = await centre('[data-handle="0"]');
    const target = await centre('[data-area="7"] rect.body');
    await page.mouse.move(handle.x, handle.y);
    await page.mouse.down();
    await page.mouse.move((handle.x + target.x) / 2, (handle.y + target.y) / 2, { steps: 5 });
    await flow.shot('02-dragging-a-connection');
    await page.mouse.move(target.x, target.y, { steps: 5 });
    await page.mouse.up();
    const connection = { from: 'fr-west-reserve', to: 'co-allied-reserve', kind: 'reserve-link' };
    expect((await mapParts(page, areaMap)).connections.at(-1)).toEqual(connection);
    await flow.shot('03-moved-and-connected');

    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    expect((await mapParts(page, areaMap)).areas).toEqual(original.areas);
    expect((await mapParts(page, areaMap)).connections).toEqual(original.connections);
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'Saved quatre-bras.map.json');
    await flow.shot('04-saved');

    const saved = JSON.parse(readText(file));
    expect(saved.areas[1].position).toEqual(moved);
    expect(saved.connections).toEqual([...original.connections, connection]);
    expect({ ...saved, areas: original.areas, connections: original.connections }).toEqual(original);
    expect(validationErrors(flow.mods)).toEqual(errorsBefore);
    expect(flow.errors).toEqual([]);
  });
});
