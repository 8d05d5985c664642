// CSV text to rows and back, through papaparse: quoted fields, doubled quotes, line breaks
// inside fields, and the delimiter guessed (spreadsheets in many countries save with `;`).
// papaparse ships no types: the declaration travels with this file, so every program that
// compiles it (the studio app's too) sees it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../types/papaparse.d.ts" />
import Papa from 'papaparse';

/** Rows of cells, and what could not be read, with line numbers. */
export interface ParsedCsv {
  readonly rows: string[][];
  readonly errors: readonly string[];
}

/** Reads CSV text (a byte-order mark is dropped). */
export function parseCsv(text: string): ParsedCsv {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return { rows: result.data, errors: result.errors.map((e) => `${e.row !== undefined ? `Row ${e.row + 1}: ` : ''}${e.message}`) };
}

/** Writes rows as CSV with CRLF line ends (RFC 4180) and a byte-order mark, so spreadsheets read it as UTF-8. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;
}
