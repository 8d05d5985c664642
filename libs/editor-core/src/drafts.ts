// Unsaved work kept outside the editor (IndexedDB in the studio) so a crash or a closed
// tab loses nothing. A draft is the text a document would be saved as, and the version
// of the file it was based on, so the studio can tell whether the file moved on since.
import type { DocumentStore } from './store/document-store';

/** The unsaved state of one document. */
export interface Draft {
  readonly path: string;
  /** The document as it would be saved. */
  readonly text: string;
  /** The version of the file on disk the edits were made on. */
  readonly baseVersion: string;
  /** When the draft was written (ms since the epoch). */
  readonly savedAt: number;
}

/** Where drafts are kept. */
export interface DraftStore {
  list(): Promise<Draft[]>;
  put(draft: Draft): Promise<void>;
  delete(path: string): Promise<void>;
}

/** The drafts a store's dirty documents make now. */
export function draftsOf(store: DocumentStore, now: number): Draft[] {
  return store.dirtyPaths().map((path) => ({ path, text: store.textOf(path), baseVersion: store.require(path).version, savedAt: now }));
}

/** What to offer for a draft found at start-up. */
export interface DraftOffer {
  readonly draft: Draft;
  /** True when the file changed on disk since the draft's edits began (saving will ask). */
  readonly diskChanged: boolean;
}

/**
 * The drafts worth offering: those that still differ from the file on disk. A draft of a
 * document that no longer exists is offered too (it can be saved as a new file).
 */
export function draftsToOffer(drafts: readonly Draft[], store: DocumentStore): { offer: DraftOffer[]; stale: Draft[] } {
  const offer: DraftOffer[] = [];
  const stale: Draft[] = [];
  for (const draft of drafts) {
    const doc = store.get(draft.path);
    if (doc && doc.savedText === draft.text) stale.push(draft);
    else offer.push({ draft, diskChanged: doc !== undefined && doc.version !== draft.baseVersion });
  }
  return { offer, stale };
}
