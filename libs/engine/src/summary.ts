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
