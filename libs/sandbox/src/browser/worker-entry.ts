/**
 * Entry of the Web Worker that hosts one mod in the browser. Only wiring, as its Node
 * twin `node/worker-entry.ts`: the work is done by the platform-free `createWorkerCore`.
 * The page sends the compiled QuickJS module first (compiled once, shared by every
 * worker), then the supervisor's requests.
 */
import type { HostToWorker } from '../protocol';
import { createWorkerCore } from '../worker-core';
import type { WorkerInit } from './web-worker-session';

/** The part of a dedicated worker's global scope used here. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<HostToWorker | WorkerInit>) => void) | null;
  postMessage(message: unknown): void;
  close(): void;
}

const scope = self as unknown as WorkerScope;
let handle: ((message: HostToWorker) => Promise<void>) | undefined;

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'init') {
    handle = createWorkerCore({
      wasmModule: message.wasmModule,
      post: (reply) => scope.postMessage(reply),
      // A browser worker has no exit code; it just ends (the supervisor's clock notices).
      exit: () => scope.close(),
    });
    return;
  }
  if (handle) void handle(message);
  else scope.postMessage({ type: 'internal-error', message: 'the sandbox worker was not given QuickJS before its first request' });
};
