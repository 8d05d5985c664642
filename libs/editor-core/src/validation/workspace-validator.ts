// Validation as you edit: the schema check of each document (cached by its text, so only
// edited documents are checked again) and the checks across documents (run afresh each
// time, as they follow references between documents).
import { checkSemantics, readDocument, sortProblems, type HostFacts, type LoadedDocument, type Problem, type ReadResult } from '@kriegsspiel/formats';
import type { DocumentStore, StoredDocument } from '../store/document-store';
import { resolveWorkspacePath } from '../workspace';

/** A document to validate. `path` is the workspace path; problems name it in `file`. */
export interface ValidationSource {
  readonly path: string;
  readonly text: string;
  readonly mod?: string;
}

/** The problems of a workspace, by document path. */
export interface ValidationReport {
  /** Every problem, sorted by file, line and column. */
  readonly problems: readonly Problem[];
  /** Problems per document path (documents without problems are absent). */
  readonly byPath: ReadonlyMap<string, readonly Problem[]>;
  /** How long the run took, in milliseconds (as the clock the caller passed measured it). */
  readonly durationMs: number;
}

/**
 * A report from sorted problems. Validation that runs elsewhere (a Web Worker) sends the
 * problems as plain data and rebuilds the report, and its map, with this.
 */
export function validationReport(problems: readonly Problem[], durationMs: number): ValidationReport {
  const byPath = new Map<string, Problem[]>();
  for (const p of problems) {
    const list = byPath.get(p.file);
    if (list) list.push(p);
    else byPath.set(p.file, [p]);
  }
  return { problems, byPath, durationMs };
}

/** The documents of a store that validation checks: a document neither on disk (version '') nor edited is only a placeholder for a file to come. */
export function documentsToValidate(store: DocumentStore): StoredDocument[] {
  return store.all().filter((d) => d.version !== '' || store.isDirty(d.path));
}

/** Validates sets of documents, remembering each document's schema check until its text changes. */
export class WorkspaceValidator {
  private readonly reads = new Map<string, { text: string; mod?: string; result: ReadResult }>();

  constructor(private readonly now: () => number = () => 0) {}

  /** Validates every source; `files` lists all workspace paths, for checks that a file exists. */
  validate(sources: readonly ValidationSource[], files: readonly string[] = []): ValidationReport {
    const started = this.now();
    const known = new Set(files);
    const host: HostFacts = {
      exists: (fromFile, relative) => {
        const target = resolveWorkspacePath(fromFile, relative);
        return target !== undefined && known.has(target);
      },
    };
    const problems: Problem[] = [];
    const docs: LoadedDocument[] = [];
    const live = new Set<string>();
    for (const source of sources) {
      live.add(source.path);
      let cached = this.reads.get(source.path);
      if (!cached || cached.text !== source.text || cached.mod !== source.mod) {
        cached = { text: source.text, mod: source.mod, result: readDocument({ file: source.path, text: source.text, mod: source.mod }) };
        this.reads.set(source.path, cached);
      }
      problems.push(...cached.result.problems);
      // A fresh object per run: the semantic checks cache models per document object.
      if (cached.result.doc) docs.push({ ...cached.result.doc });
    }
    for (const path of this.reads.keys()) if (!live.has(path)) this.reads.delete(path);
    for (const list of checkSemantics(docs, host).values()) problems.push(...list);
    const sorted = sortProblems(problems);
    return validationReport(sorted, this.now() - started);
  }

  /** Validates the documents of a store as they would be saved now. */
  validateStore(store: DocumentStore, files: readonly string[] = []): ValidationReport {
    return this.validate(
      documentsToValidate(store).map((d) => ({ path: d.path, text: store.textOf(d.path), mod: d.mod })),
      files,
    );
  }
}
