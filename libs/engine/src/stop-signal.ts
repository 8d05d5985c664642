// The pure core is compiled without the DOM's or Node's types, yet every host it runs in
// (Node, browsers, workers) has AbortSignal and timers. These are the parts of them the
// loop and the scheduler use, declared here so that the engine names no host.

/** The part of an `AbortSignal` the engine uses: pass a real one. */
export interface StopSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** A signal that never stops anything. */
export const neverStops: StopSignal = { aborted: false, addEventListener: () => undefined, removeEventListener: () => undefined };

interface Timers {
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** Calls `handler` after `ms` milliseconds; returns the way to cancel it. */
export function after(ms: number, handler: () => void): () => void {
  const timers = globalThis as unknown as Timers;
  const id = timers.setTimeout(handler, ms);
  return () => timers.clearTimeout(id);
}
