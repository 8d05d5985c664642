// Drafts kept in IndexedDB (through `idb`), one record per document path. One database
// per workspace (its name comes from the server's address), so two checkouts served on
// two ports do not restore each other's work.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Draft, DraftStore } from '@kriegsspiel/editor-core';

interface DraftsDb extends DBSchema {
  drafts: { key: string; value: Draft };
}

/** A {@link DraftStore} in the browser's IndexedDB. */
export class IdbDraftStore implements DraftStore {
  private db: Promise<IDBPDatabase<DraftsDb>> | undefined;

  constructor(readonly name = `kriegsspiel-drafts:${location.host}`) {}

  private open(): Promise<IDBPDatabase<DraftsDb>> {
    this.db ??= openDB<DraftsDb>(this.name, 1, {
      upgrade(db) {
        db.createObjectStore('drafts', { keyPath: 'path' });
      },
    });
    return this.db;
  }

  async list(): Promise<Draft[]> {
    return (await this.open()).getAll('drafts');
  }

  async put(draft: Draft): Promise<void> {
    await (await this.open()).put('drafts', draft);
  }

  async delete(path: string): Promise<void> {
    await (await this.open()).delete('drafts', path);
  }

  /** Closes the connection (tests delete the database afterwards). */
  async close(): Promise<void> {
    if (this.db) (await this.db).close();
    this.db = undefined;
  }
}
