// What many games came to, computed the same way wherever they were played: by
// `kriegsspiel simulate` on worker threads or by the studio in Web Workers.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { GameReport } from './game';

/** A proportion and its confidence interval. */
export interface Proportion {
  rate: number;
  low: number;
  high: number;
}

/** What many games came to; it depends on the games alone, never on how many workers played them. */
export interface SimulationSummary {
  wins: Record<string, number>;
  /** Each role's share of the games, with a 95% Wilson score interval. */
  winRates: Record<string, Proportion>;
  draws: number;
  stuck: number;
  unfinished: number;
  errors: number;
  meanActions: number;
  /** How the games ended: the result's reason of each ended game, else `stuck`, `unfinished` or `error`; most frequent first. */
  endings: { reason: string; count: number }[];
  /** SHA-256 of every game's outcome and final hash, in seed order: equal runs have equal fingerprints. */
  fingerprint: string;
}

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of `successes` out of `trials` (Wilson 1927): unlike the
 * normal approximation it stays inside [0, 1] and behaves with few games or rates near 0 or 1.
 */
export function wilsonInterval(successes: number, trials: number, z = Z95): Proportion {
  if (trials <= 0) return { rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** How much a rate moved from a reference run to another, with a 95% interval for the change. */
export interface RateDifference {
  /** The other run's rate minus the reference's, from -1 to 1. */
  difference: number;
  low: number;
  high: number;
  /** The interval leaves out 0: the change is unlikely to be chance alone (at the 5% level). */
  significant: boolean;
}

/**
 * The difference of two proportions, `variant` minus `base`, with Newcombe's hybrid score
 * interval (1998, method 10), built from each run's Wilson interval: it stays within
 * [-1, 1] and behaves with few games or rates near 0 or 1, as the Wilson interval does.
 * The runs are taken as independent; games that share seeds make it, if anything, wide.
 */
export function rateDifference(base: { successes: number; trials: number }, variant: { successes: number; trials: number }, z = Z95): RateDifference {
  const a = wilsonInterval(base.successes, base.trials, z);
  const b = wilsonInterval(variant.successes, variant.trials, z);
  const difference = b.rate - a.rate;
  const low = Math.max(-1, difference - Math.hypot(b.rate - b.low, a.high - a.rate));
  const high = Math.min(1, difference + Math.hypot(b.high - b.rate, a.rate - a.low));
  return { difference, low, high, significant: low > 0 || high < 0 };
}

/** How a run compares with a reference run of the same scenario: each role's wins and the draws. */
export interface SummaryComparison {
  wins: Record<string, RateDifference>;
  draws: RateDifference;
}

/** Each role's win rate and the draw rate of `variant` (of `variantGames` games) against `base` (of `baseGames`). */
export function compareSummaries(
  players: readonly string[],
  base: SimulationSummary,
  baseGames: number,
  variant: SimulationSummary,
  variantGames: number,
): SummaryComparison {
  const change = (before: number, after: number) => rateDifference({ successes: before, trials: baseGames }, { successes: after, trials: variantGames });
  return {
    wins: Object.fromEntries(players.map((role) => [role, change(base.wins[role] ?? 0, variant.wins[role] ?? 0)])),
    draws: change(base.draws, variant.draws),
  };
}

/** How one game ended, in a word or the rules' own reason. */
export function endingOf(report: GameReport): string {
  if (report.outcome === 'ended') return report.reason ?? (report.winner === null ? 'draw' : `${report.winner} wins`);
  return report.outcome;
}

export function summariseGames(players: readonly string[], games: readonly GameReport[]): SimulationSummary {
  const wins = Object.fromEntries(players.map((p) => [p, 0])) as Record<string, number>;
  const count = (outcome: GameReport['outcome']) => games.filter((g) => g.outcome === outcome).length;
  const endings = new Map<string, number>();
  const lines: string[] = [];
  for (const g of games) {
    if (g.outcome === 'ended' && g.winner !== null && g.winner !== undefined) wins[g.winner] = (wins[g.winner] ?? 0) + 1;
    endings.set(endingOf(g), (endings.get(endingOf(g)) ?? 0) + 1);
    lines.push(`${g.seed}:${g.outcome}:${g.winner ?? ''}:${g.actions}:${g.hash ?? g.error?.message ?? ''}\n`);
  }
  return {
    wins,
    winRates: Object.fromEntries(Object.entries(wins).map(([role, n]) => [role, wilsonInterval(n, games.length)])),
    draws: games.filter((g) => g.outcome === 'ended' && g.winner === null).length,
    stuck: count('stuck'),
    unfinished: count('unfinished'),
    errors: count('error'),
    meanActions: games.length === 0 ? 0 : games.reduce((sum, g) => sum + g.actions, 0) / games.length,
    endings: [...endings].map(([reason, n]) => ({ reason, count: n })).sort((a, b) => b.count - a.count || (a.reason < b.reason ? -1 : 1)),
    fingerprint: bytesToHex(sha256(utf8ToBytes(lines.join('')))),
  };
}

/** A bar of a histogram: games whose length is in [from, to]. */
export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/** Game lengths (actions) in at most `bins` bins of equal whole-number width, from the shortest game to the longest. */
export function lengthHistogram(games: readonly Pick<GameReport, 'actions'>[], bins = 20): HistogramBin[] {
  if (games.length === 0) return [];
  const lengths = games.map((g) => g.actions);
  const min = Math.min(...lengths);
  const max = Math.max(...lengths);
  const width = Math.max(1, Math.ceil((max - min + 1) / Math.max(1, bins)));
  const out: HistogramBin[] = [];
  for (let from = min; from <= max; from += width) out.push({ from, to: Math.min(max, from + width - 1), count: 0 });
  for (const n of lengths) (out[Math.floor((n - min) / width)] as HistogramBin).count++;
  return out;
}
