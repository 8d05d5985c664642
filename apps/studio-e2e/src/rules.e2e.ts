// The rules in the studio, in Debian's Chromium against the real workspace server: a playtest
// of Hundred Days at one screen, a balance run checked against the command line, and hostile
// mods that must not take the page down. Each flow leaves screenshots in screenshots/<flow>/.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { GameSession, type SavedGame } from '@kriegsspiel/engine';
import { loadScenario, ModCatalogue, sandboxHost } from '@kriegsspiel/runner';
import { repo, startFlow, statusText, type Flow } from './harness';

let flow: Flow | undefined;
const figures: Record<string, string> = {};

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

/** Opens the studio on a scenario and shows one of its panels, given the whole height. */
async function openPanel(page: Page, url: string, scenario: string, panel: 'playtest' | 'balance'): Promise<void> {
  await page.goto(`${url}?scenario=${scenario}`);
  await page.evaluate(() => (document.querySelector('ks-studio') as unknown as { ready: Promise<void> }).ready);
  await page.locator(`ks-studio .panel-tabs [role="tab"]:text("${panel === 'playtest' ? 'Playtest' : 'Balance'}")`).click();
  await page.locator('ks-studio .panel-tabs .maximise').click();
}

/** What the board shows now, read from the element. */
interface BoardState {
  handOver: string | null;
  seat: string | null;
  actions: number;
  undoable: number;
  round: number | null;
  result: string | null;
  busy: boolean;
  error: string | null;
  legal: { prompt: string; from: string[]; to: string[]; concedes: boolean }[];
}

async function boardState(page: Page): Promise<BoardState> {
  return page.evaluate(() => {
    const board = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-playtest-board') as unknown as {
      state?: {
        handOver?: string;
        seat?: string;
        actions: number;
        undoable: number;
        view?: { round?: number };
        result: { reason: string } | null;
        legal: { prompt: string; concedes?: boolean }[];
      };
      placed: { index: number; places: { from: string[]; to: string[] } }[];
      busy: boolean;
      shown?: { failure: { message: string } };
    };
    const state = board.state;
    return {
      handOver: state?.handOver ?? null,
      seat: state?.seat ?? null,
      actions: state?.actions ?? 0,
      undoable: state?.undoable ?? 0,
      round: state?.view?.round ?? null,
      result: state?.result?.reason ?? null,
      busy: board.busy,
      error: board.shown?.failure.message ?? null,
      legal: (state?.legal ?? []).map((l, i) => ({
        prompt: l.prompt,
        concedes: l.concedes === true,
        from: board.placed.find((p) => p.index === i)?.places.from ?? [],
        to: board.placed.find((p) => p.index === i)?.places.to ?? [],
      })),
    };
  });
}

async function settled(page: Page): Promise<BoardState> {
  await page.waitForFunction(
    () => !(document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-playtest-board') as unknown as { busy: boolean }).busy,
    null,
    { timeout: 30000 },
  );
  return boardState(page);
}

/** Clicks a hex of the board's map with the real mouse. */
async function clickHex(page: Page, label: string): Promise<void> {
  const at = await page.evaluate((l) => {
    const view = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-playtest-board')?.shadowRoot?.querySelector('ks-map-view') as unknown as {
      screenOf(label: string): { x: number; y: number } | undefined;
      shadowRoot: ShadowRoot;
    };
    const hex = view.screenOf(l);
    const rect = view.shadowRoot.querySelector('canvas')?.getBoundingClientRect();
    if (!hex || !rect) throw new Error(`hex ${l} is not on the board`);
    return { x: rect.left + hex.x, y: rect.top + hex.y };
  }, label);
  await page.mouse.click(at.x, at.y);
}

/** A small seeded generator, so that the flow plays the same game every time. */
function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return x % n;
  };
}

describe('rules in the studio', () => {
  it('playtest Hundred Days at one screen: hand-overs, moves on the map, several turns, undo, save and load', async () => {
    const started = performance.now();
    flow = await startFlow('playtest-hundred-days');
    const { page } = flow;
    await openPanel(page, flow.server.url, 'hundred-days-campaign', 'playtest');
    const board = page.locator('ks-playtest-board');
    await board.locator('input[name="seed"]').fill('3');
    await board.locator('input[name="seed"]').dispatchEvent('change');
    await flow.shot('01-new-game');
    const loadStarted = performance.now();
    await board.locator('button[type="submit"]').click();
    await board.locator('.hand-over').waitFor();
    figures.playtestStart = `${((performance.now() - loadStarted) / 1000).toFixed(1)} s to load the rules and set up`;
    let state = await settled(page);
    expect(state).toMatchObject({ handOver: 'allied', seat: null, legal: [] });
    await flow.shot('02-hand-over-to-allied');
    await board.locator('button.take-seat').click();
    state = await settled(page);
    expect(state.seat).toBe('allied');
    await flow.shot('03-allied-sets-up');

    const pick = chooser(3);
    let handOvers = 0;
    let mapMoves = 0;
    let undone = false;
    let shots = 0;
    const seatsTaken = new Set<string>();
    for (let step = 0; step < 400 && state.result === null && (state.round ?? 0) < 3; step++) {
      if (state.handOver) {
        handOvers++;
        if (handOvers === 3) await flow.shot('05-hand-over-mid-game');
        await board.locator('button.take-seat').click();
        state = await settled(page);
        seatsTaken.add(state.seat ?? '');
        continue;
      }
      const choices = state.legal.filter((l) => !l.concedes);
      expect(choices.length).toBeGreaterThan(0);
      const choice = choices[pick(choices.length)] as BoardState['legal'][number];
      const before = state.actions;
      const from = choice.from[0];
      const to = choice.to[0];
      if (from !== undefined && to !== undefined && choice.from.length === 1) {
        // Where the action starts, then where it goes, on the map.
        await clickHex(page, from);
        await board.locator(`.actions h3:text("Actions at ${from}")`).waitFor();
        if (mapMoves === 0) await flow.shot('04-stack-selected-moves-marked');
        await clickHex(page, to);
        state = await settled(page);
        // Several actions may end there (a road move and a move across country): choose in the list.
        if (state.actions === before) {
          await board.locator('button.action', { hasText: choice.prompt }).first().click();
          state = await settled(page);
        }
        mapMoves++;
        if (!undone && state.undoable > 0 && !state.handOver) {
          // Take the move back once, and play on.
          const count = state.actions;
          const undoable = state.undoable;
          await flow.shot('06-before-undo');
          await board.locator('button.undo').click();
          state = await settled(page);
          expect(state.actions).toBe(count - undoable);
          undone = true;
          await flow.shot('07-undone');
        }
      } else {
        await board.locator('button.action', { hasText: choice.prompt }).first().click();
        state = await settled(page);
      }
      expect(state.error).toBeNull();
      if ((state.round ?? 0) >= 2 && shots === 0) {
        shots++;
        await flow.shot('08-turn-2');
      }
    }
    expect(state.round).toBeGreaterThanOrEqual(3);
    expect(seatsTaken).toEqual(new Set(['allied', 'french']));
    expect(handOvers).toBeGreaterThanOrEqual(4);
    expect(mapMoves).toBeGreaterThan(3);
    expect(undone).toBe(true);
    if (state.handOver) {
      await board.locator('button.take-seat').click();
      state = await settled(page);
    }
    await flow.shot('09-turn-3');

    // Record a test from the game: its actions become steps; the round, the units and the
    // Allied hand as the Allied player sees it become expectations.
    await board.locator('button.record').click();
    const recorder = board.locator('ks-test-recorder');
    await recorder.locator('dialog[open]').waitFor();
    await recorder.locator('input[name="name"]').fill('A playtest from seed 3 reaches round 3');
    await recorder.locator('ks-view-tree button[aria-label="Expect /round"]').click();
    await recorder.locator('ks-view-tree button[aria-label="Expect /units"]').click();
    await recorder.locator('.sources label', { hasText: "allied's view" }).click();
    await recorder.locator('ks-view-tree button[aria-label="Expect /hand"]').click();
    await recorder.locator('input[aria-label="Message of /round"]').fill('three rounds are under way');
    await flow.shot('10-record-a-test');
    await recorder.locator('button[type="submit"]').click();
    const recorded = 'mods/hundred-days-arclight/tests/a-playtest-from-seed-3-reaches-round-3.test.json';
    await waitForStatusText(page, `Recorded ${recorded}`);
    const recordedTest = JSON.parse(readFileSync(flow.file(recorded), 'utf8')) as {
      seed: number;
      scenario: string;
      steps: { role?: string; expect?: { path?: string }[] }[];
    };
    expect(recordedTest).toMatchObject({ seed: 3, scenario: 'hundred-days-campaign' });
    expect(recordedTest.steps.filter((s) => s.role !== undefined)).toHaveLength(state.actions);
    expect(recordedTest.steps.at(-1)?.expect?.map((e) => e.path)).toEqual(['/round', '/units', '/hand']);
    // The Tests panel lists it and runs it in the page's sandbox: it passes.
    await page.waitForFunction(
      (p) =>
        (document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-test-panel') as unknown as { statusOf(p: string): string } | null)?.statusOf(p) ===
        'passed',
      recorded,
      { timeout: 60000 },
    );
    await flow.shot('11-recorded-test-passes');
    // And so does the command line.
    const cli = await promisify(execFile)(
      process.execPath,
      [path.join(repo, 'tools/cli/bin/kriegsspiel.js'), 'test', flow.file(recorded), '--mods', flow.mods, '--json'],
      { cwd: repo, maxBuffer: 64 * 1024 * 1024 },
    );
    expect(JSON.parse(cli.stdout)).toMatchObject({ passed: 1, failed: 0 });
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Playtest")').click();

    // Save: the engine's SavedGame, downloaded; it replays to its hash in the command line's sandbox.
    const download = page.waitForEvent('download');
    await board.locator('button.save').click();
    const file = path.join(flow.mods, '..', 'saved.game.json');
    await (await download).saveAs(file);
    await waitForStatusText(page, 'Saved the game as hundred-days-campaign-3-');
    await flow.shot('12-saved');
    const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedGame;
    expect(saved).toMatchObject({ format: 'kriegsspiel-game/1', seed: 3 });
    expect(saved.history).toHaveLength(state.actions);
    const spec = loadScenario(ModCatalogue.read([flow.mods]), 'hundred-days-campaign');
    const host = await sandboxHost(spec.program);
    try {
      const replayed = await GameSession.load(saved, host);
      expect(replayed.length).toBe(state.actions);
    } finally {
      await host.dispose();
    }
    // Load it back through the board: the hand-over to whoever is to act, then the same game.
    await board.locator('button.new').click();
    await board.locator('input[type="file"]').setInputFiles(file);
    await board.locator('.hand-over').waitFor();
    await board.locator('button.take-seat').click();
    const loaded = await settled(page);
    expect(loaded).toMatchObject({ actions: state.actions, seat: state.seat, round: state.round, error: null });
    await flow.shot('13-loaded');
    figures.playtest = `${state.actions} actions to round ${state.round}, ${handOvers} hand-overs, ${mapMoves} moves on the map`;
    expect(flow.errors).toEqual([]);
    figures.playtestSeconds = `${((performance.now() - started) / 1000).toFixed(1)} s`;
  });

  it('balance: 200 games of Outpost in Web Workers, with a progress bar, the same numbers as `kriegsspiel simulate`', async () => {
    flow = await startFlow('balance-200-games', undefined, { fixtures: true });
    const { page } = flow;
    await openPanel(page, flow.server.url, 'outpost-skirmish', 'balance');
    const panel = page.locator('ks-balance-panel');
    await panel.locator('input[name="games"]').fill('200');
    await panel.locator('input[name="games"]').dispatchEvent('change');
    await panel.locator('input[name="seed"]').fill('1');
    await panel.locator('input[name="seed"]').dispatchEvent('change');
    await flow.shot('01-ready');
    await panel.locator('button.run').click();
    await page.waitForFunction(() => {
      const el = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-balance-panel') as unknown as { run?: { reports: unknown[] } };
      return (el.run?.reports.length ?? 0) >= 40;
    });
    expect(await panel.locator('button.cancel').isVisible()).toBe(true);
    await flow.shot('02-running-progress');
    await panel.locator('.progress-text:text("— done")').waitFor({ timeout: 120000 });
    await flow.shot('03-results');
    const run = await page.evaluate(() => {
      const el = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-balance-panel') as unknown as {
        run: { summary: Record<string, unknown>; seconds: number; reports: unknown[]; parallel: number };
      };
      return { summary: el.run.summary, seconds: el.run.seconds, games: el.run.reports.length, parallel: el.run.parallel };
    });
    expect(run.games).toBe(200);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(repo, 'tools/cli/bin/kriegsspiel.js'),
        'simulate',
        'outpost-skirmish',
        '--mods',
        'tools/cli/test-fixtures/mods',
        '--games',
        '200',
        '--seed',
        '1',
        '--json',
      ],
      { cwd: repo, maxBuffer: 64 * 1024 * 1024 },
    );
    const cli = JSON.parse(stdout) as Record<string, unknown> & { gamesPerSecond: number; workers: number };
    for (const key of ['wins', 'winRates', 'draws', 'stuck', 'unfinished', 'errors', 'meanActions', 'endings', 'fingerprint'])
      expect(run.summary[key]).toEqual(cli[key]);
    expect(await panel.locator('.same code').first().textContent()).toBe('npx kriegsspiel simulate outpost-skirmish --games 200 --seed 1');
    figures.balance = `browser ${(200 / run.seconds).toFixed(1)} games/s (${run.parallel} workers), CLI ${cli.gamesPerSecond.toFixed(1)} games/s (${cli.workers} workers)`;
    expect(flow.errors).toEqual([]);
  });

  it('hostile mods: an endless loop and a stall show clear errors on a responsive page; rules that do not parse point at their line', async () => {
    flow = await startFlow('hostile-mod', undefined, { fixtures: true });
    const { page } = flow;
    await openPanel(page, flow.server.url, 'hostile-loop', 'playtest');
    const board = page.locator('ks-playtest-board');
    await board.locator('button[type="submit"]').click();
    await board.locator('button.take-seat').click();
    await board.locator('button.action:text("Spin for ever")').click();
    // While the worker spins, the page answers: a tab switch is drawn at once.
    const responsive = await page.evaluate(async () => {
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return performance.now() - started;
    });
    expect(responsive).toBeLessThan(500);
    await board.locator('ks-rules-error').waitFor();
    let state = await settled(page);
    expect(state.error).toMatch(/^The mod (`[^`]+` )?exceeded its budget of 1000 ticks/);
    expect(await board.locator('ks-rules-error').textContent()).toBeDefined();
    await flow.shot('01-endless-loop-stopped');
    // The game goes on, on a fresh worker: Red passes and hands over to Blue.
    await board.locator('button.action:text("Pass")').click();
    state = await settled(page);
    expect(state).toMatchObject({ actions: 1, handOver: 'blue', error: null });
    await flow.shot('02-played-on');

    // A stall that the mod's limits would allow for ten minutes: the board offers Stop.
    await board.locator('button.new').click();
    await board.locator('select[name="scenario"]').selectOption('hostile-stall');
    await board.locator('button[type="submit"]').click();
    await board.locator('button.take-seat').click();
    await board.locator('button.action:text("Stall")').click();
    await board.locator('button.stop').waitFor();
    const clickAt = performance.now();
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Problems")').click();
    await page.locator('ks-studio .panel-tabs [role="tab"]:text("Playtest")').click();
    figures.responsive = `tab switch during a stall ${Math.round(performance.now() - clickAt)} ms`;
    await flow.shot('03-stall-offers-stop');
    await board.locator('button.stop').click();
    state = await settled(page);
    expect(state.error).toMatch(/^The mod (`[^`]+` )?was stopped before it answered; its worker was terminated$/);
    await flow.shot('04-stall-stopped');

    // Rules that do not parse: the error names the file and line, and choosing it opens the code there.
    const tower = flow.file('mods-2/hostile-throw/src/tower.ts');
    writeFileSync(tower, readFileSync(tower, 'utf8').replace('return height;', 'return height +;'));
    await board.locator('button.new').click();
    await board.locator('select[name="scenario"]').selectOption('hostile-throw');
    await board.locator('button[type="submit"]').click();
    const link = board.locator('ks-rules-error button.source');
    await link.waitFor();
    expect(await link.textContent()).toMatch(/^mods-2\/hostile-throw\/src\/tower\.ts:4:\d+$/);
    // Instead of failing on start, the scenario opens in free play, saying why.
    expect(await board.locator('.free-play').textContent()).toContain('Its rules did not load: mods-2/hostile-throw/src/tower.ts:4:');
    await flow.shot('05-rules-do-not-parse');
    await link.click();
    await waitForStatusText(page, 'mods-2/hostile-throw/src/tower.ts:4:');
    const opened = await page.evaluate(async () => {
      const code = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-code-editor') as unknown as {
        path: string;
        ready: Promise<void>;
        editor?: { getPosition(): { lineNumber: number } | null };
      };
      await code.ready;
      return { path: code.path, line: code.editor?.getPosition()?.lineNumber };
    });
    expect(opened).toEqual({ path: 'mods-2/hostile-throw/src/tower.ts', line: 4 });
    await flow.shot('06-line-opened-in-the-code-editor');
    expect(flow.errors.filter((e) => !e.includes('422'))).toEqual([]);
  });

  it('reports its figures', () => {
    console.log(
      `rules e2e figures: ${Object.entries(figures)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ')}`,
    );
  });
});

async function waitForStatusText(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (t) => (document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-status-bar')?.shadowRoot?.textContent ?? '').includes(t),
    text,
    { timeout: 15000 },
  );
  expect(await statusText(page)).toContain(text);
}
