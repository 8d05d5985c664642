/**
 * Where a mod spends its time in the sandbox, from the stacks a profiled call samples
 * (`CallOptions.profile`). QuickJS offers no profiler of its own, but it calls the sandbox's
 * interrupt handler between calls and loop turns: during a profiled call every 10 of them,
 * and the handler notes the stack at the first of those after each quarter millisecond. So
 * samples follow the clock; a long call of a built-in (a sort, JSON) is seen just after it.
 */

/** Stacks (mapped to the mod's files) and how many samples found the guest in each. */
export type ProfileSamples = [stack: string, count: number][];

/** One function of a profile. */
export interface ProfileRow {
  /** The function's name, or `(anonymous)`. */
  name: string;
  /** Its file (a mod's own, `@kriegsspiel/rules-sdk`, or `native` for a built-in). */
  file: string;
  /** Samples with the function on top: its own work. */
  self: number;
  /** Samples with the function anywhere on the stack: its work and what it called. */
  total: number;
  /** The line of the file most samples found on top of it (none for a built-in). */
  hottestLine?: number;
}

/** A profile summed over any number of calls. */
export interface ProfileSummary {
  samples: number;
  /** By `self`, most first. */
  functions: ProfileRow[];
}

interface Frame {
  key: string;
  name: string;
  file: string;
  line: number | undefined;
}

const FRAME = /^\s*at (?:(.*?) \()?([^()]*?)(?::(\d+)(?::\d+)?)?\)?$/;

/** One line of a stack: `at name (file:line:column)`, `at file:line:column` or `at name (native)`. */
function parseFrame(text: string): Frame | undefined {
  const match = FRAME.exec(text);
  if (!match) return undefined;
  const name = match[1] || '(anonymous)';
  const file = match[2] ?? '';
  const line = match[3] === undefined ? undefined : Number(match[3]);
  return { key: `${name}\u0000${file}`, name, file, line };
}

/** Sums the samples of profiled calls into functions, each with its own share and its share with callees. */
export class Profile {
  #samples = 0;
  readonly #rows = new Map<string, ProfileRow & { lines: Map<number, number> }>();

  /** Adds a call's samples. */
  add(samples: ProfileSamples | undefined): void {
    if (!samples) return;
    for (const [stack, count] of samples) {
      const frames: Frame[] = [];
      for (const text of stack.split('\n')) {
        const frame = parseFrame(text);
        if (frame) frames.push(frame);
      }
      if (frames.length === 0) continue;
      this.#samples += count;
      const counted = new Set<string>();
      frames.forEach((frame, depth) => {
        let row = this.#rows.get(frame.key);
        if (!row) {
          row = { name: frame.name, file: frame.file, self: 0, total: 0, lines: new Map() };
          this.#rows.set(frame.key, row);
        }
        // A recursive function counts once per sample in its total.
        if (!counted.has(frame.key)) {
          counted.add(frame.key);
          row.total += count;
        }
        if (depth === 0) {
          row.self += count;
          if (frame.line !== undefined) row.lines.set(frame.line, (row.lines.get(frame.line) ?? 0) + count);
        }
      });
    }
  }

  summary(): ProfileSummary {
    const functions = [...this.#rows.values()]
      .map(({ lines, ...row }): ProfileRow => {
        let hottest: [number, number] | undefined;
        for (const entry of lines) if (!hottest || entry[1] > hottest[1]) hottest = entry;
        return hottest ? { ...row, hottestLine: hottest[0] } : row;
      })
      .sort((a, b) => b.self - a.self || b.total - a.total || a.name.localeCompare(b.name));
    return { samples: this.#samples, functions };
  }
}

/** A profile as a table for people: the `top` functions by their own share. */
export function profileTable(summary: ProfileSummary, top = 25): string[] {
  if (summary.samples === 0) return ['no samples: the profiled calls were too short to reach an interrupt check'];
  const percent = (n: number) => `${((100 * n) / summary.samples).toFixed(1)}%`.padStart(6);
  const lines = [`${'self'.padStart(6)} ${'total'.padStart(6)}  function (file:hottest line)`];
  for (const row of summary.functions.slice(0, top)) {
    const where = row.hottestLine === undefined ? row.file : `${row.file}:${row.hottestLine}`;
    lines.push(`${percent(row.self)} ${percent(row.total)}  ${row.name} (${where})`);
  }
  return lines;
}
