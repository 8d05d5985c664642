import { LitElement, html, nothing } from 'lit';
import {
  ActionManager,
  Editor,
  createHouseRule,
  draftsToOffer,
  forgetDocument,
  planDiskChanges,
  houseRuleChoices,
  listingWithFile,
  modIds,
  problemsWithEditorMarkers,
  restoreDrafts,
  rulesetChoices,
  saveDocument,
  saveRecordedTest,
  scenarioChoices,
  scenarioDocuments,
  shortcutList,
  studioActions,
  tabTitles,
  variantChoices,
  testDestinations,
  workspaceMods,
  type DiskFile,
  type DraftStore,
  type SeenOnDisk,
  type StudioActionContext,
  type WorkspaceListing,
} from '@kriegsspiel/editor-core';
import { EditorController } from '../../controllers/editor-controller';
import { DraftKeeper } from '../../drafts/draft-keeper';
import { defaultDocumentEditors, type DocumentEditorDefinition, type DocumentEditorElement } from '../../document-editors';
import { defaultStudioPanels, type StudioPanelDefinition } from '../../studio-panels';
import type { StudioWorkspace } from '../../workspace/http-workspace';
import { isTestSource } from '../../rules/test-source';
import type { GameSource } from '../../rules/game-source';
import type {
  KsAnnounceEvent,
  KsDocumentOpenEvent,
  KsProblemSelectEvent,
  KsSourceDirtyEvent,
  KsSourceOpenEvent,
  KsSourceProblemsEvent,
  KsSourceSavedEvent,
  KsTabCloseEvent,
  KsTabSelectEvent,
  KsTestRecordEvent,
} from '../../events';
import { isSourceFiles } from '../../rules/source-files';
import type { StudioValidationReport, StudioValidator } from '../../validation/studio-validator';
import { createStudioValidator } from '../../validation/worker-validator';
import type { KsCodeEditor } from '../code-editor/code-editor.component';
import type { KsConflictDialog } from '../conflict-dialog/conflict-dialog.component';
import type { KsRestoreDialog } from '../restore-dialog/restore-dialog.component';
import type { KsTestPanel } from '../test-panel/test-panel.component';
import type { KsNewHouseRule } from '../new-house-rule/new-house-rule.component';
import type { KsQuickOpen } from '../quick-open/quick-open.component';
import type { KsShortcutHelp } from '../shortcut-help/shortcut-help.component';
import type { KsStudioTour } from '../studio-tour/studio-tour.component';
import type { KsDocumentList } from '../document-list/document-list.component';
import type { KeepState, SaveState } from '../status-bar/status-bar.component';
import type { ListedDocument } from '../document-list/document-list.component';
import type { Problem } from '@kriegsspiel/formats';
import { sharedStyles } from '../shared.styles';
import { studioShellStyles } from './studio-shell.styles';

/** Where the height the person gave the panels is kept. */
const PANEL_HEIGHT_KEY = 'ks-studio-panel-height';

function storedPanelHeight(): number | undefined {
  try {
    const n = Number(localStorage.getItem(PANEL_HEIGHT_KEY));
    return Number.isFinite(n) && n > 0 ? n : undefined;
  } catch {
    return undefined;
  }
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Files the code editor shows: a mod's code (and its notes). */
const codeFile = /\.(?:m?ts|m?js|md)$/;

function inTextField(e: KeyboardEvent): boolean {
  const target = e.composedPath()[0];
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
  );
}

/**
 * The studio: the document list, tabs of open documents with the editor of each, the
 * panels (validation first), the status bar, and the shared actions (undo, redo, save)
 * on the keyboard. It loads every document of the workspace at start, opens the
 * scenario it is given with its map and order of battle, offers to restore unsaved work,
 * validates as you edit and keeps drafts of unsaved work in the browser.
 *
 * Extension points: `editors` (which element edits which document) and `panels`.
 */
export class KsStudio extends LitElement {
  static override styles = [sharedStyles, studioShellStyles];

  static override properties = {
    workspace: { attribute: false },
    games: { attribute: false },
    drafts: { attribute: false },
    scenario: { type: String },
    editors: { attribute: false },
    panels: { attribute: false },
    validationDelay: { type: Number, attribute: 'validation-delay' },
    draftDelay: { type: Number, attribute: 'draft-delay' },
    diskPollDelay: { type: Number, attribute: 'disk-poll-delay' },
    createValidator: { attribute: false },
    tour: { type: Boolean },
    panelHeight: { state: true },
    listing: { state: true },
    tabs: { state: true },
    active: { state: true },
    report: { state: true },
    checking: { state: true },
    saveState: { state: true },
    keepState: { state: true },
    message: { state: true },
    failure: { state: true },
    panel: { state: true },
    maximised: { state: true },
    codePath: { state: true },
    dirtySources: { state: true },
    codeProblems: { state: true },
  };

  /** Where documents are read and saved. */
  declare workspace: StudioWorkspace | undefined;
  /** Where games to playtest and balance come from (the workspace server); without one those panels cannot start games. */
  declare games: GameSource | undefined;
  /** Where unsaved work is kept (IndexedDB in the app); none keeps nothing. */
  declare drafts: DraftStore | undefined;
  /** Id of the scenario to open first; the server's default when absent. */
  declare scenario: string | undefined;
  /** Document editors, first match wins. */
  declare editors: readonly DocumentEditorDefinition[];
  /** Panels under the document area. */
  declare panels: readonly StudioPanelDefinition[];
  /** Milliseconds of quiet before validating again. */
  declare validationDelay: number;
  /** Milliseconds of quiet before keeping drafts. */
  declare draftDelay: number;
  /** Milliseconds between asks for files changed on disk (by another program); 0 does not ask. */
  declare diskPollDelay: number;
  /** Makes the validator (a Web Worker where the page has them); it calls `onFallback` when it had to move validation to the page. */
  declare createValidator: (onFallback: (reason: string) => void) => StudioValidator;
  /** Offers the first-run tour of the three journeys (once per browser); the app sets it, tests of other things leave it off. */
  declare tour: boolean;
  /** Pixels the person gave the panels with the divider (kept in local storage); the layout's default when undefined. */
  declare panelHeight: number | undefined;
  declare private listing: WorkspaceListing | undefined;
  declare private tabs: string[];
  declare private active: string | undefined;
  /** The latest validation report. */
  declare report: StudioValidationReport | undefined;
  declare private checking: boolean;
  declare private saveState: SaveState;
  declare private keepState: KeepState;
  declare private message: string;
  declare private failure: string | undefined;
  /** Id of the panel shown under the document. */
  declare panel: string | undefined;
  /** True while the panel takes the whole height (the document is hidden). */
  declare maximised: boolean;
  /** The file the code editor shows (the last code tab chosen); it stays open behind other tabs. */
  declare private codePath: string | undefined;
  /** Files with unsaved edits in the code editor. */
  declare private dirtySources: ReadonlySet<string>;
  /** The code editor's errors and warnings (TypeScript, JSON) of the files it holds, by path. */
  declare private codeProblems: ReadonlyMap<string, readonly Problem[]>;

  /** The kernel: documents, commands, history. Created with the workspace. */
  editor: Editor | undefined;
  /** The shared actions and every shortcut; editors register theirs here. */
  readonly actions: ActionManager<StudioActionContext>;
  /** Made on the first run, disposed when the studio leaves the page. */
  private validator: StudioValidator | undefined;
  private validationTimer: ReturnType<typeof setTimeout> | undefined;
  /** Counts validation runs; only the latest one ends `checking`. */
  private validationRun = 0;
  private keeper: DraftKeeper | undefined;
  private started = false;
  /** The number of the latest change on disk the studio has taken in (the server's `/api/changes`). */
  private diskSeq: number | undefined;
  private diskTimer: ReturnType<typeof setTimeout> | undefined;
  /** Resolves when the studio has loaded, restored and validated (tests wait on it). */
  ready: Promise<void>;
  private markReady: () => void = () => undefined;

  constructor() {
    super();
    this.editors = defaultDocumentEditors;
    this.panels = defaultStudioPanels;
    this.validationDelay = 250;
    this.draftDelay = 300;
    this.diskPollDelay = 1000;
    this.createValidator = createStudioValidator;
    this.tabs = [];
    this.checking = false;
    this.saveState = 'idle';
    this.keepState = 'idle';
    this.message = '';
    this.maximised = false;
    this.dirtySources = new Set();
    this.codeProblems = new Map();
    this.tour = false;
    this.panelHeight = storedPanelHeight();
    this.ready = new Promise((resolve) => (this.markReady = resolve));
    this.actions = new ActionManager<StudioActionContext>(() => this.actionContext(), isMac);
    for (const action of studioActions) this.actions.register(action);
    // The shell's own keys, in the same table, so the `?` list shows them with the rest.
    this.actions.register({
      name: 'quick-open',
      label: 'Open a document by name',
      shortcuts: ['Mod+P'],
      inTextFields: true,
      perform: () => void this.quickOpen(),
    });
    this.actions.register({ name: 'shortcuts', label: 'Show the keyboard shortcuts', shortcuts: ['?'], perform: () => void this.showShortcuts() });
    new EditorController(
      this,
      () => this.editor,
      (e) => {
        if (e.type === 'documents') this.scheduleValidation();
        // Any editor's number the schema refuses: say so, in the schema's words.
        if (e.type === 'refused') this.message = e.message;
      },
    );
  }

  private actionContext(): StudioActionContext {
    return { editor: this.editor as Editor, activeDocument: () => this.active, saveDocument: (path) => this.save(path) };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('keydown', this.onKeyDown);
    window.addEventListener('beforeunload', this.onBeforeUnload);
    document.addEventListener('visibilitychange', this.onHidden);
    if (!this.started && this.workspace) void this.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('keydown', this.onKeyDown);
    window.removeEventListener('beforeunload', this.onBeforeUnload);
    document.removeEventListener('visibilitychange', this.onHidden);
    this.keeper?.dispose();
    if (this.validationTimer) clearTimeout(this.validationTimer);
    this.validationTimer = undefined;
    this.validator?.dispose();
    this.validator = undefined;
    if (this.diskTimer) clearTimeout(this.diskTimer);
    this.diskTimer = undefined;
  }

  protected override updated(): void {
    if (!this.started && this.workspace && this.isConnected) void this.start();
    const shown = this.shownPanel();
    this.toggleAttribute('panel-large', shown?.size === 'large');
    this.toggleAttribute('panel-maximised', this.maximised && this.panels.length > 0);
    this.toggleAttribute('panel-sized', this.panelHeight !== undefined);
    if (this.panelHeight !== undefined) this.style.setProperty('--ks-panel-height', `${this.panelHeight}px`);
    else this.style.removeProperty('--ks-panel-height');
  }

  /** Opens the "open a document by name" box (Ctrl+P). */
  async quickOpen(): Promise<void> {
    await this.updateComplete;
    await this.renderRoot.querySelector<KsQuickOpen>('ks-quick-open')?.show();
  }

  /** Shows the list of keyboard shortcuts (`?`). */
  async showShortcuts(): Promise<void> {
    await this.updateComplete;
    const help = this.renderRoot.querySelector<KsShortcutHelp>('ks-shortcut-help');
    if (!help) return;
    // Made now, from the keys bound now (an open map editor adds its tools).
    help.lines = shortcutList(this.actions.all(), isMac);
    await help.show();
  }

  /** Shows the tour of the three journeys again. */
  showTour(): void {
    this.renderRoot.querySelector<KsStudioTour>('ks-studio-tour')?.start();
  }

  /** Sets the panels' height in pixels (the divider), kept for the next visit; undefined goes back to the layout's. */
  setPanelHeight(px: number | undefined): void {
    const room = this.getBoundingClientRect().height;
    this.panelHeight = px === undefined ? undefined : Math.round(Math.max(80, Math.min(px, Math.max(80, room - 160))));
    try {
      if (this.panelHeight === undefined) localStorage.removeItem(PANEL_HEIGHT_KEY);
      else localStorage.setItem(PANEL_HEIGHT_KEY, String(this.panelHeight));
    } catch {
      // Storage refused: the height holds until the page is reloaded.
    }
  }

  private panelsHeight(): number {
    return this.renderRoot.querySelector('.panels')?.getBoundingClientRect().height ?? 200;
  }

  private onDividerDown(e: PointerEvent): void {
    const divider = e.currentTarget as HTMLElement;
    divider.setPointerCapture(e.pointerId);
    divider.classList.add('dragging');
    const startY = e.clientY;
    const startHeight = this.panelsHeight();
    const move = (m: PointerEvent) => this.setPanelHeight(startHeight - (m.clientY - startY));
    const up = () => {
      divider.classList.remove('dragging');
      divider.removeEventListener('pointermove', move);
      divider.removeEventListener('pointerup', up);
      divider.removeEventListener('pointercancel', up);
    };
    divider.addEventListener('pointermove', move);
    divider.addEventListener('pointerup', up);
    divider.addEventListener('pointercancel', up);
    e.preventDefault();
  }

  private onDividerKey(e: KeyboardEvent): void {
    const step = e.shiftKey ? 80 : 20;
    if (e.key === 'ArrowUp') this.setPanelHeight(this.panelsHeight() + step);
    else if (e.key === 'ArrowDown') this.setPanelHeight(this.panelsHeight() - step);
    else if (e.key === 'Home' || e.key === 'Escape') this.setPanelHeight(undefined);
    else return;
    e.preventDefault();
  }

  /** The panel shown: the chosen one, or the first. */
  private shownPanel(): StudioPanelDefinition | undefined {
    return this.panels.find((p) => p.id === this.panel) ?? this.panels[0];
  }

  /** Shows a panel by id (`problems`, `playtest`, `balance`). */
  showPanel(id: string): void {
    if (this.panels.some((p) => p.id === id)) this.panel = id;
  }

  /** Writes a recorded test as a new file (the kernel takes it into the documents), then runs it. */
  private async writeRecordedTest(path: string, text: string): Promise<void> {
    const workspace = this.workspace;
    const editor = this.editor;
    if (!workspace || !editor) throw new Error('the studio has no workspace to write to');
    await saveRecordedTest(workspace, editor, path, text);
    if (this.listing) this.listing = listingWithFile(this.listing, path);
    this.scheduleValidation();
    await this.testRecorded(path);
  }

  /**
   * Asks for a new house rule and creates it: its manifest and its rules code, written as
   * new files (an existing file is never overwritten); then opens the code.
   */
  async newHouseRule(): Promise<void> {
    const workspace = this.workspace;
    const editor = this.editor;
    const dialog = this.renderRoot.querySelector<KsNewHouseRule>('ks-new-house-rule');
    if (!workspace || !editor || !dialog || !isSourceFiles(workspace)) return;
    const files = await dialog.ask();
    if (!files) return;
    const created = await createHouseRule(workspace, editor, files);
    if (!created.ok) {
      this.message = created.message;
      return;
    }
    try {
      this.listing = await workspace.listing();
    } catch (e) {
      this.message = `Created ${created.paths.join(' and ')}, but the workspace could not be listed again: ${(e as Error).message}`;
      return;
    }
    if (created.code) await this.openSource(created.code, 1);
    // Its first test puts it in the Tests panel's mod filter.
    void this.testPanel()?.refresh();
    this.scheduleValidation();
    this.message = created.message;
  }

  /** The Tests panel, when the studio has one. */
  private testPanel(): KsTestPanel | null {
    return this.renderRoot.querySelector<KsTestPanel>('ks-test-panel');
  }

  /** A test was recorded: the Tests panel shows its mod's tests and runs the new one. */
  private async testRecorded(path: string): Promise<void> {
    this.message = `Recorded ${path}`;
    const panel = this.testPanel();
    if (!panel) return;
    const at = path.lastIndexOf('/tests/');
    this.showPanel('tests');
    if (at > 0) panel.mod = path.slice(0, at);
    // The panel shown (not hidden) and listing the mod's tests, the new one among them.
    await this.updateComplete;
    await panel.refresh();
    await panel.reveal(path);
    void panel.run([path]);
  }

  /** Tells the Tests panel a file was saved (it reruns the mod's tests when asked to). */
  private fileSaved(path: string): void {
    void this.testPanel()?.sourceSaved(path);
  }

  /**
   * Whether a tab shows the code editor: a mod's code, or a JSON document that no data
   * editor takes (a scenario test, a manifest), which is edited as text.
   */
  isCodeTab(path: string): boolean {
    const doc = this.editor?.store.get(path);
    if (!doc) return codeFile.test(path) || path.endsWith('.json');
    return this.editors.find((d) => d.matches(doc))?.id === 'json';
  }

  /** The code editor, once a code tab has been shown. */
  codeEditor(): KsCodeEditor | null {
    return this.renderRoot.querySelector<KsCodeEditor>('ks-code-editor');
  }

  /** Opens a file in the code editor at a line (a rules error, a failed test). */
  async openSource(path: string, line: number, column = 1): Promise<void> {
    if (!this.isCodeTab(path) || !isSourceFiles(this.workspace)) {
      this.message = `${path}:${line}:${column}`;
      if (this.editor?.store.get(path)) this.open(path);
      return;
    }
    this.open(path);
    this.message = `${path}:${line}:${column}`;
    await this.updateComplete;
    await this.codeEditor()?.reveal(line, column);
  }

  private onSourceOpen(e: KsSourceOpenEvent): void {
    void this.openSource(e.path, e.line, e.column);
  }

  private onSourceDirty(e: KsSourceDirtyEvent): void {
    const next = new Set(this.dirtySources);
    if (e.dirty) next.add(e.path);
    else next.delete(e.path);
    this.dirtySources = next;
  }

  private onSourceProblems(e: KsSourceProblemsEvent): void {
    if (e.problems.length === 0 && !this.codeProblems.has(e.path)) return;
    const next = new Map(this.codeProblems);
    if (e.problems.length > 0) next.set(e.path, e.problems);
    else next.delete(e.path);
    this.codeProblems = next;
  }

  /**
   * Every problem known: the validator's, with the code editor's markers (type errors of
   * rules code, syntax errors of JSON edited as text), so Problems, the status bar and the
   * editor's header agree.
   */
  problems(): Problem[] {
    return problemsWithEditorMarkers(this.report?.problems ?? [], this.codeProblems, this.dirtySources);
  }

  /** The code editor saved a file: documents take the new text, the Tests panel hears of it. */
  private onSourceSaved(e: KsSourceSavedEvent): void {
    const editor = this.editor;
    if (editor?.store.get(e.path) && !editor.store.isDirty(e.path)) editor.reloadFromDisk({ path: e.path, text: e.text, version: e.version });
    if (this.listing && !this.listing.files.includes(e.path)) this.listing = { ...this.listing, files: [...this.listing.files, e.path].sort() };
    this.scheduleValidation();
    this.fileSaved(e.path);
  }

  private onKeyDown = (e: KeyboardEvent): void => {
    if (!this.editor) return;
    if (this.renderRoot.querySelector('dialog[open]') || document.querySelector('dialog[open]')) return;
    if (this.actions.handleKey(e, inTextField(e))) e.preventDefault();
  };

  private onBeforeUnload = (e: BeforeUnloadEvent): void => {
    if (!this.editor || (this.editor.store.dirtyPaths().length === 0 && this.dirtySources.size === 0)) return;
    void this.keeper?.flush();
    e.preventDefault();
  };

  private onHidden = (): void => {
    if (document.visibilityState === 'hidden') void this.keeper?.flush();
  };

  /** Loads the workspace, opens the scenario, offers drafts, starts validation and draft keeping. */
  private async start(): Promise<void> {
    this.started = true;
    const workspace = this.workspace as StudioWorkspace;
    try {
      const editor = new Editor({ workspace });
      // The point to watch from, taken before reading, so that no change falls in between.
      this.diskSeq = this.diskPollDelay > 0 ? (await workspace.changes?.())?.seq : undefined;
      const [listing, files] = await Promise.all([workspace.listing(), workspace.readAll()]);
      editor.store.load(files);
      this.editor = editor;
      this.listing = listing;
      this.openScenario(this.scenario ?? listing.defaultScenario);
      await this.offerDrafts();
      const validated = this.validateNow();
      if (this.drafts) {
        this.keeper = new DraftKeeper(editor, this.drafts, this.draftDelay, (state) => (this.keepState = state));
        this.keeper.start((await this.drafts.list()).map((d) => d.path));
      }
      await validated;
      this.watchDisk();
      if (this.tour) {
        await this.updateComplete;
        this.renderRoot.querySelector<KsStudioTour>('ks-studio-tour')?.showIfNew();
      }
    } catch (e) {
      this.failure = `The studio could not load the workspace: ${(e as Error).message}`;
    }
    this.markReady();
  }

  /** Asks again, after the delay, for files changed on disk. */
  private watchDisk(): void {
    if (this.diskSeq === undefined || this.diskPollDelay <= 0 || !this.isConnected) return;
    this.diskTimer = setTimeout(() => {
      this.diskTimer = undefined;
      void this.takeDiskChanges().finally(() => this.watchDisk());
    }, this.diskPollDelay);
  }

  /**
   * Takes in what changed on disk since last asked: documents without unsaved changes are
   * reloaded, new ones loaded, removed ones dropped (their tabs closed); for one with unsaved
   * changes the person chooses, as on a save conflict. The list of files follows.
   */
  async takeDiskChanges(): Promise<void> {
    const workspace = this.workspace;
    const editor = this.editor;
    if (!workspace?.changes || !editor || this.diskSeq === undefined) return;
    // A dialog is asking (a save conflict, restoring drafts): the changes wait for the next round.
    if (this.renderRoot.querySelector('dialog[open]') || [...this.renderRoot.querySelectorAll('*')].some((el) => el.shadowRoot?.querySelector('dialog[open]')))
      return;
    let answer;
    try {
      answer = await workspace.changes(this.diskSeq);
    } catch {
      return; // The server is away for now; ask again later.
    }
    if (!answer.reset && answer.paths.length === 0) {
      this.diskSeq = answer.seq;
      return;
    }
    const listing = await workspace.listing();
    const documents = new Set(listing.mods.flatMap((m) => m.documents));
    const changed = answer.reset ? [...new Set([...editor.store.all().map((d) => d.path), ...documents])] : answer.paths;
    const paths = changed.filter((p) => p.endsWith('.json') && (documents.has(p) || editor.store.get(p)));
    const modOf = (path: string) => listing.mods.find((m) => path.startsWith(`${m.folder}/`))?.id;
    const seen = await Promise.all(
      paths.map(async (path): Promise<SeenOnDisk> => {
        if (!documents.has(path)) return { path, file: null };
        const file: DiskFile | null = await workspace.read(path).catch(() => null);
        return { path, file: file && { ...file, mod: modOf(path) } };
      }),
    );
    this.diskSeq = answer.seq;
    this.listing = listing;
    const said: string[] = [];
    for (const change of planDiskChanges(editor.store, seen)) {
      if (change.kind === 'reload') editor.reloadFromDisk(change.file);
      else if (change.kind === 'add') editor.store.load([change.file]);
      else if (change.kind === 'remove') {
        forgetDocument(editor, change.path);
        if (this.tabs.includes(change.path)) this.close(change.path);
      } else if (change.kind === 'keep') said.push(`${fileName(change.path)} was removed on disk; your unsaved version stays open`);
      else await this.askAboutDiskChange(change.file);
      if (change.kind === 'reload' || change.kind === 'remove')
        said.push(`${fileName('file' in change ? change.file.path : change.path)} changed on disk and was ${change.kind === 'reload' ? 'reloaded' : 'closed'}`);
    }
    if (said.length > 0) this.message = said.join('; ');
    if (changed.some((p) => p.includes('/tests/') || p.endsWith('/mod.json'))) void this.testPanel()?.refresh();
    this.scheduleValidation();
  }

  /** A document with unsaved changes changed on disk: keep mine (written over it), take theirs, or decide later. */
  private async askAboutDiskChange(file: DiskFile): Promise<void> {
    const editor = this.editor;
    const dialog = this.renderRoot.querySelector<KsConflictDialog>('ks-conflict-dialog');
    if (!editor || !dialog) return;
    const choice = await dialog.ask(file.path);
    if (choice === 'take-theirs') {
      editor.reloadFromDisk(file);
      this.message = `Loaded ${fileName(file.path)} from disk; your changes were dropped`;
    } else if (choice === 'keep-mine') {
      const outcome = await editor.overwrite(file.path, file.version);
      this.message =
        outcome.status === 'conflict' ? `Not saved: ${fileName(file.path)} changed on disk again` : `Saved ${fileName(file.path)} over the change on disk`;
    } else this.message = `${fileName(file.path)} changed on disk; saving will ask again`;
  }

  private openScenario(id: string | undefined): void {
    const store = this.editor?.store;
    if (!store || !id) return;
    const found = scenarioDocuments(store, id);
    if (!found) {
      this.message = `No scenario ${id} in the workspace`;
      return;
    }
    this.tabs = [found.scenario, found.map, found.oob].filter((p): p is string => p !== undefined);
    this.active = found.map ?? found.scenario;
  }

  private async offerDrafts(): Promise<void> {
    const editor = this.editor;
    if (!this.drafts || !editor) return;
    const { offer, stale } = draftsToOffer(await this.drafts.list(), editor.store);
    for (const d of stale) await this.drafts.delete(d.path);
    if (offer.length === 0) return;
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector<KsRestoreDialog>('ks-restore-dialog');
    const choice = dialog ? await dialog.ask(offer) : 'discard';
    if (choice === 'discard') {
      for (const o of offer) await this.drafts.delete(o.draft.path);
      this.message = 'Unsaved work discarded';
      return;
    }
    const restored = restoreDrafts(editor, offer);
    for (const path of restored.paths) this.open(path);
    this.message = restored.message;
  }

  private scheduleValidation(): void {
    this.checking = true;
    if (this.validationTimer) clearTimeout(this.validationTimer);
    this.validationTimer = setTimeout(() => void this.validateNow(), this.validationDelay);
  }

  /**
   * Validates every document now (in the validation worker, unless it failed); resolves
   * once the report of the documents as they are now is the studio's `report`.
   */
  async validateNow(): Promise<void> {
    if (this.validationTimer) clearTimeout(this.validationTimer);
    this.validationTimer = undefined;
    const editor = this.editor;
    if (!editor) return;
    this.checking = true;
    const run = ++this.validationRun;
    const validator = (this.validator ??= this.createValidator((reason) => (this.message = `Validating on the page instead of in a worker: ${reason}`)));
    try {
      // A run superseded by a later one resolves with the later report, never an older one.
      this.report = await validator.validate(editor.store, this.listing?.files ?? []);
    } catch (e) {
      // The studio left the page meanwhile (its validator was disposed): validate again if it is back.
      if (validator === this.validator) throw e;
      if (this.isConnected && run === this.validationRun) await this.validateNow();
      return;
    }
    if (run === this.validationRun && this.validationTimer === undefined) this.checking = false;
  }

  /** Writes the drafts of unsaved work now instead of after the quiet delay. */
  async flushDrafts(): Promise<void> {
    await this.keeper?.flush();
  }

  /** Opens a document in a tab (or selects its tab). */
  open(path: string): void {
    if (!this.tabs.includes(path)) this.tabs = [...this.tabs, path];
    this.active = path;
    if (this.isCodeTab(path)) this.codePath = path;
    // The list unfolds to show where it is (a test opened by name sits in a folded folder).
    this.renderRoot.querySelector<KsDocumentList>('ks-document-list')?.reveal(path);
  }

  private close(path: string): void {
    if (
      this.dirtySources.has(path) &&
      !window.confirm(
        `${fileName(path)} has unsaved changes in the code editor. Close its tab anyway? (The changes stay in the editor until the page is reloaded.)`,
      )
    )
      return;
    const i = this.tabs.indexOf(path);
    this.tabs = this.tabs.filter((p) => p !== path);
    if (this.active === path) this.active = this.tabs[Math.min(i, this.tabs.length - 1)];
  }

  /** Saves a document (the kernel's save loop), asking with the conflict dialog when the file changed on disk. */
  async save(path: string): Promise<void> {
    const editor = this.editor;
    if (!editor) return;
    const dialog = this.renderRoot.querySelector<KsConflictDialog>('ks-conflict-dialog');
    const report = await saveDocument(editor, path, {
      onState: (state) => (this.saveState = state),
      ...(dialog ? { resolveConflict: (conflict) => dialog.ask(conflict.path) } : {}),
    });
    this.saveState = report.state;
    this.message = report.message;
    if (report.status !== 'saved') return;
    // A new document (an alternate order of battle) is a file now: list it as one.
    if (this.listing && !this.listing.files.includes(path)) {
      this.listing = listingWithFile(this.listing, path);
      this.scheduleValidation();
    }
    this.fileSaved(path);
  }

  private async onProblemSelect(e: KsProblemSelectEvent): Promise<void> {
    if (this.isCodeTab(e.path) && isSourceFiles(this.workspace)) {
      await this.openSource(e.path, e.problem.line, e.problem.column);
      return;
    }
    this.open(e.path);
    await this.updateComplete;
    const element = this.renderRoot.querySelector('.document')?.firstElementChild as DocumentEditorElement | null;
    if (element && 'updateComplete' in element) await (element as unknown as LitElement).updateComplete;
    element?.reveal?.(e.pointer);
  }

  protected override render() {
    if (this.failure) return html`<p class="failure" role="alert">${this.failure}</p>`;
    const editor = this.editor;
    if (!editor || !this.listing) return html`<p class="loading" role="status">Loading the workspace…</p>`;
    const store = editor.store;
    const documents = new Map<string, ListedDocument>(store.all().map((d) => [d.path, { kind: d.kind, dirty: store.isDirty(d.path) }]));
    const files = this.listing.files;
    // Documents made in the studio and not saved yet are listed with their mod (unsaved).
    const created = store.all().filter((d) => d.version === '' && !files.includes(d.path) && store.isDirty(d.path));
    const listed =
      created.length === 0
        ? this.listing.mods
        : this.listing.mods.map((m) => {
            const more = created.filter((d) => d.path.startsWith(`${m.folder}/`)).map((d) => d.path);
            return more.length === 0 ? m : { ...m, documents: [...m.documents, ...more].sort() };
          });
    // Each mod's code is listed after its documents (when the studio can edit code).
    const manifests = workspaceMods(store, this.listing);
    const mods = isSourceFiles(this.workspace)
      ? listed.map((m) => {
          const code = files.filter((f) => f.startsWith(`${m.folder}/`) && codeFile.test(f) && !f.endsWith('.md'));
          for (const f of code) documents.set(f, { kind: f.slice(f.lastIndexOf('.') + 1), dirty: this.dirtySources.has(f) });
          return { ...m, documents: [...m.documents, ...code] };
        })
      : listed;
    const activeDoc = this.active ? store.get(this.active) : undefined;
    const definition = activeDoc ? this.editors.find((d) => d.matches(activeDoc)) : undefined;
    const codeActive = this.active !== undefined && this.codePath === this.active && isSourceFiles(this.workspace);
    const problems = this.problems();
    const openProblems = problems.filter((p) => this.tabs.includes(p.file));
    const errors = openProblems.filter((p) => p.severity === 'error').length;
    const scenario = this.scenario ?? this.listing.defaultScenario;
    const ctx = this.actionContext();
    const can = (name: string) => this.actions.get(name)?.enabled?.(ctx) ?? true;
    return html`
      <header>
        <h1>Kriegsspiel studio</h1>
        <span class="scenario">${scenario ? `Scenario ${scenario}` : ''}</span>
        <button type="button" ?disabled=${!can('undo')} title=${`Undo ${editor.history.undoStack.at(-1)?.label ?? ''} (${isMac ? '⌘Z' : 'Ctrl+Z'})`} aria-label="Undo" @click=${() => this.actions.execute('undo')}>↶ Undo</button>
        <button type="button" ?disabled=${!can('redo')} title=${`Redo (${isMac ? '⌘⇧Z' : 'Ctrl+Shift+Z'})`} aria-label="Redo" @click=${() => this.actions.execute('redo')}>↷ Redo</button>
        <button type="button" ?disabled=${!can('save')} title=${`Save (${isMac ? '⌘S' : 'Ctrl+S'})`} aria-label="Save" @click=${() => this.actions.execute('save')}>Save</button>
        <button type="button" class="help" title=${`Keyboard shortcuts (?) — and the tour`} aria-label="Help: keyboard shortcuts" @click=${() => void this.showShortcuts()}>?</button>
        ${isSourceFiles(this.workspace) ? html`<button type="button" class="new-house-rule" title="Start a house rule: its manifest and its rules code" @click=${() => void this.newHouseRule()}>New house rule…</button>` : nothing}
      </header>
      <ks-document-list .mods=${mods} .documents=${documents} .active=${this.active} @ks-document-open=${(e: KsDocumentOpenEvent) => this.open(e.path)}></ks-document-list>
      <main>
        <ks-document-tabs
          .tabs=${tabTitles(this.tabs).map((t) => ({ ...t, dirty: store.isDirty(t.path) || this.dirtySources.has(t.path) }))}
          .active=${this.active}
          @ks-tab-select=${(e: KsTabSelectEvent) => this.open(e.path)}
          @ks-tab-close=${(e: KsTabCloseEvent) => this.close(e.path)}
        ></ks-document-tabs>
        <div
          class="document"
          id="document-panel"
          role="tabpanel"
          aria-label=${this.active ? fileName(this.active) : 'No document'}
          @ks-announce=${(e: KsAnnounceEvent) => (this.message = e.message)}
          @ks-document-open=${(e: KsDocumentOpenEvent) => this.open(e.path)}
        >
          ${activeDoc && definition && !codeActive ? definition.render({ editor, path: activeDoc.path, actions: this.actions }) : nothing}
          ${
            this.codePath && isSourceFiles(this.workspace)
              ? html`<ks-code-editor
                ?hidden=${!codeActive}
                .source=${this.workspace}
                .files=${this.listing.files}
                path=${this.codePath}
                @ks-source-dirty=${(e: KsSourceDirtyEvent) => this.onSourceDirty(e)}
                @ks-source-problems=${(e: KsSourceProblemsEvent) => this.onSourceProblems(e)}
                @ks-source-saved=${(e: KsSourceSavedEvent) => this.onSourceSaved(e)}
                @ks-source-open=${(e: KsSourceOpenEvent) => this.onSourceOpen(e)}
              ></ks-code-editor>`
              : nothing
          }
        </div>
      </main>
      <div
        class="divider"
        role="separator"
        aria-orientation="horizontal"
        aria-label="Resize the panels (arrow keys; Home resets)"
        aria-valuenow=${this.panelHeight ?? nothing}
        tabindex="0"
        @pointerdown=${(e: PointerEvent) => this.onDividerDown(e)}
        @dblclick=${() => this.setPanelHeight(undefined)}
        @keydown=${(e: KeyboardEvent) => this.onDividerKey(e)}
      ></div>
      <section
        class="panels"
        aria-label="Panels"
        @ks-problem-select=${(e: KsProblemSelectEvent) => void this.onProblemSelect(e)}
        @ks-document-open=${(e: KsDocumentOpenEvent) => this.open(e.path)}
        @ks-source-open=${(e: KsSourceOpenEvent) => this.onSourceOpen(e)}
        @ks-test-record=${(e: KsTestRecordEvent) => e.waitUntil(this.writeRecordedTest(e.path, e.text))}
        @ks-announce=${(e: KsAnnounceEvent) => (this.message = e.message)}
      >
        ${this.renderPanels(editor, scenario, problems)}
      </section>
      <ks-status-bar
        .path=${this.active}
        ?dirty=${this.active ? store.isDirty(this.active) || this.dirtySources.has(this.active) : false}
        .unsaved=${new Set([...store.dirtyPaths(), ...this.dirtySources]).size}
        .saveState=${this.saveState}
        .keepState=${this.keepState}
        .errors=${errors}
        .warnings=${openProblems.length - errors}
        .message=${this.message}
      ></ks-status-bar>
      <ks-conflict-dialog></ks-conflict-dialog>
      <ks-restore-dialog></ks-restore-dialog>
      <ks-quick-open .paths=${mods.flatMap((m) => m.documents)} @ks-document-open=${(e: KsDocumentOpenEvent) => this.open(e.path)}></ks-quick-open>
      <ks-shortcut-help .lines=${shortcutList(this.actions.all(), isMac)}>
        <button slot="footer" type="button" @click=${() => this.showTour()}>Show the tour</button>
      </ks-shortcut-help>
      <ks-studio-tour></ks-studio-tour>
      <ks-new-house-rule .rulesets=${rulesetChoices(manifests, store)} .takenIds=${modIds(manifests)}></ks-new-house-rule>
    `;
  }

  /** The panels, as tabs when there are several; all stay rendered (a game in progress keeps going), one is shown. */
  private renderPanels(editor: Editor, scenario: string | undefined, problems: readonly Problem[]) {
    const shown = this.shownPanel();
    const props = {
      editor,
      report: this.report,
      problems,
      checking: this.checking,
      openPaths: this.tabs,
      games: this.games,
      tests: isTestSource(this.workspace) ? this.workspace : undefined,
      scenario,
      scenarios: scenarioChoices(editor.store, this.listing?.files),
      houseRuleChoices: houseRuleChoices(workspaceMods(editor.store, this.listing)),
      variantsOf: (id: string) => variantChoices(workspaceMods(editor.store, this.listing), editor.store, id),
      testDestinations: testDestinations(editor.store, this.listing, scenario),
      unsavedCode: [...this.dirtySources].filter((p) => codeFile.test(p)),
      files: this.workspace,
    };
    if (this.panels.length <= 1) return this.panels.map((p) => p.render(props));
    return html`<div class="panel-tabs" role="tablist" aria-label="Panels">
        ${this.panels.map(
          (
            p,
          ) => html`<button type="button" role="tab" id=${`panel-tab-${p.id}`} aria-controls=${`panel-${p.id}`} aria-selected=${p === shown ? 'true' : 'false'} tabindex=${p === shown ? 0 : -1} @click=${() => (this.panel = p.id)}>
            ${p.label}
          </button>`,
        )}
        <button type="button" class="maximise" aria-pressed=${this.maximised ? 'true' : 'false'} title=${this.maximised ? 'Show the document again' : 'Give the panel the whole height'} @click=${() => (this.maximised = !this.maximised)}>
          ${this.maximised ? '▾ Restore' : '▴ Maximise'}
        </button>
      </div>
      ${this.panels.map((p) => html`<div class="panel" role="tabpanel" id=${`panel-${p.id}`} aria-labelledby=${`panel-tab-${p.id}`} ?hidden=${p !== shown}>${p.render(props)}</div>`)}`;
  }
}
