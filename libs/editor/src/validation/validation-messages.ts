// What the page and the validation worker say to each other. Everything is plain data
// (structured-clonable): documents as text, problems as objects of strings and numbers.
import type { ValidationSource } from '@kriegsspiel/editor-core';
import type { Problem } from '@kriegsspiel/formats';

/**
 * One validation run. The worker keeps the documents of earlier runs; a run sends only
 * the documents whose text changed and the paths of documents that are gone.
 */
export interface ValidateRequest {
  readonly id: number;
  /** Documents that are new or whose text (or mod) changed since the last run. */
  readonly sources: readonly ValidationSource[];
  /** Paths of documents the worker holds that are no longer validated. */
  readonly removed: readonly string[];
  /**
   * Every validated path in the store's order, sent only when it differs from the worker's
   * (kept documents, then new ones at the end): which document reports a duplicate id
   * follows that order, so the worker's report equals the page's.
   */
  readonly order?: readonly string[];
  /** Every workspace path, for checks that a referenced file exists. */
  readonly files: readonly string[];
}

/** The answer to a run: its problems, or why it failed. */
export type ValidateAnswer =
  { readonly id: number; readonly problems: readonly Problem[]; readonly durationMs: number } | { readonly id: number; readonly error: string };
