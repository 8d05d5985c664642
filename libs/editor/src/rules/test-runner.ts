// Prepared scenario tests run in the page on the engine's scheduler (`scheduleTasks`): a few
// lanes, each with a rules host of its own (a QuickJS sandbox in a Web Worker), taking the next
// test as it frees up. A lane keeps its loaded host for the next test of the same program, as
// the command line's `HostCache` does: each test starts with `setup`, which replaces the whole
// state. The scheduler times tests out and stops the run, closing the lanes (and their workers).
import { portableGameOfTest, runPortableTest, scheduleTasks, unfinishedRecord, type PortableTest, type RulesHost, type TestRecord } from '@kriegsspiel/engine';
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

/** A lane of the run: a Web Worker's sandbox, holding the program it last loaded and its key. */
interface HostSlot {
  current?: { key: string; host: Promise<RulesHost>; failed: boolean };
}

const release = (slot: HostSlot): Promise<void> => {
  const host = slot.current?.host;
  slot.current = undefined;
  return host
    ? host.then(
        (h) => h.dispose(),
        () => undefined,
      )
    : Promise.resolve();
};

/**
 * Runs prepared tests; never throws for what the rules do. Each record is the one
 * `kriegsspiel test --json` gives for the same file (with workspace paths).
 */
export async function runPreparedTests(prepared: PreparedTests, options: TestRunOptions = {}): Promise<TestRunResult> {
  const hostFactory = options.hostFactory ?? sandboxHostFactory;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const records = new Array<TestRecord | undefined>(prepared.tests.length);
  const queue: { test: PortableTest; index: number; started?: number }[] = [];
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

  // The scheduler's tasks are the places in the queue, all of them there.
  const entry = (task: number) => queue[task] as { test: PortableTest; index: number; started?: number };
  const { stopped } = await scheduleTasks<TestRecord, HostSlot>(queue.length, {
    lanes: options.parallel ?? defaultTestParallel(),
    laneName: 'worker',
    openLane: () => Promise.resolve({}),
    closeLane: release,
    async run(slot, task) {
      const next = entry(task);
      const { test } = next;
      // A program that did not load is tried again for the next test (it may have been a limit).
      if (slot.current && (slot.current.key !== test.game.program || slot.current.failed)) await release(slot);
      if (!slot.current) {
        const opened = { key: test.game.program, host: hostFactory(portableGameOfTest(prepared, test)), failed: false };
        void opened.host.catch(() => (opened.failed = true));
        slot.current = opened;
      }
      options.onStart?.(test.file);
      next.started = performance.now();
      return runPortableTest(prepared, test, slot.current.host);
    },
    failed(task, failure) {
      const { test, started } = entry(task);
      // On a timeout the scheduler closes the lane, worker and all: the next test gets a fresh one.
      const message =
        failure.reason === 'timeout' ? `the test ran out of time (${timeoutMs / 1000} s): it was stopped and its worker replaced` : failure.message;
      return unfinishedRecord(test, message, started === undefined ? 0 : performance.now() - started);
    },
    timeoutMs: () => timeoutMs,
    onResult(record, task) {
      records[entry(task).index] = record;
      options.onResult?.(record);
    },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { records: records.filter((r): r is TestRecord => r !== undefined), cancelled: stopped };
}
