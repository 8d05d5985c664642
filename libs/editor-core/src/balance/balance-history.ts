// Earlier balance runs, kept (in the browser's storage) to set any two side by side: each
// side's win rate in both, the difference, and whether it is more than chance would give.

/** What is kept of a finished balance run: its settings and each side's wins. */
export interface BalanceRecord {
  /** Unique within the history (the time it ended and its fingerprint). */
  readonly id: string;
  readonly scenario: string;
  readonly houseRules: readonly string[];
  /** Options given to the game (the ruleset's and its house rules' options schemas). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly games: number;
  readonly seed: number;
  readonly bots: readonly string[];
  readonly players: readonly string[];
  /** Games each side won. */
  readonly wins: Readonly<Record<string, number>>;
  /** Games played to an end or not (draws, stuck, errors count as not won). */
  readonly played: number;
  readonly meanActions: number;
  readonly fingerprint: string;
  /** When the run ended (ISO 8601). */
  readonly at: string;
}

/** One side's rate in two runs and what the difference means. */
export interface SideComparison {
  readonly role: string;
  readonly rateA: number;
  readonly rateB: number;
  /** `rateB - rateA`. */
  readonly difference: number;
  /** Two-sided p-value of the difference (pooled two-proportion z-test). */
  readonly p: number;
  /** True when p < 0.05. */
  readonly significant: boolean;
}

/** The runs' words for the person ("base game", "+ grand battery, grandBattery=4"). */
export function describeRecord(r: BalanceRecord): string {
  const rules = r.houseRules.length === 0 ? 'base game' : `+ ${r.houseRules.join(', ')}`;
  const options = Object.entries(r.options).map(([k, v]) => `${k}=${JSON.stringify(v)}`);
  return [`${r.scenario}, ${rules}`, ...options, `${r.games} games, seed ${r.seed}`].join(' · ');
}

/** The standard normal distribution's cumulative probability (Abramowitz and Stegun 7.1.26, error under 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Two-sided p-value that `a` of `n` and `b` of `m` come from one rate. */
export function twoProportionP(a: number, n: number, b: number, m: number): number {
  if (n <= 0 || m <= 0) return 1;
  const pooled = (a + b) / (n + m);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n + 1 / m));
  if (se === 0) return a / n === b / m ? 1 : 0;
  const z = (b / m - a / n) / se;
  return 2 * (1 - normalCdf(Math.abs(z)));
}

/** Each side of both runs (the sides of either), with its rate in each, the difference and its significance. */
export function compareRecords(a: BalanceRecord, b: BalanceRecord): SideComparison[] {
  const roles = [...new Set([...a.players, ...b.players])];
  return roles.map((role) => {
    const winsA = a.wins[role] ?? 0;
    const winsB = b.wins[role] ?? 0;
    const rateA = a.played > 0 ? winsA / a.played : 0;
    const rateB = b.played > 0 ? winsB / b.played : 0;
    const p = twoProportionP(winsA, a.played, winsB, b.played);
    return { role, rateA, rateB, difference: rateB - rateA, p, significant: p < 0.05 };
  });
}

/** The most runs kept; older ones go first. */
export const HISTORY_LIMIT = 20;

/** The history with a new run at the front, at most {@link HISTORY_LIMIT} long. */
export function withRecord(history: readonly BalanceRecord[], record: BalanceRecord): BalanceRecord[] {
  return [record, ...history.filter((r) => r.id !== record.id)].slice(0, HISTORY_LIMIT);
}

/** Reads a kept history (JSON); anything unreadable gives an empty one rather than breaking the panel. */
export function parseHistory(text: string | null): BalanceRecord[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (r): r is BalanceRecord =>
        typeof r === 'object' &&
        r !== null &&
        typeof (r as BalanceRecord).id === 'string' &&
        Array.isArray((r as BalanceRecord).players) &&
        typeof (r as BalanceRecord).played === 'number',
    );
  } catch {
    return [];
  }
}
