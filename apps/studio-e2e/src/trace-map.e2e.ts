// Tracing a printed map, in Debian's Chromium against the real workspace server and a
// temporary copy of mods/: a scan put next to the Waterloo Campaign map becomes its
// background, is lined up with the grid (numbers, a drag, a nudge; undoable), woods, a road
// and a river are traced over it, and the map is exported as a PNG at print resolution.
// Screenshots in screenshots/trace-map/.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hexOnPage, openStudio, readText, startFlow, validationErrors, waitForStatus, type Flow } from './harness';

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

/** Runs `body` with the map view of the open map editor. */
function onView<T, A>(page: Page, body: (view: never, arg: A) => T, arg?: A): Promise<T> {
  return page.evaluate(
    ([source, a]) => {
      const view = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-map-editor')?.shadowRoot?.querySelector('ks-map-view');
      return new Function('view', 'arg', `return (${source})(view, arg);`)(view, a) as T;
    },
    [body.toString(), arg] as const,
  );
}

async function click(page: Page, at: { x: number; y: number }): Promise<void> {
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.up();
}

/** A point inside hex `a`, close to the side it shares with hex `b`. */
async function nearSide(page: Page, a: string, b: string): Promise<{ x: number; y: number }> {
  const pa = await hexOnPage(page, a);
  const pb = await hexOnPage(page, b);
  return { x: pa.x + (pb.x - pa.x) * 0.42, y: pa.y + (pb.y - pa.y) * 0.42 };
}

/** Types a value into a field of the background settings and leaves it (its change is one edit). */
async function setField(page: Page, id: string, value: string): Promise<void> {
  const field = page.locator(`ks-background-settings #${id}`);
  await field.fill(value);
  await field.press('Tab');
}

/** A stand-in for a scanned printed map: paper, woods, a river and a road, as a PNG made by Chromium's canvas. */
async function drawScan(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 640;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#efe3c2';
    ctx.fillRect(0, 0, 900, 640);
    ctx.fillStyle = '#5f8f4a';
    for (const [x, y, r] of [
      [220, 180, 60],
      [520, 420, 80],
      [700, 160, 50],
    ] as const) {
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.strokeStyle = '#2f5fb0';
    ctx.lineWidth = 10;
    ctx.beginPath();
    ctx.moveTo(0, 500);
    ctx.bezierCurveTo(250, 380, 500, 620, 900, 300);
    ctx.stroke();
    ctx.strokeStyle = '#7a4a1e';
    ctx.lineWidth = 6;
    ctx.beginPath();
    ctx.moveTo(100, 0);
    ctx.lineTo(450, 640);
    ctx.stroke();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
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
    await page.locator('ks-map-editor ks-map-view canvas').focus();
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
    const zoom = await onView(page, (view: { view: { zoom: number } }) => view.view.zoom);
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
    for (const label of ['1820', '1821', '1921']) await click(page, await hexOnPage(page, label));
    await page.keyboard.press('r');
    for (const label of ['2016', '2116', '2216', '2216']) await click(page, await hexOnPage(page, label));
    await page.keyboard.press('s');
    await page.locator('ks-terrain-palette button[role="radio"]', { hasText: 'River' }).click();
    await click(page, await nearSide(page, '2524', '2624'));
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
    const png = readFileSync(saved);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    const expected = await onView(
      page,
      (view: { exportSize(): { width: number; height: number; rect: { minX: number; maxX: number; minY: number; maxY: number } } }) => view.exportSize(),
    );
    expect({ width, height }).toEqual({ width: expected.width, height: expected.height });
    // 300 dpi of a map whose pixels are 1/96 inch: 3.125 picture pixels per map pixel.
    expect(width / (expected.rect.maxX - expected.rect.minX)).toBeCloseTo(300 / 96, 2);
    expect(height / (expected.rect.maxY - expected.rect.minY)).toBeCloseTo(300 / 96, 2);
    // The pHYs chunk says 300 dpi (11,811 pixels per metre), so it prints at the map's size.
    const phys = png.indexOf(Buffer.from('pHYs', 'latin1'));
    expect(phys).toBeGreaterThan(0);
    expect(png.readUInt32BE(phys + 4)).toBe(11811);
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
