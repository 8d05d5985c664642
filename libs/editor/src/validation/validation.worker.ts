/**
 * Entry of the Web Worker that validates the studio's documents off the page's thread.
 * It holds the documents the page sent (the page sends only changed ones) and a
 * `WorkspaceValidator`, which caches each document's schema check by its text.
 */
import { WorkspaceValidator, type ValidationSource } from '@kriegsspiel/editor-core';
import type { ValidateAnswer, ValidateRequest } from './validation-messages';

/** The part of a dedicated worker's global scope used here. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ValidateRequest>) => void) | null;
  postMessage(message: ValidateAnswer): void;
}

const scope = self as unknown as WorkerScope;
const validator = new WorkspaceValidator(() => performance.now());
const sources = new Map<string, ValidationSource>();
let latest = -1;

scope.onmessage = (event) => {
  const { id, sources: changed, removed, order, files } = event.data;
  for (const path of removed) sources.delete(path);
  for (const source of changed) sources.set(source.path, source);
  if (order) {
    const held = new Map(sources);
    sources.clear();
    for (const path of order) {
      const source = held.get(path);
      if (source) sources.set(path, source);
    }
  }
  latest = id;
  // Validate after the messages already queued: a run that a newer one superseded is skipped
  // (the page would drop its answer anyway).
  setTimeout(() => {
    if (id !== latest) return;
    try {
      const report = validator.validate([...sources.values()], files);
      scope.postMessage({ id, problems: report.problems, durationMs: report.durationMs });
    } catch (e) {
      scope.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
    }
  });
};
