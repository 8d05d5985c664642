import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { jsonSyntaxProblem, type DiskFile } from '@kriegsspiel/editor-core';
import type { Problem } from '@kriegsspiel/formats';
import type * as Monaco from 'monaco-editor/editor';
// Types only: the module itself is imported dynamically, by `loadMonaco`.
import type * as MonacoSetup from './monaco';
import { KsAnnounceEvent, KsSourceDirtyEvent, KsSourceProblemsEvent, KsSourceSavedEvent } from '../../events';
import type { SourceFiles, TypeLibrary } from '../../rules/source-files';
import { sharedStyles } from '../shared.styles';
import { dialogStyles } from '../dialog.styles';
import { codeEditorStyles } from './code-editor.styles';

type MonacoModule = typeof MonacoSetup;

let loading: Promise<MonacoModule> | undefined;

/** Loads Monaco (once, on first use): its chunk and workers stay out of the studio's first paint. */
export function loadMonaco(): Promise<MonacoModule> {
  loading ??= import('./monaco');
  return loading;
}

/** A marker of the file shown, as {@link KsCodeEditor.diagnostics} lists it. */
export interface CodeDiagnostic {
  readonly severity: 'error' | 'warning' | 'info' | 'hint';
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  /** Who found it: `typescript`, `json`… */
  readonly owner: string;
}

/** One open file: its model (with undo history and unsaved text), what is on disk, where the view was. */
interface Buffer {
  readonly path: string;
  readonly model: Monaco.editor.ITextModel;
  /** The version the text was loaded or saved at; null for a file that is not on disk yet. */
  version: string | null;
  savedText: string;
  dirty: boolean;
  viewState: Monaco.editor.ICodeEditorViewState | null;
  /** What is on disk when a save found the file changed; cleared by loading it or overwriting it. */
  conflict: DiskFile | undefined;
}

/** The open files of one {@link SourceFiles}: they outlive an editor element, so moving it in the page keeps its edits. */
interface Workspace {
  /** Models are global to Monaco: each source's files live under their own folder of `file:///`. */
  readonly root: string;
  readonly buffers: Map<string, Promise<Buffer | null>>;
  /** Workspace path of each model, by its URI: markers name models by URI. */
  readonly paths: Map<string, string>;
  libraries?: Promise<readonly TypeLibrary[]>;
}

const workspaces = new WeakMap<SourceFiles, Workspace>();
let workspaceCount = 0;

function workspaceOf(source: SourceFiles): Workspace {
  let w = workspaces.get(source);
  if (!w) {
    // The first source's files sit at `file:///mods/…`; node_modules lookup finds the SDK from any folder.
    w = { root: workspaceCount++ === 0 ? 'file:///' : `file:///workspace-${workspaceCount}/`, buffers: new Map(), paths: new Map() };
    workspaces.set(source, w);
  }
  return w;
}

/** The folder of the mod a file belongs to: the nearest folder with a `mod.json`, else the first two segments. */
export function modFolderOf(path: string, files: readonly string[]): string {
  const parts = path.split('/');
  for (let i = parts.length - 1; i > 0; i--) {
    const folder = parts.slice(0, i).join('/');
    if (files.includes(`${folder}/mod.json`)) return folder;
  }
  return parts.slice(0, 2).join('/');
}

/** The other TypeScript files of a file's mod, which its imports may name. */
export function siblingSources(path: string, files: readonly string[]): string[] {
  const folder = modFolderOf(path, files) + '/';
  return files.filter((f) => f !== path && f.startsWith(folder) && /\.m?ts$/.test(f));
}

const severities: Record<number, CodeDiagnostic['severity']> = { 8: 'error', 4: 'warning', 2: 'info', 1: 'hint' };

/** A marker as a row of the Problems panel: errors and warnings only (hints are the editor's business). */
export function diagnosticProblems(path: string, diagnostics: readonly CodeDiagnostic[]): Problem[] {
  return diagnostics.flatMap((d) =>
    d.severity === 'error' || d.severity === 'warning'
      ? [{ file: path, line: d.line, column: d.column, pointer: '', severity: d.severity, code: d.owner, message: d.message }]
      : [],
  );
}

/**
 * A mod's source file in Monaco: TypeScript checked against the rules SDK's declarations
 * (completion, hover and errors for `@kriegsspiel/rules-sdk`), with the mod's other `.ts`
 * files loaded so imports between them resolve; JSON and Markdown too. A header shows the
 * path, whether there are unsaved edits, the number of errors (click: the next one) and a
 * Save button; Ctrl/Cmd+S in the editor saves this file only. Saving writes over the
 * version the file was loaded at; when it changed on disk, the editor says so and offers to
 * load the disk version (the edits stay in the undo history) or to overwrite it. Each file
 * keeps its unsaved text and view while another is shown.
 *
 * A JSON file that does not parse is written only when the person chooses "Save anyway" in
 * the dialog that names where it breaks.
 *
 * @event ks-source-saved - A file was saved: its path, new version and text.
 * @event ks-source-problems - The markers of an open file changed: its errors and warnings, as problems.
 * @event ks-source-dirty - A file became dirty or clean.
 * @event ks-announce - A message for the status bar ("Saved mods/…/index.ts").
 * @csspart header - The strip above the editor.
 * @csspart editor - Monaco's container.
 */
export class KsCodeEditor extends LitElement {
  static override styles = [sharedStyles, dialogStyles, codeEditorStyles];

  static override properties = {
    source: { attribute: false },
    path: { type: String },
    files: { attribute: false },
    state: { state: true },
    errorCount: { state: true },
    saving: { state: true },
    shown: { state: true },
    unparsed: { state: true },
  };

  /** Where files are read and written, and where the SDK's declarations come from. */
  declare source: SourceFiles | undefined;
  /** The workspace path of the file shown (`mods/outpost/src/index.ts`). */
  declare path: string;
  /** Every file of the workspace (its listing): the mod's other `.ts` files are loaded from it. */
  declare files: readonly string[];

  declare private state: 'idle' | 'loading' | 'ready' | 'missing' | 'failed';
  declare private errorCount: number;
  declare private saving: boolean;
  /** The buffer on screen. */
  declare private shown: Buffer | undefined;
  /** Where the JSON being saved stops parsing, while the dialog asks whether to save it anyway. */
  declare private unparsed: Problem | undefined;
  private answerUnparsed: ((saveAnyway: boolean) => void) | undefined;

  private monaco: MonacoModule | undefined;
  private editor: Monaco.editor.IStandaloneCodeEditor | undefined;
  private readonly disposables: Monaco.IDisposable[] = [];
  private opening = 0;
  private opened: Promise<void> = Promise.resolve();
  private creating: Promise<MonacoModule> | undefined;
  private failure = '';

  constructor() {
    super();
    this.path = '';
    this.files = [];
    this.state = 'idle';
    this.errorCount = 0;
    this.saving = false;
  }

  /** True when the file shown has edits that are not saved. */
  get dirty(): boolean {
    return this.shown?.dirty ?? false;
  }

  /** Resolves once the file named by `path` is shown (or found missing). */
  get ready(): Promise<void> {
    return this.opened;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.shown && this.editor) this.shown.viewState = this.editor.saveViewState();
    for (const d of this.disposables.splice(0)) d.dispose();
    this.editor?.dispose();
    this.editor = undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back in the page after a move: show the same file again, with its unsaved text.
    if (this.hasUpdated && this.source && this.path) this.opened = this.open();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('source') || changed.has('path')) && this.source && this.path) this.opened = this.open();
  }

  /** Shows `path`: loads Monaco, the SDK's declarations and the file, and the mod's other files behind it. */
  private async open(): Promise<void> {
    const token = ++this.opening;
    const source = this.source as SourceFiles;
    const path = this.path;
    if (this.state !== 'ready') this.state = 'loading';
    try {
      const m = await this.ensureEditor();
      const workspace = workspaceOf(source);
      m.addSchemaRoot(workspace.root);
      await this.applyLibraries(m, source, workspace);
      const buffer = await this.bufferFor(source, path);
      if (token !== this.opening || !this.editor) return;
      if (this.shown && this.shown !== buffer) this.shown.viewState = this.editor.saveViewState();
      if (!buffer) {
        this.shown = undefined;
        this.editor.setModel(null);
        this.state = 'missing';
        return;
      }
      if (this.editor.getModel() !== buffer.model) {
        this.editor.setModel(buffer.model);
        if (buffer.viewState) this.editor.restoreViewState(buffer.viewState);
      }
      this.shown = buffer;
      this.state = 'ready';
      this.countErrors();
      // The mod's other files, so `import … from './combat'` resolves; not awaited.
      for (const sibling of siblingSources(path, this.files)) void this.bufferFor(source, sibling).catch(() => undefined);
    } catch (e) {
      if (token !== this.opening) return;
      this.failure = (e as Error).message;
      this.state = 'failed';
    }
  }

  /**
   * Loads Monaco and creates the editor in this element's shadow root, once per connection:
   * calls that overlap (a file opened while the first one loads) share the one being made.
   */
  private ensureEditor(): Promise<MonacoModule> {
    this.creating ??= this.createEditor().finally(() => (this.creating = undefined));
    return this.creating;
  }

  private async createEditor(): Promise<MonacoModule> {
    const m = (this.monaco ??= await loadMonaco());
    if (this.editor) return m;
    await this.updateComplete;
    const root = this.renderRoot as ShadowRoot;
    const styles = m.monacoStyles();
    if (!root.adoptedStyleSheets.includes(styles)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles];
    const container = root.querySelector('.monaco') as HTMLElement;
    const editor = m.monaco.editor.create(container, {
      model: null,
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 13,
      tabSize: 2,
      scrollBeyondLastLine: false,
      fixedOverflowWidgets: false,
    });
    this.editor = editor;
    editor.addCommand(m.monaco.KeyMod.CtrlCmd | m.monaco.KeyCode.KeyS, () => void this.save());
    this.disposables.push(
      editor.onDidChangeModelContent(() => this.contentChanged()),
      m.monaco.editor.onDidChangeMarkers((uris) => {
        const shown = this.shown?.model.uri.toString();
        if (uris.some((u) => u.toString() === shown)) this.countErrors();
        this.reportMarkers(uris);
      }),
    );
    return m;
  }

  /** Gives TypeScript the SDK's declarations of this source (Monaco's extra libraries are global to the page). */
  private async applyLibraries(m: MonacoModule, source: SourceFiles, workspace: Workspace): Promise<void> {
    workspace.libraries ??= source.typeLibraries();
    const libraries = await workspace.libraries;
    const wanted = libraries.map((l) => ({ filePath: l.path, content: l.text }));
    const current = m.typescript.typescriptDefaults.getExtraLibs();
    if (wanted.length === Object.keys(current).length && wanted.every((l) => current[l.filePath]?.content === l.content)) return;
    m.typescript.typescriptDefaults.setExtraLibs(wanted);
  }

  /** The buffer of a file: the open one, or the file read and put in a new model. */
  private bufferFor(source: SourceFiles, path: string): Promise<Buffer | null> {
    const workspace = workspaceOf(source);
    let buffer = workspace.buffers.get(path);
    if (!buffer) {
      const m = this.monaco as MonacoModule;
      buffer = source.readSource(path).then((file) => {
        if (!file) {
          workspace.buffers.delete(path);
          return null;
        }
        const uri = m.monaco.Uri.parse(workspace.root + path.split('/').map(encodeURIComponent).join('/'));
        const model = m.monaco.editor.getModel(uri) ?? m.monaco.editor.createModel(file.text, undefined, uri);
        workspace.paths.set(uri.toString(), path);
        if (model.getValue() !== file.text) model.setValue(file.text);
        return { path, model, version: file.version, savedText: file.text, dirty: false, viewState: null, conflict: undefined };
      });
      buffer.catch(() => workspace.buffers.delete(path));
      workspace.buffers.set(path, buffer);
    }
    return buffer;
  }

  private contentChanged(): void {
    const buffer = this.shown;
    if (!buffer) return;
    this.setDirty(buffer, buffer.model.getValue() !== buffer.savedText);
  }

  private setDirty(buffer: Buffer, dirty: boolean): void {
    if (buffer.dirty === dirty) return;
    buffer.dirty = dirty;
    this.requestUpdate();
    this.dispatchEvent(new KsSourceDirtyEvent(buffer.path, dirty));
  }

  private countErrors(): void {
    this.errorCount = this.diagnostics().filter((d) => d.severity === 'error').length;
  }

  /** Tells the studio the markers of the files of this source whose markers changed. */
  private reportMarkers(uris: readonly Monaco.Uri[]): void {
    const m = this.monaco;
    const paths = this.source ? workspaceOf(this.source).paths : undefined;
    if (!m || !paths) return;
    for (const uri of uris) {
      const path = paths.get(uri.toString());
      const model = m.monaco.editor.getModel(uri);
      if (path === undefined) continue;
      const problems = model && !model.isDisposed() ? diagnosticProblems(path, this.markersOf(model)) : [];
      this.dispatchEvent(new KsSourceProblemsEvent(path, problems));
    }
  }

  /** The markers of the file shown (TypeScript's or JSON's errors and warnings), in line order. */
  diagnostics(): CodeDiagnostic[] {
    const model = this.shown?.model;
    if (!model || model.isDisposed()) return [];
    return this.markersOf(model);
  }

  private markersOf(model: Monaco.editor.ITextModel): CodeDiagnostic[] {
    const m = this.monaco;
    if (!m) return [];
    return m.monaco.editor
      .getModelMarkers({ resource: model.uri })
      .map((mk) => ({
        severity: severities[mk.severity] ?? 'info',
        message: mk.message,
        line: mk.startLineNumber,
        column: mk.startColumn,
        endLine: mk.endLineNumber,
        endColumn: mk.endColumn,
        owner: mk.owner,
      }))
      .sort((a, b) => a.line - b.line || a.column - b.column);
  }

  /** Puts the cursor at `line` and `column` (1-based) of the file shown, scrolls to it and focuses the editor. */
  async reveal(line: number, column = 1): Promise<void> {
    await this.opened;
    const editor = this.editor;
    if (!editor || !this.shown) return;
    const position = { lineNumber: line, column };
    editor.setPosition(position);
    editor.revealPositionInCenter(position);
    editor.focus();
  }

  /** Moves to the next error after the cursor (or the first). */
  private nextError(): void {
    const errors = this.diagnostics().filter((d) => d.severity === 'error');
    const at = this.editor?.getPosition();
    if (errors.length === 0 || !at) return;
    const next = errors.find((d) => d.line > at.lineNumber || (d.line === at.lineNumber && d.column > at.column)) ?? errors[0];
    if (next) void this.reveal(next.line, next.column);
  }

  /**
   * Saves the file shown over the version it was loaded at. Resolves true when it was
   * written; false when nothing was to be written, or the file changed on disk (the editor
   * then offers to load it or overwrite it, and the text stays as it is).
   */
  async save(): Promise<boolean> {
    await this.opened;
    const buffer = this.shown;
    if (!buffer || !this.source || this.saving) return false;
    const broken = jsonSyntaxProblem(buffer.path, buffer.model.getValue());
    if (broken && !(await this.askUnparsed(broken))) {
      this.dispatchEvent(new KsAnnounceEvent(`Not saved: ${buffer.path} is not valid JSON at line ${broken.line}, column ${broken.column}`));
      return false;
    }
    return this.write(buffer, buffer.version);
  }

  /** Asks whether to write JSON that does not parse; resolves true for "Save anyway". */
  private async askUnparsed(problem: Problem): Promise<boolean> {
    this.answerUnparsed?.(false);
    this.unparsed = problem;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLDialogElement>('dialog.unparsed')?.showModal();
    return new Promise((resolve) => (this.answerUnparsed = resolve));
  }

  private answer(saveAnyway: boolean): void {
    const dialog = this.renderRoot.querySelector<HTMLDialogElement>('dialog.unparsed');
    if (dialog?.open) dialog.close();
    this.unparsed = undefined;
    this.answerUnparsed?.(saveAnyway);
    this.answerUnparsed = undefined;
    // Back to the text, where the error is.
    if (!saveAnyway) this.editor?.focus();
  }

  private async write(buffer: Buffer, baseVersion: string | null): Promise<boolean> {
    const source = this.source as SourceFiles;
    const text = buffer.model.getValue();
    this.saving = true;
    try {
      const result = await source.writeSource(buffer.path, text, baseVersion);
      if (!result.ok) {
        buffer.conflict = result.conflict;
        this.requestUpdate();
        this.dispatchEvent(new KsAnnounceEvent(`${buffer.path} changed on disk since it was loaded: not saved`));
        return false;
      }
      buffer.version = result.version;
      buffer.savedText = text;
      buffer.conflict = undefined;
      this.setDirty(buffer, buffer.model.getValue() !== text);
      this.dispatchEvent(new KsSourceSavedEvent(buffer.path, result.version, text));
      this.dispatchEvent(new KsAnnounceEvent(`Saved ${buffer.path}`));
      return true;
    } catch (e) {
      this.dispatchEvent(new KsAnnounceEvent(`${buffer.path} was not saved: ${(e as Error).message}`));
      return false;
    } finally {
      this.saving = false;
    }
  }

  /** Replaces the text with what is on disk, as one edit: Ctrl+Z brings the user's text back. */
  private loadDiskVersion(): void {
    const buffer = this.shown;
    const disk = buffer?.conflict;
    if (!buffer || !disk) return;
    buffer.model.pushStackElement();
    buffer.model.pushEditOperations([], [{ range: buffer.model.getFullModelRange(), text: disk.text }], () => null);
    buffer.model.pushStackElement();
    buffer.version = disk.version || null;
    buffer.savedText = disk.text;
    buffer.conflict = undefined;
    this.setDirty(buffer, buffer.model.getValue() !== disk.text);
    this.requestUpdate();
    this.dispatchEvent(new KsAnnounceEvent(`Loaded ${buffer.path} from disk; undo brings your text back`));
  }

  /** Writes the user's text over what is on disk now. */
  private overwrite(): Promise<boolean> {
    const buffer = this.shown;
    if (!buffer?.conflict) return Promise.resolve(false);
    // A file deleted on disk comes back with no version: writing creates it again.
    return this.write(buffer, buffer.conflict.version || null);
  }

  /** Ctrl/Cmd+S belongs to this editor: the studio's own save shortcut (on window) must not hear it. */
  private onKeyDown = (e: KeyboardEvent): void => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  protected override render() {
    const buffer = this.shown;
    const errors = this.errorCount;
    return html`<header part="header">
        <span class="path" title=${this.path}>${this.path || 'No file'}</span>
        ${buffer?.dirty ? html`<span class="dirty" role="img" aria-label="unsaved changes" title="Unsaved changes">●</span>` : nothing}
        <span class="spacer"></span>
        <button type="button" class="errors" ?disabled=${errors === 0} title="Go to the next error" @click=${() => this.nextError()}>
          ${errors === 1 ? '1 error' : `${errors} errors`}
        </button>
        <button type="button" class="save" ?disabled=${!buffer?.dirty || this.saving} title="Save (Ctrl+S)" @click=${() => void this.save()}>Save</button>
      </header>
      ${
        buffer?.conflict
          ? html`<div class="conflict" role="alert">
            <span><strong>${buffer.path}</strong> changed on disk since it was loaded. Your text is still here, not saved.</span>
            <button type="button" class="load-disk" @click=${() => this.loadDiskVersion()}>Load disk version</button>
            <button type="button" class="overwrite" @click=${() => void this.overwrite()}>Overwrite</button>
          </div>`
          : nothing
      }
      ${this.state === 'loading' ? html`<p class="note" role="status">Loading the editor…</p>` : nothing}
      ${this.state === 'missing' ? html`<p class="note" role="alert">There is no file ${this.path}.</p>` : nothing}
      ${this.state === 'failed' ? html`<p class="note" role="alert">The editor could not open ${this.path}: ${this.failure}</p>` : nothing}
      <div class="monaco" part="editor" @keydown=${this.onKeyDown}></div>
      <dialog class="unparsed" aria-labelledby="unparsed-title" @cancel=${() => this.answer(false)}>
        <h2 id="unparsed-title">This file is not valid JSON</h2>
        ${
          this.unparsed
            ? html`<p><code>${this.unparsed.file}:${this.unparsed.line}:${this.unparsed.column}</code> ${this.unparsed.message}.</p>
                <p>Saving now replaces the file on disk with text that the studio, the validator and the game cannot read until it is mended.</p>`
            : nothing
        }
        <div class="actions">
          <button type="button" class="save-anyway" @click=${() => this.answer(true)}>Save anyway</button>
          <button type="button" class="primary keep-editing" @click=${() => this.answer(false)}>Keep editing</button>
        </div>
      </dialog>`;
  }
}
