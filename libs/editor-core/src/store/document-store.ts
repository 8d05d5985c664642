// The open documents: what is on disk (text and version) and what the editor holds
// now (a parsed value). Values are never mutated; a change swaps in a new value made
// by a patch, so "dirty" is a cheap comparison and undo restores shared subtrees.
import { kindFromSchemaRef, MAX_JSON_DEPTH, offsetTooDeep, type DocumentKind, type DocumentTypes } from '@kriegsspiel/formats';
import { applyPatchWithInverse, type Patch } from '../json/patch';
import { jsonEqual } from '../json/pointer';
import { createJsonTextWriter, type JsonTextWriter } from '../json/text-writer';

/** A file as the workspace server hands it over. */
export interface DiskFile {
  /** Workspace path, `/`-separated: `mods/hundred-days-arclight/maps/hundred-days.map.json`. */
  readonly path: string;
  readonly text: string;
  /** The server's token for this content (a hash); sent back on save to detect changes on disk. */
  readonly version: string;
  /** Id of the mod whose folder holds the file. */
  readonly mod?: string;
}

/** One document as the editor holds it. Replaced, never mutated. */
export interface StoredDocument {
  readonly path: string;
  readonly mod?: string;
  /** The format named by `$schema`, when the text is JSON and names one. */
  readonly kind?: DocumentKind;
  /** The current value; undefined while the text on disk is not JSON. */
  readonly value: unknown;
  /** The value of the text on disk, as last loaded or saved. */
  readonly savedValue: unknown;
  /** The text on disk, as last loaded or saved. */
  readonly savedText: string;
  /** The server's version of {@link savedText}. */
  readonly version: string;
  /** Why the text on disk could not be parsed, if it could not. */
  readonly parseError?: string;
  /** Counts the changes since the document was loaded; lets caches key on it. */
  readonly revision: number;
}

/**
 * A document whose `$schema` names kind `K`, its value typed as that kind's format. The
 * value is what the editor holds, checked by the validator rather than here: editors read
 * it as the format says and report what the validator finds.
 */
export interface TypedDocument<K extends DocumentKind> extends StoredDocument {
  readonly kind: K;
  readonly value: DocumentTypes[K];
}

/** What happened to a document. */
export interface StoreChange {
  readonly path: string;
  readonly reason: 'load' | 'edit' | 'save' | 'reload' | 'close';
}

export type StoreListener = (change: StoreChange) => void;

function parse(text: string): { value: unknown; parseError?: string } {
  // Editors, diffs and patches walk values recursively: a document nested past the formats'
  // limit is kept as text, as one that is not JSON (validation locates the problem).
  if (offsetTooDeep(text) !== undefined) return { value: undefined, parseError: `it is nested deeper than ${MAX_JSON_DEPTH} levels` };
  try {
    return { value: JSON.parse(text) };
  } catch (e) {
    return { value: undefined, parseError: (e as Error).message };
  }
}

/** The format a value's `$schema` names, if it is an object that names one. */
function kindOf(value: unknown): DocumentKind | undefined {
  return value !== null && typeof value === 'object' ? kindFromSchemaRef((value as { $schema?: unknown }).$schema) : undefined;
}

/** True when a document is one of `kind` (its `$schema` names it) and is JSON, so its value is typed. */
export function isDocumentOfKind<K extends DocumentKind>(doc: StoredDocument, kind: K): doc is TypedDocument<K> {
  return doc.kind === kind && doc.value !== undefined;
}

/** Holds the documents of the workspace, keyed by path. */
export class DocumentStore {
  private readonly docs = new Map<string, StoredDocument>();
  private readonly writers = new Map<string, JsonTextWriter>();
  private readonly dirtyCache = new WeakMap<StoredDocument, boolean>();
  private readonly textCache = new WeakMap<StoredDocument, string>();
  private readonly listeners = new Set<StoreListener>();

  /** Adds or replaces documents with what is on disk. */
  load(files: readonly DiskFile[]): void {
    for (const file of files) {
      this.put(this.fromDisk(file, 0));
      this.emit({ path: file.path, reason: 'load' });
    }
  }

  private fromDisk(file: DiskFile, revision: number): StoredDocument {
    const { value, parseError } = parse(file.text);
    const kind = kindOf(value);
    return { path: file.path, mod: file.mod, kind, value, savedValue: value, savedText: file.text, version: file.version, parseError, revision };
  }

  private put(doc: StoredDocument): void {
    if (this.docs.get(doc.path)?.savedText !== doc.savedText) this.writers.delete(doc.path);
    this.docs.set(doc.path, doc);
  }

  /** The document at a path; with a kind, only when it is a document of that kind (its value then typed). */
  get(path: string): StoredDocument | undefined;
  get<K extends DocumentKind>(path: string, kind: K): TypedDocument<K> | undefined;
  get(path: string, kind?: DocumentKind): StoredDocument | undefined {
    const doc = this.docs.get(path);
    return kind === undefined || (doc && isDocumentOfKind(doc, kind)) ? doc : undefined;
  }

  /** The document at a path, or an error naming it; with a kind, an error too when it is not of that kind. */
  require(path: string): StoredDocument;
  require<K extends DocumentKind>(path: string, kind: K): TypedDocument<K>;
  require(path: string, kind?: DocumentKind): StoredDocument {
    const doc = this.docs.get(path);
    if (!doc) throw new Error(`no document is loaded at ${path}`);
    if (kind !== undefined && !isDocumentOfKind(doc, kind))
      throw new Error(`${path} is not a ${kind} document (its $schema names ${doc.kind ?? 'no known format'}); open it as ${doc.kind ?? 'JSON'} instead`);
    return doc;
  }

  /** Every document, in load order. */
  all(): StoredDocument[] {
    return [...this.docs.values()];
  }

  /** Every document of one kind, in load order, typed as such. */
  ofKind<K extends DocumentKind>(kind: K): TypedDocument<K>[] {
    return [...this.docs.values()].filter((d): d is TypedDocument<K> => isDocumentOfKind(d, kind));
  }

  /**
   * Applies a patch to a document's value and returns the inverse. The patch is
   * all-or-nothing: a {@link PatchError} leaves the document as it was.
   */
  apply(path: string, patch: Patch): Patch {
    const doc = this.require(path);
    if (doc.value === undefined) throw new Error(`${path} is not valid JSON, so it cannot be edited here: ${doc.parseError}`);
    const { doc: value, inverse } = applyPatchWithInverse(doc.value, patch);
    // A new document starts as `{}` and gets its `$schema` by a patch: its kind follows.
    this.put({ ...doc, value, kind: value === doc.value ? doc.kind : kindOf(value), revision: doc.revision + 1 });
    this.emit({ path, reason: 'edit' });
    return inverse;
  }

  /** True when the value differs from what is on disk. */
  isDirty(path: string): boolean {
    const doc = this.docs.get(path);
    if (!doc) return false;
    let dirty = this.dirtyCache.get(doc);
    if (dirty === undefined) {
      dirty = doc.value !== doc.savedValue && !jsonEqual(doc.value, doc.savedValue);
      this.dirtyCache.set(doc, dirty);
    }
    return dirty;
  }

  /** Paths of the documents with unsaved changes. */
  dirtyPaths(): string[] {
    return [...this.docs.keys()].filter((p) => this.isDirty(p));
  }

  /** The text the document would be saved as: the text on disk with the changes written into it. */
  textOf(path: string): string {
    const doc = this.require(path);
    if (doc.value === undefined || doc.value === doc.savedValue) return doc.savedText;
    let text = this.textCache.get(doc);
    if (text === undefined) {
      let writer = this.writers.get(path);
      if (!writer) {
        writer = createJsonTextWriter(doc.savedText);
        this.writers.set(path, writer);
      }
      text = writer.write(doc.value);
      this.textCache.set(doc, text);
    }
    return text;
  }

  /** Records that `text` is now on disk as `version` (after a save). */
  markSaved(path: string, text: string, version: string): void {
    const doc = this.require(path);
    const { value } = parse(text);
    // Keep the current value object when it is what was written, so identity checks stay cheap.
    const savedValue = jsonEqual(value, doc.value) ? doc.value : value;
    this.put({ ...doc, savedText: text, savedValue, version, revision: doc.revision + 1 });
    this.emit({ path, reason: 'save' });
  }

  /** Replaces a document with what is on disk now, dropping unsaved changes. */
  reload(file: DiskFile): void {
    const before = this.docs.get(file.path);
    this.put(this.fromDisk({ ...file, mod: file.mod ?? before?.mod }, (before?.revision ?? 0) + 1));
    this.emit({ path: file.path, reason: 'reload' });
  }

  /** Drops a document (its file was removed); nothing when none is loaded there. */
  remove(path: string): void {
    if (!this.docs.delete(path)) return;
    this.writers.delete(path);
    this.emit({ path, reason: 'close' });
  }

  /**
   * Treats a document as based on an older version of its file (a restored draft whose
   * file changed on disk since), so that saving it asks before overwriting the change.
   */
  assumeVersion(path: string, version: string): void {
    const doc = this.require(path);
    this.put({ ...doc, version });
  }

  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: StoreListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(change: StoreChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
