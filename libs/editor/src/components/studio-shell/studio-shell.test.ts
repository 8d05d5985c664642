import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintHexTerrain, setValue } from '@kriegsspiel/editor-core';
import type { MapDocument } from '@kriegsspiel/formats';
import './studio-shell';
import type { KsStudio } from './studio-shell';
import { IdbDraftStore } from '../../drafts/idb-draft-store';
import { KsDocumentOpenEvent, KsSourceDirtyEvent, KsSourceOpenEvent, KsSourceSavedEvent } from '../../events';
import { CodeWorkspace } from '../../test-support/code-workspace';
import { hundredDaysMapPath, hundredDaysScenarioPath, modsWorkspace } from '../../test-support/mods-fixtures';
import type { MemoryWorkspace } from '../../test-support/memory-workspace';
import type { KsMapEditor } from '../map-editor/map-editor';
import type { KsMapView } from '../map-view/map-view';
import { InThreadValidator, type StudioValidator } from '../../validation/studio-validator';
import { WorkerValidator, type ValidationWorkerLike } from '../../validation/worker-validator';

const dbs: IdbDraftStore[] = [];

async function mount(workspace: MemoryWorkspace = modsWorkspace(), drafts?: IdbDraftStore, createValidator?: KsStudio['createValidator']): Promise<KsStudio> {
  const studio = document.createElement('ks-studio');
  studio.workspace = workspace;
  if (createValidator) studio.createValidator = createValidator;
  studio.validationDelay = 10;
  studio.draftDelay = 10;
  if (drafts) studio.drafts = drafts;
  document.body.append(studio);
  await studio.ready;
  await studio.updateComplete;
  return studio;
}

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const press = (k: string, mods: KeyboardEventInit = {}) =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key: k, ctrlKey: true, bubbles: true, ...mods }));
const map = (studio: KsStudio) => studio.editor?.store.require(hundredDaysMapPath).value as MapDocument;
const settle = () => new Promise((r) => setTimeout(r, 60));

afterEach(async () => {
  document.body.replaceChildren();
  for (const db of dbs.splice(0)) {
    await db.close();
    indexedDB.deleteDatabase(db.name);
  }
});

describe('ks-studio', () => {
  it('opens the default scenario with its map and order of battle, the map in front', async () => {
    const studio = await mount();
    const tabs = root(studio).querySelector('ks-document-tabs');
    expect(tabs?.tabs.map((t) => t.title)).toEqual(['campaign.scenario.json', 'hundred-days.map.json', 'hundred-days.oob.json']);
    expect(tabs?.active).toBe(hundredDaysMapPath);
    expect(root(studio).querySelector('.document ks-map-editor')).not.toBeNull();
    const panel = root(studio).querySelector('ks-validation-panel');
    expect(panel?.shown.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('undoes, redoes and saves with the keyboard, marking the tab while unsaved', async () => {
    const workspace = modsWorkspace();
    const studio = await mount(workspace);
    studio.editor?.run(paintHexTerrain, hundredDaysMapPath, { label: '0101', terrain: 'forest' });
    await studio.updateComplete;
    const tab = () =>
      root(studio)
        .querySelector('ks-document-tabs')
        ?.tabs.find((t) => t.path === hundredDaysMapPath);
    expect(tab()?.dirty).toBe(true);
    press('z');
    expect(map(studio).hexes?.['0101']).toBeUndefined();
    press('Z', { shiftKey: true });
    expect(map(studio).hexes?.['0101']).toEqual({ terrain: ['forest'] });
    press('z');
    press('y');
    expect(map(studio).hexes?.['0101']).toEqual({ terrain: ['forest'] });
    press('s');
    await settle();
    await studio.updateComplete;
    expect(workspace.files.get(hundredDaysMapPath)?.text).toContain('"0101": {\n      "terrain": [\n        "forest"\n      ]\n    }');
    expect(tab()?.dirty).toBe(false);
    expect(root(studio).querySelector('ks-status-bar')?.message).toBe('Saved hundred-days.map.json');
  });

  it('asks before overwriting a file that changed on disk', async () => {
    const workspace = modsWorkspace();
    const studio = await mount(workspace);
    studio.editor?.run(setValue, hundredDaysMapPath, { pointer: '/name', value: 'Mine' });
    workspace.changeOnDisk(
      hundredDaysMapPath,
      (workspace.files.get(hundredDaysMapPath)?.text ?? '').replace('"name": "Hundred Days Campaign map', '"name": "Theirs'),
    );
    const saving = studio.save(hundredDaysMapPath);
    await settle();
    const dialog = root(studio).querySelector('ks-conflict-dialog');
    expect(dialog?.shadowRoot?.querySelector('dialog')?.open).toBe(true);
    expect(workspace.files.get(hundredDaysMapPath)?.text).toContain('"name": "Theirs');
    (dialog?.shadowRoot?.querySelector('.primary') as HTMLButtonElement).click();
    await saving;
    expect(workspace.files.get(hundredDaysMapPath)?.text).toContain('"name": "Mine"');
  });

  it('shows a problem as you edit and selects its hex when it is chosen', async () => {
    const studio = await mount();
    studio.editor?.run(paintHexTerrain, hundredDaysMapPath, { label: '0305', terrain: 'swamp' });
    const panel = root(studio).querySelector('ks-validation-panel');
    // Validation runs in a worker a moment after the edit.
    const findRow = () =>
      [...(panel?.shadowRoot?.querySelectorAll('li button') ?? [])].find((b) => b.textContent?.includes('/hexes/0305/terrain/0')) as
        HTMLButtonElement | undefined;
    await vi.waitFor(() => expect(findRow()?.textContent).toContain('swamp'), { timeout: 10_000 });
    const row = findRow();
    row?.click();
    await settle();
    const view = (root(studio).querySelector('ks-map-editor') as KsMapEditor).shadowRoot?.querySelector('ks-map-view') as KsMapView;
    expect(view.selected).toBe('0305');
  });

  it('validates in a worker: a schema error shows after an edit, is pending while checked again, and clears after undo', async () => {
    const studio = await mount();
    expect(studio.report?.ranIn).toBe('worker');
    const panel = () => root(studio).querySelector('ks-validation-panel');
    const swamp = () => (studio.report?.byPath.get(hundredDaysMapPath) ?? []).filter((p) => p.pointer === '/hexes/0305/terrain/0');
    studio.editor?.run(paintHexTerrain, hundredDaysMapPath, { label: '0305', terrain: 'swamp' });
    await studio.updateComplete;
    expect(panel()?.checking).toBe(true);
    await studio.validateNow();
    expect(swamp()).toHaveLength(1);
    expect(swamp()[0]?.severity).toBe('error');
    await studio.updateComplete;
    expect(panel()?.checking).toBe(false);
    expect(panel()?.shown.some((p) => p.pointer === '/hexes/0305/terrain/0')).toBe(true);
    press('z');
    await vi.waitFor(() => expect(swamp()).toEqual([]), { timeout: 10_000 });
    await vi.waitFor(() => expect(panel()?.checking).toBe(false), { timeout: 10_000 });
    expect(panel()?.shown.some((p) => p.pointer === '/hexes/0305/terrain/0')).toBe(false);
  });

  it('validates in the page when the worker fails, says so once in the status bar and keeps the problems', async () => {
    // A worker that fails on every request.
    const failing = (): ValidationWorkerLike => {
      const worker: ValidationWorkerLike = {
        onmessage: null,
        onerror: null,
        onmessageerror: null,
        postMessage: () => setTimeout(() => worker.onerror?.(new ErrorEvent('error', { message: 'it broke' }))),
        terminate: () => undefined,
      };
      return worker;
    };
    let told = 0;
    const studio = await mount(
      modsWorkspace(),
      undefined,
      (onFallback) => new WorkerValidator({ createWorker: failing, onFallback: (reason) => (told++, onFallback(reason)) }),
    );
    expect(studio.report?.ranIn).toBe('page');
    const bar = () => root(studio).querySelector('ks-status-bar');
    expect(bar()?.message).toBe('Validating on the page instead of in a worker: the validation worker failed: it broke');
    studio.editor?.run(paintHexTerrain, hundredDaysMapPath, { label: '0305', terrain: 'swamp' });
    await studio.validateNow();
    expect(studio.report?.byPath.get(hundredDaysMapPath)?.some((p) => p.pointer === '/hexes/0305/terrain/0')).toBe(true);
    expect(told).toBe(1);
  });

  it('uses the validator it is given, and disposes of it when it leaves the page', async () => {
    const inPage = new InThreadValidator();
    const dispose = vi.spyOn(inPage, 'dispose');
    const validator: StudioValidator = inPage;
    const studio = await mount(modsWorkspace(), undefined, () => validator);
    expect(studio.report?.ranIn).toBe('page');
    studio.remove();
    expect(dispose).toHaveBeenCalledTimes(1);
  });

  it('still validates after being moved in the page while a run was under way', async () => {
    const studio = await mount();
    studio.editor?.run(paintHexTerrain, hundredDaysMapPath, { label: '0305', terrain: 'swamp' });
    const validated = studio.validateNow();
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    elsewhere.append(studio);
    await validated;
    expect(studio.report?.byPath.get(hundredDaysMapPath)?.some((p) => p.pointer === '/hexes/0305/terrain/0')).toBe(true);
  });

  it('keeps unsaved work in IndexedDB and offers it back after a reload', async () => {
    const drafts = new IdbDraftStore(`studio-test-${Math.random()}`);
    dbs.push(drafts);
    const workspace = modsWorkspace();
    const first = await mount(workspace, drafts);
    first.editor?.run(paintHexTerrain, hundredDaysMapPath, { label: '0101', terrain: 'forest' });
    // The draft is written after a quiet delay; on a busy machine that takes a while.
    await vi.waitFor(() => expect(root(first).querySelector('ks-status-bar')?.keepState).toBe('kept'), { timeout: 10_000 });
    first.remove();

    const second = document.createElement('ks-studio');
    second.workspace = workspace;
    second.drafts = drafts;
    document.body.append(second);
    await settle();
    await second.updateComplete;
    // The dialog is drawn before the drafts are read from IndexedDB; on a busy machine they come later.
    const offered = () => root(second).querySelector('ks-restore-dialog')?.shadowRoot?.querySelector('dialog')?.textContent;
    await vi.waitFor(() => expect(offered()).toContain(hundredDaysMapPath), { timeout: 10_000 });
    const dialog = root(second).querySelector('ks-restore-dialog');
    (dialog?.shadowRoot?.querySelector('.primary') as HTMLButtonElement).click();
    await second.ready;
    expect(map(second).hexes?.['0101']).toEqual({ terrain: ['forest'] });
    expect(second.editor?.store.isDirty(hundredDaysMapPath)).toBe(true);
    // Saving clears the draft.
    await second.save(hundredDaysMapPath);
    await second.flushDrafts();
    expect(await drafts.list()).toEqual([]);
    expect(second.editor?.store.isDirty(hundredDaysScenarioPath)).toBe(false);
  });
  it('edits orders of battle and scenarios with their own editors, and opens a document an editor asks for', async () => {
    const studio = await mount();
    studio.open('mods/hundred-days-arclight/oobs/hundred-days.oob.json');
    await studio.updateComplete;
    const oobEditor = root(studio).querySelector('.document ks-oob-editor');
    expect(oobEditor).not.toBeNull();
    studio.open(hundredDaysScenarioPath);
    await studio.updateComplete;
    expect(root(studio).querySelector('.document ks-scenario-editor')).not.toBeNull();
    root(studio)
      .querySelector('.document ks-scenario-editor')
      ?.dispatchEvent(new KsDocumentOpenEvent('mods/waterloo-campaign-rbm/oobs/waterloo-campaign.oob.json'));
    await studio.updateComplete;
    expect(root(studio).querySelector('ks-document-tabs')?.active).toBe('mods/waterloo-campaign-rbm/oobs/waterloo-campaign.oob.json');
  });

  it('shows its panels as tabs: problems, playtest, balance and tests, every scenario of the workspace offered', async () => {
    const studio = await mount();
    const tabs = [...root(studio).querySelectorAll('.panel-tabs [role="tab"]')] as HTMLButtonElement[];
    expect(tabs.map((t) => t.textContent?.trim())).toEqual(['Problems', 'Playtest', 'Balance', 'Tests']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(root(studio).querySelector<HTMLElement>('#panel-playtest')?.hidden).toBe(true);
    tabs[1]?.click();
    await studio.updateComplete;
    expect(root(studio).querySelector<HTMLElement>('#panel-playtest')?.hidden).toBe(false);
    expect(root(studio).querySelector<HTMLElement>('#panel-problems')?.hidden).toBe(true);
    expect(studio.hasAttribute('panel-large')).toBe(true);
    const board = root(studio).querySelector('ks-playtest-board');
    expect(board?.scenario).toBe('hundred-days-campaign');
    expect(board?.scenarios.find((s) => s.id === 'hundred-days-campaign')).toEqual({
      id: 'hundred-days-campaign',
      name: 'The Hundred Days campaign',
      players: ['allied', 'french'],
      folder: 'mods/hundred-days-arclight',
    });
    // The workspace's files, to save games of free play to.
    expect(board?.files).toBe(studio.workspace);
    (root(studio).querySelector('.panel-tabs .maximise') as HTMLButtonElement).click();
    await studio.updateComplete;
    expect(studio.hasAttribute('panel-maximised')).toBe(true);
    expect(getComputedStyle(root(studio).querySelector('main') as HTMLElement).display).toBe('none');
    studio.showPanel('balance');
    await studio.updateComplete;
    expect(root(studio).querySelector<HTMLElement>('#panel-balance')?.hidden).toBe(false);
    // A workspace without tests (no server) leaves the tests panel without a source.
    expect(root(studio).querySelector('ks-test-panel')?.tests).toBeUndefined();
  });

  it('names the place in the rules code a panel points at', async () => {
    const studio = await mount();
    root(studio)
      .querySelector('ks-balance-panel')
      ?.dispatchEvent(new KsSourceOpenEvent('mods/hundred-days-arclight/src/combat.ts', 12, 5));
    await studio.updateComplete;
    expect(root(studio).querySelector('ks-status-bar')?.message).toContain('mods/hundred-days-arclight/src/combat.ts:12:5');
  });

  describe('code', () => {
    const rule = 'mods/hundred-days-grand-battery/src/index.ts';
    const ruleText = "import { defineHouseRule } from '@kriegsspiel/rules-sdk';\n\nexport default defineHouseRule({ hooks: {} });\n";
    const testPath = 'mods/hundred-days-grand-battery/tests/two-cards-without-napoleon.test.json';

    it('lists a mod’s code with its documents, and opens it (and a test) in the code editor at a line', async () => {
      const workspace = new CodeWorkspace([{ path: rule, text: ruleText }]);
      const studio = await mount(workspace);
      const list = root(studio).querySelector('ks-document-list') as HTMLElement;
      await (list as unknown as { updateComplete: Promise<void> }).updateComplete;
      const entry = root(list).querySelector(`button[title="${rule}"]`);
      expect(entry?.querySelector('.kind')?.textContent).toBe('ts');
      (entry as HTMLButtonElement).click();
      await studio.updateComplete;
      const code = studio.codeEditor();
      expect(code?.path).toBe(rule);
      expect(code?.hidden).toBe(false);
      // Another tab hides it; a test failure's link brings it back on the test, at its line.
      studio.open(hundredDaysMapPath);
      await studio.updateComplete;
      expect(studio.codeEditor()?.hidden).toBe(true);
      root(studio)
        .querySelector('.panels')
        ?.dispatchEvent(new KsSourceOpenEvent(testPath, 7, 3));
      await vi.waitFor(() => expect(studio.codeEditor()?.path).toBe(testPath));
      expect(studio.codeEditor()?.hidden).toBe(false);
      await vi.waitFor(() => expect(root(studio).querySelector('ks-status-bar')?.shadowRoot?.textContent).toContain(`${testPath}:7:3`));
      // Data documents keep their editors.
      expect(studio.isCodeTab(hundredDaysMapPath)).toBe(false);
      expect(studio.isCodeTab(testPath)).toBe(true);
    });

    it('takes a saved test into the documents, counts unsaved code, and tells the Tests panel of every save', async () => {
      const workspace = new CodeWorkspace([{ path: rule, text: ruleText }]);
      const studio = await mount(workspace);
      await studio.openSource(testPath, 1);
      const code = studio.codeEditor() as HTMLElement;
      const panel = root(studio).querySelector('ks-test-panel') as unknown as { sourceSaved(path: string): Promise<void> };
      const saved = vi.spyOn(panel, 'sourceSaved').mockResolvedValue(undefined);
      code.dispatchEvent(new KsSourceDirtyEvent(testPath, true));
      code.dispatchEvent(new KsSourceDirtyEvent(rule, true));
      await studio.updateComplete;
      const status = () => root(studio).querySelector('ks-status-bar')?.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '';
      await vi.waitFor(() => expect(status()).toContain('● Unsaved changes'));
      expect(status()).toContain('2 documents unsaved');
      code.dispatchEvent(new KsSourceDirtyEvent(rule, false));
      const text = (workspace.sources.files.get(testPath)?.text ?? '').replace('"rule": "7-5"', '"rule": "7-6"');
      code.dispatchEvent(new KsSourceSavedEvent(testPath, 'v-new', text));
      code.dispatchEvent(new KsSourceDirtyEvent(testPath, false));
      await studio.updateComplete;
      expect((studio.editor?.store.require(testPath).value as { rule: string }).rule).toBe('7-6');
      expect(studio.editor?.store.isDirty(testPath)).toBe(false);
      expect(saved).toHaveBeenCalledWith(testPath);
      // Monaco's first load in this file (`openSource` waits for it) takes a while on a busy machine.
    }, 60000);
  });

  describe('finding things and help', () => {
    it('opens a document by name from the keyboard (Ctrl+P), letters in order', { timeout: 60_000 }, async () => {
      const studio = await mount();
      press('p');
      const quick = root(studio).querySelector('ks-quick-open') as HTMLElement & { isOpen: boolean };
      await vi.waitFor(() => expect(quick.isOpen).toBe(true));
      const input = root(quick).querySelector('input') as HTMLInputElement;
      expect(root(quick).activeElement).toBe(input);
      input.value = 'rbmwaterloooob';
      input.dispatchEvent(new Event('input'));
      await (quick as unknown as { updateComplete: Promise<void> }).updateComplete;
      const first = root(quick).querySelector('[role="option"]')?.getAttribute('data-path');
      expect(first).toMatch(/^mods\/waterloo-campaign-rbm\/.*\.oob\.json$/);
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      await studio.updateComplete;
      expect(quick.isOpen).toBe(false);
      expect(root(studio).querySelector('ks-document-tabs')?.active).toBe(first);
    });

    it('lists every shortcut on `?`, from the very actions the keys are bound to', { timeout: 60_000 }, async () => {
      const studio = await mount();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: '?', shiftKey: true, bubbles: true }));
      const help = root(studio).querySelector('ks-shortcut-help') as HTMLElement & { isOpen: boolean };
      await vi.waitFor(() => expect(help.isOpen).toBe(true));
      const listed = [...root(help).querySelectorAll('tr[data-action]')].map((r) => r.getAttribute('data-action'));
      const bound = studio.actions
        .all()
        .filter((a) => (a.shortcuts ?? []).length > 0)
        .map((a) => a.name);
      expect(listed).toEqual(bound);
      expect(listed).toEqual(expect.arrayContaining(['undo', 'save', 'quick-open', 'shortcuts']));
      // The map editor's tools are there too, with their keys.
      expect(bound.length).toBeGreaterThan(6);
      expect(root(help).querySelector('tr[data-action="redo"]')?.textContent).toContain('Ctrl+Shift+Z or Ctrl+Y');
    });

    it('shows the mod on tabs of two files with one name', async () => {
      const studio = await mount();
      studio.open('mods/hundred-days-arclight/mod.json');
      studio.open('mods/waterloo-campaign-rbm/mod.json');
      await studio.updateComplete;
      const tabs = root(studio).querySelector('ks-document-tabs')?.tabs ?? [];
      expect(tabs.filter((t) => t.title === 'mod.json').map((t) => t.detail)).toEqual(['hundred-days-arclight', 'waterloo-campaign-rbm']);
      expect(tabs.find((t) => t.path === hundredDaysMapPath)?.detail).toBeUndefined();
    });

    it('keeps the height the divider gives the panels across a reload', async () => {
      localStorage.removeItem('ks-studio-panel-height');
      const studio = await mount();
      const divider = root(studio).querySelector('.divider') as HTMLElement;
      const panels = () => (root(studio).querySelector('.panels') as HTMLElement).getBoundingClientRect().height;
      const before = panels();
      divider.focus();
      divider.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', shiftKey: true, bubbles: true }));
      await studio.updateComplete;
      expect(panels()).toBeGreaterThan(before + 40);
      const kept = Number(localStorage.getItem('ks-studio-panel-height'));
      expect(kept).toBeCloseTo(panels(), -1);
      document.body.replaceChildren();
      const again = await mount();
      expect((root(again).querySelector('.panels') as HTMLElement).getBoundingClientRect().height).toBeCloseTo(kept, -1);
      localStorage.removeItem('ks-studio-panel-height');
    });

    it('offers the tour once when asked to, and remembers it was dismissed', async () => {
      localStorage.removeItem('ks-studio-tour-seen');
      const studio = document.createElement('ks-studio');
      studio.workspace = modsWorkspace();
      studio.tour = true;
      document.body.append(studio);
      await studio.ready;
      const tour = root(studio).querySelector('ks-studio-tour') as unknown as HTMLElement & { visible: boolean; updateComplete: Promise<void> };
      expect(tour.visible).toBe(true);
      await tour.updateComplete;
      expect(root(tour).querySelector('h2')?.textContent).toBe('Designing a game');
      (root(tour).querySelector('.next') as HTMLButtonElement).click();
      await tour.updateComplete;
      expect(root(tour).querySelector('[data-step]')?.getAttribute('data-step')).toBe('modder');
      (root(tour).querySelector('.skip') as HTMLButtonElement).click();
      expect(tour.visible).toBe(false);
      expect(localStorage.getItem('ks-studio-tour-seen')).not.toBeNull();
      document.body.replaceChildren();
      const again = document.createElement('ks-studio');
      again.workspace = modsWorkspace();
      again.tour = true;
      document.body.append(again);
      await again.ready;
      expect((root(again).querySelector('ks-studio-tour') as unknown as { visible: boolean }).visible).toBe(false);
      localStorage.removeItem('ks-studio-tour-seen');
    });
  });
});
