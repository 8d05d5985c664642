// Free play in the studio's Playtest panel, in Debian's Chromium against the real workspace
// server: a scenario whose rules are not written yet (the fixture ruleset `rules-to-come`, whose
// entry module does not exist) is marked so in the picker, opens with its set-up on the board
// instead of failing, and is played by hand: a piece moved with the mouse, a die rolled, the
// roll undone, all in the log. Screenshots go to screenshots/free-play/.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createRandom, seedState } from '@kriegsspiel/rules-sdk';
import { startFlow, type Flow } from './harness';

let flow: Flow | undefined;

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

/** The ids of the pieces the board's map draws at a hex, bottom first. */
async function stackAt(page: Page, label: string): Promise<string[]> {
  return page.evaluate((l) => {
    const view = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-playtest-board')?.shadowRoot?.querySelector('ks-map-view') as unknown as {
      counters: { label: string; counters: { id: string }[] }[];
    };
    return view.counters.find((s) => s.label === l)?.counters.map((c) => c.id) ?? [];
  }, label);
}

/** Where a hex's centre is on the page. */
async function hexOnPage(page: Page, label: string): Promise<{ x: number; y: number }> {
  const at = await page.evaluate((l) => {
    const view = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-playtest-board')?.shadowRoot?.querySelector('ks-map-view') as unknown as {
      screenOf(label: string): { x: number; y: number } | undefined;
      shadowRoot: ShadowRoot;
    };
    const hex = view.screenOf(l);
    const rect = view.shadowRoot.querySelector('canvas')?.getBoundingClientRect();
    return hex && rect ? { x: rect.left + hex.x, y: rect.top + hex.y } : undefined;
  }, label);
  if (!at) throw new Error(`hex ${label} is not on the board`);
  return at;
}

async function clickHex(page: Page, label: string): Promise<void> {
  const at = await hexOnPage(page, label);
  await page.mouse.click(at.x, at.y);
}

describe('free play in the Playtest panel', () => {
  it('opens a scenario without rules, moves a piece by hand, rolls a die, undoes, and logs it all', async () => {
    flow = await startFlow('free-play', undefined, { fixtures: true });
    const { page } = flow;
    await page.goto(`${flow.server.url}?scenario=unwritten-skirmish`);
    await page.evaluate(() => (document.querySelector('ks-studio') as unknown as { ready: Promise<void> }).ready);
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Playtest")').click();
    await page.locator('ks-studio .panel-tabs .maximise').click();
    const board = page.locator('ks-playtest-board');

    // The picker says which game has no rules, and the start button what it will do.
    await board.locator('select[name="scenario"]').selectOption('unwritten-skirmish');
    expect(await board.locator('option[value="unwritten-skirmish"]').textContent()).toContain('no rules yet: free play');
    expect(await board.locator('option[value="outpost-skirmish"]').textContent()).not.toContain('free play');
    await board.locator('input[name="seed"]').fill('11');
    await board.locator('input[name="seed"]').dispatchEvent('change');
    await flow.shot('01-picker-marks-no-rules');
    await board.locator('button[type="submit"]:text("Start free play")').click();

    // Instead of failing on start: the set-up on the board, and a word that nothing is checked.
    await board.locator('.free-play').waitFor({ timeout: 60000 });
    expect(await board.locator('.free-play').textContent()).toContain('Free play: no rules are checked.');
    expect(await board.locator('ks-rules-error').count()).toBe(0);
    expect(await board.locator('.toolbar .meta').textContent()).toContain('free play · seed 11');
    expect(await stackAt(page, '0102')).toEqual(['red-1', 'red-3']);
    await flow.shot('02-set-up-on-the-board');

    // Move the top piece of a stack with the mouse.
    await clickHex(page, '0102');
    await board.locator('button.piece[aria-pressed="true"]:text("Red militia")').waitFor();
    await clickHex(page, '0203');
    await expect.poll(() => stackAt(page, '0203')).toEqual(['red-3']);
    expect(await stackAt(page, '0102')).toEqual(['red-1']);
    const log = board.locator('.log li');
    await expect.poll(async () => (await log.allTextContents()).at(-1)).toBe('Moved Red militia from 0102 to 0203');
    await flow.shot('03-piece-moved');

    // Roll a d6 with the engine's generator seeded from the seed.
    const d6 = createRandom(seedState(11)).die(6);
    await board.locator('button.roll[data-dice="d6"]').click();
    await expect.poll(async () => (await log.allTextContents()).at(-1)).toBe(`Rolled d6: ${d6}`);
    await flow.shot('04-die-rolled');

    // Undo the roll, then the move.
    await board.locator('button.undo').click();
    await expect.poll(async () => (await log.allTextContents()).at(-1)).toBe('Moved Red militia from 0102 to 0203');
    await board.locator('button.undo').click();
    await expect.poll(() => stackAt(page, '0102')).toEqual(['red-1', 'red-3']);
    expect(await board.locator('button.undo').isDisabled()).toBe(true);
    expect(await log.allTextContents()).toEqual(['Set up 6 pieces from A skirmish without rules']);
    await flow.shot('05-undone');
    expect(flow.errors.filter((e) => !e.includes('422'))).toEqual([]);
  });
});
