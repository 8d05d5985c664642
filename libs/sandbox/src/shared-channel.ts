/**
 * A request/answer channel between a host thread and the worker hosting QuickJS over
 * shared memory, for the many small calls of a game: the request's and the answer's
 * JSON text are written into a growable `SharedArrayBuffer`, and a state word tells
 * the other side (`Atomics.notify`) that it is there. The worker blocks in
 * `Atomics.wait` between requests; the host spins a few microseconds, then waits
 * with `Atomics.waitAsync`, never blocking its event loop. A message per call costs
 * about three times as much.
 *
 * Messages remain the fallback: a worker that waited long enough for a request
 * parks (returns to its event loop) and is woken by a message; a request or an
 * answer too large for the buffer travels as a message itself. No Node or DOM API
 * here, but a page may share memory only when cross-origin isolated, so the browser
 * sandbox keeps to messages.
 */

/** The two shared buffers of one channel, handed to the worker at its start. */
export interface ChannelBuffers {
  /** Two 32-bit words: the state and the byte length of the text in `data`. */
  header: SharedArrayBuffer;
  /** UTF-8 text of the request or the answer; grown by the writer up to its maximum. */
  data: SharedArrayBuffer;
}

/** The worker is in its event loop: a request needs a message to wake it. */
const PARKED = 0;
/** A request is in the buffer. */
const REQUEST = 1;
/** The worker took the request. */
const BUSY = 2;
/** The answer is in the buffer, unread; the worker waits for the next request. */
const ANSWER = 3;
/**
 * The host read the answer; the worker waits for the next request. Only from here may the
 * worker park: parking with an answer unread would lose it (a host thread held up for longer
 * than the worker's idle time, on a busy machine, then found the worker parked, took that to
 * mean the answer came as a message, and waited for it until its wall clock ran out).
 */
const IDLE = 4;

const STATE = 0;
const LENGTH = 1;

const KiB = 1024;
const MiB = 1024 * KiB;
const INITIAL_BYTES = 64 * KiB;
/** Texts larger than this (a huge result, a huge bundle) travel as messages. */
const MAX_BYTES = 16 * MiB;
/**
 * How long the host spins for an answer before it waits asynchronously (`Atomics.waitAsync`
 * resolves through the event loop, tens of microseconds later): while no other channel of this
 * thread waits, twice the time the last answer took, at least the shortest spin, so that a small
 * call is answered within the spin. After an answer that took longer than the longest spin, only
 * the shortest: calls come in runs of one kind (a playout's batches take milliseconds each), and
 * spinning through a long call burns a core for nothing. With several requests in flight
 * (lanes), only the shortest, so that the others' answers are not held up.
 */
const SPIN_MIN_MS = 0.05;
const SPIN_MAX_MS = 0.5;
/**
 * How long the worker spins for the next request after answering one before it blocks in
 * `Atomics.wait` (whose wake-up costs a thread switch): a host that asks again at once (a game
 * loop) finds it running. It spins only while that paid off recently (see {@link WorkerChannelEnd}).
 */
const WORKER_SPIN_MS = 0.1;
/** After a spin that found no request, the worker tries spinning again only every this many requests. */
const WORKER_SPIN_PROBE = 16;
/** Requests of this thread's channels waiting for their answer. */
let inFlight = 0;

/** New buffers for a channel; the sizes are in bytes of UTF-8 text. */
export function createChannelBuffers(sizes: { initial: number; maximum: number } = { initial: INITIAL_BYTES, maximum: MAX_BYTES }): ChannelBuffers {
  // `maxByteLength` makes the buffer growable (ES2024); typed as such only in newer lib files.
  const growable = SharedArrayBuffer as unknown as new (length: number, options: { maxByteLength: number }) => SharedArrayBuffer;
  return { header: new SharedArrayBuffer(8), data: new growable(sizes.initial, { maxByteLength: sizes.maximum }) };
}

/** `Atomics.waitAsync` (ES2024; Node 16+, Chromium), typed here as the lib files in use lack it. */
const waitAsync = (Atomics as unknown as { waitAsync(array: Int32Array, index: number, value: number, timeoutMs: number): { async: boolean; value: unknown } })
  .waitAsync;
/** The host re-reads the state at least this often while it waits, should a wake-up get lost. */
const RECHECK_MS = 20;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Writes `text` into the data buffer, growing it if needed; false when it does not fit. */
function write(buffers: ChannelBuffers, header: Int32Array, text: string): boolean {
  const data = buffers.data as SharedArrayBuffer & { grow?(length: number): void; maxByteLength?: number };
  for (;;) {
    // A view made now covers the whole buffer, however much it grew.
    const { read, written } = encoder.encodeInto(text, new Uint8Array(data));
    if (read === text.length) {
      Atomics.store(header, LENGTH, written);
      return true;
    }
    const maximum = data.maxByteLength ?? data.byteLength;
    if (data.byteLength >= maximum || !data.grow) return false;
    // UTF-8 needs at most 3 bytes per UTF-16 code unit.
    data.grow(Math.min(maximum, Math.max(2 * data.byteLength, 3 * text.length)));
  }
}

function read(buffers: ChannelBuffers, header: Int32Array): string {
  // A copy: decoding from shared memory is not allowed everywhere.
  return decoder.decode(new Uint8Array(buffers.data, 0, Atomics.load(header, LENGTH)).slice());
}

/** How {@link HostChannelEnd.send} handed the request over. */
export type SendOutcome =
  /** In shared memory, to a waiting worker. */
  | 'shared'
  /** In shared memory, but the worker is parked: post it a `wake` message. */
  | 'wake'
  /** Not at all: post the request itself (it is too large, or the worker is stuck on an earlier message). */
  | 'post';

/** The host's end: one request at a time. */
export class HostChannelEnd {
  readonly #buffers: ChannelBuffers;
  readonly #header: Int32Array;
  /** How long the last answer took to come, in milliseconds. */
  #lastMs = 0;

  constructor(buffers: ChannelBuffers) {
    this.#buffers = buffers;
    this.#header = new Int32Array(buffers.header);
  }

  /** Hands a request's text to the worker; the outcome says what else the caller must do. */
  send(text: string): SendOutcome {
    const header = this.#header;
    const state = Atomics.load(header, STATE);
    // The worker reads the buffer only in state REQUEST, which only this end sets.
    if (state !== IDLE && state !== ANSWER && state !== PARKED) return 'post';
    if (!write(this.#buffers, header, text)) {
      // Make a waiting worker park, so that it reads the message.
      this.park();
      return 'post';
    }
    // ANSWER here is an answer nobody waited for (a request that was not a call): dropped.
    if (state !== PARKED && Atomics.compareExchange(header, STATE, state, REQUEST) === state) {
      Atomics.notify(header, STATE);
      return 'shared';
    }
    // The worker parked (only it moves IDLE to PARKED, and only the host leaves PARKED).
    Atomics.store(header, STATE, REQUEST);
    return 'wake';
  }

  /** Where a request stands, in words (for the message of a call that ran out of time). */
  describe(): string {
    switch (Atomics.load(this.#header, STATE)) {
      case REQUEST:
        return 'the worker had not taken the request from shared memory';
      case BUSY:
        return 'the worker had taken the request and was still on it';
      case ANSWER:
        return 'the answer was in shared memory, unread by the host';
      case IDLE:
        return 'the worker had answered and was waiting for the next request';
      default:
        return 'the worker was in its event loop (parked)';
    }
  }

  /** For a request that travels as a message: makes a worker that waits in shared memory park, so that it reads it. */
  park(): void {
    const header = this.#header;
    if (Atomics.compareExchange(header, STATE, IDLE, PARKED) === IDLE || Atomics.compareExchange(header, STATE, ANSWER, PARKED) === ANSWER)
      Atomics.notify(header, STATE);
  }

  /**
   * Waits for the answer to the request sent: its text, or undefined when the worker
   * posted it as a message instead, or when `alive` says the worker is gone (the wait
   * re-checks it, so a dead worker leaves no wait behind to keep the process running).
   */
  async answer(alive: () => boolean = () => true): Promise<string | undefined> {
    const header = this.#header;
    const pending = (state: number) => state === REQUEST || state === BUSY;
    const started = performance.now();
    let state = Atomics.load(header, STATE);
    if (pending(state)) {
      inFlight++;
      try {
        const spin = inFlight === 1 && this.#lastMs <= SPIN_MAX_MS ? Math.max(SPIN_MIN_MS, 2 * this.#lastMs) : SPIN_MIN_MS;
        const until = started + spin;
        while (pending(state) && performance.now() < until) state = Atomics.load(header, STATE);
        while (pending(state)) {
          if (!alive()) return undefined;
          const waited = waitAsync(header, STATE, state, RECHECK_MS);
          if (waited.async) await waited.value;
          state = Atomics.load(header, STATE);
        }
      } finally {
        inFlight--;
      }
    }
    this.#lastMs = performance.now() - started;
    if (state !== ANSWER) return undefined;
    const text = read(this.#buffers, header);
    // Read: now the worker may park when no request follows. Only this end leaves ANSWER.
    Atomics.store(header, STATE, IDLE);
    return text;
  }
}

/** The worker's end: takes requests and writes answers, one at a time. */
export class WorkerChannelEnd {
  readonly #buffers: ChannelBuffers;
  readonly #header: Int32Array;
  /** Recent spins that found the next request (0: the last one did not). */
  #spinHits = 1;
  /** Requests since the last spin. */
  #sinceProbe = 0;

  constructor(buffers: ChannelBuffers) {
    this.#buffers = buffers;
    this.#header = new Int32Array(buffers.header);
  }

  /**
   * Takes the next request, blocking for up to `idleMs` for it. Returns undefined when
   * none came: the worker is then parked, and a `wake` message says when one is there.
   */
  next(idleMs: number): string | undefined {
    const header = this.#header;
    let spun = false;
    for (;;) {
      let state = Atomics.load(header, STATE);
      const waiting = (s: number) => s === ANSWER || s === IDLE;
      if (waiting(state) && !spun) {
        // A short spin first, while spinning found the next request recently (or to probe again).
        spun = true;
        if (this.#spinHits > 0 || ++this.#sinceProbe >= WORKER_SPIN_PROBE) {
          this.#sinceProbe = 0;
          const until = performance.now() + WORKER_SPIN_MS;
          while (waiting(state) && performance.now() < until) state = Atomics.load(header, STATE);
          this.#spinHits = waiting(state) ? 0 : Math.min(this.#spinHits + 1, 4);
        }
      }
      if (state === REQUEST) {
        const text = read(this.#buffers, header);
        Atomics.store(header, STATE, BUSY);
        return text;
      }
      // PARKED: the host wants this thread in its event loop; BUSY: another turn of this
      // thread's loop took the request (it waits in an await) and will answer it.
      if (!waiting(state)) return undefined;
      // Parks after waiting in vain, but never with its answer unread: it waits on for the host to read it.
      if (Atomics.wait(header, STATE, state, idleMs) === 'timed-out' && Atomics.compareExchange(header, STATE, IDLE, PARKED) === IDLE) return undefined;
    }
  }

  /**
   * Answers the request taken. An answer too large for the buffer is handed to
   * `post` (as a message) and the worker parks.
   */
  answer(text: string, post: () => void): void {
    const header = this.#header;
    if (write(this.#buffers, header, text)) {
      Atomics.store(header, STATE, ANSWER);
    } else {
      post();
      Atomics.store(header, STATE, PARKED);
    }
    Atomics.notify(header, STATE);
  }

  /** Ends a request that has no answer (a fault, an unload): ready for the next. */
  done(): void {
    if (Atomics.compareExchange(this.#header, STATE, BUSY, ANSWER) === BUSY) Atomics.notify(this.#header, STATE);
  }
}
