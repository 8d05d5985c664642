// Validation in a Web Worker, so that checking a big map never blocks the page. The page
// sends only the documents whose text changed since the last run; the worker keeps the
// rest. A run that a newer one superseded is never shown; if the worker fails, validation
// carries on in the page.
import { documentsToValidate, validationReport, type DocumentStore, type StoredDocument, type ValidationSource } from '@kriegsspiel/editor-core';
import type { ValidateAnswer, ValidateRequest } from './validation-messages';
import { InThreadValidator, type StudioValidationReport, type StudioValidator } from './studio-validator';

/** The part of a `Worker` used here (tests pass a stand-in). */
export interface ValidationWorkerLike {
  onmessage: ((event: MessageEvent<ValidateAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
  postMessage(message: ValidateRequest): void;
  terminate(): void;
}

/** Starts the validation worker (Vite, Vitest and Storybook bundle it as a module worker). */
export function createValidationWorker(): ValidationWorkerLike {
  return new Worker(new URL('./validation.worker.ts', import.meta.url), { type: 'module', name: 'kriegsspiel-validation' });
}

export interface WorkerValidatorOptions {
  /** Starts the worker; the real one by default. */
  readonly createWorker?: () => ValidationWorkerLike;
  /** Called once when the worker failed and validation moved to the page, with why. */
  readonly onFallback?: (reason: string) => void;
}

interface Waiter {
  resolve(report: StudioValidationReport): void;
  reject(reason: Error): void;
}

/** The run whose answer is awaited; calls it superseded wait for it too. */
interface PendingRun {
  readonly id: number;
  readonly store: DocumentStore;
  readonly files: readonly string[];
  readonly waiters: Waiter[];
  mainThreadMs: number;
}

/** What the worker holds of one document, and the document object it was taken from. */
interface SentDocument {
  readonly doc: StoredDocument;
  readonly text: string;
  readonly mod?: string;
}

/** Validates in a Web Worker; falls back to the page's thread if the worker fails. */
export class WorkerValidator implements StudioValidator {
  private worker: ValidationWorkerLike | undefined;
  private fallback: InThreadValidator | undefined;
  private pending: PendingRun | undefined;
  private nextId = 1;
  private disposed = false;
  /** Per path, what the worker holds, in the worker's order. */
  private readonly sent = new Map<string, SentDocument>();
  private readonly onFallback: (reason: string) => void;

  constructor(options: WorkerValidatorOptions = {}) {
    this.onFallback = options.onFallback ?? (() => undefined);
    try {
      this.worker = (options.createWorker ?? createValidationWorker)();
    } catch (e) {
      this.fail(`the validation worker could not start: ${(e as Error).message}`);
      return;
    }
    this.worker.onmessage = (event) => this.answered(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.fail(`the validation worker failed: ${event.message || 'an error'}`);
    };
    this.worker.onmessageerror = () => this.fail('an answer of the validation worker could not be read');
  }

  validate(store: DocumentStore, files: readonly string[]): Promise<StudioValidationReport> {
    if (this.disposed) return Promise.reject(disposedError());
    if (this.fallback || !this.worker) return (this.fallback ??= new InThreadValidator()).validate(store, files);
    const started = performance.now();
    const id = this.nextId++;
    let request: ValidateRequest;
    try {
      request = { id, ...this.changes(store), files: [...files] };
      this.worker.postMessage(request);
    } catch (e) {
      this.fail(`the validation worker could not be sent the documents: ${(e as Error).message}`);
      return this.validate(store, files);
    }
    const waiters = this.pending?.waiters ?? [];
    this.pending = { id, store, files, waiters, mainThreadMs: performance.now() - started };
    return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
  }

  dispose(): void {
    this.disposed = true;
    this.worker?.terminate();
    this.worker = undefined;
    for (const waiter of this.pending?.waiters ?? []) waiter.reject(disposedError());
    this.pending = undefined;
  }

  /** What the worker lacks: documents whose text changed (text is written only for document objects not sent before), and paths gone. */
  private changes(store: DocumentStore): Pick<ValidateRequest, 'sources' | 'removed' | 'order'> {
    const documents = documentsToValidate(store);
    const sources: ValidationSource[] = [];
    const live = new Set<string>();
    for (const doc of documents) {
      live.add(doc.path);
      const last = this.sent.get(doc.path);
      if (last?.doc === doc) continue;
      const text = store.textOf(doc.path);
      if (!last || last.text !== text || last.mod !== doc.mod) sources.push({ path: doc.path, text, mod: doc.mod });
      this.sent.set(doc.path, { doc, text, mod: doc.mod });
    }
    const removed = [...this.sent.keys()].filter((path) => !live.has(path));
    for (const path of removed) this.sent.delete(path);
    // The worker appends new documents; when the store's order differs, it is sent along.
    const held = [...this.sent.keys()];
    if (held.every((path, i) => path === documents[i]?.path)) return { sources, removed };
    const order = documents.map((d) => d.path);
    const kept = new Map(this.sent);
    this.sent.clear();
    for (const path of order) this.sent.set(path, kept.get(path) as SentDocument);
    return { sources, removed, order };
  }

  private answered(answer: ValidateAnswer): void {
    const run = this.pending;
    // An answer to a superseded run is dropped: the newer run's answer follows.
    if (!run || answer.id !== run.id) return;
    if ('error' in answer) {
      this.fail(`the validation worker could not validate: ${answer.error}`);
      return;
    }
    const started = performance.now();
    const report = validationReport(answer.problems, answer.durationMs);
    this.pending = undefined;
    const result: StudioValidationReport = { ...report, mainThreadMs: run.mainThreadMs + performance.now() - started, ranIn: 'worker' };
    for (const waiter of run.waiters) waiter.resolve(result);
  }

  /** Ends the worker and validates in the page from now on; the run awaited is done here. */
  private fail(reason: string): void {
    if (this.fallback || this.disposed) return;
    this.worker?.terminate();
    this.worker = undefined;
    this.sent.clear();
    const fallback = (this.fallback = new InThreadValidator());
    this.onFallback(reason);
    const run = this.pending;
    this.pending = undefined;
    // Every waiter gets an answer: the report, or the reason the page could not validate either
    // (the in-page validator throws rather than rejects, hence the executor that catches both).
    if (run)
      new Promise<StudioValidationReport>((resolve) => resolve(fallback.validate(run.store, run.files))).then(
        (report) => run.waiters.forEach((w) => w.resolve(report)),
        (error: unknown) => run.waiters.forEach((w) => w.reject(error instanceof Error ? error : new Error(String(error)))),
      );
  }
}

function disposedError(): Error {
  return new Error('the validator was disposed');
}

/** A worker validator where the page can start workers, else one on the page's thread. */
export function createStudioValidator(onFallback?: (reason: string) => void): StudioValidator {
  return typeof Worker === 'function' ? new WorkerValidator({ onFallback }) : new InThreadValidator();
}
