// Tracing a printed map, in Debian's Chromium against the real workspace server and a
// temporary copy of mods/: a scan put next to the Waterloo Campaign map becomes its
// background, is lined up with the grid (numbers, a drag, a nudge; undoable), woods, a road
// and a river are traced over it, and the map is exported as a PNG at print resolution.
// Screenshots in screenshots/trace-map/.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clickAt,
  drawScan,
  hexOnPage,
  nearSide,
  onMapView,
  openStudio,
  pngInfo,
  readText,
  startFlow,
  validationErrors,
  waitForStatus,
  type Flow,
} from './harness';

const map = 'mods/waterloo-campaign-rbm/maps/waterloo-campaign.map.json';
const scan = 'waterloo-scan.png';

let flow: Flow | undefined;

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

interface MapValue {
  background?: { image: string; offset?: { x: number; y: number }; scale?: number; rotation?: number; opacity?: number };
  hexes: Record<string, { terrain?: string[] }>;
  hexsides: unknown[];
  paths: unknown[];
}

/** The studio's current value of the traced map. */
async function mapValue(page: Page): Promise<MapValue> {
  return page.evaluate((p) => {
    const studio = document.querySelector('ks-studio') as unknown as { editor: { store: { require(path: string): { value: MapValue } } } };
    return structuredClone(studio.editor.store.require(p).value);
  }, map);
}

async function undoLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (document.querySelector('ks-studio') as unknown as { editor: { history: { undoStack: { label: string }[] } } }).editor.history.undoStack.map(
      (s) => s.label,
    ),
  );
}

/** Types a value into a field of the background settings and leaves it (its change is one edit). */
async function setField(page: Page, id: string, value: string): Promise<void> {
  const field = page.locator(`ks-background-settings #${id}`);
  await field.fill(value);
  await field.press('Tab');
}

describe('tracing a printed map', () => {
  it('add a background scan, align it, trace woods, a road and a river over it, export the map as a PNG at print resolution', async () => {
    flow = await startFlow('trace-map');
    const { page } = flow;
    const file = flow.file(map);
    const original = JSON.parse(readText(file));
    const errorsBefore = validationErrors(flow.mods);
    // The designer copies the scan into the mod, next to the map.
    writeFileSync(flow.file(`mods/waterloo-campaign-rbm/maps/${scan}`), await drawScan(page));

    await openStudio(page, flow.server.url);
    await page.locator(`ks-document-list button[title="${map}"]`).click();
    await page.waitForFunction(
      () =>
        (
          document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-map-editor')?.shadowRoot?.querySelector('ks-map-view') as unknown as {
            name?: string;
          }
        )?.name?.includes('Waterloo') ?? false,
    );

    // The Background tool from its key shows the picture's settings beside the map.
    await page.locator('ks-map-editor ks-map-view canvas[part="canvas"]').focus();
    await page.keyboard.press('Shift+I');
    await page.locator('ks-background-settings #image').waitFor();
    await flow.shot('01-background-tool');
    const served = page.waitForResponse((r) => r.url().includes('/api/image') && r.status() === 200);
    await setField(page, 'image', scan);
    await served;
    await page.waitForFunction(() => {
      const view = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-map-editor')?.shadowRoot?.querySelector('ks-map-view') as unknown as {
        picture?: HTMLImageElement;
      };
      return (view.picture?.naturalWidth ?? 0) === 900;
    });
    expect((await mapValue(page)).background).toEqual({ image: scan });
    await flow.shot('02-scan-under-the-grid');

    // Line it up: numbers first, then a drag on the map, then a nudge with Alt and an arrow.
    await setField(page, 'scale', '1.5');
    await setField(page, 'rotation', '-2');
    await setField(page, 'opacity', '0.6');
    const zoom = await onMapView(page, (view: { view: { zoom: number } }) => view.view.zoom);
    const from = await hexOnPage(page, '2520');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 10, { steps: 4 });
    await page.mouse.move(from.x + 60, from.y + 20, { steps: 4 });
    await page.mouse.up();
    const dragged = (await mapValue(page)).background;
    expect(dragged?.offset?.x).toBeCloseTo(60 / zoom, 0);
    expect(dragged?.offset?.y).toBeCloseTo(20 / zoom, 0);
    await page.keyboard.press('Alt+ArrowRight');
    const aligned = (await mapValue(page)).background;
    expect(aligned).toEqual({ image: scan, scale: 1.5, rotation: -2, opacity: 0.6, offset: { x: (dragged?.offset?.x ?? 0) + 1, y: dragged?.offset?.y } });
    expect(await undoLabels(page)).toEqual([
      'Add background',
      'Set background scale',
      'Set background rotation',
      'Set background opacity',
      'Move background',
      'Nudge background',
    ]);
    // Undo takes back the nudge and the drag, redo puts them back.
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    expect((await mapValue(page)).background?.offset).toBeUndefined();
    await page.keyboard.press('Control+Shift+Z');
    await page.keyboard.press('Control+Shift+Z');
    expect((await mapValue(page)).background).toEqual(aligned);
    await flow.shot('03-scan-aligned');

    // Trace: woods on three hexes with the brush, a road down a column, a river between two hexes.
    await page.keyboard.press('b');
    await page.locator('ks-terrain-palette button[role="radio"]', { hasText: 'Woods' }).click();
    for (const label of ['1820', '1821', '1921']) await clickAt(page, await hexOnPage(page, label));
    await page.keyboard.press('r');
    for (const label of ['2016', '2116', '2216', '2216']) await clickAt(page, await hexOnPage(page, label));
    await page.keyboard.press('s');
    await page.locator('ks-terrain-palette button[role="radio"]', { hasText: 'River' }).click();
    await clickAt(page, await nearSide(page, '2524', '2624'));
    const traced = await mapValue(page);
    for (const label of ['1820', '1821', '1921']) expect(traced.hexes[label]?.terrain, label).toEqual(['woods']);
    expect(traced.paths.at(-1)).toEqual({ terrain: 'road', hexes: ['2016', '2116', '2216'] });
    expect(traced.hexsides.at(-1)).toMatchObject({ between: ['2524', '2624'], terrain: 'river' });
    await page.mouse.move(5, 5);
    await flow.shot('04-woods-road-river-traced');

    // Export the map as a PNG: a real PNG at 300 dpi, the size of the whole map at print resolution.
    await page.locator('ks-map-editor .export input[type="checkbox"]').uncheck();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('ks-map-editor .export button', { hasText: 'Export PNG' }).click()]);
    expect(download.suggestedFilename()).toBe(`${original.id}.png`);
    const saved = flow.file('exported.png');
    await download.saveAs(saved);
    const { width, height, pixelsPerMetre } = pngInfo(readFileSync(saved));
    const expected = await onMapView(
      page,
      (view: { exportSize(): { width: number; height: number; rect: { minX: number; maxX: number; minY: number; maxY: number } } }) => view.exportSize(),
    );
    expect({ width, height }).toEqual({ width: expected.width, height: expected.height });
    // 300 dpi of a map whose pixels are 1/96 inch: 3.125 picture pixels per map pixel.
    expect(width / (expected.rect.maxX - expected.rect.minX)).toBeCloseTo(300 / 96, 2);
    expect(height / (expected.rect.maxY - expected.rect.minY)).toBeCloseTo(300 / 96, 2);
    // The pHYs chunk says 300 dpi (11,811 pixels per metre), so it prints at the map's size.
    expect(pixelsPerMetre).toBe(11811);
    await waitForStatus(page, `Exported ${original.id}.png, ${width} × ${height} pixels`);
    await flow.shot('05-exported-png');

    // Saved: the map file names the scan, which the validator finds next to it.
    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'Saved waterloo-campaign.map.json');
    const onDisk = JSON.parse(readText(file));
    expect(onDisk.background).toEqual(aligned);
    expect(onDisk.paths.at(-1)).toEqual({ terrain: 'road', hexes: ['2016', '2116', '2216'] });
    expect(validationErrors(flow.mods)).toEqual(errorsBefore);
    expect(flow.errors).toEqual([]);
  });
});
