// What `kriegsspiel play --trace` prints of a game (or of each battle of a campaign).
import { compactJson } from '@kriegsspiel/engine';
import type { LogEntry } from '@kriegsspiel/rules-sdk';

/** One action of a `--trace`, with what it logged for every role (the set-up has no role and action). */
export interface TraceStep {
  step: number;
  role?: string;
  action?: unknown;
  log: LogEntry[];
}

/** A traced action as lines: `3. french {"type":"move",…}`, then its log lines, each with the roles it is for. */
export function traceLines(t: TraceStep): string[] {
  const head = t.role === undefined ? 'set-up' : `${t.step}. ${t.role} ${compactJson(t.action, 120)}`;
  return [head, ...t.log.map((l) => `     ${l.text}${l.to ? `  (to ${l.to.join(', ')})` : ''}`)];
}
