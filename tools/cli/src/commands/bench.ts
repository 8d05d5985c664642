import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { playGame, type GameReport } from '@kriegsspiel/engine';
import { nativeModHost, ModCatalogue, sandboxHost, type GameSpec } from '@kriegsspiel/runner';
import { Sandbox } from '@kriegsspiel/sandbox';
import type { CommandContext } from '../cli-context';
import { intOption, loadGameSpec, modFoldersOf } from '../game-options';

/** The ruleset benched until a real game's rules exist: the command line's own test game. */
export const DEFAULT_BENCH_SCENARIO = 'outpost-skirmish';
/** Where that test game lives; bench reads it besides `mods/` and `--mods`. */
export const FIXTURE_MODS = fileURLToPath(new URL('../../test-fixtures/mods', import.meta.url));

function quantiles(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** The round trip of a call that does nothing, through the worker, in microseconds. */
async function trivialCall(calls: number): Promise<{ median: number; p95: number; calls: number }> {
  const sandbox = await Sandbox.load({ id: 'bench-trivial', files: { 'index.js': 'export function noop() { return 0; }' }, entry: 'index.js' });
  try {
    for (let i = 0; i < 100; i++) await sandbox.call('noop', '[]');
    const samples: number[] = [];
    for (let i = 0; i < calls; i++) {
      const started = performance.now();
      const result = await sandbox.call('noop', '[]');
      samples.push((performance.now() - started) * 1000);
      if (!result.ok) throw result.error;
    }
    return { ...quantiles(samples), calls };
  } finally {
    await sandbox.dispose();
  }
}

/** Loading the ruleset into a fresh sandbox (bundling, a worker, a QuickJS instance), in milliseconds. */
async function loadTime(spec: GameSpec, loads: number): Promise<{ median: number; p95: number; loads: number }> {
  await (await sandboxHost(spec.program)).dispose();
  const samples: number[] = [];
  for (let i = 0; i < loads; i++) {
    const started = performance.now();
    const host = await sandboxHost(spec.program);
    samples.push(performance.now() - started);
    await host.dispose();
  }
  return { ...quantiles(samples), loads };
}

/** Random playouts of the same seeds on one host, one after another. */
async function playouts(spec: GameSpec, engine: 'sandbox' | 'native', seed: number, games: number) {
  const host = engine === 'sandbox' ? await sandboxHost(spec.program) : await nativeModHost(spec.program);
  try {
    await playGame(spec, host, { seed });
    const reports: GameReport[] = [];
    const started = performance.now();
    for (let i = 0; i < games; i++) reports.push(await playGame(spec, host, { seed: seed + i }));
    const seconds = (performance.now() - started) / 1000;
    const actions = reports.reduce((sum, r) => sum + r.actions, 0);
    return { gamesPerSecond: games / seconds, actionsPerSecond: actions / seconds, reports };
  } finally {
    await host.dispose();
  }
}

/**
 * `kriegsspiel bench`: what the sandbox costs — a trivial call, loading a ruleset, and
 * random playouts per second in the sandbox and natively for the same ruleset and seeds.
 */
export async function benchCommand(ctx: CommandContext): Promise<number> {
  const games = intOption(ctx, 'games', 50, 1, 100_000);
  const seed = intOption(ctx, 'seed', 1, 0, 0xffffffff);
  const calls = intOption(ctx, 'calls', 2000, 10, 1_000_000);
  const scenario = typeof ctx.options.scenario === 'string' ? ctx.options.scenario : DEFAULT_BENCH_SCENARIO;
  const catalogue = ModCatalogue.read([...modFoldersOf(ctx), FIXTURE_MODS]);
  const spec: GameSpec | { error: string } = loadGameSpec(ctx, catalogue, scenario);
  if ('error' in spec) {
    ctx.err(spec.error);
    return 1;
  }
  ctx.status?.('timing a trivial call…');
  const call = await trivialCall(calls);
  ctx.status?.('timing loads…');
  const load = await loadTime(spec, 10);
  ctx.status?.(`playing ${games} games in the sandbox…`);
  const sandbox = await playouts(spec, 'sandbox', seed, games);
  ctx.status?.(`playing ${games} games natively…`);
  const native = await playouts(spec, 'native', seed, games);
  ctx.status?.('');
  const mismatched = sandbox.reports.filter((r, i) => r.hash !== native.reports[i]?.hash || r.outcome !== native.reports[i]?.outcome).map((r) => r.seed);
  const errors = [...sandbox.reports, ...native.reports].filter((r) => r.outcome === 'error');
  const ratio = sandbox.gamesPerSecond / native.gamesPerSecond;
  const result = {
    scenario: spec.scenario,
    node: process.version,
    cpus: availableParallelism(),
    sandboxCallMicroseconds: call,
    loadMilliseconds: load,
    playouts: {
      games,
      seeds: { from: seed, to: seed + games - 1 },
      sandbox: { gamesPerSecond: sandbox.gamesPerSecond, actionsPerSecond: sandbox.actionsPerSecond },
      native: { gamesPerSecond: native.gamesPerSecond, actionsPerSecond: native.actionsPerSecond },
      sandboxToNative: ratio,
      sameHashes: mismatched.length === 0,
      mismatchedSeeds: mismatched,
      errors: errors.length,
    },
  };
  if (ctx.json) {
    ctx.out(JSON.stringify(result, null, 2));
  } else {
    const row = (label: string, text: string) => ctx.out(`  ${label.padEnd(38)} ${text}`);
    ctx.out(`Benchmark of ${spec.scenario} (Node ${process.version}, ${result.cpus} CPUs)`);
    row('sandbox call (trivial, through worker)', `median ${call.median.toFixed(0)} µs, p95 ${call.p95.toFixed(0)} µs (${calls} calls)`);
    row('load the ruleset into a fresh sandbox', `median ${load.median.toFixed(1)} ms, p95 ${load.p95.toFixed(1)} ms (${load.loads} loads)`);
    row('random playouts, sandbox', `${sandbox.gamesPerSecond.toFixed(1)} games/s, ${sandbox.actionsPerSecond.toFixed(0)} actions/s (${games} games)`);
    row('random playouts, native', `${native.gamesPerSecond.toFixed(1)} games/s, ${native.actionsPerSecond.toFixed(0)} actions/s`);
    row('sandbox/native', `${ratio.toFixed(3)} (native is ${(1 / ratio).toFixed(1)}× faster)`);
    row(
      'final hashes',
      mismatched.length === 0
        ? `the same in both modes for all ${games} games`
        : `DIFFER for seeds ${mismatched.slice(0, 10).join(', ')}: the rules behave differently in QuickJS and V8`,
    );
    if (errors.length > 0) row('errors', `${errors.length} games failed; run \`kriegsspiel play ${spec.scenario} --seed ${errors[0]?.seed}\``);
  }
  return mismatched.length === 0 && errors.length === 0 ? 0 : 1;
}
