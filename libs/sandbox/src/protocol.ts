/**
 * Messages between the supervisor (main thread) and the thread that hosts QuickJS.
 * Plain structured-cloneable data, one request in flight at a time, so the same
 * protocol works over Node's `worker_threads` and over a browser Web Worker.
 */
import type { GuestCallOutcome, GuestFailure, GuestImage, GuestStats } from './guest/guest-instance';
import type { SandboxLimits } from './limits';

/** Simulated failures of the hosting thread, for testing the supervisor. */
export type FaultKind = 'exit' | 'throw' | 'hang';

export type HostToWorker =
  /**
   * `image`: start from this image of an earlier load of the same bundle, SDK and limits;
   * `makeImage`: answer with an image of this load. Either travels as a message, never as JSON.
   */
  | { type: 'load'; bundle: string; sdkSource: string; limits: SandboxLimits; image?: GuestImage; makeImage?: boolean }
  | { type: 'call'; name: string; argsJson: string; budget: number; profile?: boolean }
  | { type: 'fault'; kind: FaultKind }
  /** Drops the instance (no answer): the worker is kept idle for another mod's load. */
  | { type: 'unload' };

export type WorkerToHost =
  | ({ type: 'loaded'; exports: string[]; fromImage: boolean; image?: GuestImage } & GuestStats)
  | ({ type: 'load-failed'; failure: GuestFailure } & GuestStats)
  | { type: 'result'; outcome: GuestCallOutcome }
  | { type: 'internal-error'; message: string };
