// An edit is a command: a name, a label for the history, and a pure `perform` that
// reads the document and *returns* the change as a JSON patch with its inverse. The
// editor applies it and records it; a command never touches the store itself
// (Excalidraw's actions, tldraw's "kernels return a plan").
import type { DocumentKind } from '@kriegsspiel/formats';
import type { PatchPair } from '../json/patch';

/** A named edit of one document. `Doc` is the document's type, `Args` what the caller passes. */
export interface Command<Doc = unknown, Args = unknown> {
  /** Stable kebab-case name (`paint-hex-terrain`), for logs, tests and the command palette. */
  readonly id: string;
  /** The kinds of document it edits; any document when absent. */
  readonly kinds?: readonly DocumentKind[];
  /** What the step is called in the history ("Paint forest"). */
  label(args: Args): string;
  /** The change, or null when the command would change nothing (no empty undo steps). */
  perform(doc: Doc, args: Args): PatchPair | null;
}

/** Declares a command; the identity function that gives it its types. */
export function defineCommand<Doc, Args>(command: Command<Doc, Args>): Command<Doc, Args> {
  return command;
}

/** Thrown by a command whose arguments do not fit the document (an id already taken); the message says what to do. */
export class CommandRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandRefusedError';
  }
}
