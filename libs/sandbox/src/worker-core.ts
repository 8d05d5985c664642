/**
 * The message handler of the thread that hosts QuickJS, free of any Node API.
 * The Node wiring is `node/worker-entry.ts`; a browser Web Worker would be:
 *
 * ```ts
 * const wasmModule = await WebAssembly.compileStreaming(fetch(wasmUrl));
 * const handle = createWorkerCore({ wasmModule, post: (m) => self.postMessage(m), exit: () => self.close() });
 * self.onmessage = (event) => handle(event.data);
 * ```
 */
import { GuestInstance } from './guest/guest-instance';
import type { HostToWorker, WorkerToHost } from './protocol';

export interface WorkerCoreOptions {
  wasmModule: WebAssembly.Module;
  post(message: WorkerToHost): void;
  /** Ends the hosting thread (used only by the `exit` test fault). */
  exit(code: number): void;
}

/** Returns the handler of the worker's messages; its promise settles once the message was handled and answered. */
export function createWorkerCore(options: WorkerCoreOptions): (message: HostToWorker) => Promise<void> {
  let instance: GuestInstance | undefined;
  let queue: Promise<void> = Promise.resolve();

  async function handle(message: HostToWorker): Promise<void> {
    switch (message.type) {
      case 'load': {
        instance?.dispose();
        instance = undefined;
        const outcome = await GuestInstance.load({
          wasmModule: options.wasmModule,
          bundle: message.bundle,
          sdkSource: message.sdkSource,
          limits: message.limits,
          ...(message.image ? { image: message.image } : {}),
          ...(message.makeImage ? { makeImage: true } : {}),
        });
        if (outcome.ok) {
          instance = outcome.instance;
          options.post({
            type: 'loaded',
            exports: outcome.exports,
            fromImage: outcome.fromImage,
            ...(outcome.image ? { image: outcome.image } : {}),
            budgetUsed: outcome.budgetUsed,
            guestMs: outcome.guestMs,
          });
        } else {
          options.post({ type: 'load-failed', failure: outcome.failure, budgetUsed: outcome.budgetUsed, guestMs: outcome.guestMs });
        }
        return;
      }
      case 'call': {
        if (!instance) {
          options.post({ type: 'internal-error', message: 'call before load' });
          return;
        }
        const outcome = instance.call(message.name, message.argsJson, { budget: message.budget, ...(message.profile ? { profile: true } : {}) });
        if (instance.poisoned) instance = undefined;
        options.post({ type: 'result', outcome });
        return;
      }
      case 'unload':
        instance?.dispose();
        instance = undefined;
        return;
      case 'fault':
        if (message.kind === 'exit') options.exit(70);
        if (message.kind === 'throw') {
          queueMicrotask(() => {
            throw new Error('simulated crash of the sandbox thread');
          });
        }
        if (message.kind === 'hang') {
          for (;;) {
            // simulated hang of the hosting thread: only terminating it helps
          }
        }
        return;
    }
  }

  return (message) => {
    queue = queue
      .then(
        () => handle(message),
        () => handle(message),
      )
      .catch((error: unknown) => {
        options.post({ type: 'internal-error', message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
      });
    return queue;
  };
}
