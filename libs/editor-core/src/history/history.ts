// Undo history across all documents. It records patches (diffs), not commands: each
// step is the list of document changes it made with their inverses. A gesture (a drag,
// a brush stroke) marks the history when it starts and squashes what came after the
// mark into one step when it ends, or bails back to the mark when it is cancelled —
// the pattern of tldraw's history marks.
import type { Patch } from '../json/patch';

/** One patch applied to one document, with the patch that takes it back. */
export interface DocumentChange {
  readonly path: string;
  readonly patch: Patch;
  readonly inverse: Patch;
}

/** One undoable step: what a person sees as one action. */
export interface HistoryStep {
  /** What the step did, for menus and the status bar ("Paint forest"). */
  readonly label: string;
  /** The changes in the order they were made. */
  readonly changes: readonly DocumentChange[];
}

/**
 * Joins changes to the same document made one after another into one change (its patches
 * in order, its inverses in reverse order), so that undoing a 100-dab stroke applies one
 * patch — one copy of the map's hexes — rather than a hundred.
 */
export function coalesce(changes: readonly DocumentChange[]): DocumentChange[] {
  const out: DocumentChange[] = [];
  for (const change of changes) {
    const last = out.at(-1);
    if (last && last.path === change.path)
      out[out.length - 1] = { path: change.path, patch: [...last.patch, ...change.patch], inverse: [...change.inverse, ...last.inverse] };
    else out.push(change);
  }
  return out;
}

/** A place in the history that a gesture can squash to or bail back to. */
export interface HistoryMark {
  readonly id: number;
  readonly label: string;
}

/** The undo and redo stacks, with marks for gestures. */
export class History {
  private readonly undos: HistoryStep[] = [];
  private redos: HistoryStep[] = [];
  private readonly marks: { mark: HistoryMark; depth: number; redos: HistoryStep[] }[] = [];
  private nextMark = 1;

  /** Steps that can be undone, oldest first. */
  get undoStack(): readonly HistoryStep[] {
    return this.undos;
  }

  /** Steps that can be redone, the next one last. */
  get redoStack(): readonly HistoryStep[] {
    return this.redos;
  }

  /** True while a gesture holds a mark (undo and redo wait for it to end). */
  get inGesture(): boolean {
    return this.marks.length > 0;
  }

  /** Records a step; a new step makes the redo stack obsolete. */
  push(step: HistoryStep): void {
    if (step.changes.length === 0) return;
    this.undos.push(step);
    this.redos = [];
  }

  /** Marks the current place, at the start of a gesture. */
  mark(label: string): HistoryMark {
    const mark = { id: this.nextMark++, label };
    this.marks.push({ mark, depth: this.undos.length, redos: this.redos });
    return mark;
  }

  private take(mark: HistoryMark): { steps: HistoryStep[]; redos: HistoryStep[] } {
    const at = this.marks.findIndex((m) => m.mark.id === mark.id);
    if (at < 0) throw new Error(`history mark ${mark.id} (${mark.label}) is not open`);
    const { depth, redos } = this.marks[at] as { depth: number; redos: HistoryStep[] };
    // Marks opened inside this one end with it.
    this.marks.splice(at);
    return { steps: this.undos.splice(depth), redos };
  }

  /** Ends a gesture: everything since the mark becomes one step, labelled with the mark's label. */
  squash(mark: HistoryMark): HistoryStep | undefined {
    const { steps } = this.take(mark);
    const changes = coalesce(steps.flatMap((s) => s.changes));
    if (changes.length === 0) return undefined;
    const step = { label: mark.label, changes };
    this.undos.push(step);
    this.redos = [];
    return step;
  }

  /**
   * Cancels a gesture: removes the steps since the mark and returns them, newest first,
   * for the caller to revert. They do not go onto the redo stack, and the redo stack is
   * as it was before the gesture (a cancelled stroke does not cost the person their redo).
   */
  bail(mark: HistoryMark): HistoryStep[] {
    const { steps, redos } = this.take(mark);
    this.redos = redos;
    return steps.reverse();
  }

  /** Takes the newest step off the undo stack (the caller reverts it). */
  popUndo(): HistoryStep | undefined {
    const step = this.undos.pop();
    if (step) this.redos.push(step);
    return step;
  }

  /** Takes the next step off the redo stack (the caller re-applies it). */
  popRedo(): HistoryStep | undefined {
    const step = this.redos.pop();
    if (step) this.undos.push(step);
    return step;
  }

  /** Forgets every step touching a document (after it was reloaded from disk). */
  forget(path: string): void {
    const keep = (s: HistoryStep) => !s.changes.some((c) => c.path === path);
    const kept = this.undos.filter(keep);
    this.undos.splice(0, this.undos.length, ...kept);
    this.redos = this.redos.filter(keep);
  }
}
