// Free play in the studio's Playtest panel, in Debian's Chromium against the real workspace
// server: a scenario whose rules are not written yet (the fixture ruleset `rules-to-come`, whose
// entry module does not exist) is marked so in the picker, opens with its set-up on the board
// instead of failing, and is played by hand: a piece moved with the mouse, a die rolled, the
// roll undone, all in the log. Then cards drawn from its deck, a piece dragged, the game saved
// to the workspace, the page reloaded and the game loaded back where it was. Screenshots go to
// screenshots/free-play/.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createRandom, seedState } from '@kriegsspiel/rules-sdk';
import { startFlow, statusText, type Flow } from './harness';

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
    expect(await log.allTextContents()).toEqual(['Set up 6 pieces from A skirmish without rules', 'Fortunes of war: in the order listed, not shuffled']);
    await flow.shot('05-undone');
    expect(flow.errors.filter((e) => !e.includes('422'))).toEqual([]);
  });

  it('draws a card, drags a piece, saves, and after a reload loads the game where it was', async () => {
    flow = await startFlow('free-play', undefined, { fixtures: true });
    const { page } = flow;
    const openBoard = async () => {
      await page.evaluate(() => (document.querySelector('ks-studio') as unknown as { ready: Promise<void> }).ready);
      await page.locator('ks-studio .panel-tabs [role="tab"]:text("Playtest")').click();
      await page.locator('ks-studio .panel-tabs .maximise').click();
    };
    await page.goto(`${flow.server.url}?scenario=unwritten-skirmish`);
    await openBoard();
    const board = page.locator('ks-playtest-board');
    await board.locator('select[name="scenario"]').selectOption('unwritten-skirmish');
    await board.locator('input[name="seed"]').fill('11');
    await board.locator('input[name="seed"]').dispatchEvent('change');
    await board.locator('button[type="submit"]:text("Start free play")').click();
    await board.locator('.free-play').waitFor({ timeout: 60000 });
    const log = board.locator('.log li');
    const lastLine = async () => (await log.allTextContents()).at(-1);

    // Shuffle the deck with the seeded generator and draw its top card to Red's hand; Blue's hand shows too.
    const order = createRandom(seedState(11)).shuffle(['Forced march', 'Forced march', 'Ambush', 'Rain', 'Supply train']);
    await board.locator('.deck button.shuffle').click();
    await expect.poll(lastLine).toBe('Shuffled Fortunes of war (5 cards)');
    await board.locator('.deck button.draw[data-to="red"]').click();
    await expect.poll(lastLine).toBe(`Drew ${order[0]} from Fortunes of war to Red player’s hand`);
    expect(await board.locator('.hand[data-player="red"] li').count()).toBe(1);
    expect(await board.locator('.hand[data-player="blue"] h4').textContent()).toContain('Blue player’s hand');
    await board.locator('.deck button.draw[data-to="face-up"]').click();
    await expect.poll(lastLine).toBe(`Drew ${order[1]} from Fortunes of war, face up`);
    await flow.shot('06-cards-drawn');

    // Drag the top piece of 0503 to 0303 with the mouse: one move in the log, one step to undo.
    const from = await hexOnPage(page, '0503');
    const to = await hexOnPage(page, '0303');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await board.locator('.drag-ghost:text("Blue militia")').waitFor();
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await flow.shot('07-dragging');
    await page.mouse.up();
    await expect.poll(() => stackAt(page, '0303')).toEqual(['blue-3']);
    expect(await stackAt(page, '0503')).toEqual(['blue-2']);
    expect(await lastLine()).toBe('Moved Blue militia from 0503 to 0303');
    await board.locator('button.undo').click();
    await expect.poll(() => stackAt(page, '0503')).toEqual(['blue-2', 'blue-3']);
    await board.locator('button.redo').click();
    await expect.poll(() => stackAt(page, '0303')).toEqual(['blue-3']);
    const lines = await log.allTextContents();

    // Save to the workspace: a JSON file in the scenario's mod folder.
    const saved = 'mods-2/rules-to-come/saves/unwritten-skirmish-seed-11.free-play.json';
    await board.locator('button.save').click();
    await expect.poll(() => statusText(page)).toContain(`Saved free play to ${saved}`);
    const file = JSON.parse(readFileSync(flow.file(saved), 'utf8')) as { format: string; seed: number; state: { log: { text: string }[] } };
    expect(file.format).toBe('kriegsspiel-free-play/1');
    expect(file.seed).toBe(11);
    expect(file.state.log.map((l) => l.text)).toEqual(lines);
    await flow.shot('08-saved');

    // Reload the page, load the game: the same pieces, cards, log, and the next roll the game would have rolled.
    await page.reload();
    await openBoard();
    await board.locator('button.load-free').click();
    await flow.shot('09-saved-games-listed');
    await board.locator(`button.free-save[data-path="${saved}"]`).click();
    await board.locator('.free-play').waitFor({ timeout: 60000 });
    await expect.poll(() => stackAt(page, '0303')).toEqual(['blue-3']);
    expect(await stackAt(page, '0503')).toEqual(['blue-2']);
    expect(await stackAt(page, '0102')).toEqual(['red-1', 'red-3']);
    expect(await log.allTextContents()).toEqual(lines);
    expect(await board.locator('.hand[data-player="red"] li').textContent()).toContain(order[0]);
    expect(await board.locator('.face-up li').textContent()).toContain(order[1]);
    expect(await board.locator('.toolbar .meta').textContent()).toContain('seed 11');
    expect(await board.locator('button.undo').isDisabled()).toBe(true);
    const random = createRandom(seedState(11));
    random.shuffle([1, 2, 3, 4, 5]);
    const next = random.die(6);
    await board.locator('button.roll[data-dice="d6"]').click();
    await expect.poll(lastLine).toBe(`Rolled d6: ${next}`);
    await flow.shot('10-loaded');

    // Saving over it again is this game's own file: replaced. A new game of the same seed asks first.
    await board.locator('button.save').click();
    await expect.poll(() => JSON.parse(readFileSync(flow?.file(saved) ?? '', 'utf8')).state.log.length).toBe(lines.length + 1);
    await board.locator('button.new').click();
    await board.locator('input[name="seed"]').fill('11');
    await board.locator('input[name="seed"]').dispatchEvent('change');
    await board.locator('button[type="submit"]:text("Start free play")').click();
    await board.locator('.free-play').waitFor({ timeout: 60000 });
    await board.locator('button.save').click();
    await board.locator('.conflict').waitFor();
    expect(await board.locator('.conflict').textContent()).toContain(saved);
    await flow.shot('11-asks-before-replacing');
    expect(JSON.parse(readFileSync(flow.file(saved), 'utf8')).state.log.length).toBe(lines.length + 1);
    await board.locator('.conflict button.replace').click();
    await expect.poll(() => JSON.parse(readFileSync(flow?.file(saved) ?? '', 'utf8')).state.log.length).toBe(2);
    // The 422 of the rules not written, and the 409 of the save that found its file there: both expected.
    expect(flow.errors.filter((e) => !e.includes('422') && !e.includes('409'))).toEqual([]);
  });
});
