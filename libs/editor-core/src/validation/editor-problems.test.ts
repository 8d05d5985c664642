import { describe, expect, it } from 'vitest';
import type { Problem } from '@kriegsspiel/formats';
import { problemsWithEditorMarkers } from './editor-problems';

const problem = (file: string, line: number, column: number, code: string, severity: Problem['severity'] = 'error'): Problem => ({
  file,
  line,
  column,
  pointer: '',
  severity,
  code,
  message: code,
});

const manifest = 'mods/race/mod.json';
const code = 'mods/race/src/index.ts';

describe('problemsWithEditorMarkers', () => {
  it('adds the type errors of code, sorted among the documents’ problems', () => {
    const validated = [problem(manifest, 2, 3, 'unknown-member', 'warning')];
    const markers = new Map([[code, [problem(code, 9, 12, 'typescript'), problem(code, 4, 1, 'typescript')]]]);
    expect(problemsWithEditorMarkers(validated, markers, new Set([code])).map((p) => `${p.file}:${p.line} ${p.code}`)).toEqual([
      'mods/race/mod.json:2 unknown-member',
      'mods/race/src/index.ts:4 typescript',
      'mods/race/src/index.ts:9 typescript',
    ]);
  });

  it('lets the text editor alone report a file it holds unsaved edits of', () => {
    const validated = [problem(manifest, 8, 12, 'unknown-member', 'warning'), problem('mods/race/a.map.json', 1, 1, 'x')];
    const markers = new Map([[manifest, [problem(manifest, 4, 3, 'json')]]]);
    expect(problemsWithEditorMarkers(validated, markers, new Set([manifest])).map((p) => `${p.file}:${p.line} ${p.code}`)).toEqual([
      'mods/race/a.map.json:1 x',
      'mods/race/mod.json:4 json',
    ]);
  });

  it('lists a syntax error of a saved file once, as the validator words it', () => {
    const validated = [problem(manifest, 4, 3, 'not-json')];
    const markers = new Map([[manifest, [problem(manifest, 4, 3, 'json'), problem(manifest, 6, 1, 'json', 'warning')]]]);
    expect(problemsWithEditorMarkers(validated, markers, new Set()).map((p) => `${p.line} ${p.code}`)).toEqual(['4 not-json', '6 json']);
  });

  it('is the validator’s list when no file has markers', () => {
    const validated = [problem(manifest, 1, 1, 'x')];
    expect(problemsWithEditorMarkers(validated, new Map(), new Set())).toEqual(validated);
  });
});
