// Prepared scenario tests run in the page: a few lanes, each with a rules host of its own (a
// QuickJS sandbox in a Web Worker), taking the next test as it frees up. A lane keeps its
// loaded host for the next test of the same program, as the command line's `HostCache` does:
// each test starts with `setup`, which replaces the whole state.
import { portableGameOfTest, runPortableTest, unfinishedRecord, type PortableTest, type RulesHost, type TestRecord } from '@kriegsspiel/engine';
import { sandboxHostFactory, type HostFactory } from './game-source';
import type { PreparedTests } from './test-source';

/** How a run of tests goes. */
export interface TestRunOptions {
  /** Tests run at once, one Web Worker each; at most 4, and the machine's cores, by default. */
  readonly parallel?: number;
  /** Opens a host for a test's game; a sandbox in a Web Worker by default. */
  readonly hostFactory?: HostFactory;
  /** A test that takes longer fails, and its worker is replaced; 30 s by default. */
  readonly timeoutMs?: number;
  /** Stops the run: no test starts after it, and the tests in flight are dropped with their workers. */
  readonly signal?: AbortSignal;
  /** Told when a test starts running. */
  onStart?(file: string): void;
  /** Told of each test as it ends (those that could not run first), in the order they end. */
  onResult?(record: TestRecord): void;
}

/** What a run came to. */
export interface TestRunResult {
  /** The records of the tests that ended, in the order of the answer. */
  readonly records: TestRecord[];
  readonly cancelled: boolean;
}

/** Tests at once by default: at most 4, and no more than the machine's cores. */
export function defaultTestParallel(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(4, cores));
}

const DEFAULT_TIMEOUT_MS = 30_000;

const disposeQuietly = (host: Promise<RulesHost>) => host.then((h) => h.dispose(), () => undefined);

/**
 * Runs prepared tests; never throws for what the rules do. Each record is the one
 * `kriegsspiel test --json` gives for the same file (with workspace paths).
 */
export async function runPreparedTests(prepared: PreparedTests, options: TestRunOptions = {}): Promise<TestRunResult> {
  const { signal } = options;
  const hostFactory = options.hostFactory ?? sandboxHostFactory;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const records = new Array<TestRecord | undefined>(prepared.tests.length);
  const queue: { test: PortableTest; index: number }[] = [];
  prepared.tests.forEach((item, index) => {
    if ('record' in item) {
      records[index] = item.record;
      options.onResult?.(item.record);
    } else {
      queue.push({ test: item.test, index });
    }
  });
  // Tests of one program one after the other, so a lane's host serves as many as it can.
  queue.sort((a, b) => (a.test.game.program < b.test.game.program ? -1 : a.test.game.program > b.test.game.program ? 1 : a.index - b.index));

  const hosts = new Set<Promise<RulesHost>>();
  const aborted = new Promise<'aborted'>((resolve) => {
    if (signal?.aborted) resolve('aborted');
    signal?.addEventListener('abort', () => resolve('aborted'), { once: true });
  });
  const stop = () => {
    for (const host of hosts) void disposeQuietly(host);
    hosts.clear();
  };
  signal?.addEventListener('abort', stop, { once: true });

  const lane = async (): Promise<void> => {
    let current: { key: string; host: Promise<RulesHost>; failed: boolean } | undefined;
    const release = async () => {
      if (!current) return;
      hosts.delete(current.host);
      await disposeQuietly(current.host);
      current = undefined;
    };
    try {
      for (let next = queue.shift(); next && !signal?.aborted; next = queue.shift()) {
        const { test, index } = next;
        if (current && (current.key !== test.game.program || current.failed)) await release();
        if (!current) {
          const host = hostFactory(portableGameOfTest(prepared, test));
          const opened = { key: test.game.program, host, failed: false };
          // A program that did not load is tried again for the next test (it may have been a limit).
          host.catch(() => (opened.failed = true));
          hosts.add(host);
          current = opened;
        }
        options.onStart?.(test.file);
        const started = performance.now();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
        const outcome = await Promise.race([runPortableTest(prepared, test, current.host), timedOut, aborted]);
        clearTimeout(timer);
        // A test cut short by the stop is not a result.
        if (outcome === 'aborted' || signal?.aborted) return;
        let record: TestRecord;
        if (outcome === 'timeout') {
          // The worker may be stuck: throw it away, the next test gets a fresh one.
          await release();
          record = unfinishedRecord(test, `the test ran out of time (${timeoutMs / 1000} s): it was stopped and its worker replaced`, performance.now() - started);
        } else {
          record = outcome;
        }
        records[index] = record;
        options.onResult?.(record);
      }
    } finally {
      await release();
    }
  };

  try {
    const lanes = Math.max(1, Math.min(options.parallel ?? defaultTestParallel(), queue.length));
    if (queue.length > 0) await Promise.all(Array.from({ length: lanes }, lane));
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  return { records: records.filter((r): r is TestRecord => r !== undefined), cancelled: signal?.aborted === true };
}
