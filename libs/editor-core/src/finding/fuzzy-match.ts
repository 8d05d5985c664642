// Opening a document by name (Ctrl+P): the letters typed must appear in the path in order;
// paths where they fall at the start of a word, next to each other and in the file name
// rank first. Pure, so it is tested without a page.

/** A path that matches, with the indices of the matched letters (to mark them). */
export interface FuzzyMatch {
  readonly path: string;
  readonly score: number;
  readonly indices: readonly number[];
}

const boundary = /[/\-_. ]/;

/**
 * How well `query` matches `text` (higher is better), or undefined when its letters are not
 * all there in order. Of all the ways the letters can be placed, the best one counts
 * (dynamic programming over query letter and position), not the leftmost.
 */
export function fuzzyScore(query: string, text: string): { score: number; indices: number[] } | undefined {
  const q = query.toLowerCase().replace(/\s+/g, '');
  if (q === '') return { score: 0, indices: [] };
  const t = text.toLowerCase();
  const n = t.length;
  const nameStart = text.lastIndexOf('/') + 1;
  const bonus = (at: number) => 1 + (at === 0 || boundary.test(t[at - 1] ?? '') ? 4 : 0) + (at >= nameStart ? 2 : 0);
  // best[i][j]: the best score with letter i of the query at position j; from[i][j]: where letter i-1 was.
  const best: number[][] = [];
  const from: number[][] = [];
  for (let i = 0; i < q.length; i++) {
    const row = new Array<number>(n).fill(-Infinity);
    const back = new Array<number>(n).fill(-1);
    const previous = best[i - 1];
    // The best of the previous row up to each position, and where it was.
    let runBest = -Infinity;
    let runAt = -1;
    for (let j = 0; j < n; j++) {
      if (previous && j >= 2 && (previous[j - 2] as number) > runBest) {
        runBest = previous[j - 2] as number;
        runAt = j - 2;
      }
      if (t[j] !== q[i]) continue;
      if (!previous) {
        row[j] = bonus(j);
        continue;
      }
      const adjacent = j >= 1 ? (previous[j - 1] as number) + 5 : -Infinity;
      if (adjacent >= runBest && adjacent > -Infinity) {
        row[j] = adjacent + bonus(j);
        back[j] = j - 1;
      } else if (runBest > -Infinity) {
        row[j] = runBest + bonus(j);
        back[j] = runAt;
      }
    }
    best.push(row);
    from.push(back);
  }
  const last = best[q.length - 1] as number[];
  let end = -1;
  for (let j = 0; j < n; j++) if ((last[j] as number) > -Infinity && (end < 0 || (last[j] as number) > (last[end] as number))) end = j;
  if (end < 0) return undefined;
  const indices: number[] = [];
  for (let i = q.length - 1, j = end; i >= 0; j = (from[i] as number[])[j] as number, i--) indices.unshift(j);
  // Shorter paths win a tie: `oob.json` before `tests/oob-broken.test.json`.
  return { score: (last[end] as number) - text.length * 0.01, indices };
}

/** The paths that match `query`, best first (all of them, in order, for an empty query), at most `limit`. */
export function fuzzyFind(query: string, paths: readonly string[], limit = 50): FuzzyMatch[] {
  const found: FuzzyMatch[] = [];
  for (const path of paths) {
    const m = fuzzyScore(query, path);
    if (m) found.push({ path, ...m });
  }
  if (query.trim() !== '') found.sort((a, b) => b.score - a.score || a.path.localeCompare(b.path));
  return found.slice(0, limit);
}
