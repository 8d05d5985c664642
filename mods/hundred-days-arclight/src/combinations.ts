// Combat combinations (7-3): every stack in contact fights exactly once, one stack against
// one wherever possible, several against one where it must, never several against several.
// Stacks in contact form a graph; a combination is a cover of it by stars.
import type { Combat, Side } from './types';

/** Who touches whom: each hex of a stack in contact, with the enemy hexes it touches. */
export type ContactGraph = Map<string, string[]>;

/** How good a set of combats is: one-against-one combats first, then the number of combats. */
type Score = [number, number];

const better = (a: Score, b: Score) => a[0] - b[0] || a[1] - b[1];

/** A combat as a centre and the stacks around it. */
export interface Star {
  centre: string;
  rim: string[];
}

function subsets<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

/** Finds the best score for covering the given stacks, remembering results by the set covered. */
export class CombinationSearch {
  private readonly memo = new Map<string, Score | null>();

  constructor(private readonly graph: ContactGraph) {}

  /** Every star among the remaining stacks. */
  stars(remaining: string[]): Star[] {
    const left = new Set(remaining);
    const out: Star[] = [];
    for (const centre of remaining) {
      const around = (this.graph.get(centre) ?? []).filter((n) => left.has(n));
      for (const rim of subsets(around)) out.push({ centre, rim });
    }
    return out;
  }

  /** The best score of a cover of the remaining stacks, or null when some stack cannot be covered. */
  best(remaining: string[]): Score | null {
    if (remaining.length === 0) return [0, 0];
    const key = remaining.join(',');
    if (this.memo.has(key)) return this.memo.get(key) ?? null;
    const left = new Set(remaining);
    const first = remaining[0] as string;
    let top: Score | null = null;
    const consider = (star: Star) => {
      const used = new Set([star.centre, ...star.rim]);
      const rest = this.best(remaining.filter((h) => !used.has(h)));
      if (!rest) return;
      const score: Score = [rest[0] + (star.rim.length === 1 ? 1 : 0), rest[1] + 1];
      if (!top || better(score, top) > 0) top = score;
    };
    const near = (h: string) => (this.graph.get(h) ?? []).filter((n) => left.has(n));
    for (const rim of subsets(near(first))) consider({ centre: first, rim });
    for (const centre of near(first)) {
      for (const more of [[], ...subsets(near(centre).filter((h) => h !== first))]) consider({ centre, rim: [first, ...more] });
    }
    this.memo.set(key, top);
    return top;
  }

  /** The stars that can start an optimal cover of the remaining stacks. */
  choices(remaining: string[]): Star[] {
    const target = this.best(remaining);
    if (!target) return [];
    const seen = new Set<string>();
    const out: Star[] = [];
    for (const star of this.stars(remaining)) {
      const used = new Set([star.centre, ...star.rim]);
      const rest = this.best(remaining.filter((h) => !used.has(h)));
      if (!rest) continue;
      const score: Score = [rest[0] + (star.rim.length === 1 ? 1 : 0), rest[1] + 1];
      if (better(score, target) !== 0) continue;
      const key = [...used].sort().join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(star);
    }
    return out;
  }
}

/** A star as a combat, each side's hexes sorted. */
export function combatOfStar(star: Star, sideOf: (hex: string) => Side): Combat {
  const combat: Combat = { french: [], allied: [] };
  for (const h of [star.centre, ...star.rim]) combat[sideOf(h)].push(h);
  combat.french.sort();
  combat.allied.sort();
  return combat;
}
