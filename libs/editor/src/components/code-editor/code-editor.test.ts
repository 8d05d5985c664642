import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type * as Monaco from 'monaco-editor/editor';
import './code-editor';
import { loadMonaco, modFolderOf, siblingSources, type KsCodeEditor } from './code-editor';
import { mount, shadow } from '../../test-support/dom';
import { demoSources, helperPath, houseRulePath, houseRuleText } from '../../test-support/source-fixtures';
import { sdkTypeLibraries } from '../../test-support/type-libraries';
import type { MemorySourceFiles } from '../../test-support/memory-source-files';
import type { KsAnnounceEvent, KsSourceDirtyEvent, KsSourceProblemsEvent, KsSourceSavedEvent } from '../../events';

afterEach(() => document.body.replaceChildren());

/** TypeScript in a worker and Monaco's first load take a while on a busy machine. */
const slow = { timeout: 45000, interval: 100 };

async function open(source: MemorySourceFiles = demoSources(), path = houseRulePath): Promise<KsCodeEditor> {
  const el = await mount('ks-code-editor', { source, files: source.paths(), path });
  el.style.height = '400px';
  await el.ready;
  return el;
}

/** The Monaco editor inside an element. */
async function editorOf(el: KsCodeEditor): Promise<Monaco.editor.ICodeEditor> {
  const { monaco } = await loadMonaco();
  const editor = monaco.editor.getEditors().find((e) => shadow(el).contains(e.getContainerDomNode()));
  if (!editor) throw new Error('no Monaco editor in the element');
  return editor;
}

/** Types `text` at the end of the file, as the keyboard would. */
async function typeAtEnd(el: KsCodeEditor, text: string): Promise<void> {
  const editor = await editorOf(el);
  const model = editor.getModel() as Monaco.editor.ITextModel;
  const end = model.getFullModelRange().getEndPosition();
  editor.setPosition(end);
  editor.trigger('keyboard', 'type', { text });
}

describe('ks-code-editor', () => {
  it('shows a mod’s file in Monaco inside its shadow root, with Monaco’s styles there', async () => {
    const el = await open();
    expect(shadow(el).querySelector('.path')?.textContent).toBe(houseRulePath);
    await vi.waitFor(() => expect(shadow(el).querySelector('.view-lines')?.textContent).toContain('defineHouseRule'), slow);
    // The styles reached the shadow root: Monaco's lines are absolutely placed, not in the flow.
    const line = shadow(el).querySelector('.view-line') as HTMLElement;
    expect(getComputedStyle(line).position).toBe('absolute');
    const editor = await editorOf(el);
    expect(editor.getModel()?.getLanguageId()).toBe('typescript');
    expect(el.dirty).toBe(false);
    await vi.waitFor(() => expect(shadow(el).querySelector('.errors')?.textContent?.trim()).toBe('0 errors'), slow);
  }, 60000);

  it('marks a type error as it is typed, with types that flow from the mod’s other file', async () => {
    const el = await open();
    const dirty: KsSourceDirtyEvent[] = [];
    el.addEventListener('ks-source-dirty', (e) => dirty.push(e));
    await typeAtEnd(el, 'export const label: string = extraCards;\n');
    expect(el.dirty).toBe(true);
    expect(dirty.map((e) => [e.path, e.dirty])).toEqual([[houseRulePath, true]]);
    await vi.waitFor(() => {
      const errors = el.diagnostics().filter((d) => d.severity === 'error');
      expect(errors).toEqual([expect.objectContaining({ owner: 'typescript', line: 15, message: "Type 'number' is not assignable to type 'string'." })]);
    }, slow);
    await vi.waitFor(() => expect(shadow(el).querySelector('.errors')?.textContent?.trim()).toBe('1 error'), slow);
    (await editorOf(el)).setPosition({ lineNumber: 1, column: 1 });
    (shadow(el).querySelector('.errors') as HTMLButtonElement).click();
    const editor = await editorOf(el);
    await vi.waitFor(() => expect(editor.getPosition()).toMatchObject({ lineNumber: 15, column: 14 }));
  }, 60000);

  it('knows defineHouseRule from the type library: hover and completion', async () => {
    const el = await open();
    const { typescript } = await loadMonaco();
    const model = (await editorOf(el)).getModel() as Monaco.editor.ITextModel;
    const uri = model.uri.toString();
    // TypeScript's language features start with the first TypeScript model, a moment later.
    const getWorker = await vi.waitFor(() => typescript.getTypeScriptWorker(), slow);
    const worker = await getWorker(model.uri);
    const hoverAt = houseRuleText.indexOf('defineHouseRule<') + 3;
    await vi.waitFor(async () => {
      const info = (await worker.getQuickInfoAtPosition(uri, hoverAt)) as { displayParts: { text: string }[]; documentation: { text: string }[] };
      const shown = info.displayParts.map((p) => p.text).join('');
      expect(shown).toContain('(alias) defineHouseRule<{');
      expect(shown).toContain('artilleryLimit: (side: Side, napoleon: boolean) => number;\n}>): HouseRule<{');
      expect(shown).toContain('import defineHouseRule');
      expect(info.documentation.map((p) => p.text).join('')).toContain('Declares a house rule');
    }, slow);
    // Inside the braces of the import: what else the SDK exports is offered.
    const inBraces = houseRuleText.indexOf('{ defineHouseRule }') + 1;
    const inImport = (await worker.getCompletionsAtPosition(uri, inBraces)) as { entries: { name: string }[] };
    expect(inImport.entries.map((e) => e.name)).toEqual(expect.arrayContaining(['HouseRule', 'HookWrapper']));
    // Where an expression goes, the imported `defineHouseRule` is offered.
    await typeAtEnd(el, 'define');
    const atEnd = model.getValueLength();
    const completions = (await worker.getCompletionsAtPosition(uri, atEnd)) as { entries: { name: string; source?: string }[] };
    expect(completions.entries.map((e) => e.name)).toContain('defineHouseRule');
  }, 60000);

  it('type-checks against the real rules SDK declarations that /api/types serves', async () => {
    const path = 'mods/demo-rule/src/index.ts';
    const source = demoSources(await sdkTypeLibraries());
    source.files.set(path, {
      version: 'real-1',
      text: [
        "import { defineHouseRule, hex, type ScenarioTestDocument } from '@kriegsspiel/rules-sdk';",
        'export const test: ScenarioTestDocument | undefined = undefined;',
        'export const far: number = hex.distance({ q: 0, r: 0 }, { q: 2, r: -1 });',
        'export default defineHouseRule<{ limit: (side: string) => number }>({ hooks: { limit: (next, side) => next(side) + 1 } });',
        '',
      ].join('\n'),
    });
    const el = await open(source, path);
    await typeAtEnd(el, 'export const wrong: string = hex.distance({ q: 0, r: 0 }, { q: 1, r: 0 });\n');
    await vi.waitFor(() => {
      const errors = el.diagnostics().filter((d) => d.severity === 'error');
      expect(errors.map((d) => [d.line, d.message])).toEqual([[5, "Type 'number' is not assignable to type 'string'."]]);
    }, slow);
  }, 60000);

  it('type-checks a house rule against the types of the ruleset it imports by id, as /api/types serves them', async () => {
    const path = 'mods/demo-battery/src/index.ts';
    const source = demoSources(await sdkTypeLibraries());
    source.files.set(path, {
      version: 'typed-1',
      text: [
        "import { defineHouseRule } from '@kriegsspiel/rules-sdk';",
        "import type ruleset from '@mods/hundred-days-arclight';",
        "import type { Combat, State } from '@mods/hundred-days-arclight';",
        'type Hooks = NonNullable<typeof ruleset.hooks>;',
        "export const fights = (combat: Combat, state: State): boolean => combat.french.includes(state.units[state.rules.leader]?.at ?? '');",
        'export default defineHouseRule<Hooks>({ hooks: { artilleryLimit: (next, ...args) => next(...args) + 1 } });',
        '',
      ].join('\n'),
    });
    const el = await open(source, path);
    await typeAtEnd(el, "export const hexes: Combat['french'] = 3;\n");
    await vi.waitFor(() => {
      const errors = el.diagnostics().filter((d) => d.severity === 'error');
      expect(errors.map((d) => [d.line, d.message])).toEqual([[7, "Type 'number' is not assignable to type 'string[]'."]]);
    }, slow);
  }, 60000);

  it('saves with Ctrl+S through the source files, over the version it loaded, and not through the studio’s shortcut', async () => {
    const source = demoSources();
    const loaded = source.files.get(houseRulePath)?.version;
    const el = await open(source);
    const saved: KsSourceSavedEvent[] = [];
    const announced: string[] = [];
    el.addEventListener('ks-source-saved', (e) => saved.push(e));
    el.addEventListener('ks-announce', (e: KsAnnounceEvent) => announced.push(e.message));
    const studioKeys: KeyboardEvent[] = [];
    const onWindowKey = (e: KeyboardEvent) => studioKeys.push(e);
    window.addEventListener('keydown', onWindowKey);
    try {
      await typeAtEnd(el, '// checked\n');
      (await editorOf(el)).focus();
      await userEvent.keyboard('{Control>}s{/Control}');
      await vi.waitFor(() => expect(saved).toHaveLength(1), slow);
    } finally {
      window.removeEventListener('keydown', onWindowKey);
    }
    expect(source.writes).toEqual([{ path: houseRulePath, text: houseRuleText + '// checked\n', baseVersion: loaded }]);
    expect(saved[0]).toMatchObject({ path: houseRulePath, version: source.files.get(houseRulePath)?.version, text: houseRuleText + '// checked\n' });
    expect(studioKeys.filter((e) => e.key === 's')).toEqual([]);
    expect(el.dirty).toBe(false);
    expect(announced).toContain(`Saved ${houseRulePath}`);
    // The next save goes over the new version.
    await typeAtEnd(el, '// again\n');
    expect(await el.save()).toBe(true);
    expect(source.writes[1]?.baseVersion).toBe(saved[0]?.version);
  });

  it('keeps the user’s text on a conflict, and offers to load the disk version (undoable) or overwrite', async () => {
    const source = demoSources();
    const el = await open(source);
    source.changeOnDisk(houseRulePath, '// changed elsewhere\n');
    await typeAtEnd(el, '// mine\n');
    const mine = houseRuleText + '// mine\n';
    expect(await el.save()).toBe(false);
    await el.updateComplete;
    const editor = await editorOf(el);
    expect(editor.getValue()).toBe(mine);
    expect(el.dirty).toBe(true);
    expect(shadow(el).querySelector('.conflict')?.textContent).toContain('changed on disk');
    expect(source.files.get(houseRulePath)?.text).toBe('// changed elsewhere\n');

    (shadow(el).querySelector('.load-disk') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(editor.getValue()).toBe('// changed elsewhere\n');
    expect(el.dirty).toBe(false);
    expect(shadow(el).querySelector('.conflict')).toBeNull();
    editor.trigger('keyboard', 'undo', null);
    expect(editor.getValue()).toBe(mine);

    // Saving again over the disk version now writes.
    source.changeOnDisk(houseRulePath, '// changed once more\n');
    expect(await el.save()).toBe(false);
    await el.updateComplete;
    (shadow(el).querySelector('.overwrite') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(source.files.get(houseRulePath)?.text).toBe(mine));
    await el.updateComplete;
    expect(shadow(el).querySelector('.conflict')).toBeNull();
    expect(el.dirty).toBe(false);
  });

  it('reveals a line: the cursor goes there and the editor has the focus', async () => {
    const el = await open();
    await el.reveal(10, 7);
    const editor = await editorOf(el);
    expect(editor.getPosition()).toMatchObject({ lineNumber: 10, column: 7 });
    expect(editor.hasTextFocus()).toBe(true);
    expect(shadow(el).activeElement).not.toBeNull();
  });

  it('keeps each file’s unsaved text and place when switching, and opens JSON as JSON', async () => {
    const source = demoSources();
    const el = await open(source);
    await typeAtEnd(el, '// unsaved\n');
    el.path = helperPath;
    await el.updateComplete;
    await el.ready;
    const editor = await editorOf(el);
    expect(editor.getValue()).toBe(source.files.get(helperPath)?.text);
    expect(el.dirty).toBe(false);
    el.path = 'mods/demo-rule/mod.json';
    await el.updateComplete;
    await el.ready;
    expect(editor.getModel()?.getLanguageId()).toBe('json');
    el.path = houseRulePath;
    await el.updateComplete;
    await el.ready;
    expect(editor.getValue()).toBe(houseRuleText + '// unsaved\n');
    expect(el.dirty).toBe(true);
    expect(source.writes).toEqual([]);
  });

  it('says so when the file does not exist', async () => {
    const el = await open(demoSources(), 'mods/demo-rule/src/missing.ts');
    await el.updateComplete;
    expect(shadow(el).querySelector('.note')?.textContent).toContain('There is no file mods/demo-rule/src/missing.ts');
    expect(await el.save()).toBe(false);
  });

  it('finds a file’s mod folder and its other sources', () => {
    const files = [
      'mods/a/mod.json',
      'mods/a/src/index.ts',
      'mods/a/src/combat.ts',
      'mods/a/tests/x.test.json',
      'mods/b/src/index.ts',
      'mods-2/solo/mod.json',
      'mods-2/solo/rules.mts',
    ];
    expect(modFolderOf('mods/a/src/index.ts', files)).toBe('mods/a');
    expect(siblingSources('mods/a/src/index.ts', files)).toEqual(['mods/a/src/combat.ts']);
    expect(siblingSources('mods-2/solo/rules.mts', files)).toEqual([]);
    expect(modFolderOf('mods/b/src/index.ts', files)).toBe('mods/b');
  });
});

describe('ks-code-editor with JSON', () => {
  it('asks before saving JSON that does not parse: keep editing writes nothing, save anyway writes it', async () => {
    const source = demoSources();
    const path = 'mods/demo-rule/mod.json';
    const el = await open(source, path);
    const problems: KsSourceProblemsEvent[] = [];
    const announced: string[] = [];
    el.addEventListener('ks-source-problems', (e) => problems.push(e));
    el.addEventListener('ks-announce', (e: KsAnnounceEvent) => announced.push(e.message));
    const editor = await editorOf(el);
    const model = editor.getModel() as Monaco.editor.ITextModel;
    const comma = model.findMatches('"demo-rule",', false, false, true, null, false)[0]?.range as Monaco.IRange;
    editor.executeEdits('test', [{ range: comma, text: '"demo-rule"' }]);
    // Its markers reach the studio as problems of the file, by workspace path.
    await vi.waitFor(() => expect(problems.at(-1)?.problems.some((p) => p.file === path && p.severity === 'error')).toBe(true), slow);

    const first = el.save();
    const dialog = shadow(el).querySelector('dialog.unparsed') as HTMLDialogElement;
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    expect(dialog.textContent).toMatch(/mods\/demo-rule\/mod\.json:\d+:\d+ this is not valid JSON/);
    (dialog.querySelector('button.keep-editing') as HTMLButtonElement).click();
    expect(await first).toBe(false);
    expect(source.writes).toEqual([]);
    expect(el.dirty).toBe(true);
    expect(announced.at(-1)).toMatch(/^Not saved: mods\/demo-rule\/mod\.json is not valid JSON at line \d+, column \d+$/);

    const second = el.save();
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    (dialog.querySelector('button.save-anyway') as HTMLButtonElement).click();
    expect(await second).toBe(true);
    expect(source.writes.map((w) => w.path)).toEqual([path]);
    expect(el.dirty).toBe(false);
    // Monaco's JSON worker starts cold when this test runs alone.
  }, 90000);

  it('checks a mod manifest against the workspace’s schema, found by its relative $schema', async () => {
    const source = demoSources();
    const el = await open(source, 'mods/demo-rule/mod.json');
    const editor = await editorOf(el);
    // The manifest is valid as it is; an id the schema refuses is its only problem.
    const model = editor.getModel() as Monaco.editor.ITextModel;
    const idValue = model.findMatches('"demo-rule"', false, false, true, null, false)[0]?.range;
    editor.executeEdits('test', [{ range: idValue as Monaco.IRange, text: '"Not An Id!"' }]);
    await vi.waitFor(
      () => expect(el.diagnostics().map((d) => [d.owner, d.line, d.message])).toEqual([['json', 3, expect.stringContaining('does not match the pattern')]]),
      slow,
    );
  }, 60000);
});
