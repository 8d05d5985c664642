import { describe, expect, it } from 'vitest';
import { formatCsv, parseCsv } from './csv-text';

describe('CSV text', () => {
  it('round-trips quotes, commas and line breaks inside cells', () => {
    const rows = [
      ['id', 'name', 'notes'],
      ['fr-inf-6', 'Old Guard, "the Grumblers"', 'line one\nline two'],
    ];
    const text = formatCsv(rows);
    expect(text.startsWith('\uFEFFid,name,notes\r\n')).toBe(true);
    expect(text).toContain('"Old Guard, ""the Grumblers"""');
    expect(parseCsv(text)).toEqual({ rows, errors: [] });
  });

  it('reads semicolon files as spreadsheets save them in much of Europe, and reports broken quoting', () => {
    expect(parseCsv('id;name\r\nfr-1;Division Bachelu\r\n').rows).toEqual([
      ['id', 'name'],
      ['fr-1', 'Division Bachelu'],
    ]);
    expect(parseCsv('id,name\nfr-1,"unterminated\n').errors[0]).toMatch(/Row 2: .*quote/i);
  });
});
