// Every map view moves the same way (issue 17, "Reading the map"): in the set-up editor and
// on the playtest board, the wheel zooms about the pointer, a drag pans, and a click on the
// minimap moves the view there; at the default fit the hex numbers are drawn at a legible
// size. In Debian's Chromium against the real workspace server and the built studio.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openStudio, startFlow, type Flow } from './harness';

let flow: Flow | undefined;

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

/** The shadow-root path from the page to a map view. */
type ViewPath = readonly string[];
const setupView: ViewPath = ['ks-studio', 'ks-scenario-editor', 'ks-setup-editor', 'ks-map-view'];
const boardView: ViewPath = ['ks-studio', 'ks-playtest-board', 'ks-map-view'];

interface ViewState {
  zoom: number;
  pan: { x: number; y: number };
  /** The map view's box on the page. */
  box: { left: number; top: number; width: number; height: number };
  /** The minimap's box on the page. */
  minimap: { left: number; top: number; width: number; height: number };
  /** The map point at the view's centre. */
  centre: { x: number; y: number };
  labels: { hexPx: number; hexNumberPx: number; placeNamePx: number; stride: number };
}

async function viewState(page: Page, path: ViewPath): Promise<ViewState> {
  return page.evaluate((chain) => {
    let el: Element | null | undefined = document.querySelector(chain[0] as string);
    for (const tag of chain.slice(1)) el = el?.shadowRoot?.querySelector(tag);
    const view = el as unknown as {
      view: { zoom: number; pan: { x: number; y: number } };
      visibleRect(): { minX: number; minY: number; maxX: number; maxY: number };
      labelSizes(): ViewState['labels'];
      getBoundingClientRect(): DOMRect;
      shadowRoot: ShadowRoot;
    };
    const r = view.getBoundingClientRect();
    const m = (view.shadowRoot.querySelector('ks-minimap') as HTMLElement).getBoundingClientRect();
    const seen = view.visibleRect();
    return {
      ...view.view,
      box: { left: r.left, top: r.top, width: r.width, height: r.height },
      minimap: { left: m.left, top: m.top, width: m.width, height: m.height },
      centre: { x: (seen.minX + seen.maxX) / 2, y: (seen.minY + seen.maxY) / 2 },
      labels: view.labelSizes(),
    };
  }, path);
}

/** The map point under a point of the page. */
async function mapPointAt(page: Page, path: ViewPath, at: { x: number; y: number }): Promise<{ x: number; y: number }> {
  const s = await viewState(page, path);
  return { x: (at.x - s.box.left - s.pan.x) / s.zoom, y: (at.y - s.box.top - s.pan.y) / s.zoom };
}

/** Wheel, drag and minimap on one view; the label check at the default fit comes first. */
async function exercise(page: Page, path: ViewPath, name: string): Promise<void> {
  const fitted = await viewState(page, path);
  expect(fitted.labels.hexNumberPx, `${name}: hex numbers at the default fit`).toBeGreaterThanOrEqual(9);
  expect(fitted.labels.stride, `${name}: some hex numbers are drawn at the default fit`).toBeGreaterThanOrEqual(1);
  expect(fitted.labels.placeNamePx, `${name}: place names at the default fit`).toBeGreaterThanOrEqual(9);

  // The wheel zooms in about the pointer: the map point under it stays under it.
  const at = { x: fitted.box.left + fitted.box.width * 0.35, y: fitted.box.top + fitted.box.height * 0.55 };
  const under = await mapPointAt(page, path, at);
  await page.mouse.move(at.x, at.y);
  await page.mouse.wheel(0, -400);
  await expect.poll(async () => (await viewState(page, path)).zoom).toBeGreaterThan(fitted.zoom * 1.5);
  const after = await mapPointAt(page, path, at);
  // Within a screen pixel or two (the view's box is at fractional page pixels).
  const drift = Math.hypot(after.x - under.x, after.y - under.y) * (await viewState(page, path)).zoom;
  expect(drift).toBeLessThan(2);
  await flow?.shot(`${name}-zoomed`);

  // A drag pans by as much as the pointer moved.
  const zoomed = await viewState(page, path);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(at.x - 20 * i, at.y - 10 * i);
  await page.mouse.up();
  const dragged = await viewState(page, path);
  expect(dragged.zoom).toBe(zoomed.zoom);
  expect(dragged.pan.x - zoomed.pan.x).toBeCloseTo(-100, 0);
  expect(dragged.pan.y - zoomed.pan.y).toBeCloseTo(-50, 0);

  // A click near the minimap's bottom right corner brings that part of the map to the centre.
  const m = dragged.minimap;
  await page.mouse.click(m.left + m.width * 0.8, m.top + m.height * 0.8);
  const moved = await viewState(page, path);
  expect(moved.zoom).toBe(zoomed.zoom);
  expect(moved.centre.x).toBeGreaterThan(dragged.centre.x);
  expect(moved.centre.y).toBeGreaterThan(dragged.centre.y);
  await flow?.shot(`${name}-moved-from-minimap`);
}

describe('map views', () => {
  it('zoom, pan and the minimap work alike in the set-up editor and on the playtest board', async () => {
    flow = await startFlow('map-views');
    const page = flow.page;
    await openStudio(page, flow.server.url);

    // The scenario's set-up editor.
    await page.getByRole('tab', { name: /campaign\.scenario\.json/ }).click();
    await page.waitForFunction((chain) => {
      let el: Element | null | undefined = document.querySelector(chain[0] as string);
      for (const tag of chain.slice(1)) el = el?.shadowRoot?.querySelector(tag);
      return Boolean(el?.shadowRoot?.querySelector('ks-minimap'));
    }, setupView);
    await page.waitForTimeout(300);
    await flow.shot('setup-fitted');
    await exercise(page, setupView, 'setup');

    // The playtest board, against the random bot (no hand-over screen over the board).
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Playtest")').click();
    await page.locator('ks-studio .panel-tabs .maximise').click();
    const board = page.locator('ks-playtest-board');
    await board.locator('select[name="scenario"]').selectOption('hundred-days-campaign');
    await board.locator('input[name="mode"][value="bot"]').check();
    await board.locator('input[name="seed"]').fill('7');
    await board.locator('input[name="seed"]').dispatchEvent('change');
    await board.locator('button[type="submit"]').click();
    await board.locator('.toolbar .meta:text("against the random bot")').waitFor({ timeout: 120000 });
    await page.waitForTimeout(300);
    await flow.shot('board-fitted');
    await exercise(page, boardView, 'board');

    expect(flow.errors).toEqual([]);
  });
});
