// Where two JSON values differ, for people: one line per difference, by JSON pointer. Pure:
// the command line prints these lines and the studio shows them under a failed expectation.
import { escapePointerToken } from '@kriegsspiel/formats';

/** A value as compact JSON on one line, cut at `max` characters. */
export function compactJson(value: unknown, max = 160): string {
  const text = value === undefined ? 'nothing' : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Where two JSON values differ, as lines `/path: expected X, actual Y`, first differences
 * first, at most `limit` of them. Equal values give no lines.
 */
export function differences(expected: unknown, actual: unknown, limit = 5): string[] {
  const lines: string[] = [];
  let more = 0;
  const note = (line: string) => {
    if (lines.length < limit) lines.push(line);
    else more++;
  };
  const walk = (e: unknown, a: unknown, at: string) => {
    if (Array.isArray(e) && Array.isArray(a)) {
      for (let i = 0; i < Math.max(e.length, a.length); i++) {
        if (i >= a.length) note(`${at}/${i}: expected ${compactJson(e[i], 60)}, missing`);
        else if (i >= e.length) note(`${at}/${i}: not expected, actual ${compactJson(a[i], 60)}`);
        else walk(e[i], a[i], `${at}/${i}`);
      }
    } else if (isObject(e) && isObject(a)) {
      for (const key of new Set([...Object.keys(e), ...Object.keys(a)])) {
        const here = `${at}/${escapePointerToken(key)}`;
        if (!(key in a)) note(`${here}: expected ${compactJson(e[key], 60)}, missing`);
        else if (!(key in e)) note(`${here}: not expected, actual ${compactJson(a[key], 60)}`);
        else walk(e[key], a[key], here);
      }
    } else if (JSON.stringify(e) !== JSON.stringify(a)) {
      note(`${at || '/'}: expected ${compactJson(e, 60)}, actual ${compactJson(a, 60)}`);
    }
  };
  walk(expected, actual, '');
  if (more > 0) lines.push(`… and ${more} more difference${more === 1 ? '' : 's'}`);
  return lines;
}
