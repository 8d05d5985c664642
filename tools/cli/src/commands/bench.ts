import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describeFailure, failureText, GameSession, playGame, randomBot, type GameReport, type RulesHost } from '@kriegsspiel/engine';
import { nativeModHost, ModCatalogue, sandboxHost, type GameSpec, type SandboxRulesHost } from '@kriegsspiel/runner';
import { callGuestText, Profile, profileTable, quickJSWasm, Sandbox, type CallOptions, type CallStats, type ProfileSummary } from '@kriegsspiel/sandbox';
import type { CommandContext } from '../cli-context';
import { intOption, loadGameSpec, modFoldersOf } from '../game-options';

/** The ruleset benched until a real game's rules exist: the command line's own test game. */
export const DEFAULT_BENCH_SCENARIO = 'outpost-skirmish';
/** Where that test game lives; bench reads it besides `mods/` and `--mods`. */
export const FIXTURE_MODS = fileURLToPath(new URL('../../test-fixtures/mods', import.meta.url));
/** How many functions `--profile` prints. */
const PROFILE_ROWS = 25;

function quantiles(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** Calls made before the timed ones: the host's and the worker's code paths are compiled by then. */
const WARM_UP_CALLS = 5000;

/**
 * The round trip of a call that does nothing, through the worker, in microseconds: timed
 * after {@link WARM_UP_CALLS} calls, as a game's thousands of calls see it, with the first
 * 1,000 (while V8 is still compiling both ends' code) reported apart.
 */
async function trivialCall(calls: number): Promise<{ median: number; p95: number; calls: number; coldMedian: number }> {
  const sandbox = await Sandbox.load({ id: 'bench-trivial', files: { 'index.js': 'export function noop() { return 0; }' }, entry: 'index.js' });
  try {
    const cold: number[] = [];
    for (let i = 0; i < WARM_UP_CALLS; i++) {
      const started = performance.now();
      await sandbox.call('noop', '[]');
      if (i < 1000) cold.push((performance.now() - started) * 1000);
    }
    const samples: number[] = [];
    for (let i = 0; i < calls; i++) {
      const started = performance.now();
      const result = await sandbox.call('noop', '[]');
      samples.push((performance.now() - started) * 1000);
      if (!result.ok) throw result.error;
    }
    return { ...quantiles(samples), calls, coldMedian: quantiles(cold).median };
  } finally {
    await sandbox.dispose();
  }
}

/**
 * Loading the ruleset into a fresh sandbox, in milliseconds: a new QuickJS WebAssembly instance
 * with memory of its own. The first load of the bundle in the process parses and evaluates the
 * SDK and the mod (`firstMs`); the second (the first timed one) does too and keeps an image of
 * the instance's memory; the timed loads after it start their instance from that image
 * (`fromImage` of them did), as any later load of the same mod does. The process keeps the
 * bundle and a disposed sandbox's idle worker too; `guestMedian` is the part spent in QuickJS.
 */
async function loadTime(
  spec: GameSpec,
  loads: number,
): Promise<{ median: number; p95: number; guestMedian: number; loads: number; fromImage: number; firstMs: number; firstGuestMs: number }> {
  const firstStarted = performance.now();
  const first = await sandboxHost(spec.program);
  const firstMs = performance.now() - firstStarted;
  const firstGuestMs = first.sandbox.lastLoad?.guestMs ?? 0;
  await first.dispose();
  const samples: number[] = [];
  const guest: number[] = [];
  let fromImage = 0;
  for (let i = 0; i < loads; i++) {
    const started = performance.now();
    const host = await sandboxHost(spec.program);
    samples.push(performance.now() - started);
    guest.push(host.sandbox.lastLoad?.guestMs ?? 0);
    if (host.sandbox.lastLoad?.fromImage) fromImage++;
    await host.dispose();
  }
  return { ...quantiles(samples), guestMedian: quantiles(guest).median, loads, fromImage, firstMs, firstGuestMs };
}

/** A sandbox host whose every call is made with `options` and tells `observe` its stats. */
function observed(sandboxed: SandboxRulesHost, options: CallOptions, observe: (stats: CallStats) => void): RulesHost {
  const call = async (fn: string, args: string) => {
    const result = await sandboxed.sandbox.call(fn, args, options);
    observe(result.stats);
    return result;
  };
  return { ...sandboxed, call: (name, argument = '') => callGuestText({ call }, name, argument) };
}

/**
 * Random playouts of the same seeds on one host, one after another (so per core): through
 * the host's game loop (a crossing or more per action), or whole inside the guest. Timed
 * both by the clock and by the CPU time of this process, which counts the sandbox's worker
 * thread too but not the other programs of a shared machine: that is the honest figure
 * when the machine is busy, the wall clock when it is not.
 */
async function playouts(spec: GameSpec, engine: 'sandbox' | 'native', path: 'host-loop' | 'in-guest', seed: number, games: number) {
  const sandboxed = engine === 'sandbox' ? await sandboxHost(spec.program) : undefined;
  const opened = sandboxed ?? (await nativeModHost(spec.program));
  const hostLoop = path === 'host-loop';
  // In the sandbox, what the guest reports of each call: where the time goes.
  const guest = { crossings: 0, ms: 0 };
  const host: RulesHost = sandboxed
    ? observed(sandboxed, {}, (stats) => {
        guest.crossings++;
        guest.ms += stats.guestMs ?? 0;
      })
    : opened;
  try {
    await playGame(spec, host, { seed, hostLoop, describeFailure: (error) => describeFailure(error, spec.program) });
    Object.assign(guest, { crossings: 0, ms: 0 });
    const reports: GameReport[] = [];
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < games; i++)
      reports.push(await playGame(spec, host, { seed: seed + i, hostLoop, describeFailure: (error) => describeFailure(error, spec.program) }));
    const cpu = process.cpuUsage(cpuBefore);
    const ms = performance.now() - started;
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const actions = reports.reduce((sum, r) => sum + r.actions, 0);
    return {
      gamesPerSecond: (games * 1000) / ms,
      actionsPerSecond: (actions * 1000) / ms,
      gamesPerCpuSecond: (games * 1000) / cpuMs,
      actionsPerCpuSecond: (actions * 1000) / cpuMs,
      ...(engine === 'sandbox' ? { crossingsPerGame: guest.crossings / games, guestShare: guest.ms / ms } : {}),
      reports,
    };
  } finally {
    await host.dispose();
  }
}

/**
 * The same random games as the timed sandbox run, whole in the guest, with every call
 * profiled (untimed: sampling costs a little time of its own).
 */
async function profiledPlayouts(spec: GameSpec, seed: number, games: number): Promise<ProfileSummary> {
  const profile = new Profile();
  const host = observed(await sandboxHost(spec.program), { profile: true }, (stats) => profile.add(stats.samples));
  try {
    for (let i = 0; i < games; i++) await playGame(spec, host, { seed: seed + i, describeFailure: (error) => describeFailure(error, spec.program) });
    return profile.summary();
  } finally {
    await host.dispose();
  }
}

/** How long listing the legal actions takes at the busiest position of a random game, in each mode. */
export interface ListingBench {
  /** The position: after this many actions of the game of `seed`, for `role`. */
  seed: number;
  afterActions: number;
  role: string;
  actions: number;
  sandboxMs: { median: number; p95: number };
  nativeMs: { median: number; p95: number };
  repeats: number;
}

/**
 * Plays one random game natively, listing every acting role's actions at each step, and
 * keeps the position with the most of them (the busiest one: on a large map, the one where
 * most units can move). That position is then loaded into a sandbox and a native host, and
 * its listing timed `repeats` times in each, through the session as a person's client lists.
 */
async function listingBench(spec: GameSpec, seed: number, repeats: number, maxActions = 20_000): Promise<ListingBench | undefined> {
  const native = await nativeModHost(spec.program);
  // The random bot of the playouts: it does not concede while anything else is legal, so the
  // game goes on to the crowded positions (a uniform pick ends Hundred Days by a concession at once).
  const bot = randomBot(seed ^ 0x5bd1e995);
  let busiest = { afterActions: 0, role: '', actions: -1, saved: '' };
  try {
    const session = await GameSession.create({ host: native, bundle: spec.bundle, seed });
    while (!session.result && session.length < maxActions) {
      const role = session.active[0];
      if (role === undefined) break;
      const actions = await session.legalActions(role);
      if (actions.length > busiest.actions) busiest = { afterActions: session.length, role, actions: actions.length, saved: await native.call('save') };
      if (actions.length === 0) break;
      const outcome = await session.apply(role, bot.choose(role, actions).action);
      if (!outcome.ok) break;
    }
  } catch {
    // Rules that fail are reported by the playouts; the busiest position reached so far is timed.
  } finally {
    await native.dispose();
  }
  if (busiest.actions < 0) return undefined;
  const timeIn = async (host: RulesHost) => {
    try {
      const session = await GameSession.create({ host, bundle: spec.bundle, seed });
      await host.call('load', busiest.saved);
      await session.legalActions(busiest.role);
      const samples: number[] = [];
      for (let i = 0; i < repeats; i++) {
        const started = performance.now();
        await session.legalActions(busiest.role);
        samples.push(performance.now() - started);
      }
      return quantiles(samples);
    } finally {
      await host.dispose();
    }
  };
  return {
    seed,
    afterActions: busiest.afterActions,
    role: busiest.role,
    actions: busiest.actions,
    sandboxMs: await timeIn(await sandboxHost(spec.program)),
    nativeMs: await timeIn(await nativeModHost(spec.program)),
    repeats,
  };
}

/** The search bot's budgets the bench plays against the random bot, in milliseconds per decision. */
export const ISMCTS_BENCH_MS = [10, 50, 200] as const;

/**
 * The most actions a search game of the bench takes by default before it is cut off as
 * unfinished. A game the search cannot finish (two stacks moving to and fro) would otherwise run
 * to its ruleset's limit, 10,000 actions, at up to 200 ms a decision: a quarter of an hour and more
 * with no sign of life. Most Hundred Days games the search wins take a few hundred.
 */
export const ISMCTS_BENCH_MAX_ACTIONS = 2_000;

/** How the search bot fared at one budget: its wins as each player against the random bot, and its time per decision. */
export interface SearchBench {
  ms: number;
  /** Per player: games won by the search bot in that seat, of the games played. */
  wins: Record<string, { won: number; games: number; rate: number; unfinished: number }>;
  /** Decisions searched (with more than one playable action), and their median and p95 time and iterations. */
  decisions: number;
  decisionMs: { median: number; p95: number };
  iterations: { median: number; p95: number };
}

/**
 * The ISMCTS bot against the random bot in the sandbox, in each seat in turn, `games` games
 * a seat and budget, on one host per lane. A decision's time is that of its `decide` calls
 * (the first starts a search, the rest resume it), so the figures are what the search costs.
 */
async function searchBench(
  spec: GameSpec,
  seed: number,
  games: number,
  lanes: number,
  maxActions: number,
  status?: (text: string) => void,
): Promise<SearchBench[]> {
  const players = spec.bundle.scenario.players.map((p) => p.id);
  const results: SearchBench[] = [];
  for (const ms of ISMCTS_BENCH_MS) {
    const times: number[] = [];
    const iterations: number[] = [];
    const wins: SearchBench['wins'] = {};
    for (const [k, player] of players.entries()) {
      status?.(`ISMCTS at ${ms} ms a decision as ${player}: ${games} games against random…`);
      const bots = players.map((_, j) => (j === k ? `ismcts:${ms}ms` : 'random'));
      const queue = Array.from({ length: games }, (_, i) => seed + i);
      let won = 0;
      let unfinished = 0;
      const lane = async () => {
        const sandboxed = await sandboxHost(spec.program);
        let current: { ms: number; iterations: number } | undefined;
        const close = () => {
          if (current && current.iterations > 0) {
            times.push(current.ms);
            iterations.push(current.iterations);
          }
          current = undefined;
        };
        const host: RulesHost = {
          ...sandboxed,
          async call(name, argument = '') {
            if (name !== 'decide') return sandboxed.call(name, argument);
            if (!(JSON.parse(argument) as { resume?: boolean }).resume) close();
            const started = performance.now();
            const answer = await sandboxed.call(name, argument);
            current = { ms: (current?.ms ?? 0) + performance.now() - started, iterations: (JSON.parse(answer) as { iterations: number }).iterations };
            return answer;
          },
        };
        try {
          for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
            const report = await playGame(spec, host, { seed: next, bots, maxActions });
            close();
            if (report.outcome === 'ended' && report.winner === player) won++;
            if (report.outcome === 'unfinished') unfinished++;
          }
        } finally {
          await host.dispose();
        }
      };
      await Promise.all(Array.from({ length: Math.min(lanes, games) }, lane));
      wins[player] = { won, games, rate: won / games, unfinished };
    }
    results.push({ ms, wins, decisions: times.length, decisionMs: quantiles(times), iterations: quantiles(iterations) });
  }
  return results;
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
  ctx.status?.('finding the busiest position of a random game and timing its listing…');
  const listing = await listingBench(spec, seed, intOption(ctx, 'listings', 20, 1, 10_000)).catch(() => undefined);
  const searchGames = intOption(ctx, 'ismcts-games', 0, 0, 100_000);
  // The ruleset's own limit where it is lower.
  const searchMaxActions = Math.min(intOption(ctx, 'ismcts-max-actions', ISMCTS_BENCH_MAX_ACTIONS, 1, 1_000_000), spec.maxActions ?? Infinity);
  const search =
    searchGames > 0
      ? await searchBench(spec, seed, searchGames, intOption(ctx, 'workers', availableParallelism(), 1, 256), searchMaxActions, ctx.status)
      : undefined;
  if (ctx.options.profile === true) ctx.status?.(`playing ${games} games in the sandbox again, sampling where the rules spend their time…`);
  const profile = ctx.options.profile === true ? await profiledPlayouts(spec, seed, games) : undefined;
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
  // Every path counts: a game that failed on one path only (a call past its wall clock on a busy machine) also shows as a mismatch.
  const errors = [...sandbox.reports, ...native.reports, ...sandboxHostLoop.reports, ...nativeHostLoop.reports].filter((r) => r.outcome === 'error');
  const ratio = sandbox.gamesPerSecond / native.gamesPerSecond;
  const cpuRatio = sandbox.gamesPerCpuSecond / native.gamesPerCpuSecond;
  const figures = ({ reports: _reports, ...run }: typeof sandbox) => run;
  const quickjs = await quickJSWasm();
  const result = {
    scenario: spec.scenario,
    node: process.version,
    cpus: availableParallelism(),
    /** Which QuickJS WebAssembly the sandbox ran: libs/sandbox/wasm's optimized build, or the package's own. */
    quickjs: quickjs.build,
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
      sandboxToNativeByCpu: cpuRatio,
      sameHashes: mismatched.length === 0,
      mismatchedSeeds: mismatched,
      errors: errors.length,
    },
    ...(listing ? { listing } : {}),
    ...(search ? { ismcts: { games: searchGames, seeds: { from: seed, to: seed + searchGames - 1 }, maxActions: searchMaxActions, budgets: search } } : {}),
    ...(profile ? { profile: { ...profile, functions: profile.functions.slice(0, PROFILE_ROWS) } } : {}),
  };
  if (ctx.json) {
    ctx.out(JSON.stringify(result, null, 2));
  } else {
    const row = (label: string, text: string) => ctx.out(`  ${label.padEnd(46)} ${text}`);
    ctx.out(
      `Benchmark of ${spec.scenario} (Node ${process.version}, ${result.cpus} CPUs, QuickJS: ${quickjs.build === 'optimized' ? 'the optimized build' : `the package's own build (${quickjs.reason})`})`,
    );
    row(
      'sandbox call (trivial, through worker)',
      `median ${call.median.toFixed(0)} µs, p95 ${call.p95.toFixed(0)} µs (${calls} calls after ${WARM_UP_CALLS} to warm up; the first 1000: median ${call.coldMedian.toFixed(0)} µs)`,
    );
    row(
      'load the ruleset into a fresh sandbox',
      `median ${load.median.toFixed(1)} ms, p95 ${load.p95.toFixed(1)} ms (${load.loads} loads, ${load.fromImage} from the memory image the first took; ` +
        `${load.guestMedian.toFixed(1)} ms in QuickJS); the first, which parses and evaluates the bundle: ${load.firstMs.toFixed(1)} ms (${load.firstGuestMs.toFixed(1)} in QuickJS)`,
    );
    const gamesText = (run: typeof sandbox) =>
      `${run.gamesPerSecond.toFixed(2)} games/s (${run.gamesPerCpuSecond.toFixed(2)} per CPU second), ${run.actionsPerSecond.toFixed(0)} actions/s` +
      (run.guestShare === undefined ? '' : `; ${(run.guestShare * 100).toFixed(0)}% of it in the guest, ${run.crossingsPerGame?.toFixed(0)} crossings a game`);
    row("random playouts per core, sandbox, host's loop", gamesText(sandboxHostLoop));
    row('random playouts per core, sandbox, in guest', `${gamesText(sandbox)} (${games} games)`);
    row("random playouts per core, native, host's loop", gamesText(nativeHostLoop));
    row('random playouts per core, native, in guest', gamesText(native));
    row('sandbox/native (in guest)', `${ratio.toFixed(3)} by the clock, ${cpuRatio.toFixed(3)} by CPU time (native is ${(1 / cpuRatio).toFixed(1)}× faster)`);
    if (listing)
      row(
        'listing at the busiest position',
        `sandbox median ${listing.sandboxMs.median.toFixed(2)} ms (p95 ${listing.sandboxMs.p95.toFixed(2)}), native ${listing.nativeMs.median.toFixed(2)} ms (p95 ${listing.nativeMs.p95.toFixed(2)}): ${listing.actions} actions for ${listing.role} after ${listing.afterActions} actions of seed ${listing.seed} (${listing.repeats} listings each)`,
      );
    row(
      'final hashes',
      mismatched.length === 0
        ? `the same in both modes and on both paths for all ${games} games`
        : `DIFFER for seeds ${mismatched.slice(0, 10).join(', ')}: the rules behave differently in QuickJS and V8, or the guest's playout differs from the host's loop`,
    );
    for (const run of search ?? []) {
      const seats = Object.entries(run.wins).map(([player, w]) => `${(w.rate * 100).toFixed(0)}% as ${player}`);
      const cut = Object.entries(run.wins)
        .filter(([, w]) => w.unfinished > 0)
        .map(([player, w]) => `${w.unfinished} as ${player}`);
      const cutText = cut.length > 0 ? `; cut off at ${searchMaxActions} actions: ${cut.join(', ')}` : '';
      row(
        `ISMCTS vs random, ${run.ms} ms a decision, sandbox`,
        `wins ${seats.join(', ')} (${searchGames} games each${cutText}); median ${run.decisionMs.median.toFixed(1)} ms, p95 ${run.decisionMs.p95.toFixed(1)} ms, median ${run.iterations.median} iterations a decision`,
      );
    }
    if (profile) {
      ctx.out('');
      ctx.out(`Where the sandbox's random playouts spend their time (${profile.samples} samples over the same ${games} games, untimed):`);
      for (const line of profileTable(profile, PROFILE_ROWS)) ctx.out(`  ${line}`);
    }
    if (errors.length > 0)
      row(
        'errors',
        `${errors.length} games failed; run \`kriegsspiel play ${spec.scenario} --seed ${errors[0]?.seed}\`${errors[0]?.error ? ` (${failureText(errors[0].error)})` : ''}`,
      );
  }
  return mismatched.length === 0 && errors.length === 0 ? 0 : 1;
}
