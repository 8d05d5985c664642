// The editor kernel: documents, commands, history and saving, with no screen. The Lit
// shell draws it and feeds it input; tests drive it directly.
import { applyPatchWithInverse, type PatchPair } from './json/patch';
import type { Command } from './commands/command';
import { History, type DocumentChange, type HistoryMark, type HistoryStep } from './history/history';
import { DocumentStore, type DiskFile, type StoreChange } from './store/document-store';
import type { WorkspaceAccess } from './workspace';
import { refusedNumbers } from './validation/number-checks';
import type { UnlocatedProblem } from '@kriegsspiel/formats';

/** What the editor tells its listeners. */
export type EditorEvent =
  | { readonly type: 'documents'; readonly change: StoreChange }
  | { readonly type: 'history' }
  /** An edit was not taken: the schema refuses a number it writes (the problems say where and why, in its words). */
  | { readonly type: 'refused'; readonly path: string; readonly problems: readonly UnlocatedProblem[]; readonly message: string };

/** The outcome of saving one document. */
export type SaveOutcome =
  | { readonly status: 'saved'; readonly version: string }
  | { readonly status: 'unchanged' }
  /** The file changed on disk since it was loaded; `disk` is what is there now. */
  | { readonly status: 'conflict'; readonly disk: DiskFile };

/** Thrown when a command is run on a document of a kind it does not edit. */
export class CommandKindError extends Error {
  constructor(command: Command<never, never>, path: string, kind: string | undefined) {
    super(`command ${command.id} edits ${command.kinds?.join(' or ')} documents, and ${path} is ${kind ? `a ${kind}` : 'not a known kind of'} document`);
    this.name = 'CommandKindError';
  }
}

/** Options of an {@link Editor}. */
export interface EditorOptions {
  /** Where documents are saved; saving throws without one. */
  readonly workspace?: WorkspaceAccess;
}

/** Documents, commands, undo history and saving, across every open document. */
export class Editor {
  readonly store = new DocumentStore();
  readonly history = new History();
  private readonly listeners = new Set<(event: EditorEvent) => void>();

  constructor(private readonly options: EditorOptions = {}) {
    this.store.subscribe((change) => this.emit({ type: 'documents', change }));
  }

  /**
   * Runs a command on a document: performs it, applies its patch and records one undo
   * step (inside a gesture, a step the gesture will squash). Returns false when the
   * command had nothing to change, or its change was refused (see {@link applyChange}).
   */
  run<Doc, Args>(command: Command<Doc, Args>, path: string, args: Args): boolean {
    const doc = this.store.require(path);
    if (command.kinds && (!doc.kind || !command.kinds.includes(doc.kind))) throw new CommandKindError(command as Command<never, never>, path, doc.kind);
    const result = command.perform(doc.value as Doc, args);
    if (!result || result.patch.length === 0) return false;
    return this.applyChange(path, result, command.label(args));
  }

  /**
   * Applies a patch pair as one step, for callers that build patches themselves. A number
   * the document's schema refuses (out of its range, not whole where it must be) is not
   * written: the change is dropped, listeners hear `refused` with the schema's words, and
   * the answer is false.
   */
  applyChange(path: string, change: PatchPair, label: string): boolean {
    const doc = this.store.require(path);
    const refused = refusedNumbers(doc.kind, doc.value, change.patch);
    if (refused.length > 0) {
      const message = `${label}: not changed, ${refused.map((p) => p.message).join('; ')}`;
      this.emit({ type: 'refused', path, problems: refused, message });
      return false;
    }
    const inverse = this.store.apply(path, change.patch);
    // The store computed the inverse against the live value, which is the one that counts.
    this.history.push({ label, changes: [{ path, patch: change.patch, inverse }] });
    this.emit({ type: 'history' });
    return true;
  }

  /** Starts a gesture: what follows until {@link squash} or {@link bail} is one undo step. */
  mark(label: string): HistoryMark {
    return this.history.mark(label);
  }

  /** Ends a gesture, making it one undo step. */
  squash(mark: HistoryMark): void {
    this.history.squash(mark);
    this.emit({ type: 'history' });
  }

  /** Cancels a gesture: reverts what it did and forgets it. */
  bail(mark: HistoryMark): void {
    for (const step of this.history.bail(mark)) this.revert(step);
    this.emit({ type: 'history' });
  }

  get canUndo(): boolean {
    return !this.history.inGesture && this.history.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return !this.history.inGesture && this.history.redoStack.length > 0;
  }

  /** Undoes the newest step, in whichever documents it touched. Nothing during a gesture. */
  undo(): HistoryStep | undefined {
    if (!this.canUndo) return undefined;
    const step = this.history.popUndo();
    if (step) this.revert(step);
    this.emit({ type: 'history' });
    return step;
  }

  /** Redoes the step undone last. Nothing during a gesture. */
  redo(): HistoryStep | undefined {
    if (!this.canRedo) return undefined;
    const step = this.history.popRedo();
    if (step) for (const change of step.changes) this.store.apply(change.path, change.patch);
    this.emit({ type: 'history' });
    return step;
  }

  private revert(step: HistoryStep): void {
    const changes: readonly DocumentChange[] = step.changes;
    for (let i = changes.length - 1; i >= 0; i--) {
      const change = changes[i] as DocumentChange;
      this.store.apply(change.path, change.inverse);
    }
  }

  /** Dry-runs a command: the patch it would apply, without applying it. */
  preview<Doc, Args>(command: Command<Doc, Args>, path: string, args: Args): { result: PatchPair | null; after: unknown } {
    const doc = this.store.require(path);
    const result = command.perform(doc.value as Doc, args);
    return { result, after: result ? applyPatchWithInverse(doc.value, result.patch).doc : doc.value };
  }

  /** The address of an image file of the workspace (a map's background), when the workspace serves images. */
  imageUrl(path: string): string | undefined {
    return this.options.workspace?.imageUrl?.(path);
  }

  /**
   * Writes a picture into the workspace under a new name next to `path`: `name`, or `name-2`,
   * `name-3`… when that is taken (a file there is never replaced). Answers the name written, or
   * undefined when the workspace cannot take files.
   */
  async uploadImage(folder: string, name: string, bytes: Uint8Array): Promise<string | undefined> {
    const write = this.options.workspace?.writeImage?.bind(this.options.workspace);
    if (!write) return undefined;
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 1; n <= 50; n++) {
      const candidate = n === 1 ? name : `${stem}-${n}${ext}`;
      const outcome = await write(folder === '' ? candidate : `${folder}/${candidate}`, bytes);
      if (outcome.ok) return candidate;
    }
    throw new Error(`${name} and 49 other names after it are taken in ${folder}: rename the file`);
  }

  /** Saves a document through the workspace unless it changed on disk since it was loaded. */
  async save(path: string): Promise<SaveOutcome> {
    if (!this.store.isDirty(path)) return { status: 'unchanged' };
    return this.write(path, this.store.require(path).version);
  }

  /** Saves over whatever is on disk (after the person chose "keep mine" on a conflict). */
  async overwrite(path: string, diskVersion: string): Promise<SaveOutcome> {
    return this.write(path, diskVersion);
  }

  private async write(path: string, baseVersion: string): Promise<SaveOutcome> {
    const workspace = this.options.workspace;
    if (!workspace) throw new Error('this editor has no workspace to save to');
    const text = this.store.textOf(path);
    // A document that is not on disk yet has the version '' and is written as a new file.
    const result = await workspace.write(path, text, baseVersion === '' ? null : baseVersion);
    if (!result.ok) return { status: 'conflict', disk: result.conflict };
    this.store.markSaved(path, text, result.version);
    return { status: 'saved', version: result.version };
  }

  /** Drops unsaved changes and loads what is on disk now ("take theirs"); the document's undo steps go. */
  reloadFromDisk(file: DiskFile): void {
    this.history.forget(file.path);
    this.store.reload(file);
    this.emit({ type: 'history' });
  }

  /** Calls `listener` after every change of documents or history; returns the function that stops it. */
  subscribe(listener: (event: EditorEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: EditorEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
