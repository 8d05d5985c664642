// Keeps the drafts of unsaved work up to date: a short while after each edit it writes
// the dirty documents to the draft store and removes the drafts of documents that are
// clean again (saved, or undone back to the file).
import { draftsOf, type DraftStore, type Editor } from '@kriegsspiel/editor-core';

/** The draft keeper's state, for the status bar. */
export type DraftState = 'idle' | 'pending' | 'kept' | 'failed';

export class DraftKeeper {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stop: (() => void) | undefined;
  private kept = new Set<string>();
  private running: Promise<void> = Promise.resolve();
  state: DraftState = 'idle';

  constructor(
    private readonly editor: Editor,
    private readonly store: DraftStore,
    /** Milliseconds of quiet after an edit before the drafts are written. */
    private readonly delay = 300,
    private readonly onState: (state: DraftState) => void = () => undefined,
  ) {}

  /** Starts watching the editor; `known` are drafts already in the store. */
  start(known: readonly string[] = []): void {
    this.kept = new Set(known);
    this.stop = this.editor.subscribe((e) => {
      if (e.type === 'documents') this.schedule();
    });
  }

  dispose(): void {
    this.stop?.();
    if (this.timer) clearTimeout(this.timer);
  }

  private set(state: DraftState): void {
    this.state = state;
    this.onState(state);
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.set('pending');
    this.timer = setTimeout(() => void this.flush(), this.delay);
  }

  /** Writes the drafts now (also called when the page is being hidden). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.running.then(() => this.write());
    return this.running;
  }

  private async write(): Promise<void> {
    try {
      const drafts = draftsOf(this.editor.store, Date.now());
      const dirty = new Set(drafts.map((d) => d.path));
      for (const d of drafts) await this.store.put(d);
      for (const path of this.kept) if (!dirty.has(path)) await this.store.delete(path);
      this.kept = dirty;
      this.set(dirty.size > 0 ? 'kept' : 'idle');
    } catch {
      this.set('failed');
    }
  }
}
