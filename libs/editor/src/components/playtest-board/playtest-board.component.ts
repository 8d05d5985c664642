import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { GameSession, type Bot, type RulesFailure, type RulesHost, type SavedGame } from '@kriegsspiel/engine';
import {
  actionPlaces,
  actionsAt,
  discardCard,
  drawCard,
  FREE_PLAY_FORMAT,
  freePlaySavePath,
  freePlaySaveText,
  isFreePlaySavePath,
  parseFreePlaySave,
  shuffleDeck,
  type DrawTarget,
  type FreePlayState,
  type WorkspaceAccess,
  freeDice,
  freePlayHistory,
  freePlayPicture,
  freePlayStart,
  movePiece,
  piecesAt,
  recordStep,
  redoStep,
  rollDice,
  undoStep,
  containsRect,
  mapChoices,
  mapDrawing,
  panTool,
  besideAreaId,
  mapWithBeside,
  mapWithPictureTerrain,
  pictureCounterStacks,
  pictureTerrainKey,
  piecePlaces,
  Playtest,
  terrainTypesFor,
  type CounterStack,
  type FreeDice,
  type FreePlayHistory,
  type MapDrawing,
  type MapSection,
  type PlacedAction,
  type PlaytestState,
} from '@kriegsspiel/editor-core';
import { botsFor, parseBotName } from '@kriegsspiel/engine';
import type { PortableGame } from '@kriegsspiel/runner/portable';
import type { BrowserRulesHost } from '@kriegsspiel/sandbox/browser';
import type { MapDocument } from '@kriegsspiel/formats';
import type { LegalAction, Picture, PictureTrack, ScenarioBundle } from '@kriegsspiel/rules-sdk';
import { KsAnnounceEvent } from '../../events';
import type { KsTestRecorder, TestDestination } from '../test-recorder/test-recorder.component';
import { GameLoadError, sandboxHostFactory, type GameSource, type HostFactory } from '../../rules/game-source';
import { botBudgetWords, botPicker, botPickerStyles, botSearches, DEFAULT_BOT } from '../../rules/bot-picker';
import { replacedWorker, studioFailure } from '../../rules/failures';
import { unsavedNote } from '../../rules/unsaved-note';
import type { KsMapView } from '../map-view/map-view.component';
import { sharedStyles } from '../shared.styles';
import { areaBoard, areaBoardBox } from './area-board';
import { freeCardsView } from './free-cards-view';
import { areaMapBounds, areaMinimapPainter } from '../area-map-editor/area-graph';
import { PanZoomController } from '../../controllers/pan-zoom-controller';
import type { KsMinimapMoveEvent } from '../../events';
import '../minimap/minimap';
import { drawBoardMarks } from './board-marks';
import { colouredHexes, highlightLegend, type LegendEntry } from './highlight-legend';
import { playtestBoardStyles } from './playtest-board.styles';

/** A scenario the board offers. */
export interface PlaytestScenario {
  readonly id: string;
  readonly name: string;
  /** Its roles, in order. */
  readonly players: readonly string[];
  /** True when its ruleset has no rules code yet: it opens in free play. */
  readonly noRules?: true;
  /** Its mod's folder: where its games of free play are saved. */
  readonly folder?: string;
}

/** Who plays: two people at this screen, or one against bots (random unless chosen otherwise). */
export type PlaytestMode = 'hot-seat' | 'bot';

/** A failure shown on the board, with what was running and what happened next. */
interface ShownFailure {
  readonly failure: RulesFailure;
  readonly context: string;
  readonly note: string;
}

/** After this long without an answer the board offers to stop the rules. */
const patienceMs = 700;
/** The most notes the legend of highlights lists. */
const legendLines = 10;
/** A pointer that moved less than this between down and up clicked (more: it panned). */
const clickSlop = 5;

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
}

const titleCase = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/** "North and South choose at once" when several roles are to act together; undefined when one is. */
function atOnce(state: PlaytestState): string | undefined {
  if (state.active.length < 2) return undefined;
  const names = state.active.map(titleCase);
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} choose at once`;
}

/**
 * Plays any scenario in the browser, with the same rules, sandbox and engine as the command
 * line: hot-seat for two, or one side against bots chosen by name (random, or ISMCTS with its
 * budget). The board draws what the ruleset's `picture` says for the seat — pieces on a hex
 * map or an area map, facing, face-down pieces, markers, tracks; a ruleset without one gets
 * its view listed. The legal actions are what can be clicked: their hexes or areas are marked
 * (where they start, then where they go) and every action is a button with the ruleset's prompt. Each seat sees only its own view
 * and log; between two people the screen is handed over. Undo goes back where the engine
 * allows it; a game saves to and loads from the engine's `SavedGame` JSON. A scenario whose
 * rules are not written (or do not load) opens in free play: pieces moved by click or drag,
 * dice, the scenario's decks, undo and a log, saved to and loaded from the workspace (`files`).
 *
 * @event ks-announce - Something to say in the status bar ("Saved the game").
 * @event ks-source-open - A rules error's file and line was chosen (from `ks-rules-error`).
 * @csspart map - The map view.
 */
export class KsPlaytestBoard extends LitElement {
  static override styles = [sharedStyles, botPickerStyles, playtestBoardStyles];

  static override properties = {
    games: { attribute: false },
    scenarios: { attribute: false },
    scenario: { type: String },
    mode: { type: String },
    role: { type: String },
    bots: { attribute: false },
    seed: { type: Number },
    hostFactory: { attribute: false },
    houseRuleChoices: { attribute: false },
    houseRules: { attribute: false },
    testDestinations: { attribute: false },
    unsavedCode: { attribute: false },
    game: { state: true },
    state: { state: true },
    loading: { state: true },
    busy: { state: true },
    patienceOver: { state: true },
    shown: { state: true },
    selected: { state: true },
    showAll: { state: true },
    free: { state: true },
    freePiece: { state: true },
    files: { attribute: false },
    freeSaves: { state: true },
    freeConflict: { state: true },
    dragging: { state: true },
  };

  /** Where games come from (the workspace server). */
  declare games: GameSource | undefined;
  /** The scenarios to choose from. */
  declare scenarios: readonly PlaytestScenario[];
  /** Id of the scenario to play. */
  declare scenario: string;
  /** Hot-seat or against the bot. */
  declare mode: PlaytestMode;
  /** The role played against the bot (the scenario's first by default). */
  declare role: string;
  /** The bot of each role a bot plays, by name with its budget (`random`, `ismcts:200`); random where none is chosen. */
  declare bots: Readonly<Record<string, string>>;
  /** Seed of the next game (random until set). */
  declare seed: number;
  /** Opens a host for a game's rules; a sandbox in a Web Worker by default. */
  declare hostFactory: HostFactory;
  /** House rules (and content mods) that can be added to the scenario. */
  declare houseRuleChoices: readonly { readonly id: string; readonly name: string }[];
  /** Ids of the house rules the next game adds, in stacking order. */
  declare houseRules: readonly string[];
  /** Where a test recorded from the game can be saved (mod folders); none hides recording. */
  declare testDestinations: readonly TestDestination[];
  /** Code files with unsaved edits: a game plays the files as saved, so the board says so. */
  declare unsavedCode: readonly string[];
  /** The game being played. */
  declare game: PortableGame | undefined;
  /** What the playtest shows now. */
  declare state: PlaytestState | undefined;
  declare private loading: boolean;
  declare private busy: boolean;
  declare private patienceOver: boolean;
  declare private shown: ShownFailure | undefined;
  declare private selected: string | undefined;
  declare private showAll: boolean;
  /** The game in free play (no rules: pieces moved by hand, dice rolled), with its undo and redo. */
  declare free: FreePlayHistory | undefined;
  /** The piece chosen to move in free play. */
  declare private freePiece: string | undefined;
  /** The workspace's files: games of free play are saved there and loaded from there. */
  declare files: WorkspaceAccess | undefined;
  /** The saved games of free play offered to load (listed when asked for). */
  declare private freeSaves: readonly string[] | undefined;
  /** A save that found its file already there: the person chooses to replace it or not. */
  declare private freeConflict: { readonly path: string; readonly version: string } | undefined;
  /** A piece being dragged in free play, where the pointer is. */
  declare private dragging: { readonly name: string; readonly x: number; readonly y: number; readonly over: string | undefined } | undefined;
  /** The file this game of free play was saved to or loaded from, and its version then: saving again replaces it. */
  private freeFile: { readonly path: string; readonly version: string } | undefined;
  /** A press on a piece in free play: a click when it ends where it began, else a drag. */
  private press:
    { readonly id: string; readonly name: string; readonly from: string; readonly on: 'hex' | 'area'; readonly x: number; readonly y: number } | undefined;

  /** The playtest kernel of the game being played. */
  playtest: Playtest | undefined;
  /** The last game saved, as written to the file (tests read it). */
  lastSaved: SavedGame | undefined;
  private host: RulesHost | undefined;
  private unsubscribe: (() => void) | undefined;
  private drawing: MapDrawing | undefined;
  private drawingFor: unknown;
  /** The picture's changed terrain the drawing was made with (see `pictureTerrainKey`). */
  private drawnTerrain = pictureTerrainKey(undefined);
  /** The ids of the areas of an area map. */
  private areaIds = new Set<string>();
  /** The area map drawn for the game: its own, and the map of each battle fought beside it in the same game (`campaign.beside`). */
  private boardMap: { map: MapDocument; sections: MapSection[] } | undefined;
  /** The picture's pieces, stacked per hex label or area id. */
  private stacks: CounterStack[] = [];
  private placed: PlacedAction<unknown>[] = [];
  /** The picture's highlights by note, each note with its colour. */
  private legend: LegendEntry[] = [];
  /** How many of the seat's own pieces the enemy sees face down (drawn with a turned-down corner). */
  private hiddenPieces = 0;
  private pointerDown: { x: number; y: number } | undefined;
  private patience: ReturnType<typeof setTimeout> | undefined;
  private readonly mapTools = [panTool];
  /** Pan and zoom of an area map (a hex map's are the map view's); a drag on the ground between areas pans. */
  private readonly areaView = new PanZoomController(this, {
    surface: () => this.renderRoot?.querySelector('svg.area-board'),
    bounds: () => {
      const map = this.boardMap?.map ?? (this.game?.bundle ?? this.freeBundle)?.map;
      return map ? areaMapBounds(map.areas ?? [], areaBoardBox.height) : undefined;
    },
    onChange: () => this.requestUpdate(),
    dragPans: (e) => !(e.target as Element | null)?.closest?.('.area'),
  });
  /** The house rules of the game being played. */
  private playedHouseRules: readonly string[] = [];
  /** The bots of the game being played, by role. */
  private playedBots: Readonly<Record<string, string>> = {};
  /** The scenario's documents in free play. */
  private freeBundle: ScenarioBundle | undefined;
  /** Why the scenario is in free play (its rules are not written, or did not load). */
  private freeReason = '';
  /** Scenarios whose rules failed to load here: the picker marks them. */
  private readonly rulesFailed = new Set<string>();

  constructor() {
    super();
    this.scenarios = [];
    this.scenario = '';
    this.mode = 'hot-seat';
    this.role = '';
    this.bots = {};
    this.seed = randomSeed();
    this.hostFactory = sandboxHostFactory;
    this.loading = false;
    this.busy = false;
    this.patienceOver = false;
    this.showAll = false;
    this.houseRuleChoices = [];
    this.houseRules = [];
    this.testDestinations = [];
    this.unsavedCode = [];
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    void this.endGame();
  }

  /** Starts a game of the chosen scenario, with the chosen players and seed. */
  async start(): Promise<void> {
    await this.open(async (game, host) => GameSession.create({ host, bundle: game.bundle, seed: this.seed }), { orFreePlay: true });
  }

  /**
   * Plays the scenario by hand, with no rules (as VASSAL does): its set-up on the board,
   * pieces moved by clicking, dice rolled with the engine's generator seeded from the seed.
   */
  openFreePlay(bundle: ScenarioBundle, reason: string, state: FreePlayState = freePlayStart(bundle, this.seed)): void {
    this.freeBundle = bundle;
    this.freeReason = reason;
    this.freePiece = undefined;
    this.selected = undefined;
    this.freeConflict = undefined;
    this.free = freePlayHistory(state);
  }

  /** Shuffles a deck in free play (its discards back in) with the game's generator. */
  freeShuffle(deck: string): void {
    if (this.free) this.free = recordStep(this.free, shuffleDeck(this.free.present, deck));
  }

  /** Draws a deck's top card to a player's hand or face up in free play. */
  freeDraw(deck: string, to: DrawTarget): void {
    if (this.free) this.free = recordStep(this.free, drawCard(this.free.present, deck, to, this.playerNames()));
  }

  /** Discards a card of a hand or the table onto its deck's discards in free play. */
  freeDiscard(card: string): void {
    if (this.free) this.free = recordStep(this.free, discardCard(this.free.present, card, this.playerNames()));
  }

  /**
   * Saves the game of free play to a file in the scenario's mod folder
   * (`saves/<scenario>-seed-<seed>.free-play.json`). The write is conditional: a file that is
   * already there (and is not this game's own, as saved or loaded) is replaced only when the
   * person chooses to (`replace`, with the version they were shown).
   */
  async freeSave(replace?: { readonly path: string; readonly version: string }): Promise<void> {
    const free = this.free;
    const bundle = this.freeBundle;
    const folder = this.scenarios.find((s) => s.id === bundle?.scenario.id)?.folder;
    if (!free || !bundle || !this.files || folder === undefined) return;
    const path = replace?.path ?? this.freeFile?.path ?? freePlaySavePath(folder, bundle.scenario.id, this.seed);
    const base = replace ? replace.version : (this.freeFile?.version ?? null);
    const text = freePlaySaveText({ format: FREE_PLAY_FORMAT, scenario: bundle.scenario.id, seed: this.seed, state: free.present });
    this.freeConflict = undefined;
    try {
      const written = await this.files.write(path, text, base === '' ? null : base);
      if (!written.ok) {
        this.freeConflict = { path, version: written.conflict.version };
        return;
      }
      this.freeFile = { path, version: written.version };
      this.announce(`Saved free play to ${path}`);
    } catch (error) {
      this.shown = {
        failure: { code: 'host-error', message: `${path} was not saved: ${(error as Error).message}` },
        context: 'while saving free play',
        note: '',
      };
    }
  }

  /** Lists the saved games of free play in the workspace, to choose one to load. */
  async listFreeSaves(): Promise<void> {
    if (!this.files) return;
    try {
      this.freeSaves = (await this.files.listing()).files.filter(isFreePlaySavePath).sort();
    } catch (error) {
      this.shown = {
        failure: { code: 'host-error', message: `the workspace could not be listed: ${(error as Error).message}` },
        context: 'while listing saved games',
        note: '',
      };
    }
  }

  /** Loads a saved game of free play: its scenario's documents from the workspace, its position, log and generator from the file. */
  async loadFreePlay(path: string): Promise<void> {
    const files = this.files;
    const games = this.games;
    if (!files || !games || this.loading) return;
    this.loading = true;
    this.shown = undefined;
    try {
      const file = await files.read(path);
      const saved = parseFreePlaySave(file.text, path);
      let bundle: ScenarioBundle | undefined;
      try {
        bundle = (await games.game({ scenario: saved.scenario })).bundle;
      } catch (error) {
        if (!(error instanceof GameLoadError) || !error.bundle) throw error;
        bundle = error.bundle;
      }
      await this.endGame();
      this.scenario = saved.scenario;
      this.seed = saved.seed;
      this.freeSaves = undefined;
      this.openFreePlay(bundle, `Loaded from ${path}.`, saved.state);
      this.freeFile = { path, version: file.version };
      this.announce(`Loaded free play from ${path}`);
    } catch (error) {
      const failure = error instanceof GameLoadError ? error.failure : { code: 'host-error' as const, message: (error as Error).message };
      this.shown = { failure, context: `while loading ${path}`, note: '' };
    } finally {
      this.loading = false;
    }
  }

  /** The scenario's player names by id, for the log. */
  private playerNames(): Map<string, string> {
    return new Map((this.freeBundle?.scenario.players ?? []).map((p) => [p.id, p.name ?? p.id]));
  }

  /** Moves the chosen piece to a place in free play. */
  freeMove(id: string, place: string): void {
    const free = this.free;
    if (!free) return;
    const at = this.drawing?.grid ? { hex: place } : { area: place };
    this.free = recordStep(free, movePiece(free.present, id, at));
    this.freePiece = undefined;
    this.selected = undefined;
  }

  /** Rolls dice in free play; the result goes to the log and the status bar. */
  freeRoll(dice: FreeDice): void {
    const free = this.free;
    if (!free) return;
    this.free = recordStep(free, rollDice(free.present, dice));
    const rolled = this.free.present.log.at(-1);
    if (rolled) this.announce(rolled.text);
  }

  /** Undoes the last move or roll of free play. */
  freeUndo(): void {
    if (this.free) this.free = undoStep(this.free);
    this.freePiece = undefined;
    this.selected = undefined;
  }

  /** Redoes the last undone move or roll of free play. */
  freeRedo(): void {
    if (this.free) this.free = redoStep(this.free);
    this.freePiece = undefined;
    this.selected = undefined;
  }

  /** Loads a saved game (the engine's `SavedGame`), replaying it with the scenario's rules as they are now. */
  async load(saved: SavedGame): Promise<void> {
    if (saved?.format !== 'kriegsspiel-game/1') {
      this.shown = {
        failure: { code: 'host-error', message: 'This file is not a saved game (its format is not kriegsspiel-game/1).' },
        context: 'while loading the game',
        note: '',
      };
      return;
    }
    this.scenario = saved.bundle.scenario.id;
    this.seed = saved.seed;
    await this.open(async (_game, host) => GameSession.load(saved, host));
    if (this.playtest) this.announce(`Loaded the game: ${saved.history.length} actions replayed`);
  }

  /** Plays one of the seat's legal actions. */
  async play(choice: LegalAction): Promise<void> {
    const playtest = this.playtest;
    if (!playtest || this.busy) return;
    this.selected = undefined;
    this.showAll = false;
    await this.whileBusy(`while applying “${choice.prompt}”`, async () => {
      const outcome = await playtest.play(choice.action);
      if (!outcome.ok) this.announce(`Refused: ${outcome.reason}`);
    });
  }

  /** Takes back the seat's last action (and the bot's answer), when the engine allows it. */
  async undo(): Promise<void> {
    const playtest = this.playtest;
    if (!playtest || this.busy) return;
    await this.whileBusy('while undoing', async () => {
      if (await playtest.undo()) this.announce('Took back the last action');
    });
  }

  /** The person of the hand-over sits down: their side is shown. */
  async takeSeat(): Promise<void> {
    const playtest = this.playtest;
    if (!playtest || this.busy) return;
    await this.whileBusy('while showing your side', () => playtest.takeSeat());
  }

  /** Stops the rules while they think too long: their worker is terminated and a fresh one takes over. */
  stop(): void {
    (this.host as BrowserRulesHost | undefined)?.sandbox?.stop();
  }

  /** Saves the game as a download (`<scenario>-<seed>-<actions>.game.json`). */
  async save(): Promise<void> {
    const playtest = this.playtest;
    if (!playtest || this.busy) return;
    await this.whileBusy('while saving', async () => {
      const saved = await playtest.save();
      this.lastSaved = saved;
      const name = `${saved.bundle.scenario.id}-${saved.seed}-${saved.history.length}.game.json`;
      const url = URL.createObjectURL(new Blob([JSON.stringify(saved, null, 2) + '\n'], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      this.announce(`Saved the game as ${name}`);
    });
  }

  /**
   * Opens the test recorder on the game as it stands: every action so far becomes a step
   * of a new scenario test, and the values picked in the state or a view its expectations.
   */
  async recordTest(): Promise<void> {
    const playtest = this.playtest;
    const game = this.game;
    const recorder = this.renderRoot.querySelector<KsTestRecorder>('ks-test-recorder');
    if (!playtest || !game || !recorder || this.busy) return;
    const session = playtest.session;
    await this.whileBusy('while reading the game for the test', () =>
      recorder.open({
        scenario: game.scenario,
        seed: this.seed,
        houseRules: this.playedHouseRules.map((mod) => ({ mod })),
        players: game.players,
        history: session.actions.map((a) => ({ role: a.role, action: a.action })),
        result: session.result,
        state: () => session.state(),
        view: (role) => session.view(role),
      }),
    );
  }

  /** The bot chosen for a role (random by default). */
  private botOf(role: string): string {
    return this.bots[role] ?? DEFAULT_BOT;
  }

  /** Who the person plays against, for the toolbar: "against the random bot", "against the ismcts bot, 200 iterations". */
  private opponents(): string {
    const names = Object.entries(this.playedBots).map(([role, name]) => {
      const bot = botSearches(name) ? `${parseBotName(name).kind} bot, ${botBudgetWords(name)}` : `${name} bot`;
      return Object.keys(this.playedBots).length > 1 ? `${titleCase(role)}: ${bot}` : bot;
    });
    return `against the ${names.join('; ')}`;
  }

  private toggleHouseRule(id: string, on: boolean): void {
    const chosen = new Set(on ? [...this.houseRules, id] : this.houseRules.filter((h) => h !== id));
    // Stacking order follows the list offered.
    this.houseRules = this.houseRuleChoices.map((c) => c.id).filter((c) => chosen.has(c));
  }

  /** Back to choosing a scenario and players. */
  async newGame(): Promise<void> {
    await this.endGame();
    this.seed = randomSeed();
    this.shown = undefined;
  }

  private announce(message: string): void {
    this.dispatchEvent(new KsAnnounceEvent(message));
  }

  private async endGame(): Promise<void> {
    this.free = undefined;
    this.freeBundle = undefined;
    this.freePiece = undefined;
    this.freeFile = undefined;
    this.freeConflict = undefined;
    this.endPress();
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.playtest = undefined;
    this.state = undefined;
    this.game = undefined;
    this.selected = undefined;
    const host = this.host;
    this.host = undefined;
    await host?.dispose();
  }

  private async open(session: (game: PortableGame, host: RulesHost) => Promise<GameSession>, how: { orFreePlay?: boolean } = {}): Promise<void> {
    if (!this.games || !this.scenario || this.loading) return;
    await this.endGame();
    this.loading = true;
    this.shown = undefined;
    let game: PortableGame | undefined;
    try {
      const houseRules = [...this.houseRules];
      game = await this.games.game({ scenario: this.scenario, houseRules });
      this.playedHouseRules = houseRules;
      const host = await this.hostFactory(game);
      this.host = host;
      const players = game.players;
      const humans = this.mode === 'hot-seat' ? [...players] : [players.includes(this.role) ? this.role : (players[0] as string)];
      // The bots of `kriegsspiel play --bots …`: bot k is seeded from the game's seed and k.
      const names = players.map((role) => (humans.includes(role) ? DEFAULT_BOT : this.botOf(role)));
      const seated = botsFor(players, names, this.seed);
      const bots: Record<string, Bot> = {};
      for (const role of players) if (!humans.includes(role) && seated[role]) bots[role] = seated[role];
      this.playedBots = Object.fromEntries(Object.keys(bots).map((role) => [role, this.botOf(role)]));
      const loaded = game;
      const started = await this.withPatience(async () =>
        Playtest.start({
          session: await session(loaded, host),
          humans,
          bots,
          ...(loaded.maxActions !== undefined ? { maxBotActions: loaded.maxActions } : {}),
        }),
      );
      this.game = game;
      this.playtest = started;
      this.unsubscribe = started.subscribe((state) => (this.state = state));
      this.state = started.state;
    } catch (error) {
      const failure = studioFailure(error, game);
      // Rules not written yet, or that fail to start: the scenario is still played by hand.
      const bundle = game?.bundle ?? (error instanceof GameLoadError ? error.bundle : undefined);
      const free = how.orFreePlay && bundle !== undefined;
      const unwritten = this.scenarios.find((s) => s.id === this.scenario)?.noRules === true;
      if (free && !unwritten) this.rulesFailed.add(this.scenario);
      if (!free || !unwritten)
        this.shown = {
          failure,
          context: game ? 'while starting the game' : 'while loading the scenario',
          note: free ? 'The scenario is open in free play instead: no rules are checked.' : '',
        };
      const host = this.host;
      this.host = undefined;
      await host?.dispose();
      if (free) this.openFreePlay(bundle, unwritten ? 'Its rules are not written yet.' : `Its rules did not load: ${failure.message}`);
    } finally {
      this.loading = false;
    }
  }

  /** Runs a call into the rules, offering Stop after a while, and shows what they throw. */
  private async whileBusy(context: string, task: () => Promise<void>): Promise<void> {
    this.shown = undefined;
    try {
      await this.withPatience(task);
    } catch (error) {
      const failure = studioFailure(error, this.game);
      const replaced = replacedWorker(failure);
      this.shown = {
        failure,
        context,
        note: `${replaced ? 'The rules’ worker was stopped and a fresh one took its place. ' : ''}The game is back where it was before.`,
      };
    }
  }

  private async withPatience<T>(task: () => Promise<T>): Promise<T> {
    this.busy = true;
    this.patienceOver = false;
    this.patience = setTimeout(() => (this.patienceOver = true), patienceMs);
    try {
      return await task();
    } finally {
      clearTimeout(this.patience);
      this.busy = false;
      this.patienceOver = false;
    }
  }

  // The map

  private mapView(): KsMapView | undefined {
    return this.renderRoot.querySelector('ks-map-view') ?? undefined;
  }

  /** True for a place of the map: a hex of its grid, or one of its areas. */
  private isPlace = (label: string): boolean => {
    const grid = this.drawing?.grid;
    if (!grid) return this.areaIds.has(label);
    const found = grid.labelToHex(label);
    return found.ok && grid.contains(found.hex);
  };

  /** What the board draws: the ruleset's picture of the seat, or the pieces of free play. */
  private picture(): Picture | null | undefined {
    return this.free ? freePlayPicture(this.free.present) : this.state?.picture;
  }

  /** The game's map, with the map of each battle its session's bundle has beside it laid out to its right. */
  private mapOfGame(game: PortableGame): { map: MapDocument; sections: MapSection[] } {
    const bundle = this.playtest?.session.bundle ?? game.bundle;
    const beside = (bundle.campaign?.beside ?? []).map((b) => ({ battle: b.battle, name: b.bundle.scenario.name, map: b.bundle.map }));
    return mapWithBeside(game.bundle.map, bundle.scenario.name, beside);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const bundle = this.game?.bundle ?? this.freeBundle;
    const played = changed.has('game') || changed.has('free');
    if (played) this.boardMap = this.game && !this.free ? this.mapOfGame(this.game) : undefined;
    const map = this.boardMap?.map ?? bundle?.map;
    // Terrain the rules changed in play (a laid tile) is drawn as it is now.
    const terrainKey = pictureTerrainKey(this.picture());
    if ((played && map !== this.drawingFor) || ((changed.has('state') || played) && terrainKey !== this.drawnTerrain)) {
      this.drawingFor = map;
      this.drawnTerrain = terrainKey;
      const drawn = map?.grid
        ? mapDrawing(
            mapWithPictureTerrain(map, this.picture()),
            terrainTypesFor(
              map,
              [bundle?.manifest].filter((m) => m !== undefined),
            ),
          )
        : undefined;
      this.drawing = drawn && !('error' in drawn) ? drawn : undefined;
      this.areaIds = new Set((map?.areas ?? []).map((a) => a.id));
    }
    if (played) this.areaView.refit();
    if (changed.has('state') || played) {
      // The pieces are the ruleset's picture of the seat; a ruleset without one draws none.
      const picture = this.picture();
      this.stacks = bundle ? pictureCounterStacks(picture, bundle.oob, bundle.map, [bundle.manifest]) : [];
      this.legend = highlightLegend(picture?.highlights ?? []);
      this.hiddenPieces = (picture?.pieces ?? []).filter((p) => !p.faceDown && p.hidden === true).length;
      const units = piecePlaces(picture);
      // Actions that act on a battle beside the game's name that map's areas (the picture says which).
      const on = picture?.actionsOn;
      const placeOf = (label: string) => (on !== undefined ? besideAreaId(on, label) : label);
      const reader = { isHex: (label: string) => this.isPlace(placeOf(label)), placeOf, hexOfUnit: (id: string) => units.get(id) };
      this.placed = (this.state?.legal ?? []).map((legal, index) => ({ index, action: legal.action, places: actionPlaces(legal.action, reader) }));
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    const view = this.mapView();
    if (view) {
      view.onFrame = () => this.drawMarks();
      // During a pan or zoom the map only moves its last picture: the marks move with it.
      view.onPictureMoved = (transform) => {
        const marks = this.renderRoot.querySelector<HTMLCanvasElement>('canvas.marks');
        if (marks) marks.style.transform = transform;
      };
      this.drawMarks();
    }
    // The log follows the game: its newest lines in view.
    if (changed.has('state') || changed.has('free')) {
      const log = this.renderRoot.querySelector('.log ol');
      if (log) log.scrollTop = log.scrollHeight;
    }
  }

  private drawMarks(): void {
    const view = this.mapView();
    const canvas = this.renderRoot.querySelector<HTMLCanvasElement>('canvas.marks');
    if (!view || !canvas || !this.drawing) return;
    const choices = mapChoices(this.placed, this.selected);
    const picture = this.picture();
    const highlights = colouredHexes(picture?.highlights ?? [], this.legend);
    const markers = (picture?.markers ?? []).flatMap((m) => ('hex' in m.at ? [{ hex: m.at.hex, text: m.text ?? m.kind ?? '•' }] : []));
    // While a piece is dragged, the hex it would drop on is the one marked.
    const selected = this.dragging?.over ?? this.selected;
    drawBoardMarks(canvas, view, this.drawing, { ...choices, ...(selected ? { selected } : {}), highlights, markers });
    // Drawn for the view as it is now: no gesture's move left on it.
    canvas.style.transform = '';
  }

  /** The area map with the picture's pieces, the marks of the legal actions and the picture's own marks. */
  private renderAreaBoard(bundle: ScenarioBundle) {
    const choices = mapChoices(this.placed, this.selected);
    const picture = this.picture();
    const sideColours = new Map((bundle.oob?.sides ?? []).flatMap((side) => (side.color ? [[side.id, side.color] as const] : [])));
    const map = this.boardMap?.map ?? bundle.map;
    const areas = map.areas ?? [];
    return html`${areaBoard(map, {
      ...(this.boardMap && this.boardMap.sections.length > 0 ? { sections: this.boardMap.sections } : {}),
      stacks: this.stacks,
      ...choices,
      ...(this.selected ? { selected: this.selected } : {}),
      highlights: picture?.highlights ?? [],
      markers: picture?.markers ?? [],
      sideColours,
      onClick: (area) => this.clickHex(area),
      // While a piece is dragged, the area it would drop on is the one marked.
      ...(this.dragging?.over !== undefined ? { selected: this.dragging.over } : {}),
      ...(this.areaView.fitted ? { viewBox: this.areaView.viewBox() } : {}),
    })}
      <ks-minimap
        class="area-minimap"
        name="Overview of the board"
        .bounds=${areaMapBounds(areas, areaBoardBox.height)}
        .visible=${this.areaView.fitted ? this.areaView.visible() : undefined}
        ?whole=${!this.areaView.fitted || containsRect(this.areaView.visible(), areaMapBounds(areas, areaBoardBox.height))}
        .paint=${areaMinimapPainter(areas, sideColours)}
        @ks-minimap-move=${(e: KsMinimapMoveEvent) => this.areaView.centreOn(e.world)}
      ></ks-minimap>`;
  }

  private onMapPointerDown = (e: PointerEvent): void => {
    this.pointerDown = { x: e.clientX, y: e.clientY };
  };

  private onMapPointerUp = (e: PointerEvent): void => {
    const down = this.pointerDown;
    this.pointerDown = undefined;
    if (!down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > clickSlop || e.button !== 0) return;
    if (!this.drawing?.grid || !this.mapView()) return;
    this.clickHex(this.hexLabelAt(e));
  };

  /** The label of the map's hex under a pointer; undefined off the map. */
  private hexLabelAt(e: { clientX: number; clientY: number }): string | undefined {
    const view = this.mapView();
    const canvas = view?.shadowRoot?.querySelector('canvas');
    const grid = this.drawing?.grid;
    if (!view || !canvas || !grid) return undefined;
    const rect = canvas.getBoundingClientRect();
    const hex = view.hexAt({ x: e.clientX - rect.left, y: e.clientY - rect.top });
    return hex && grid.contains(hex) ? grid.hexToLabel(hex) : undefined;
  }

  /** The id of the area of an area map under a pointer; undefined off the areas. */
  private areaAt(e: { clientX: number; clientY: number }): string | undefined {
    const hit = (this.renderRoot as ShadowRoot).elementFromPoint?.(e.clientX, e.clientY);
    return hit?.closest('[data-area]')?.getAttribute('data-area') ?? undefined;
  }

  /**
   * A press on a stack in free play: it takes the chosen piece there (else the top one), to
   * drag to another hex or area or, released where it began, to click. On a hex map it is
   * caught before the map pans; an area's own click stays its click. A press elsewhere pans.
   */
  private onFreePointerDown = (e: PointerEvent): void => {
    const free = this.free;
    const target = e.composedPath()[0];
    if (!free || e.button !== 0) return;
    const canvas = this.mapView()?.shadowRoot?.querySelector('canvas');
    const area = target instanceof Element ? (target.closest('[data-area]')?.getAttribute('data-area') ?? undefined) : undefined;
    const on = canvas && target === canvas ? 'hex' : area !== undefined && this.areaIds.has(area) ? 'area' : undefined;
    const place = on === 'hex' ? this.hexLabelAt(e) : area;
    const here = on === undefined || place === undefined ? [] : piecesAt(free.present, place);
    const piece = here.find((p) => p.id === this.freePiece) ?? here.at(-1);
    if (!piece || on === undefined || place === undefined) return;
    if (on === 'hex') e.stopPropagation();
    this.endPress();
    this.press = { id: piece.id, name: piece.name, from: place, on, x: e.clientX, y: e.clientY };
    window.addEventListener('pointermove', this.onPressMove);
    window.addEventListener('pointerup', this.onPressUp);
    window.addEventListener('pointercancel', this.endPress);
  };

  private onPressMove = (e: PointerEvent): void => {
    const press = this.press;
    if (!press || (!this.dragging && Math.hypot(e.clientX - press.x, e.clientY - press.y) <= clickSlop)) return;
    this.dragging = { name: press.name, x: e.clientX, y: e.clientY, over: press.on === 'hex' ? this.hexLabelAt(e) : this.areaAt(e) };
  };

  /** The end of a press: a drag moves its piece where it is dropped (one undo step); a press that did not move clicks. */
  private onPressUp = (e: PointerEvent): void => {
    const press = this.press;
    const dragged = this.dragging !== undefined;
    this.endPress();
    if (!press) return;
    const place = press.on === 'hex' ? this.hexLabelAt(e) : this.areaAt(e);
    // An area's press that did not move is clicked by the area itself.
    if (!dragged && press.on === 'hex') this.clickHex(place);
    else if (dragged && place !== undefined) this.freeMove(press.id, place);
  };

  private endPress = (): void => {
    this.press = undefined;
    this.dragging = undefined;
    window.removeEventListener('pointermove', this.onPressMove);
    window.removeEventListener('pointerup', this.onPressUp);
    window.removeEventListener('pointercancel', this.endPress);
  };

  /** What a click on a hex means: pick where an action starts, then where it goes; one action is played at once. */
  clickHex(label: string | undefined): void {
    if (this.free) {
      this.freeClick(label);
      return;
    }
    if (this.busy || label === undefined) {
      this.selected = undefined;
      return;
    }
    const candidates = actionsAt(this.placed, label, this.selected);
    const moving = this.selected !== undefined && this.selected !== label && candidates.some((p) => p.places.from.includes(this.selected as string));
    const starting = !moving && candidates.some((p) => p.places.from.includes(label));
    if (starting) {
      this.selected = label === this.selected ? undefined : label;
      this.showAll = false;
      return;
    }
    const only = candidates.length === 1 ? candidates[0] : undefined;
    const legal = only ? this.state?.legal[only.index] : undefined;
    if (legal) {
      void this.play(legal);
      return;
    }
    // Several actions end here: list them to choose from.
    this.selected = candidates.length > 0 ? label : undefined;
    this.showAll = false;
  }

  /** A click in free play: on a stack, choose its top piece; with a piece chosen, move it there. */
  private freeClick(label: string | undefined): void {
    const free = this.free;
    if (!free || label === undefined) {
      this.freePiece = undefined;
      this.selected = undefined;
      return;
    }
    if (this.freePiece !== undefined && label !== this.selected) {
      this.freeMove(this.freePiece, label);
      return;
    }
    const here = label === this.selected ? [] : piecesAt(free.present, label);
    this.freePiece = here.at(-1)?.id;
    this.selected = this.freePiece === undefined ? undefined : label;
  }

  /** The actions listed: those of the selected hex, or all. */
  private listed(): { legal: LegalAction; index: number }[] {
    const all = (this.state?.legal ?? []).map((legal, index) => ({ legal, index }));
    if (this.showAll || this.selected === undefined) return all;
    const mine = new Set(
      this.placed.filter((p) => p.places.from.includes(this.selected as string) || p.places.to.includes(this.selected as string)).map((p) => p.index),
    );
    return all.filter((a) => mine.has(a.index));
  }

  private async onFile(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    let saved: SavedGame;
    try {
      saved = JSON.parse(await file.text()) as SavedGame;
    } catch (error) {
      this.shown = {
        failure: { code: 'host-error', message: `${file.name} is not JSON: ${(error as Error).message}` },
        context: 'while loading the game',
        note: '',
      };
      return;
    }
    await this.load(saved);
  }

  // Rendering

  protected override render() {
    return html`${this.game && this.state ? this.renderGame(this.game, this.state) : this.free && this.freeBundle ? this.renderFreePlay(this.free, this.freeBundle) : this.renderSetup()}
    ${this.shown ? html`<ks-rules-error .failure=${this.shown.failure} context=${this.shown.context} note=${this.shown.note}></ks-rules-error>` : nothing}`;
  }

  private renderSetup() {
    const scenario = this.scenarios.find((s) => s.id === this.scenario);
    const roles = scenario?.players ?? [];
    return html`<form
      class="setup"
      aria-label="New playtest"
      @submit=${(e: Event) => {
        e.preventDefault();
        void this.start();
      }}
    >
      <h2>Playtest</h2>
      ${unsavedNote(this.unsavedCode)}
      <label
        >Scenario
        <select name="scenario" .value=${this.scenario} @change=${(e: Event) => (this.scenario = (e.target as HTMLSelectElement).value)}>
          ${this.scenarios.map(
            (s) =>
              html`<option value=${s.id} ?selected=${s.id === this.scenario}>
                ${s.name} (${s.id})${s.noRules ? ' — no rules yet: free play' : this.rulesFailed.has(s.id) ? ' — rules do not load: free play' : ''}
              </option>`,
          )}
        </select>
      </label>
      <fieldset>
        <legend>Players</legend>
        <label><input type="radio" name="mode" value="hot-seat" .checked=${this.mode === 'hot-seat'} @change=${() => (this.mode = 'hot-seat')} /> Two players at this screen (hot-seat)</label>
        <label
          ><input type="radio" name="mode" value="bot" .checked=${this.mode === 'bot'} @change=${() => (this.mode = 'bot')} /> Against bots, playing
          <select name="role" ?disabled=${this.mode !== 'bot'} @change=${(e: Event) => (this.role = (e.target as HTMLSelectElement).value)}>
            ${roles.map((r) => html`<option value=${r} ?selected=${r === (this.role || roles[0])}>${titleCase(r)}</option>`)}
          </select>
        </label>
        ${this.mode === 'bot' ? this.renderBotChoices(roles) : nothing}
      </fieldset>
      ${
        this.houseRuleChoices.length > 0
          ? html`<fieldset class="house-rules">
            <legend>House rules and content</legend>
            ${this.houseRuleChoices.map(
              (c) =>
                html`<label><input type="checkbox" name="house-rule" value=${c.id} .checked=${this.houseRules.includes(c.id)} @change=${(e: Event) => this.toggleHouseRule(c.id, (e.target as HTMLInputElement).checked)} /> ${c.name} <code>${c.id}</code></label>`,
            )}
          </fieldset>`
          : nothing
      }
      <label>Seed <input type="number" name="seed" min="0" max="4294967295" .value=${String(this.seed)} @change=${(e: Event) => (this.seed = Number((e.target as HTMLInputElement).value) >>> 0)} /></label>
      <div class="buttons">
        <button type="submit" class="primary" ?disabled=${!this.games || !scenario || this.loading}>
          ${this.loading ? 'Loading the rules…' : scenario?.noRules ? 'Start free play' : 'Start'}
        </button>
        <label class="file-button">Load a saved game… <input type="file" accept=".json,application/json" @change=${(e: Event) => void this.onFile(e)} ?disabled=${this.loading} /></label>
        ${this.files ? html`<button type="button" class="load-free" ?disabled=${this.loading} @click=${() => void this.listFreeSaves()}>Load free play…</button>` : nothing}
      </div>
      ${this.renderFreeSaves()}
      ${this.loading && this.patienceOver ? html`<p class="thinking" role="status">Loading the rules… <button type="button" @click=${() => this.stop()}>Stop</button></p>` : nothing}
    </form>`;
  }

  /** The saved games of free play to choose from, once listed. */
  private renderFreeSaves() {
    const saves = this.freeSaves;
    if (!saves) return nothing;
    return html`<section class="free-saves" aria-label="Saved games of free play">
      <h3>Saved games of free play</h3>
      ${
        saves.length === 0
          ? html`<p>None is saved in the workspace yet: start a game of free play and press Save.</p>`
          : html`<ul>
            ${saves.map((path) => html`<li><button type="button" class="free-save" data-path=${path} ?disabled=${this.loading} @click=${() => void this.loadFreePlay(path)}>${path}</button></li>`)}
          </ul>`
      }
    </section>`;
  }

  /** A bot to choose for every role the person does not play. */
  private renderBotChoices(roles: readonly string[]) {
    const played = roles.includes(this.role) ? this.role : roles[0];
    return html`<div class="bots">
      ${roles
        .filter((r) => r !== played)
        .map((role) =>
          botPicker({
            role,
            label: titleCase(role),
            name: this.botOf(role),
            onChange: (name) => (this.bots = { ...this.bots, [role]: name }),
          }),
        )}
    </div>`;
  }

  private renderGame(game: PortableGame, state: PlaytestState) {
    const listed = this.listed();
    const total = state.legal.length;
    const name = game.bundle.scenario.name;
    const counters = this.drawing ? this.stacks : [];
    const hasAreas = (game.bundle.map.areas ?? []).length > 0;
    return html`
      <div class="toolbar" role="toolbar" aria-label="Game">
        <strong class="title">${name}</strong>
        <span class="meta">seed ${this.seed}${this.playedHouseRules.length > 0 ? ` · with ${this.playedHouseRules.join(', ')}` : ''} · ${state.actions} ${state.actions === 1 ? 'action' : 'actions'} · ${Object.keys(this.playedBots).length === 0 ? 'hot-seat' : this.opponents()}</span>
        <button type="button" class="undo" ?disabled=${state.undoable === 0 || this.busy} title="Take back your last action" @click=${() => void this.undo()}>↶ Undo</button>
        <button type="button" class="save" ?disabled=${this.busy} @click=${() => void this.save()}>Save game</button>
        ${
          this.testDestinations.length > 0
            ? html`<button type="button" class="record" ?disabled=${this.busy} title="Make a scenario test of the actions so far" @click=${() => void this.recordTest()}>Record test…</button>`
            : nothing
        }
        <button type="button" class="new" ?disabled=${this.busy} @click=${() => void this.newGame()}>New game</button>
        ${this.busy && this.patienceOver ? html`<span class="thinking" role="status">The rules are thinking… <button type="button" class="stop" @click=${() => this.stop()}>Stop</button></span>` : nothing}
      </div>
      ${unsavedNote(this.unsavedCode)}
      <div class="table">
        <div class="board">
          ${
            this.drawing
              ? html`<ks-map-view
                  part="map"
                  name=${`${name}: the board`}
                  .drawing=${this.drawing}
                  .tools=${this.mapTools}
                  tool="pan"
                  .counters=${counters}
                  .selected=${this.selected}
                  @pointerdown=${this.onMapPointerDown}
                  @pointerup=${this.onMapPointerUp}
                ></ks-map-view>
                <canvas class="marks" aria-hidden="true"></canvas>`
              : hasAreas
                ? this.renderAreaBoard(game.bundle)
                : html`<p class="no-map">This scenario’s map has neither a hex grid nor areas to draw; its view is listed beside.</p>`
          }
          ${state.handOver !== undefined ? this.renderHandOver(state.handOver, state) : nothing}
        </div>
        <aside class="side" aria-label="Your side">
          ${this.renderTurn(state)}
          ${
            state.picture === null && state.handOver === undefined
              ? html`<p class="no-picture" role="note">This ruleset draws nothing yet: it has no <code>picture</code> hook, so no pieces are on the board. What it shows you is listed below.</p>`
              : nothing
          }
          ${
            (state.picture?.tracks ?? []).length > 0
              ? html`<section class="tracks" aria-label="Tracks">
                <h3>Tracks</h3>
                ${state.picture?.tracks?.map((track) => this.renderTrack(track))}
              </section>`
              : nothing
          }
          ${this.renderLegend()}
          ${
            state.legal.length > 0
              ? html`<section class="actions" aria-label="Legal actions">
                <h3>${this.selected && !this.showAll ? `Actions at ${this.selected}` : 'Your actions'} <span class="count">${listed.length} of ${total}</span></h3>
                ${this.selected && !this.showAll ? html`<button type="button" class="show-all" @click=${() => ((this.showAll = true), (this.selected = undefined))}>Show all ${total}</button>` : nothing}
                <ol>
                  ${listed.map(({ legal }) => html`<li><button type="button" class="action" ?disabled=${this.busy} @click=${() => void this.play(legal)}>${legal.prompt}</button></li>`)}
                </ol>
              </section>`
              : nothing
          }
          <section class="log" aria-label="Your log">
            <h3>Log</h3>
            <ol>
              ${state.log.map((entry) => html`<li class=${entry.to ? 'private' : ''}>${entry.text}</li>`)}
            </ol>
          </section>
          ${state.view !== undefined ? html`<details class="view" ?open=${state.picture === null}><summary>What you see (the ruleset’s view)</summary><ks-view-tree label="view" .value=${state.view}></ks-view-tree></details>` : nothing}
        </aside>
      </div>
      <ks-test-recorder .destinations=${this.testDestinations}></ks-test-recorder>
    `;
  }

  /** The board in free play: the map with the pieces, and beside it the chosen stack, the dice and the log. */
  private renderFreePlay(free: FreePlayHistory, bundle: ScenarioBundle) {
    const name = bundle.scenario.name;
    const here = this.selected !== undefined ? piecesAt(free.present, this.selected) : [];
    const folder = this.scenarios.find((s) => s.id === bundle.scenario.id)?.folder;
    return html`
      <div class="toolbar" role="toolbar" aria-label="Game">
        <strong class="title">${name}</strong>
        <span class="meta">free play · seed ${this.seed} · no rules are checked</span>
        <button type="button" class="undo" ?disabled=${free.past.length === 0} title="Take back the last move or roll" @click=${() => this.freeUndo()}>↶ Undo</button>
        <button type="button" class="redo" ?disabled=${free.future.length === 0} title="Do again what was taken back" @click=${() => this.freeRedo()}>↷ Redo</button>
        <button
          type="button"
          class="save"
          ?disabled=${!this.files || folder === undefined}
          title=${this.files && folder !== undefined ? `Save to ${this.freeFile?.path ?? freePlaySavePath(folder, bundle.scenario.id, this.seed)}` : 'Saving needs the workspace (the studio’s server)'}
          @click=${() => void this.freeSave()}
        >
          Save
        </button>
        <button type="button" class="new" @click=${() => void this.newGame()}>New game</button>
      </div>
      ${
        this.freeConflict
          ? html`<p class="conflict" role="alert">
            <code>${this.freeConflict.path}</code> is already in the workspace. Replace it with this game?
            <button type="button" class="replace" @click=${() => void this.freeSave(this.freeConflict)}>Replace it</button>
            <button type="button" class="keep" @click=${() => (this.freeConflict = undefined)}>Keep it, do not save</button>
          </p>`
          : nothing
      }
      <div class="table">
        <div class="board" @pointerdown=${{ handleEvent: this.onFreePointerDown, capture: true }}>${this.renderMapOf(name, bundle)}</div>
        ${this.dragging ? html`<div class="drag-ghost" aria-hidden="true" style=${`left: ${this.dragging.x}px; top: ${this.dragging.y}px`}>${this.dragging.name}</div>` : nothing}
        <aside class="side" aria-label="Free play">
          <p class="free-play" role="note">
            <strong>Free play: no rules are checked.</strong> ${this.freeReason} Click a stack to take its top piece, then click where it goes, or drag it there; roll dice and draw cards below.
          </p>
          ${
            this.selected !== undefined && here.length > 0
              ? html`<section class="stack" aria-label=${`Pieces at ${this.selected}`}>
                <h3>Pieces at ${this.selected}</h3>
                <ol>
                  ${here.map(
                    (p) =>
                      html`<li><button type="button" class="piece" aria-pressed=${p.id === this.freePiece ? 'true' : 'false'} @click=${() => (this.freePiece = p.id)}>${p.name}</button></li>`,
                  )}
                </ol>
              </section>`
              : nothing
          }
          <section class="dice" aria-label="Dice">
            <h3>Dice</h3>
            ${freeDice.map((d) => html`<button type="button" class="roll" data-dice=${d} @click=${() => this.freeRoll(d)}>Roll ${d}</button>`)}
          </section>
          ${freeCardsView(free.present.cards, {
            names: this.playerNames(),
            shuffle: (deck) => this.freeShuffle(deck),
            draw: (deck, to) => this.freeDraw(deck, to),
            discard: (card) => this.freeDiscard(card),
          })}
          <section class="log" aria-label="Your log">
            <h3>Log</h3>
            <ol>
              ${free.present.log.map((entry) => html`<li>${entry.text}</li>`)}
            </ol>
          </section>
        </aside>
      </div>
    `;
  }

  /** The map of free play: a hex map, an area map, or a word when it has neither. */
  private renderMapOf(name: string, bundle: ScenarioBundle) {
    if (this.drawing)
      return html`<ks-map-view
          part="map"
          name=${`${name}: the board`}
          .drawing=${this.drawing}
          .tools=${this.mapTools}
          tool="pan"
          .counters=${this.stacks}
          .selected=${this.selected}
          @pointerdown=${this.onMapPointerDown}
          @pointerup=${this.onMapPointerUp}
        ></ks-map-view>
        <canvas class="marks" aria-hidden="true"></canvas>`;
    if ((bundle.map.areas ?? []).length > 0) return this.renderAreaBoard(bundle);
    return html`<p class="no-map">This scenario’s map has neither a hex grid nor areas to draw.</p>`;
  }

  /** What the colours of the highlights on a hex map mean: one line per note, with how many places. */
  private renderLegend() {
    if (!this.drawing || (this.legend.length === 0 && this.hiddenPieces === 0)) return nothing;
    const shown = this.legend.slice(0, legendLines);
    const more = this.legend.length - shown.length;
    const hidden = this.hiddenPieces;
    return html`<section class="legend" aria-label="Highlighted on the board">
      <h3>On the board</h3>
      <ul>
        ${shown.map(
          (e) =>
            html`<li data-note=${e.note} data-colour=${e.colour}><span class="swatch" style=${`border-color: ${e.colour}`}></span>${e.note} <span class="count">${e.places} ${e.places === 1 ? 'hex' : 'hexes'}</span></li>`,
        )}
        ${more > 0 ? html`<li class="more">and ${more} more</li>` : nothing}
        ${
          hidden > 0
            ? html`<li class="hidden-pieces"><span class="fold" aria-hidden="true"></span>Corner turned down: face down to the enemy <span class="count">${hidden} ${hidden === 1 ? 'piece' : 'pieces'}</span></li>`
            : nothing
        }
      </ul>
    </section>`;
  }

  /** A track as a row of boxes with its marker's box marked: named steps, or the numbers of a short range. */
  private renderTrack(track: PictureTrack) {
    const [low, high] = track.range ?? [undefined, undefined];
    const boxes: readonly (number | string)[] =
      track.steps ?? (low !== undefined && high !== undefined && high - low <= 30 ? Array.from({ length: high - low + 1 }, (_, i) => low + i) : [track.value]);
    const of = track.range ? ` (${track.range[0]} to ${track.range[1]})` : track.steps ? ` (of ${track.steps.join(', ')})` : '';
    return html`<div class="track" role="group" aria-label=${`${track.name}: ${track.value}${of}`} data-track=${track.name}>
      <span class="track-name">${track.name}</span>
      <ol>
        ${boxes.map((box) => html`<li class=${box === track.value ? 'current' : ''} aria-current=${box === track.value ? 'step' : nothing}>${box}</li>`)}
      </ol>
    </div>`;
  }

  private renderTurn(state: PlaytestState) {
    if (state.result) {
      const winner = state.result.winner;
      return html`<p class="result" role="status">Game over: ${winner === null ? 'a draw' : `${titleCase(winner)} wins`} — ${state.result.reason}</p>`;
    }
    if (state.stuck)
      return html`<p class="stuck" role="alert">The rules are stuck: ${state.toAct} is to act but has no legal action, and the game is not over.</p>`;
    if (state.handOver !== undefined) return nothing;
    const seat = state.seat ?? '';
    const yours = state.toAct === state.seat;
    const together = atOnce(state);
    return html`<p class="turn" role="status"><span class="seat">You are ${titleCase(seat)}.</span> ${together ? html`<span class="at-once">${together} — ${yours ? 'your' : `${titleCase(state.toAct ?? '')}’s`} turn at the screen.</span>` : yours ? 'Your turn.' : `${titleCase(state.toAct ?? '')} is to act.`}</p>`;
  }

  private renderHandOver(role: string, state: PlaytestState) {
    const together = atOnce(state);
    return html`<div class="hand-over" role="dialog" aria-modal="true" aria-labelledby="hand-over-title">
      <div>
        <h2 id="hand-over-title">Hand over to ${titleCase(role)}</h2>
        ${together ? html`<p class="at-once">${together} — ${titleCase(role)}’s turn at the screen; each choice stays hidden from the other until they are revealed.</p>` : nothing}
        <p>The ${titleCase(role)} player takes the screen. Nothing of either side is shown until they are ready.</p>
        <button type="button" class="primary take-seat" ?disabled=${this.busy} @click=${() => void this.takeSeat()}>I am ${titleCase(role)} — show my side</button>
      </div>
    </div>`;
  }
}
