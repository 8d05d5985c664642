/**
 * Entry of the Node worker thread that hosts one mod. Only wiring: the work is
 * done by the Node-free `createWorkerCore`. This file is not loaded from disk by
 * the worker; `worker-runtime.ts` bundles it (with QuickJS's browser build of the
 * Emscripten glue) into one ES module and starts the worker from that.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { HostToWorker } from '../protocol';
import { createWorkerCore } from '../worker-core';

interface SandboxWorkerData {
  wasmModule: WebAssembly.Module;
}

const port = parentPort;
if (!port) throw new Error('The sandbox worker entry must run in a worker thread');
const { wasmModule } = workerData as SandboxWorkerData;

const handle = createWorkerCore({
  wasmModule,
  post: (message) => port.postMessage(message),
  exit: (code) => process.exit(code),
});
port.on('message', (message: HostToWorker) => handle(message));
