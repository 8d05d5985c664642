// Where the studio validates is not the shell's business: it asks a `StudioValidator` for
// the report of the store as it is now and waits for it.
import { WorkspaceValidator, type DocumentStore, type ValidationReport } from '@kriegsspiel/editor-core';

/** A report, with where the run happened and what it cost the page. */
export interface StudioValidationReport extends ValidationReport {
  /** Milliseconds the page's thread spent on the run (collecting texts, sending, rebuilding the report; everything when in-thread). */
  readonly mainThreadMs: number;
  /** Where the problems were found. */
  readonly ranIn: 'worker' | 'page';
}

/** Validates the studio's documents, here or elsewhere. */
export interface StudioValidator {
  /**
   * The report of the store's documents as they are now. A run that a later call
   * supersedes resolves with the later run's report (never with an older one); a run
   * not answered when the validator is disposed is rejected.
   */
  validate(store: DocumentStore, files: readonly string[]): Promise<StudioValidationReport>;
  /** Stops validating (ends the worker); runs not answered yet, and later calls, are rejected. */
  dispose(): void;
}

/** Validates on the page's thread: where `Worker` is missing, and the fallback when a worker fails. */
export class InThreadValidator implements StudioValidator {
  private readonly validator = new WorkspaceValidator(() => performance.now());

  validate(store: DocumentStore, files: readonly string[]): Promise<StudioValidationReport> {
    const started = performance.now();
    const report = this.validator.validateStore(store, files);
    return Promise.resolve({ ...report, mainThreadMs: performance.now() - started, ranIn: 'page' });
  }

  dispose(): void {
    // Nothing runs between calls.
  }
}
