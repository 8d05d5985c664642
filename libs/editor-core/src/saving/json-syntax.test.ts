import { describe, expect, it } from 'vitest';
import { isJsonPath, jsonSyntaxProblem } from './json-syntax';

const manifest = '{\n  "id": "outpost"\n  "name": "Outpost"\n}\n';

describe('jsonSyntaxProblem', () => {
  it('names the file, line and column where a lost comma breaks the JSON', () => {
    expect(jsonSyntaxProblem('mods/outpost/mod.json', manifest)).toMatchObject({
      file: 'mods/outpost/mod.json',
      line: 3,
      column: 3,
      severity: 'error',
      code: 'not-json',
    });
  });

  it('finds nothing in JSON that parses, nor in files that are not JSON', () => {
    expect(jsonSyntaxProblem('mods/outpost/mod.json', manifest.replace('"outpost"\n', '"outpost",\n'))).toBeUndefined();
    expect(jsonSyntaxProblem('mods/outpost/src/index.ts', manifest)).toBeUndefined();
    expect(isJsonPath('mods/outpost/tests/a.test.json')).toBe(true);
  });

  it('reports a document nested too deep to read', () => {
    expect(jsonSyntaxProblem('a.json', '['.repeat(600) + ']'.repeat(600))?.code).toBe('too-deep');
  });
});
