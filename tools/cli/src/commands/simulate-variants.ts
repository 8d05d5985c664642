// The sets of games one `simulate` run plays: the scenario as named, or the base game
// against its house rules (`--compare`), or one set per value of an option (`--sweep`),
// and how several sets are printed side by side with the change from the first.
import path from 'node:path';
import {
  compareSummaries,
  wilsonInterval,
  type GameReport,
  type Proportion,
  type RateDifference,
  type SimulationSummary,
  type SummaryComparison,
} from '@kriegsspiel/engine';
import type { HookCounts } from '@kriegsspiel/rules-sdk';
import { loadScenario, ModLoadError, type GameSpec, type ModCatalogue } from '@kriegsspiel/runner';
import { UsageError, type CommandContext } from '../cli-context';
import { houseRulesOf, optionValues } from '../game-options';

/** One set of games of a run: the scenario loaded with these house rules and options. */
export interface Variant {
  /** How the set is named in the output: `base`, `with grand-battery`, `grandBattery=4`. */
  label: string;
  spec: GameSpec;
  houseRules: string[];
  options: Record<string, unknown>;
}

/** The most values a sweep may have. */
const MAX_SWEEP_VALUES = 1000;

/** An option value as typed: JSON when it reads as JSON (`3`, `true`, `"x"`), else text, as `--option` reads it. */
const valueOf = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * `--sweep name=a,b,c` or `--sweep name=from..to[:step]` (numbers, `to` included): the
 * option's name and the values to play, in order.
 */
export function parseSweep(raw: unknown): { name: string; values: unknown[] } {
  const usage = `--sweep takes name=a,b,c or name=from..to[:step], such as \`--sweep grandBattery=2..6\`, not \`${String(raw)}\``;
  const match = typeof raw === 'string' ? /^([^=]+)=(.+)$/s.exec(raw) : null;
  if (!match) throw new UsageError(usage);
  const [, name, list] = match as unknown as [string, string, string];
  const range = /^(-?\d+(?:\.\d+)?)\.\.(-?\d+(?:\.\d+)?)(?::(\d+(?:\.\d+)?))?$/.exec(list);
  if (!range) return { name, values: list.split(',').map((v) => valueOf(v.trim())) };
  const [from, to, step] = [Number(range[1]), Number(range[2]), range[3] === undefined ? 1 : Number(range[3])];
  if (step <= 0 || to < from || (to - from) / step >= MAX_SWEEP_VALUES)
    throw new UsageError(`--sweep ${name}=${list}: the range must go up, by a step above 0, in at most ${MAX_SWEEP_VALUES} values`);
  // Counted in whole steps so that 0.1 steps do not drift.
  const decimals = Math.max(...[range[1], range[3] ?? '1'].map((t) => (t?.split('.')[1] ?? '').length));
  return { name, values: Array.from({ length: Math.floor((to - from) / step + 1e-9) + 1 }, (_, k) => Number((from + k * step).toFixed(decimals))) };
}

function load(
  ctx: CommandContext,
  catalogue: ModCatalogue,
  scenario: string,
  houseRules: string[],
  options: Record<string, unknown>,
): GameSpec | { error: string } {
  if (!catalogue.find('scenario', scenario)) {
    throw new UsageError(
      `no scenario \`${scenario}\` in ${catalogue.folders.map((f) => path.relative(ctx.cwd, f) || '.').join(', ')}; the scenarios are ${catalogue.ids('scenario').join(', ') || 'none'} (add a folder with --mods <dir>)`,
    );
  }
  try {
    return loadScenario(catalogue, scenario, { mods: houseRules.map((mod) => ({ mod })), options });
  } catch (cause) {
    if (cause instanceof ModLoadError)
      return { error: `cannot play \`${scenario}\`${houseRules.length ? ` with ${houseRules.join(', ')}` : ''}: ${cause.message}` };
    throw cause;
  }
}

/**
 * The sets of games to play: one (the scenario with `--house-rule` and `--option`), or with
 * `--compare` the base game first and then the game with the house rules, or with `--sweep`
 * one set per value of the option. Every set plays the same seeds.
 */
export function variantsOf(ctx: CommandContext, catalogue: ModCatalogue, scenario: string | undefined): Variant[] | { error: string } {
  if (scenario === undefined) throw new UsageError('name the scenario to play, for example `outpost-skirmish`');
  const houseRules = houseRulesOf(ctx);
  const options = optionValues(ctx);
  const variant = (label: string, rules: string[], values: Record<string, unknown>): Variant | { error: string } => {
    const spec = load(ctx, catalogue, scenario, rules, values);
    return 'error' in spec ? spec : { label, spec, houseRules: rules, options: values };
  };
  const all = (list: (Variant | { error: string })[]) => list.find((v): v is { error: string } => 'error' in v) ?? (list as Variant[]);
  if (ctx.options.compare === true && ctx.options.sweep !== undefined)
    throw new UsageError('--compare and --sweep do not go together; run them one after the other');
  if (ctx.options.compare === true) {
    if (houseRules.length === 0) throw new UsageError('--compare plays the base game against the house rules: name them with --house-rule <mod>');
    // The base game keeps only the options it knows; the house rules' own options would only be noise in its results.
    const plain = load(ctx, catalogue, scenario, [], {});
    if ('error' in plain) return plain;
    const known = Object.fromEntries(Object.entries(options).filter(([name]) => name in plain.bundle.options));
    return all([variant('base', [], known), variant(`with ${houseRules.join(' + ')}`, houseRules, options)]);
  }
  if (ctx.options.sweep !== undefined) {
    const sweep = parseSweep(ctx.options.sweep);
    const plain = load(ctx, catalogue, scenario, houseRules, options);
    if ('error' in plain) return plain;
    if (!(sweep.name in plain.bundle.options))
      throw new UsageError(
        `--sweep ${sweep.name}: the scenario${houseRules.length ? ' with its house rules' : ''} has no option \`${sweep.name}\`; its options are ${Object.keys(plain.bundle.options).join(', ') || 'none'}`,
      );
    return all(sweep.values.map((value) => variant(`${sweep.name}=${JSON.stringify(value)}`, houseRules, { ...options, [sweep.name]: value })));
  }
  return all([variant('', houseRules, options)]);
}

/** A set of games once played: its summary and, after the first, how it differs from the first. */
export interface PlayedVariant {
  variant: Variant;
  summary: SimulationSummary;
  games: number;
}

/** How each set after the first differs from the first, as `compareSummaries` gives it. */
export function changesFromFirst(players: readonly string[], played: readonly PlayedVariant[]): (SummaryComparison | undefined)[] {
  const [first] = played;
  return played.map((p, k) => (k === 0 || !first ? undefined : compareSummaries(players, first.summary, first.games, p.summary, p.games)));
}

const share = (x: number) => `${(100 * x).toFixed(1)}%`;
const points = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)}`;
/** `41.0% (31.9–50.8)`: a rate with its 95% interval. */
export const rateText = (rate: Proportion) => `${share(rate.rate)} (${(100 * rate.low).toFixed(1)}–${(100 * rate.high).toFixed(1)})`;
/** `+14.0 (+0.3 to +27.1) *`: a change in percentage points with its interval, starred when significant. */
export const changeText = (d: RateDifference) => `${points(d.difference)} (${points(d.low)} to ${points(d.high)})${d.significant ? ' *' : ''}`;

/** The house rules' hook counts of a set's games, added up; undefined when no game counted them (a set without house rules). */
export function hookTotals(reports: readonly GameReport[]): HookCounts | undefined {
  let totals: HookCounts | undefined;
  for (const report of reports) {
    for (const [rule, byHook] of Object.entries(report.hooks ?? {})) {
      totals ??= {};
      const into = (totals[rule] ??= {});
      for (const [hook, count] of Object.entries(byHook)) {
        const sum = (into[hook] ??= { calls: 0, changed: 0 });
        sum.calls += count.calls;
        sum.changed += count.changed;
      }
    }
  }
  return totals;
}

/**
 * A set's hook counts as lines, so a house rule that rarely fires shows: for each wrapped hook,
 * how often it was called and how often its result was not what the rules beneath it gave.
 */
export function hookLines(label: string, totals: HookCounts, games: number): string[] {
  const rows = Object.entries(totals).flatMap(([rule, byHook]) => Object.entries(byHook).map(([hook, c]) => ({ name: `${rule} ${hook}`, ...c })));
  const width = Math.max(...rows.map((r) => r.name.length));
  return [
    `  ${label}: each wrapped hook in ${games} games`,
    ...rows.map(
      (r) =>
        `    ${r.name.padEnd(width)}  ${String(r.calls).padStart(8)} calls, changed the result ${r.changed} time${r.changed === 1 ? '' : 's'}${r.calls > 0 ? ` (${share(r.changed / r.calls)})` : ''}`,
    ),
  ];
}

/** The sets as a table: one row per set with each side's win rate and 95% interval, then a row of changes from the first under each other set. */
export function variantTable(players: readonly string[], played: readonly PlayedVariant[]): string[] {
  const changes = changesFromFirst(players, played);
  const rows: string[][] = [['', ...players.map((p) => `${p} wins`), 'draws', 'errors', 'mean length']];
  played.forEach((p, k) => {
    rows.push([
      p.variant.label,
      ...players.map((role) => rateText(p.summary.winRates[role] ?? { rate: 0, low: 0, high: 1 })),
      rateText(wilsonInterval(p.summary.draws, p.games)),
      String(p.summary.errors + p.summary.stuck + p.summary.unfinished),
      p.summary.meanActions.toFixed(1),
    ]);
    const change = changes[k];
    if (change) rows.push([`  change`, ...players.map((role) => (change.wins[role] ? changeText(change.wins[role]) : '')), changeText(change.draws), '', '']);
  });
  const widths = (rows[0] ?? []).map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  const lines = rows.map((r) => `  ${r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0))).join('  ')}`.trimEnd());
  return [
    ...lines,
    `  (win rates with 95% intervals; a change is in percentage points from ${played[0]?.variant.label ?? 'the first row'}, * where its 95% interval leaves out 0)`,
  ];
}
