// Export and print (issue 17, "Export" and "Reading the map"), in Debian's Chromium against
// the real workspace server and the built studio: the map's SVG is vector (a path per hex,
// roads as polylines, numbers as text, no embedded picture of the map), and so is an area
// map's (a box per area, a line per connection); the set-up sheet
// lists the units the scenario sets up and brings in; and the set-up editor's area map
// zooms about the pointer, pans on a drag of its ground and has a minimap.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { mapPath, openStudio, repo, startFlow, waitForStatus, type Flow } from './harness';

/** Where this flow's screenshots go (pages other than the studio's are shot here too). */
const shots = path.join(repo, 'apps', 'studio-e2e', 'screenshots', 'export-print');

let flow: Flow | undefined;

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

const patiently = { timeout: 30_000 };
const quatreBras = 'mods/napoleons-eagles/scenarios/quatre-bras.scenario.json';

/** Elements of an XML text by tag name, read with the browser's own parser (it throws on malformed XML). */
async function parsed(page: Page, text: string, type: 'image/svg+xml' | 'text/html') {
  return page.evaluate(
    ([source, mime]) => {
      const doc = new DOMParser().parseFromString(source, mime as DOMParserSupportedType);
      if (doc.querySelector('parsererror')) throw new Error(doc.querySelector('parsererror')?.textContent ?? 'parse error');
      const root = doc.documentElement;
      return {
        root: root.nodeName,
        width: root.getAttribute('width'),
        height: root.getAttribute('height'),
        viewBox: root.getAttribute('viewBox'),
        hexes: doc.querySelectorAll('path.hex').length,
        roads: Array.from(doc.querySelectorAll('polyline.road')).map((p) => p.getAttribute('points')?.split(' ').length ?? 0),
        hexsides: doc.querySelectorAll('.hexside').length,
        images: doc.querySelectorAll('image').length,
        numbers: Array.from(doc.querySelectorAll('text.hex-number')).map((t) => t.textContent),
        names: Array.from(doc.querySelectorAll('text.place-name')).map((t) => t.textContent),
        stacks: doc.querySelectorAll('.stack').length,
        units: Array.from(doc.querySelectorAll('li[data-unit]')).map((li) => li.getAttribute('data-unit')),
        sides: Array.from(doc.querySelectorAll('section.side h2')).map((h) => h.textContent),
        page: doc.querySelector('style')?.textContent?.match(/@page \{ size: ([^;]+);/)?.[1],
      };
    },
    [text, type] as const,
  );
}

/** The set-up editor's area map: its viewBox, its box on the page and the minimap's. */
async function areaView(page: Page) {
  return page.evaluate(() => {
    const setup = document
      .querySelector('ks-studio')
      ?.shadowRoot?.querySelector('ks-scenario-editor')
      ?.shadowRoot?.querySelector('ks-setup-editor')?.shadowRoot;
    const svg = setup?.querySelector('svg.area-map');
    const minimap = setup?.querySelector('ks-minimap');
    if (!svg || !minimap) throw new Error('the set-up editor shows no area map with a minimap');
    const [x, y, w, h] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number) as [number, number, number, number];
    const r = svg.getBoundingClientRect();
    const m = minimap.getBoundingClientRect();
    return {
      x,
      y,
      w,
      h,
      box: { left: r.left, top: r.top, width: r.width, height: r.height },
      minimap: { left: m.left, top: m.top, width: m.width, height: m.height },
    };
  });
}

describe('export and print', () => {
  it('exports the map as a vector SVG, a set-up as a printable sheet, and zooms the set-up’s area map', async () => {
    flow = await startFlow('export-print');
    const page = flow.page;
    await openStudio(page, flow.server.url);
    const map = JSON.parse(readFileSync(flow.file(mapPath), 'utf8')) as {
      id: string;
      name: string;
      grid: { width: number; height: number };
      paths?: { hexes: string[] }[];
    };

    // 1. The Hundred Days map as SVG, with the campaign's counters: vector shapes and text.
    const [download] = await Promise.all([
      page.waitForEvent('download', patiently),
      page.locator('ks-map-editor .export button', { hasText: 'Export SVG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${map.id}.svg`);
    const svgFile = flow.file(`${map.id}.svg`);
    await download.saveAs(svgFile);
    const svg = await parsed(page, readFileSync(svgFile, 'utf8'), 'image/svg+xml');
    expect(svg.root).toBe('svg');
    expect(svg.images).toBe(0);
    expect(svg.hexes).toBe(map.grid.width * map.grid.height);
    expect(svg.numbers).toHaveLength(svg.hexes);
    expect(svg.roads.length).toBeGreaterThan(0);
    expect(svg.roads).toContain(map.paths?.[0]?.hexes.length);
    expect(svg.stacks).toBeGreaterThan(0);
    expect(svg.width).toMatch(/^\d+\.\d{3}in$/);
    // The print size is the viewBox at 96 map pixels an inch.
    const [, , w, h] = (svg.viewBox ?? '').split(' ').map(Number) as [number, number, number, number];
    expect(Number(svg.width?.replace('in', ''))).toBeCloseTo(w / 96, 2);
    expect(Number(svg.height?.replace('in', ''))).toBeCloseTo(h / 96, 2);
    await waitForStatus(page, `Exported ${map.id}.svg, ${(w / 96).toFixed(2)} × ${(h / 96).toFixed(2)} inches, vector`);
    // The file as Chromium shows it (a screenshot to look at).
    const shown = await flow.context.newPage();
    await shown.goto(`file://${svgFile}`);
    await shown.screenshot({ path: path.join(shots, '01-map-svg-in-chromium.png') });
    await shown.close();

    // 2. Quatre-Bras's area map as SVG: a box per area with its name, a line per connection, the set-up's units listed.
    const areaMapFile = 'mods/napoleons-eagles/maps/quatre-bras.map.json';
    const areaMap = JSON.parse(readFileSync(flow.file(areaMapFile), 'utf8')) as { id: string; areas: { name: string }[]; connections: unknown[] };
    await page.locator(`ks-document-list button[title="${areaMapFile}"]`).click();
    await page.locator('ks-area-map-editor svg.graph').waitFor(patiently);
    const [areaDownload] = await Promise.all([
      page.waitForEvent('download', patiently),
      page.locator('ks-area-map-editor .export button', { hasText: 'Export SVG' }).click(),
    ]);
    expect(areaDownload.suggestedFilename()).toBe(`${areaMap.id}.svg`);
    const areaFile = flow.file(`${areaMap.id}.svg`);
    await areaDownload.saveAs(areaFile);
    const areaSvg = await page.evaluate(
      (source) => {
        const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
        if (doc.querySelector('parsererror')) throw new Error(doc.querySelector('parsererror')?.textContent ?? 'parse error');
        return {
          areas: Array.from(doc.querySelectorAll('g.area')).map((g) => g.querySelector('.area-name')?.textContent),
          connections: doc.querySelectorAll('g.connection').length,
          units: Array.from(doc.querySelectorAll('text.unit')).map((t) => t.textContent),
          images: doc.querySelectorAll('image').length,
        };
      },
      readFileSync(areaFile, 'utf8'),
    );
    expect(areaSvg.images).toBe(0);
    expect(areaSvg.areas).toHaveLength(areaMap.areas.length);
    expect(areaSvg.connections).toBe(areaMap.connections.length);
    expect(areaSvg.units).toContain('Marshal Ney');
    const areaShown = await flow.context.newPage();
    await areaShown.goto(`file://${areaFile}`);
    await areaShown.screenshot({ path: path.join(shots, '01-area-map-svg-in-chromium.png') });
    await areaShown.close();

    // 3. Quatre-Bras of Napoleon's Eagles: the set-up editor shows the area map.
    await page.locator(`ks-document-list button[title="${quatreBras}"]`).click();
    await page.locator('ks-setup-editor svg.area-map').waitFor(patiently);
    await page.waitForTimeout(300);
    await flow.shot('02-quatre-bras-setup-editor');

    // Its sheet, for Letter: every unit set up or arriving is listed under its side.
    await page.locator('ks-setup-editor .sheet-export select').selectOption('letter');
    const [sheetDownload] = await Promise.all([
      page.waitForEvent('download', patiently),
      page.locator('ks-setup-editor .sheet-export button', { hasText: 'Download sheet' }).click(),
    ]);
    expect(sheetDownload.suggestedFilename()).toBe('napoleons-eagles-quatre-bras-setup.html');
    const sheetFile = flow.file('quatre-bras-setup.html');
    await sheetDownload.saveAs(sheetFile);
    const scenario = JSON.parse(readFileSync(flow.file(quatreBras), 'utf8')) as {
      setup: { units?: string[] }[];
      reinforcements?: { schedule?: { units: string[] }[] };
    };
    const expected = [...scenario.setup.flatMap((p) => p.units ?? []), ...(scenario.reinforcements?.schedule ?? []).flatMap((a) => a.units)];
    const sheet = await parsed(page, readFileSync(sheetFile, 'utf8'), 'text/html');
    expect([...sheet.units].sort()).toEqual([...expected].sort());
    expect(sheet.sides.map((s) => s?.split(' ')[0])).toEqual(expect.arrayContaining(['French']));
    expect(sheet.page).toBe('letter');
    await waitForStatus(page, `Exported napoleons-eagles-quatre-bras-setup.html: ${scenario.setup.flatMap((p) => p.units ?? []).length} units set up`);
    // The sheet as printed: Chromium's PDF of it, on Letter paper.
    const printed = await flow.context.newPage();
    await printed.goto(`file://${sheetFile}`);
    await printed.emulateMedia({ media: 'print' });
    await printed.screenshot({ path: path.join(shots, '02-setup-sheet-printed.png'), fullPage: true });
    const pdf = await printed.pdf({ preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await printed.close();

    // 4. The area map zooms about the pointer, pans on its ground, and the minimap moves it.
    const fitted = await areaView(page);
    const at = { x: fitted.box.left + fitted.box.width * 0.5, y: fitted.box.top + fitted.box.height * 0.5 };
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await areaView(page)).w).toBeLessThan(fitted.w / 1.5);
    const zoomed = await areaView(page);
    await flow.shot('03-area-map-zoomed');
    // A drag from the ground near the bottom left corner (below the minimap, clear of the areas).
    const ground = { x: zoomed.box.left + 12, y: zoomed.box.top + zoomed.box.height - 12 };
    await page.mouse.move(ground.x, ground.y);
    await page.mouse.down();
    for (let i = 1; i <= 5; i++) await page.mouse.move(ground.x + 16 * i, ground.y - 8 * i);
    await page.mouse.up();
    const dragged = await areaView(page);
    expect(dragged.w).toBeCloseTo(zoomed.w, 6);
    expect(dragged.x).toBeLessThan(zoomed.x);
    expect(dragged.y).toBeGreaterThan(zoomed.y);
    const m = dragged.minimap;
    await page.mouse.click(m.left + m.width * 0.85, m.top + m.height * 0.85);
    const moved = await areaView(page);
    expect(moved.x + moved.w / 2).toBeGreaterThan(dragged.x + dragged.w / 2);
    await flow.shot('04-area-map-moved-from-minimap');

    expect(flow.errors).toEqual([]);
  });
});
