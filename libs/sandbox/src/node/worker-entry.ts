/**
 * Entry of the Node worker thread that hosts one mod. Only wiring: the work is
 * done by the Node-free `createWorkerCore`. This file is not loaded from disk by
 * the worker; `worker-runtime.ts` bundles it (with QuickJS's browser build of the
 * Emscripten glue) into one ES module and starts the worker from that.
 *
 * Requests come through the shared-memory channel (see `shared-channel.ts`): the
 * thread blocks between them, and when none came for a while it parks in its event
 * loop, where a `wake` message (or a request too large for the channel) finds it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { HostToWorker, WorkerToHost } from '../protocol';
import { WorkerChannelEnd, type ChannelBuffers } from '../shared-channel';
import { createWorkerCore } from '../worker-core';

interface SandboxWorkerData {
  wasmModule: WebAssembly.Module;
  channel: ChannelBuffers;
}

/** How long the thread waits for the next request before it parks. */
const IDLE_MS = 200;

const port = parentPort;
if (!port) throw new Error('The sandbox worker entry must run in a worker thread');
const { wasmModule, channel: buffers } = workerData as SandboxWorkerData;
const channel = new WorkerChannelEnd(buffers);
/** True while a request taken from the channel waits for its answer. */
let answeringChannel = false;

const handle = createWorkerCore({
  wasmModule,
  post: (message: WorkerToHost) => {
    if (!answeringChannel) {
      port.postMessage(message);
      return;
    }
    answeringChannel = false;
    channel.answer(JSON.stringify(message), () => port.postMessage(message));
  },
  exit: (code) => process.exit(code),
});

async function serveChannel(): Promise<void> {
  for (;;) {
    const text = channel.next(IDLE_MS);
    if (text === undefined) return;
    answeringChannel = true;
    await handle(JSON.parse(text) as HostToWorker);
    // A request without an answer (a fault, an unload).
    if (answeringChannel) {
      answeringChannel = false;
      channel.done();
    }
  }
}

port.on('message', (message: HostToWorker | { type: 'wake' }) => {
  if (message.type === 'wake') void serveChannel();
  else void handle(message);
});
