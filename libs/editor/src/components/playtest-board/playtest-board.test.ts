import { afterEach, describe, expect, it } from 'vitest';
import { deriveSeed, GameSession, ismctsBot } from '@kriegsspiel/engine';
import { facingAngle, piecesAt, placeOnBoard } from '@kriegsspiel/editor-core';
import { createRandom, seedState } from '@kriegsspiel/rules-sdk';
import { createGrid, directionBetween } from '@kriegsspiel/hex';
import { browserSandboxHost } from '@kriegsspiel/sandbox/browser';
import './playtest-board';
import { mount, shadow } from '../../test-support/dom';
import { cliTest, fixtureGame, fixtureGames } from '../../test-support/rules';
import { demoGames, demoHostFactory } from '../../test-support/demo-game';
import { MemoryWorkspace } from '../../test-support/memory-workspace';
import { GameLoadError, type GameSource } from '../../rules/game-source';
import type { KsTestRecordEvent } from '../../events';
import type { KsTestRecorder } from '../test-recorder/test-recorder';
import type { KsPlaytestBoard } from './playtest-board';
import type { KsMapView } from '../map-view/map-view';

afterEach(() => document.body.replaceChildren());

const scenarios = [
  { id: 'outpost-skirmish', name: 'Skirmish at the outpost', players: ['red', 'blue'] },
  { id: 'hostile-loop', name: 'A game that never ends a move', players: ['red', 'blue'] },
  { id: 'hostile-stall', name: 'A game that stalls', players: ['red', 'blue'] },
  { id: 'hostile-throw', name: 'A tower that falls', players: ['red', 'blue'] },
  { id: 'sealed-orders', name: 'Sealed orders', players: ['north', 'south'] },
];

async function board(props: Partial<KsPlaytestBoard> = {}): Promise<KsPlaytestBoard> {
  const el = await mount('ks-playtest-board', { games: fixtureGames(), scenarios, scenario: 'outpost-skirmish', seed: 3, ...props });
  el.style.height = '600px';
  return el;
}

const $ = <T extends Element>(el: KsPlaytestBoard, selector: string) => shadow(el).querySelector(selector) as T | null;
const buttons = (el: KsPlaytestBoard, selector = 'button.action') => [...shadow(el).querySelectorAll(selector)] as HTMLButtonElement[];

/** Clicks a hex of the board's map as a mouse would: down and up on the map's canvas. */
async function clickHex(el: KsPlaytestBoard, label: string): Promise<void> {
  const view = $<KsMapView>(el, 'ks-map-view') as KsMapView;
  await view.updateComplete;
  view.renderNow();
  const at = view.screenOf(label);
  const canvas = view.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
  const rect = canvas.getBoundingClientRect();
  if (!at) throw new Error(`hex ${label} is not on the board`);
  for (const type of ['pointerdown', 'pointerup']) {
    canvas.dispatchEvent(
      new PointerEvent(type, {
        clientX: rect.left + at.x,
        clientY: rect.top + at.y,
        button: 0,
        buttons: type === 'pointerdown' ? 1 : 0,
        bubbles: true,
        composed: true,
        pointerId: 1,
        isPrimary: true,
      }),
    );
  }
  await el.updateComplete;
}

/** Waits until the board has nothing running. */
async function settled(el: KsPlaytestBoard): Promise<void> {
  await expect.poll(() => (el as unknown as { busy: boolean }).busy, { timeout: 15000 }).toBe(false);
  await el.updateComplete;
}

describe('ks-playtest-board', () => {
  it('hot-seat: hands the screen over, then marks the seat’s moves on the map and plays the one clicked', async () => {
    const el = await board();
    expect($(el, 'form.setup')).not.toBeNull();
    await el.start();
    await el.updateComplete;
    // Red is to act, but nothing is shown until Red sits down.
    expect($(el, '.hand-over h2')?.textContent).toBe('Hand over to Red');
    expect(buttons(el)).toEqual([]);
    expect(shadow(el).querySelectorAll('.log li')).toHaveLength(0);
    $<HTMLButtonElement>(el, 'button.take-seat')?.click();
    await settled(el);
    expect($(el, '.turn')?.textContent).toContain('You are Red. Your turn.');
    expect(buttons(el).map((b) => b.textContent)).toContain('Pass');
    // Red's own units are drawn; Blue's are face down.
    const counters = ($<KsMapView>(el, 'ks-map-view') as KsMapView).counters;
    expect(counters.find((s) => s.label === '0102')?.counters[0]).toMatchObject({ id: 'red-1', faceDown: false });
    expect(counters.find((s) => s.label === '0502')?.counters[0]).toMatchObject({ faceDown: true });

    // Pick the grenadiers at 0102, then where to go.
    await clickHex(el, '0102');
    expect($(el, '.actions h3')?.textContent).toContain('Actions at 0102');
    const moves = buttons(el).map((b) => b.textContent);
    expect(moves.every((m) => m?.includes('red-1'))).toBe(true);
    const target = /Move red-1 from 0102 to (\d{4})/.exec(moves.find((m) => m?.startsWith('Move')) ?? '')?.[1] as string;
    await clickHex(el, target);
    await settled(el);
    expect(el.state?.actions).toBe(1);
    expect($(el, '.hand-over h2')?.textContent).toBe('Hand over to Blue');
    $<HTMLButtonElement>(el, 'button.take-seat')?.click();
    await settled(el);
    expect($(el, '.turn')?.textContent).toContain('You are Blue. Your turn.');
    // Blue reads the public line of the log, not Red's own.
    const log = [...shadow(el).querySelectorAll('.log li')].map((li) => li.textContent);
    expect(log).toContain(`red moves a unit from 0102 to ${target}`);
    expect(log.some((l) => l?.includes('grenadiers'))).toBe(false);
  });

  it('moves the marks of the legal actions with the map during a zoom, and draws them again when it rests', async () => {
    const el = await board({ mode: 'bot', role: 'red' });
    await el.start();
    await settled(el);
    await clickHex(el, '0102');
    const view = $<KsMapView>(el, 'ks-map-view') as KsMapView;
    const canvas = view.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
    const marks = $<HTMLCanvasElement>(el, 'canvas.marks') as HTMLCanvasElement;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    await frame();
    const box = (view.shadowRoot?.querySelector('.surface') as HTMLElement).getBoundingClientRect();
    canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: -200, clientX: box.left + 200, clientY: box.top + 150, bubbles: true, cancelable: true }));
    await frame();
    // The map moved its last picture; the marks moved the same way, not left where they were.
    expect(canvas.style.transform).toMatch(/^translate\(.+\) scale\(1\.\d+\)$/);
    expect(marks.style.transform).toBe(canvas.style.transform);
    await new Promise((r) => setTimeout(r, 250));
    await frame();
    await frame();
    expect(canvas.style.transform).toBe('');
    expect(marks.style.transform).toBe('');
  });

  it('undoes a move, and saves a game that loads back to the same state', async () => {
    const el = await board({ mode: 'bot', role: 'red' });
    await el.start();
    await settled(el);
    expect(el.state?.seat).toBe('red');
    const move = el.state?.legal.find((l) => l.prompt.startsWith('Move')) ?? el.state?.legal[0];
    buttons(el)
      .find((b) => b.textContent === move?.prompt)
      ?.click();
    await settled(el);
    // The bot answered at once.
    expect(el.state?.actions).toBe(2);
    expect($<HTMLButtonElement>(el, 'button.undo')?.disabled).toBe(false);
    $<HTMLButtonElement>(el, 'button.undo')?.click();
    await settled(el);
    expect(el.state?.actions).toBe(0);
    buttons(el)
      .find((b) => b.textContent === 'Pass')
      ?.click();
    await settled(el);
    $<HTMLButtonElement>(el, 'button.save')?.click();
    await settled(el);
    const saved = el.lastSaved;
    expect(saved).toMatchObject({ format: 'kriegsspiel-game/1', seed: 3, history: [{ role: 'red', action: { type: 'pass' } }, { role: 'blue' }] });
    // The engine replays it to the saved hash, in another sandbox.
    const game = await fixtureGame('outpost-skirmish');
    const host = await browserSandboxHost(game);
    try {
      const again = await GameSession.load(structuredClone(saved) as NonNullable<typeof saved>, host);
      expect(again.length).toBe(2);
    } finally {
      await host.dispose();
    }
    // And the board loads it.
    await el.newGame();
    await el.load(structuredClone(saved) as NonNullable<typeof saved>);
    await settled(el);
    expect(el.state).toMatchObject({ seat: 'red', actions: 2, toAct: 'red' });
  });

  it('plays against the bot chosen by name, with its budget: the ISMCTS bot searches in the game’s sandbox', async () => {
    const el = await board({ mode: 'bot', role: 'red' });
    // Random until chosen otherwise: no budget to set.
    const kind = $<HTMLSelectElement>(el, 'select[name="bot-blue"]') as HTMLSelectElement;
    expect(kind.value).toBe('random');
    expect($(el, 'input[name="bot-iterations-blue"]')).toBeNull();
    expect($(el, 'select[name="bot-red"]')).toBeNull();
    kind.value = 'ismcts';
    kind.dispatchEvent(new Event('change'));
    await el.updateComplete;
    const budget = $<HTMLInputElement>(el, 'input[name="bot-iterations-blue"]') as HTMLInputElement;
    expect(budget.value).toBe('8');
    budget.value = '12';
    budget.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.bots).toEqual({ blue: 'ismcts:12' });

    await el.start();
    await settled(el);
    expect($(el, '.meta')?.textContent).toContain('against the ismcts bot, 12 iterations');
    buttons(el)
      .find((b) => b.textContent === 'Pass')
      ?.click();
    await settled(el);
    expect(el.state?.actions).toBe(2);
    const answer = el.playtest?.session.actions[1];
    expect(answer?.role).toBe('blue');
    // The very answer of `kriegsspiel play --bots human,ismcts:12`: bot 1 is seeded from the game's seed and 1.
    const game = await fixtureGame('outpost-skirmish');
    const host = await browserSandboxHost(game);
    try {
      const session = await GameSession.create({ host, bundle: game.bundle, seed: 3 });
      await session.apply('red', { type: 'pass' });
      const chosen = await ismctsBot(deriveSeed(3, 1), 12).chooseIn?.(session, 'blue', await session.legalActions('blue'));
      expect(answer?.action).toEqual(chosen?.action);
    } finally {
      await host.dispose();
    }
  });

  it('shows a rules error at the mod’s file and line, and the game goes on', async () => {
    const el = await board({ scenario: 'hostile-throw', mode: 'bot', role: 'red' });
    await el.start();
    await settled(el);
    buttons(el)
      .find((b) => b.textContent === 'Roll through the tower')
      ?.click();
    await settled(el);
    const error = $(el, 'ks-rules-error') as HTMLElementTagNameMap['ks-rules-error'];
    expect(error.failure).toMatchObject({ code: 'rules-error', location: { file: 'mods-2/hostile-throw/src/tower.ts', line: 3 } });
    expect(error.context).toBe('while applying “Roll through the tower”');
    expect(error.note).toBe('The game is back where it was before.');
    // The tower has no picture: the board says so and lists the view.
    expect($(el, '.no-picture')?.textContent).toContain('This ruleset draws nothing yet');
    expect($<HTMLDetailsElement>(el, 'details.view')?.open).toBe(true);
    buttons(el)
      .find((b) => b.textContent === 'Pass')
      ?.click();
    await settled(el);
    expect(el.state?.actions).toBe(2);
    expect($(el, 'ks-rules-error')).toBeNull();
  });

  it('an endless loop ends as an error, on a fresh worker, with the page responsive throughout', async () => {
    const el = await board({ scenario: 'hostile-loop', mode: 'bot', role: 'red' });
    await el.start();
    await settled(el);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    buttons(el)
      .find((b) => b.textContent === 'Spin for ever')
      ?.click();
    await settled(el);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan((performance.now() - started) / 40);
    const error = $(el, 'ks-rules-error') as HTMLElementTagNameMap['ks-rules-error'];
    expect(error.failure).toMatchObject({ code: 'timeout', reason: 'budget' });
    expect(error.note).toContain('The rules’ worker was stopped and a fresh one took its place.');
  });

  it('offers to stop rules that think too long, and stops them', async () => {
    const el = await board({ scenario: 'hostile-stall', mode: 'bot', role: 'red' });
    await el.start();
    await settled(el);
    buttons(el)
      .find((b) => b.textContent === 'Stall')
      ?.click();
    await expect.poll(() => $(el, 'button.stop'), { timeout: 5000 }).not.toBeNull();
    $<HTMLButtonElement>(el, 'button.stop')?.click();
    await settled(el);
    expect(($(el, 'ks-rules-error') as HTMLElementTagNameMap['ks-rules-error']).failure).toMatchObject({ code: 'timeout', reason: 'stopped' });
    buttons(el)
      .find((b) => b.textContent === 'Pass')
      ?.click();
    await settled(el);
    expect(el.state?.actions).toBe(2);
  });

  it('opens a scenario whose rules are not written in free play: pieces moved by hand, dice, undo and a log', async () => {
    const unwritten = { id: 'unwritten-skirmish', name: 'A skirmish without rules', players: ['red', 'blue'], noRules: true as const };
    const el = await board({ scenario: unwritten.id, scenarios: [...scenarios, unwritten] });
    expect($(el, `option[value="${unwritten.id}"]`)?.textContent).toContain('no rules yet: free play');
    expect($(el, 'button[type="submit"]')?.textContent).toContain('Start free play');
    await el.start();
    await el.updateComplete;
    expect($(el, 'ks-rules-error')).toBeNull();
    expect($(el, '.free-play')?.textContent).toContain('Free play: no rules are checked.');
    const stackAt = (label: string) => ($<KsMapView>(el, 'ks-map-view') as KsMapView).counters.find((s) => s.label === label)?.counters.map((c) => c.id);
    expect(stackAt('0102')).toEqual(['red-1', 'red-3']);

    // The top piece of a stack is taken; another of the stack can be chosen; a click elsewhere moves it.
    await clickHex(el, '0102');
    const pieces = buttons(el, 'button.piece');
    expect(pieces.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Red grenadiers', 'false'],
      ['Red militia', 'true'],
    ]);
    await clickHex(el, '0203');
    expect(stackAt('0203')).toEqual(['red-3']);
    expect(stackAt('0102')).toEqual(['red-1']);
    const log = () => [...shadow(el).querySelectorAll('.log li')].map((li) => li.textContent);
    expect(log().at(-1)).toBe('Moved Red militia from 0102 to 0203');

    // Dice come from the engine's generator, seeded with the board's seed.
    const expected = createRandom(seedState(3)).dice(2, 6);
    $<HTMLButtonElement>(el, 'button.roll[data-dice="2d6"]')?.click();
    await el.updateComplete;
    expect(log().at(-1)).toBe(`Rolled 2d6: ${expected.join(' + ')} = ${expected.reduce((a, b) => a + b, 0)}`);

    $<HTMLButtonElement>(el, 'button.undo')?.click();
    await el.updateComplete;
    expect(log().at(-1)).toBe('Moved Red militia from 0102 to 0203');
    $<HTMLButtonElement>(el, 'button.undo')?.click();
    await el.updateComplete;
    expect(stackAt('0102')).toEqual(['red-1', 'red-3']);
    expect($<HTMLButtonElement>(el, 'button.undo')?.disabled).toBe(true);
    $<HTMLButtonElement>(el, 'button.redo')?.click();
    await el.updateComplete;
    expect(stackAt('0203')).toEqual(['red-3']);
  });

  it('draws cards, drags a piece, saves free play to the workspace and loads it back', async () => {
    const unwritten = {
      id: 'unwritten-skirmish',
      name: 'A skirmish without rules',
      players: ['red', 'blue'],
      noRules: true as const,
      folder: 'mods/rules-to-come',
    };
    const files = new MemoryWorkspace([]);
    const el = await board({ scenario: unwritten.id, scenarios: [...scenarios, unwritten], files, seed: 4 });
    await el.start();
    await el.updateComplete;
    const log = () => [...shadow(el).querySelectorAll('.log li')].map((li) => li.textContent);
    const click = async (selector: string) => {
      $<HTMLButtonElement>(el, selector)?.click();
      await el.updateComplete;
    };

    // The deck, shuffled with the game's generator, and a card drawn to a hand: both hands are shown.
    await click('.deck button.shuffle');
    const order = createRandom(seedState(4)).shuffle(['forced-march#1', 'forced-march#2', 'ambush', 'rain', 'supply']);
    await click('.deck button.draw[data-to="blue"]');
    expect(log().at(-1)).toMatch(/^Drew .+ from Fortunes of war to Blue player’s hand$/);
    expect([...shadow(el).querySelectorAll('.hand[data-player="blue"] li')].map((li) => li.getAttribute('data-card'))).toEqual([order[0]]);
    expect($(el, '.hand[data-player="red"]')).not.toBeNull();
    expect($(el, '.cards .hint')?.textContent).toContain('hides nothing');

    // A drag from one hex to another moves the top piece, as one step to undo.
    const view = $<KsMapView>(el, 'ks-map-view') as KsMapView;
    view.renderNow();
    const canvas = view.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
    const rect = canvas.getBoundingClientRect();
    const point = (label: string) => {
      const at = view.screenOf(label);
      if (!at) throw new Error(`hex ${label} is not on the board`);
      return { clientX: rect.left + at.x, clientY: rect.top + at.y };
    };
    const pointer = { bubbles: true, composed: true, pointerId: 1, isPrimary: true, button: 0 };
    canvas.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, ...point('0503'), buttons: 1 }));
    window.dispatchEvent(new PointerEvent('pointermove', { ...pointer, ...point('0403'), buttons: 1 }));
    await el.updateComplete;
    expect($(el, '.drag-ghost')?.textContent).toBe('Blue militia');
    window.dispatchEvent(new PointerEvent('pointerup', { ...pointer, ...point('0303'), buttons: 0 }));
    await el.updateComplete;
    const stackAt = (label: string) => view.counters.find((s) => s.label === label)?.counters.map((c) => c.id);
    expect(stackAt('0303')).toEqual(['blue-3']);
    expect(stackAt('0503')).toEqual(['blue-2']);
    expect(log().at(-1)).toBe('Moved Blue militia from 0503 to 0303');
    expect($(el, '.drag-ghost')).toBeNull();
    const position = el.free?.present;

    // Saved to the scenario's mod folder; a second game of the same seed does not overwrite it unasked.
    await el.freeSave();
    const path = 'mods/rules-to-come/saves/unwritten-skirmish-seed-4.free-play.json';
    expect(JSON.parse(files.files.get(path)?.text ?? '{}')).toEqual({
      format: 'kriegsspiel-free-play/1',
      scenario: 'unwritten-skirmish',
      seed: 4,
      state: position,
    });
    await el.newGame();
    el.seed = 4;
    await el.start();
    await el.updateComplete;
    await el.freeSave();
    await el.updateComplete;
    expect($(el, '.conflict')?.textContent).toContain(path);
    expect(JSON.parse(files.files.get(path)?.text ?? '{}').state).toEqual(position);
    await click('.conflict button.keep');
    expect($(el, '.conflict')).toBeNull();

    // Loaded back: the same position, log and generator, nothing to undo.
    await el.newGame();
    await el.updateComplete;
    await click('button.load-free');
    await el.updateComplete;
    expect(buttons(el, 'button.free-save').map((b) => b.textContent?.trim())).toEqual([path]);
    await el.loadFreePlay(path);
    await el.updateComplete;
    expect(el.free?.present).toEqual(position);
    expect(el.seed).toBe(4);
    expect(stackAt('0303')).toEqual(['blue-3']);
    expect($<HTMLButtonElement>(el, 'button.undo')?.disabled).toBe(true);
    await click('button.roll[data-dice="d6"]');
    const random = createRandom(seedState(4));
    random.shuffle([1, 2, 3, 4, 5]);
    expect(log().at(-1)).toBe(`Rolled d6: ${random.die(6)}`);
  });

  it('drags a piece from one area to another in free play, and shows both decks of the scenario', async () => {
    const unwritten: GameSource = {
      game: async (request) => {
        const { bundle } = await demoGames.game(request);
        throw new GameLoadError({ code: 'load-error', message: 'the rules are not written yet' }, bundle);
      },
    };
    const quatreBras = { id: 'napoleons-eagles-quatre-bras', name: 'Quatre Bras', players: ['french', 'coalition'], noRules: true as const };
    const el = await board({ games: unwritten, scenarios: [quatreBras], scenario: quatreBras.id });
    await el.start();
    await el.updateComplete;
    expect([...shadow(el).querySelectorAll('.deck')].map((d) => d.getAttribute('data-deck'))).toEqual(['french-playing-cards', 'coalition-playing-cards']);
    const state = el.free?.present as NonNullable<typeof el.free>['present'];
    const from = placeOnBoard((state.pieces.at(-1) as (typeof state.pieces)[number]).at);
    const top = piecesAt(state, from).at(-1);
    const areas = [...shadow(el).querySelectorAll('svg.area-board [data-area]')];
    const target = areas.find((a) => a.getAttribute('data-area') !== from && piecesAt(state, a.getAttribute('data-area') ?? '').length === 0) as SVGGElement;
    const to = target.getAttribute('data-area') as string;
    const centre = (g: Element) => {
      const r = (g.querySelector('rect.body') as SVGRectElement).getBoundingClientRect();
      return { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
    };
    const pointer = { bubbles: true, composed: true, pointerId: 1, isPrimary: true, button: 0 };
    const source = shadow(el).querySelector(`svg.area-board [data-area="${from}"] rect.body`) as SVGRectElement;
    source.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, ...centre(source.parentElement as Element), buttons: 1 }));
    window.dispatchEvent(new PointerEvent('pointermove', { ...pointer, ...centre(target), buttons: 1 }));
    await el.updateComplete;
    expect($(el, '.drag-ghost')?.textContent).toBe(top?.name);
    expect(target.classList.contains('selected')).toBe(true);
    window.dispatchEvent(new PointerEvent('pointerup', { ...pointer, ...centre(target), buttons: 0 }));
    await el.updateComplete;
    expect(el.free?.present.pieces.find((p) => p.id === top?.id)?.at).toEqual({ area: to });
    expect(el.free?.past).toHaveLength(1);
    expect([...shadow(el).querySelectorAll('.log li')].at(-1)?.textContent).toBe(`Moved ${top?.name} from ${from} to ${to}`);
  });

  it('says which saved free-play file is broken, and where', async () => {
    const files = new MemoryWorkspace([{ path: 'mods/rules-to-come/saves/bad.free-play.json', text: '{"format": "kriegsspiel-free-play/1", "scenario": 7}' }]);
    const el = await board({ files });
    await el.loadFreePlay('mods/rules-to-come/saves/bad.free-play.json');
    await el.updateComplete;
    const shown = $(el, 'ks-rules-error') as HTMLElementTagNameMap['ks-rules-error'];
    expect(shown.failure?.message).toBe('mods/rules-to-come/saves/bad.free-play.json at /scenario: expected a non-empty string');
    expect(el.free).toBeUndefined();
  });

  it('says why a scenario cannot be played', async () => {
    const el = await board({ scenario: 'nowhere', scenarios: [...scenarios, { id: 'nowhere', name: 'Nowhere', players: [] }] });
    await el.start();
    await el.updateComplete;
    expect(($(el, 'ks-rules-error') as HTMLElementTagNameMap['ks-rules-error']).failure?.code).toBe('not-found');
    expect($(el, 'form.setup')).not.toBeNull();
  });

  it('records a test from the game with its house rule, and `kriegsspiel test` passes it', async () => {
    const games = fixtureGames();
    const el = await board({
      games,
      mode: 'bot',
      role: 'red',
      houseRuleChoices: [{ id: 'outpost-elan', name: 'Élan' }],
      testDestinations: [{ folder: 'mods-2/outpost', label: 'Outpost', taken: [] }],
    });
    $<HTMLInputElement>(el, 'input[name="house-rule"]')?.click();
    await el.updateComplete;
    expect(el.houseRules).toEqual(['outpost-elan']);
    await el.start();
    await settled(el);
    expect(games.requests.at(-1)).toEqual({ scenario: 'outpost-skirmish', houseRules: ['outpost-elan'] });
    for (let i = 0; i < 2; i++) {
      buttons(el)
        .find((b) => b.textContent?.startsWith('Move'))
        ?.click();
      await settled(el);
    }
    expect(el.state?.actions).toBeGreaterThanOrEqual(2);
    $<HTMLButtonElement>(el, 'button.record')?.click();
    await settled(el);
    const recorder = $<KsTestRecorder>(el, 'ks-test-recorder') as KsTestRecorder;
    await recorder.updateComplete;
    expect(recorder.shadowRoot?.querySelector('dialog')?.open).toBe(true);
    // Expect the whole state as it is: the strictest check there is.
    const tree = recorder.shadowRoot?.querySelector('ks-view-tree') as HTMLElement;
    (tree.shadowRoot?.querySelector('button[aria-label="Expect state"]') as HTMLButtonElement).click();
    await recorder.updateComplete;
    let written: KsTestRecordEvent | undefined;
    el.addEventListener('ks-test-record', (e) => {
      written = e;
      e.waitUntil(Promise.resolve());
    });
    expect(await recorder.save()).toBe(true);
    const event = written as unknown as KsTestRecordEvent;
    expect(event.path).toMatch(/^mods-2\/outpost\/tests\/outpost-skirmish-\d+-actions-from-seed-3\.test\.json$/);
    const test = JSON.parse(event.text) as { mods: unknown; seed: number; steps: { role?: string }[] };
    expect(test).toMatchObject({ mods: [{ mod: 'outpost-elan' }], seed: 3 });
    expect(test.steps.filter((s) => s.role !== undefined)).toHaveLength(el.state?.actions ?? -1);

    const run = await cliTest(event.text);
    expect(run).toMatchObject({ passed: 1, failed: 0 });
    // One action fewer reaches another position, and the test says so at its expectation.
    const shorter = JSON.parse(event.text) as { steps: unknown[] };
    shorter.steps.splice(shorter.steps.length - 2, 1);
    const failed = await cliTest(JSON.stringify(shorter));
    expect(failed.failed).toBe(1);
    expect(failed.tests[0]?.failures[0]?.pointer).toBe(`/steps/${shorter.steps.length - 1}/expect/0`);
    // It runs `kriegsspiel test` twice as processes of its own: slow while npm test loads both cores.
  }, 60_000);

  it('draws an area map from the picture: stacks in their areas, the enemy face down, moves marked and played on the areas', async () => {
    const el = await board({
      games: demoGames,
      hostFactory: demoHostFactory,
      scenarios: [{ id: 'napoleons-eagles-quatre-bras', name: 'Quatre Bras', players: ['french', 'coalition'] }],
      scenario: 'napoleons-eagles-quatre-bras',
      mode: 'bot',
      role: 'french',
    });
    await el.start();
    await settled(el);
    expect($(el, 'ks-map-view')).toBeNull();
    const area = (id: string) => $<SVGGElement>(el, `svg.area-board [data-area="${id}"]`) as SVGGElement;
    const counters = (id: string) => [...area(id).querySelectorAll('.counter')];
    expect(counters('fr-west-reserve').map((c) => c.getAttribute('data-counter'))).toEqual(['fr-ney', 'fr-ii-5-9-div', 'fr-guard-cavalry']);
    expect(counters('co-allied-reserve').map((c) => c.classList.contains('face-down'))).toEqual([true, true]);
    expect(area('co-allied-reserve').getAttribute('aria-label')).toContain('2 pieces: ');
    expect(area('co-allied-reserve').getAttribute('aria-label')).not.toContain('al-prince-william');
    // The areas where the French moves start are marked; picking one marks where they go.
    expect(area('fr-west-reserve').classList.contains('start')).toBe(true);
    area('fr-west-reserve').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(area('fr-west-reserve').classList.contains('selected')).toBe(true);
    expect(area('fr-wing-a').classList.contains('end')).toBe(true);
    expect($(el, '.actions h3')?.textContent).toContain('Actions at fr-west-reserve');
    area('fr-wing-a').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    // Three pieces could go there: the board lists their moves to choose from.
    const moves = buttons(el).map((b) => b.textContent);
    expect(moves).toEqual([
      'Move fr-ney from fr-west-reserve to fr-wing-a',
      'Move fr-ii-5-9-div from fr-west-reserve to fr-wing-a',
      'Move fr-guard-cavalry from fr-west-reserve to fr-wing-a',
    ]);
    buttons(el)[0]?.click();
    await settled(el);
    expect(counters('fr-wing-a').map((c) => c.getAttribute('data-counter'))).toEqual(['fr-ney']);
    // The tracks of the picture: two actions played (the French and the Coalition's bot).
    expect($(el, '.track[data-track="Actions"] li.current')?.textContent).toBe('2');
    expect($(el, '.track[data-track="To act"] li.current')?.textContent).toBe('french');
    expect([...shadow(el).querySelectorAll('svg.area-board .marker text')].map((t) => t.textContent)).toEqual(['Moved']);
  });

  it('draws each piece facing the hexside its picture names, and turns it as it moves', async () => {
    const el = await board({
      games: demoGames,
      hostFactory: demoHostFactory,
      scenarios: [{ id: 'hundred-days-campaign', name: 'Hundred Days', players: ['allied', 'french'] }],
      scenario: 'hundred-days-campaign',
      mode: 'bot',
      role: 'french',
    });
    await el.start();
    await settled(el);
    const view = () => $<KsMapView>(el, 'ks-map-view') as KsMapView;
    const own = () => view().counters.flatMap((s) => s.counters.filter((c) => !c.faceDown).map((c) => ({ ...c, hex: s.label })));
    // The French (second to play) face direction 5, south on this flat-topped map.
    expect(own().length).toBeGreaterThan(0);
    for (const c of own()) expect(c.facing).toBeCloseTo(facingAngle('flat', 5));
    expect(facingAngle('flat', 5)).toBeCloseTo(Math.PI / 2);
    // The enemy's pieces are face down: no id of theirs is drawn, and they still show which way they face.
    const enemy = view().counters.flatMap((s) => s.counters.filter((c) => c.faceDown));
    expect(enemy.length).toBeGreaterThan(0);
    expect(enemy.every((c) => c.name.endsWith('piece, face down') && c.facing !== undefined)).toBe(true);
    const move = el.state?.legal.find((l) => (l.action as { type: string }).type === 'move')?.action as { unit: string; from: string; to: string };
    const play = el.state?.legal.find((l) => l.action === move);
    await el.play(play as NonNullable<typeof play>);
    await settled(el);
    const grid = createGrid(el.game?.bundle.map.grid as NonNullable<NonNullable<typeof el.game>['bundle']['map']['grid']>);
    const [from, to] = [grid.labelToHex(move.from), grid.labelToHex(move.to)];
    const d = from.ok && to.ok ? directionBetween(from.hex, to.hex) : undefined;
    expect(d).toBeDefined();
    expect(own().find((c) => c.id === move.unit)).toMatchObject({ hex: move.to, facing: facingAngle('flat', d as 0) });
  });

  it('colours the highlights by their note and lists what each colour means', async () => {
    const el = await board({
      games: demoGames,
      hostFactory: demoHostFactory,
      scenarios: [{ id: 'hundred-days-campaign', name: 'Hundred Days', players: ['allied', 'french'] }],
      scenario: 'hundred-days-campaign',
      mode: 'bot',
      role: 'french',
    });
    await el.start();
    await settled(el);
    // The Allied bot has moved: its hex and the hexes around it are highlighted for two reasons.
    const last = el.state?.picture?.highlights?.find((h) => h.note === 'Last move')?.at as { hex: string };
    expect(last).toBeDefined();
    const lines = [...shadow(el).querySelectorAll('.legend li')].map((li) => ({
      note: li.getAttribute('data-note'),
      colour: li.getAttribute('data-colour'),
      text: li.textContent?.replace(/\s+/g, ' ').trim(),
    }));
    expect(lines.filter((l) => l.note !== null).map((l) => l.note)).toEqual(['Last move', 'Next to the last move']);
    // The seat's own pieces, all face down to the enemy in the demo, are explained by a line of their own.
    const own = (el.state?.picture?.pieces ?? []).filter((p) => !p.faceDown).length;
    expect(own).toBeGreaterThan(0);
    expect(lines.at(-1)?.text).toBe(`Corner turned down: face down to the enemy ${own} pieces`);
    expect(lines[0]?.text).toBe('Last move 1 hex');
    expect(lines[0]?.colour).not.toBe(lines[1]?.colour);
    // The marks canvas fills the last move's hex in its legend colour.
    const view = $<KsMapView>(el, 'ks-map-view') as KsMapView;
    await view.updateComplete;
    const rect = view.getBoundingClientRect();
    view.zoomBy(6, view.screenOf(last.hex));
    const before = view.screenOf(last.hex) as { x: number; y: number };
    view.panBy(rect.width / 2 - before.x, rect.height / 2 - before.y);
    view.renderNow();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const centre = view.screenOf(last.hex) as { x: number; y: number };
    // Below the centre, clear of the “Moved” marker's tag at the top of the hex.
    const next = el.state?.picture?.highlights?.find((h) => h.note === 'Next to the last move')?.at as { hex: string };
    const step = view.screenOf(next.hex) as { x: number; y: number };
    const at = { x: centre.x, y: centre.y + 0.35 * Math.hypot(step.x - centre.x, step.y - centre.y) };
    const canvas = $<HTMLCanvasElement>(el, 'canvas.marks') as HTMLCanvasElement;
    const dpr = window.devicePixelRatio || 1;
    const [r, g, b, a] = canvas.getContext('2d')?.getImageData(Math.round(at.x * dpr), Math.round(at.y * dpr), 1, 1).data ?? [];
    const want = Number.parseInt((lines[0]?.colour ?? '#000000').slice(1), 16);
    expect(a).toBeGreaterThan(0);
    expect(Math.abs((r ?? 0) - ((want >> 16) & 255))).toBeLessThan(40);
    expect(Math.abs((g ?? 0) - ((want >> 8) & 255))).toBeLessThan(40);
    expect(Math.abs((b ?? 0) - (want & 255))).toBeLessThan(40);
  });

  it('simultaneous hidden choices at one screen: says both choose at once, hands over, and the second person sees nothing of the first’s order before the reveal', async () => {
    const el = await board({ scenario: 'sealed-orders' });
    await el.start();
    await settled(el);
    expect(el.state?.active).toEqual(['north', 'south']);
    expect($(el, '.hand-over h2')?.textContent).toBe('Hand over to North');
    expect($(el, '.hand-over .at-once')?.textContent).toContain('North and South choose at once — North’s turn at the screen');
    $<HTMLButtonElement>(el, 'button.take-seat')?.click();
    await settled(el);
    expect($(el, '.turn')?.textContent).toContain('You are North. North and South choose at once — your turn at the screen.');
    buttons(el)
      .find((b) => b.textContent === 'Seal the order: feint')
      ?.click();
    await settled(el);
    // North's order is sealed: the screen goes to South, showing nothing of either side.
    expect(el.state?.actions).toBe(1);
    expect($(el, '.hand-over h2')?.textContent).toBe('Hand over to South');
    expect(shadow(el).querySelectorAll('.log li')).toHaveLength(0);
    $<HTMLButtonElement>(el, 'button.take-seat')?.click();
    await settled(el);
    expect($(el, '.turn')?.textContent).toContain('You are South. Your turn.');
    const southLog = [...shadow(el).querySelectorAll('.log li')].map((li) => li.textContent ?? '');
    expect(southLog).toContain('north seals an order');
    expect(southLog.join('\n')).not.toContain('feint');
    const tree = $(el, 'ks-view-tree') as HTMLElement;
    await (tree as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(tree.shadowRoot?.textContent).toContain('waitingFor');
    expect(tree.shadowRoot?.textContent).not.toContain('feint');
    expect(JSON.stringify(el.state?.view)).not.toContain('feint');
    buttons(el)
      .find((b) => b.textContent === 'Seal the order: hold')
      ?.click();
    await settled(el);
    // Both are in: the orders are opened, and the next turn has both choose at once again, North first.
    expect($(el, '.hand-over h2')?.textContent).toBe('Hand over to North');
    $<HTMLButtonElement>(el, 'button.take-seat')?.click();
    await settled(el);
    const northLog = [...shadow(el).querySelectorAll('.log li')].map((li) => li.textContent ?? '');
    expect(northLog).toContain("north's sealed order: feint");
    expect(northLog.some((l) => l.startsWith('Turn 1: the orders are opened. North: feint, south: hold.'))).toBe(true);
    expect($(el, '.turn')?.textContent).toContain('North and South choose at once — your turn at the screen.');
  });

  it('simultaneous hidden choices against the bot: the person seals, the bot answers, and the game plays to its end', async () => {
    const el = await board({ scenario: 'sealed-orders', mode: 'bot', role: 'north' });
    await el.start();
    await settled(el);
    expect(el.state?.seat).toBe('north');
    expect($(el, '.hand-over')).toBeNull();
    expect($(el, '.turn')?.textContent).toContain('You are North. North and South choose at once — your turn at the screen.');
    for (let turn = 1; !el.state?.result; turn++) {
      expect(turn).toBeLessThanOrEqual(3);
      buttons(el)
        .find((b) => b.textContent === 'Seal the order: advance')
        ?.click();
      await settled(el);
      // The bot sealed its order after North's: both were revealed together.
      expect(el.state?.actions).toBe(turn * 2);
      const log = [...shadow(el).querySelectorAll('.log li')].map((li) => li.textContent ?? '');
      expect(log.some((l) => l.startsWith(`Turn ${turn}: the orders are opened. North: advance, south: `))).toBe(true);
    }
    expect($(el, '.result')?.textContent).toMatch(/^Game over: (North wins|South wins|a draw) — /);
    expect(buttons(el)).toEqual([]);
  });
});
