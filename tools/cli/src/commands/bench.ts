import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { playGame, type GameReport, type RulesHost } from '@kriegsspiel/engine';
import { nativeModHost, ModCatalogue, sandboxHost, type GameSpec } from '@kriegsspiel/runner';
import { callGuestText, Sandbox } from '@kriegsspiel/sandbox';
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

/**
 * Loading the ruleset into a fresh sandbox, in milliseconds: a clean QuickJS realm of its own
 * that evaluates the SDK and the mod. The process keeps the bundle and a disposed sandbox's
 * idle worker, as it does for any later load; `guestMedian` is the part spent in QuickJS.
 */
async function loadTime(spec: GameSpec, loads: number): Promise<{ median: number; p95: number; guestMedian: number; loads: number }> {
  await (await sandboxHost(spec.program)).dispose();
  const samples: number[] = [];
  const guest: number[] = [];
  for (let i = 0; i < loads; i++) {
    const started = performance.now();
    const host = await sandboxHost(spec.program);
    samples.push(performance.now() - started);
    guest.push(host.sandbox.lastLoad?.guestMs ?? 0);
    await host.dispose();
  }
  return { ...quantiles(samples), guestMedian: quantiles(guest).median, loads };
}

/**
 * Random playouts of the same seeds on one host, one after another (so per core): through
 * the host's game loop (a crossing or more per action), or whole inside the guest.
 */
async function playouts(spec: GameSpec, engine: 'sandbox' | 'native', path: 'host-loop' | 'in-guest', seed: number, games: number) {
  const sandboxed = engine === 'sandbox' ? await sandboxHost(spec.program) : undefined;
  const opened = sandboxed ?? (await nativeModHost(spec.program));
  const hostLoop = path === 'host-loop';
  // In the sandbox, what the guest reports of each call: where the time goes.
  const guest = { crossings: 0, ms: 0 };
  const host: RulesHost = sandboxed
    ? {
        ...sandboxed,
        call: (name, argument = '') =>
          callGuestText(
            {
              call: async (fn, args) => {
                const result = await sandboxed.sandbox.call(fn, args);
                guest.crossings++;
                guest.ms += result.stats.guestMs ?? 0;
                return result;
              },
            },
            name,
            argument,
          ),
      }
    : opened;
  try {
    await playGame(spec, host, { seed, hostLoop });
    Object.assign(guest, { crossings: 0, ms: 0 });
    const reports: GameReport[] = [];
    const started = performance.now();
    for (let i = 0; i < games; i++) reports.push(await playGame(spec, host, { seed: seed + i, hostLoop }));
    const ms = performance.now() - started;
    const actions = reports.reduce((sum, r) => sum + r.actions, 0);
    return {
      gamesPerSecond: (games * 1000) / ms,
      actionsPerSecond: (actions * 1000) / ms,
      ...(engine === 'sandbox' ? { crossingsPerGame: guest.crossings / games, guestShare: guest.ms / ms } : {}),
      reports,
    };
  } finally {
    await host.dispose();
  }
}

/** Seeds whose games differ (outcome or final hash) between two runs of the same seeds. */
function mismatches(a: readonly GameReport[], b: readonly GameReport[]): number[] {
  return a
    .filter((r, i) => r.hash !== b[i]?.hash || r.outcome !== b[i]?.outcome || r.winner !== b[i]?.winner || r.actions !== b[i]?.actions)
    .map((r) => r.seed);
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
  const runs = {
    sandboxHostLoop: ['sandbox', 'host-loop'],
    sandbox: ['sandbox', 'in-guest'],
    nativeHostLoop: ['native', 'host-loop'],
    native: ['native', 'in-guest'],
  } as const;
  const played: Partial<Record<keyof typeof runs, Awaited<ReturnType<typeof playouts>>>> = {};
  for (const [key, [engine, path]] of Object.entries(runs) as [keyof typeof runs, (typeof runs)[keyof typeof runs]][]) {
    ctx.status?.(`playing ${games} games, ${engine}, ${path === 'host-loop' ? "through the host's loop" : 'whole in the guest'}…`);
    played[key] = await playouts(spec, engine, path, seed, games);
  }
  ctx.status?.('');
  const { sandbox, native, sandboxHostLoop, nativeHostLoop } = played as Required<typeof played>;
  // Every run must reach the same games: the modes and the paths change speed, not results.
  const mismatched = [
    ...new Set([
      ...mismatches(sandbox.reports, native.reports),
      ...mismatches(sandboxHostLoop.reports, sandbox.reports),
      ...mismatches(nativeHostLoop.reports, native.reports),
    ]),
  ];
  const errors = [...sandbox.reports, ...native.reports].filter((r) => r.outcome === 'error');
  const ratio = sandbox.gamesPerSecond / native.gamesPerSecond;
  const figures = ({ reports: _reports, ...run }: typeof sandbox) => run;
  const result = {
    scenario: spec.scenario,
    node: process.version,
    cpus: availableParallelism(),
    sandboxCallMicroseconds: call,
    loadMilliseconds: load,
    playouts: {
      games,
      seeds: { from: seed, to: seed + games - 1 },
      sandbox: figures(sandbox),
      native: figures(native),
      sandboxHostLoop: figures(sandboxHostLoop),
      nativeHostLoop: figures(nativeHostLoop),
      sandboxToNative: ratio,
      sameHashes: mismatched.length === 0,
      mismatchedSeeds: mismatched,
      errors: errors.length,
    },
  };
  if (ctx.json) {
    ctx.out(JSON.stringify(result, null, 2));
  } else {
    const row = (label: string, text: string) => ctx.out(`  ${label.padEnd(46)} ${text}`);
    ctx.out(`Benchmark of ${spec.scenario} (Node ${process.version}, ${result.cpus} CPUs)`);
    row('sandbox call (trivial, through worker)', `median ${call.median.toFixed(0)} µs, p95 ${call.p95.toFixed(0)} µs (${calls} calls)`);
    row(
      'load the ruleset into a fresh sandbox',
      `median ${load.median.toFixed(1)} ms, p95 ${load.p95.toFixed(1)} ms (${load.loads} loads; ${load.guestMedian.toFixed(1)} ms in QuickJS)`,
    );
    const gamesText = (run: typeof sandbox) =>
      `${run.gamesPerSecond.toFixed(2)} games/s, ${run.actionsPerSecond.toFixed(0)} actions/s` +
      (run.guestShare === undefined ? '' : `; ${(run.guestShare * 100).toFixed(0)}% of it in the guest, ${run.crossingsPerGame?.toFixed(0)} crossings a game`);
    row("random playouts per core, sandbox, host's loop", gamesText(sandboxHostLoop));
    row('random playouts per core, sandbox, in guest', `${gamesText(sandbox)} (${games} games)`);
    row("random playouts per core, native, host's loop", gamesText(nativeHostLoop));
    row('random playouts per core, native, in guest', gamesText(native));
    row('sandbox/native (in guest)', `${ratio.toFixed(3)} (native is ${(1 / ratio).toFixed(1)}× faster)`);
    row(
      'final hashes',
      mismatched.length === 0
        ? `the same in both modes and on both paths for all ${games} games`
        : `DIFFER for seeds ${mismatched.slice(0, 10).join(', ')}: the rules behave differently in QuickJS and V8, or the guest's playout differs from the host's loop`,
    );
    if (errors.length > 0) row('errors', `${errors.length} games failed; run \`kriegsspiel play ${spec.scenario} --seed ${errors[0]?.seed}\``);
  }
  return mismatched.length === 0 && errors.length === 0 ? 0 : 1;
}
