/**
 * One Node worker thread hosting one mod, seen from the supervisor: one request
 * at a time, each with a wall-clock limit after which the worker is terminated.
 * A worker that exits or throws is reported, never rethrown: the host process
 * must survive anything that happens in there.
 *
 * Requests and answers go through shared memory (`shared-channel.ts`), with messages
 * as the fallback. A healthy worker whose sandbox is disposed is kept idle (a few per
 * process) and hosts the next sandbox's mod: starting a thread is most of a load's
 * cost, and the thread keeps nothing of the mod — each load makes a QuickJS
 * WebAssembly instance with memory of its own.
 */
import { Worker } from 'node:worker_threads';
import type { GuestImage } from '../guest/guest-instance';
import type { HostToWorker, WorkerToHost } from '../protocol';
import { createChannelBuffers, HostChannelEnd } from '../shared-channel';
import { WorkerSessionBase } from '../worker-session-base';
import type { WorkerRuntime } from './worker-runtime';

/** Native stack of the worker thread. Deep enough that QuickJS's own stack limit usually fires first. */
const WORKER_STACK_MB = 16;
/** Idle workers kept for reuse. */
const MAX_IDLE = 2;
const idle: WorkerSession[] = [];
/** How long a released worker may take to drop its instance before it is terminated instead. */
const RELEASE_MS = 1_000;
/**
 * Images of loaded mods, by limits, SDK and bundle (the most recently used few): a later load
 * of the same in any worker starts its fresh instance from the image instead of parsing and
 * evaluating the SDK and the mod again. Shared memory, so no worker copies it but into its instance.
 * Taking an image costs a first load some milliseconds (two scans of the memory and a copy), so
 * only the second load of a mod takes one: a process that loads a mod once pays nothing.
 */
const images = new Map<string, GuestImage>();
const MAX_IMAGES = 4;
/** Mods loaded once, without an image yet (the most recent few). */
const loadedOnce = new Set<string>();
const MAX_LOADED_ONCE = 16;

function imageKey(load: Extract<HostToWorker, { type: 'load' }>): string {
  return `${JSON.stringify(load.limits)}\u0000${load.sdkSource}\u0000${load.bundle}`;
}

function rememberImage(key: string, image: GuestImage): void {
  images.delete(key);
  images.set(key, image);
  for (const oldest of images.keys()) {
    if (images.size <= MAX_IMAGES) break;
    images.delete(oldest);
  }
}

export class WorkerSession extends WorkerSessionBase {
  readonly #worker: Worker;
  readonly #channel: HostChannelEnd;
  /** Numbers the requests, so that an answer is given only to its own request. */
  #sent = 0;
  /** The image key of the load in flight that asked for an image. */
  #imageFor: string | undefined;

  /** An idle worker if there is one, or a new one named `name`. */
  static open(runtime: WorkerRuntime, name: string): WorkerSession {
    for (let session = idle.pop(); session; session = idle.pop()) {
      if (session.alive) return session;
    }
    return new WorkerSession(runtime, name);
  }

  constructor(runtime: WorkerRuntime, name: string) {
    super();
    const buffers = createChannelBuffers();
    this.#channel = new HostChannelEnd(buffers);
    this.#worker = new Worker(runtime.url, {
      name,
      workerData: { wasmModule: runtime.wasmModule, channel: buffers },
      // No ambient authority leaks into the thread either: no environment, no
      // arguments, none of the parent's flags or loaders.
      env: {},
      argv: [],
      execArgv: [],
      resourceLimits: { stackSizeMb: WORKER_STACK_MB, maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    });
    // An idle sandbox does not keep the host process alive (a pending request's timer does).
    this.#worker.unref();
    this.#worker.on('message', (message: WorkerToHost) => {
      if (message.type === 'loaded' && message.image) {
        if (this.#imageFor !== undefined) {
          rememberImage(this.#imageFor, message.image);
          loadedOnce.delete(this.#imageFor);
        }
        delete message.image;
      }
      this.#imageFor = undefined;
      this.reply(message);
    });
    this.#worker.on('error', (error: unknown) => this.die('worker-error', error instanceof Error ? `${error.name}: ${error.message}` : String(error)));
    this.#worker.on('messageerror', (error: unknown) => this.die('worker-error', `message could not be deserialised: ${String(error)}`));
    this.#worker.on('exit', (code: number) => this.die('worker-exit', this.terminated ? 'the worker was terminated' : `the worker exited with code ${code}`));
  }

  protected override stallNote(): string {
    return this.#channel.describe();
  }

  protected post(message: HostToWorker): void {
    const sent = ++this.#sent;
    if (message.type === 'load') {
      // A load goes as a message, with the image of an earlier load of the same mod or asking for one.
      const key = imageKey(message);
      const image = images.get(key);
      if (image) rememberImage(key, image);
      const makeImage = !image && loadedOnce.has(key);
      if (!image && !makeImage) {
        loadedOnce.add(key);
        for (const oldest of loadedOnce) {
          if (loadedOnce.size <= MAX_LOADED_ONCE) break;
          loadedOnce.delete(oldest);
        }
      }
      this.#imageFor = makeImage ? key : undefined;
      this.#channel.park();
      this.#worker.postMessage(image ? { ...message, image } : makeImage ? { ...message, makeImage: true } : message);
      return;
    }
    const outcome = this.#channel.send(JSON.stringify(message));
    if (outcome === 'post') {
      this.#worker.postMessage(message);
      return;
    }
    if (outcome === 'wake') this.#worker.postMessage({ type: 'wake' });
    if (message.type !== 'call') return;
    void this.#channel
      .answer(() => this.alive)
      .then((text) => {
        // Undefined: the answer was too large for the channel and comes as a message.
        if (text !== undefined && sent === this.#sent) this.reply(JSON.parse(text) as WorkerToHost);
      });
  }

  /** Keeps the worker for another sandbox when there is room, or terminates it. */
  async release(): Promise<void> {
    if (!this.alive || this.waiting || idle.length >= MAX_IDLE) {
      await this.terminate();
      return;
    }
    this.post({ type: 'unload' });
    // Kept only once the worker is through with it, ready to wait for the next request.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), RELEASE_MS);
    });
    const ready = await Promise.race([this.#channel.answer(() => this.alive).then(() => true), late]);
    clearTimeout(timer);
    if (ready && this.alive && idle.length < MAX_IDLE) {
      // Kept, but never keeping the process alive (a message wait may have re-referenced it).
      this.#worker.unref();
      idle.push(this);
    } else await this.terminate();
  }

  protected async end(): Promise<void> {
    try {
      await this.#worker.terminate();
    } catch {
      // already gone
    }
  }
}
