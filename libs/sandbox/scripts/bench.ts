/**
 * Measures what a sandbox call costs. Run from libs/sandbox:
 *
 *     npx tsx scripts/bench.ts
 *
 * Prints the median and the 95th percentile of: a trivial call through the
 * worker, a call that keeps state and uses the SDK, a call carrying ~10 KB each
 * way, loading a mod into a fresh sandbox (bundling included), and restarting a
 * sandbox's instance (what follows a fatal error).
 */
import { Sandbox } from '../src/index';
import { getWorkerRuntime } from '../src/node/worker-runtime';

const MOD = {
  files: {
    'src/index.ts': [
      "import { invariant } from '@kriegsspiel/rules-sdk';",
      "import { strength } from './units';",
      'let state = { turn: 0 };',
      'export function noop(): number { return 1; }',
      'export function echo<T>(value: T): T { return value; }',
      "export function turn(): number { state = { turn: state.turn + 1 }; invariant(state.turn > 0, 'turns count up'); return state.turn + strength(1 + (state.turn % 6)); }",
    ].join('\n'),
    'src/units.ts': 'export function strength(roll: number): number { return roll * 2; }',
  },
  entry: 'src/index.ts',
};

interface Row {
  what: string;
  samples: number[];
}

function summary(row: Row): string {
  const sorted = [...row.samples].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  const format = (ms: number): string => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
  return `${row.what.padEnd(48)} ${format(at(0.5)).padStart(10)} ${format(at(0.95)).padStart(10)} ${String(sorted.length).padStart(7)}`;
}

async function time(n: number, warmup: number, fn: () => unknown): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return samples;
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const prepared = await getWorkerRuntime();
  console.log(`one-time preparation (worker bundle + QuickJS compile): ${prepared.preparedInMs.toFixed(1)} ms\n`);

  const sandbox = await Sandbox.load({ id: 'bench', ...MOD });
  const payload = JSON.stringify([{ units: Array.from({ length: 200 }, (_, i) => ({ id: i, hex: `${i % 20}.${i % 13}`, s: 3 })) }]);
  // Worker round trips vary with thread scheduling: sample them in interleaved rounds.
  const trivial: Row = { what: 'worker: trivial call round trip', samples: [] };
  const turn: Row = { what: 'worker: call with state + SDK + 2 files', samples: [] };
  for (let round = 0; round < 4; round++) {
    trivial.samples.push(...(await time(1000, 100, () => sandbox.call('noop', '[]'))));
    turn.samples.push(...(await time(1000, 100, () => sandbox.call('turn', '[]'))));
  }
  rows.push(trivial, turn);
  rows.push({ what: `worker: echo ${(payload.length / 1024).toFixed(1)} KB each way`, samples: await time(1000, 100, () => sandbox.call('echo', payload)) });
  rows.push({ what: 'worker: restart instance (reset)', samples: await time(40, 3, () => sandbox.reset()) });
  await sandbox.dispose();

  rows.push({
    what: 'worker: load a mod into a fresh sandbox',
    samples: await time(40, 3, async () => {
      const fresh = await Sandbox.load({ id: 'bench-load', ...MOD });
      await fresh.dispose();
    }),
  });

  console.log(`${'what'.padEnd(48)} ${'median'.padStart(10)} ${'p95'.padStart(10)} ${'samples'.padStart(7)}`);
  for (const row of rows) console.log(summary(row));
}

await main();
