import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './playtest-board';
import { GameLoadError, type GameSource } from '../../rules/game-source';
import { nativeHost } from '@kriegsspiel/engine';
import { defineRuleset, serve } from '@kriegsspiel/rules-sdk';
import { demoGames, demoHostFactory, demoRules } from '../../test-support/demo-game';
import type { KsPlaytestBoard } from './playtest-board';
import { MemoryWorkspace } from '../../test-support/memory-workspace';

const meta: Meta = { title: 'Rules/Playtest board', component: 'ks-playtest-board' };
export default meta;

const scenarios = [
  { id: 'hundred-days-campaign', name: 'The Hundred Days campaign', players: ['allied', 'french'] },
  { id: 'waterloo-june-16-18', name: 'Waterloo Campaign, 16–18 June', players: ['french', 'coalition'] },
  { id: 'napoleons-eagles-quatre-bras', name: 'Quatre Bras (Napoleon’s Eagles)', players: ['french', 'coalition'] },
];

/** A board playing the demo rules natively on a scenario of mods/, started as the story opens. */
function started(props: Partial<KsPlaytestBoard>, then?: (board: KsPlaytestBoard) => Promise<void>): KsPlaytestBoard {
  const board = document.createElement('ks-playtest-board') as KsPlaytestBoard;
  Object.assign(board, { games: demoGames, hostFactory: demoHostFactory, scenarios, scenario: 'hundred-days-campaign', seed: 7, ...props });
  board.style.height = '100vh';
  void board.updateComplete.then(async () => {
    await board.start();
    await then?.(board);
  });
  return board;
}

/** Choosing the scenario, the players and the seed. */
export const NewGame: StoryObj = {
  render: () =>
    html`<ks-playtest-board style="height: 100vh" .games=${demoGames} .hostFactory=${demoHostFactory} .scenarios=${scenarios} scenario="hundred-days-campaign"></ks-playtest-board>`,
};

/** Against bots: the French played by a person, the Allied by the random bot (no budget to set). */
export const AgainstARandomBot: StoryObj = {
  render: () =>
    html`<ks-playtest-board
      style="height: 100vh"
      .games=${demoGames}
      .hostFactory=${demoHostFactory}
      .scenarios=${scenarios}
      scenario="hundred-days-campaign"
      mode="bot"
      role="french"
    ></ks-playtest-board>`,
};

/** Against the search bot: ISMCTS chosen for the Allied, with its budget of iterations per decision. */
export const AgainstASearchBot: StoryObj = {
  render: () =>
    html`<ks-playtest-board
      style="height: 100vh"
      .games=${demoGames}
      .hostFactory=${demoHostFactory}
      .scenarios=${scenarios}
      .bots=${{ allied: 'ismcts:200' }}
      scenario="hundred-days-campaign"
      mode="bot"
      role="french"
    ></ks-playtest-board>`,
};

/** A game against the search bot: the toolbar says which bot and its budget. */
export const PlayingASearchBot: StoryObj = {
  render: () => started({ mode: 'bot', role: 'french', bots: { allied: 'ismcts:8' } }),
};

/** Hot-seat: the screen goes to the Allied player before anything is shown. */
export const HandOver: StoryObj = {
  render: () => started({ mode: 'hot-seat' }),
};

/** The French player's turn against the bot: their pieces, the enemy's face down, the moves of the stack at Beaumont marked. */
export const YourTurn: StoryObj = {
  render: () =>
    started({ mode: 'bot', role: 'french' }, async (board) => {
      await board.updateComplete;
      board.clickHex('0718');
    }),
};

/** Recording a test: a few actions played against the bot, then the recorder open on the state. */
export const RecordATest: StoryObj = {
  render: () =>
    started(
      { mode: 'bot', role: 'french', testDestinations: [{ folder: 'mods/hundred-days-arclight', label: 'Hundred Days (arclight)', taken: [] }] },
      async (board) => {
        await board.updateComplete;
        await board.recordTest();
      },
    ),
};

/** House rules offered when a game is set up. */
export const WithHouseRules: StoryObj = {
  render: () =>
    html`<ks-playtest-board
      style="height: 100vh"
      .games=${demoGames}
      .hostFactory=${demoHostFactory}
      .scenarios=${scenarios}
      .houseRuleChoices=${[
        { id: 'hundred-days-grand-battery', name: 'The grand battery' },
        { id: 'hundred-days-dutch-belgian', name: 'The Dutch-Belgian contingent' },
      ]}
      .houseRules=${['hundred-days-grand-battery']}
      scenario="hundred-days-campaign"
    ></ks-playtest-board>`,
};

/** A larger scenario: the Waterloo Campaign's set-up for the coalition. */
export const WaterlooCampaign: StoryObj = {
  render: () => started({ mode: 'bot', role: 'coalition', scenario: 'waterloo-june-16-18' }),
};

/** An area map (Napoleon's Eagles at Quatre Bras): stacks in the wings and reserves, the Coalition's face down, the French reserve's moves marked. */
export const AreaMap: StoryObj = {
  render: () =>
    started({ mode: 'bot', role: 'french', scenario: 'napoleons-eagles-quatre-bras' }, async (board) => {
      await board.updateComplete;
      board.clickHex('fr-west-reserve');
    }),
};

/** Facing: each counter's wedge points at the hexside it faces; a piece moved turns the way it went. The tracks beside show the actions played and who acts. */
export const Facing: StoryObj = {
  render: () =>
    started({ mode: 'bot', role: 'french' }, async (board) => {
      await board.updateComplete;
      const move = board.state?.legal.find((l) => (l.action as { type: string }).type === 'move');
      if (move) await board.play(move);
    }),
};

/** A ruleset without a `picture` hook: no pieces on the map, a line saying so, and its view open beside. */
export const NoPicture: StoryObj = {
  render: () => {
    const { picture: _drawsNothing, ...rules } = demoRules;
    return started({ hostFactory: async () => nativeHost(serve(rules)), mode: 'bot', role: 'french' });
  },
};

/** Rules that do not load: the error points at the mod's file and line. */
export const RulesDoNotLoad: StoryObj = {
  render: () => {
    const broken: GameSource = {
      game: () =>
        Promise.reject(
          new GameLoadError({
            code: 'load-error',
            reason: 'bundle',
            message: 'mods/broken/src/index.ts:3:57: ERROR: Expected ")" but found ";"',
            location: { file: 'mods/broken/src/index.ts', line: 3, column: 57 },
          }),
        ),
    };
    return started({ games: broken });
  },
};

/**
 * Free play: a game whose rules are not written yet, marked so in the picker and opened with
 * its set-up on the board, to move pieces by hand and roll dice, with undo and a log.
 */
export const FreePlay: StoryObj = {
  render: () => started({ games: unwritten, scenarios: scenarios.map((s) => ({ ...s, noRules: true as const })) }),
};

/** The demo's scenarios as if their rules were not written yet: the documents come, the rules do not. */
const unwritten: GameSource = {
  game: async (request) => {
    const { bundle } = await demoGames.game(request);
    throw new GameLoadError(
      { code: 'load-error', message: 'the rules of this scenario are not written yet: its entry module does not exist (mod.json `entry`)' },
      bundle,
    );
  },
};

/**
 * Cards in free play: Quatre Bras with both players' decks of Napoleon's Eagles, the French
 * deck shuffled, two cards drawn to the French hand and one face up, every hand shown. Save
 * writes to a workspace held in memory.
 */
export const FreePlayWithCards: StoryObj = {
  render: () =>
    started(
      {
        games: unwritten,
        scenario: 'napoleons-eagles-quatre-bras',
        scenarios: scenarios.map((s) => ({ ...s, noRules: true as const, folder: 'mods/napoleons-eagles' })),
        files: new MemoryWorkspace([]),
      },
      async (board) => {
        board.freeShuffle('french-playing-cards');
        board.freeDraw('french-playing-cards', { hand: 'french' });
        board.freeDraw('french-playing-cards', { hand: 'french' });
        board.freeDraw('french-playing-cards', 'face-up');
      },
    ),
};

/** Sealed orders for the simultaneous story: both sides seal one at once, each hidden from the other until both are in. */
const sealedOrders = defineRuleset<{ turn: number; sealed: Record<string, string> }, { type: 'order'; order: string }>({
  setup: () => ({ turn: 1, sealed: {} }),
  active: (s) => (s.turn > 3 ? [] : ['allied', 'french'].filter((r) => s.sealed[r] === undefined)),
  actions: (s, role) =>
    s.turn > 3 || s.sealed[role] !== undefined
      ? []
      : ['advance', 'hold'].map((order) => ({ action: { type: 'order' as const, order }, prompt: `Seal the order: ${order}` })),
  apply(s, action, role, ctx) {
    s.sealed[role] = action.order;
    ctx.log(`${role} seals an order`);
    if (Object.keys(s.sealed).length < 2) return s;
    ctx.reveal();
    ctx.log(`Turn ${s.turn}: allied ${s.sealed.allied ?? ''}, french ${s.sealed.french ?? ''}`);
    s.sealed = {};
    s.turn++;
    return s;
  },
  view: (s, role) => ({ turn: s.turn, mine: s.sealed[role] ?? null }),
  result: (s) => (s.turn > 3 ? { winner: null, reason: 'three turns are played' } : undefined),
});

/** Both sides choose at once, hot-seat: the screen goes to the Allied player first, then the French, neither seeing the other's sealed order. */
export const ChooseAtOnce: StoryObj = {
  render: () => started({ mode: 'hot-seat', hostFactory: async () => nativeHost(serve(sealedOrders)) }),
};
